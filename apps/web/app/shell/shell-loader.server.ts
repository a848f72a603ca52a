import { developmentLookupKey } from '@brokkie/contracts/address';
import { data, redirect, type AppLoadContext } from 'react-router';
import { countryForHost, currentLanguage, parseCountryHostAliases } from '@brokkie/domain/country-resolution';
import { findLegacyRedirect } from '@brokkie/domain/legacy-redirects';
import { consentCookieName, consentInForce } from '@brokkie/domain/consent';
import { defaultLocale, formatLocaleTags, localeFromAcceptLanguage, splitLocalePath } from '@brokkie/domain/locales';
import { readAuthState } from './auth-state.server.ts';
import { localeCookie, localeFromCookie, readCookie } from './locale-cookie.ts';
import { decideLocale } from './locale-detection.ts';
import { productName } from './product.ts';
import { loadReferenceData } from './reference-data.server.ts';
import { apiUnavailableData } from './route-errors.ts';
import { routeRedirectFor } from './route-rules.ts';
import { shellRuntime, tagConfigFromEnv, tokenSyncUrlFromEnv } from './runtime-config.server.ts';
import type { ShellData } from './shell-data.ts';

// Locale redirects depend on these request headers: caches must keep them apart.
const localeVary = { Vary: 'Cookie, Accept-Language' };

/**
 * The root loader (server): runs on every document request and on client navigations that
 * revalidate the root. In order: legacy redirects (§2 table), route-rule redirects of the build
 * manifest, reference data (503 when the API is down), country from host, locale detection and
 * forcing (redirects), the locale cookie, and the shell data every page reads.
 */
export async function loadShellData(request: Request, context: AppLoadContext | undefined) {
  const url = new URL(request.url);
  const runtime = shellRuntime(context);
  const cookieLocale = localeFromCookie(request.headers.get('Cookie'));
  const acceptLanguage = request.headers.get('Accept-Language');
  const { prefix, locale: prefixLocale } = splitLocalePath(url.pathname);
  const visitorLocale = prefix ? prefixLocale : (cookieLocale ?? localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale);

  const legacy = findLegacyRedirect(url.pathname, url.search, visitorLocale);
  if (legacy) throw redirect(legacy.location, { status: legacy.status, headers: legacy.external ? localeVary : {} });
  const ruleRedirect = routeRedirectFor(runtime.routeRules, url.pathname, url.search);
  if (ruleRedirect) throw redirect(ruleRedirect.location, ruleRedirect.statusCode);

  let reference;
  try {
    reference = await loadReferenceData(runtime.apiInternalUrl, visitorLocale);
  } catch (error) {
    console.error(`[shell] product API unreachable at ${runtime.apiInternalUrl}:`, error);
    throw apiUnavailableData();
  }

  const country = countryForHost(url.host, reference.countries, parseCountryHostAliases(runtime.countryHostAliases));
  const decision = decideLocale({ pathname: url.pathname, search: url.search, host: url.host, cookieLocale, acceptLanguage, country });
  if (decision.redirectTo) throw redirect(decision.redirectTo, { status: 302, headers: localeVary });

  const { locale } = decision;
  const shell: ShellData = {
    locale,
    localeTag: formatLocaleTags[locale],
    origin: url.origin,
    country,
    language: currentLanguage(locale, reference.languages, country),
    countries: reference.countries,
    languages: reference.languages,
    auth: await readAuthState(request, context),
    consentDecided: consentInForce(readCookie(request.headers.get('Cookie'), consentCookieName)) !== undefined,
    config: {
      apiBaseUrl: runtime.publicApiBaseUrl,
      buildId: runtime.buildId,
      productName,
      countryHostAliases: runtime.countryHostAliases,
      addressLookupKey: runtime.addressLookupKey ?? developmentLookupKey,
      tags: runtime.tags ?? tagConfigFromEnv(),
      ...syncUrlConfig(runtime.tokenSyncUrl === undefined ? tokenSyncUrlFromEnv() : runtime.tokenSyncUrl),
    },
  };
  const headers = new Headers(localeVary);
  if (decision.remember) headers.append('Set-Cookie', localeCookie(decision.remember, { secure: url.protocol === 'https:' }));
  return data(shell, { headers });
}

/** Only a configured sync URL travels to the browser; unset means the API's own. */
function syncUrlConfig(tokenSyncUrl: string | null | undefined): { tokenSyncUrl?: string | null } {
  return tokenSyncUrl === undefined ? {} : { tokenSyncUrl };
}
