import { expect, test, type Page } from '@playwright/test';
import { localeCookieName, locales, localeTags, localizePath } from '@brokkie/domain/locales';
import { foreignFormats } from '@brokkie/i18n/format-checks';
import { glossaryProblems } from '@brokkie/i18n/glossary';
import { firstBox, minouTheCat, payingHousehold, rexTheDog, signUp } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 16: every page of the funnel and the dashboard, in every locale, shows numbers, weights,
// money, percentages, dates and times in that locale's own format, and the locale's words for the
// things its glossary names (packages/i18n: format-checks.ts, glossary.ts). The catalog test
// checks every text with sample values; this one reads what the pages really show, with a
// household's own numbers, names and dates in them.
//
// The households are made through the API, so they have no preferred language (which would switch
// the interface, §4); the locale cookie a visit leaves is dropped before each page, so that the
// path alone decides the page's locale.

test.describe.configure({ timeout: 300_000 });

const funnelPages = ['/pet-overview', '/suggested-mealplan', '/order-summary', '/cross-sells', '/checkout'];
const dashboardPages = [
  '/dashboard',
  '/dashboard/mealplan',
  '/dashboard/pets',
  '/dashboard/subscription-settings',
  '/dashboard/order-history',
  '/dashboard/extras',
  '/dashboard/payment-methods',
  '/dashboard/profile',
  '/dashboard/share',
  '/e-health',
  '/e-health/pet-care-planner',
];

/** What each page shows in each locale that another locale would write, or the glossary forbids. */
async function problemsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const locale of locales) {
    for (const path of paths) {
      const url = localizePath(path, locale);
      await page.context().clearCookies({ name: localeCookieName });
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html'), url).toHaveAttribute('lang', localeTags[locale]);
      const main = page.locator('main');
      await expect(main, url).toBeVisible();
      // Nothing still loading: the numbers are the page's own.
      await expect(main.locator('[aria-busy="true"]'), url).toHaveCount(0);
      const text = await main.innerText();
      for (const problem of foreignFormats(text, locale)) problems.push(`${url}: ${problem.rule}: "${problem.found}"`);
      for (const problem of glossaryProblems(text, locale)) problems.push(`${url}: "${problem.found}" where ${locale} says "${problem.use}" (${problem.concept})`);
    }
  }
  return problems;
}

test('the funnel after the questionnaire speaks each locale’s formats and words', async ({ page, baseURL }) => {
  const api = await signUp(page, baseURL!, 'Sam');
  await firstBox(api, [rexTheDog, minouTheCat]);
  expect(await problemsOn(page, funnelPages)).toEqual([]);
});

test('the dashboard speaks each locale’s formats and words', async ({ page, baseURL }) => {
  await payingHousehold(page, baseURL!, { firstname: 'Lien', pets: [rexTheDog, minouTheCat] });
  expect(await problemsOn(page, dashboardPages)).toEqual([]);
});
