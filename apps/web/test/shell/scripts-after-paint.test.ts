// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '../../app/shell/scripts-after-paint.server.ts';

/** The document as the transform lets it out, written in the given pieces. */
function through(pieces: (string | Buffer)[]): Promise<string> {
  return text(Readable.from(pieces.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))).pipe(scriptsAfterFirstPaint()));
}

const head =
  '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/shell.css"/>' +
  '<link rel="modulepreload" href="/assets/catalog-en.js"/><link rel="preload" href="/font.woff2" as="font"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js" nonce="abc"/><title>Sign in – Brokkie</title></head>';
const hydration = '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>';
const body = `<body><p>Gérez vos livraisons</p>${hydration}<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>`;

/** The loader element the transform put in the hydration script's place. */
function loaderOf(html: string): { attributes: string; source: string } {
  const match = /<script( nonce="abc" data-modules="[^"]*")>([\s\S]*?)<\/script><script nonce="abc">window/.exec(html);
  if (!match) throw new Error(`no loader in ${html}`);
  return { attributes: match[1] ?? '', source: match[2] ?? '' };
}

interface FakePage {
  appended: { tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string }[];
  paint(): void;
  hide(): void;
  timers: (() => void)[];
}

/** Runs the loader in a page of its own: what it appends, and when. */
function runLoader(source: string, { visible = true, painted = false, paintTiming = true } = {}): FakePage {
  const appended: FakePage['appended'] = [];
  type PaintList = { getEntriesByName(name: string): unknown[] };
  const observers: ((list: PaintList) => void)[] = [];
  const listeners: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as FakePage['appended'][number];
  const page = {
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      currentScript: { nonce: 'abc' },
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      createElement: element,
      head: { appendChild: (node: FakePage['appended'][number]) => appended.push({ ...node }) },
      body: { appendChild: (node: FakePage['appended'][number]) => appended.push({ ...node }) },
    },
    performance: { getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []) },
    PerformanceObserver: Object.assign(
      function PerformanceObserver(this: { observe(): void; disconnect(): void }, callback: (list: PaintList, observer: unknown) => void) {
        this.observe = () => observers.push((list) => callback(list, this));
        this.disconnect = () => observers.splice(0);
      },
      { supportedEntryTypes: paintTiming ? ['paint', 'navigation'] : ['navigation'] },
    ),
    addEventListener: (type: string, listener: () => void) => type === 'visibilitychange' && listeners.push(listener),
    removeEventListener: () => undefined,
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  vm.runInNewContext(
    source,
    Object.assign(page, {
      get window() {
        return page;
      },
    }),
  );
  return {
    appended,
    timers,
    paint: () => [...observers].forEach((observer) => observer({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) })),
    hide: () => listeners.forEach((listener) => listener()),
  };
}

describe('the page’s scripts after its first paint', () => {
  it('takes the module preloads out of the head and puts a loader in the hydration script’s place', async () => {
    const html = await through([head + body]);
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/shell.css"/><link rel="preload" href="/font.woff2" as="font"/>' +
        '<title>Sign in – Brokkie</title></head>' +
        `<body><p>Gérez vos livraisons</p><script nonce="abc" data-modules="/assets/catalog-en.js /assets/entry.client.js">${loaderOf(html).source}</script>` +
        '<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>',
    );
  });

  it('starts nothing before the first contentful paint; then preloads every module and runs the hydration script with the nonce', async () => {
    const page = runLoader(loaderOf(await through([head + body])).source);
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/catalog-en.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client.js' },
      { tag: 'script', type: 'module', nonce: 'abc', textContent: 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");' },
    ]);
    page.paint();
    page.timers.forEach((timer) => timer());
    expect(page.appended).toHaveLength(3);
  });

  it('starts at once when the page is already painted, hidden, or the browser has no paint timing; a hidden page or three seconds start it too', async () => {
    const { source } = loaderOf(await through([head + body]));
    expect(runLoader(source, { painted: true }).appended).toHaveLength(3);
    expect(runLoader(source, { visible: false }).appended).toHaveLength(3);
    expect(runLoader(source, { paintTiming: false }).appended).toHaveLength(3);
    const hidden = runLoader(source);
    hidden.hide();
    expect(hidden.appended).toHaveLength(3);
    const slow = runLoader(source);
    slow.timers.forEach((timer) => timer());
    expect(slow.appended).toHaveLength(3);
  });

  it('keeps code that would end the element or the string inside the loader', async () => {
    const tricky = '<script nonce="abc" type="module" async="">console.log("<\\/script>", "\u2028");</script>';
    const html = await through([head + body.replace(hydration, tricky)]);
    const page = runLoader(loaderOf(html).source, { painted: true });
    expect(page.appended.at(-1)?.textContent).toBe('console.log("<\\/script>", "\u2028");');
  });

  it('whatever the pieces the stream arrives in, even inside a tag, the script or a character', async () => {
    const whole = Buffer.from(head + body);
    const expected = await through([whole]);
    const cuts = [
      10,
      90,
      130,
      whole.indexOf('</head>') + 3,
      whole.indexOf('–') + 1,
      whole.indexOf('é') + 1,
      whole.indexOf('type="module"') + 4,
      whole.indexOf('</script>') + 2,
    ];
    for (const cut of cuts) expect(await through([whole.subarray(0, cut), whole.subarray(cut)])).toBe(expected);
    expect(await through([...whole].map((byte) => Buffer.from([byte])))).toBe(expected);
  });

  it('leaves a document without a hydration script, or whose head never closed, as it came', async () => {
    const plain = head + '<body><p>Service unavailable</p><script type="module" src="/@vite/client"></script></body></html>';
    expect(await through([plain])).toBe(plain);
    expect(await through(['<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/>'])).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/>',
    );
  });
});
