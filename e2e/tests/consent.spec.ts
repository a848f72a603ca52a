import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { consentBannerVersion, consentCookieName, isStrictlyNecessaryCookie } from '@brokkie/domain/consent';
import { noStoredState } from '../support/consent.ts';
import { firstBox, payAtProvider, signUp, type Api } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 14, consent: before a choice nothing that needs consent happens (no cookie beyond the
// strictly necessary ones, no request to another host or to our tracking endpoints, no tag
// script); Reject all keeps it so; Accept all loads the tag manager (a stub here) and the session
// recording; the choice can be changed later from the footer; a new banner version asks again.
// Every other spec starts with a choice made (support/consent.ts); these start empty.

test.use({ storageState: noStoredState, locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 60_000 });

const tagManagerHost = 'www.googletagmanager.com';
const sessionRecordingHost = 'www.clarity.ms';

/** Stubs for the tag manager and the session recording (the e2e server has ids for both). */
async function stubTags(context: BrowserContext): Promise<{ tagManager: number; sessionRecording: number }> {
  const loads = { tagManager: 0, sessionRecording: 0 };
  await context.route(`https://${tagManagerHost}/**`, async (route) => {
    loads.tagManager += 1;
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__tagManagerStub = (window.__tagManagerStub || 0) + 1;' });
  });
  await context.route(`https://${sessionRecordingHost}/**`, async (route) => {
    loads.sessionRecording += 1;
    await route.fulfill({ contentType: 'application/javascript', body: 'window.__sessionRecordingStub = true;' });
  });
  return loads;
}

/** Every request the page makes to another host, or to our own tracking endpoints. */
function watchTracking(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const own = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
    if (!own || /^\/api\/(fb-conversions|tiktok-events|awin-conversions)\//.test(url.pathname)) seen.push(request.url());
  });
  return seen;
}

async function nonNecessaryCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => !isStrictlyNecessaryCookie(name));
}

async function tagScripts(page: Page): Promise<number> {
  return page.locator(`script[data-brokkie-tag], script[src*="${tagManagerHost}"], script[src*="${sessionRecordingHost}"]`).count();
}

/** The e-commerce events in the page's data layer: [event, transaction id]. */
function ecommerceEvents(page: Page): Promise<[string, string | null][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer ?? [])
      .filter((entry) => entry && typeof entry === 'object' && 'ecommerce' in entry && entry.event)
      .map((entry) => [entry.event!, entry.ecommerce?.transaction_id ?? null] as [string, string | null]),
  );
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies at Brokkie' });

async function expectNothingBeforeConsent(page: Page, outside: string[], where: string): Promise<void> {
  await expect(banner(page), where).toBeVisible();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await nonNecessaryCookies(page.context()), `${where}: cookies`).toEqual([]);
  expect(outside, `${where}: requests`).toEqual([]);
  expect(await tagScripts(page), `${where}: tag scripts`).toBe(0);
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === consentCookieName)?.value;
}

test('before a choice: no cookie, request or tag beyond the necessary on the home page, the questionnaire, the checkout and the thank-you page', async ({
  page,
  context,
  baseURL,
}) => {
  await stubTags(context);
  const outside = watchTracking(page);

  await page.goto('/en');
  await expectNothingBeforeConsent(page, outside, 'home');
  await page.goto('/en/question');
  await expectNothingBeforeConsent(page, outside, 'questionnaire');

  const api: Api = await signUp(page, baseURL!, 'Sam');
  const { delivery } = await firstBox(api, [
    { name: 'Rex', type: 'dog', sex: 'male', dateOfBirth: '2021-04-12', weight: 24.5, size: 'medium', sterilised: true, activity: 'active' },
  ]);
  await page.goto('/en/checkout');
  await expectNothingBeforeConsent(page, outside, 'checkout');
  // The data layer (read only by a tag manager loaded after consent) has the checkout's e-commerce event.
  await expect.poll(() => ecommerceEvents(page)).toEqual([['begin_checkout', null]]);

  const { checkout_url } = await api<{ checkout_url: string }>('POST', `${delivery.url}handle_open_payment/`, {});
  await page.goto(checkout_url);
  await payAtProvider(page, 'paid', 'creditcard');
  await page.waitForURL(/\/en\/thank-you/);
  await expectNothingBeforeConsent(page, outside, 'thank-you');
  await expect.poll(() => ecommerceEvents(page)).toEqual([['purchase', String(delivery.id)]]);
  expect(await consentCookie(context)).toBeUndefined();
});

