import type { AppLoadContext } from 'react-router';
import { countryForHost, parseCountryHostAliases } from '@brokkie/domain/country-resolution';
import { splitLocalePath } from '@brokkie/domain/locales';
import { readAuthState } from '../shell/auth-state.server.ts';
import { loadReferenceData } from '../shell/reference-data.server.ts';
import { apiUnavailableData } from '../shell/route-errors.ts';
import { shellRuntime } from '../shell/runtime-config.server.ts';
import type { GuardContext } from './guard-rules.ts';

/**
 * The guards' view of a request on the server. Guards run in parallel with the root loader, so
 * they resolve the country themselves — from the same cached reference data, so it is cheap.
 */
export async function guardContext(request: Request, context: AppLoadContext | undefined): Promise<GuardContext> {
  const url = new URL(request.url);
  const runtime = shellRuntime(context);
  let countries;
  try {
    ({ countries } = await loadReferenceData(runtime.apiInternalUrl, splitLocalePath(url.pathname).locale));
  } catch {
    throw apiUnavailableData();
  }
  const country = countryForHost(url.host, countries, parseCountryHostAliases(runtime.countryHostAliases));
  const auth = await readAuthState(request, context);
  return { signedIn: auth.signedIn, countryShortName: country?.short_name ?? null };
}
