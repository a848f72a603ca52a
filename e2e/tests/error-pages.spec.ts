import { expect, test, type Page } from '@playwright/test';
import { signInAnonymously } from '../support/identity.ts';
import { waitForHydration } from '../support/navigation.ts';
import { appUrl, ports } from '../support/servers.ts';

// §2 "Error page" and §9 support notice, with the spec's English texts verbatim.

const supportNoticeBelgium =
  'If you have an urgent question, be sure to contact our customer service team. You can call us any weekday between 08:00 and 18:00.';
const genericErrorText =
  'An error has occurred! We are working on our website every day and we are trying to solve this problem as soon as possible.';

/** The app's visible content: <div id="nuxt"> holds the React root; scripts live outside it. */
const content = (page: Page) => page.locator('#nuxt');

/** The visible text is 'Get in touch'; the accessible name may add that it opens a new tab. */
const getInTouchName = /^Get in touch\b/;

/** "Buttons" that navigate are links; accept either role. */
const action = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).or(page.getByRole('button', { name, exact: true }));

test.describe('the 404 page', () => {
  test('has the exact English texts, hints and helpful links', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/i);
    await expect(page).toHaveTitle(/^.+ - Brokkie App$/);

    const main = content(page);
    await expect(main).toContainText('Oops, something went wrong!');
    await expect(main).toContainText('Error code: 404');
    await expect(main).toContainText(/Error message: \S/);
    // Code and message wait behind a closed "Technical details" disclosure; opening it shows them.
    const technical = main.locator('details').filter({ hasText: 'Technical details' });
    await expect(technical.getByText('Error code: 404')).toBeHidden();
    await technical.getByText('Technical details').click();
    await expect(technical.getByText('Error code: 404')).toBeVisible();
    await expect(technical.getByText(/^Error message: \S/)).toBeVisible();
    await expect(main).toContainText('We cannot find the page you are looking for, sorry! Could it be that you:');
    await expect(main).toContainText('Instead, here are some helpful links:');
    await expect(main).not.toContainText('Maintenance mode');
    await expect(main).not.toContainText('An error has occurred!');

    // Two hints: a typo in the address, an expired link.
    const hints = main.getByRole('list').filter({ hasText: /typo/i });
    await expect(hints.getByRole('listitem')).toHaveCount(2);
    await expect(hints.getByRole('listitem').filter({ hasText: /expired/i })).toHaveCount(1);

    // Five helpful links: homepage, tailor-made dog food, tailor-made cat food, My account, Help.
    const helpful = main.getByRole('list').filter({ has: page.getByRole('link', { name: 'My account' }) });
    const links = helpful.getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links.nth(0)).toHaveAccessibleName(/homepage/i);
    await expect(links.nth(1)).toHaveAccessibleName(/tailor-made dog food/i);
    await expect(links.nth(2)).toHaveAccessibleName(/tailor-made cat food/i);
    await expect(links.nth(3)).toHaveAccessibleName('My account');
    await expect(links.nth(3)).toHaveAttribute('href', /^(http:\/\/localhost:\d+)?\/en\/signin\/?$/);
    await expect(links.nth(4)).toHaveAccessibleName(/help/i);
  });

  test('shows the Belgian support notice with Get in touch, Homepage and Sign in', async ({ page }) => {
    await page.goto('/en/does-not-exist');
    const main = content(page);
    await expect(main).toContainText(supportNoticeBelgium);

    const getInTouch = page.getByRole('link', { name: getInTouchName });
    await expect(getInTouch).toBeVisible();
    await expect(getInTouch).toContainText('Get in touch');
    await expect(getInTouch).toHaveAttribute('target', '_blank');
    await expect(getInTouch).toHaveAttribute('href', /^https:\/\//);
    await expect(getInTouch).toHaveAttribute('rel', /noopener/);

    const homepage = action(page, 'Homepage').last();
    await expect(homepage).toBeVisible();
    await expect(homepage).toHaveAttribute('href', /^https:\/\//);

    await expect(action(page, 'Sign in').first()).toBeVisible();
    await expect(action(page, 'Log out')).toHaveCount(0);
  });

  test('a signed-in visitor gets Log out instead of Sign in', async ({ page, baseURL }) => {
    test.skip(!(await signInAnonymously(page, baseURL!)), 'this build has no identity service to sign in with');
    const response = await page.goto('/en/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(action(page, 'Log out').first()).toBeVisible();
    await expect(action(page, 'Sign in')).toHaveCount(0);
  });

  test('Get in touch opens the help centre in a new tab', async ({ page, context }) => {
    await context.route(
      (url) => !url.hostname.endsWith('localhost'),
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Help centre</title>' }),
    );
    await page.goto('/en/does-not-exist');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: getInTouchName }).click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).protocol).toBe('https:');
    expect(page.url()).toBe(appUrl('/en/does-not-exist'));
  });

  test('the support notice uses the country hours (France: 09:00–17:00)', async ({ page }) => {
    const response = await page.goto(appUrl('/en/does-not-exist', 'fr.localhost'));
    expect(response?.status()).toBe(404);
    await expect(content(page)).toContainText('You can call us any weekday between 09:00 and 17:00.');
  });

  test('My account leads to the localized sign-in page', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht');
    const helpful = content(page).getByRole('list').filter({ has: page.locator('a[href$="/de/signin"], a[href$="/de/signin/"]') });
    await expect(helpful.getByRole('link')).toHaveCount(5);
    await helpful.locator('a[href$="/de/signin"], a[href$="/de/signin/"]').click();
    await expect(page).toHaveURL(/\/de\/signin\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/i);
  });

  test('is translated: the Dutch 404 page does not speak English', async ({ page }) => {
    const response = await page.goto('/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', /^nl-BE$/i);
    await expect(content(page)).toContainText('404');
    await expect(content(page)).not.toContainText('Oops, something went wrong!');
    await expect(content(page)).not.toContainText('Instead, here are some helpful links:');
  });
});

