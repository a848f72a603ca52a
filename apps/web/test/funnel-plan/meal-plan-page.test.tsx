import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PricingRequest } from '@brokkie/contracts/pricing';
import * as route from '../../app/routes/suggested-mealplan.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, type Call } from '../support/fake-api.ts';
import { delivery, diet, pet, product, recurringDelivery } from '../support/fixtures.ts';

// The suggested meal plan as an owner sees it, against a fake product API.

const max = pet(1, 'Max', {
  dateOfBirth: '2021-03-02',
  weight: 24,
  sterilised: true,
  activity: 'active',
  condition: 'overweight',
  percentage_treats: 15,
  complaints: ['joints'],
});
const minou = pet(2, 'Minou', { type: 'cat', sex: 'female', dateOfBirth: '2019-06-10', weight: 5, indoor: true, activity: 'moderate', size: null });
const turkeyLight = product(5, { name: 'Turkey Light', description: 'For dogs that need to lose a few kilos.' });
const chicken = product(1, { name: 'Chicken & Rice Adult', description: 'Our everyday recipe.', kcal_per_kg: 3800 });
const sterilisedCat = product(11, { name: 'Turkey Sterilised', animal_type: 'cat', description: 'For neutered cats.', kcal_per_kg: 3700 });

const maxDiet = diet(max, turkeyLight, { formula_reasons: ['life_stage_adult', 'addresses_joints', 'condition_overweight'] });
const maxOnChicken = diet(max, chicken, { chosen_by_owner: true });
const minouDiet = diet(minou, sterilisedCat, { formula_reasons: ['life_stage_adult', 'sterilised'] });

/** Prices that follow the interval, so a test can see the new interval priced. */
function pricing({ body }: Call) {
  const request = body as PricingRequest;
  const weeks = request.interval_weeks ?? 4;
  const days = weeks * 7;
  const animals = request.animals.map((url, index) => ({
    animal: String(url),
    product: index === 0 ? turkeyLight.url : sterilisedCat.url,
    grams_per_day: 100,
    grams_per_delivery: 100 * days,
    sacs: [{ size_grams: 2000, amount: weeks }],
    vat_rate: 2100,
    price_per_delivery: (index === 0 ? 340 : 108) * days,
    price_per_delivery_excl_vat: (index === 0 ? 281 : 89) * days,
    price_per_day: index === 0 ? 340 : 108,
  }));
  return {
    country: 'BE',
    interval_weeks: weeks,
    days,
    animals,
    total_per_delivery: 448 * days,
    total_per_delivery_excl_vat: 370 * days,
    total_per_day: 448,
  };
}

