import { describe, expect, it } from 'vitest';
import { affiliateFromCookie, directLeadSource, isDirectTraffic, isPaymentReferrer, isTrackingCountry, leadSourceOfVisit } from '../src/attribution.ts';

const own = ['brokkie.be', 'brokkie.nl'];

describe('attribution (§9)', () => {
  it('names the affiliate of a JR_AN cookie by the part before the first underscore, lower-cased', () => {
    expect(affiliateFromCookie('Partnerize_12345_x')).toBe('partnerize');
    expect(affiliateFromCookie('DAISYCON')).toBe('daisycon');
    expect(affiliateFromCookie('_abc')).toBeUndefined();
    expect(affiliateFromCookie('')).toBeUndefined();
    expect(affiliateFromCookie(undefined)).toBeUndefined();
  });

  it('tracks the four countries and no other', () => {
    expect(['BE', 'nl', 'fr', 'De'].map(isTrackingCountry)).toEqual([true, true, true, true]);
    expect(isTrackingCountry('lu')).toBe(false);
    expect(isTrackingCountry(undefined)).toBe(false);
  });

  it('tells payment providers and direct traffic apart from other referrers', () => {
    expect(isPaymentReferrer('https://www.mollie.com/checkout/x')).toBe(true);
    expect(isPaymentReferrer('https://ideal.ing.nl/')).toBe(true);
    expect(isPaymentReferrer('https://shopping.com/')).toBe(false);
    expect(isDirectTraffic('', own)).toBe(true);
    expect(isDirectTraffic('https://www.brokkie.be/blog', own)).toBe(true);
    expect(isDirectTraffic('https://www.google.com/', own)).toBe(false);
  });

  it('derives the lead source of a visit: parameters first, a payment page never, direct only when nothing is stored', () => {
    expect(leadSourceOfVisit('?utm_source=google&utm_medium=cpc&utm_term=dog,food', 'https://www.google.com/', own)).toEqual({
      source: 'google,cpc,,,dog food',
      keep: 'replace',
    });
    expect(leadSourceOfVisit('', 'https://www.mollie.com/paymentscreen', own)).toBeUndefined();
    expect(leadSourceOfVisit('', '', own)).toEqual({ source: directLeadSource, keep: 'unless_stored' });
    expect(leadSourceOfVisit('', 'https://app.brokkie.be/dashboard', own)).toEqual({ source: directLeadSource, keep: 'unless_stored' });
    expect(leadSourceOfVisit('', 'https://www.instagram.com/p/1', own)).toEqual({ source: 'www.instagram.com,referral,,,', keep: 'replace' });
  });
});
