import { describe, expect, it } from 'vitest';
import { navigationRedirect, localeChanges, type NavigationContext } from '../../app/shell/client-navigation.ts';

const origin = 'http://localhost:3000';
const at = (path: string) => new URL(path, origin);
const context: NavigationContext = { routeRules: {}, newBuildPending: false, reloadAllowed: true };
const go = (from: string, to: string, overrides: Partial<NavigationContext> = {}) =>
  navigationRedirect(at(from), at(to), { ...context, ...overrides });

describe('marketing parameters carried over (§2)', () => {
  it('adds the current marketing parameters the target lacks', () => {
    expect(go('/signup?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_term=dog&utm_content=a', '/checkout')).toEqual({
      location: '/checkout?utm_source=fb&utm_medium=cpc&utm_campaign=spring&utm_term=dog&utm_content=a',
      document: false,
    });
    expect(go('/x?customer_override=12&_ga=GA1.2&store=web&onboarding=1', '/dashboard#pets')?.location).toBe(
      '/dashboard?customer_override=12&_ga=GA1.2&store=web&onboarding=1#pets',
    );
  });
  it('keeps the target’s own values and query', () => {
    expect(go('/x?utm_source=fb&utm_medium=cpc', '/y?utm_source=mail&page=2')?.location).toBe('/y?utm_source=mail&page=2&utm_medium=cpc');
  });
  it('does nothing when the target has them all or there are none', () => {
    expect(go('/x?utm_source=fb', '/y?utm_source=fb')).toBeUndefined();
    expect(go('/x?page=1', '/y')).toBeUndefined();
    expect(go('/x?jrt=abc', '/y')).toBeUndefined();
  });
});

describe('redirects on client-side navigation', () => {
  it('follows the legacy table', () => {
    expect(go('/', '/questionnaires')).toEqual({ location: '/question', document: false });
    expect(go('/fr', '/fr/registreren')).toEqual({ location: '/fr/signup/', document: false });
    expect(go('/be-fr/x', '/be-fr')).toEqual({ location: '/fr-be/', document: false });
  });
  it('leaves the app for the shop of the current locale', () => {
    expect(go('/fr-be/dashboard', '/shop/treats')).toEqual({ location: 'https://shop.brokkie.be/treats', document: true });
    expect(go('/de/dashboard', '/de/shop')).toEqual({ location: 'https://shop.brokkie.de/', document: true });
  });
  it('follows route-rule redirects, external ones with a page load', () => {
    const routeRules = {
      '/old-promo': { redirect: { to: '/signup', statusCode: 301 as const } },
      '/partners/**': { redirect: { to: 'https://partners.example/**', statusCode: 302 as const } },
    };
    expect(go('/', '/old-promo', { routeRules })).toEqual({ location: '/signup', document: false });
    expect(go('/', '/partners/a/b?x=1', { routeRules })).toEqual({ location: 'https://partners.example/a/b?x=1', document: true });
  });
  it('reloads the target after a new build, when the guard allows', () => {
    expect(go('/a', '/b?x=1#h', { newBuildPending: true })).toEqual({ location: '/b?x=1#h', document: true });
    expect(go('/a', '/b', { newBuildPending: true, reloadAllowed: false })).toBeUndefined();
  });
});

describe('locale changes', () => {
  it('notices a different prefix', () => {
    expect(localeChanges(at('/fr/x'), at('/fr/y'))).toBe(false);
    expect(localeChanges(at('/fr/x'), at('/y'))).toBe(true);
    expect(localeChanges(at('/x'), at('/en'))).toBe(true);
  });
});
