import { describe, expect, it } from 'vitest';
import { insuranceMessageKeys } from '@brokkie/contracts/insurance';
import { locales } from '@brokkie/domain/locales';
import { translateKey } from '../../../src/lib/translator.ts';

describe('the insurance messages', () => {
  it.each(locales)('%s translates every api.insurance key the lead can answer with', (locale) => {
    const params = { name: 'Rex', weeks: 8, years: 9, first: '1 July 2026', last: '29 September 2026' };
    for (const key of Object.values(insuranceMessageKeys)) {
      const text = translateKey(locale, key, params);
      expect(text, `${locale} ${key}`).toBeDefined();
      expect(text, `${locale} ${key}`).not.toContain('{');
      expect(text, `${locale} ${key}`).not.toBe(key);
    }
  });
});
