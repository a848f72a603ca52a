import { leadSourceOfVisit } from '@brokkie/domain/attribution';

/**
 * The lead source (§3, §4, §9): source, medium, campaign, content and term of the marketing
 * parameters, comma-joined (the rules: packages/domain/src/attribution.ts), kept for the browser
 * session under `leadsource` and sent with the sign-up and sign-in profile updates.
 */

export const leadSourceStorageKey = 'leadsource';

/** Where a visit came from: the address's query and the referring page. */
export interface LandingVisit {
  search: string;
  referrer: string;
}

/**
 * Refreshes the stored lead source with what the visit gives: the marketing parameters or
 * another site replace it; direct traffic is kept only when nothing is stored; a payment
 * provider's page changes nothing. Returns what is stored.
 */
export function rememberLeadSource(visit: LandingVisit, ownDomains: readonly string[], storage: Pick<Storage, 'getItem' | 'setItem'>): string | undefined {
  const derived = leadSourceOfVisit(visit.search, visit.referrer, ownDomains);
  try {
    if (derived && (derived.keep === 'replace' || !storage.getItem(leadSourceStorageKey))) storage.setItem(leadSourceStorageKey, derived.source);
    return storage.getItem(leadSourceStorageKey) ?? undefined;
  } catch {
    // Storage can be switched off; the lead source is then only known for this page.
    return derived?.source;
  }
}
