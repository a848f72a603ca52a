import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { JSONWebKeySet } from 'jose';
import { ensureStaffAccount } from '@brokkie/db/identity-queries';
import { isInternalEmail } from '@brokkie/domain/identity';
import { cachedLocalJwks, createIdTokenVerifier, remoteJwks, type IdTokenVerifier } from './id-token-verifier.ts';
import { createIdentityAuth, type IdentityAuth } from './identity-auth.ts';
import { openRedisRateLimitStorage } from './redis-rate-limit-storage.ts';
import { localStaffAccount, readIdentityConfig, type IdentityConfig } from './identity-config.ts';
import { identityHandlerRoutes } from './identity-handler-routes.ts';
import { IdentityMailer } from './identity-mailer.ts';
import { sessionSyncRoutes } from './session-sync-routes.ts';
import { BackgroundTasks } from './background-tasks.ts';
import { SignInLimit, signInFailureLimit } from './sign-in-limit.ts';

export interface IdentityService {
  /** The better-auth instance (server-side calls: `auth.api.*`). */
  auth: IdentityAuth;
  config: IdentityConfig;
  /** Verifies an ID token against the JWKS; throws IdTokenRejected. */
  verifyIdToken: IdTokenVerifier;
  /** Issuer of the development OpenID Connect provider, when it runs. */
  devOidcIssuer: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

export interface IdentityPluginOptions {
  /** Overrides of the configuration the environment gives (tests). */
  config?: Partial<IdentityConfig>;
}

/** Where a matching of `host` against the allowed host patterns (`*.localhost:*`) succeeds. */
function hostMatcher(patterns: readonly string[]): (host: string) => boolean {
  const expressions = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .toLowerCase()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '[^/]*')}$`,
      ),
  );
  return (host) => expressions.some((expression) => expression.test(host.toLowerCase()));
}

/**
 * The identity module: better-auth under `<api prefix>/auth/` (its own routes, so that it could
 * run as a service of its own), the session-sync URL for server-side rendering, the development
 * OpenID Connect provider standing in for Google outside production, and `app.identity` for the
 * product API's stateless ID token verification.
 */
export const identityPlugin = fp<IdentityPluginOptions>(
  async (app, options) => {
    const config: IdentityConfig = { ...readIdentityConfig(), ...options.config };
    const basePath = `${app.apiBasePath}/auth`;
    const mailer = new IdentityMailer({
      db: app.db,
      transport: app.mail,
      publicUrl: config.publicUrl,
      isOwnHost: hostMatcher(config.allowedHosts),
      log: app.log,
    });

    // Imported only when it runs: production never loads the development provider.
    const devOidc = config.devOidc.enabled
      ? await (
          await import('../dev-oidc/dev-oidc-provider.ts')
        ).startDevOidcProvider({
          port: config.devOidc.port,
          callbackPath: `${basePath}/callback/google`,
          isInternalEmail: (email) => isInternalEmail(email, config.internalEmailDomains),
        })
      : undefined;
    app.addHook('onClose', async () => {
      await devOidc?.close();
    });
    if (devOidc) app.log.info(`development OpenID Connect provider ("Google") at ${devOidc.issuer}`);

    const rateLimitStorage = config.rateLimitStore.kind === 'redis' ? await openRedisRateLimitStorage(config.rateLimitStore) : undefined;
    app.addHook('onClose', async () => {
      await rateLimitStorage?.close();
    });
    const background = new BackgroundTasks(app.log);
    // The mails sent after an answer go out before the mail transport and the database close.
    app.addHook('preClose', () => background.idle());
    const auth = createIdentityAuth({
      db: app.db,
      config,
      mailer,
      basePath,
      devGoogle: devOidc,
      log: app.log,
      background,
      signInLimit: config.rateLimit ? new SignInLimit({ db: app.db, ...signInFailureLimit, log: app.log }) : undefined,
      rateLimitStorage,
    });
    const context = await auth.$context;

    // Its password is published (README): only where the development tools are on, which a
    // server reachable by others (a staging deployment) does not have (DEV_TOOLS, loopback only).
    // Under the start-up lock: two instances starting together on an empty database would each
    // find no staff user and each insert one (the second failed on the unique e-mail, CI 2026-11-27).
    if (config.seedStaffAccount && app.devTools) {
      await app.database.exclusive(() =>
        ensureStaffAccount(app.db, {
          userId: randomUUID(),
          email: localStaffAccount.email,
          name: localStaffAccount.name,
          hashPassword: () => context.password.hash(localStaffAccount.password),
        }),
      );
    }

    // The signing key is made at start (reading the JWKS makes it when there is none), under the
    // start-up lock: instances starting together on an empty database would otherwise each make
    // one with their first token, and an instance whose cached JWKS predates the other's key
    // would refuse that key's tokens until it reloads.
    if (!config.jwksUrl) await app.database.exclusive(() => auth.api.getJwks());
    const keys = config.jwksUrl ? remoteJwks(config.jwksUrl) : cachedLocalJwks(async () => (await auth.api.getJwks()) as JSONWebKeySet);
    const verifyIdToken = createIdTokenVerifier({
      keys,
      issuer: config.idToken.issuer,
      audience: config.idToken.audience,
    });

    app.decorate('identity', { auth, config, verifyIdToken, devOidcIssuer: devOidc?.issuer });

    await app.register(identityHandlerRoutes(auth), { prefix: '/auth' });
    await app.register(sessionSyncRoutes, {
      prefix: '/auth',
      secureCookies: config.production,
      isTrustedOrigin: (origin) => context.isTrustedOrigin(origin),
    });
  },
  { name: 'brokkie-identity', dependencies: ['brokkie-database', 'brokkie-mail', 'brokkie-dev-tools'] },
);
