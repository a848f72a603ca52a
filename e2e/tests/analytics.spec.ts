import { expect, test } from '@playwright/test';
import { virtualPageViews } from '../support/data-layer.ts';
import { clickLinkTo, isSameDocument, markDocument, waitForHydration } from '../support/navigation.ts';

// §2: every navigation pushes a virtual page view into the analytics data layer, with the path
// given a trailing slash and a fixed page title; paths containing 'question' are excluded.

test('the first load pushes a virtual page view with a trailing-slash path', async ({ page }) => {
  await page.goto('/en/signin');
  await waitForHydration(page);
  await expect.poll(async () => (await virtualPageViews(page)).map((view) => view.pagePath)).toEqual(['/en/signin/']);
});

test('the home page is "/" and "/en/"', async ({ page }) => {
  await page.goto('/');
  await expect.poll(async () => (await virtualPageViews(page)).map((view) => view.pagePath)).toEqual(['/']);
  await page.goto('/en');
  await expect.poll(async () => (await virtualPageViews(page)).map((view) => view.pagePath)).toEqual(['/en/']);
});

test('a client-side navigation pushes another one, with the same fixed title', async ({ page }) => {
  await page.goto('/en');
  await expect.poll(async () => (await virtualPageViews(page)).length).toBe(1);
  await markDocument(page);
  await clickLinkTo(page, '/en/signin');
  await expect(page).toHaveURL(/\/en\/signin\/?$/);
  expect(await isSameDocument(page), 'the link navigated inside the app, without a page load').toBe(true);

  await expect.poll(async () => (await virtualPageViews(page)).map((view) => view.pagePath)).toEqual(['/en/', '/en/signin/']);
  const views = await virtualPageViews(page);
  expect(views[1]?.pageTitle).toBe(views[0]?.pageTitle);
});

test('the query string is not part of the page path', async ({ page }) => {
  await page.goto('/en/signup?utm_source=newsletter');
  await expect.poll(async () => (await virtualPageViews(page)).map((view) => view.pagePath)).toEqual(['/en/signup/']);
});

test('paths containing "question" are not pushed', async ({ page }) => {
  // Not a page: the 404 page for a path with 'question' in it.
  await page.goto('/en/question-of-the-day');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  const views = await virtualPageViews(page);
  expect(views.filter((view) => String(view.pagePath).includes('question'))).toEqual([]);
});

test('the questionnaire route itself is not pushed, the sign-in page it leads to is', async ({ page }) => {
  await page.goto('/en/signin');
  await waitForHydration(page);
  await page.evaluate(() => {
    void (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/en/question');
  });
  await expect(page).toHaveURL(/\/en\/signin\?/);
  await page.waitForTimeout(300);
  const paths = (await virtualPageViews(page)).map((view) => String(view.pagePath));
  expect(paths.filter((path) => path.includes('question'))).toEqual([]);
  expect(paths[0]).toBe('/en/signin/');
});
