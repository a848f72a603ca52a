import { describe, expect, it } from 'vitest';
import { afterSignInPath, safeReturnPath } from '../../app/features/auth/return-url.ts';

describe('the return URL of the sign-in page', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/fr-be/checkout?step=2', '/fr-be/checkout?step=2'],
    ['/en/dashboard/profile?utm_source=mail#email', '/en/dashboard/profile?utm_source=mail#email'],
  ])('%s is a path of this site', (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    // Back to a sign-in page would go round in circles.
    '/en/signin?redirect=/dashboard',
    '/signup',
    '/fr/reset-password/abcdefgh',
  ])('%s is not followed', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('falls back to the localized dashboard', () => {
    expect(afterSignInPath('//evil.example', 'de')).toBe('/de/dashboard');
    expect(afterSignInPath(undefined, 'nl-be')).toBe('/dashboard');
    expect(afterSignInPath('/de/dashboard/pets', 'de')).toBe('/de/dashboard/pets');
  });
});
