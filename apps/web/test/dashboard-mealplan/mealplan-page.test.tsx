import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnimalDiet, DietFigures } from '@brokkie/contracts/animal';
import * as route from '../../app/routes/dashboard-mealplan.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page, type Call } from '../support/fake-api.ts';
import { item, pet, subscription } from '../support/fixtures.ts';
import { diet, formulas, heavyDiet, heavyPricing, pricing, rex } from './recorded-plans.ts';

const minou = pet(20, 'Minou', { type: 'cat', sex: 'female', indoor: true });
const duck = formulas.find((product) => product.sku === 'BRK-DOG-DUCK-ACTIVE')!;
const lamb = formulas.find((product) => product.sku === 'BRK-DOG-LAMB-ADULT')!;
const duckDiet: AnimalDiet = {
  ...diet,
  selected_formula_product: duck,
  chosen_by_owner: true,
  grams_per_day: 285,
  sacs_per_delivery: [{ size_grams: 8000, amount: 1 }],
  grams_per_delivery: 8000,
};
const minouDiet: AnimalDiet = { ...diet, selected_formula_product: lamb, grams_per_day: 70 };

/** A plan's figures as diet_preview/ answers them: the kept plan with its price. */
function figuresOf(plan: AnimalDiet, price: { price_per_delivery: number; price_per_day: number }): DietFigures {
  return {
    formula: plan.selected_formula_product,
    chosen_by_owner: plan.chosen_by_owner,
    kcal_per_day: plan.kcal_per_day,
    grams_per_day: plan.grams_per_day,
    sacs_per_delivery: plan.sacs_per_delivery,
    grams_per_delivery: plan.grams_per_delivery,
    price_per_delivery: price.price_per_delivery,
    price_per_day: price.price_per_day,
  };
}
const rexFigures = figuresOf(diet, pricing.animals[0]!);
const heavyFigures = figuresOf(heavyDiet, heavyPricing.animals[0]!);
const duckFigures = figuresOf(duckDiet, { price_per_delivery: 11132, price_per_day: 398 });
const minouFigures = figuresOf(minouDiet, { price_per_delivery: 2695, price_per_day: 96 });

let calls: Call[] = [];
/** The path of a call without its query (the country, sent with every plan). */
const pathOf = (call: Call) => call.path.split('?')[0];
/** The body of the first call to `path` that carries `field`. */
const sentWith = (path: string, field: string) => calls.find((call) => pathOf(call) === path && call.body && field in (call.body as object))?.body;

