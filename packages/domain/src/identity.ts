/**
 * Identity rules shared by the identity service, the product API and the web client (§4, §6, §9).
 * Durations are in seconds unless the name says otherwise.
 */

/** ID tokens (JWT) the identity service issues are valid this long. */
export const idTokenLifetimeSeconds = 60 * 60;

/** The client refreshes its ID token this long before it expires (§9: 5 minutes). */
export const idTokenRefreshLeadSeconds = 5 * 60;

/** A token counts as expired this long before its `exp` (§9: 30 s early). */
export const idTokenExpirySkewSeconds = 30;

/** After a network failure the refresh is retried after 30 s, doubling up to 960 s (§9). */
export const idTokenRetryInitialSeconds = 30;
export const idTokenRetryMaxSeconds = 960;

/** A token is posted to (or deleted from) the sync URL only if it was issued less than this ago (§9). */
export const idTokenSyncMaxAgeSeconds = 5 * 60;

/** Changing the e-mail address needs a sign-in (re-authentication) at most this long ago (§4, §5). */
export const reauthenticationMaxAgeSeconds = 10 * 60;

/** Account roles. Staff may act as another customer (`customer_override`, §6), for reads only. */
export const userRoles = ['customer', 'staff'] as const;
export type UserRole = (typeof userRoles)[number];

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === 'string' && (userRoles as readonly string[]).includes(value);
}

/** The company's own e-mail domains: social sign-in with such an account is refused (§6). */
export const defaultInternalEmailDomains = ['brokkie.be', 'brokkie.nl', 'brokkie.fr', 'brokkie.de', 'brokkie.com'] as const;

/** Reads a comma-separated list of domains (`INTERNAL_EMAIL_DOMAINS`), lower-cased, without `@`. */
export function parseEmailDomains(value: string | undefined): string[] {
  if (value === undefined) return [...defaultInternalEmailDomains];
  return value
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
}

/** Whether `email` belongs to one of `domains` or a subdomain of one (`a@shop.brokkie.be`). */
export function isInternalEmail(email: string | null | undefined, domains: readonly string[]): boolean {
  if (!email) return false;
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1).trim().toLowerCase();
  return domains.some((internal) => domain === internal || domain.endsWith(`.${internal}`));
}
