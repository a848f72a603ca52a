import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The security headers of every answer (issue 17, defect 4; OWASP ASVS V14.4), the API's and,
 * through the web server (apps/web/server/security-headers.ts), the pages'.
 *
 * The Content-Security-Policy is chosen by the innermost scope that registered this plugin: each
 * registration's onRequest hook names its policy, and hooks run from the outermost scope inwards,
 * so the API (mounted in the web server) keeps its strict policy and the pages get theirs. A route
 * that sets its own policy (the payment sandbox's checkout page, the Swagger UI) keeps it: nothing
 * here replaces a header that is already there.
 */

/** A response that is data, not a document: it may load nothing and be framed by nobody. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The browser features no page of ours uses, off for every frame; the few the pages do use
 * (copying a code or a calendar address, full screen) only for this origin. Only features Chromium
 * knows: it reports every other one on every page (`bluetooth` and `web-share` are not, in 156;
 * the share sheet is the top-level page's by default anyway).
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** One year; the subdomains too (every host of the shop answers over HTTPS). Not preloaded. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

export type HeaderPolicy = (request: FastifyRequest, reply: FastifyReply) => string;

/**
 * `same-origin` (a window another site opens, or that opens ours, gets no handle on it), except
 * on the social sign-in's way back (`/auth/callback/<provider>`, a redirect to the page the sign-in
 * started from): browsers apply the policy on every redirect of a navigation, and the profile
 * page's re-authentication popup passes there on its way back from the provider; any policy but
 * unsafe-none would cut it from the page waiting for its result.
 */
export function apiOpenerPolicy(request: FastifyRequest): string {
  const path = request.url.split('?', 1)[0] ?? '';
  return /\/auth\/callback\//.test(path) ? 'unsafe-none' : 'same-origin';
}

export interface SecurityHeadersOptions {
  /** The Content-Security-Policy of this scope's answers; default the API's (`apiContentSecurityPolicy`). */
  contentSecurityPolicy?: HeaderPolicy;
  /** The Cross-Origin-Opener-Policy of this scope's answers; default the API's (`apiOpenerPolicy`). */
  openerPolicy?: HeaderPolicy;
}

type ScopePolicies = Required<SecurityHeadersOptions>;

// The policies the innermost scope chose for a request (set by onRequest, read by onSend).
const chosenPolicies = new WeakMap<FastifyRequest, ScopePolicies>();

function securityHeaders(request: FastifyRequest, reply: FastifyReply, policies: ScopePolicies): Array<[string, string]> {
  const headers: Array<[string, string]> = [
    ['content-security-policy', policies.contentSecurityPolicy(request, reply)],
    // Older browsers know no frame-ancestors.
    ['x-frame-options', 'DENY'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', permissionsPolicy],
    ['cross-origin-opener-policy', policies.openerPolicy(request, reply)],
  ];
  // Only what came over HTTPS: a TLS socket, or TRUST_PROXY and X-Forwarded-Proto (Fastify's
  // request.protocol reads the header only behind a trusted proxy).
  if (request.protocol === 'https') headers.push(['strict-transport-security', strictTransportSecurity]);
  return headers;
}

/**
 * The API's headers on an answer no hook sees: what Fastify's router refuses before any route or
 * hook runs (`frameworkErrors` in plugins/errors.ts).
 */
export function setApiSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const policies: ScopePolicies = { contentSecurityPolicy: () => apiContentSecurityPolicy, openerPolicy: apiOpenerPolicy };
  for (const [name, value] of securityHeaders(request, reply, policies)) reply.header(name, value);
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const own: ScopePolicies = {
      contentSecurityPolicy: options.contentSecurityPolicy ?? (() => apiContentSecurityPolicy),
      openerPolicy: options.openerPolicy ?? apiOpenerPolicy,
    };
    // Hooks in callback style, as every hook of every request here whose work is synchronous:
    // an async hook costs each request a promise and its turn in the microtask queue.
    app.addHook('onRequest', (request, _reply, done) => {
      chosenPolicies.set(request, own);
      done();
    });
    // onSend: every answer passes here, errors, the not-found handler and redirects included.
    app.addHook('onSend', (request, reply, payload, done) => {
      for (const [name, value] of securityHeaders(request, reply, chosenPolicies.get(request) ?? own)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      done(null, payload);
    });
  },
  { name: 'brokkie-security-headers' },
);
