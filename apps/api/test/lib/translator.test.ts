import { describe, expect, it } from 'vitest';
import { catalogs } from '@brokkie/i18n/catalogs';
import { createI18n } from '@brokkie/i18n/i18n';
import { locales } from '@brokkie/domain/locales';
import { translateKey } from '../../src/lib/translator.ts';

/**
 * translateKey returns a text without placeholders from memory after its first lookup. Whatever
 * it remembers, its answer must stay i18next's own: for every key of every namespace, in every
 * locale, asked again with other params (then from memory) and with a count (never from memory).
 */

function keysOf(tree: unknown, prefix: string): string[] {
  if (typeof tree === 'string') return [prefix];
  if (!tree || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([name, value]) => keysOf(value, prefix ? `${prefix}.${name}` : name));
}

describe('translateKey', () => {
  const keys = [...new Set(Object.values(catalogs).flatMap((catalog) => keysOf(catalog, '')))]
    // Plural forms are asked for by their key without the suffix.
    .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ''));
  const unique = [...new Set(keys)];

  it('answers every key as i18next does, also from memory', () => {
    const params = { name: 'Ann', email: 'ann@example.com', date: 'vrijdag 12 december', total: '€ 45,00' };
    let compared = 0;
    for (const locale of locales) {
      // One i18next instance per locale for the expected answers: creating one per key is slow.
      const i18n = createI18n(locale);
      for (const key of unique) {
        const separator = key.search(/[.:]/);
        if (separator <= 0) continue;
        const ns = key.slice(0, separator);
        const path = key.slice(separator + 1);
        const expected = i18n.exists(path, { ns }) ? i18n.t(path, { ns, ...params }) : undefined;
        expect(translateKey(locale, key, params), `${locale} ${key}`).toBe(expected);
        expect(translateKey(locale, key, { ...params, name: 'Bart' }), `${locale} ${key} again`).toBe(
          expected === undefined ? undefined : i18n.t(path, { ns, ...params, name: 'Bart' }),
        );
        // A count may pick another form: never answered from memory.
        expect(translateKey(locale, key, { ...params, count: 3 }), `${locale} ${key} count`).toBe(
          expected === undefined ? undefined : i18n.t(path, { ns, ...params, count: 3 }),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});
