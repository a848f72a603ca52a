import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type BrowserContext } from '@playwright/test';
import { text } from '../support/catalogs.ts';
import { firstBox, payAtProvider, payingHousehold, rexTheDog, signUp, uniqueEmail } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 6, the customer's account pages: the order history (every box with its state, payment,
// contents and totals; an open payment paid again; the invoice PDF downloaded and read), the
// payment methods (a second one added through the sandbox provider, the default moved, one
// removed, the last one of a running subscription refused with the reason), the share page (code,
// link, a referral e-mail with its preview, found in the development mailbox) and the dashboard
// thank-you page after a payment made from the dashboard.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
// A customer with a paid first box is a sign-up, a pet, a checkout and a trip through the sandbox
// provider's page: more than the default few seconds next to the other specs.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const euros = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The PDF's text as poppler's pdftotext reads it (npm test makes sure the machine has it). */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'])
    .toString('utf8')
    .replace(/\u00a0/g, ' ');
}

test.describe('order history', () => {
  test('lists the paid box with its state and totals, and downloads its invoice as a PDF', async ({ page, baseURL }) => {
    const { delivery } = await payingHousehold(page, baseURL!);
    expect(delivery.status).toBe('paid');
    expect(delivery.invoice_number).toMatch(/^BRK-\d{4}-\d{6}$/);

    await page.goto('/en/dashboard/order-history');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.dashboard-order-history.title'));
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Your first box' }) });
    await expect(card.getByText('Being prepared')).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    // The newest box shows its contents at once; an older one (a next box may be scheduled already) opens them.
    if ((await card.locator('details').getAttribute('open')) === null) await card.getByText(/^Contents/).click();
    await expect(card.getByText('Rex')).toBeVisible();
    // Rex's formula line shows its bag.
    await expect(
      card
        .getByRole('listitem')
        .filter({ hasText: / · \d+ bags? of / })
        .first()
        .locator('svg[data-shape="bag"]'),
    ).toBeVisible();
    await expect(card.getByText('Total incl. VAT').locator('..')).toContainText(euros(delivery.total));
    await expect(card.getByText('of which VAT').locator('..')).toContainText(euros(delivery.vat));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download invoice ${delivery.invoice_number}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${delivery.invoice_number}.pdf`);
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    try {
      const file = join(dir, 'invoice.pdf');
      await download.saveAs(file);
      const pdf = pdfText(file);
      expect(pdf).toContain(delivery.invoice_number!);
      expect(pdf).toContain('Sam Peeters');
      expect(pdf).toContain(euros(delivery.total));
      expect(pdf).toContain(euros(delivery.vat));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a box whose payment failed can be paid again, and the dashboard thank-you page confirms it', async ({ page, baseURL }) => {
    const api = await signUp(page, baseURL!, 'Lea');
    const { delivery } = await firstBox(api, [rexTheDog]);
    const { checkout_url } = await api<{ checkout_url: string }>('POST', `${delivery.url}handle_open_payment/`, {});
    await page.goto(checkout_url);
    await payAtProvider(page, 'failed', 'bancontact');

    await page.goto('/en/dashboard/order-history');
    await waitForHydration(page);
    const card = page.getByRole('article').first();
    await expect(card.getByText('Payment failed')).toBeVisible();
    await card.getByRole('button', { name: 'Pay now' }).click();
    await payAtProvider(page, 'canceled', 'ideal');
    await expect(page).toHaveURL(new RegExp(`/en/dashboard/thank-you\\?delivery=${delivery.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your payment did not go through' })).toBeVisible();

    await page.getByRole('button', { name: /again/ }).click();
    await payAtProvider(page, 'paid', 'creditcard');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Lea!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await page.getByRole('link', { name: 'My orders' }).click();
    const paid = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Your first box' }) });
    await expect(paid.getByText('Being prepared')).toBeVisible();
  });
});

test.describe('payment methods', () => {
  test('refuses to remove the last one of a running subscription, adds one, moves the default and removes the other', async ({ page, baseURL }) => {
    await payingHousehold(page, baseURL!);
    await page.goto('/en/dashboard/payment-methods');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.dashboard-payment-methods.title'));
    const cards = page.getByRole('list', { name: 'Your payment methods' }).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Default');

    // The only one while the subscription runs: no removal offered, but the reason and the ways out.
    await cards
      .first()
      .getByRole('button', { name: /^Remove:/ })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'This payment method is still needed' });
    await expect(dialog).toContainText('This is your last payment method and your subscription is still active.');
    await expect(dialog.getByRole('button', { name: 'Yes, remove' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Pause my subscription' })).toHaveAttribute('href', '/en/dashboard/subscription-settings');
    await expect(cards).toHaveCount(1);

    // A second one through the provider (SEPA direct debit), verified with €0.01, started from the dialog.
    await dialog.getByRole('button', { name: 'Add payment method' }).click();
    await payAtProvider(page, 'paid', 'directdebit');
    await expect(page.getByText('Your new payment method has been added')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/dashboard\/payment-methods$/);
    await expect(cards).toHaveCount(2);

    await page.getByRole('button', { name: /^Make default: Direct debit/ }).click();
    await expect(page.getByText('Direct debit is now your default payment method.').first()).toBeVisible();
    await expect(cards.first()).toContainText('Direct debit');
    await expect(cards.first()).toContainText('Default');

    await page.getByRole('button', { name: /^Remove: Mastercard/ }).click();
    await page.getByRole('alertdialog', { name: 'Remove Mastercard?' }).getByRole('button', { name: 'Yes, remove' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Direct debit');
  });
});

async function mailboxHas(context: BrowserContext, baseURL: string, to: string): Promise<boolean> {
  const answer = await context.request.get(`${baseURL}/api/dev/mailbox/`);
  if (!answer.ok()) return false;
  const mails = (await answer.json()) as { results: { to: string; kind: string }[] };
  return mails.results.some((mail) => mail.to === to && mail.kind === 'referral');
}

test.describe('share', () => {
  test('shows the code and link, previews the referral e-mail and sends it', async ({ page, baseURL, context }) => {
    await payingHousehold(page, baseURL!, { firstname: 'Max' });
    await page.goto('/en/dashboard/share');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.dashboard-share.title'));
    await expect(page.getByText(/^MAX-[A-Z2-9]{4}$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your personal link' })).toHaveValue(/\/signup\?ref=MAX-/);
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);

    const form = page.getByRole('form', { name: 'Invite friends' });
    // Only a dog at home: the dog invitation, without asking.
    await expect(form.getByRole('radio')).toHaveCount(0);
    const frame = page.frameLocator('iframe[title="The invitation e-mail as your friends receive it"]');
    await expect(frame.locator('body')).toContainText('Max');
    await expect(page.locator('iframe[title="The invitation e-mail as your friends receive it"]')).toHaveAttribute('sandbox', '');

    const friend = uniqueEmail('friend');
    await form.getByRole('textbox', { name: /Friend 1/ }).fill(friend);
    await form.getByRole('textbox', { name: /Personal message/ }).fill('Rex says hi');
    await expect(frame.locator('body')).toContainText('Rex says hi');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Sent to 1 friend')).toBeVisible();
    await expect.poll(() => mailboxHas(context, baseURL!, friend)).toBe(true);
  });
});
