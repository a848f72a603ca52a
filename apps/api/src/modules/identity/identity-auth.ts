import type { FastifyBaseLogger } from 'fastify';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { getOAuthState } from 'better-auth/api';
import { anonymous, genericOAuth, jwt, openAPI } from 'better-auth/plugins';
import type { Database } from '@brokkie/db/client';
import { reassignCustomer } from '@brokkie/db/customer-queries';
import { authAccounts, authJwks, authRateLimits, authSessions, authUsers, authVerifications } from '@brokkie/db/schema';
import { internalAccountErrorCode } from '@brokkie/contracts/identity-codes';
import { isInternalEmail, reauthenticationMaxAgeSeconds } from '@brokkie/domain/identity';
import { passwordMinLength } from '@brokkie/domain/validation-rules';
import type { RateLimitStorage } from './redis-rate-limit-storage.ts';
import { accountMismatchErrorCode, brokkieIdentity, expectedReauthenticationUid } from './brokkie-identity-plugin.ts';
import type { IdentityConfig } from './identity-config.ts';
import type { IdentityMailer } from './identity-mailer.ts';
import { identityRequestState } from './identity-request-state.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import type { SignInLimit } from './sign-in-limit.ts';

/** The development OpenID Connect provider that stands in for Google. */
export interface DevGoogle {
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface IdentityAuthOptions {
  db: Database;
  config: IdentityConfig;
  mailer: IdentityMailer;
  /** Where the identity endpoints are mounted, e.g. `/api/auth`. */
  basePath: string;
  devGoogle: DevGoogle | undefined;
  log: FastifyBaseLogger;
  /** Where the mails of a password-reset request or an e-mail change are sent, after the answer. */
  background: BackgroundTasks;
  /** The per-account limit of failed sign-ins; undefined when rate limits are off (AUTH_RATE_LIMIT=off). */
  signInLimit: SignInLimit | undefined;
  /** The per-IP rate limits' counts in Redis (RATE_LIMIT_STORE=redis); absent: in the database. */
  rateLimitStorage?: RateLimitStorage | undefined;
}

/** Trusted by the client IP header the Fastify glue sets (from Fastify's own, proxy-aware `request.ip`). */
export const clientIpHeader = 'x-brokkie-client-ip';

const day = 24 * 60 * 60;

/**
 * The identity service: better-auth on the product database (tables `auth_*`). E-mail and
 * password (minimum 6), anonymous accounts, Google, Facebook and Apple when configured (in
 * development "Google" is the local OpenID Connect provider), ID tokens (EdDSA JWT, one hour) with
 * their JWKS, password reset, e-mail change and rate limits kept in the database so that every
 * API instance shares them. A password-reset request or an e-mail change answers the same whether
 * or not the address has an account, and as fast: its mail goes out after the answer.
 */
export function createIdentityAuth(options: IdentityAuthOptions) {
  const { config, mailer, db } = options;
  const isInternal = (email: string | null | undefined) => isInternalEmail(email, config.internalEmailDomains);

  return betterAuth({
    appName: 'Brokkie',
    baseURL: { allowedHosts: config.allowedHosts, fallback: config.publicUrl, protocol: 'auto' },
    basePath: options.basePath,
    secret: config.secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        jwks: authJwks,
        rateLimit: authRateLimits,
      },
    }),
    trustedOrigins: [
      ...config.trustedOrigins,
      // Apple posts its callback from its own origin.
      ...(config.apple ? ['https://appleid.apple.com'] : []),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordMinLength,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // An anonymous account's address is a placeholder nobody reads: no mail.
      sendResetPassword: async ({ user, token }, request) => {
        if (!(user as { isAnonymous?: boolean | null }).isAnonymous) await mailer.passwordReset(user, token, request);
      },
      // The owner proved the address is theirs: the failed sign-ins of a guesser no longer keep them out.
      onPasswordReset: async ({ user }) => {
        await options.signInLimit?.forget(user.email);
      },
    },
    emailVerification: {
      sendVerificationEmail: ({ user, url }, request) => mailer.emailVerification(user, url, request),
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, url }, request) => mailer.emailChangeConfirmation(user, newEmail, url, request),
      },
      // Runs for every user a social callback resolves: an existing one it signs in (`sign-in`), one
      // it links by e-mail address (`link-account`) and a new one (`create-user`, no id yet), always
      // before a session or account is made.
      // - Re-authentication (reauthenticate_uid): only the user who started it may come back. A
      //   refusal leaves the session cookie alone, so the browser stays signed in as that user.
      // - The internal-domain rule (§6): a social account on the company's own domain does not
      //   get in unless the sign-in asked for it with allow_internal=1.
      async validateUserInfo({ user, source }) {
        if (source.method !== 'oauth') return;
        const oauthState = await getOAuthState();
        const expectedUid = expectedReauthenticationUid(oauthState?.serverContext);
        if (expectedUid !== undefined && user.id !== expectedUid) {
          return { error: accountMismatchErrorCode, errorDescription: 'This account belongs to another user' };
        }
        const state = identityRequestState();
        if (source.action === 'link-account') {
          state.linkedProfile = {
            email: typeof user.email === 'string' ? user.email.toLowerCase() : undefined,
            name: typeof user.name === 'string' ? user.name : undefined,
            emailVerified: user.emailVerified === true,
          };
        }
        if (!isInternal(typeof user.email === 'string' ? user.email : undefined)) return;
        if (oauthState?.serverContext?.allowInternal === true) return;
        state.refusedInternal = { linking: source.action === 'link-account' && Boolean(oauthState?.link) };
        return { error: internalAccountErrorCode, errorDescription: 'Company accounts cannot sign in here' };
      },
    },
    session: { expiresIn: 30 * day, updateAge: day },
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: ['google', 'facebook', 'apple'],
        // An anonymous account has a placeholder address, so linking must allow another one.
        allowDifferentEmails: true,
      },
    },
    socialProviders: {
      ...(config.google ? { google: { ...config.google, prompt: 'select_account' as const } } : {}),
      ...(config.facebook ? { facebook: config.facebook } : {}),
      ...(config.apple
        ? {
            apple: {
              clientId: config.apple.clientId,
              clientSecret: config.apple.clientSecret,
              ...(config.apple.appBundleIdentifier ? { appBundleIdentifier: config.apple.appBundleIdentifier } : {}),
            },
          }
        : {}),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            if (!user.isAnonymous) await mailer.welcome(user, ctx?.request);
          },
        },
      },
      account: {
        create: {
          // A social account linked to an anonymous user promotes it (§4): same id, registered now.
          after: async (account, ctx) => {
            if (!ctx || account.providerId === 'credential') return;
            const user = await ctx.context.internalAdapter.findUserById(account.userId);
            if (!user || !(user as { isAnonymous?: boolean | null }).isAnonymous) return;
            const profile = identityRequestState().linkedProfile;
            const email = profile?.email;
            const emailFree = email ? !(await ctx.context.internalAdapter.findUserByEmail(email)) : false;
            const promoted = await ctx.context.internalAdapter.updateUser(user.id, {
              isAnonymous: false,
              name: profile?.name ?? '',
              ...(email && emailFree ? { email, emailVerified: profile?.emailVerified ?? false } : {}),
            });
            if (email && emailFree) await mailer.welcome(promoted, ctx.request);
          },
        },
      },
    },
    plugins: [
      anonymous({
        // Signing up or in while anonymous makes or finds another user: the visitor's customer
        // (and so its pets and carts) moves along when that user has none yet.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await reassignCustomer(db, anonymousUser.user.id, newUser.user.id);
        },
      }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: config.idToken.issuer,
          audience: config.idToken.audience,
          expirationTime: `${config.idToken.lifetimeSeconds}s`,
          definePayload: ({ user }) => {
            const anonymousUser = Boolean(user.isAnonymous);
            return {
              email: anonymousUser ? null : user.email,
              name: anonymousUser ? '' : user.name,
              email_verified: user.emailVerified,
              anonymous: anonymousUser,
              role: typeof user.role === 'string' ? user.role : 'customer',
            };
          },
        },
      }),
      ...(options.devGoogle
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  discoveryUrl: options.devGoogle.discoveryUrl,
                  clientId: options.devGoogle.clientId,
                  clientSecret: options.devGoogle.clientSecret,
                  authentication: 'post',
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      brokkieIdentity({ mailer, reauthenticationMaxAgeSeconds, signInLimit: options.signInLimit }),
      openAPI({ disableDefaultReference: true }),
    ],
    rateLimit: {
      enabled: config.rateLimit,
      storage: 'database',
      ...(options.rateLimitStorage ? { customStorage: options.rateLimitStorage } : {}),
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/social': { window: 60, max: 20 },
        '/sign-in/anonymous': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
        '/change-password': { window: 60, max: 5 },
        '/set-password': { window: 60, max: 5 },
        '/change-email': { window: 60, max: 5 },
      },
    },
    advanced: {
      cookiePrefix: 'brokkie',
      // The library skips its Origin checks when NODE_ENV=test; ours test what production runs.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // Decided by the deployment (APP_ENV), not by the library's own NODE_ENV reading: `npm start`
      // renders with NODE_ENV=production on plain http://localhost.
      useSecureCookies: config.production,
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      // The library's "run in background or await": its mails (password reset, e-mail change)
      // after the answer, so the answer takes as long whether the address has an account or not.
      backgroundTasks: { handler: (task) => options.background.run(task) },
    },
    onAPIError: { errorURL: '/signin' },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const log = options.log;
        const detail = args.length > 0 ? { detail: args } : {};
        if (level === 'error') log.error(detail, `identity: ${message}`);
        else if (level === 'warn') log.warn(detail, `identity: ${message}`);
        else log.info(detail, `identity: ${message}`);
      },
    },
  });
}

export type IdentityAuth = ReturnType<typeof createIdentityAuth>;
