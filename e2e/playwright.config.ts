import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { decidedConsentState } from './support/consent.ts';
import { testRouteRedirects } from './support/route-rules.ts';
import { closedPort, ports } from './support/servers.ts';

// Browser tests against the production build (the e2e package's `test` script builds it first).
// Debian's Chromium only: Playwright never downloads a browser here.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';

const here = path.dirname(fileURLToPath(import.meta.url));
const repositoryRoot = path.resolve(here, '..');
const onCi = !!process.env.CI;
// `npm run screenshots` photographs the pages for people to look at (e2e/.output/screenshots);
// `npm test` leaves the pictures out and keeps every check.
const screenshots = !!process.env.SCREENSHOTS;
const onlyScreenshots = screenshots ? { grep: /@screenshots/ } : { grepInvert: /@screenshots/ };

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Playwright stops each server with SIGTERM (not SIGKILL) so it can remove its temporary database.
const serverDefaults = {
  cwd: repositoryRoot,
  reuseExistingServer: false,
  // Generous: on a busy machine the first start (migrations, seed, identity keys) takes a while.
  timeout: 240_000,
  stdout: 'ignore',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
} as const;
const quietServer = { LOG_LEVEL: 'warn' };

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: onCi,
  // Two cores: more workers only make each test slower.
  workers: 2,
  retries: onCi ? 1 : 0,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL: `http://localhost:${ports.app}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // A consent choice already made: only tests/consent.spec.ts meets the banner (support/consent.ts).
    storageState: decidedConsentState(),
    screenshot: 'only-on-failure',
    // Recording a trace (a DOM snapshot and screencast of every step) cost a quarter of the suite's
    // time even where it was thrown away: CI's retry of a failed test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      ...onlyScreenshots,
      testIgnore: /billing-clock\//,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      // Only what depends on the width runs twice (accessibility, screenshots).
      name: 'mobile',
      testIgnore: /billing-clock\//,
      grep: screenshots ? /^(?=.*@screenshots)(?=.*@responsive)/ : /@responsive/,
      ...(screenshots ? {} : { grepInvert: /@screenshots/ }),
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      // Moves the shared server's billing clock (development route): every other test's boxes
      // would change under it, so it runs once they have all finished.
      name: 'billing-clock',
      ...onlyScreenshots,
      testMatch: /billing-clock\/.*\.spec\.ts/,
      dependencies: ['desktop', 'mobile'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      ...serverDefaults,
      command: 'node scripts/e2e-server.mjs',
      port: ports.app,
      // API_URL empty: this server runs the API itself, on a fresh temporary PGlite directory.
      // Every browser signs in from 127.0.0.1: the identity service's per-IP rate limits (proven by
      // the API suite) would throttle the parallel specs, so they are off for this server.
      env: {
        ...quietServer,
        PORT: String(ports.app),
        API_URL: '',
        AUTH_RATE_LIMIT: 'off',
        // The mailbox, the billing clock and the outbox pages (the browser and the specs are on loopback).
        DEV_TOOLS: 'on',
        ROUTE_REDIRECTS: JSON.stringify(testRouteRedirects),
        // The tags behind analytics consent (issue 14): consent.spec.ts serves stubs for their scripts.
        GTM_CONTAINER_ID: 'GTM-E2ETEST',
        SESSION_RECORDING_ID: 'e2erecording',
      },
    },
    {
      ...serverDefaults,
      command: 'node scripts/e2e-server.mjs',
      port: ports.apiUnreachable,
      env: { ...quietServer, PORT: String(ports.apiUnreachable), API_URL: `http://127.0.0.1:${closedPort}/api` },
    },
  ],
});
