import * as z from 'zod';
import type { BetterAuthPlugin } from 'better-auth';
import {
  APIError,
  addOAuthServerContext,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sensitiveSessionMiddleware,
  sessionMiddleware,
} from 'better-auth/api';
import { deleteSessionCookie, setSessionCookie } from 'better-auth/cookies';
import { parseUserOutput } from 'better-auth/db';
import { allowInternalQueryParam } from '@brokkie/contracts/identity-codes';
import type { IdentityMailer } from './identity-mailer.ts';
import { identityRequestState } from './identity-request-state.ts';
import type { SignInLimit } from './sign-in-limit.ts';

export interface BrokkieIdentityOptions {
  mailer: IdentityMailer;
  /** Changing the e-mail address or setting a first password needs a session (sign-in) at most this old. */
  reauthenticationMaxAgeSeconds: number;
  /** The per-account limit of failed e-mail sign-ins; undefined: none (rate limits off). */
  signInLimit?: SignInLimit | undefined;
}

/**
 * Query parameter of `/sign-in/social` for a re-authentication (§5): the uid of the user who must
 * come back from the provider. Any other account is refused with {@link accountMismatchErrorCode}.
 */
export const reauthenticateUidQueryParam = 'reauthenticate_uid';

/** `error` of the error callback URL when a re-authentication came back with another user's account. */
export const accountMismatchErrorCode = 'account_mismatch';

/** The uid a social sign-in was started for with `reauthenticate_uid`, read back on its callback. */
export function expectedReauthenticationUid(serverContext: Record<string, unknown> | undefined): string | undefined {
  const uid = serverContext?.reauthenticateUid;
  return typeof uid === 'string' ? uid : undefined;
}

// Longer than any uid better-auth generates; keeps an arbitrary value out of the OAuth state.
const maxUidLength = 255;

