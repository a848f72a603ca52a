// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPageCache, pageBody, pageCacheKey, sharedLifetimeSeconds } from '../../server/page-cache.ts';

const shareable = { 'Cache-Control': 'public, max-age=0, s-maxage=30', Vary: 'Cookie, Accept-Language' };

function renderer(headers: Record<string, string> = shareable, status = 200) {
  let calls = 0;
  return {
    render: async () => {
      calls += 1;
      const response = new Response(`<html>render ${calls}</html>`, { status, headers });
      response.headers.append('Set-Cookie', 'i18n_redirected=en; Path=/');
      return response;
    },
    get calls() {
      return calls;
    },
  };
}

async function bodyOf(outcome: Awaited<ReturnType<ReturnType<typeof createPageCache>['get']>>) {
  return 'page' in outcome ? outcome.page.body.toString() : outcome.response.text();
}

const signin = pageCacheKey('http://localhost', '/en/signin', undefined, 'en');

describe('the page cache', () => {
  it('renders a shareable page once and serves the same answer, headers and cookies included, until s-maxage ends', async () => {
    let clock = 1_000_000;
    const cache = createPageCache({ now: () => clock });
    const page = renderer();

    const first = await cache.get(signin, page.render);
    const second = await cache.get(signin, page.render);
    expect(first.hit).toBe(false);
    expect(second.hit).toBe(true);
    expect(await bodyOf(second)).toBe('<html>render 1</html>');
    expect('page' in second && second.page.headers).toContainEqual(['set-cookie', 'i18n_redirected=en; Path=/']);
    expect(page.calls).toBe(1);

    clock += 29_999;
    expect((await cache.get(signin, page.render)).hit).toBe(true);
    clock += 1;
    const expired = await cache.get(signin, page.render);
    expect(expired.hit).toBe(false);
    expect(await bodyOf(expired)).toBe('<html>render 2</html>');
  });

  it('renders once for concurrent requests of one page', async () => {
    const cache = createPageCache();
    const page = renderer();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => cache.get(signin, page.render)));
    expect(page.calls).toBe(1);
    expect(await Promise.all(outcomes.map(bodyOf))).toEqual(Array(5).fill('<html>render 1</html>'));
  });

  it('keeps visitors apart: another cookie or browser language is another page', async () => {
    const cache = createPageCache();
    const page = renderer();
    await cache.get(signin, page.render);
    const withCookie = await cache.get(pageCacheKey('http://localhost', '/en/signin', 'auth=token', 'en'), page.render);
    const otherLanguage = await cache.get(pageCacheKey('http://localhost', '/en/signin', undefined, 'de'), page.render);
    const otherQuery = await cache.get(pageCacheKey('http://localhost', '/en/signin?redirect=%2Fen%2Fdashboard', undefined, 'en'), page.render);
    const otherHost = await cache.get(pageCacheKey('http://be.localhost', '/en/signin', undefined, 'en'), page.render);
    expect([withCookie.hit, otherLanguage.hit, otherQuery.hit, otherHost.hit]).toEqual([false, false, false, false]);
    expect(page.calls).toBe(5);
  });

  it.each([
    ['no Cache-Control', { Vary: 'Cookie' }, 200],
    ['private', { 'Cache-Control': 'private, s-maxage=30' }, 200],
    ['no-store', { 'Cache-Control': 'public, no-store, s-maxage=30' }, 200],
    ['no shared lifetime', { 'Cache-Control': 'public, max-age=60' }, 200],
    ['a Vary the key does not cover', { 'Cache-Control': 'public, s-maxage=30', Vary: 'Cookie, User-Agent' }, 200],
    ['an error status', shareable, 503],
  ])('never keeps an answer with %s', async (_case, headers, status) => {
    const cache = createPageCache();
    const page = renderer(headers, status);
    const first = await cache.get(signin, page.render);
    const second = await cache.get(signin, page.render);
    expect('response' in first && first.response.status).toBe(status);
    expect(second.hit).toBe(false);
    expect(await bodyOf(second)).toBe('<html>render 2</html>');
    expect(cache.size).toBe(0);
  });

  it('forgets the least recently used page beyond its bounds', async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const page = renderer();
    const key = (path: string) => pageCacheKey('http://localhost', path, undefined, 'en');
    await cache.get(key('/a'), page.render);
    await cache.get(key('/b'), page.render);
    await cache.get(key('/a'), page.render);
    await cache.get(key('/c'), page.render);
    expect((await cache.get(key('/a'), page.render)).hit).toBe(true);
    expect((await cache.get(key('/b'), page.render)).hit).toBe(false);
    expect(cache.size).toBe(2);
  });
});

describe('sharedLifetimeSeconds', () => {
  it('reads s-maxage of a public 200', () => {
    expect(sharedLifetimeSeconds(new Response('', { headers: shareable }))).toBe(30);
  });
});

describe('the script nonce of a kept page (issue 17, defect 4)', () => {
  // Every response names a fresh nonce in its Content-Security-Policy; a kept page must carry the
  // nonce of the request it answers, or the browser would run none of its inline scripts.
  const first = 'Zmlyc3Qtbm9uY2UtMTIzNA==';
  const page = (nonce: string) =>
    new Response(`<html><script nonce="${nonce}">boot()</script><p>${nonce.length}</p><script nonce="${nonce}">go()</script></html>`, {
      headers: shareable,
    });

  it('sends a copy with the nonce of the request it answers, never the one it was rendered with', async () => {
    const cache = createPageCache();
    const rendered = await cache.get(signin, async () => page(first), first);
    expect('page' in rendered && pageBody(rendered.page, first).toString()).toBe(
      `<html><script nonce="${first}">boot()</script><p>24</p><script nonce="${first}">go()</script></html>`,
    );
    const later = 'bGF0ZXItbm9uY2UtNTY3OA==';
    const hit = await cache.get(signin, async () => page('unused'), later);
    expect(hit.hit).toBe(true);
    const body = 'page' in hit ? pageBody(hit.page, later).toString() : '';
    expect(body).toBe(`<html><script nonce="${later}">boot()</script><p>24</p><script nonce="${later}">go()</script></html>`);
    expect(body).not.toContain(first);
  });

  it('gives each request that waited for one render its own nonce', async () => {
    const cache = createPageCache();
    const nonces = ['YWFhYWFhYWFhYWFhYWFhYQ==', 'YmJiYmJiYmJiYmJiYmJiYg==', 'Y2NjY2NjY2NjY2NjY2NjYw=='];
    const outcomes = await Promise.all(nonces.map((nonce) => cache.get(signin, async () => page(nonce), nonce)));
    const bodies = outcomes.map((outcome, index) => ('page' in outcome ? pageBody(outcome.page, nonces[index]).toString() : ''));
    nonces.forEach((nonce, index) => {
      expect(bodies[index]).toContain(`<script nonce="${nonce}">boot()`);
      expect(bodies[index]!.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    });
  });
});
