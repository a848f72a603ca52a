import { describe, expect, it } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { isPlausibleResetCode, isPositiveIntegerId } from '../../app/shell/route-validity.ts';
import { describeRouteError, throwPageNotFound } from '../../app/shell/route-errors.ts';
import { i18nFor } from '../../app/shell/i18n-provider.tsx';

describe('route validity checks (§2)', () => {
  it('accepts positive integer ids only', () => {
    for (const ok of ['1', '42', '1000000']) expect(isPositiveIntegerId(ok)).toBe(true);
    for (const bad of [undefined, '', '0', '-1', '01', '1.5', 'abc', '12a', '99999999999999999999']) expect(isPositiveIntegerId(bad)).toBe(false);
  });
  it('accepts plausible reset codes only', () => {
    expect(isPlausibleResetCode('Zx8_kq-3Lm9PqR2s')).toBe(true);
    for (const bad of [undefined, '', 'short', 'has space here', 'a/b/c/d/e/f', 'x'.repeat(513)]) expect(isPlausibleResetCode(bad)).toBe(false);
  });
});

describe('route errors', () => {
  it('a failed check throws 404 with the path, shown as "Page Not Found: {path}"', () => {
    let thrown: unknown;
    try {
      throwPageNotFound(new Request('http://localhost/fr/change-pet-profile/abc?x=1'));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { messageKey: 'pageNotFound', values: { path: '/fr/change-pet-profile/abc' } } });
  });

  it('describes route errors in the visitor’s language', () => {
    const en = i18nFor('en').t;
    const nl = i18nFor('nl').t;
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: { messageKey: 'pageNotFound', values: { path: '/x' } } };
    expect(isRouteErrorResponse(notFound)).toBe(true);
    expect(describeRouteError(notFound, en)).toEqual({ status: 404, message: 'Page Not Found: /x' });
    expect(describeRouteError(notFound, nl)).toEqual({ status: 404, message: 'Pagina niet gevonden: /x' });
    expect(describeRouteError({ ...notFound, status: 503, data: { messageKey: 'apiUnavailable' } }, en).status).toBe(503);
    expect(describeRouteError({ ...notFound, status: 418, statusText: 'Teapot', data: null }, en)).toEqual({ status: 418, message: 'Teapot' });
    expect(describeRouteError(new Error('boom'), en)).toEqual({ status: 500, message: 'boom' });
    expect(describeRouteError('?', en)).toEqual({ status: 500, message: 'Unknown error' });
  });
});
