/**
 * The identity protocol's names and codes (docs/identity.md) as plain values, without zod: the
 * browser's shell reads them on every page, where loading the schemas would cost every visitor.
 */

export const socialProviderIds = ['google', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

/** Name of the HttpOnly cookie that keeps the ID token for server-side rendering (§4 sync URL). */
export const idTokenCookieName = 'brokkie_id_token';

/** Query parameter of /api/auth/sign-in/social and /api/auth/link-social that lets an internal account in (§6). */
export const allowInternalQueryParam = 'allow_internal';

/** `error` of the error callback URL when a social sign-in with an internal account was refused (§6). */
export const internalAccountErrorCode = 'internal_account';

/**
 * The §8 identity error kinds the web pages show, by the `code` of the identity service's error
 * body (`{ code, message }`). Anything else is `other` ('An error occurred. Please try again later.').
 */
export type IdentityErrorKind = 'user-not-found' | 'invalid-email' | 'wrong-password' | 'email-already-in-use' | 'other';

const errorKinds: Record<string, IdentityErrorKind> = {
  USER_NOT_FOUND: 'user-not-found',
  INVALID_EMAIL: 'invalid-email',
  INVALID_PASSWORD: 'wrong-password',
  INVALID_EMAIL_OR_PASSWORD: 'wrong-password',
  USER_ALREADY_EXISTS: 'email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email-already-in-use',
};

export function identityErrorKind(code: string | null | undefined): IdentityErrorKind {
  return (code && errorKinds[code]) || 'other';
}
