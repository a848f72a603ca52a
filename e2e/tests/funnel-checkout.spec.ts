import { expect as baseExpect, test, type Page } from '@playwright/test';
import { text } from '../support/catalogs.ts';
import { waitForHydration } from '../support/navigation.ts';
import { appUrl } from '../support/servers.ts';

// Issue 5, the end of the funnel: /checkout (details, address with the lookup and the §5
// postal-code messages, billing override, delivery day among the valid ones, consent, Pay),
// the payment at the sandbox provider, /after-checkout-redirect (paid → thank-you; failed →
// back to the checkout with a message and a retry), /thank-you (date, contents, coupon,
// referral, purchase tracked once) and /pay-now with a link that is not valid.

test.use({ locale: 'en-GB' });
// Sign-in, a household, a checkout and two trips to the payment page: more than the default.
test.describe.configure({ timeout: 120_000 });
test.use({ navigationTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

interface Delivery {
  id: number;
  kind: string;
  status: string;
  delivery_date: string | null;
  total: number;
  delivery_address: { postal_code: string; city: string; street: string; number: string; country: string } | null;
}

/**
 * A page of the shop's origin to call the identity service and the API from. The browser
 * resolves `nl.localhost`, Node (and so `page.request`) does not; the page shares the test
 * page's cookies.
 */
const apiPages = new WeakMap<Page, Page>();
async function apiPage(page: Page, origin: string): Promise<Page> {
  let helper = apiPages.get(page);
  if (!helper || !helper.url().startsWith(origin)) {
    helper ??= await page.context().newPage();
    // A page of the shop (the favicon), not an API answer: the API's policy lets its answers fetch nothing.
    await helper.goto(`${origin}/favicon.ico`);
    apiPages.set(page, helper);
  }
  return helper;
}

/**
 * Signs the browser in as a new registered user, as the sign-up does (the checkout asks for an
 * account: an anonymous visitor makes it on the order summary first).
 */
async function signUpAt(page: Page, origin: string): Promise<boolean> {
  const helper = await apiPage(page, origin);
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const email = `checkout-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.test`;
  const answer = await helper.evaluate(
    async ({ clientAddress, email }) => {
      const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress };
      const signIn = await fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: 'walkies-2026', name: 'Sam' }),
      });
      if (!signIn.ok) return { step: 'sign-in', status: signIn.status };
      const tokenAnswer = await fetch('/api/auth/token', { headers });
      if (!tokenAnswer.ok) return { step: 'token', status: tokenAnswer.status };
      const { token } = (await tokenAnswer.json()) as { token: string };
      const sync = await fetch('/api/auth/session-sync', { method: 'POST', headers, body: JSON.stringify({ token }) });
      return { step: 'session-sync', status: sync.status };
    },
    { clientAddress: `10.${octet()}.${octet()}.${octet()}`, email },
  );
  if (answer.step === 'sign-in' && answer.status === 404) return false;
  expect(answer, 'the sign-up').toEqual({ step: 'session-sync', status: 200 });
  return true;
}