/** `down`: which reads fail (a 500), checked on every call so that a test can mend them. */
function household(
  down: { pets?: () => boolean; minouPlan?: () => boolean; changePreview?: () => boolean; follow?: () => boolean; formula?: () => boolean } = {},
) {
  let items = [
    item(1, { kind: 'formula', animal: rex.url, product: diet.selected_formula_product.url, amount: 2 }),
    item(2, { kind: 'formula', animal: minou.url, product: '/product/11/', amount: 2 }),
  ];
  let pets = [rex, minou];
  let rexFormula = diet.selected_formula_product.url;
  // As the API plans Rex: the kept formula, the recorded weight of 28 kg a heavier plan.
  const rexNow = () => (rexFormula === duck.url ? duckFigures : pets[0]!.weight === 28 ? heavyFigures : rexFigures);
  const preview = (current: DietFigures, next: DietFigures) => ({ animal: rex.url, country: 'BE', interval_weeks: 4, current, preview: next });
  const failed = { status: 500, body: { detail: 'Boom', code: 'internal_error' } };
  calls = fakeApi({
    'GET /animal/': () => (down.pets?.() ? failed : page(pets)),
    'GET /recurringdelivery/': () => page([subscription(items, 13050)]),
    [`POST /animal/${rex.id}/get_or_create_diet/`]: ({ body }) => {
      const product = (body as { product?: string } | undefined)?.product;
      if (product && down.formula?.())
        return { status: 400, body: { detail: 'Invalid input.', code: 'validation_error', fields: { product: ['This formula does not suit Rex.'] } } };
      if (product) rexFormula = product;
      return rexFormula === duck.url ? duckDiet : pets[0]!.weight === 28 ? heavyDiet : diet;
    },
    [`POST /animal/${rex.id}/diet_preview/`]: ({ body }) => {
      const change = (body ?? {}) as { selected_product?: string; weight?: number; condition?: string };
      if (Object.keys(change).length === 0) return preview(rexNow(), rexNow());
      // A refusal, not a 500: the client would retry that for seconds.
      if (down.changePreview?.()) return { status: 400, body: { detail: 'Invalid input.', code: 'validation_error', fields: {} } };
      if (change.selected_product === duck.url) return preview(rexNow(), duckFigures);
      if (change.weight === 28 && change.condition === 'overweight') return preview(rexNow(), heavyFigures);
      return { status: 404, body: { detail: 'Not recorded.', code: 'not_found' } };
    },
    [`GET /animal/${rex.id}/selected_product/`]: () => ({
      animal: rex.url,
      product: diet.selected_formula_product,
      chosen_by_owner: false,
      reasons: [],
      suitable_products: [diet.selected_formula_product.url, lamb.url, duck.url],
    }),
    [`POST /animal/${minou.id}/get_or_create_diet/`]: () => (down.minouPlan?.() ? failed : minouDiet),
    [`POST /animal/${minou.id}/diet_preview/`]: () => ({ ...preview(minouFigures, minouFigures), animal: minou.url }),
    [`GET /animal/${minou.id}/selected_product/`]: () => ({
      animal: minou.url,
      product: lamb,
      chosen_by_owner: false,
      reasons: [],
      suitable_products: [lamb.url],
    }),
    'GET /product/': () => page(formulas),
    [`GET /animal/${rex.id}/`]: () => pets[0],
    [`PATCH /animal/${rex.id}/`]: ({ body }) => {
      pets = [{ ...rex, ...(body as object) }, minou];
      return pets[0];
    },
    'POST /recurringdelivery/3/follow_plan/': ({ body }) => {
      // As the API does: the pet's item follows its plan, the other items stay as they are.
      const animal = (body as { animal: string }).animal;
      // As it refuses a pet paused meanwhile (another tab, customer service).
      if (down.follow?.()) return { status: 409, body: { detail: 'Your deliveries cannot follow the meal plan of Rex…', code: 'pet_not_active' } };
      const plan = rexFormula === duck.url ? duckDiet : pets[0]!.weight === 28 ? heavyDiet : diet;
      const amount = plan.sacs_per_delivery.reduce((sum, sac) => sum + sac.amount, 0);
      items = items.map((existing) => (existing.animal === animal ? { ...existing, product: plan.selected_formula_product.url, amount } : existing));
      return { kind: 'updated', recurring: subscription(items) };
    },
  }).calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = '/en/dashboard/mealplan') {
  return renderRoute(route, { path });
}

