import { describe, expect, it } from 'vitest';
import { catalogs } from '@brokkie/i18n/catalogs';
import { locales } from '@brokkie/domain/locales';
import { pages } from '../../app/page-table.ts';
import { documentTitle, pageMeta } from '../../app/shell/page-meta.ts';

describe('page titles', () => {
  it("read '{page} - Brokkie App' in the page's locale", () => {
    expect(documentTitle('signin', 'en')).toBe('Sign in - Brokkie App');
    expect(documentTitle('signin', 'de')).toBe('Anmelden - Brokkie App');
    expect(documentTitle('dashboard-order-history', 'nl-be')).toBe('Bestelgeschiedenis - Brokkie App');
  });

  it('take the locale from the root data, else from the URL prefix', () => {
    const meta = pageMeta('checkout');
    expect(meta({ location: { pathname: '/checkout' }, matches: [{ id: 'root', loaderData: { locale: 'fr' } }] })[0]).toEqual({
      title: 'Paiement - Brokkie App',
    });
    expect(meta({ location: { pathname: '/en/checkout' }, matches: [] })[0]).toEqual({ title: 'Checkout - Brokkie App' });
  });

  it('read "Page not found" when a guard answered the 404 page instead', () => {
    const meta = pageMeta('insurance-thankyou');
    const matches = [
      { id: 'root', loaderData: { locale: 'en' } },
      { id: 'default:belgium', loaderData: { messageKey: 'pageNotFound', values: { path: '/insurance/thankyou' } } },
    ];
    expect(meta({ location: { pathname: '/insurance/thankyou' }, matches })[0]).toEqual({ title: 'Page not found - Brokkie App' });
  });

  it('exist for every page of the page table in every catalog', () => {
    for (const locale of locales) {
      const titles = catalogs[locale].pages as Record<string, { title?: string }>;
      for (const page of [...pages.map((p) => p.name), 'not-found', 'error', 'maintenance']) {
        expect(titles[page]?.title, `${locale} pages.${page}.title`).toBeTruthy();
      }
    }
  });
});

describe('page descriptions', () => {
  const description = (pageName: string, pathname: string) =>
    pageMeta(pageName)({ location: { pathname }, matches: [] }).find((tag) => 'name' in tag && tag.name === 'description') as
      | { name: string; content: string }
      | undefined;

  it("give a public page its own description in the page's locale", () => {
    expect(description('signin', '/en/signin')).toEqual({
      name: 'description',
      content: 'Sign in to your Brokkie account to manage your pets, meal plans and deliveries.',
    });
    expect(description('signin', '/de/signin')?.content).toMatch(/Brokkie-Konto/);
  });

  it("give every other page the product's description", () => {
    expect(description('checkout', '/fr/checkout')?.content).toBe((catalogs.fr.shell as { description: string }).description);
  });

  it('exist for every public page in every catalog', () => {
    for (const locale of locales) {
      const texts = catalogs[locale].pages as Record<string, { description?: string }>;
      for (const page of ['home', 'signin', 'signup', 'forgot-password', 'reset-password']) {
        expect(texts[page]?.description, `${locale} pages.${page}.description`).toBeTruthy();
      }
      expect((catalogs[locale].shell as { description?: string }).description, `${locale} shell.description`).toBeTruthy();
    }
  });
});

describe('Open Graph tags', () => {
  const og = (pageName: string, pathname: string, rootData?: object) => {
    const tags = pageMeta(pageName)({ location: { pathname }, matches: rootData ? [{ id: 'root', loaderData: rootData }] : [] });
    return Object.fromEntries(
      tags.filter((tag) => 'property' in tag).map((tag) => [(tag as { property: string }).property, (tag as { content: string }).content]),
    );
  };

  it("give a public page its title, description, type, locale, absolute URL and image in the page's locale", () => {
    expect(og('signin', '/fr/signin', { locale: 'fr', origin: 'https://app.brokkie.be' })).toEqual({
      'og:type': 'website',
      'og:site_name': 'Brokkie',
      'og:title': 'Se connecter - Brokkie App',
      'og:description': (catalogs.fr.pages as Record<string, { description: string }>).signin!.description,
      'og:locale': 'fr_FR',
      'og:url': 'https://app.brokkie.be/fr/signin',
      'og:image': 'https://app.brokkie.be/apple-touch-icon.png',
      'og:image:width': '180',
      'og:image:height': '180',
      'og:image:alt': 'Brokkie',
    });
  });

  it('are there for home, sign-in, sign-up and forgot password in every language', () => {
    for (const locale of locales) {
      for (const page of ['home', 'signin', 'signup', 'forgot-password']) {
        const tags = og(page, `/${locale}/${page}`, { locale, origin: 'https://app.brokkie.be' });
        const own = (catalogs[locale].pages as Record<string, { description?: string }>)[page]!.description;
        expect(tags['og:description'], `${locale} ${page}`).toBe(own);
        expect(tags['og:title'], `${locale} ${page}`).toMatch(/ - Brokkie App$/);
      }
    }
  });

  it('leave out the URL and image when the origin is unknown (the root data failed): they must be absolute', () => {
    const tags = og('not-found', '/en/nope');
    expect(tags['og:title']).toBe('Page not found - Brokkie App');
    expect(tags).not.toHaveProperty('og:url');
    expect(tags).not.toHaveProperty('og:image');
  });
});
