import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { consentBannerVersion, consentCookieName, serializeConsent } from '@brokkie/domain/consent';
import { rexTheDog, signUp, speakAsNewClient, uniqueEmail, type Pet } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 14, the conversions of §7 in the browser: each fired at its moment, once, and only with
// marketing consent; the attribution cookies and the lead source wait for it too. The purchase and
// the Awin sale of the first box: funnel-checkout.spec.ts (every spec starts with marketing consent).

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

async function decide(context: BrowserContext, baseURL: string, marketing: boolean): Promise<void> {
  const value = serializeConsent({ analytics: false, marketing, version: consentBannerVersion, decidedAt: new Date().toISOString() });
  await context.addCookies([{ name: consentCookieName, value, url: baseURL }]);
}

/** The conversion calls the page sends to our API, by path (`fb-conversions/lead`). */
function conversionsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/((?:fb-conversions|tiktok-events|awin-conversions)\/[a-z_]+)\/$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') sent.push(match[1]!);
  });
  return sent;
}

async function signUpInBrowser(page: Page): Promise<void> {
  await speakAsNewClient(page);
  await page.goto('/en/signup?utm_source=newsletter&utm_medium=email&utm_campaign=november');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Ann');
  await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(uniqueEmail('conversion'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('walkies-2026');
  await page.getByText('I agree to the general conditions').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/question\/?(\?.*)?$/, { timeout: 20_000 });
}

test('with marketing consent a sign-up is a lead once, with the campaign as lead source and jr_signed-up', async ({ page, context, baseURL }) => {
  await decide(context, baseURL!, true);
  const sent = conversionsOf(page);
  await signUpInBrowser(page);
  await expect.poll(() => [...sent].sort()).toEqual(['fb-conversions/lead', 'tiktok-events/lead']);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'jr_signed-up')?.value).toBe('1');
  expect(await page.evaluate(() => sessionStorage.getItem('leadsource'))).toBe('newsletter,email,november,,');

  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(2);
});

test('without marketing consent a sign-up sends nothing and sets no attribution cookie', async ({ page, context, baseURL }) => {
  await decide(context, baseURL!, false);
  const sent = conversionsOf(page);
  await signUpInBrowser(page);
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('jr_signed-up');
  expect(await page.evaluate(() => sessionStorage.getItem('leadsource'))).toBeNull();
});

test('the meal plan shown is a view of the product, and its Continue an add to cart, each once', async ({ page, context, baseURL }) => {
  await decide(context, baseURL!, true);
  const api = await signUp(page, baseURL!, 'Sam');
  await api<Pet>('POST', '/animal/', rexTheDog);
  const sent = conversionsOf(page);
  await page.goto('/en/suggested-mealplan');
  await waitForHydration(page);
  await expect.poll(() => sent).toEqual(['tiktok-events/view_content']);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/order-summary$/);
  await expect.poll(() => [...sent].sort()).toEqual(['fb-conversions/add_to_cart', 'tiktok-events/add_to_cart', 'tiktok-events/view_content']);
  await page.goto('/en/suggested-mealplan');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/order-summary$/);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(3);
});
