import { consentBannerVersion, consentCookieName, serializeConsent } from '@brokkie/domain/consent';

/** Every host the browser tests visit (servers.ts `CountryHost`); a cookie is per host, not per port. */
const hosts = ['localhost', 'be.localhost', 'nl.localhost', 'fr.localhost', 'de.localhost'];

/**
 * The storage every browser test starts with (playwright.config.ts `storageState`): a consent
 * choice already made, so the consent banner (issue 14) is not in the way of the tests of other
 * things. Marketing on, so the conversions keep firing as before; analytics off, so no test loads
 * the tag manager or session recording from the outside. tests/consent.spec.ts starts empty.
 */
export function decidedConsentState() {
  const value = serializeConsent({ analytics: false, marketing: true, version: consentBannerVersion, decidedAt: new Date().toISOString() });
  return {
    cookies: hosts.map((domain) => ({
      name: consentCookieName,
      value,
      domain,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 30 * 24 * 60 * 60,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}

/** A context without any cookie: the first visit. */
export const noStoredState = { cookies: [], origins: [] };
