import type { AppLoadContext } from 'react-router';
import type { Country } from '@brokkie/contracts/reference-data';
import { countryForHost, parseCountryHostAliases } from '@brokkie/domain/country-resolution';
import { splitLocalePath } from '@brokkie/domain/locales';
import { loadReferenceData } from './reference-data.server.ts';
import { shellRuntime } from './runtime-config.server.ts';

/**
 * The site's country of a request (from its host, §4), for loaders that run beside the root's and
 * cannot read its data: the guards and the pages' reads. The reference data is cached, so the
 * root loader of the same request has just read it.
 */
export async function requestCountry(request: Request, context: AppLoadContext | undefined): Promise<Country | null> {
  const url = new URL(request.url);
  const runtime = shellRuntime(context);
  const { countries } = await loadReferenceData(runtime.apiInternalUrl, splitLocalePath(url.pathname).locale);
  return countryForHost(url.host, countries, parseCountryHostAliases(runtime.countryHostAliases));
}
