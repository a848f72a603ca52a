import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** Debian's Chromium: the benchmark never downloads a browser. */
export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageScore {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** Where the page ended up (a signed-in page that redirects to the sign-in page shows here). */
  finalUrl: string;
}

export interface ScoreOptions {
  /**
   * A `Cookie` header's value: set in the browser's cookie jar for the page's origin before the
   * run (and cleared after it), so the page's own scripts see a signed-in visitor too. Sent as a
   * header instead, it would reach the server, but the web client would find no session and go
   * to the sign-in page.
   */
  cookie?: string;
  /** Lets a 404 page be scored (Lighthouse refuses an error status otherwise). */
  ignoreStatusCode?: boolean;
}

export interface LighthouseSession {
  /** Lighthouse's default (mobile) preset on `url`. */
  score(url: string, options?: ScoreOptions): Promise<PageScore>;
  close(): Promise<void>;
}

export function chromiumAvailable(): boolean {
  return existsSync(chromePath);
}

/** Sets (or, with no cookie, clears) the browser's cookies through the DevTools protocol. */
async function setCookies(port: number, url: string, cookie: string | undefined): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCookies');
    for (const pair of cookie?.split(';') ?? []) {
      const separator = pair.indexOf('=');
      if (separator > 0) await session.send('Network.setCookie', { url, name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim() });
    }
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * One Chromium for the whole run. Lighthouse resets the origin's storage before each page, except
 * for a signed-in page: its cookies are set just before and cleared just after.
 */
export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  return {
    async score(url, { cookie, ignoreStatusCode = false } = {}) {
      const run = async () => {
        if (cookie) await setCookies(chrome.port, url, cookie);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
          ...(cookie ? { disableStorageReset: true } : {}),
          ...(ignoreStatusCode ? { ignoreStatusCode: true } : {}),
        }).finally(() => (cookie ? setCookies(chrome.port, url, undefined) : undefined));
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        return result.lhr;
      };
      let lhr = await run();
      // A trace Lighthouse could not read (NO_NAVSTART: "please run Lighthouse again") is its own
      // hiccup, seen once in a dozen runs of a page that scored 1.00 before and after: asked once more.
      if (lhr.runtimeError?.code === 'NO_NAVSTART') lhr = await run();
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const category = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
      return {
        performance: category('performance'),
        accessibility: category('accessibility'),
        seo: category('seo'),
        bestPractices: category('best-practices'),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        finalUrl: lhr.finalDisplayedUrl,
      };
    },
    async close() {
      chrome.kill();
    },
  };
}

/** Each figure's median over the runs. */
export function medianScore(scores: PageScore[]): PageScore {
  const mid = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;
  return {
    performance: mid(scores.map((s) => s.performance)),
    accessibility: mid(scores.map((s) => s.accessibility)),
    seo: mid(scores.map((s) => s.seo)),
    bestPractices: mid(scores.map((s) => s.bestPractices)),
    lcpMs: mid(scores.map((s) => s.lcpMs)),
    cls: mid(scores.map((s) => s.cls)),
    finalUrl: scores[0]?.finalUrl ?? '',
  };
}
