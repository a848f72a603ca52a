import { consentBannerVersion, consentCookie, consentCookieName, consentInForce, type OptionalConsentPurpose } from '@brokkie/domain/consent';
import { readCookie } from './locale-cookie.ts';

/**
 * The visitor's cookie consent in the browser (issue 14, docs/consent.md). The choice lives in the
 * first-party cookie of domain/consent.ts; this module reads it, writes it and tells listeners
 * (tag loading, conversions, the banner) when it changes. On the server there is no choice (null):
 * nothing that needs consent runs there.
 */

export type ConsentChoice = { analytics: boolean; marketing: boolean; version: number; decidedAt: string };

type Listener = (choice: ConsentChoice) => void;
const listeners = new Set<Listener>();

function browserCookies(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.cookie;
}

/** The choice in force, or null when none was made yet or it was made for an older banner version. */
export function currentConsent(): ConsentChoice | null {
  const cookies = browserCookies();
  if (cookies === undefined) return null;
  return consentInForce(readCookie(cookies, consentCookieName), consentBannerVersion) ?? null;
}

/** Whether the visitor agreed to `purpose` (false before a choice and on the server). */
export function hasConsent(purpose: OptionalConsentPurpose): boolean {
  return currentConsent()?.[purpose] === true;
}

/** Calls `listener` with each new choice (not with the current one); returns the unsubscribe. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Stores a choice for the current banner version in the cookie and tells the listeners. Saving
 * to the API (the proof for a signed-in customer) is the caller's part (features/consent).
 */
export function saveConsent(purposes: { analytics: boolean; marketing: boolean }, now: Date = new Date()): ConsentChoice {
  const choice: ConsentChoice = {
    analytics: purposes.analytics,
    marketing: purposes.marketing,
    version: consentBannerVersion,
    decidedAt: new Date(Math.floor(now.getTime() / 1000) * 1000).toISOString(),
  };
  if (typeof document !== 'undefined') {
    document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' });
  }
  for (const listener of [...listeners]) {
    try {
      listener(choice);
    } catch (error) {
      console.error('[consent] a listener failed', error);
    }
  }
  return choice;
}
