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
    expect(meta({ location: { pathname: '/checkout' }, matches: [{ id: 'root', loaderData: { locale: 'fr' } }] })).toEqual([
      { title: 'Paiement - Brokkie App' },
    ]);
    expect(meta({ location: { pathname: '/en/checkout' }, matches: [] })).toEqual([{ title: 'Checkout - Brokkie App' }]);
  });

  it('read "Page not found" when a guard answered the 404 page instead', () => {
    const meta = pageMeta('insurance-thankyou');
    const matches = [
      { id: 'root', loaderData: { locale: 'en' } },
      { id: 'default:belgium', loaderData: { messageKey: 'pageNotFound', values: { path: '/insurance/thankyou' } } },
    ];
    expect(meta({ location: { pathname: '/insurance/thankyou' }, matches })).toEqual([{ title: 'Page not found - Brokkie App' }]);
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
