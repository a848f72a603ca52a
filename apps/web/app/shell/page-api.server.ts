import { redirect, type AppLoadContext } from 'react-router';
import type { Country } from '@brokkie/contracts/reference-data';
import { splitLocalePath } from '@brokkie/domain/locales';
import { guardContext } from '../guards/guard-context.server.ts';
import { blockingGuard } from '../guards/guard-rules.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { requestApiClient } from './api-client-wiring.ts';
import { requestTokens } from './auth-state.server.ts';
import { requestCountry } from './request-country.server.ts';
import { shellRuntime } from './runtime-config.server.ts';

interface ServerLoaderArgs {
  request: Request;
  context?: AppLoadContext;
}

/**
 * The API client a page's server `loader` reads with, on behalf of the document request: the
 * API's internal address, the URL's locale, its `jrt` and `customer_override`, and the visitor's
 * ID token from the session sync cookie (the one the login guard verified). Its twin for client
 * navigations is `clientPageApi` (page-api.ts); a page passes either to the same read function.
 *
 * The login guard, a parent route, runs beside the page's loader: for a signed-out visitor the
 * page's reads would only be refused. Its redirect is answered here too (the guard's own rule, on
 * the same per-request sign-in state), before any of them is sent.
 */
export async function serverPageApi({ request, context }: ServerLoaderArgs): Promise<ApiClient> {
  const outcome = blockingGuard(new URL(request.url), await guardContext(request, context));
  if (outcome?.guard === 'login') throw redirect(outcome.redirectTo);
  return requestApiClient(request, {
    apiBaseUrl: shellRuntime(context).apiInternalUrl,
    locale: splitLocalePath(new URL(request.url).pathname).locale,
    tokens: requestTokens(request),
  });
}

/** The site's country (from the host, as the root loader decides it), for prices and products. */
export function serverPageCountry({ request, context }: ServerLoaderArgs): Promise<Country | null> {
  return requestCountry(request, context);
}
