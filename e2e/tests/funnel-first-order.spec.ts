import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { text, type CatalogLocale } from '../support/catalogs.ts';
import { waitForHydration } from '../support/navigation.ts';
import { appUrl } from '../support/servers.ts';

// Issue 5, done when: a new visitor goes from the home page to a paid first delivery, in one
// walk through every funnel page — Belgium (nl-BE) with a dog and a cat in one box, the
// questionnaire and the checkout by keyboard alone, a failed payment and its retry; the
// Netherlands (nl) with one dog, a coupon, a Pay pressed twice and a payment the bank confirms
// later. Every page is checked with axe; the Belgian walk runs at phone width and leaves a
// full-page screenshot of each page in e2e/.output/screenshots/funnel-*.png.

// Two whole walks (sign-up, some thirty questions, four funnel pages, a checkout and the payment
// provider twice) on a small machine next to the other specs.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.output/screenshots');
const password = 'walkies-2026';

/** A catalog text with its {placeholders} filled in, as the page shows it. */
function say(locale: CatalogLocale, key: string, values: Record<string, string | number> = {}): string {
  return text(locale, key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test.beforeEach(async ({ context }) => {
  // Every browser comes from 127.0.0.1; each walk speaks as a visitor of its own (see identity.spec.ts).
  const octet = () => 1 + Math.floor(Math.random() * 250);
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
});

/** No serious or critical WCAG 2 A/AA violation on the page as it is now. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  // React Aria's off-screen live announcer keeps a busy button's announcement (a role="img"
  // pointing at the button by id) for seven seconds, also after the page that had the button
  // is gone: a leftover of an announcement already made, not content of this page.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).exclude('[data-live-announcer]').analyze();
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = blocking
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');
  expect(blocking, `${where}:\n${report}`).toEqual([]);
}

/** A full-page picture for people to look at (git-ignored). */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshots, `funnel-${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * The product API as the signed-in browser user sees it, called from a page of the same origin
 * (Node cannot resolve `nl.localhost`, the browser can; the sandbox's page forbids scripts).
 */
class ApiAs {
  private page: Page | undefined;
  constructor(
    private readonly context: BrowserContext,
    private readonly origin: string,
  ) {}

  async call<T>(method: 'GET' | 'POST', apiPath: string, body?: unknown): Promise<{ status: number; body: T }> {
    if (!this.page) {
      this.page = await this.context.newPage();
      // A page of the shop (the favicon), not an API answer: the API's policy lets its answers fetch nothing.
      await this.page.goto(`${this.origin}/favicon.ico`);
    }
    return this.page.evaluate(
      async ({ method, apiPath, body }) => {
        const { token } = (await (await fetch('/api/auth/token')).json()) as { token: string };
        const answer = await fetch(`/api${apiPath}`, {
          method,
          headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: answer.status, body: (await answer.json()) as T };
      },
      { method, apiPath, body },
    );
  }

  async get<T>(apiPath: string): Promise<T> {
    const answer = await this.call<T>('GET', apiPath);
    expect(answer.status, `GET ${apiPath}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  }

  async firstDelivery(): Promise<Delivery> {
    const { results } = await this.get<{ results: Delivery[] }>('/delivery/?limit=1000');
    const first = results.filter((delivery) => delivery.kind === 'first');
    expect(first, 'one first delivery').toHaveLength(1);
    return first[0]!;
  }
}

interface Delivery {
  id: number;
  url: string;
  kind: string;
  status: string;
  delivery_date: string | null;
  total: number;
  discount: number;
  couponcodes: string[];
  payment_state: string | null;
  delivery_address: { postal_code: string; street: string; number: string; country: string } | null;
  items: Array<{ kind: string; animal: string | null; amount: number }>;
}
interface Payment {
  id: number | string;
  status: string;
  amount: number;
  delivery: string | null;
  checkout_url: string | null;
}

/** Home page → sign-up → the questionnaire, as a new visitor. */
async function openSignUp(page: Page, locale: CatalogLocale, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(locale, 'auth.signup.heading'));
  await waitForHydration(page);
}

