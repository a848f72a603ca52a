import { identityErrorKind, type IdentityErrorKind } from '@brokkie/contracts/identity-codes';
import { IdentityError } from './identity-client.ts';

/**
 * The identity error catalogue of §8 as the pages show it. Each kind has its sentence in the
 * `auth` namespace; two of them carry a link (to sign-up, to sign-in) over part of the sentence.
 */
export type AuthErrorKind = IdentityErrorKind;

export interface AuthErrorText {
  /** Key of the whole sentence (verbatim from §8 in English). */
  key: string;
  /** Key of the part of the sentence that links on, and where it goes. */
  link?: { key: string; to: 'signup' | 'signin' };
}

export const authErrorTexts: Record<AuthErrorKind, AuthErrorText> = {
  'user-not-found': { key: 'auth:errors.user_not_found', link: { key: 'auth:errors.user_not_found_link', to: 'signup' } },
  'invalid-email': { key: 'auth:errors.invalid_email' },
  'wrong-password': { key: 'auth:errors.wrong_password' },
  'email-already-in-use': { key: 'auth:errors.email_already_in_use', link: { key: 'auth:errors.email_already_in_use_link', to: 'signin' } },
  other: { key: 'auth:errors.other' },
};

/** The §8 kind of anything an identity action threw; anything unknown is 'other'. */
export function authErrorKind(error: unknown): AuthErrorKind {
  if (error instanceof IdentityError) return identityErrorKind(error.code);
  return 'other';
}

/**
 * Errors the client raises itself that have a sentence of their own: the re-authentication
 * errors of §5 (thrown with their English text, as the spec names them), and popup outcomes.
 */
const ownErrorKeys: Record<string, string> = {
  'No authentication provider': 'auth:errors.no_provider',
  'Unknown authentication provider': 'auth:errors.unknown_provider',
};
const ownErrorCodes: Record<string, string> = {
  POPUP_BLOCKED: 'auth:errors.popup_blocked',
  POPUP_CLOSED: 'auth:errors.popup_closed',
  ACCOUNT_MISMATCH: 'auth:errors.account_mismatch',
  // The identity service refused another account at re-authentication; the session is unchanged.
  account_mismatch: 'auth:errors.reauth_other_account',
};

/** The text of a failed identity action: its own sentence when it has one, else the §8 catalogue. */
export function authErrorText(error: unknown): AuthErrorText {
  if (error instanceof IdentityError && ownErrorCodes[error.code]) return { key: ownErrorCodes[error.code]! };
  if (!(error instanceof IdentityError) && error instanceof Error && ownErrorKeys[error.message]) return { key: ownErrorKeys[error.message]! };
  return authErrorTexts[authErrorKind(error)];
}
