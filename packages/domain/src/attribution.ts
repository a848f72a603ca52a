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
