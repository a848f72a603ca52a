// @vitest-environment jsdom
import { idTokenCookieName } from '@brokkie/contracts/identity-codes';
import { consentBannerVersion, strictlyNecessaryCookies } from '@brokkie/domain/consent';
import { localeCookieName } from '@brokkie/domain/locales';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentConsent, hasConsent, onConsentChange, saveConsent } from '../../app/shell/consent.ts';

function clearConsentCookie() {
  document.cookie = 'brokkie_consent=; Path=/; Max-Age=0';
}

describe('consent helper', () => {
  afterEach(clearConsentCookie);

  it('has no choice before the visitor decides', () => {
    expect(currentConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('reads the choice from the cookie', () => {
    document.cookie = `brokkie_consent=v${consentBannerVersion}.a1.m0.1795726800; Path=/`;
    expect(currentConsent()).toEqual({ analytics: true, marketing: false, version: consentBannerVersion, decidedAt: '2026-11-26T21:00:00.000Z' });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('treats a choice for an older banner version as none (asks again)', () => {
    document.cookie = `brokkie_consent=v${consentBannerVersion - 1}.a1.m1.1795726800; Path=/`;
    expect(currentConsent()).toBeNull();
    expect(hasConsent('marketing')).toBe(false);
  });

  it('saves a choice into the cookie and tells the listeners until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    const choice = saveConsent({ analytics: false, marketing: true }, new Date('2026-11-26T21:00:00.700Z'));
    expect(choice).toEqual({ analytics: false, marketing: true, version: consentBannerVersion, decidedAt: '2026-11-26T21:00:00.000Z' });
    expect(listener).toHaveBeenCalledWith(choice);
    expect(currentConsent()).toEqual(choice);
    expect(document.cookie).toContain(`brokkie_consent=v${consentBannerVersion}.a0.m1.1795726800`);
    unsubscribe();
    saveConsent({ analytics: true, marketing: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(hasConsent('analytics')).toBe(true);
  });

  it('keeps the necessary cookie names in step with the modules that set them', () => {
    expect(strictlyNecessaryCookies).toContain(localeCookieName);
    expect(strictlyNecessaryCookies).toContain(idTokenCookieName);
  });
});
