import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { payingHousehold, rexTheDog } from '../support/household.ts';
import { signInAnonymously } from '../support/identity.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 16, product depth: every formula has a picture (its bag, named in the page's language)
// and a detail view with what its EU label declares (Regulation (EC) No 767/2009): composition,
// analytical constituents, additives per kg and the feeding guide, with the locale's numbers.
// Reached from the meal plan's formula and from the formula chooser, in Dutch and in German.

test.describe.configure({ timeout: 90_000 });
test.use({ navigationTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

interface Product {
  name: string;
  kcal_per_kg: number;
  details: { ingredients: string; additives: string; analytical_constituents: { protein: number; fibre: number } };
}

/** The same space for every locale's no-break spaces. */
const squash = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

async function dogHousehold(page: Page, baseURL: string): Promise<void> {
  test.skip(!(await signInAnonymously(page, baseURL)), 'this build has no identity service to sign in with');
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const answer = await page.request.post('/api/animal/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Max', type: 'dog', sex: 'male', dateOfBirth: '2021-03-02', weight: 24, size: 'medium', sterilised: true, activity: 'moderate' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The dog formulas as the API gives them in a language, by name. */
async function formulasIn(page: Page, language: string): Promise<Map<string, Product>> {
  const answer = await page.request.get('/api/product/?kind=formula&animal_type=dog&limit=100', { headers: { 'Accept-Language': language } });
  expect(answer.ok()).toBe(true);
  const { results } = (await answer.json()) as { results: Product[] };
  return new Map(results.map((product) => [product.name, product]));
}

const words = {
  'nl-BE': {
    path: '/suggested-mealplan',
    card: 'Voedingsplan van Max',
    bag: (name: string) => `Zak ${name}`,
    open: (name: string) => `Samenstelling en voedingsadvies: ${name}`,
    feed: 'Volledig diervoeder voor honden',
    composition: 'Samenstelling',
    constituents: 'Analytische bestanddelen',
    protein: 'Ruw eiwit',
    fibre: 'Ruwe celstof',
    energy: 'Metaboliseerbare energie',
    additives: 'Toevoegingsmiddelen',
    guide: 'Voedingsadvies',
    guideTable: /^Gram .* per dag volgens lichaamsgewicht$/,
    weight: 'Lichaamsgewicht',
    moderate: 'Gemiddeld actief',
    choose: 'Kies een andere formule',
  },
  de: {
    path: '/de/suggested-mealplan',
    card: 'Futterplan für Max',
    bag: (name: string) => `Beutel mit ${name}`,
    open: (name: string) => `Zusammensetzung und Fütterungsempfehlung: ${name}`,
    feed: 'Alleinfuttermittel für Hunde',
    composition: 'Zusammensetzung',
    constituents: 'Analytische Bestandteile',
    protein: 'Rohprotein',
    fibre: 'Rohfaser',
    energy: 'Umsetzbare Energie',
    additives: 'Zusatzstoffe',
    guide: 'Fütterungsempfehlung',
    guideTable: /^Gramm .* pro Tag nach Körpergewicht$/,
    weight: 'Körpergewicht',
    moderate: 'Mäßig aktiv',
    choose: 'Andere Rezeptur wählen',
  },
} as const;

for (const [locale, say] of Object.entries(words)) {
  test(`the meal plan's formula has its bag and a detail view with its label and feeding guide (${locale})`, async ({ page, baseURL }) => {
    await dogHousehold(page, baseURL!);
    const formulas = await formulasIn(page, locale);
    await page.goto(say.path);
    await waitForHydration(page);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: say.card }) });
    const name = squash(await card.getByRole('heading', { level: 3 }).first().textContent());
    const formula = formulas.get(name)!;
    expect(formula, `${name} is a dog formula of the catalogue`).toBeDefined();

    // The picture: the formula's bag, named in the page's language.
    await expect(card.getByRole('img', { name: say.bag(name) })).toBeVisible();

    const open = card.getByRole('button', { name: say.open(name) });
    await open.click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(say.feed)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: say.composition })).toBeVisible();
    await expect(dialog.getByText(formula.details.ingredients)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: say.constituents })).toBeVisible();

    // Percentages and kcal in the locale's notation, as Intl writes them for it.
    const percent = (value: number) => squash(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100));
    const row = (label: string) => dialog.getByRole('row', { name: new RegExp(`^${label}`) });
    expect(squash(await row(say.protein).getByRole('cell').textContent())).toBe(percent(formula.details.analytical_constituents.protein));
    expect(squash(await row(say.fibre).getByRole('cell').textContent())).toBe(percent(formula.details.analytical_constituents.fibre));
    expect(squash(await row(say.energy).getByRole('cell').textContent())).toBe(`${new Intl.NumberFormat(locale).format(formula.kcal_per_kg)} kcal/kg`);
    // A decimal comma in both languages (2,5 % / 3.690 kcal/kg), never a decimal point.
    expect(squash(await row(say.fibre).getByRole('cell').textContent())).not.toMatch(/\d\.\d/);
    await expect(dialog.getByRole('heading', { name: say.additives })).toBeVisible();
    await expect(dialog.getByText(formula.details.additives)).toBeVisible();

    // The feeding guide: grams a day by body weight, a column per activity.
    await expect(dialog.getByRole('heading', { name: say.guide })).toBeVisible();
    const guide = dialog.getByRole('table', { name: say.guideTable });
    await expect(guide.getByRole('columnheader', { name: say.weight })).toBeVisible();
    await expect(guide.getByRole('columnheader', { name: say.moderate })).toBeVisible();
    await expect(
      guide
        .getByRole('row', { name: /^20 kg/ })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(/^\d+\sg$/);

    const results = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(blocking.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Escape closes it, and the keyboard is back where it was.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // The chooser: another formula, with its own detail view before it is fed.
    await card.locator('summary', { hasText: say.choose }).click();
    let pickedName: string | undefined;
    for (const candidate of formulas.keys()) {
      const radio = card.getByRole('radio', { name: new RegExp(`^${candidate.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      if (candidate === name || (await radio.count()) === 0) continue;
      await radio.check({ force: true });
      pickedName = candidate;
      break;
    }
    expect(pickedName, 'the chooser offers another formula').toBeDefined();
    await card.getByRole('button', { name: say.open(pickedName!) }).click();
    const otherDialog = page.getByRole('dialog', { name: pickedName });
    await expect(otherDialog.getByText(formulas.get(pickedName!)!.details.ingredients)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(otherDialog).toBeHidden();
  });
}

test('the dashboard shows the same bag and detail view, and every extra of the shop its picture (en)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await payingHousehold(page, baseURL!, { pets: [rexTheDog], language: 'en' });
  await page.goto('/en/dashboard/mealplan');
  await waitForHydration(page);
  const plan = page.getByRole('region', { name: 'Rex’s meal plan' });
  const name = squash(await plan.getByRole('heading', { level: 2 }).textContent());
  await expect(plan.getByRole('img', { name: `Bag of ${name}` })).toBeVisible();
  await plan.getByRole('button', { name: `Composition and feeding guide: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('row', { name: /^Crude protein \d+(\.\d+)?%$/ })).toBeVisible();
  await expect(dialog.getByRole('table', { name: `Grams of ${name} a day by body weight` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The shop: a picture for every extra (no coloured band), and the details where there are any.
  await page.goto('/en/dashboard/extras');
  await waitForHydration(page);
  const panel = page.getByRole('tabpanel');
  const cards = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  await expect(panel.getByRole('img', { name: /^Picture of / })).toHaveCount(count);
  const first = squash(await cards.first().getByRole('heading', { level: 3 }).textContent());
  await cards
    .first()
    .getByRole('button', { name: `Composition: ${first}` })
    .click();
  await expect(page.getByRole('dialog', { name: first }).getByRole('heading', { name: 'Composition' })).toBeVisible();
});
