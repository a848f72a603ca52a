import { z } from 'zod';

/**
 * The identity service's contract as the web client and the product API use it
 * (docs/identity.md). The identity endpoints themselves are better-auth's, under /api/auth/.
 */

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