/** The home page's call to action starts the questionnaire at once, on an anonymous account (issue 16). */
async function startFromHome(page: Page, locale: CatalogLocale): Promise<void> {
  await page
    .getByRole('main')
    .getByRole('link', { name: say(locale, 'home.cta.signup') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/question\/?$/, { timeout: 30_000 });
  await waitForHydration(page);
}

/** The account step of the order summary (a visitor who started without an account): it promotes the anonymous account. */
async function createAccountOnOrderSummary(page: Page, locale: CatalogLocale, firstname: string): Promise<void> {
  const step = page.getByRole('region', { name: say(locale, 'order_summary.account.title') });
  await expect(step).toBeVisible();
  await step.getByRole('textbox', { name: say(locale, 'auth.fields.firstname'), exact: true }).fill(firstname);
  await step.getByRole('textbox', { name: say(locale, 'auth.fields.email'), exact: true }).fill(uniqueEmail('funnel'));
  await step.getByRole('textbox', { name: say(locale, 'auth.fields.password'), exact: true }).fill(password);
  await step.getByText(say(locale, 'auth.signup.consent')).click();
  await step.getByRole('button', { name: say(locale, 'order_summary.account.submit') }).click();
}

async function fillSignUp(page: Page, locale: CatalogLocale, firstname: string): Promise<void> {
  await page.getByRole('textbox', { name: say(locale, 'auth.fields.firstname'), exact: true }).fill(firstname);
  await page.getByRole('textbox', { name: say(locale, 'auth.fields.email'), exact: true }).fill(uniqueEmail('funnel'));
  await page.getByRole('textbox', { name: say(locale, 'auth.fields.password'), exact: true }).fill(password);
  await page.getByText(say(locale, 'auth.signup.consent')).click();
  await page.getByRole('button', { name: say(locale, 'auth.signup.submit') }).click();
  await expect(page).toHaveURL(/\/question\/?$/, { timeout: 30_000 });
  await waitForHydration(page);
}

// ── Keyboard ──

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tab (forward) until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** Into a radio group with Tab, then the arrow keys to the answer (which chooses it). */
async function chooseByKeyboard(page: Page, answer: Locator): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    const focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type ?? '');
    if (focused === 'radio') break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 8 && !(await isFocused(answer)); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(answer).toBeFocused();
  if (!(await answer.isChecked())) await page.keyboard.press('Space');
  await expect(answer).toBeChecked();
}

// ── The questionnaire ──

const question = (page: Page) => page.getByRole('heading', { level: 2 });

/** The Belgian household's questionnaire, by keyboard: one question, its answer, Next. */
function keyboardQuestionnaire(page: Page) {
  const locale: CatalogLocale = 'nl-be';
  const q = (key: string, values: Record<string, string | number> = {}) => say(locale, `questionnaire.${key}`, values);
  const radio = (name: string | RegExp) => page.getByRole('radio', { name, exact: typeof name === 'string' });
  const expectQuestion = async (expected: string) => {
    await expect(question(page)).toHaveText(expected);
    await expect(question(page)).toBeFocused();
  };
  const next = async (expected: string, button = q('next')) => {
    await tabTo(page, page.getByRole('button', { name: button }));
    await page.keyboard.press('Enter');
    await expectQuestion(expected);
  };
  const typeAndEnter = async (field: Locator, value: string, expected: string) => {
    await tabTo(page, field);
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
    await expectQuestion(expected);
  };
  const choose = (answer: Locator) => chooseByKeyboard(page, answer);
  return { q, radio, next, typeAndEnter, choose, expectQuestion };
}

