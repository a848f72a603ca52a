import { describe, expect, it } from 'vitest';
import { isExternalLocation, parseRouteRedirects, routeRedirectFor } from '../../app/shell/route-rules.ts';

describe('route rules of the build manifest', () => {
  const rules = parseRouteRedirects(
    JSON.stringify({ '/promo': '/signup', '/blog/**': { to: 'https://www.brokkie.be/blog/**', statusCode: 302 }, '/blog/special': '/e-health' }),
  );

  it('parses configuration', () => {
    expect(rules['/promo']).toEqual({ redirect: { to: '/signup', statusCode: 301 } });
    expect(parseRouteRedirects(undefined)).toEqual({});
    expect(() => parseRouteRedirects('{"nope": "/x"}')).toThrow(/invalid rule/);
    expect(() => parseRouteRedirects('{"/a": {"to": "/b", "statusCode": 200}}')).toThrow(/invalid status/);
  });

  it('matches exact paths (trailing slash or not) before wildcards, keeping the query', () => {
    expect(routeRedirectFor(rules, '/promo/', '?utm_source=x')).toMatchObject({ location: '/signup?utm_source=x', statusCode: 301 });
    expect(routeRedirectFor(rules, '/blog/special')?.location).toBe('/e-health');
    expect(routeRedirectFor(rules, '/blog/a/b')).toMatchObject({ location: 'https://www.brokkie.be/blog/a/b', statusCode: 302 });
    expect(routeRedirectFor(rules, '/blog')?.location).toBe('https://www.brokkie.be/blog');
    expect(routeRedirectFor(rules, '/blogs')).toBeUndefined();
  });

  it('tells external locations', () => {
    expect(isExternalLocation('https://shop.brokkie.be/x', 'http://localhost:3000')).toBe(true);
    expect(isExternalLocation('http://localhost:3000/x', 'http://localhost:3000')).toBe(false);
    expect(isExternalLocation('/x', 'http://localhost:3000')).toBe(false);
  });
});
