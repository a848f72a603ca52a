import type { onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSyncRequest, sessionSyncState } from '@brokkie/contracts/identity';
import { idTokenCookieName } from '@brokkie/contracts/identity-codes';
import { idTokenSyncMaxAgeSeconds } from '@brokkie/domain/identity';
import { ApiProblem, authenticationFailed, notAuthenticated, permissionDenied } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { IdTokenRejected, type VerifiedIdToken } from './id-token-verifier.ts';

const tags = ['identity'];
const config = { skipAuthentication: true, skipIdempotency: true };

/** The value of the ID token cookie in a Cookie header, if any. */
export function readIdTokenCookie(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === idTokenCookieName) {
      const value = part.slice(separator + 1).trim();
      return value ? decodeURIComponent(value) : undefined;
    }
  }
  return undefined;
}

function toState(verified: VerifiedIdToken) {
  return {
    user: {
      id: verified.userId,
      email: verified.email,
      is_anonymous: verified.isAnonymous,
      role: verified.role,
    },
    expires_at: new Date(verified.expiresAt * 1000).toISOString(),
  };
}

/**
 * The sync URL of §4: the browser posts each fresh ID token here (and deletes it at sign-out), and
 * the API keeps it in an HttpOnly cookie, so that the web server can render account pages for the
 * user: it reads the cookie, verifies the token like any other and calls the API with it.
 */
export interface SessionSyncOptions {
  secureCookies: boolean;
  /** The identity service's own rule for a trusted Origin (better-auth's trustedOrigins), so that one list decides. */
  isTrustedOrigin: (origin: string) => boolean;
}

export const sessionSyncRoutes: FastifyPluginAsyncZod<SessionSyncOptions> = async (app, options) => {
  const cookie = (value: string, maxAgeSeconds: number) =>
    [`${idTokenCookieName}=${value}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`, ...(options.secureCookies ? ['Secure'] : [])].join(
      '; ',
    );

  // A page on another site must not set or clear the session cookie (login CSRF), so a request
  // that names a foreign Origin is refused, as the identity routes refuse it. Without an Origin
  // it is not a browser's cross-site request (the web server's own calls), and it goes through.
  const checkOrigin: onRequestHookHandler = async (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !options.isTrustedOrigin(origin)) throw permissionDenied();
  };

  const verify = async (token: string) => {
    try {
      return await app.identity.verifyIdToken(token);
    } catch (error) {
      if (error instanceof IdTokenRejected) throw authenticationFailed();
      throw error;
    }
  };

  app.post(
    '/session-sync',
    {
      config,
      onRequest: checkOrigin,
      schema: {
        tags,
        operationId: 'syncSession',
        summary: 'Keep this ID token in the HttpOnly session cookie (for server-side rendering)',
        description: `The token must have been issued less than ${idTokenSyncMaxAgeSeconds} seconds ago. The cookie ${idTokenCookieName} lives until the token expires.`,
        body: sessionSyncRequest,
        response: { 200: sessionSyncState, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const verified = await verify(request.body.token);
      const now = Math.floor(Date.now() / 1000);
      if (now - verified.issuedAt > idTokenSyncMaxAgeSeconds) {
        throw new ApiProblem({
          statusCode: 400,
          code: 'validation_error',
          detail: { key: 'api.errors.validation_error' },
          fields: { token: [{ key: 'api.identity.token_too_old', params: { seconds: idTokenSyncMaxAgeSeconds } }] },
        });
      }
      reply.header('set-cookie', cookie(encodeURIComponent(request.body.token), Math.max(0, verified.expiresAt - now)));
      return toState(verified);
    },
  );

  app.get(
    '/session-sync',
    {
      config,
      schema: {
        tags,
        operationId: 'getSyncedSession',
        summary: 'Who the session cookie says is signed in (for server-side rendering)',
        response: { 200: sessionSyncState, ...errorResponses(401) },
      },
    },
    async (request) => {
      const token = readIdTokenCookie(request.headers.cookie);
      if (!token) throw notAuthenticated();
      return toState(await verify(token));
    },
  );

  app.delete(
    '/session-sync',
    {
      config,
      onRequest: checkOrigin,
      schema: {
        tags,
        operationId: 'clearSyncedSession',
        summary: 'Forget the session cookie (at sign-out)',
        response: { 204: z.null().describe('The cookie is cleared'), ...errorResponses(403) },
      },
    },
    async (_request, reply) => {
      reply.header('set-cookie', cookie('', 0));
      return reply.code(204).send(null);
    },
  );
};