test('Belgium (nl-BE), phone width: a dog and a cat from the home page to a paid first box, by keyboard; a failed payment, then paid', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const origin = new URL(baseURL!).origin;
  const locale: CatalogLocale = 'nl-be';
  const api = new ApiAs(context, origin);

  // ── Home: straight into the questionnaire, without an account ──
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await shoot(page, 'home');
  await startFromHome(page, locale);

  // ── The questionnaire: a dog, by keyboard only ──
  const { q, radio, next, typeAndEnter, choose } = keyboardQuestionnaire(page);
  await expect(question(page)).toHaveText(q('steps.type.question_first'));
  await expectAccessible(page, 'questionnaire, first question');
  await shoot(page, 'question-type');
  await choose(radio(q('steps.type.dog')));
  await next(q('steps.name.question_dog'));
  await typeAndEnter(page.getByRole('textbox', { name: new RegExp(q('steps.name.label')) }), 'Bo', q('steps.sex.question', { name: 'Bo' }));
  await choose(radio(new RegExp(`^${q('steps.sex.male')}`)));
  await next(q('steps.birth_date.question', { name: 'Bo' }));
  await typeAndEnter(page.getByRole('textbox', { name: new RegExp(q('steps.birth_date.label')) }), '01062021', q('steps.breed.question', { name: 'Bo' }));
  await choose(radio(q('steps.breed.unknown')));
  await next(q('steps.size.question', { name: 'Bo' }));
  await choose(radio(new RegExp(`^${q('steps.size.medium')}`)));
  await next(q('steps.weight.question', { name: 'Bo' }));
  await typeAndEnter(page.getByRole('textbox', { name: new RegExp(q('steps.weight.label')) }), '18', q('steps.sterilised.question_male', { name: 'Bo' }));
  await choose(radio(q('steps.sterilised.yes')));
  await next(q('steps.activity.question', { name: 'Bo' }));
  await choose(radio(new RegExp(`^${q('steps.activity.active')}`)));
  await next(q('steps.condition.question', { name: 'Bo' }));
  await expectAccessible(page, 'questionnaire, body condition');
  await shoot(page, 'question-condition');
  await choose(radio(new RegExp(`^${q('steps.condition.ideal')}`)));
  await next(q('steps.complaints.question', { name: 'Bo' }));
  const joints = page.getByRole('checkbox', { name: q('steps.complaints.kinds.joints') });
  await tabTo(page, joints);
  await page.keyboard.press('Space');
  await expect(joints).toBeChecked();
  await next(q('steps.wet_food.question', { name: 'Bo' }));
  await choose(radio(q('steps.wet_food.no')));
  await next(q('steps.fresh_food.question', { name: 'Bo' }));
  await next(q('steps.treats.question', { name: 'Bo' }));
  await tabTo(page, page.getByRole('slider', { name: q('steps.treats.label') }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await next(q('steps.done.title', { name: 'Bo' }), q('finish', { name: 'Bo' }));

  // ── …and a cat, with a reload halfway: the questionnaire resumes at the same question ──
  await expectAccessible(page, 'questionnaire, pet done');
  await shoot(page, 'question-done');
  await next(q('steps.type.question_next'), q('steps.done.add'));
  await choose(radio(q('steps.type.cat')));
  await next(q('steps.name.question_cat'));
  await typeAndEnter(page.getByRole('textbox', { name: new RegExp(q('steps.name.label')) }), 'Mimi', q('steps.sex.question', { name: 'Mimi' }));
  await choose(radio(new RegExp(`^${q('steps.sex.female')}`)));
  await next(q('steps.birth_date.question', { name: 'Mimi' }));
  await typeAndEnter(page.getByRole('textbox', { name: new RegExp(q('steps.birth_date.label')) }), '15092022', q('steps.breed.question', { name: 'Mimi' }));
  await choose(radio(q('steps.breed.unknown')));
  await next(q('steps.weight.question', { name: 'Mimi' }));
  await typeAndEnter(page.getByRole('textbox', { name: new RegExp(q('steps.weight.label')) }), '4,2', q('steps.sterilised.question_female', { name: 'Mimi' }));

  await expect(page).toHaveURL(/[?&]pet=1&step=sterilised$/);
  // The step is saved at once; let the save land before the reload.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await waitForHydration(page);
  await expect(question(page)).toHaveText(q('steps.sterilised.question_female', { name: 'Mimi' }));
  await expect(page).toHaveURL(/[?&]pet=1&step=sterilised$/);

  await choose(radio(q('steps.sterilised.yes')));
  // Sterilised: Mimi is not asked whether she is pregnant or nursing.
  await next(q('steps.activity.question', { name: 'Mimi' }));
  await choose(radio(new RegExp(`^${q('steps.activity.moderate')}`)));
  await next(q('steps.condition.question', { name: 'Mimi' }));
  await choose(radio(new RegExp(`^${q('steps.condition.ideal')}`)));
  await next(q('steps.indoor.question', { name: 'Mimi' }));
  await choose(radio(new RegExp(`^${q('steps.indoor.yes')}`)));
  await next(q('steps.complaints.question', { name: 'Mimi' }));
  await next(q('steps.wet_food.question', { name: 'Mimi' }));
  await choose(radio(q('steps.wet_food.no')));
  await next(q('steps.fresh_food.question', { name: 'Mimi' }));
  await next(q('steps.done.title', { name: 'Mimi' }), q('finish', { name: 'Mimi' }));
  await tabTo(page, page.getByRole('button', { name: q('steps.done.continue') }));
  await page.keyboard.press('Enter');

  // ── Pet overview ──
  await expect(page).toHaveURL(/\/pet-overview$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'pages.pet-overview.title'));
  await expect(page.getByRole('heading', { level: 2, name: 'Bo', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Mimi', exact: true })).toBeVisible();
  await expectAccessible(page, 'pet overview');
  await shoot(page, 'pet-overview');
  await page.getByRole('link', { name: say(locale, 'pet_overview.continue') }).click();

  // ── Suggested meal plan ──
  await expect(page).toHaveURL(/\/suggested-mealplan$/);
  await expect(page.getByRole('heading', { level: 2, name: say(locale, 'meal_plan.pet_heading', { name: 'Bo' }) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: say(locale, 'meal_plan.pet_heading', { name: 'Mimi' }) })).toBeVisible();
  await expectAccessible(page, 'suggested meal plan');
  await shoot(page, 'suggested-mealplan');
  await page.getByRole('button', { name: say(locale, 'meal_plan.continue') }).click();

  // ── Order summary ──
  await expect(page).toHaveURL(/\/order-summary$/);
  await expect(page.getByRole('region', { name: say(locale, 'order_summary.pet_food', { name: 'Bo' }) })).toBeVisible();
  await expect(page.getByRole('region', { name: say(locale, 'order_summary.pet_food', { name: 'Mimi' }) })).toBeVisible();
  await expectAccessible(page, 'order summary');
  await shoot(page, 'order-summary');
  // The plan and its price came without an account; the account is made here, before the payment.
  await expect(page.getByRole('link', { name: say(locale, 'order_summary.continue'), exact: true })).toHaveCount(0);
  await createAccountOnOrderSummary(page, locale, 'Ann');

  // ── Cross-sells: one extra in the first box ──
  await expect(page).toHaveURL(/\/cross-sells$/, { timeout: 30_000 });
  const firstExtra = page.locator('main ul > li').first();
  await firstExtra.getByRole('button', { name: say(locale, 'cross_sells.add_once') }).click();
  await expect(firstExtra.getByText(say(locale, 'cross_sells.in_first_box'))).toBeVisible();
  await expectAccessible(page, 'cross-sells');
  await shoot(page, 'cross-sells');
  await page.getByRole('link', { name: say(locale, 'cross_sells.continue_with_one', { count: 1 }) }).click();

  // ── Checkout, by keyboard only: from the top of the page to Pay ──
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(locale, 'checkout.heading'));
  await waitForHydration(page);
  const field = (key: string) => page.getByRole('textbox', { name: say(locale, `checkout.fields.${key}`), exact: true });
  await tabTo(page, field('firstname'));
  await page.keyboard.type('Ann');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Peeters');
  await page.keyboard.press('Tab');
  await expect(field('phone')).toBeFocused();
  await page.keyboard.type('0470 12 34 56');
  // The country's code sits inside the field, in front of the number: it must not hide what was typed.
  const phoneLayout = await field('phone').evaluate((input) => {
    const prefix = input.parentElement?.querySelector('[aria-hidden="true"]');
    return { padding: parseFloat(getComputedStyle(input).paddingInlineStart), prefix: prefix?.getBoundingClientRect().width ?? 0 };
  });
  expect(phoneLayout.padding, 'the number starts after the +32 in front of it').toBeGreaterThanOrEqual(phoneLayout.prefix);
  // The postal-code lookup: type, arrow to a suggestion, Enter fills postal code and town.
  await tabTo(page, page.getByRole('combobox', { name: say(locale, 'checkout.search.label') }));
  await page.keyboard.type('9000', { delay: 30 });
  await expect(page.getByRole('option').first()).toContainText('9000');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field('postal_code')).toHaveValue('9000');
  await expect(field('city')).not.toHaveValue('');
  await tabTo(page, field('street'));
  await page.keyboard.type('Veldstraat');
  await page.keyboard.press('Tab');
  await expect(field('number')).toBeFocused();
  await page.keyboard.type('12');
  // Another delivery day than the first one offered: arrow keys in the group of days.
  const days = page
    .getByRole('radiogroup')
    .or(page.getByRole('group', { name: say(locale, 'checkout.date.legend') }))
    .getByRole('radio');
  await tabTo(page, page.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowRight');
  const chosenDay = days.nth(1);
  await expect(chosenDay).toBeChecked();
  const chosenDate = await chosenDay.getAttribute('value');
  const chosenLabel =
    (await chosenDay.getAttribute('aria-label')) ?? (await chosenDay.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(chosenDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const consent = page.getByRole('checkbox', { name: say(locale, 'checkout.pay.consent') });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await expectAccessible(page, 'checkout');
  await shoot(page, 'checkout');
  const payButton = page.getByRole('button', { name: new RegExp(say(locale, 'checkout.pay.submit', { total: '.+' })) });
  await tabTo(page, payButton);
  await page.keyboard.press('Enter');

  // ── The sandbox's hosted page: the payment fails ──
  await page.waitForURL(/\/api\/sandbox-payments\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'sandbox payment page');
  await shoot(page, 'sandbox-payment');
  await page.getByRole('radio', { name: say(locale, 'sandbox_payment.outcomes.failed') }).check();
  await page.getByRole('button', { name: say(locale, 'sandbox_payment.submit') }).click();

  // Back at the checkout, with a clear message and nothing typed lost.
  await page.waitForURL(/\/checkout\?payment=failed$/);
  await waitForHydration(page);
  const problem = page.getByRole('alert').filter({ hasText: say(locale, 'checkout.payment_problem.failed.title') });
  await expect(problem).toContainText(say(locale, 'checkout.payment_problem.failed.text'));
  await expect(field('street')).toHaveValue('Veldstraat');
  await expect(page.getByRole('radio', { checked: true })).toHaveAttribute('value', chosenDate!);
  await expectAccessible(page, 'checkout after a failed payment');
  await shoot(page, 'checkout-payment-failed');

  // Pay again: this time it is paid; the after-checkout page sends the payer to the thank-you page
  // (its loader, on the server, when the payment has settled by the time the payer is back).
  const visited: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) visited.push(new URL(request.url()).pathname);
  });
  await problem.getByRole('button', { name: say(locale, 'checkout.payment_problem.retry') }).click();
  await page.waitForURL(/\/api\/sandbox-payments\/[^/]+\/$/);
  await page.getByRole('radio', { name: say(locale, 'sandbox_payment.outcomes.paid') }).check();
  await page.getByRole('button', { name: say(locale, 'sandbox_payment.submit') }).click();
  await page.waitForURL(/\/thank-you\?delivery=\d+$/);
  expect(visited).toContain('/after-checkout-redirect');

  // ── Thank you, with the chosen delivery date ──
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(locale, 'thank_you.heading_named', { name: 'Ann' }));
  // "dinsdag 24 november 2026" on the checkout; the thank-you page leaves the year out.
  const dayAndMonth = chosenLabel
    .split(',')[0]!
    .replace(/\s+\d{4}$/, '')
    .trim();
  expect(dayAndMonth).not.toBe('');
  await expect(page.getByRole('main')).toContainText(say(locale, 'thank_you.intro_dated', { date: dayAndMonth }));
  const contents = page.getByRole('region', { name: say(locale, 'thank_you.contents.heading') });
  await expect(contents.getByRole('heading', { name: 'Bo', exact: true })).toBeVisible();
  await expect(contents.getByRole('heading', { name: 'Mimi', exact: true })).toBeVisible();
  // Every line of the box shows its product's picture.
  await expect(contents.getByRole('listitem')).not.toHaveCount(0);
  for (const line of await contents.getByRole('listitem').all()) await expect(line.locator('svg[data-shape]')).toBeVisible();
  await expectAccessible(page, 'thank-you');
  await shoot(page, 'thank-you');

  // ── The result in the API: the paid delivery with items for both pets, its payment, one mandate ──
  const animals = await api.get<{ results: Array<{ url: string; name: string }> }>('/animal/');
  const petUrls = Object.fromEntries(animals.results.map((animal) => [animal.name, animal.url]));
  const delivery = await api.firstDelivery();
  expect(delivery).toMatchObject({ status: 'paid', payment_state: 'paid', delivery_date: chosenDate });
  expect(delivery.delivery_address).toMatchObject({ postal_code: '9000', street: 'Veldstraat', number: '12', country: 'BE' });
  const fedPets = new Set(delivery.items.filter((item) => item.kind === 'formula' && item.amount > 0).map((item) => item.animal));
  expect(fedPets).toEqual(new Set([petUrls.Bo, petUrls.Mimi]));
  expect(delivery.items.some((item) => item.kind === 'extra')).toBe(true);
  const payment = await api.get<Payment>('/payment/latest/?is_shop=false');
  expect(payment).toMatchObject({ status: 'paid', amount: delivery.total, delivery: delivery.url });
  const customer = await api.get<{ results: Array<{ firstname: string; lastname: string; phone: string }> }>('/customer/');
  expect(customer.results[0]).toMatchObject({ firstname: 'Ann', lastname: 'Peeters', phone: '+32 470 12 34 56' });
  const mandates = await api.get<{ count: number; results: Array<{ is_default: boolean }> }>('/mandate/');
  expect(mandates.count).toBe(1);
  expect(mandates.results[0]?.is_default).toBe(true);
});

