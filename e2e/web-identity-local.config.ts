// TEMPORARY (web-identity engineer): runs a spec against an already running server on 3150.
import { defineConfig } from '@playwright/test';
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
export default defineConfig({
  testDir: './tests',
  outputDir: '/tmp/web-identity-pw-results',
  workers: 2,
  timeout: 20_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3150',
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
  },
  projects: [{ name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
});
