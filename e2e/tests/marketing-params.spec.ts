import { expect, test } from '@playwright/test';
import { clickLinkTo, isSameDocument, markDocument } from '../support/navigation.ts';

// §2: marketing query parameters are carried over when navigating to a route that lacks them.

const allMarketingParams = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring',
  utm_term: 'kibble',
  utm_content: 'hero',
  customer_override: 'hid_ABCD1234',
  _ga: 'GA1.2.3.4',
  store: 'brokkie',
  onboarding: 'true',
};

test('utm_source and utm_campaign survive a click to another page', async ({ page }) => {
  await page.goto('/en/?utm_source=x&utm_campaign=y');
  await markDocument(page);
  await clickLinkTo(page, '/en/signin');
  await expect(page).toHaveURL(/\/en\/signin\/?\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('utm_source')).toBe('x');
  expect(url.searchParams.get('utm_campaign')).toBe('y');
  expect(await isSameDocument(page)).toBe(true);
});

test('all nine marketing parameters are carried over, other parameters are not', async ({ page }) => {
  const query = new URLSearchParams({ ...allMarketingParams, colour: 'blue' });
  await page.goto(`/en/does-not-exist?${query}`);
  await clickLinkTo(page, '/en/signin');
  await expect(page).toHaveURL(/\/en\/signin\/?\?/);
  const url = new URL(page.url());
  for (const [name, value] of Object.entries(allMarketingParams)) {
    expect(url.searchParams.get(name), name).toBe(value);
  }
  expect(url.searchParams.has('colour')).toBe(false);
});

test('a server redirect keeps them too (login guard)', async ({ page }) => {
  await page.goto('/en/dashboard?utm_source=x&utm_medium=y');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/en/signin');
  expect(url.searchParams.get('utm_source')).toBe('x');
  expect(url.searchParams.get('utm_medium')).toBe('y');
});
