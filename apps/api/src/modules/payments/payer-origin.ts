import type { FastifyRequest } from 'fastify';

/** Whether a host (`be.localhost:3000`) matches one of the patterns (`*.localhost:*`). */
export function hostMatcher(patterns: readonly string[]): (host: string) => boolean {
  const expressions = patterns.map(
    (pattern) => new RegExp(`^${pattern.toLowerCase().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`),
  );
  return (host) => expressions.some((expression) => expression.test(host.toLowerCase()));
}

/** Whether `url` is an http(s) URL on one of our hosts (never send a payer elsewhere). */
export function isOwnUrl(url: string, isOwnHost: (host: string) => boolean): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && isOwnHost(parsed.host);
  } catch {
    return false;
  }
}

/**
 * The web origin the payer is on: the request's Origin when it is one of ours, else the host the
 * request came to (X-Forwarded-* under TRUST_PROXY) when it is ours, else `fallback` (PUBLIC_URL).
 */
export function payerOrigin(request: FastifyRequest, isOwnHost: (host: string) => boolean, fallback: string): string {
  const origin = request.headers.origin;
  if (origin && isOwnUrl(origin, isOwnHost)) return new URL(origin).origin;
  const here = `${request.protocol}://${request.host}`;
  if (isOwnUrl(here, isOwnHost)) return here;
  return fallback;
}
