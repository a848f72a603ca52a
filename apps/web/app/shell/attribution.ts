import type { Country } from '@brokkie/contracts/reference-data';
import { affiliateCookieName, affiliateFromCookie, isTrackingCountry } from '@brokkie/domain/attribution';
import { browserApiClient } from './api-client-wiring.ts';
import { latestShellData } from './client-shell-state.ts';
import { hasConsent, onConsentChange } from './consent.ts';
import type { ConversionMoment } from './conversions.ts';
import { rememberLeadSource, type LandingVisit } from './lead-source.ts';
import { cookieValue } from './tracking.ts';

/**
 * Attribution in the browser (issue 14, §3, §9): the lead source of the visit, the affiliate of
 * the JR_AN cookie and the `jr_signed-up` cookie are marketing, so they wait for the visitor's
 * marketing consent and a tracking country. The landing visit (its query and referrer) is kept in
 * memory from the first page, so a consent given a page later still credits the campaign that
 * brought the visitor.
 */

/** Cookie set to 1 on sign-up (§9), for the affiliate networks. */
export const signedUpCookieName = 'jr_signed-up';

type SiteCountry = Pick<Country, 'short_name' | 'frontend_domain_name' | 'wordpress_domain_name'> | null | undefined;

let landing: LandingVisit | undefined;
let landingCountry: SiteCountry;
let started = false;

/** The site's country: the shell's, or the one the page load started with (before the shell data is recorded). */
function siteCountry(): SiteCountry {
  return latestShellData()?.country ?? landingCountry;
}

function mayAttribute(): boolean {
  return hasConsent('marketing') && isTrackingCountry(siteCountry()?.short_name);
}

/** The product's own domains (direct traffic, §9): this host and the country's app and site domains. */
function ownDomains(): string[] {
  const country = siteCountry();
  return [window.location.hostname, country?.frontend_domain_name, country?.wordpress_domain_name].filter((domain): domain is string => !!domain);
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function rememberLanding(): void {
  const storage = sessionStore();
  if (landing && storage && mayAttribute()) rememberLeadSource(landing, ownDomains(), storage);
}

/** At the start of every page load: keeps the landing visit and credits it once marketing is allowed. */
export function startAttribution(country: SiteCountry): void {
  if (typeof window === 'undefined') return;
  landingCountry = country;
  landing = { search: window.location.search, referrer: document.referrer };
  rememberLanding();
  if (started) return;
  started = true;
  onConsentChange(() => rememberLanding());
}

/** The affiliate that brought the visitor (JR_AN), when marketing is allowed; undefined otherwise. */
export function affiliateOfVisit(): string | undefined {
  return mayAttribute() ? affiliateFromCookie(cookieValue(affiliateCookieName)) : undefined;
}

/** After a sign-up: `jr_signed-up=1` (§9) for the affiliate networks, when marketing is allowed. */
export function markSignedUp(): void {
  if (!mayAttribute()) return;
  document.cookie = `${signedUpCookieName}=1; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
}

/** A conversion from shell code that has no page API client at hand (sign-up): the browser's client of the current locale. */
export function trackFromShell(moment: ConversionMoment): void {
  const shell = latestShellData();
  // Loaded with the first conversion: the pages that convert import it themselves, the others never need it.
  void import('./conversions.ts').then(({ trackConversion }) =>
    trackConversion(browserApiClient(shell?.config.apiBaseUrl ?? '/api', shell?.locale ?? 'nl-be'), moment),
  );
}
