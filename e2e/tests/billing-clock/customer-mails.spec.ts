import { expect, test, type Page } from '@playwright/test';
import { brusselsInstant, dispatchDayFor } from '@brokkie/domain/billing-schedule';
import { minouTheCat, payAtProvider, rexTheDog, signUp, type Api, type Delivery } from '../../support/household.ts';

// Issue 16: the e-mails a paying customer expects, as they arrive in the development mailbox
// (/dev/mailbox): the order confirmation once the first box is paid, the on-its-way e-mail on the
// box's dispatch day, and, for a trial box, the reminder before it rolls into the subscription,
// with what the next box costs and until when it can change, each in the customer's language.
//
// The shipped and trial e-mails need the billing scheduler run as if at a later moment (the
// development clock, /dev/billing/run/). That moves the shared server's clock for every customer,
// so this file runs in its own project after every other browser test (playwright.config.ts).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The first box as the API gives it, with what these e-mails are about. */
type Box = Delivery & { delivery_date: string; testbag: boolean };

interface NextDelivery {
  delivery: Delivery | null;
  cut_off_at: string | null;
}

const dayMs = 24 * 60 * 60 * 1000;
const minuteMs = 60 * 1000;

/** A customer who prefers `language` (an ISO code of the language list), with a paid first box. */
async function paidHousehold(
  page: Page,
  baseURL: string,
  { firstname, language, pets, trial }: { firstname: string; language: string; pets: readonly Record<string, unknown>[]; trial: boolean },
): Promise<{ api: Api; email: string; delivery: Box; recurringUrl: string }> {
  const api = await signUp(page, baseURL, firstname, language);
  const customer = (await api<{ results: Array<{ url: string; email: string }> }>('GET', '/customer/')).results[0]!;
  const languages = await api<{ results: Array<{ url: string; iso_code: string }> }>('GET', '/language/?limit=100');
  const preferred = languages.results.find((row) => row.iso_code === language);
  expect(preferred, `the language ${language}`).toBeTruthy();
  await api('PATCH', customer.url, { prefered_language: preferred!.url });
  const ids: number[] = [];
  for (const pet of pets) ids.push((await api<{ id: number }>('POST', '/animal/', pet)).id);
  const { delivery } = await api<{ delivery: Delivery }>('POST', '/delivery/create_for_animals/', { animals: ids, country: 'BE', testbag: trial });
  const address = await api<{ url: string }>('POST', '/address/', {
    firstname,
    lastname: 'Peeters',
    street: 'Veldstraat',
    number: '12',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    phone: '+32 470 12 34 56',
  });
  await api('PATCH', customer.url, { default_delivery_address: address.url });
  const { checkout_url } = await api<{ checkout_url: string }>('POST', `${delivery.url}handle_open_payment/`, {});
  await page.goto(checkout_url);
  await payAtProvider(page, 'paid', 'creditcard');
  const recurring = (await api<{ results: Array<{ url: string }> }>('GET', '/recurringdelivery/')).results[0]!;
  return { api, email: customer.email, delivery: await api<Box>('GET', delivery.url), recurringUrl: recurring.url };
}

