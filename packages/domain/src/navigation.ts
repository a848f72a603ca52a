/**
 * Query parameters that survive navigation (§2): attribution (utm_*, _ga), staff acting as a
 * customer (customer_override), the shop store and the onboarding flag. Dropping them on an
 * in-app link would lose the lead source or the customer being served.
 */
export const marketingQueryParams = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'customer_override',
  '_ga',
  'store',
  'onboarding',
] as const;

export type MarketingQueryParam = (typeof marketingQueryParams)[number];

/** After a new build is seen, at most one full reload per this many milliseconds (§2, §9). */
export const reloadGuardMs = 10_000;

/**
 * The target's query plus every marketing parameter of the current query that the target lacks.
 * A parameter the target sets itself is left as the target has it.
 */
export function carryOverMarketingParams(
  current: URLSearchParams | string,
  target: URLSearchParams | string,
): URLSearchParams {
  const from = new URLSearchParams(current);
  const result = new URLSearchParams(target);
  for (const name of marketingQueryParams) {
    if (result.has(name)) continue;
    for (const value of from.getAll(name)) result.append(name, value);
  }
  return result;
}
