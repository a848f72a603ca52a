import { describe, expect, it } from 'vitest';
import { locales, localeTags } from '@brokkie/domain/locales';
import { catalogs } from '../src/catalogs.ts';
import { createI18n } from '../src/i18n.ts';

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') {
    out.set(prefix, value);
    return out;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
    return out;
  }
  throw new Error(`Catalog value at ${prefix} is neither text nor a group`);
}

const flat = Object.fromEntries(locales.map((locale) => [locale, flatten(catalogs[locale])]));
const baseKeys = (locale: (typeof locales)[number]) => new Set([...flat[locale]!.keys()].map((key) => key.replace(pluralSuffix, '')));
// A placeholder with its format ('{min, number}'): a language may not write a value another way.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?:\s*,\s*([^{}]+))?\}/g)].map((m) => (m[2] ? `${m[1]}, ${m[2].trim()}` : m[1])).sort();

describe('locale catalogs', () => {
  it('has texts', () => {
    expect(flat.en!.size).toBeGreaterThan(0);
  });

  it.each(locales)('%s has every key of every other catalog, and nothing more', (locale) => {
    const all = new Set(locales.flatMap((other) => [...baseKeys(other)]));
    const mine = baseKeys(locale);
    expect([...all].filter((key) => !mine.has(key)).sort()).toEqual([]);
  });

  it.each(locales)('%s has no empty text', (locale) => {
    expect([...flat[locale]!].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(locales)('%s uses the same placeholders as English', (locale) => {
    const mismatches = [...flat[locale]!]
      .filter(([key]) => !pluralSuffix.test(key))
      .filter(([key, text]) => {
        const english = flat.en!.get(key);
        return english !== undefined && placeholders(english).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(mismatches).toEqual([]);
  });

  it.each(locales)('%s has every plural form its language needs', (locale) => {
    const categories = new Intl.PluralRules(localeTags[locale]).resolvedOptions().pluralCategories;
    const pluralBases = new Set([...flat[locale]!.keys()].filter((k) => pluralSuffix.test(k)).map((k) => k.replace(pluralSuffix, '')));
    const missing = [...pluralBases].flatMap((base) =>
      categories.filter((category) => !flat[locale]!.has(`${base}_${category}`)).map((category) => `${base}_${category}`),
    );
    expect(missing).toEqual([]);
  });

  it('interpolates single-brace placeholders', () => {
    const i18n = createI18n('en');
    i18n.addResource('en', 'test', 'greeting', 'Hello {name}');
    expect(i18n.t('test:greeting', { name: 'Rex' })).toBe('Hello Rex');
  });
});

describe('labels that stand before a figure', () => {
  // The change dialog (skip, interval) shows this label beside the week counts now and after:
  // a "…" gap in it ("Toutes les … semaines") read as if the number were missing.
  it.each(locales)('the change dialog’s interval label in %s names the unit without a gap for a number', (locale) => {
    const label = flat[locale]!.get('subscription_settings.preview.interval')!;
    expect(label).toBeTruthy();
    expect(label).not.toMatch(/…|\.\.\./);
  });
});

describe('a page and its menu entry', () => {
  it.each(locales)('the dashboard’s title in %s is the word its menu entry uses', (locale) => {
    expect(flat[locale]!.get('layout.app_nav.dashboard')).toBe(flat[locale]!.get('pages.dashboard.title'));
  });
});
