import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { securityHeadersPlugin } from '@brokkie/api/plugins/security-headers';
import { isReauthenticationPopup } from '../app/shell/reauthentication-popup.ts';
import { pageContentSecurityPolicy, type PagePolicyOptions } from './content-security-policy.ts';

// One nonce per response, made when the render or the policy first asks for it.
const nonces = new WeakMap<FastifyRequest, string>();

/** The script nonce of this request's answer: 128 random bits (the CSP spec asks for at least that). */
export function requestNonce(request: FastifyRequest): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

/**
 * The pages keep the windows they open (the re-authentication popup posts its result back) and
 * are cut from any other site's window; the sign-in page inside that popup keeps its opener while
 * it goes to the social provider and back (reauthentication-popup.ts).
 */
export function pageOpenerPolicy(url: URL): string {
  return isReauthenticationPopup(url) ? 'unsafe-none' : 'same-origin-allow-popups';
}

/**
 * The security headers of the web server's own answers (pages, assets, the build manifest): the
 * API's set (apps/api/src/plugins/security-headers.ts) with the pages' policy and this response's
 * nonce, which `loadContext` hands to the render (entry.server.tsx).
 */
export async function registerPageSecurityHeaders(web: FastifyInstance, options: PagePolicyOptions): Promise<void> {
  const policy = pageContentSecurityPolicy(options);
  await web.register(securityHeadersPlugin, {
    contentSecurityPolicy: (request) => policy(requestNonce(request)),
    openerPolicy: (request) => pageOpenerPolicy(new URL(request.url, 'http://localhost')),
  });
}
