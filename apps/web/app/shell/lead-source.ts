/**
 * The lead source (§3, §4): source, medium, campaign, content and term of the marketing
 * parameters, comma-joined, kept for the browser session under `leadsource` and sent with the
 * sign-up and sign-in profile updates.
 */

/** In the order the lead source joins them. */
export const leadSourceParams = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export const leadSourceStorageKey = 'leadsource';

/**
 * The lead source of a query string, or undefined when it carries none of the parameters (then
 * the stored value stays). A missing part is left empty: `google,cpc,,,dog food`.
 */
export function deriveLeadSource(search: string | URLSearchParams): string | undefined {
  const params = new URLSearchParams(search);
  if (!leadSourceParams.some((name) => params.has(name))) return undefined;
  return leadSourceParams.map((name) => (params.get(name) ?? '').replace(/,/g, ' ').trim()).join(',');
}

/** Refreshes the stored lead source when the query gives a new one; returns what is stored. */
export function rememberLeadSource(search: string | URLSearchParams, storage: Pick<Storage, 'getItem' | 'setItem'>): string | undefined {
  const derived = deriveLeadSource(search);
  try {
    if (derived !== undefined) storage.setItem(leadSourceStorageKey, derived);
    return storage.getItem(leadSourceStorageKey) ?? undefined;
  } catch {
    // Storage can be switched off; the lead source is then only known for this page.
    return derived;
  }
}
