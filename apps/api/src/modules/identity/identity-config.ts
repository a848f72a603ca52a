import { countrySeeds } from '@brokkie/db/reference-data';
import { isProductionDeployment } from '@brokkie/domain/deployment';
import { idTokenLifetimeSeconds, parseEmailDomains } from '@brokkie/domain/identity';

/** Client id and secret of a social provider (its developer console). */
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

/**
 * Settings of the identity service, from the environment (docs/identity.md lists them all).
 * Tests override single fields through `ApiPluginOptions.identity`.
 */
export interface IdentityConfig {
  /** APP_ENV=production (or NODE_ENV=production without APP_ENV): no development provider, mailbox or seeded staff account. */
  production: boolean;
  /** BETTER_AUTH_SECRET: encrypts the signing keys and signs cookies; required in production. */
  secret: string;
  /** PUBLIC_URL: the web app's main origin, for links in e-mails and as the fallback base URL. */
  publicUrl: string;
  /** Hosts the identity service answers on (and trusts as origins): AUTH_ALLOWED_HOSTS plus defaults. */
  allowedHosts: string[];
  /** Extra trusted origins (AUTH_TRUSTED_ORIGINS, comma-separated). */
  trustedOrigins: string[];
  idToken: {
    /** ID_TOKEN_ISSUER, default `brokkie-identity`. */
    issuer: string;
    /** ID_TOKEN_AUDIENCE, default `brokkie-api`. */
    audience: string;
    lifetimeSeconds: number;
  };
  /**
   * IDENTITY_JWKS_URL: verify ID tokens against this remote JWKS (an identity service of its own);
   * unset: against the keys of the identity module in this process.
   */
  jwksUrl: string | undefined;
  /** INTERNAL_EMAIL_DOMAINS: social sign-in with these domains is refused (§6). */
  internalEmailDomains: string[];
  /** AUTH_RATE_LIMIT=off switches rate limiting off (refused in production). */
  rateLimit: boolean;
  /**
   * Where the per-IP rate limits are counted, shared by every instance: `database` (default) or
   * `redis` (RATE_LIMIT_STORE=redis; REDIS_URL, default redis://127.0.0.1:6379; keys prefixed by
   * RATE_LIMIT_REDIS_PREFIX, default `brokkie:rate-limit:`).
   */
  rateLimitStore: { kind: 'database' } | { kind: 'redis'; url: string; prefix: string };
  /** The development OpenID Connect provider standing in for Google (DEV_OIDC=off, DEV_OIDC_PORT). */
  devOidc: { enabled: boolean; port: number };
  google: OAuthClientConfig | undefined;
  facebook: OAuthClientConfig | undefined;
  apple: (OAuthClientConfig & { appBundleIdentifier: string | undefined }) | undefined;
  /** Create the local staff account: outside production, unless SEED_STAFF_ACCOUNT=off. */
  seedStaffAccount: boolean;
}

/** Used outside production when BETTER_AUTH_SECRET is unset; never valid in production. */
const developmentSecret = 'brokkie-development-secret-not-for-production-use-0001';

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function readRateLimitStore(env: NodeJS.ProcessEnv): IdentityConfig['rateLimitStore'] {
  const kind = env.RATE_LIMIT_STORE?.trim() || 'database';
  if (kind === 'database') return { kind };
  if (kind !== 'redis') throw new Error(`RATE_LIMIT_STORE must be database or redis, not "${kind}"`);
  return { kind, url: env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379', prefix: env.RATE_LIMIT_REDIS_PREFIX ?? 'brokkie:rate-limit:' };
}

function client(id: string | undefined, secret: string | undefined): OAuthClientConfig | undefined {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

export function readIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  const production = isProductionDeployment(env);
  const secret = env.BETTER_AUTH_SECRET || (production ? '' : developmentSecret);
  if (production && secret.length < 32) {
    throw new Error('BETTER_AUTH_SECRET must be set to at least 32 random characters in production');
  }
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');
  const allowedHosts = [
    new URL(publicUrl).host,
    ...countrySeeds.map((country) => country.frontendDomainName),
    ...list(env.AUTH_ALLOWED_HOSTS),
    // Local hosts: the web server, its country aliases (be.localhost) and tests on random ports.
    ...(production ? [] : ['localhost', 'localhost:*', '127.0.0.1:*', '*.localhost:*', '*.localhost']),
  ];
  const rateLimitOff = env.AUTH_RATE_LIMIT === 'off';
  if (production && rateLimitOff) throw new Error('AUTH_RATE_LIMIT=off is not allowed in production');
  const devOidcPort = Number(env.DEV_OIDC_PORT ?? 0);
  if (!Number.isInteger(devOidcPort) || devOidcPort < 0 || devOidcPort > 65_535) {
    throw new Error(`DEV_OIDC_PORT is not a port: ${env.DEV_OIDC_PORT}`);
  }
  const google = client(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const apple = client(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET);
  return {
    production,
    secret,
    publicUrl,
    allowedHosts: [...new Set(allowedHosts)],
    trustedOrigins: list(env.AUTH_TRUSTED_ORIGINS),
    idToken: {
      issuer: env.ID_TOKEN_ISSUER || 'brokkie-identity',
      audience: env.ID_TOKEN_AUDIENCE || 'brokkie-api',
      lifetimeSeconds: idTokenLifetimeSeconds,
    },
    jwksUrl: env.IDENTITY_JWKS_URL || undefined,
    internalEmailDomains: parseEmailDomains(env.INTERNAL_EMAIL_DOMAINS),
    rateLimit: !rateLimitOff,
    rateLimitStore: readRateLimitStore(env),
    // A real Google configuration replaces the development stand-in.
    devOidc: { enabled: !production && !google && env.DEV_OIDC !== 'off', port: devOidcPort },
    google,
    facebook: client(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    apple: apple && { ...apple, appBundleIdentifier: env.APPLE_APP_BUNDLE_IDENTIFIER || undefined },
    seedStaffAccount: !production && env.SEED_STAFF_ACCOUNT !== 'off',
  };
}

/** The staff account seeded for local use (docs/identity.md). Never seeded in production. */
export const localStaffAccount = {
  email: 'staff@brokkie.be',
  name: 'Brokkie Staff',
  password: 'brokkie-staff',
} as const;
