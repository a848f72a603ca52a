import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { minouTheCat, payingHousehold, rexTheDog } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Every dashboard page of a real household (Rex and Minou, first box paid), in the default
// language (Belgian Dutch): axe's WCAG 2 A/AA check, no serious or critical violation, on every
// page (`npm test`, desktop width; the phone width of the shell is checked by
// accessibility.spec.ts); and with `npm run screenshots`, at phone and desktop widths, a full-page
// screenshot of each for people to look at (e2e/.output/screenshots, git-ignored). One household
// per walk: building one is the slow part.

const outputDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.output/screenshots');
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ timeout: 240_000 });
test.use({ navigationTimeout: 30_000 });

const pages = (petId: number, deliveryId: number) => [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'subscription-settings', path: '/dashboard/subscription-settings' },
  { name: 'extras', path: '/dashboard/extras' },
  { name: 'mealplan', path: '/dashboard/mealplan' },
  { name: 'pets', path: '/dashboard/pets' },
  { name: 'add-pet', path: '/change-pet-profile' },
  { name: 'edit-pet', path: `/change-pet-profile/${petId}` },
  { name: 'order-history', path: '/dashboard/order-history' },
  { name: 'payment-methods', path: '/dashboard/payment-methods' },
  { name: 'share', path: '/dashboard/share' },
  { name: 'profile', path: '/dashboard/profile' },
  { name: 'thank-you', path: `/dashboard/thank-you?delivery=${deliveryId}` },
];

/** The page as its customer sees it: hydrated, its data loaded, fonts and images settled. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[class*="loadingState"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
}

async function walk(page: Page, baseURL: string, photographAs: string | undefined): Promise<void> {
  const { pets, delivery } = await payingHousehold(page, baseURL, { firstname: 'Sam', pets: [rexTheDog, minouTheCat], language: 'nl-BE' });
  if (photographAs) mkdirSync(outputDirectory, { recursive: true });
  const problems: string[] = [];
  for (const shot of pages(pets[0]!.id, delivery.id)) {
    const response = await page.goto(shot.path);
    expect(response?.status(), shot.path).toBe(200);
    await settle(page);
    // The signed-in customer stays on the page (no redirect to sign-in or elsewhere).
    expect(new URL(page.url()).pathname, shot.path).toBe(shot.path.split('?')[0]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (photographAs) {
      await page.screenshot({ path: path.join(outputDirectory, `${photographAs}-dashboard-${shot.name}.png`), fullPage: true, animations: 'disabled' });
    }
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const violation of results.violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')) {
      problems.push(`${shot.path}: ${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

test('every dashboard page passes axe', async ({ page, baseURL }) => {
  await walk(page, baseURL!, undefined);
});

test('every dashboard page, photographed and checked with axe @responsive @screenshots', async ({ page, baseURL }, testInfo) => {
  await walk(page, baseURL!, testInfo.project.name);
});
