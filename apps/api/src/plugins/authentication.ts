import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ensureCustomerForUser } from '@brokkie/db/customer-queries';
import { currentStoreName } from '@brokkie/contracts/customer';
import type { UserRole } from '@brokkie/domain/identity';
import { authenticationFailed, notAuthenticated } from '../lib/api-problem.ts';
import { IdTokenRejected } from '../modules/identity/id-token-verifier.ts';

/** The signed-in user of a request, as its verified ID token says. */
export interface AuthenticatedUser {
  id: string;
  email: string | null;
  isAnonymous: boolean;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid `Authorization: Bearer <ID token>`. */
    user: AuthenticatedUser | null;
  }
  interface FastifyContextConfig {
    /** The route answers 401 not_authenticated without a signed-in user (before validation). */
    requireUser?: boolean;
    /** The route authenticates in its own way (the identity service's endpoints). */
    skipAuthentication?: boolean;
  }
}

/** Users whose customer is known to exist; bounded so that a long-lived process stays small. */
class RecentUsers {
  private readonly ids = new Set<string>();
  constructor(private readonly limit: number) {}

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    if (this.ids.size >= this.limit) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    this.ids.add(id);
  }
}

/**
 * Authentication of the product API (§6): `Authorization: Bearer <ID token>` is verified
 * statelessly against the identity service's JWKS (nothing else is trusted). A valid token sets
 * `request.user` and the principal `user:<id>` (which scopes Idempotency-Keys, so this runs in
 * onRequest, before the idempotency preHandler); an expired, tampered or foreign token is a 401
 * `authentication_failed`. A new user's customer is created on its first authenticated call.
 */
export const authenticationPlugin = fp(
  async (app) => {
    const withCustomer = new RecentUsers(10_000);
    app.decorateRequest('user', null);

    const authenticate = async (request: FastifyRequest, token: string): Promise<void> => {
      let verified;
      try {
        verified = await app.identity.verifyIdToken(token);
      } catch (error) {
        if (error instanceof IdTokenRejected) throw authenticationFailed();
        throw error;
      }
      if (!withCustomer.has(verified.userId)) {
        const outcome = await ensureCustomerForUser(app.db, verified.userId, { currentStoreId: currentStoreName });
        // A token of a user that no longer exists (an anonymous user replaced at sign-up).
        if (outcome === 'no-user') throw authenticationFailed();
        withCustomer.add(verified.userId);
      }
      request.user = {
        id: verified.userId,
        email: verified.email,
        isAnonymous: verified.isAnonymous,
        role: verified.role,
      };
      request.context.principal = `user:${verified.userId}`;
    };

    // Callback style for a request without a token (security-headers.ts); a token's check is async.
    app.addHook('onRequest', (request, _reply, done) => {
      const config = request.routeOptions.config;
      if (config?.skipAuthentication || config?.routeFallback) return done();
      const token = request.context.bearerToken;
      if (token) return authenticate(request, token);
      if (config?.requireUser) throw notAuthenticated();
      done();
    });
  },
  { name: 'brokkie-authentication', dependencies: ['brokkie-request-context', 'brokkie-identity'] },
);

/** The signed-in user, or a 401 not_authenticated. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}