test('Reject all keeps it so, across pages', async ({ page, context }) => {
  const loads = await stubTags(context);
  const outside = watchTracking(page);
  await page.goto('/en');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(context)).toMatch(new RegExp(`^v${consentBannerVersion}\\.a0\\.m0\\.\\d+$`));

  await page.goto('/en/question');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  expect(await nonNecessaryCookies(context)).toEqual([]);
  expect(outside).toEqual([]);
  expect(await tagScripts(page)).toBe(0);
  expect(loads).toEqual({ tagManager: 0, sessionRecording: 0 });
});

test('Accept all loads the tag manager and the session recording at once, and once per page after a reload', async ({ page, context }) => {
  const loads = await stubTags(context);
  await page.goto('/en');
  await waitForHydration(page);
  expect(await tagScripts(page)).toBe(0);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerStub?: number }).__tagManagerStub)).toBe(1);
  expect(loads).toEqual({ tagManager: 1, sessionRecording: 1 });
  const tagManagerSrc = await page.locator('script[data-brokkie-tag="tag-manager"]').getAttribute('src');
  expect(tagManagerSrc).toBe(`https://${tagManagerHost}/gtm.js?id=GTM-E2ETEST`);
  // Consent Mode: denied by default in the head, then granted by the choice.
  const consentCalls = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((entry) => entry && typeof entry === 'object' && !Array.isArray(entry) && (entry as Record<string, unknown>)[0] === 'consent')
      .map((entry) => [(entry as Record<string, unknown>)[1], (entry as Record<string, Record<string, string>>)[2]!.analytics_storage]),
  );
  expect(consentCalls).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ]);

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerStub?: number }).__tagManagerStub)).toBe(1);
  await expect(banner(page)).toHaveCount(0);
  expect(await page.locator('script[data-brokkie-tag="tag-manager"]').count()).toBe(1);
  expect(loads).toEqual({ tagManager: 2, sessionRecording: 2 });
  // Granted from the cookie in the head, before any tag.
  const fromCookie = await page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).findIndex(
      (entry) => entry && typeof entry === 'object' && (entry as Record<string, unknown>)[1] === 'update',
    ),
  );
  expect(fromCookie).toBe(1);
});

test('a signed-in customer changes the choice later from the footer: it takes effect and each choice is recorded', async ({ page, context, baseURL }) => {
  const loads = await stubTags(context);
  const api = await signUp(page, baseURL!, 'Noor');
  await page.goto('/en');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(() => loads.tagManager).toBe(1);
  // The customer is identified to the tags once they have loaded (§7).
  await expect
    .poll(() =>
      page.evaluate(() => ((window as unknown as { dataLayer: { event?: string }[] }).dataLayer ?? []).some((entry) => entry?.event === 'customer_loaded')),
    )
    .toBe(true);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await dialog.getByText('Analytics', { exact: true }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await consentCookie(context)).toMatch(new RegExp(`^v${consentBannerVersion}\\.a0\\.m1\\.`));

  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await tagScripts(page)).toBe(0);
  expect(loads.tagManager).toBe(1);

  await expect
    .poll(async () => (await api<{ history: { source: string; analytics: boolean }[] }>('GET', '/customer/consent/')).history)
    .toEqual([expect.objectContaining({ source: 'settings', analytics: false }), expect.objectContaining({ source: 'banner', analytics: true })]);
});

test('the profile shows the choice and changes it', async ({ page, baseURL }) => {
  const api = await signUp(page, baseURL!, 'Lore');
  await page.goto('/en/dashboard/profile');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  const section = page.getByRole('region', { name: 'Cookies', exact: true });
  await expect(section.getByText('Not allowed')).toHaveCount(2);
  await section.getByRole('button', { name: 'Change cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('button', { name: 'Accept all' }).click();
  await expect(section.getByText('Allowed', { exact: true })).toHaveCount(2);
  await expect.poll(async () => (await api<{ current: { source: string } | null }>('GET', '/customer/consent/')).current?.source).toBe('profile');
});

test('a choice made for an older banner version asks again', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: consentCookieName, value: `v${consentBannerVersion - 1}.a1.m1.1764190800`, url: baseURL! }]);
  await page.goto('/en');
  await expect(banner(page)).toBeVisible();
  await waitForHydration(page);
  expect(await tagScripts(page)).toBe(0);
});

test('the banner and the settings work with the keyboard', async ({ page }) => {
  await page.goto('/en');
  await waitForHydration(page);
  const settings = banner(page).getByRole('button', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings).toBeFocused();
  await banner(page).getByRole('button', { name: 'Reject all' }).press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
});

test('the banner and the settings have no serious or critical accessibility violation @responsive', async ({ page }) => {
  const check = async (include: string) => {
    const results = await new AxeBuilder({ page }).include(include).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking, blocking.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')).toEqual([]);
  };
  await page.goto('/nl-be');
  await waitForHydration(page);
  await check('[data-testid="consent-banner"]');
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Instellingen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('[role="dialog"]');
});
