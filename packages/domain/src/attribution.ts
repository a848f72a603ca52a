/**
 * Referrers that are payment providers (§9). A customer coming back from a payment page was not
 * brought by that site, so such a referrer must not become the lead source.
 */
export const paymentReferrers = [
  'paypal',
  'mollie',
  'bancontact',
  'giropay',
  'girogate',
  'knab',
  'ideal',
  'ing',
  'bunq',
  'kbc',
  'belfius',
  'axa',
  'sofort',
  'belgium-3ds',
  'cm-cic',
  'wlp-acs',
] as const;

function hostOf(referrer: string): string | undefined {
  try {
    return new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Whether the referrer URL's host belongs to a payment provider. A name must be a whole host label
 * or start one before a '-' ('www.cm-cic-paiement.fr'), so 'ing' matches 'ideal.ing.nl' but not
 * 'shopping.com'.
 */
export function isPaymentReferrer(referrer: string): boolean {
  const host = hostOf(referrer);
  if (!host) return false;
  const labels = host.split('.');
  return paymentReferrers.some((name) => labels.some((label) => label === name || label.startsWith(`${name}-`)));
}

/** Direct traffic (§9): no referrer, or one from one of the product's own domains or their subdomains. */
export function isDirectTraffic(referrer: string | null | undefined, ownDomains: readonly string[]): boolean {
  if (!referrer) return true;
  const host = hostOf(referrer);
  if (!host) return false;
  return ownDomains.some((domain) => {
    const own = domain.toLowerCase().replace(/^www\./, '');
    return host === own || host.endsWith(`.${own}`);
  });
}

/** The countries (§9: nl, be, fr, de) whose visits are tracked: conversions and attribution run only there. */
export const trackingCountries = ['nl', 'be', 'fr', 'de'] as const;

/** Whether visits of the site's country (its short name, any case) are tracked. */
export function isTrackingCountry(shortName: string | null | undefined): boolean {
  return !!shortName && (trackingCountries as readonly string[]).includes(shortName.toLowerCase());
}

/** The affiliate cookie (§9): its value names the affiliate before the first underscore. */
export const affiliateCookieName = 'JR_AN';

/** The customer's `referral_affiliate` of a JR_AN value ('Partner_123' → 'partner'); undefined for an empty one. */
export function affiliateFromCookie(value: string | null | undefined): string | undefined {
  const name = (value ?? '').split('_')[0]?.trim().toLowerCase();
  return name ? name : undefined;
}

/** In the order the lead source joins them (§3: source, medium, campaign, content, term). */
export const leadSourceParams = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

/** The lead source of direct traffic (§9), kept only when nothing better is known. */
export const directLeadSource = '(direct),(none),,,';

/**
 * The lead source a visit gives (§3, §9), or undefined when it gives none and the stored one
 * stays: the marketing parameters when the address has any (a missing part is left empty); a
 * payment provider's page sending the customer back gives none; direct traffic (no referrer, or
 * one of our own domains) gives `(direct),(none),,,`, which `keep` lets a stored source outrank;
 * another site gives its host as a referral (`www.google.com,referral,,,`).
 */
export function leadSourceOfVisit(
  search: string | URLSearchParams,
  referrer: string | null | undefined,
  ownDomains: readonly string[],
): { source: string; keep: 'replace' | 'unless_stored' } | undefined {
  const params = new URLSearchParams(search);
  if (leadSourceParams.some((name) => params.has(name))) {
    return { source: leadSourceParams.map((name) => (params.get(name) ?? '').replace(/,/g, ' ').trim()).join(','), keep: 'replace' };
  }
  if (referrer && isPaymentReferrer(referrer)) return undefined;
  if (isDirectTraffic(referrer, ownDomains)) return { source: directLeadSource, keep: 'unless_stored' };
  const host = hostOf(referrer ?? '');
  return host ? { source: `${host},referral,,,`, keep: 'replace' } : undefined;
}
