import { useEffect, useState } from 'react';
import type { Paginated } from '@brokkie/contracts/pagination';
import type { Country, Language } from '@brokkie/contracts/reference-data';
import { countryForHost, currentLanguage } from '@brokkie/domain/country-resolution';
import type { Locale } from '@brokkie/domain/locales';
import { browserApiClient } from '../../shell/api-client-wiring.ts';

// Without the root data the runtime configuration is unknown too: the default base is the best guess.
const defaultApiBaseUrl = '/api';

export interface FallbackCountry {
  country: Country | null;
  language: Language | null;
}

/**
 * An error raised before the root loader ran (a form POST to a page without an action answers
 * 405, say) leaves the error page without the country. The page then asks the API itself, once
 * hydrated, so the support hours, the help link and the marketing links still follow the host's
 * country. When the API cannot answer either, the page keeps reading well without them.
 */
export function useFallbackCountry(needed: boolean, locale: Locale): FallbackCountry | undefined {
  const [resolved, setResolved] = useState<FallbackCountry>();
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    const api = browserApiClient(defaultApiBaseUrl, locale);
    Promise.all([api.get<Paginated<Country>>('/country/'), api.get<Paginated<Language>>('/language/')])
      .then(([countries, languages]) => {
        if (cancelled) return;
        const country = countryForHost(window.location.host, countries.results);
        setResolved({ country, language: currentLanguage(locale, languages.results, country) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [needed, locale]);
  return resolved;
}