const errors = {
  USER_NOT_FOUND: { code: 'USER_NOT_FOUND', message: 'User not found' },
  INVALID_PASSWORD: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
  INVALID_EMAIL: { code: 'INVALID_EMAIL', message: 'Invalid email' },
  PASSWORD_TOO_SHORT: { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' },
  PASSWORD_TOO_LONG: { code: 'PASSWORD_TOO_LONG', message: 'Password too long' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
    message: 'User already exists. Use another email.',
  },
  USER_IS_NOT_ANONYMOUS: { code: 'USER_IS_NOT_ANONYMOUS', message: 'The account is not anonymous' },
  USER_IS_ANONYMOUS: {
    code: 'USER_IS_ANONYMOUS',
    message: 'An anonymous account gets its password with promote-anonymous',
  },
  PASSWORD_ALREADY_SET: {
    code: 'PASSWORD_ALREADY_SET',
    message: 'User already has a password set. Use change-password.',
  },
  INVALID_REAUTHENTICATE_UID: { code: 'INVALID_REAUTHENTICATE_UID', message: 'reauthenticate_uid is not a user id' },
  REAUTHENTICATION_REQUIRED: {
    code: 'REAUTHENTICATION_REQUIRED',
    message: 'Sign in again first: this change needs a recent sign-in',
  },
  TOO_MANY_SIGN_IN_ATTEMPTS: {
    code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
    message: 'Too many failed sign-ins for this e-mail address. Please try again later.',
  },
} as const;

/** The address a sign-in is for, as sent (better-auth checks its form); undefined when there is none. */
function signInEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/** Whether a session was created (signed in) recently enough for a sensitive change (§4, §5). */
function isRecentSignIn(session: { createdAt: Date | string }, maxAgeSeconds: number): boolean {
  return Date.now() - new Date(session.createdAt).getTime() <= maxAgeSeconds * 1000;
}

function returnedErrorCode(returned: unknown): string | undefined {
  if (returned instanceof APIError) return (returned.body as { code?: string } | undefined)?.code;
  return undefined;
}

/**
 * Brokkie's additions to the identity service:
 * - `POST /promote-anonymous`: an anonymous user gets an e-mail address and a password and
 *   keeps its id (and so all its data);
 * - `GET /social-providers`: which social sign-in buttons to show;
 * - sign-in errors that tell an unknown e-mail address from a wrong password (the spec's error
 *   catalogue, §8, shows them apart); a password-reset request answers the same either way;
 * - the per-account limit of failed e-mail sign-ins (`SignInLimit`), beside the per-IP one;
 * - the `allow_internal=1` override of the internal-domain rule (§6) on social sign-in and
 *   linking, and the sign-out that follows a refused internal account;
 * - `POST /set-password`: a first password for an account that has only social sign-in
 *   (better-auth's own `setPassword` is server-only);
 * - `reauthenticate_uid=<uid>` on social sign-in: a re-authentication that comes back with another
 *   user's account is refused and the session it started from stays (the check itself is in
 *   `validateUserInfo` of identity-auth.ts, which sees the user the callback resolved);
 * - a recent sign-in (re-authentication) before an e-mail change or a first password (§4, §5).
 */
export function brokkieIdentity(options: BrokkieIdentityOptions) {
  return {
    id: 'brokkie-identity',
    endpoints: {
      promoteAnonymous: createAuthEndpoint(
        '/promote-anonymous',
        {
          method: 'POST',
          body: z.object({
            email: z.string().meta({ description: 'The e-mail address of the account from now on' }),
            password: z.string().meta({ description: 'The new password (at least 6 characters)' }),
            name: z.string().max(150).optional().meta({ description: 'Display name' }),
          }),
          use: [sessionMiddleware],
          metadata: {
            openapi: {
              operationId: 'promoteAnonymous',
              description:
                'Turns the signed-in anonymous account into a registered one with an e-mail address and a password. ' +
                'The user id stays the same, so everything the account owns stays with it.',
              responses: {
                200: {
                  description: 'The promoted user',
                  content: {
                    'application/json': {
                      schema: { type: 'object', properties: { user: { $ref: '#/components/schemas/User' } } },
                    },
                  },
                },
              },
            },
          },
        },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          if (!user.isAnonymous) throw APIError.from('BAD_REQUEST', errors.USER_IS_NOT_ANONYMOUS);
          const email = ctx.body.email.trim().toLowerCase();
          if (!z.email().safeParse(email).success) throw APIError.from('BAD_REQUEST', errors.INVALID_EMAIL);
          const { password } = ctx.body;
          const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
          if (password.length < minPasswordLength) throw APIError.from('BAD_REQUEST', errors.PASSWORD_TOO_SHORT);
          if (password.length > maxPasswordLength) throw APIError.from('BAD_REQUEST', errors.PASSWORD_TOO_LONG);
          if (await ctx.context.internalAdapter.findUserByEmail(email)) {
            throw APIError.from('UNPROCESSABLE_ENTITY', errors.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL);
          }
          await ctx.context.internalAdapter.linkAccount({
            userId: user.id,
            providerId: 'credential',
            accountId: user.id,
            password: await ctx.context.password.hash(password),
          });
          const promoted = await ctx.context.internalAdapter.updateUser(user.id, {
            email,
            name: ctx.body.name?.trim() ?? '',
            emailVerified: false,
            isAnonymous: false,
          });
          await setSessionCookie(ctx, { session, user: promoted });
          await options.mailer.welcome(promoted, ctx.request);
          return ctx.json({ user: parseUserOutput(ctx.context.options, promoted) });
        },
      ),

      setFirstPassword: createAuthEndpoint(
        '/set-password',
        {
          method: 'POST',
          body: z.object({
            newPassword: z.string().meta({ description: 'The password (at least 6 characters, at most 128)' }),
          }),
          use: [sensitiveSessionMiddleware],
          metadata: {
            openapi: {
              operationId: 'setFirstPassword',
              description:
                'Gives a signed-in account that has no password yet (social sign-in only) a password, so that it can ' +
                'also sign in with its e-mail address. Needs a recent sign-in (re-authentication). ' +
                'An account that has a password changes it with /change-password.',
              responses: {
                200: {
                  description: 'The password is set',
                  content: {
                    'application/json': {
                      schema: { type: 'object', properties: { status: { type: 'boolean' } }, required: ['status'] },
                    },
                  },
                },
                400: { description: 'PASSWORD_ALREADY_SET, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG or USER_IS_ANONYMOUS' },
                403: { description: 'REAUTHENTICATION_REQUIRED: the session is older than the re-authentication limit' },
              },
            },
          },
        },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          if ((user as { isAnonymous?: boolean | null }).isAnonymous) {
            throw APIError.from('BAD_REQUEST', errors.USER_IS_ANONYMOUS);
          }
          const account = await ctx.context.internalAdapter.findCredentialAccount(user.id);
          if (account?.password) throw APIError.from('BAD_REQUEST', errors.PASSWORD_ALREADY_SET);
          const { newPassword } = ctx.body;
          const { minPasswordLength, maxPasswordLength } = ctx.context.password.config;
          if (newPassword.length < minPasswordLength) throw APIError.from('BAD_REQUEST', errors.PASSWORD_TOO_SHORT);
          if (newPassword.length > maxPasswordLength) throw APIError.from('BAD_REQUEST', errors.PASSWORD_TOO_LONG);
          // Checked after the input so that a user is not sent to re-authenticate for a request that
          // would fail anyway.
          if (!isRecentSignIn(session, options.reauthenticationMaxAgeSeconds)) {
            throw APIError.from('FORBIDDEN', errors.REAUTHENTICATION_REQUIRED);
          }
          const passwordHash = await ctx.context.password.hash(newPassword);
          if (account) {
            await ctx.context.internalAdapter.updateAccount(account.id, { password: passwordHash });
          } else {
            await ctx.context.internalAdapter.linkAccount({
              userId: user.id,
              providerId: 'credential',
              accountId: user.id,
              password: passwordHash,
            });
          }
          return ctx.json({ status: true });
        },
      ),

      socialProviders: createAuthEndpoint(
        '/social-providers',
        {
          method: 'GET',
          metadata: {
            openapi: {
              operationId: 'listSocialProviders',
              description: 'The social providers this deployment offers, for the sign-in buttons',
              responses: {
                200: {
                  description: 'Provider ids and names',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'object',
                        properties: {
                          providers: {
                            type: 'array',
                            items: {
                              type: 'object',
                              properties: { id: { type: 'string' }, name: { type: 'string' } },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        async (ctx) => {
          const providers = await ctx.context.socialProviders;
          return ctx.json({ providers: providers.map((provider) => ({ id: provider.id, name: provider.name })) });
        },
      ),
    },

    hooks: {
      before: [
        {
          // Counted before the password is checked, from whatever IP: over the limit, not even the
          // right password gets in (else each guess would still be tested). 429 with Retry-After.
          matcher: (ctx) => ctx.path === '/sign-in/email' && options.signInLimit !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const email = signInEmail(ctx.body);
            if (!email || !options.signInLimit) return;
            const decision = await options.signInLimit.attempt(email);
            if (!decision.allowed) {
              throw new APIError('TOO_MANY_REQUESTS', errors.TOO_MANY_SIGN_IN_ATTEMPTS, { 'Retry-After': String(decision.retryAfterSeconds) });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/social' || ctx.path === '/link-social',
          handler: createAuthMiddleware(async (ctx) => {
            const query = ctx.request ? new URL(ctx.request.url).searchParams : undefined;
            if (query?.get(allowInternalQueryParam) === '1') await addOAuthServerContext({ allowInternal: true });
            // Only restricts who may come back, so it needs no proof: a wrong uid only makes the
            // sign-in fail.
            const reauthenticateUid = query?.get(reauthenticateUidQueryParam);
            if (ctx.path === '/sign-in/social' && reauthenticateUid) {
              if (reauthenticateUid.length > maxUidLength) throw APIError.from('BAD_REQUEST', errors.INVALID_REAUTHENTICATE_UID);
              await addOAuthServerContext({ reauthenticateUid });
            }
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const current = await getSessionFromCtx(ctx, { disableRefresh: true });
            if (!current) return;
            if (!isRecentSignIn(current.session, options.reauthenticationMaxAgeSeconds)) {
              throw APIError.from('FORBIDDEN', errors.REAUTHENTICATION_REQUIRED);
            }
          }),
        },
      ],
      after: [
        {
          // Only a wrong address-and-password pair is a failure: a success, a malformed request or a
          // refused origin takes its count back.
          matcher: (ctx) => ctx.path === '/sign-in/email' && options.signInLimit !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const email = signInEmail(ctx.body);
            if (!email || returnedErrorCode(ctx.context.returned) === 'INVALID_EMAIL_OR_PASSWORD') return;
            await options.signInLimit?.notAFailure(email);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            if (returnedErrorCode(ctx.context.returned) !== 'INVALID_EMAIL_OR_PASSWORD') return;
            const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
            const found = await ctx.context.internalAdapter.findUserByEmail(email);
            throw APIError.from('UNAUTHORIZED', found ? errors.INVALID_PASSWORD : errors.USER_NOT_FOUND);
          }),
        },
        {
          // A refused internal account at sign-in leaves nobody signed in (§6, §8: "silently signs
          // the user out"). A refused link keeps the session: the account it was meant for stays.
          matcher: (ctx) => ctx.path === '/callback/:id',
          handler: createAuthMiddleware(async (ctx) => {
            const refused = identityRequestState().refusedInternal;
            if (!refused || refused.linking) return;
            const current = await getSessionFromCtx(ctx, { disableRefresh: true });
            if (current) await ctx.context.internalAdapter.deleteSession(current.session.token);
            deleteSessionCookie(ctx);
          }),
        },
      ],
    },

    rateLimit: [{ pathMatcher: (path: string) => path === '/promote-anonymous', window: 60, max: 10 }],

    $ERROR_CODES: errors,
  } satisfies BetterAuthPlugin;
}
