import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { text } from '../support/catalogs.ts';
import { firstBox, payAtProvider, rexTheDog, speakAsNewClient, uniqueEmail, type Api, type ApiMethod } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 14, privacy rights: the profile's "Your data" downloads everything we hold as a JSON file
// and deletes the account after showing what follows; afterwards the password no longer signs in.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const password = 'walkies-2026';

/** A customer with a password account and a paid first box, signed in in the page's context; its e-mail address known. */
async function household(page: Page, baseURL: string): Promise<{ api: Api; email: string }> {
  const origin = new URL(baseURL).origin;
  const headers = { Origin: origin, 'X-Forwarded-For': await speakAsNewClient(page) };
  const email = uniqueEmail('privacy');
  const up = await page.request.post(`${origin}/api/auth/sign-up/email`, { headers, data: { email, password, name: 'Noor' } });
  expect(up.status(), await up.text()).toBe(200);
  const { token } = (await (await page.request.get(`${origin}/api/auth/token`, { headers })).json()) as { token: string };
  expect((await page.request.post(`${origin}/api/auth/session-sync`, { headers, data: { token } })).ok()).toBe(true);
  const api: Api = async <T>(method: ApiMethod, path: string, data?: unknown) => {
    const answer = await page.request.fetch(`${origin}/api${path}`, {
      method,
      headers: { ...headers, Authorization: `Bearer ${token}`, 'Accept-Language': 'en', 'Idempotency-Key': crypto.randomUUID() },
      ...(data === undefined ? {} : { data }),
    });
    const body = await answer.text();
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${body}`).toBe(true);
    return (body ? JSON.parse(body) : null) as T;
  };
  const customer = (await api<{ results: { url: string }[] }>('GET', '/customer/')).results[0]!;
  await api('PATCH', customer.url, { firstname: 'Noor', lastname: 'Vandamme' });
  const { delivery } = await firstBox(api, [rexTheDog]);
  const { checkout_url } = await api<{ checkout_url: string }>('POST', `${delivery.url}handle_open_payment/`, {});
  await page.goto(checkout_url);
  await payAtProvider(page, 'paid', 'creditcard');
  return { api, email };
}

test('downloads the data export and reads it, then deletes the account: the password no longer signs in', async ({ page, baseURL }) => {
  const { email } = await household(page, baseURL!);
  await page.goto('/en/dashboard/profile');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: text('en', 'privacy.title') });
  await expect(section).toBeVisible();
  const summary = section.getByTestId('privacy-summary');
  await expect(summary.getByText(text('en', 'privacy.summary.pets')).locator('xpath=following-sibling::dd')).toHaveText('1');
  await expect(summary.getByText(text('en', 'privacy.summary.invoices')).locator('xpath=following-sibling::dd')).toHaveText('1');

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: text('en', 'privacy.download') }).click()]);
  expect(download.suggestedFilename()).toMatch(/^brokkie-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    format: string;
    profile: { customer: { firstname: string; lastname: string }; identity: { email: string } };
    pets: { name: string }[];
    deliveries: { invoice_number: string | null }[];
    addresses: { street: string }[];
    payment_methods: { method: string }[];
  };
  expect(exported.format).toBe('brokkie-data-export');
  expect(exported.profile.customer).toMatchObject({ firstname: 'Noor', lastname: 'Vandamme' });
  expect(exported.profile.identity.email).toBe(email);
  expect(exported.pets.map((pet) => pet.name)).toEqual(['Rex']);
  expect(exported.deliveries.some((delivery) => delivery.invoice_number?.startsWith('BRK-'))).toBe(true);
  expect(exported.addresses.map((address) => address.street)).toContain('Veldstraat');
  expect(exported.payment_methods.map((mandate) => mandate.method)).toEqual(['creditcard']);

  await section.getByRole('button', { name: text('en', 'privacy.delete.button') }).click();
  const dialog = page.getByRole('alertdialog', { name: text('en', 'privacy.delete.dialog_title') });
  await expect(dialog.getByText(text('en', 'privacy.delete.subscription_stops'))).toBeVisible();
  await expect(dialog.getByText(/1 invoice is kept until/)).toBeVisible();
  await dialog.getByText(text('en', 'privacy.delete.confirm_label')).click();
  await expect(dialog.getByRole('checkbox', { name: text('en', 'privacy.delete.confirm_label') })).toBeChecked();
  await dialog.getByRole('textbox', { name: text('en', 'profile.reauth.password') }).fill(password);
  await dialog.getByRole('button', { name: text('en', 'privacy.delete.submit') }).click();

  // Signed out, on the sign-in page as after a logout, with a goodbye.
  await expect(page.getByText(text('en', 'privacy.goodbye_title'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/en\/signin/);
  expect((await (await page.request.get('/api/auth/get-session')).json()) as unknown).toBeNull();

  // The password no longer signs in: the address is not known any more.
  await page.goto('/en/signin');
  await waitForHydration(page);
  await page.getByRole('textbox', { name: text('en', 'auth.fields.email'), exact: true }).fill(email);
  await page.getByRole('textbox', { name: text('en', 'auth.fields.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: text('en', 'auth.signin.submit'), exact: true }).click();
  await expect(page.getByTestId('auth-error')).toHaveText(text('en', 'auth.errors.user_not_found'));
});

test('the section and its dialog pass axe @responsive', async ({ page, baseURL }) => {
  await household(page, baseURL!);
  await page.goto('/en/dashboard/profile');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: text('en', 'privacy.title') });
  await expect(section.getByTestId('privacy-summary')).toBeVisible();
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);
  await section.getByRole('button', { name: text('en', 'privacy.delete.button') }).click();
  const dialog = page.getByRole('alertdialog', { name: text('en', 'privacy.delete.dialog_title') });
  await dialog.getByRole('button', { name: text('en', 'privacy.delete.submit') }).click();
  // With its errors shown (nothing ticked, no password).
  await expect(dialog.getByText(text('en', 'privacy.delete.confirm_required'))).toBeVisible();
  expect(await serious()).toEqual([]);
});
