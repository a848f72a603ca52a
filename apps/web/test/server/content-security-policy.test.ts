// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { originOf, pageContentSecurityPolicy } from '../../server/content-security-policy.ts';
import { pageOpenerPolicy } from '../../server/security-headers.ts';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the pages’ Content-Security-Policy', () => {
  it('runs scripts from this origin and with the response’s nonce only, never inline ones without it', () => {
    const policy = directives(pageContentSecurityPolicy({ publicApiBaseUrl: '/api', tags: {} })('bm9uY2Utb2YtdGhpcy1vbmU='));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-bm9uY2Utb2YtdGhpcy1vbmU='"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // Style attributes need it; a style cannot run code.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows the tag manager’s and the session recording’s hosts only when their ids are set', () => {
    const withTags = directives(pageContentSecurityPolicy({ publicApiBaseUrl: '/api', tags: { tagManagerId: 'GTM-ABC', sessionRecordingId: 'rec1' } })('n'));
    expect(withTags.get('script-src')).toEqual(["'self'", "'nonce-n'", 'https://*.googletagmanager.com', 'https://*.clarity.ms']);
    expect(withTags.get('connect-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.clarity.ms']));
    const onlyScripts = directives(
      pageContentSecurityPolicy({ publicApiBaseUrl: '/api', tags: { tagManagerScript: 'https://www.googletagmanager.com/gtm.js' } })('n'),
    );
    expect(onlyScripts.get('script-src')).toEqual(["'self'", "'nonce-n'"]);
    // A script URL of its own (a first-party proxy, a stub): that origin, not the vendor's.
    const proxied = directives(
      pageContentSecurityPolicy({ publicApiBaseUrl: '/api', tags: { tagManagerId: 'GTM-ABC', tagManagerScript: 'https://tags.brokkie.be/gtm.js' } })('n'),
    );
    expect(proxied.get('script-src')).toEqual(["'self'", "'nonce-n'", 'https://tags.brokkie.be']);
  });

  it('lets the browser reach the API and the pet photos where the configuration puts them', () => {
    const policy = directives(
      pageContentSecurityPolicy({ publicApiBaseUrl: 'https://api.brokkie.be/api', mediaBaseUrl: 'https://cdn.example/media', tags: {} })('n'),
    );
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.brokkie.be']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.brokkie.be', 'https://cdn.example']);
  });

  it('reads an origin only from an absolute http(s) URL', () => {
    expect(originOf('/api')).toBeUndefined();
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('https://x.example:8443/a?b')).toBe('https://x.example:8443');
  });
});

describe('the pages’ Cross-Origin-Opener-Policy', () => {
  it('keeps the popups a page opens, and lets only the sign-in page inside the re-authentication popup keep its opener', () => {
    const policy = (path: string) => pageOpenerPolicy(new URL(path, 'http://localhost'));
    expect(policy('/en/dashboard/profile')).toBe('same-origin-allow-popups');
    expect(policy('/en/signin')).toBe('same-origin-allow-popups');
    expect(policy('/en/signin?popup=abc&provider=google')).toBe('unsafe-none');
    expect(policy('/signin?popup_done=abc')).toBe('unsafe-none');
    expect(policy('/en/dashboard?popup=abc')).toBe('same-origin-allow-popups');
  });
});
