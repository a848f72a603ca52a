import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/navigation.ts';

// Full-page screenshots of the shell for people to look at (e2e/.output/screenshots, git-ignored),
// one per page and width (the mobile and desktop projects).

const outputDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.output/screenshots');

const shots = [
  { name: 'home', path: '/' },
  { name: 'home-en', path: '/en' },
  { name: 'design-buttons', path: '/design/buttons' },
  { name: 'not-found', path: '/en/does-not-exist' },
  { name: 'signin', path: '/signin' },
  { name: 'dashboard', path: '/dashboard', needsSignIn: true },
];

for (const shot of shots) {
  test(`screenshot of ${shot.name} @responsive`, async ({ page }, testInfo) => {
    await page.goto(shot.path);
    await waitForHydration(page);
    if (shot.needsSignIn && new URL(page.url()).pathname.endsWith('/signin')) {
      testInfo.annotations.push({ type: 'not reachable', description: `${shot.path} needs a signed-in user (sign-in arrives with issue 3)` });
      test.skip(true, `${shot.path} redirects a signed-out visitor to sign-in`);
    }
    // Fonts and images settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('#nuxt')).not.toBeEmpty();
    mkdirSync(outputDirectory, { recursive: true });
    await page.screenshot({ path: path.join(outputDirectory, `${testInfo.project.name}-${shot.name}.png`), fullPage: true, animations: 'disabled' });
  });
}