/** The product API as the signed-in browser user sees it. */
async function api<T>(page: Page, origin: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const helper = await apiPage(page, origin);
  const answer = await helper.evaluate(
    async ({ method, path, data }) => {
      const { token } = (await (await fetch('/api/auth/token')).json()) as { token: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { ok: response.ok, status: response.status, text: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.ok, `${method} ${path} answered ${answer.status}: ${answer.text}`).toBe(true);
  return JSON.parse(answer.text) as T;
}

/** Signed in, with pets and their first box put together, as the funnel leaves it before the checkout. */
async function household(page: Page, origin: string, pets: 'dog' | 'dog+cat', country: 'BE' | 'NL'): Promise<void> {
  test.skip(!(await signUpAt(page, origin)), 'this build has no identity service to sign in with');
  const ids: number[] = [];
  ids.push((await api<{ id: number }>(page, origin, 'POST', '/animal/', { name: 'Rex', type: 'dog', sex: 'male', dateOfBirth: '2021-03-01', weight: 22 })).id);
  if (pets === 'dog+cat') {
    ids.push(
      (
        await api<{ id: number }>(page, origin, 'POST', '/animal/', {
          name: 'Mimi',
          type: 'cat',
          sex: 'female',
          dateOfBirth: '2020-05-01',
          weight: 4,
          indoor: true,
        })
      ).id,
    );
  }
  await api(page, origin, 'POST', '/delivery/create_for_animals/', { animals: ids, country });
}

async function firstDelivery(page: Page, origin: string): Promise<Delivery> {
  const { results } = await api<{ results: Delivery[] }>(page, origin, 'GET', '/delivery/?limit=1000');
  const first = results.find((delivery) => delivery.kind === 'first');
  expect(first).toBeTruthy();
  return first!;
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay €/ });
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** On the sandbox's hosted page: choose the outcome and go back to the shop. */
async function settleAtProvider(page: Page, outcome: 'paid' | 'failed'): Promise<void> {
  await page.waitForURL(/\/sandbox-payments\//);
  await page.locator(`input[name="outcome"][value="${outcome}"]`).check();
  await page.locator('button[type="submit"]').click();
}

test('Belgium: a dog and a cat, a failed payment and a retry, then the thank-you page @responsive', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await household(page, origin, 'dog+cat', 'BE');

  await page.goto('/en/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where shall we deliver?');
  await expect(page.getByRole('heading', { name: 'Rex' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mimi' })).toBeVisible();
  // The earliest delivery day is offered and chosen; weekends are never offered.
  const days = page.getByRole('radio');
  await expect(days.first()).toBeChecked();
  for (const label of await days.evaluateAll((radios) => radios.map((radio) => radio.getAttribute('aria-label') ?? ''))) {
    expect(label).not.toMatch(/^(Saturday|Sunday)/);
  }

  // Pay with nothing filled in: the messages, and focus on the first field to fix.
  await payButton(page).click();
  await expect(textbox(page, /^First name/)).toBeFocused();
  await expect(page.getByText(text('en', 'validation.required')).first()).toBeVisible();
  await expect(page.getByText('Please agree to the General Conditions to continue.')).toBeVisible();

  // The §5 postal-code message for Belgium.
  await textbox(page, /^Postal code/).fill('0999');
  await textbox(page, /^Postal code/).blur();
  await expect(page.getByText('Number must be greater than or equal to 1000.')).toBeVisible();

  // With the keyboard: names, phone, the lookup (arrow keys and Enter), street and number.
  await textbox(page, /^First name/).focus();
  await page.keyboard.type('Ann');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Peeters');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0470 12 34 56');
  const search = page.getByRole('combobox', { name: 'Find your postal code or town' });
  await search.focus();
  await page.keyboard.type('9000', { delay: 30 });
  await expect(page.getByRole('option').first()).toContainText('9000');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(textbox(page, /^Postal code/)).toHaveValue('9000');
  await expect(textbox(page, /^Town or city/)).not.toHaveValue('');
  await expect(textbox(page, /^Street/)).toBeFocused();
  await page.keyboard.type('Veldstraat');
  await textbox(page, /^House number/).focus();
  await page.keyboard.type('12');

  // Another day, by keyboard; then the consent with the space bar.
  await days.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(days.nth(1)).toBeChecked();
  const chosenDay = await days.nth(1).getAttribute('value');
  await page.getByRole('checkbox', { name: 'I agree to the General Conditions' }).focus();
  await page.keyboard.press('Space');

  // Pressed twice: one payment, off to the provider. It fails.
  await payButton(page).dblclick();
  await settleAtProvider(page, 'failed');
  await page.waitForURL(/\/en\/checkout\?payment=failed/);
  await waitForHydration(page);
  await expect(page.getByRole('alert').first()).toContainText('Your payment did not go through');
  // Nothing typed is lost.
  await expect(textbox(page, /^Street/)).toHaveValue('Veldstraat');
  await expect(page.getByRole('radio', { checked: true })).toHaveAttribute('value', chosenDay!);

  // The retry from the message; this time it is paid.
  await page.getByRole('button', { name: 'Pay again' }).click();
  await settleAtProvider(page, 'paid');
  await page.waitForURL(/\/en\/thank-you\?delivery=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Thank you/);
  await expect(page.getByRole('heading', { name: 'Your first box' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rex' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Invite friends/ })).toHaveAttribute('href', '/en/dashboard/share');

  // In the database, as the API tells it.
  const delivery = await firstDelivery(page, origin);
  expect(delivery.status).toBe('paid');
  expect(delivery.delivery_date).toBe(chosenDay);
  expect(delivery.delivery_address).toMatchObject({ postal_code: '9000', street: 'Veldstraat', number: '12', country: 'BE' });
  const payment = await api<{ status: string; amount: number; delivery: string }>(page, origin, 'GET', '/payment/latest/?is_shop=false');
  expect(payment).toMatchObject({ status: 'paid', amount: delivery.total, delivery: `/delivery/${delivery.id}/` });
  const mandates = await api<{ count: number }>(page, origin, 'GET', '/mandate/');
  expect(mandates.count).toBe(1);

  // The purchase is tracked once per delivery (§4), and not again on a reload.
  await expect.poll(() => page.evaluate((id) => localStorage.getItem(`fb-conversions/purchase${id}`), delivery.id)).toBe('fired');
  const tracked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(fb-conversions|tiktok-events|awin-conversions)\//.test(request.url())) tracked.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Thank you/);
  await page.waitForTimeout(1000);
  expect(tracked).toEqual([]);
});

test('the Netherlands: the postal-code rules of §5, a billing address of its own, paid', async ({ page }) => {
  const origin = new URL(appUrl('/', 'nl.localhost')).origin;
  await household(page, origin, 'dog', 'NL');

  await page.goto(`${origin}/en/checkout`);
  await waitForHydration(page);
  await expect(page.getByRole('textbox', { name: /^Country/ })).toHaveValue('Netherlands');
  await expect(page.getByText('We put +31 (Netherlands) in front.', { exact: false })).toBeVisible();

  await textbox(page, /^First name/).fill('Sanne');
  await textbox(page, /^Last name/).fill('de Vries');
  await textbox(page, /^Mobile number/).fill('06 12345678');
  const postalCode = textbox(page, /^Postal code/).first();
  await postalCode.fill('1012');
  await postalCode.blur();
  await expect(page.getByText('There are missing letters in the postal code.')).toBeVisible();
  await postalCode.fill('8881 AB');
  await postalCode.blur();
  await expect(page.getByText('We are sorry. We no longer deliver to overseas locations.')).toBeVisible();
  await postalCode.fill('1012 ab');
  await postalCode.blur();
  await expect(page.getByText('We are sorry. We no longer deliver to overseas locations.')).toBeHidden();
  await textbox(page, /^Town or city/)
    .first()
    .fill('Amsterdam');
  await textbox(page, /^Street/)
    .first()
    .fill('Damrak');
  await textbox(page, /^House number/)
    .first()
    .fill('1');

  await page.getByRole('checkbox', { name: 'My billing address is different' }).check({ force: true });
  const billing = page.getByRole('region', { name: 'Billing address' });
  await expect(billing).toBeVisible();
  await billing.getByRole('textbox', { name: /^Postal code/ }).fill('1000');
  await billing.getByRole('textbox', { name: /^Town or city/ }).fill('Brussel');
  await billing.getByRole('textbox', { name: /^Street/ }).fill('Wetstraat');
  await billing.getByRole('textbox', { name: /^House number/ }).fill('16');
  await billing.getByRole('textbox', { name: /^Company name/ }).fill('Blaf BV');

  await page.getByRole('checkbox', { name: 'I agree to the General Conditions' }).check({ force: true });
  // The billing country decides its rules: a Belgian code is not a Dutch one.
  await payButton(page).click();
  await expect(billing.getByText('There are missing letters in the postal code.')).toBeVisible();
  await expect(billing.getByRole('textbox', { name: /^Postal code/ })).toBeFocused();
  await billing.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Belgium' }).click();
  await expect(billing.getByText('There are missing letters in the postal code.')).toBeHidden();

  await payButton(page).click();
  await settleAtProvider(page, 'paid');
  await page.waitForURL(/\/en\/thank-you\?delivery=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Thank you/);

  const delivery = await firstDelivery(page, origin);
  expect(delivery.status).toBe('paid');
  expect(delivery.delivery_address).toMatchObject({ postal_code: '1012 AB', city: 'Amsterdam', country: 'NL' });
  const customer = await api<{ results: Array<{ phone: string; billing_address_override: string | null }> }>(page, origin, 'GET', '/customer/');
  expect(customer.results[0]).toMatchObject({ phone: '+31 6 12345678' });
  expect(customer.results[0]?.billing_address_override).toMatch(/^\/address\/\d+\/$/);
});

test('the after-checkout page without a payment sends the customer to the checkout', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await household(page, origin, 'dog', 'BE');
  const delivery = await firstDelivery(page, origin);
  await page.goto(`/en/after-checkout-redirect?delivery=${delivery.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No payment found');
  await page.getByRole('link', { name: 'Back to the checkout' }).click();
  await page.waitForURL(/\/en\/checkout$/);
});

test('pay-now: a link that is not valid says so, without sign-in', async ({ page }) => {
  await page.goto('/en/pay-now?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment link is not valid');
  await page.goto('/en/pay-now');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment link is not valid');
});
