import { describe, expect, it } from 'vitest';
import { consentBannerVersion, consentCookie, consentInForce, isStrictlyNecessaryCookie, parseConsent, serializeConsent } from '../src/consent.ts';

describe('consent cookie', () => {
  const value = { analytics: true, marketing: false, version: 1, decidedAt: '2026-11-26T21:00:00.000Z' };

  it('serialises as v<version>.a<0|1>.m<0|1>.<unix seconds> and reads back', () => {
    expect(serializeConsent(value)).toBe('v1.a1.m0.1795726800');
    expect(parseConsent('v1.a1.m0.1795726800')).toEqual(value);
  });

  it('ignores malformed values', () => {
    for (const raw of ['', 'v1.a1.m0', 'v1.a2.m0.1', 'x1.a1.m0.1', 'v1.a1.m0.1;', undefined, null]) expect(parseConsent(raw)).toBeUndefined();
  });

  it('counts only a choice for the current banner version', () => {
    expect(consentInForce(`v${consentBannerVersion}.a0.m1.1795726800`)).toMatchObject({ analytics: false, marketing: true });
    expect(consentInForce(`v${consentBannerVersion + 1}.a1.m1.1795726800`)).toBeUndefined();
    expect(consentInForce('v1.a1.m1.1795726800', 2)).toBeUndefined();
  });

  it('is a first-party cookie for 12 months, SameSite=Lax', () => {
    expect(consentCookie(value)).toBe('brokkie_consent=v1.a1.m0.1795726800; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookie(value, { secure: true })).toMatch(/; Secure$/);
  });

  it('lists the strictly necessary cookies', () => {
    for (const name of ['i18n_redirected', 'brokkie_id_token', 'brokkie_consent', 'brokkie.session_token', '__Secure-brokkie.session_token'])
      expect(isStrictlyNecessaryCookie(name)).toBe(true);
    for (const name of ['awc', 'ttclid', 'JR_AN', 'jr_signed-up', '_ga', '_hjSessionUser_1']) expect(isStrictlyNecessaryCookie(name)).toBe(false);
  });
});
