import { expect, test } from '@playwright/test';
import { rawGet } from '../support/http.ts';
import { appUrl } from '../support/servers.ts';

// What a phone on a slow network depends on (issue 11): the head asks for the stylesheets before
// the scripts' module preloads, answers are compressed, hashed assets are cached for good.

test('the stylesheets come before the module preloads, global styles first', async () => {
  const { body } = await rawGet(appUrl('/en/signin'));
  const head = body.slice(0, body.indexOf('</head>'));
  const stylesheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => ({ href: match[1] ?? '', at: match.index }));
  const firstPreload = head.indexOf('rel="modulepreload"');
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(firstPreload).toBeGreaterThan(0);
  for (const stylesheet of stylesheets) expect(stylesheet.at, stylesheet.href).toBeLessThan(firstPreload);
  expect(stylesheets[0]?.href).toMatch(/\/assets\/global-[\w-]+\.css$/);
});

test('pages and assets are compressed; hashed assets are immutable', async () => {
  const page = await rawGet(appUrl('/en/signin'), { 'accept-encoding': 'br, gzip' });
  expect(page.headers['content-encoding']).toBe('br');

  const plain = await rawGet(appUrl('/en/signin'));
  const script = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(plain.body)?.[1];
  expect(script).toBeDefined();
  const asset = await rawGet(appUrl(script ?? ''), { 'accept-encoding': 'gzip' });
  expect(asset.status).toBe(200);
  expect(asset.headers['content-encoding']).toBe('gzip');
  expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});
