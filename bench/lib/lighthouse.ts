import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

export interface LighthouseSession {
  /**
   * Lighthouse's default (mobile) preset on `url`; `headers` go with every request of the page.
   * `ignoreStatusCode` lets a 404 page be scored (Lighthouse refuses an error status otherwise).
   */
  score(url: string, headers?: Record<string, string>, ignoreStatusCode?: boolean): Promise<PageScore>;
  close(): Promise<void>;
}

export function chromiumAvailable(): boolean {
  return existsSync(chromePath);
}

/** One Chromium for the whole run; Lighthouse resets its storage before each page. */
export async function openLighthouse(): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  return {
    async score(url, headers, ignoreStatusCode = false) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        ...(headers ? { extraHeaders: headers } : {}),
        ...(ignoreStatusCode ? { ignoreStatusCode: true } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
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
