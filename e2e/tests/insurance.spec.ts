import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { defaultInsuranceStartDate, insuranceQuote, type InsuranceChoice } from '@brokkie/domain/insurance';
import { formatCents } from '@brokkie/domain/format';
import { rexTheDog, signUp, type Api, type Pet } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';
import { appUrl, type CountryHost } from '../support/servers.ts';

// Issue 15, pet insurance in Belgium: the product page quotes the customer's dog with the domain's
// one premium table, the questionnaire opens pre-filled and sends one lead however often Submit is
// pressed, the offer decides the conversion, the thank-you page says what happens next; the
// insurer's side on the development page; outside Belgium the thank-you page is a 404 and the
// product page says Belgium only; the three pages checked with axe at both widths.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const chip = '981098104123456';

interface Lead {
  id: number;
  status: string;
  offer: string;
  premium_cents: number;
}

/** Brussels' today, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** The monthly premium of Rex as the pages show it in English. */
function rexPremium(choice: InsuranceChoice): string {
  const quote = insuranceQuote({ type: 'dog', dateOfBirth: rexTheDog.dateOfBirth, size: rexTheDog.size }, choice, defaultInsuranceStartDate(today()));
  if (!quote.eligible) throw new Error(`Rex cannot be insured: ${quote.reason}`);
  return `${formatCents(quote.monthlyCents, 'en')} a month`;
}

/** A Belgian customer with a dog whose passport has its chip, a phone number and a Belgian address. */
async function household(page: Page, baseURL: string, firstname = 'Lotte'): Promise<{ api: Api; rex: Pet }> {
  const api = await signUp(page, baseURL, firstname);
  const rex = await api<Pet>('POST', '/animal/', rexTheDog);
  await api('PATCH', `/animal/${rex.id}/passport/`, { chip_number: chip });
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
  const customer = (await api<{ results: { url: string }[] }>('GET', '/customer/')).results[0]!;
  await api('PATCH', customer.url, { default_delivery_address: address.url, phone: '+32 470 12 34 56' });
  return { api, rex };
}

/**
 * An anonymous account on another country's host, made from the browser (the test runner's own
 * requests cannot resolve *.localhost; Chromium does): the way funnel-checkout.spec.ts signs in there.
 */
async function signInAnonymouslyOn(page: Page, host: CountryHost): Promise<void> {
  // A page of the shop (the favicon), not an API answer: the API's policy lets its answers fetch nothing.
  await page.goto(appUrl('/favicon.ico', host));
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const answer = await page.evaluate(async (clientAddress) => {
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': clientAddress };
    const signIn = await fetch('/api/auth/sign-in/anonymous', { method: 'POST', headers, body: '{}' });
    if (!signIn.ok) return { step: 'sign-in', status: signIn.status };
    const tokenAnswer = await fetch('/api/auth/token', { headers });
    if (!tokenAnswer.ok) return { step: 'token', status: tokenAnswer.status };
    const { token } = (await tokenAnswer.json()) as { token: string };
    const sync = await fetch('/api/auth/session-sync', { method: 'POST', headers, body: JSON.stringify({ token }) });
    return { step: 'session-sync', status: sync.status };
  }, `10.${octet()}.${octet()}.${octet()}`);
  expect(answer, 'the anonymous sign-in').toEqual({ step: 'session-sync', status: 200 });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** The conversion calls the page sends to our API, by path (`fb-conversions/insurance_lead`). */
function conversionsOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/((?:fb-conversions|tiktok-events)\/[a-z_]+)\/$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') sent.push(match[1]!);
  });
  return sent;
}

/** The lead POSTs the page sends. */
function leadPostsOf(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/insurancelead/') posts.push(request.headers()['idempotency-key'] ?? '');
  });
  return posts;
}