test('the Netherlands (nl): a dog with a coupon, Pay pressed twice is one payment, confirmed while the page waits', async ({ page, context }) => {
  const locale: CatalogLocale = 'nl';
  const origin = new URL(appUrl('/', 'nl.localhost')).origin;
  const api = new ApiAs(context, origin);

  // ── The sign-up page first (it stays for whoever wants an account before the questionnaire) ──
  await openSignUp(page, locale, `${origin}/nl/signup`);
  await fillSignUp(page, locale, 'Sanne');
  await expect(page).toHaveURL(/\/nl\/question\/?$/);

  // ── The questionnaire with the mouse ──
  const q = (key: string, values: Record<string, string | number> = {}) => say(locale, `questionnaire.${key}`, values);
  const choose = (name: string | RegExp) => page.getByRole('radio', { name, exact: typeof name === 'string' }).check({ force: true });
  const next = async (expected: string, button = q('next')) => {
    await page.getByRole('button', { name: button }).click();
    await expect(question(page)).toHaveText(expected);
  };
  await expect(question(page)).toHaveText(q('steps.type.question_first'));
  await choose(q('steps.type.dog'));
  await next(q('steps.name.question_dog'));
  await page.getByRole('textbox', { name: new RegExp(q('steps.name.label')) }).fill('Bommel');
  await next(q('steps.sex.question', { name: 'Bommel' }));
  await choose(new RegExp(`^${q('steps.sex.male')}`));
  await next(q('steps.birth_date.question', { name: 'Bommel' }));
  await page.getByRole('textbox', { name: new RegExp(q('steps.birth_date.label')) }).fill('10022020');
  await next(q('steps.breed.question', { name: 'Bommel' }));
  await choose(q('steps.breed.unknown'));
  await next(q('steps.size.question', { name: 'Bommel' }));
  await choose(new RegExp(`^${q('steps.size.large')}`));
  await next(q('steps.weight.question', { name: 'Bommel' }));
  await page.getByRole('textbox', { name: new RegExp(q('steps.weight.label')) }).fill('31');
  await next(q('steps.sterilised.question_male', { name: 'Bommel' }));
  await choose(q('steps.sterilised.yes'));
  await next(q('steps.activity.question', { name: 'Bommel' }));
  await choose(new RegExp(`^${q('steps.activity.moderate')}`));
  await next(q('steps.condition.question', { name: 'Bommel' }));
  await choose(new RegExp(`^${q('steps.condition.ideal')}`));
  await next(q('steps.complaints.question', { name: 'Bommel' }));
  await next(q('steps.wet_food.question', { name: 'Bommel' }));
  await choose(q('steps.wet_food.no'));
  await next(q('steps.fresh_food.question', { name: 'Bommel' }));
  await next(q('steps.treats.question', { name: 'Bommel' }));
  await next(q('steps.done.title', { name: 'Bommel' }), q('finish', { name: 'Bommel' }));
  await page.getByRole('button', { name: q('steps.done.continue') }).click();

  await expect(page).toHaveURL(/\/nl\/pet-overview$/);
  await page.getByRole('link', { name: say(locale, 'pet_overview.continue') }).click();
  await expect(page).toHaveURL(/\/nl\/suggested-mealplan$/);
  await expect(page.getByRole('heading', { level: 2, name: say(locale, 'meal_plan.pet_heading', { name: 'Bommel' }) })).toBeVisible();
  await page.getByRole('button', { name: say(locale, 'meal_plan.continue') }).click();

  // ── Order summary: the coupon as a discount, still there after a reload ──
  await expect(page).toHaveURL(/\/nl\/order-summary$/);
  const code = page.getByRole('textbox', { name: say(locale, 'order_summary.coupon.label') });
  await code.fill('WELCOME15');
  await page.getByRole('button', { name: say(locale, 'order_summary.coupon.apply') }).click();
  const price = page.getByRole('region', { name: say(locale, 'order_summary.price.title') });
  const discountLine = price.getByText(say(locale, 'order_summary.price.discount_code', { code: 'WELCOME15' }));
  await expect(discountLine).toBeVisible();
  await expect(discountLine.locator('xpath=following-sibling::dd')).toHaveText(/^−/);
  await page.reload();
  await waitForHydration(page);
  await expect(discountLine).toBeVisible();
  await expect(page.getByRole('list', { name: say(locale, 'order_summary.coupon.applied_list') })).toContainText('WELCOME15');
  await page.getByRole('link', { name: say(locale, 'order_summary.continue'), exact: true }).click();

  await expect(page).toHaveURL(/\/nl\/cross-sells$/);
  await page.getByRole('link', { name: say(locale, 'cross_sells.continue'), exact: true }).click();

  // ── Checkout: a Dutch address; Pay pressed twice quickly ──
  await expect(page).toHaveURL(/\/nl\/checkout$/);
  await waitForHydration(page);
  const field = (key: string) => page.getByRole('textbox', { name: say(locale, `checkout.fields.${key}`), exact: true });
  await field('firstname').fill('Sanne');
  await field('lastname').fill('de Vries');
  await field('phone').fill('06 12345678');
  await field('postal_code').fill('1012 AB');
  await field('city').fill('Amsterdam');
  await field('street').fill('Damrak');
  await field('number').fill('1');
  await expect(page.getByRole('region', { name: say(locale, 'checkout.recap.heading') })).toContainText(
    say(locale, 'checkout.recap.discount_code', { code: 'WELCOME15' }),
  );
  await page.getByRole('checkbox', { name: say(locale, 'checkout.pay.consent') }).check({ force: true });

  const paymentStarts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/handle_open_payment\/$/.test(request.url())) paymentStarts.push(request.url());
  });
  const sandboxVisits: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/sandbox-payments/')) sandboxVisits.push(frame.url());
  });
  await page.getByRole('button', { name: new RegExp(say(locale, 'checkout.pay.submit', { total: '.+' })) }).dblclick();
  await page.waitForURL(/\/api\/sandbox-payments\/[^/]+\/$/);
  const sandboxUrl = page.url();
  expect(new URL(sandboxUrl).host, 'the payer stays on the host of their country').toBe(new URL(origin).host);

  // One payment: the open one the API holds is the page we are on, and two more starts at the
  // same moment (what a double click that got past the page would send) get that same payment.
  const delivery = await api.firstDelivery();
  const open = await api.get<Payment>('/payment/latest/?is_shop=false');
  expect(open).toMatchObject({ status: 'open', delivery: delivery.url, checkout_url: sandboxUrl });
  const start = () =>
    api.call<{ checkout_url: string; payment: Payment }>('POST', `${delivery.url}handle_open_payment/`, {
      redirect_url: `/nl/after-checkout-redirect?delivery=${delivery.id}`,
    });
  for (const answer of await Promise.all([start(), start()])) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.payment.id).toBe(open.id);
    expect(answer.body.checkout_url).toBe(sandboxUrl);
  }
  expect(paymentStarts.length, 'the page started the payment once').toBe(1);
  expect(sandboxVisits).toHaveLength(1);

  // ── The bank has not answered yet: the after-checkout page waits, visibly ──
  await page.getByRole('radio', { name: say(locale, 'sandbox_payment.outcomes.open') }).check();
  await page.getByRole('button', { name: say(locale, 'sandbox_payment.submit') }).click();
  await page.waitForURL(/\/nl\/after-checkout-redirect\?delivery=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(locale, 'payment_return.after.checking_title'));
  await expect(page.getByText(say(locale, 'payment_return.after.waiting_text'))).toBeVisible();
  await expectAccessible(page, 'after-checkout redirect, waiting');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'after-checkout-waiting');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The payer completes it on the provider's page in another tab; the waiting page notices.
  const provider = await context.newPage();
  await provider.goto(sandboxUrl);
  await provider.getByRole('radio', { name: say(locale, 'sandbox_payment.outcomes.paid') }).check();
  await provider.getByRole('button', { name: say(locale, 'sandbox_payment.submit') }).click();
  await provider.waitForURL(/\/nl\/(after-checkout-redirect|thank-you)\?delivery=\d+$/);
  await provider.close();
  await page.waitForURL(/\/nl\/thank-you\?delivery=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(locale, 'thank_you.heading_named', { name: 'Sanne' }));
  const contents = page.getByRole('region', { name: say(locale, 'thank_you.contents.heading') });
  await expect(contents.getByRole('heading', { name: 'Bommel', exact: true })).toBeVisible();
  await expect(contents).toContainText('WELCOME15');

  // ── In the API: paid once, with the discount, one mandate ──
  const paid = await api.firstDelivery();
  expect(paid).toMatchObject({ status: 'paid', couponcodes: ['WELCOME15'] });
  expect(paid.discount).toBeGreaterThan(0);
  expect(paid.delivery_address).toMatchObject({ postal_code: '1012 AB', country: 'NL' });
  const payment = await api.get<Payment>('/payment/latest/?is_shop=false');
  expect(payment).toMatchObject({ id: open.id, status: 'paid', amount: paid.total });
  const mandates = await api.get<{ count: number }>('/mandate/');
  expect(mandates.count).toBe(1);

  // /pay-now (no layout, no guard) with a link that is not valid: a clear page, at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/nl/pay-now?token=not-a-real-token`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(say(locale, 'payment_return.pay_now.invalid_title'));
  await expectAccessible(page, 'pay-now, invalid link');
  await shoot(page, 'pay-now-invalid');
});
