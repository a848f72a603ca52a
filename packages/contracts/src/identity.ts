import { z } from 'zod';

/**
 * The identity service's contract as the web client and the product API use it
 * (docs/identity.md). The identity endpoints themselves are better-auth's, under /api/auth/.
 */

export const socialProviderIds = ['google', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof socialProviderIds)[number];

/** Name of the HttpOnly cookie that keeps the ID token for server-side rendering (§4 sync URL). */
export const idTokenCookieName = 'brokkie_id_token';

/** Query parameter of /api/auth/sign-in/social and /api/auth/link-social that lets an internal account in (§6). */
export const allowInternalQueryParam = 'allow_internal';

/** `error` of the error callback URL when a social sign-in with an internal account was refused (§6). */
export const internalAccountErrorCode = 'internal_account';

/** Claims of the ID token (JWT, EdDSA) besides iss, aud, iat, exp. */
export const idTokenClaims = z.object({
  sub: z.string().describe('The user id (uid)'),
  email: z.string().nullable().describe('null for an anonymous account'),
  name: z.string(),
  email_verified: z.boolean(),
  anonymous: z.boolean(),
  role: z.string().describe('customer or staff'),
});
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

export const sessionSyncRequest = z
  .strictObject({
    token: z.string().min(1).describe('An ID token from GET /api/auth/token, issued less than 5 minutes ago'),
  })
  .meta({ id: 'SessionSyncRequest' });

export const authenticatedUser = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    is_anonymous: z.boolean(),
    role: z.string(),
  })
  .meta({ id: 'AuthenticatedUser' });
export type AuthenticatedUserBody = z.infer<typeof authenticatedUser>;

export const sessionSyncState = z
  .object({
    user: authenticatedUser,
    expires_at: z.string().describe('ISO 8601 expiry of the ID token in the cookie'),
  })
  .meta({ id: 'SessionSyncState' });

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
