import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { idTokenClaims } from '@brokkie/contracts/identity';
import { isUserRole, type UserRole } from '@brokkie/domain/identity';

/** What a verified ID token says about its user. */
export interface VerifiedIdToken {
  userId: string;
  email: string | null;
  name: string;
  emailVerified: boolean;
  isAnonymous: boolean;
  role: UserRole;
  /** Seconds since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export type IdTokenVerifier = (token: string) => Promise<VerifiedIdToken>;

/** Why a token was refused; the product API answers 401 for every kind. */
export class IdTokenRejected extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid',
    options?: { cause?: unknown },
  ) {
    super(`ID token ${reason}`, options);
    this.name = 'IdTokenRejected';
  }
}

/**
 * Verifies an ID token statelessly: signature (EdDSA) against the identity service's JWKS,
 * issuer, audience, expiry. Nothing else about the caller is trusted.
 */
export function createIdTokenVerifier(options: {
  keys: JWTVerifyGetKey;
  issuer: string;
  audience: string;
  /** How many verified tokens to remember (default 10,000); 0 verifies every time. */
  rememberedTokens?: number;
}): IdTokenVerifier {
  const verify = verifier(options);
  const limit = options.rememberedTokens ?? 10_000;
  if (limit === 0) return verify;
  // A client sends the same token for up to an hour: its signature need be checked once. What
  // it says cannot change (it is signed); only time can end it, and that is checked every time.
  const verified = new Map<string, VerifiedIdToken>();
  return async (token) => {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt * 1000) return known;
      verified.delete(token);
      throw new IdTokenRejected('expired');
    }
    const fresh = await verify(token);
    if (verified.size >= limit) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) verified.delete(oldest);
    }
    verified.set(token, fresh);
    return fresh;
  };
}

function verifier(options: { keys: JWTVerifyGetKey; issuer: string; audience: string }): IdTokenVerifier {
  return async (token) => {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, options.keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['EdDSA'],
        requiredClaims: ['sub', 'iat', 'exp'],
      }));
    } catch (error) {
      throw new IdTokenRejected(error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid', { cause: error });
    }
    const claims = idTokenClaims.safeParse(payload);
    if (!claims.success) throw new IdTokenRejected('invalid', { cause: claims.error });
    return {
      userId: claims.data.sub,
      email: claims.data.email,
      name: claims.data.name,
      emailVerified: claims.data.email_verified,
      isAnonymous: claims.data.anonymous,
      role: isUserRole(claims.data.role) ? claims.data.role : 'customer',
      issuedAt: Number(payload.iat),
      expiresAt: Number(payload.exp),
    };
  };
}

/**
 * The keys of an identity service in this process (`load` reads its JWKS without HTTP), cached
 * for `cacheMs`. A token signed with a key not seen yet makes it read the keys again (a key
 * rotation), at most once per `refreshCooldownMs`, so that tokens of foreign signers cannot make
 * it reload on every request.
 */
export function cachedLocalJwks(
  load: () => Promise<JSONWebKeySet>,
  options: { cacheMs?: number; refreshCooldownMs?: number } = {},
): JWTVerifyGetKey {
  const cacheMs = options.cacheMs ?? 5 * 60_000;
  const cooldownMs = options.refreshCooldownMs ?? 30_000;
  let current: { getKey: JWTVerifyGetKey; loadedAt: number } | undefined;
  let loading: Promise<{ getKey: JWTVerifyGetKey; loadedAt: number }> | undefined;

  const reload = () => {
    loading ??= load()
      .then((jwks) => {
        current = { getKey: createLocalJWKSet(jwks), loadedAt: Date.now() };
        return current;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };

  return async (header, token) => {
    const keys = current && Date.now() - current.loadedAt < cacheMs ? current : await reload();
    try {
      return await keys.getKey(header, token);
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - keys.loadedAt < cooldownMs) throw error;
      return (await reload()).getKey(header, token);
    }
  };
}

/** The keys of an identity service elsewhere (IDENTITY_JWKS_URL); jose caches and refreshes them. */
export function remoteJwks(url: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(url));
}