test('a Belgian customer with a dog goes from the product page through the questionnaire to the thank-you page; the insurer accepts', async ({
  page,
  baseURL,
}) => {
  const { api, rex } = await household(page, baseURL!);
  const sent = conversionsOf(page);
  await open(page, '/en/insurance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet insurance');
  const calculator = page.getByRole('region', { name: 'What would it cost?' });
  await expect(calculator.getByRole('radio', { name: /^Rex/ })).toBeChecked();
  await expect(calculator).toContainText(rexPremium({ offer: 'standard', cover: 'comfort', deductible: 10_000 }));
  await expect(calculator).toContainText(rexPremium({ offer: 'corona_direct', cover: 'comfort', deductible: 10_000 }));
  await calculator.getByText('Premium', { exact: true }).click();
  await calculator.getByText('€250.00 a year').click();
  await expect(calculator).toContainText(rexPremium({ offer: 'standard', cover: 'premium', deductible: 25_000 }));
  await calculator.getByRole('button', { name: 'Request an offer' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/insurance/questionnaire\\?pet=${rex.id}&cover=premium&deductible=25000$`));
  await expect(page.getByRole('textbox', { name: /^Microchip number/ })).toHaveValue(chip);
  await expect(page.getByRole('textbox', { name: /^First name/ })).toHaveValue('Lotte');
  await expect(page.getByRole('textbox', { name: /^Street/ })).toHaveValue('Veldstraat');
  await expect(page.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('+32 470 12 34 56');
  const offers = page.getByRole('radiogroup', { name: 'Insurer' });
  await expect(offers).toContainText(rexPremium({ offer: 'standard', cover: 'premium', deductible: 25_000 }));
  await page.getByRole('checkbox', { name: 'Joint problems' }).check({ force: true });
  await page.getByRole('textbox', { name: /^Other conditions/ }).fill('Limped after a walk in 2024, fine since.');
  await page.getByText(/Brokkie receives these details/).click();
  await page.getByRole('button', { name: 'Send my request' }).click();

  await expect(page).toHaveURL(/\/en\/insurance\/thankyou\?lead=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insurance application received');
  await expect(page.getByText('Thank you, Lotte. Brokkie has your request for Rex.')).toBeVisible();
  await expect(page.getByText('Brokkie calls you within 2 working days on +32 470 12 34 56.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText(rexPremium({ offer: 'standard', cover: 'premium', deductible: 25_000 }));
  await expect.poll(() => [...sent].sort()).toEqual(['fb-conversions/insurance_lead', 'tiktok-events/insurance_lead']);
  const leads = (await api<{ results: (Lead & { conditions: string[]; conditions_text: string; chip_number: string })[] }>('GET', '/insurancelead/')).results;
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ offer: 'standard', conditions: ['joints'], conditions_text: 'Limped after a walk in 2024, fine since.', chip_number: chip });

  // The insurer's side: the lead handed over (in the background, or now), then accepted.
  await open(page, '/en/dev/insurance');
  await page.getByRole('button', { name: 'Run hand-over now' }).click();
  await expect(page.getByText(/Leads handled in this run/)).toBeVisible();
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Lead ${leads[0]!.id} · Rex` }) });
  await expect(async () => {
    // The hand-over runs in the background too: until the insurer has it, look again.
    await page.reload();
    await expect(card).toContainText('With the insurer', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toContainText('Accepted');
  await open(page, '/en/insurance');
  await expect(page.getByRole('region', { name: 'Your requests' }).getByRole('listitem').first()).toContainText('Accepted');
});

test('Corona Direct: Submit pressed twice stores one lead and fires its own conversion', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!, 'Jonas');
  const sent = conversionsOf(page);
  const posts = leadPostsOf(page);
  await open(page, `/en/insurance/questionnaire?pet=${rex.id}&cover=comfort&deductible=10000`);
  await page.getByRole('radiogroup', { name: 'Insurer' }).getByText('Corona Direct pet insurance').click();
  await expect(page.getByRole('link', { name: /Privacy notice of Corona Direct/ })).toHaveAttribute('href', 'https://www.coronadirect.be/nl/privacy');
  await page.getByText(/Corona Direct receives these details/).click();
  await page.getByRole('button', { name: 'Send my request' }).dblclick();

  await expect(page).toHaveURL(/\/en\/insurance\/thankyou\?lead=\d+$/);
  await expect(page.getByText('Corona Direct calls you within 3 working days on +32 470 12 34 56.')).toBeVisible();
  const leads = (await api<{ count: number; results: Lead[] }>('GET', '/insurancelead/')).results;
  expect(leads.map((lead) => lead.offer)).toEqual(['corona_direct']);
  // However many requests left the page, they carried one key.
  expect(new Set(posts).size).toBe(1);
  await expect.poll(() => [...sent].sort()).toEqual(['fb-conversions/insurance_corona_direct_lead', 'tiktok-events/insurance_corona_direct_lead']);

  // The same pet with the same insurer again: the open request is named, with its link.
  await open(page, `/en/insurance/questionnaire?pet=${rex.id}&offer=corona_direct`);
  await page.getByText(/Corona Direct receives these details/).click();
  await page.getByRole('button', { name: 'Send my request' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Rex already has a request with Corona Direct that is being handled.');
  await expect(alert.getByRole('link', { name: 'See that request' })).toHaveAttribute('href', `/en/insurance/thankyou?lead=${leads[0]!.id}`);
  expect((await api<{ count: number }>('GET', '/insurancelead/')).count).toBe(1);
  expect(sent.filter((path) => path.endsWith('/insurance_lead'))).toEqual([]);
});

test('on the Dutch site the insurance thank-you page is the 404 page, for a signed-in customer too', async ({ page }) => {
  await signInAnonymouslyOn(page, 'nl.localhost');
  const response = await page.goto(appUrl('/nl/insurance/thankyou', 'nl.localhost'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('#nuxt')).toContainText('404');
});

test('on the German site the insurance page says Belgium only and has no form', async ({ page }) => {
  // An anonymous account counts as signed in: a visitor may start without registering.
  await signInAnonymouslyOn(page, 'de.localhost');
  await page.goto(appUrl('/de/insurance', 'de.localhost'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tierversicherung');
  await expect(page.getByRole('heading', { name: 'Die Tierversicherung gibt es nur in Belgien' })).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
  await expect(page.locator('main input')).toHaveCount(0);
  await page.goto(appUrl('/de/insurance/questionnaire', 'de.localhost'));
  await expect(page.getByRole('heading', { name: 'Die Tierversicherung gibt es nur in Belgien' })).toBeVisible();
  await expect(page.locator('main form')).toHaveCount(0);
});

test.describe('in Belgian Dutch and French', () => {
  test.use({ locale: 'nl-BE' });

  test('the insurance pages have no serious or critical WCAG violations @responsive', async ({ page, baseURL }) => {
    const { api, rex } = await household(page, baseURL!, 'Noor');
    const problems: string[] = [];
    const check = async (what: string) => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      for (const v of results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')) {
        problems.push(
          `${what}: ${v.impact} ${v.id}: ${v.help}\n${v.nodes
            .slice(0, 5)
            .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
            .join('\n')}`,
        );
      }
    };
    await open(page, '/insurance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dierenverzekering');
    await check('/insurance');
    // Another pet, its fields open.
    await page.getByText('Een ander huisdier', { exact: true }).click();
    await expect(page.getByRole('textbox', { name: /^Geboortedatum/ })).toBeVisible();
    await check('/insurance (another pet)');

    await open(page, `/fr-be/insurance/questionnaire?pet=${rex.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check('/fr-be/insurance/questionnaire');
    // With the messages of a refused submit shown.
    await page.getByRole('textbox', { name: /^Numéro de puce/ }).fill('12');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByText(/Acceptez que ces données soient transmises/)).toBeVisible();
    await check('/fr-be/insurance/questionnaire (errors)');

    const lead = await api<Lead>('POST', '/insurancelead/', {
      offer: 'standard',
      cover: 'comfort',
      deductible_cents: 10000,
      animal: rex.url,
      chip_number: chip,
      owner: {
        firstname: 'Noor',
        lastname: 'Peeters',
        email: 'noor@example.com',
        phone: '+32 470 12 34 56',
        street: 'Veldstraat',
        number: '12',
        postal_code: '9000',
        city: 'Gent',
      },
      start_date: defaultInsuranceStartDate(today()),
      consent: true,
    });
    await open(page, `/fr-be/insurance/thankyou?lead=${lead.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demande d’assurance reçue');
    await check('/fr-be/insurance/thankyou');
    await open(page, '/fr-be/insurance');
    await expect(page.getByRole('region', { name: 'Vos demandes' })).toBeVisible();
    await check('/fr-be/insurance (with a request)');
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