function household(overrides: Record<string, (call: Call) => unknown> = {}) {
  // As the API does: a chosen formula is stored, and the plan is that one from then on.
  let maxPlan = maxDiet;
  fakeApi({
    'GET /animal/': () => page([max, minou]),
    // No first box yet: the plan offers the trial box.
    'GET /delivery/': () => page([]),
    'POST /animal/1/get_or_create_diet/': ({ body }) => {
      if ((body as { product?: string }).product === chicken.url) maxPlan = maxOnChicken;
      return maxPlan;
    },
    'GET /animal/1/selected_product/': () => ({
      animal: max.url,
      product: turkeyLight,
      chosen_by_owner: false,
      reasons: maxDiet.formula_reasons,
      suitable_products: [turkeyLight.url, chicken.url],
    }),
    'POST /animal/2/get_or_create_diet/': () => minouDiet,
    'GET /animal/2/selected_product/': () => ({
      animal: minou.url,
      product: sterilisedCat,
      chosen_by_owner: false,
      reasons: minouDiet.formula_reasons,
      suitable_products: [sterilisedCat.url],
    }),
    'GET /product/5/': () => turkeyLight,
    'GET /product/1/': () => chicken,
    'GET /product/11/': () => sterilisedCat,
    'POST /pricings/': pricing,
    'POST /delivery/create_for_animals/': () => ({ status: 201, body: { delivery: delivery(), recurring_delivery: recurringDelivery() } }),
    ...overrides,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('heading', { level: 2, name: `${name}’s meal plan` }).closest('li') as HTMLElement;

describe('the suggested meal plan', () => {
  it('shows per pet the formula and why, the grams a day in meals, the shares and the price', async () => {
    household();
    renderRoute(route, { path: '/en/suggested-mealplan' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Max’s meal plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Suggested meal plan' })).toBeInTheDocument();

    const maxCard = card('Max');
    expect(within(maxCard).getByRole('heading', { level: 3, name: 'Turkey Light' })).toBeInTheDocument();
    expect(within(maxCard).getByText('Supports stiff joints')).toBeInTheDocument();
    expect(within(maxCard).getByText('Lighter, to help Max lose weight')).toBeInTheDocument();
    expect(within(maxCard).getByText(`${maxDiet.grams_per_day} g a day`)).toBeInTheDocument();
    expect(within(maxCard).getByText('in 2 meals')).toBeInTheDocument();
    const shares = within(maxCard).getByRole('list', { name: 'Where the day’s energy comes from' });
    expect(within(shares).getByText('Treats').parentElement).toHaveTextContent('Treats10%');

    // Prices per pet from POST /pricings/ (four weeks by default), in a description list.
    expect(await within(maxCard).findByText('€3.40')).toBeInTheDocument();
    expect(within(maxCard).getByText('Per delivery (every 4 weeks)').nextElementSibling).toHaveTextContent('€95.20');
    expect(callsTo('POST', '/pricings/')[0]?.body).toEqual({ animals: [max.url, minou.url], interval_weeks: 4, country: 'BE' });

    const minouCard = card('Minou');
    expect(within(minouCard).getByText('Suited to sterilised animals')).toBeInTheDocument();
    // A pet with one suitable formula is not offered a choice.
    expect(within(minouCard).queryByText('Choose another formula')).not.toBeInTheDocument();
  });

  it('says in the owner’s words what the amount rests on, each pet as he or she, with the factor table one click deeper', async () => {
    const user = userEvent.setup();
    household();
    renderRoute(route, { path: '/en/suggested-mealplan' });
    await screen.findByRole('heading', { level: 2, name: 'Max’s meal plan' });
    const maxCard = card('Max');
    const kcal = maxDiet.kcal_per_day.toLocaleString('en');
    expect(
      within(maxCard).getByText(
        `Max needs about ${kcal} kcal a day: he is 5 years old, active and neutered. He is overweight, so we calculate with a target weight of 21.6 kg.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(card('Minou')).getByText(`Minou needs about ${minouDiet.kcal_per_day} kcal a day: she is 7 years old and spayed, and lives indoors only.`),
    ).toBeInTheDocument();

    // The factors wait behind "Why this amount?".
    const why = within(maxCard).getByText('Why this amount?').closest('details') as HTMLElement;
    expect(why).not.toHaveAttribute('open');
    await user.click(within(maxCard).getByText('Why this amount?'));
    expect(why).toHaveAttribute('open');
    const table = within(why).getByRole('table', { name: 'How Max’s amount is worked out' });
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name: new RegExp(`^${name}`) })
        .closest('tr') as HTMLElement;
    expect(row('Life stage')).toHaveTextContent(/^Life stage5 years and 8 monthsAdult dog$/);
    expect(row('Weight we calculate with')).toHaveTextContent(/^Weight we calculate withA healthy weight: Max weighs 24 kg and is overweight21.6 kg$/);
    expect(row('Neutered')).toHaveTextContent('× 0.9');
    expect(row('Need a day')).toHaveTextContent(`${kcal} kcal`);
    expect(row('Treats \\(10% of the day\\)')).toHaveTextContent(/^Treats \(10% of the day\)−\d+ kcal$/);
    expect(row('Turkey Light a day')).toHaveTextContent(new RegExp(`, rounded${maxDiet.grams_per_day} g$`));
    expect(
      within(why).getByText(/Aim for a gentle weight loss towards 21.6 kg: 1 to 2% of the body weight a week, that is 240 g to 480 g a week/),
    ).toBeInTheDocument();
    expect(within(why).getByText(/You told us 15% of the day is treats. We count at most 10%/)).toBeInTheDocument();
  });

  it('prices another interval when the owner changes it', async () => {
    const user = userEvent.setup();
    household();
    renderRoute(route, { path: '/en/suggested-mealplan' });
    expect(await screen.findByText('Per delivery, every 4 weeks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /How often we deliver/ }));
    await user.click(await screen.findByRole('option', { name: 'Every 2 weeks' }));
    expect(await screen.findByText('Per delivery, every 2 weeks')).toBeInTheDocument();
    expect(screen.getByText('Per delivery, every 2 weeks').nextElementSibling).toHaveTextContent('€62.72');
    expect(callsTo('POST', '/pricings/').at(-1)?.body).toMatchObject({ interval_weeks: 2 });
  });

  it('feeds another suitable formula and shows its new amount', async () => {
    const user = userEvent.setup();
    household();
    renderRoute(route, { path: '/en/suggested-mealplan' });
    await screen.findByRole('heading', { level: 2, name: 'Max’s meal plan' });
    const maxCard = card('Max');
    await user.click(within(maxCard).getByText('Choose another formula'));
    await user.click(within(maxCard).getByRole('radio', { name: /Chicken & Rice Adult/ }));
    await user.click(within(maxCard).getByRole('button', { name: 'Feed Chicken & Rice Adult' }));
    expect(await within(maxCard).findByRole('heading', { level: 3, name: 'Chicken & Rice Adult' })).toBeInTheDocument();
    expect(within(maxCard).getByText('Your choice')).toBeInTheDocument();
    expect(within(maxCard).getByText(`${maxOnChicken.grams_per_day} g a day`)).toBeInTheDocument();
    expect(callsTo('POST', '/animal/1/get_or_create_diet/').filter((call) => (call.body as { product?: string }).product)).toHaveLength(1);
    expect(callsTo('POST', '/animal/1/get_or_create_diet/').find((call) => (call.body as { product?: string }).product)?.body).toEqual({
      product: chicken.url,
    });
    // The new formula is priced again, once: by the plans' read after the change.
    await waitFor(() => expect(callsTo('POST', '/pricings/').length).toBeGreaterThanOrEqual(2));
    // A moment for a price asked twice to show.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callsTo('POST', '/pricings/')).toHaveLength(2);
  });

  it('says so when another formula cannot be fed, and keeps the current one', async () => {
    const user = userEvent.setup();
    household({
      'POST /animal/1/get_or_create_diet/': ({ body }) =>
        (body as { product?: string }).product ? { status: 503, body: { detail: 'Down', code: 'service_unavailable' } } : maxDiet,
    });
    renderRoute(route, { path: '/en/suggested-mealplan' });
    await screen.findByRole('heading', { level: 2, name: 'Max’s meal plan' });
    const maxCard = card('Max');
    await user.click(within(maxCard).getByText('Choose another formula'));
    await user.click(within(maxCard).getByRole('radio', { name: /Chicken & Rice Adult/ }));
    await user.click(within(maxCard).getByRole('button', { name: 'Feed Chicken & Rice Adult' }));
    expect(await within(maxCard).findByRole('alert')).toBeInTheDocument();
    expect(within(maxCard).getByRole('heading', { level: 3, name: 'Turkey Light' })).toBeInTheDocument();
  });

  it('continues by creating the delivery for the pets, formulas and interval', async () => {
    const user = userEvent.setup();
    household();
    renderRoute(route, { path: '/en/suggested-mealplan' });
    const go = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/order-summary');
    expect(callsTo('POST', '/delivery/create_for_animals/')[0]?.body).toEqual({
      animals: [max.url, minou.url],
      interval_weeks: 4,
      products: { 1: turkeyLight.url, 2: sterilisedCat.url },
      country: 'BE',
    });
  });

  it('offers the first box as a trial box on the plan, with its price, free delivery, and orders it with Continue', async () => {
    const user = userEvent.setup();
    household();
    renderRoute(route, { path: '/en/suggested-mealplan' });
    const offer = await screen.findByRole('radiogroup', { name: 'How would you like to start?' });
    expect(within(offer).getByRole('radio', { name: /^The full plan/ })).toBeChecked();
    const trial = within(offer).getByRole('radio', { name: /^A trial box first, €4\.95 per pet/ });
    expect(within(offer).getByText(/€9\.90 for your 2 pets/)).toBeInTheDocument();
    expect(screen.getByText('Delivery').nextElementSibling).toHaveTextContent('Free');
    await user.click(trial);
    const go = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/order-summary');
    expect(callsTo('POST', '/delivery/create_for_animals/')[0]?.body).toMatchObject({ animals: [max.url, minou.url], testbag: true });
  });

  it('offers the welcome coupon with the full plan and puts it on the first box, not on a trial box', async () => {
    const user = userEvent.setup();
    const welcome = { code: 'WELCOME15', type: 'percentage', value: 1500, is_onboarding: true, products: [], valid_from: null, valid_until: null, minimum_order: 0 };
    household({
      'GET /couponcode/': () => page([welcome]),
      'POST /couponcode/couponcode_exists/': () => ({ code: 'WELCOME15', exists: true, valid: true, reason: null, message: null, coupon: welcome }),
      'POST /delivery/7/add_coupon/': () => delivery({ couponcodes: ['WELCOME15'] }),
    });
    renderRoute(route, { path: '/en/suggested-mealplan' });
    const offer = await screen.findByRole('radiogroup', { name: 'How would you like to start?' });
    expect(within(offer).getByText('Welcome: 15% off this first box with WELCOME15, on your order already.')).toBeInTheDocument();
    const go = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/order-summary');
    expect(callsTo('POST', '/delivery/create_for_animals/')[0]?.body).not.toHaveProperty('welcome');
    expect(callsTo('POST', '/delivery/7/add_coupon/')[0]?.body).toEqual({ code: 'WELCOME15' });
  });

  it('does not put the welcome coupon on a trial box', async () => {
    const user = userEvent.setup();
    const welcome = { code: 'WELCOME15', type: 'percentage', value: 1500, is_onboarding: true, products: [], valid_from: null, valid_until: null, minimum_order: 0 };
    household({ 'GET /couponcode/': () => page([welcome]) });
    renderRoute(route, { path: '/en/suggested-mealplan' });
    const offer = await screen.findByRole('radiogroup', { name: 'How would you like to start?' });
    await user.click(within(offer).getByRole('radio', { name: /^A trial box first/ }));
    const go = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/order-summary');
    expect(callsTo('POST', '/couponcode/couponcode_exists/')).toHaveLength(0);
    expect(callsTo('POST', '/delivery/7/add_coupon/')).toHaveLength(0);
  });

  it('leaves the first box as it is when the offer was not changed (the order summary may have made it a trial box)', async () => {
    const user = userEvent.setup();
    household({ 'GET /delivery/': () => page([delivery({ testbag: true })]) });
    renderRoute(route, { path: '/en/suggested-mealplan' });
    const offer = await screen.findByRole('radiogroup', { name: 'How would you like to start?' });
    expect(within(offer).getByRole('radio', { name: /^A trial box first/ })).toBeChecked();
    const go = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/order-summary');
    expect(callsTo('POST', '/delivery/create_for_animals/')[0]?.body).not.toHaveProperty('testbag');
  });

  it('keeps the plan and says so when the delivery cannot be made', async () => {
    const user = userEvent.setup();
    household({ 'POST /delivery/create_for_animals/': () => ({ status: 503, body: { detail: 'Down', code: 'service_unavailable' } }) });
    renderRoute(route, { path: '/en/suggested-mealplan' });
    const go = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(go).toBeEnabled());
    await user.click(go);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t prepare your order. Nothing is lost; please try again.');
    expect(screen.getByRole('heading', { level: 2, name: 'Max’s meal plan' })).toBeInTheDocument();
  });

  it('says when the plans cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    household({ 'GET /animal/': () => (fail ? { status: 500, body: { detail: 'Oops', code: 'internal_error' } } : page([max, minou])) });
    renderRoute(route, { path: '/en/suggested-mealplan' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Max’s meal plan' })).toBeInTheDocument();
  });

  it('speaks the page’s language and money format (nl-BE)', async () => {
    household();
    renderRoute(route, { path: '/suggested-mealplan', locale: 'nl-be' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Voedingsplan van Max' })).toBeInTheDocument();
    expect(screen.getAllByText('in 2 maaltijden')).toHaveLength(2);
    expect(await screen.findByText('Samen, per dag')).toBeInTheDocument();
    expect(screen.getByText('Samen, per dag').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe('€ 4,48');
  });
});
