import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInAnonymously } from '../support/identity.ts';
import { waitForHydration } from '../support/navigation.ts';

// Full-page screenshots of the shell for people to look at (e2e/.output/screenshots, git-ignored),
// one per page and width (the mobile and desktop projects). `npm run screenshots` takes them;
// `npm test` does not (what they show is checked by the other specs).

const outputDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.output/screenshots');

const shots = [
  { name: 'home', path: '/' },
  { name: 'home-en', path: '/en' },
  { name: 'design-buttons', path: '/design/buttons' },
  { name: 'not-found', path: '/en/does-not-exist' },
  { name: 'signin', path: '/signin' },
  { name: 'dashboard', path: '/dashboard', needsSignIn: true },
  { name: 'dashboard-pets-en', path: '/en/dashboard/pets', needsSignIn: true },
];

for (const shot of shots) {
  test(`screenshot of ${shot.name} @responsive @screenshots`, async ({ page, baseURL }, testInfo) => {
    if (shot.needsSignIn) {
      const signedIn = await signInAnonymously(page, baseURL!);
      test.skip(!signedIn, `${shot.path} needs a signed-in user and this build has no identity service`);
    }
    await page.goto(shot.path);
    await waitForHydration(page);
    if (shot.needsSignIn) expect(new URL(page.url()).pathname, 'the signed-in user stays on the page').toBe(shot.path);
    // Fonts and images settle before the picture is taken.
    await page.evaluate(() => document.fonts.ready);
    await expect(page.locator('#nuxt')).not.toBeEmpty();
    mkdirSync(outputDirectory, { recursive: true });
    await page.screenshot({ path: path.join(outputDirectory, `${testInfo.project.name}-${shot.name}.png`), fullPage: true, animations: 'disabled' });
  });
}