test.describe('the 503 maintenance screen (API unreachable)', () => {
  const url = appUrl('/en', 'localhost', ports.apiUnreachable);

  test('has the exact English texts and no support notice', async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle(/^.+ - Brokkie App$/);
    await expect(page.getByRole('heading', { name: 'Maintenance mode' })).toBeVisible();
    const main = content(page);
    await expect(main).toContainText('The system is under maintenance, most likely because we are upgrading it.');
    await expect(main).toContainText('In general, this is a matter of minutes. Please give us some time and then try reloading the page again.');
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(main).not.toContainText('If you have an urgent question');
    await expect(page.getByRole('link', { name: getInTouchName })).toHaveCount(0);
    await expect(main).not.toContainText('Oops, something went wrong!');
  });

  test('Reload page reloads the page', async ({ page }) => {
    const documents: number[] = [];
    page.on('response', (response) => {
      if (response.url() === url && response.request().resourceType() === 'document') documents.push(response.status());
    });
    await page.goto(url);
    await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
    // Pressed as soon as the page has loaded, before it has hydrated (decision 0020): kept, then played.
    await page.getByRole('button', { name: 'Reload page' }).click();
    // A new document, once: the old one's mark is gone and the new one hydrates without reloading again.
    await page.waitForFunction(() => (window as unknown as { beforeReload?: boolean }).beforeReload === undefined);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Maintenance mode' })).toBeVisible();
    expect(documents).toEqual([503, 503]);
  });

  test('every page, in every language, is the maintenance screen', async ({ page }) => {
    const response = await page.goto(appUrl('/fr/signin', 'localhost', ports.apiUnreachable));
    expect(response?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr(-FR)?$/i);
    await expect(content(page)).not.toContainText('Maintenance mode');
    await expect(content(page)).not.toBeEmpty();
  });
});

test.describe('the generic error screen (any other status)', () => {
  /**
   * A real way to reach it with the full shell (country, marketing links): a form POST to a page
   * that has no form action, which the router answers with 405 Method Not Allowed. The browser
   * submits a plain HTML form, so the document itself is the POST response.
   */
  async function postFormTo(page: Page, path: string) {
    await page.goto('/en/signin');
    const navigation = page.waitForResponse((response) => response.request().method() === 'POST' && response.request().resourceType() === 'document');
    await page.evaluate((action) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      document.body.append(form);
      form.submit();
    }, path);
    const response = await navigation;
    await page.waitForLoadState();
    return response;
  }

  test('has the exact English texts, Homepage and Sign in', async ({ page }) => {
    const response = await postFormTo(page, '/en');
    expect(response.status()).toBe(405);
    await expect(page).toHaveTitle(/^.+ - Brokkie App$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/i);
    const main = content(page);
    await expect(main).toContainText('Oops, something went wrong!');
    await expect(main).toContainText('Error code: 405');
    await expect(main).toContainText(/Error message: \S/);
    await expect(main).toContainText(genericErrorText);
    await expect(main).not.toContainText('We cannot find the page you are looking for');
    await expect(main).not.toContainText('Instead, here are some helpful links:');
    await expect(main).not.toContainText('Maintenance mode');
    await expect(action(page, 'Homepage').last()).toBeVisible();
    await expect(action(page, 'Sign in').first()).toBeVisible();
  });

  test('uses the country of the host: support hours, Get in touch, the marketing-site Homepage', async ({ page }) => {
    await postFormTo(page, '/en');
    await expect(content(page)).toContainText(supportNoticeBelgium);
    const getInTouch = page.getByRole('link', { name: getInTouchName });
    await expect(getInTouch).toHaveAttribute('target', '_blank');
    await expect(getInTouch).toHaveAttribute('href', /^https:\/\//);
    await expect(action(page, 'Homepage').last()).toHaveAttribute('href', /^https:\/\//);
  });
});