describe('the meal plans', { timeout: 20_000 }, () => {
  it('§4: selects the first pet loaded, lists the pets reversed, and shows its plan', async () => {
    household();
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Minou', 'Rex']);
    expect(screen.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
    const plan = await screen.findByRole('region', { name: 'Rex’s meal plan' });
    expect(within(plan).getByRole('heading', { level: 2, name: diet.selected_formula_product.name })).toBeInTheDocument();
    // The meal-plan card the funnel shows too.
    expect(within(plan).getByText('305 g a day')).toBeInTheDocument();
    expect(within(plan).getByText('in 2 meals')).toBeInTheDocument();
    expect(within(plan).getByText('1,189 kcal a day in total')).toBeInTheDocument();
    expect(within(plan).getByText('€107.81')).toBeInTheDocument();
    expect(within(plan).getByText('€3.85 a day')).toBeInTheDocument();
    expect(within(plan).getByText('Brokkie')).toBeInTheDocument();
    expect(within(plan).getByText('Treats')).toBeInTheDocument();
  });

  it('changes the formula only after showing old and new grams and prices, and the deliveries follow', async () => {
    household();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change formula' }));
    await user.click(screen.getByRole('radio', { name: /Eend & Rijst Actief/ }));
    const table = await screen.findByRole('table', { name: 'Now and after the change' });
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(row('Dry food a day')).toHaveTextContent('305 g285 g −20 g');
    expect(row('Price per delivery')).toHaveTextContent('€107.81€111.32 +€3.51');
    expect(row('Price per day')).toHaveTextContent('€3.85€3.98 +€0.13');
    // The API's dry run worked it out; nothing was chosen yet.
    expect(sentWith(`/animal/${rex.id}/diet_preview/`, 'selected_product')).toEqual({ selected_product: duck.url });
    expect(sentWith(`/animal/${rex.id}/get_or_create_diet/`, 'product')).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Switch to Eend & Rijst Actief' }));
    expect(await screen.findByText('Rex now eats Eend & Rijst Actief.')).toBeInTheDocument();
    expect(sentWith(`/animal/${rex.id}/get_or_create_diet/`, 'product')).toEqual({ product: duck.url });
    // The subscription follows Rex's plan in one call; the API leaves Minou's item as it is.
    await waitFor(() => expect(calls.find((call) => call.path === '/recurringdelivery/3/follow_plan/')?.body).toEqual({ animal: rex.url }));
    expect(calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/recurringdelivery'))).toHaveLength(1);
    expect(await screen.findByText('Your deliveries follow the new plan.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Eend & Rijst Actief' })).toBeInTheDocument();
    // The new plan's price, as the API answers it.
    expect(await screen.findByText('€111.32')).toBeInTheDocument();
  });

  it('says which pet’s plan the deliveries could not follow when the API refuses it (paused or stopped)', async () => {
    household({ follow: () => true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change formula' }));
    await user.click(screen.getByRole('radio', { name: /Eend & Rijst Actief/ }));
    await user.click(await screen.findByRole('button', { name: 'Switch to Eend & Rijst Actief' }));
    expect(await screen.findByText('Your deliveries could not follow the new plan while Rex is paused or stopped.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/recurringdelivery/3/follow_plan/')?.body).toEqual({ animal: rex.url });
  });

  it('shows the API’s reason beside the formulas when it refuses the switch, and switches nothing', async () => {
    household({ formula: () => true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change formula' }));
    await user.click(screen.getByRole('radio', { name: /Eend & Rijst Actief/ }));
    await user.click(await screen.findByRole('button', { name: 'Switch to Eend & Rijst Actief' }));
    const panel = screen.getByRole('region', { name: 'Change formula' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This formula does not suit Rex.');
    expect(calls.some((call) => call.path === '/recurringdelivery/3/follow_plan/')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: diet.selected_formula_product.name })).toBeInTheDocument();
  });

  it('lets the formula be switched when the preview cannot be had, without a comparison', async () => {
    household({ changePreview: () => true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change formula' }));
    await user.click(screen.getByRole('radio', { name: /Eend & Rijst Actief/ }));
    await waitFor(() => expect(sentWith(`/animal/${rex.id}/diet_preview/`, 'selected_product')).toEqual({ selected_product: duck.url }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to Eend & Rijst Actief' }));
    // By its heading: the test before left a toast with the same words on screen.
    expect(await screen.findByRole('heading', { level: 2, name: 'Eend & Rijst Actief' })).toBeInTheDocument();
    expect(sentWith(`/animal/${rex.id}/get_or_create_diet/`, 'product')).toEqual({ product: duck.url });
  });

  it('updates the weight and condition with a preview of the new plan, formula included', async () => {
    household();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update weight, shape or activity' }));
    const weight = screen.getByRole('textbox', { name: /Weight in kg/ });
    await user.clear(weight);
    await user.type(weight, '28');
    await user.click(screen.getByRole('radio', { name: /A bit heavy/ }));
    const table = await screen.findByRole('table', { name: 'Now and after the change' });
    expect(within(table).getByRole('row', { name: /^Formula/ })).toHaveTextContent(heavyDiet.selected_formula_product.name);
    expect(within(table).getByRole('row', { name: /^Dry food a day/ })).toHaveTextContent('305 g330 g +25 g');
    expect(within(table).getByRole('row', { name: /^Price per delivery/ })).toHaveTextContent('€107.81€120.70 +€12.89');
    // What the API was asked: the form's values as PATCH will send them.
    const previews = calls.filter((call) => pathOf(call) === `/animal/${rex.id}/diet_preview/` && Object.keys(call.body ?? {}).length > 0);
    expect(previews.at(-1)?.body).toEqual({ weight: 28, condition: 'overweight', activity: 'active' });

    await user.click(screen.getByRole('button', { name: 'Save the new plan' }));
    expect(await screen.findByText('Saved: Rex now gets 330 g a day.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH' && call.path === `/animal/${rex.id}/`)?.body).toEqual({
      weight: 28,
      condition: 'overweight',
      activity: 'active',
    });
  });

  it('shows the API’s reason on the field when it refuses the change, keeping what was typed', async () => {
    household();
    const original = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        if ((init.method ?? 'GET') === 'PATCH' && String(input).includes(`/animal/${rex.id}/`)) {
          // An answer takes a moment, as over a network (longer than the fields' 5 ms validation).
          await new Promise((resolve) => setTimeout(resolve, 30));
          return new Response(
            JSON.stringify({ detail: 'Invalid input.', code: 'validation_error', fields: { weight: ['The weight must be from 0.1 to 120 kg.'] } }),
            {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            },
          );
        }
        return original(input, init);
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Update weight, shape or activity' }));
    const weight = screen.getByRole('textbox', { name: /Weight in kg/ });
    await user.clear(weight);
    await user.type(weight, '30');
    await user.click(screen.getByRole('button', { name: 'Save the new plan' }));
    expect(await screen.findByText('The weight must be from 0.1 to 120 kg.')).toBeInTheDocument();
    expect(weight).toHaveValue('30');
  });

  it('reads another pet’s plan when its tab is opened, with a retry of its own', async () => {
    let minouFails = true;
    household({ minouPlan: () => minouFails });
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Rex’s meal plan' });
    expect(calls.some((call) => pathOf(call) === `/animal/${minou.id}/get_or_create_diet/`)).toBe(false);
    await user.click(screen.getByRole('tab', { name: 'Minou' }));
    expect(await screen.findByText('We couldn’t load Minou’s meal plan just now.')).toBeInTheDocument();
    minouFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const plan = await screen.findByRole('region', { name: 'Minou’s meal plan' });
    expect(within(plan).getByRole('heading', { level: 2, name: lamb.name })).toBeInTheDocument();
    expect(within(plan).getByText('70 g a day')).toBeInTheDocument();
  });

  it('opens on the pet a link names (?pet=)', async () => {
    household();
    renderPage(`/en/dashboard/mealplan?pet=${minou.id}`);
    const plan = await screen.findByRole('region', { name: 'Minou’s meal plan' });
    expect(screen.getByRole('tab', { name: 'Minou' })).toHaveAttribute('aria-selected', 'true');
    expect(within(plan).getByRole('heading', { level: 2, name: lamb.name })).toBeInTheDocument();
  });

  it('says so when the pets cannot be read, and tries again', async () => {
    let fail = true;
    household({ pets: () => fail });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Rex’s meal plan' })).toBeInTheDocument();
  });
});
