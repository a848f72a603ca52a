import { describe, expect, it } from 'vitest';
import { findLegacyRedirect, shopSiteForLocale, shopSites } from '../src/legacy-redirects.ts';

const to = (pathname: string, search = '', locale?: Parameters<typeof findLegacyRedirect>[2]) =>
  findLegacyRedirect(pathname, search, locale)?.location;

describe('legacy redirects (§2 table)', () => {
  it('sends any path containing /shop to the shop of the current locale’s country, keeping the rest', () => {
    expect(findLegacyRedirect('/shop/dogs/kibble', '', 'nl-be')).toEqual({
      location: 'https://shop.brokkie.be/dogs/kibble',
      external: true,
      status: 302,
    });
    expect(to('/shop')).toBe('https://shop.brokkie.com/');
    expect(to('/fr-be/shop/cats')).toBe('https://shop.brokkie.be/cats');
    expect(to('/be-nl/shop')).toBe('https://shop.brokkie.be/');
    expect(to('/nl/shop/treats')).toBe('https://shop.brokkie.nl/treats');
    expect(to('/fr/shop/a/b')).toBe('https://shop.brokkie.fr/a/b');
    expect(to('/de/shop/', '?utm_source=x')).toBe('https://shop.brokkie.de/?utm_source=x');
    expect(to('/en/shop/x')).toBe('https://shop.brokkie.com/x');
    expect(to('/offers/shop/x', '', 'de')).toBe('https://shop.brokkie.de/x');
    expect(to('/shopping')).toBeUndefined();
  });

  it('picks the shop site per locale, com by default', () => {
    expect(shopSiteForLocale(undefined)).toBe(shopSites.com);
    expect(shopSiteForLocale('fr-be')).toBe(shopSites.be);
    expect(shopSiteForLocale('en')).toBe(shopSites.com);
  });

  it.each([
    ['/questionnaires', '/question'],
    ['/checkout-dashboard', '/suggested-mealplan'],
    ['/checkout-price', '/order-summary'],
    ['/checkout-upsells', '/cross-sells'],
    ['/checkout-profile', '/checkout'],
    ['/checkout/thankyou', '/dashboard'],
    ['/dashboard/shop', '/dashboard/extras'],
    ['/dashboard/history', '/dashboard/order-history'],
    ['/dashboard/wallet', '/dashboard/payment-methods'],
    ['/ehealth', '/e-health'],
  ])('moves %s to %s, keeping prefix, query and accepting a trailing slash', (from, target) => {
    expect(findLegacyRedirect(from)).toEqual({ location: target, external: false, status: 301 });
    expect(to(`${from}/`)).toBe(target);
    expect(to(`/fr${from}`, '?utm_source=mail')).toBe(`/fr${target}?utm_source=mail`);
    expect(to(`/be-fr${from}`)).toBe(`/be-fr${target}`);
  });

  it.each([
    ['/registreren', '/signup/'],
    ['/be-nl/registreren', '/signup/'],
    ['/nl-be/registreren', '/signup/'],
    ['/be-fr/registreren', '/fr-be/signup/'],
    ['/fr-be/registreren', '/fr-be/signup/'],
    ['/en/registreren', '/en/signup/'],
    ['/de/registreren', '/de/signup/'],
    ['/fr/registreren', '/fr/signup/'],
    ['/nl/registreren', '/nl/signup/'],
  ])('sends %s to %s', (from, target) => {
    expect(to(from)).toBe(target);
    expect(to(`${from}/`, '?onboarding=1')).toBe(`${target}?onboarding=1`);
  });

  it('maps the old Belgian prefixes of insurance and home', () => {
    expect(to('/be-nl/insurance')).toBe('/insurance/');
    expect(to('/be-nl/insurance/')).toBe('/insurance/');
    expect(to('/be-fr/insurance')).toBe('/fr-be/insurance/');
    expect(to('/be-nl')).toBe('/');
    expect(to('/be-nl/')).toBe('/');
    expect(to('/be-fr')).toBe('/fr-be/');
    expect(to('/be-fr/', '?store=x')).toBe('/fr-be/?store=x');
  });

  it('leaves current paths alone, including the targets (no loops)', () => {
    for (const path of ['/', '/signup/', '/fr-be/', '/fr-be/insurance/', '/insurance/', '/dashboard/extras', '/be-nl/signin', '/be-fr/insurance/questionnaire', '/question']) {
      expect(findLegacyRedirect(path)).toBeUndefined();
    }
  });
});
