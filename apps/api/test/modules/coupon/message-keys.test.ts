import { describe, expect, it } from 'vitest';
import { locales } from '@brokkie/domain/locales';
import { couponMessageKeys } from '@brokkie/contracts/coupon';
import { pricingMessageKeys } from '@brokkie/contracts/pricing';
import { translateKey } from '../../../src/lib/translator.ts';

// Every key the coupon and pricing endpoints answer with reads as a sentence in every language.
const keys = [
  ...Object.values(pricingMessageKeys),
  ...Object.values(couponMessageKeys).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
];

describe('coupon and pricing messages', () => {
  it.each(locales.flatMap((locale) => keys.map((key) => [locale, key] as const)))('%s: %s', (locale, key) => {
    const text = translateKey(locale, key, { code: 'WELCOME15', sizes: '500, 1000' });
    expect(text).toBeTruthy();
    expect(text).not.toContain('{');
  });
});
