import { describe, expect, it } from 'vitest';
import { createI18n } from '@brokkie/i18n/i18n';
import { reauthenticationMethod } from '../../app/shell/reauthentication.ts';
import { authErrorKind, authErrorText } from '../../app/shell/auth-errors.ts';
import { IdentityError, IdentityNetworkError } from '../../app/shell/identity-client.ts';

const en = createI18n('en').t;
const sentence = (error: unknown) => en(authErrorText(error).key);

describe('identity errors (§8)', () => {
  it.each([
    ['USER_NOT_FOUND', 'user-not-found', 'This email address is not registered yet, create an account here'],
    ['INVALID_EMAIL', 'invalid-email', 'Invalid email address. Please enter a valid email.'],
    ['INVALID_PASSWORD', 'wrong-password', 'The password you entered is not correct.'],
    ['INVALID_EMAIL_OR_PASSWORD', 'wrong-password', 'The password you entered is not correct.'],
    [
      'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      'email-already-in-use',
      'The email address you entered is already in use. Please try another email or login with your existing account.',
    ],
    ['PASSWORD_TOO_LONG', 'other', 'An error occurred. Please try again later.'],
    ['HTTP_429', 'other', 'An error occurred. Please try again later.'],
  ])('%s → %s', (code, kind, text) => {
    const error = new IdentityError(400, code, 'whatever the service says');
    expect(authErrorKind(error)).toBe(kind);
    expect(sentence(error)).toBe(text);
  });

  it('links user-not-found to sign-up and email-already-in-use to sign-in', () => {
    expect(authErrorText(new IdentityError(401, 'USER_NOT_FOUND', '')).link).toEqual({ key: 'auth:errors.user_not_found_link', to: 'signup' });
    expect(authErrorText(new IdentityError(422, 'USER_ALREADY_EXISTS', '')).link).toEqual({
      key: 'auth:errors.email_already_in_use_link',
      to: 'signin',
    });
    // The linked words are part of the sentence, so the link sits inside it.
    expect(en('auth:errors.user_not_found')).toContain(en('auth:errors.user_not_found_link'));
    expect(en('auth:errors.email_already_in_use')).toContain(en('auth:errors.email_already_in_use_link'));
  });

  it('treats anything else (network, programming errors) as "other"', () => {
    expect(sentence(new IdentityNetworkError('/sign-in/email', new TypeError('fetch failed')))).toBe('An error occurred. Please try again later.');
    expect(sentence(new Error('boom'))).toBe('An error occurred. Please try again later.');
  });

  it('says so when a re-authentication came back with another account (the session stays)', () => {
    expect(sentence(new IdentityError(401, 'account_mismatch', ''))).toBe('That is a different account. Please confirm with the account you use for Brokkie.');
  });

  it('shows the re-authentication errors of §5 with their own text', () => {
    expect(sentence(new Error('No authentication provider'))).toBe('No authentication provider');
    expect(sentence(new Error('Unknown authentication provider'))).toBe('Unknown authentication provider');
  });
});

describe('re-authentication (§5)', () => {
  it('asks password accounts for their password', () => {
    expect(reauthenticationMethod([{ providerId: 'credential' }])).toEqual({ kind: 'password' });
    expect(reauthenticationMethod([{ providerId: 'google' }, { providerId: 'credential' }])).toEqual({ kind: 'password' });
  });

  it.each(['google', 'facebook', 'apple'])('signs %s accounts in again in a popup of that provider', (provider) => {
    expect(reauthenticationMethod([{ providerId: provider }])).toEqual({ kind: 'popup', provider });
  });

  it("throws 'No authentication provider' without any provider", () => {
    expect(() => reauthenticationMethod([])).toThrow(new Error('No authentication provider'));
  });

  it("throws 'Unknown authentication provider' for another provider", () => {
    expect(() => reauthenticationMethod([{ providerId: 'twitter' }])).toThrow(new Error('Unknown authentication provider'));
  });
});