/** One run of the billing scheduler, as if at `now` (the real time without it). */
async function runBilling(page: Page, now?: Date): Promise<void> {
  const answer = await page.request.post('/api/dev/billing/run/', { data: now ? { now: now.toISOString() } : {} });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Opens the newest e-mail to `email` whose subject matches, in the development mailbox; answers its rendered body. */
async function openMail(page: Page, email: string, subject: RegExp) {
  const list = await page.request.get(`/api/dev/mailbox/?${new URLSearchParams({ to: email, limit: '100' })}`);
  expect(list.ok()).toBe(true);
  const { results } = (await list.json()) as { results: Array<{ id: number; subject: string }> };
  const mail = results.find((message) => subject.test(message.subject));
  expect(mail, `an e-mail to ${email} like ${subject}; there are: ${results.map((message) => message.subject).join(' | ')}`).toBeTruthy();
  await page.goto(`/en/dev/mailbox?${new URLSearchParams({ to: email, message: String(mail!.id) })}`);
  await expect(page.locator('#mailbox-message-subject')).toHaveText(subject);
  return page.frameLocator('iframe[title="The e-mail as the recipient sees it"]').locator('body');
}

test.afterAll(async ({ request }) => {
  // The clock goes back to the real time for whatever runs next on this server.
  await request.delete('/api/dev/billing/clock/');
});

test('the order confirmation, the on-its-way e-mail and the trial reminder arrive with their contents, in Dutch and in German', async ({
  page,
  browser,
  baseURL,
}) => {
  // Lotte speaks Dutch (Belgium) and orders the full plan for a dog and a cat; Jonas speaks German and starts with a trial box.
  const lotte = await paidHousehold(page, baseURL!, { firstname: 'Lotte', language: 'nl-BE', pets: [rexTheDog, minouTheCat], trial: false });
  const jonasContext = await browser.newContext();
  const jonasPage = await jonasContext.newPage();
  const jonas = await paidHousehold(jonasPage, baseURL!, { firstname: 'Jonas', language: 'de', pets: [{ ...rexTheDog, name: 'Bello' }], trial: true });
  expect(lotte.delivery).toMatchObject({ status: 'paid', testbag: false });
  expect(jonas.delivery).toMatchObject({ status: 'paid', testbag: true });

  // ── The order confirmation: the billing run after the payment ──
  await runBilling(page);
  let body = await openMail(page, lotte.email, /^Bedankt voor je bestelling: je eerste Brokkie-box komt op \w+dag \d+ \w+$/);
  await expect(body).toContainText('Hallo Lotte,');
  await expect(body).toContainText('Rex');
  await expect(body).toContainText('Minou');
  const lotteTotal = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(lotte.delivery.total / 100);
  await expect(body).toContainText(`We hebben je betaling van ${lotteTotal} ontvangen.`);
  await expect(body).toContainText('Je factuur (BRK-');

  body = await openMail(page, jonas.email, /^Danke für deine Bestellung: Deine erste Brokkie-Box kommt am \p{L}+, \d+\. \p{L}+$/u);
  await expect(body).toContainText('Hallo Jonas,');
  await expect(body).toContainText('Bello');

  // ── On its way: the run on the first box's dispatch day, after the warehouse's 14:00 ──
  const leaves = brusselsInstant(dispatchDayFor(lotte.delivery.delivery_date, 'BE'), 14);
  await runBilling(page, new Date(leaves.getTime() + minuteMs));
  const day = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${lotte.delivery.delivery_date}T12:00:00Z`),
  );
  body = await openMail(page, lotte.email, /^Je Brokkie-box is onderweg$/);
  await expect(body).toContainText(`komt op ${day}`);
  await expect(body).toContainText('Rex');
  body = await openMail(page, jonas.email, /^Deine Brokkie-Box ist unterwegs$/);
  await expect(body).toContainText('Bello');

  // ── The trial box's reminder: three days before the cut-off of the box it turns into ──
  const next = (await jonas.api<NextDelivery>('GET', `${jonas.recurringUrl}next_delivery/`)) as NextDelivery;
  expect(next.delivery).toBeTruthy();
  await runBilling(page, new Date(new Date(next.cut_off_at!).getTime() - 3 * dayMs + minuteMs));
  body = await openMail(page, jonas.email, /^Nach deiner Probierbox: Deine nächste Box kommt am \p{L}+, \d+\. \p{L}+$/u);
  const nextTotal = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(next.delivery!.total / 100);
  await expect(body).toContainText(nextTotal);
  await expect(body).toContainText('Bello');
  await expect(body).toContainText('14:00');
  // The link opens the subscription page in German.
  await expect(page.getByRole('link', { name: /\/de\/dashboard\/subscription-settings/ })).toBeVisible();
  await jonasContext.close();
});
