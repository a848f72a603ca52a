import { describe, it, expect } from 'vitest';
import { isDirectTraffic, isPaymentReferrer, paymentReferrers } from '../src/attribution.ts';
import { extractCustomerId } from '../src/customer-id.ts';
import { rootElementId, zIndex } from '../src/layers.ts';
import { carryOverMarketingParams, marketingQueryParams, reloadGuardMs } from '../src/navigation.ts';

describe('layers and root element (§9)', () => {
  it('orders the layers as the spec says', () => {
    expect(zIndex).toEqual({ modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 });
    expect(zIndex.modal).toBeGreaterThan(zIndex.overlay);
    expect(rootElementId).toBe('nuxt');
  });
});

describe('extractCustomerId', () => {
  it.each([
    ['/share/hid_ab12', 'hid_ab12'],
    ['/nl/share/hid_Xy9Zq123/', 'hid_Xy9Zq123'],
    ['/r/ABCD1234', 'ABCD1234'],
    ['/r/ABCD1234EFG?utm_source=mail', 'ABCD1234EFG'],
    ['https://app.brokkie.be/fr-be/referral/hid_abcd#top', 'hid_abcd'],
    ['/r/12345678', '12345678'],
  ])('%s → %s', (path, id) => {
    expect(extractCustomerId(path)).toBe(id);
  });
  it.each([
    '/share/hid_abc',
    '/share/hid_ab-12',
    '/r/ABCD123',
    '/r/abcd1234',
    '/r/AbCD1234',
    '/dashboard/subscription-settings',
    '/share?c=hid_abcd',
    '/xhid_abcd',
    '',
  ])('finds none in %j', (path) => {
    expect(extractCustomerId(path)).toBeUndefined();
  });
});

describe('navigation (§2)', () => {
  it('lists the nine carried-over parameters and the 10 s reload guard', () => {
    expect(marketingQueryParams).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'customer_override',
      '_ga',
      'store',
      'onboarding',
    ]);
    expect(reloadGuardMs).toBe(10_000);
  });
  it('carries marketing parameters the target lacks, and nothing else', () => {
    const result = carryOverMarketingParams('?utm_source=fb&utm_campaign=spring&customer_override=42&page=3', 'tab=pets');
    expect(result.toString()).toBe('tab=pets&utm_source=fb&utm_campaign=spring&customer_override=42');
  });
  it("keeps the target's own value", () => {
    const result = carryOverMarketingParams('utm_source=fb&_ga=1.2', new URLSearchParams('utm_source=mail'));
    expect(result.getAll('utm_source')).toEqual(['mail']);
    expect(result.get('_ga')).toBe('1.2');
  });
});

describe('referrers (§9)', () => {
  it('lists the sixteen payment referrers', () => {
    expect(paymentReferrers).toHaveLength(16);
  });
  it.each([
    'https://www.mollie.com/checkout/select-method/abc',
    'https://www.paypal.com/checkoutnow',
    'https://ideal.ing.nl/ideal/',
    'https://belgium-3ds.wlp-acs.com/acs',
    'https://p.cm-cic-paiement.fr/',
    'https://www.belfius.be/',
  ])('recognises %s as a payment provider', (referrer) => {
    expect(isPaymentReferrer(referrer)).toBe(true);
  });
  it.each(['https://www.google.com/', 'https://shopping.com/', 'https://www.facebook.com/', '', 'not a url'])(
    'does not take %j for a payment provider',
    (referrer) => {
      expect(isPaymentReferrer(referrer)).toBe(false);
    },
  );
  it('treats no referrer and our own domains as direct traffic', () => {
    const own = ['www.brokkie.be', 'app.brokkie.be'];
    expect(isDirectTraffic('', own)).toBe(true);
    expect(isDirectTraffic(undefined, own)).toBe(true);
    expect(isDirectTraffic('https://www.brokkie.be/blog/', own)).toBe(true);
    expect(isDirectTraffic('https://shop.brokkie.be/', own)).toBe(true);
    expect(isDirectTraffic('https://www.google.com/', own)).toBe(false);
    expect(isDirectTraffic('https://brokkie.be.evil.com/', own)).toBe(false);
  });
});
