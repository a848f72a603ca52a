import type { z } from 'zod';
import { country, language, type Country, type Language } from '@brokkie/contracts/reference-data';
import { paginated } from '@brokkie/contracts/pagination';
import type { Locale } from '@brokkie/domain/locales';
import { createApiClient, type ApiClient } from '../lib/api-client.ts';

export interface ReferenceData {
  countries: Country[];
  languages: Language[];
}

/** Countries and languages change with a deploy, not per request: keep them a few minutes. */
export const referenceDataTtlMs = 5 * 60 * 1000;
const requestTimeoutMs = 5000;

interface CacheEntry {
  expires: number;
  value: Promise<ReferenceData>;
}

// Names may be translated by Accept-Language, so one entry per API and locale.
const cache = new Map<string, CacheEntry>();

/** Every item of a paginated list, following `next` links. */
async function fetchAll<S extends z.ZodType>(api: ApiClient, path: string, item: S): Promise<Array<z.infer<S>>> {
  const schema = paginated(item);
  const items: Array<z.infer<S>> = [];
  let next: string | null = path;
  while (next) {
    const page: z.infer<typeof schema> = await api.get(next, { schema, signal: AbortSignal.timeout(requestTimeoutMs) });
    items.push(...page.results);
    next = page.next;
  }
  return items;
}

/** GET /country/ and /language/ (all pages), cached per locale; a failure is not cached. */
export function loadReferenceData(apiBaseUrl: string, locale: Locale, now = Date.now(), fetchImpl?: typeof fetch): Promise<ReferenceData> {
  const key = `${apiBaseUrl}|${locale}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.value;

  const api = createApiClient({ baseUrl: apiBaseUrl, locale: () => locale, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const value = Promise.all([fetchAll(api, '/country/', country), fetchAll(api, '/language/', language)]).then(
    ([countries, languages]): ReferenceData => ({ countries, languages }),
  );
  cache.set(key, { expires: now + referenceDataTtlMs, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

export function clearReferenceDataCache(): void {
  cache.clear();
}
