// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from '../../app/shell/script-priority.server.ts';

/** The document as the transform lets it out, written in the given pieces. */
function through(pieces: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))).pipe(lowPriorityModulePreloads()));
}

const head =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/shell.css"/>' +
  '<link rel="modulepreload" href="/assets/catalog-en.js"/><link rel="preload" href="/font.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><title>Sign in – Brokkie</title></head>';
const body = '<body><p>Gérez vos livraisons</p><link rel="modulepreload" href="/assets/lazy.js"/></body></html>';

describe('the page’s module preloads', () => {
  it('load at low priority; stylesheets, the font and the body are left as they were', async () => {
    const html = await through([head + body]);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/shell.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/catalog-en.js"/><link rel="preload" href="/font.woff2" as="font"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/><title>Sign in – Brokkie</title></head>' +
        body,
    );
  });

  it('whatever the pieces the stream arrives in, even inside a tag or a character', async () => {
    const whole = Buffer.from(head + body);
    const expected = await through([whole]);
    for (const cut of [10, 90, 95, 130, whole.indexOf('</head>') + 3, whole.indexOf('–') + 1]) {
      expect(await through([whole.subarray(0, cut), whole.subarray(cut)])).toBe(expected);
    }
    expect(await through([...whole].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('a document whose head never closed goes out unchanged', async () => {
    expect(await through(['<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/>'])).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/>',
    );
  });
});
