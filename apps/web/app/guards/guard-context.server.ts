import type { AppLoadContext } from 'react-router';
import { readAuthState } from '../shell/auth-state.server.ts';
import { requestCountry } from '../shell/request-country.server.ts';
import { apiUnavailableData } from '../shell/route-errors.ts';
import type { GuardContext } from './guard-rules.ts';

/**
 * The guards' view of a request on the server. Guards run in parallel with the root loader, so
 * they resolve the country themselves (`requestCountry`, from the same cached reference data).
 */
export async function guardContext(request: Request, context: AppLoadContext | undefined): Promise<GuardContext> {
  let country;
  try {
    country = await requestCountry(request, context);
  } catch {
    throw apiUnavailableData();
  }
  const auth = await readAuthState(request, context);
  return { signedIn: auth.signedIn, countryShortName: country?.short_name ?? null };
}
