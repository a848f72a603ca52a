import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findProductBySku } from '@brokkie/db/catalogue-queries';
import { animalDiets, recurringDeliveries, recurringDeliveryItems } from '@brokkie/db/schema';
import { todayIsoDate } from '@brokkie/domain/dates';
import { mealPlanFor, type FeedingProfile } from '@brokkie/domain/feeding-science';
import { sacsForDelivery } from '@brokkie/domain/packaging';
import { AnimalTestKit, catBody, dogBody, type Signed } from './animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.42');
let alice: Signed;
let bob: Signed;
let staff: string;
let breedId: number;

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
  staff = await kit.signInAsStaff();
  breedId = await kit.addBreed('dog', 25, 32, 'large');
});
afterAll(() => kit.stop());

async function productId(sku: string): Promise<number> {
  const row = await findProductBySku(kit.db, sku);
  if (!row) throw new Error(`No product ${sku}`);
  return row.id;
}

async function create(owner: Signed, body: Record<string, unknown>): Promise<{ id: number }> {
  const response = await kit.call('POST', '/api/animal/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The day `years` years before today (Brussels): ages stay the same whenever the tests run. */
function yearsAgo(years: number): string {
  const [year, month, day] = todayIsoDate().split('-');
  return `${Number(year) - years}-${month}-${day === '29' && month === '02' ? '28' : day}`;
}

// An overweight, sterilised adult dog (five) with stiff joints, some wet food, fresh food and treats.
const heavyDog = {
  name: 'Bruno',
  dateOfBirth: yearsAgo(5),
  weight: 30,
  breed_1: '', // set in the tests: the breed of this file
  sterilised: true,
  activity: 'active',
  condition: 'overweight',
  complaints: ['joints'],
  amount_wet_food: 100,
  portions_wet: 3,
  percentage_fresh_food: 10,
  percentage_treats: 5,
};

function heavyDogProfile(): FeedingProfile {
  return {
    type: 'dog',
    dateOfBirth: heavyDog.dateOfBirth,
    weightKg: 30,
    breeds: [{ adultWeightMinKg: 25, adultWeightMaxKg: 32 }],
    size: null,
    sterilised: true,
    indoor: null,
    nurturing: false,
    activity: 'active',
    condition: 'overweight',
    percentageTreats: 5,
    percentageFreshFood: 10,
    amountWetFood: 100,
    portionsWet: 3,
  };
}

// A dog of `years` and `weightKg` with every other answer left at its default.
function plainDogProfile(years: number, weightKg: number): FeedingProfile {
  return {
    ...heavyDogProfile(),
    dateOfBirth: yearsAgo(years),
    weightKg,
    breeds: [],
    sterilised: false,
    activity: 'moderate',
    condition: 'ideal',
    percentageTreats: 0,
    percentageFreshFood: 0,
    amountWetFood: 0,
    portionsWet: 0,
  };
}

describe('POST /animal/{id}/get_or_create_diet/', () => {
  it('computes the meal plan with the feeding engine and the suggested formula, then keeps it', async () => {
    const pet = await create(alice, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const first = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token, {});
    expect(first.statusCode, first.body).toBe(201);
    const diet = first.json();

    // The formula for an overweight dog with stiff joints: the light recipe, and why.
    const light = await productId('BRK-DOG-TURKEY-LIGHT');
    expect(diet.selected_formula_product).toMatchObject({ id: light, url: `/product/${light}/`, kind: 'formula', kcal_per_kg: 3500 });
    expect(diet.chosen_by_owner).toBe(false);
    expect(diet.formula_reasons).toEqual(expect.arrayContaining(['life_stage_adult', 'addresses_joints', 'condition_overweight']));

    // The numbers are the engine's for this pet and formula.
    const plan = mealPlanFor(heavyDogProfile(), { kcalPerKg: 3500 }, todayIsoDate());
    expect(diet).toMatchObject({
      animal: `/animal/${pet.id}/`,
      kcal_per_day: plan.kcalPerDay,
      dry_food_kcal_per_day: plan.dryFoodKcalPerDay,
      grams_per_day: plan.gramsPerDay,
      compositions: plan.compositions,
      interval_weeks: 4,
    });
    expect(diet.explanation).toEqual(JSON.parse(JSON.stringify(plan.explanation)));
    // By hand: the dry formula gets what other food leaves; grams in steps of 5.
    expect(diet.grams_per_day % 5).toBe(0);
    expect(Math.abs(diet.grams_per_day - diet.dry_food_kcal_per_day / 3.5)).toBeLessThanOrEqual(2.5);
    expect(diet.compositions.our_food + diet.compositions.wet_food + diet.compositions.fresh_food + diet.compositions.treats).toBe(100);
    expect(diet.compositions).toMatchObject({ fresh_food: 10, treats: 5 });

    // Sacs for four weeks, by the packaging rule.
    const packing = sacsForDelivery(plan.gramsPerDay, 4);
    expect(diet.sacs_per_delivery).toEqual(packing.sacs.map((sac) => ({ size_grams: sac.sizeGrams, amount: sac.count })));
    expect(diet.grams_per_delivery).toBe(packing.totalGrams);
    expect(diet.grams_per_delivery).toBeGreaterThanOrEqual(plan.gramsPerDay * 28);

    // Stored: the same plan again is a 200 with the stored time.
    const [stored] = await kit.db.select().from(animalDiets).where(eq(animalDiets.animalId, pet.id));
    expect(stored).toMatchObject({ productId: light, kcalPerDay: plan.kcalPerDay, gramsPerDay: plan.gramsPerDay });
    const again = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(diet);
  });

  it('computes a new plan when the pet changes', async () => {
    const pet = await create(alice, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const before = (await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token)).json();
    await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, { weight: 26, condition: 'ideal', percentage_treats: 0 });
    const after = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token);
    expect(after.statusCode).toBe(201);
    const expected = mealPlanFor(
      { ...heavyDogProfile(), weightKg: 26, condition: 'ideal', percentageTreats: 0 },
      { kcalPerKg: after.json().selected_formula_product.kcal_per_kg },
      todayIsoDate(),
    );
    expect(after.json().kcal_per_day).toBe(expected.kcalPerDay);
    expect(after.json().grams_per_day).toBe(expected.gramsPerDay);
    expect(after.json().kcal_per_day).not.toBe(before.kcal_per_day);
  });

  it('feeds another suitable formula when asked, which becomes the selected product', async () => {
    const pet = await create(alice, dogBody({ name: 'Picky', dateOfBirth: yearsAgo(4), weight: 12 }));
    const lamb = await productId('BRK-DOG-LAMB-ADULT');
    const response = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token, {
      product: `/product/${lamb}/`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ chosen_by_owner: true, selected_formula_product: { id: lamb } });
    const plan = mealPlanFor(plainDogProfile(4, 12), { kcalPerKg: 3550 }, todayIsoDate());
    expect(response.json().grams_per_day).toBe(plan.gramsPerDay);
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().selected_product).toBe(`/product/${lamb}/`);
    // By id as well.
    const salmon = await productId('BRK-DOG-SALMON-ADULT');
    const byId = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token, { product: salmon });
    expect(byId.json().selected_formula_product.id).toBe(salmon);
  });

  it.each([
    ['a puppy formula for an adult dog', 'BRK-DOG-PUPPY', 'This food is not suitable for this pet.'],
    ['a cat formula for a dog', 'BRK-CAT-CHICKEN-ADULT', 'This food is not suitable for this pet.'],
    ['an extra instead of a formula', 'BRK-X-DOG-BOWL', 'This food is not suitable for this pet.'],
  ])('refuses %s (400)', async (_what, sku, message) => {
    const pet = await create(alice, dogBody({ name: 'Refuser' }));
    const id = await productId(sku);
    const response = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token, { product: `/product/${id}/` });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ product: [message] });
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, alice.token)).json().selected_product).toBeNull();
  });

  it('refuses an unknown product or a url of something else (400)', async () => {
    const pet = await create(alice, dogBody({ name: 'Unknown' }));
    const unknown = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token, { product: '/product/999999/' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ product: ['This product does not exist.'] });
    const other = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token, { product: '/breeds/1/' });
    expect(other.statusCode).toBe(400);
  });

  it('plans a cat too (no treats share)', async () => {
    const pet = await create(alice, catBody({ dateOfBirth: yearsAgo(6), weight: 4.5 }));
    const response = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, alice.token);
    expect(response.statusCode).toBe(201);
    const diet = response.json();
    expect(diet.selected_formula_product.animal_type).toMatch(/^(cat|both)$/);
    const plan = mealPlanFor(
      { ...heavyDogProfile(), type: 'cat', dateOfBirth: yearsAgo(6), weightKg: 4.5, breeds: [], indoor: true, sterilised: true, activity: 'moderate', condition: 'ideal', percentageTreats: 0, percentageFreshFood: 0, amountWetFood: 0, portionsWet: 0 },
      { kcalPerKg: diet.selected_formula_product.kcal_per_kg },
      todayIsoDate(),
    );
    expect(diet.kcal_per_day).toBe(plan.kcalPerDay);
    expect(diet.compositions).toEqual({ our_food: 100, wet_food: 0, fresh_food: 0, treats: 0 });
  });
});

describe('POST /animal/{id}/diet_preview/', () => {
  const preview = (owner: Signed, id: number, body: unknown) => kit.call('POST', `/api/animal/${id}/diet_preview/`, owner.token, body);

  it('without a change, answers the plan get_or_create_diet keeps, priced as /pricings/ prices it, and stores nothing', async () => {
    const owner = await kit.signUp();
    const pet = await create(owner, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const response = await preview(owner, pet.id, {});
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // A dry run stores no plan.
    expect(await kit.db.select().from(animalDiets).where(eq(animalDiets.animalId, pet.id))).toEqual([]);
    expect(body).toMatchObject({ animal: `/animal/${pet.id}/`, country: 'BE', interval_weeks: 4 });
    expect(body.preview).toEqual(body.current);

    const diet = (await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, owner.token)).json();
    const [priced] = (await kit.call('POST', '/api/pricings/', owner.token, { animals: [pet.id] })).json().animals;
    expect(body.current).toEqual({
      formula: diet.selected_formula_product,
      chosen_by_owner: false,
      kcal_per_day: diet.kcal_per_day,
      grams_per_day: diet.grams_per_day,
      sacs_per_delivery: diet.sacs_per_delivery,
      grams_per_delivery: diet.grams_per_delivery,
      price_per_delivery: priced.price_per_delivery,
      price_per_day: priced.price_per_day,
    });
    // No body at all is the same as an empty one.
    expect((await kit.call('POST', `/api/animal/${pet.id}/diet_preview/`, owner.token)).json()).toEqual(body);
  });

  it('plans the changed pet, formula included, without saving the change; saving it gives that plan', async () => {
    const owner = await kit.signUp();
    const pet = await create(owner, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const change = { weight: 26, condition: 'ideal', percentage_treats: 0, complaints: [] };
    const response = await preview(owner, pet.id, change);
    expect(response.statusCode, response.body).toBe(200);
    const { current, preview: next } = response.json();
    // The light recipe was for the overweight dog with stiff joints: the changed dog gets another suggestion.
    const light = await productId('BRK-DOG-TURKEY-LIGHT');
    expect(current.formula.id).toBe(light);
    expect(next.formula.id).not.toBe(light);
    const expected = mealPlanFor(
      { ...heavyDogProfile(), weightKg: 26, condition: 'ideal', percentageTreats: 0 },
      { kcalPerKg: next.formula.kcal_per_kg },
      todayIsoDate(),
    );
    expect(next).toMatchObject({ kcal_per_day: expected.kcalPerDay, grams_per_day: expected.gramsPerDay });
    const packing = sacsForDelivery(expected.gramsPerDay, 4);
    expect(next.grams_per_delivery).toBe(packing.totalGrams);
    // Nothing changed: the pet is as it was.
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, owner.token)).json()).toMatchObject({ weight: 30, condition: 'overweight', percentage_treats: 5 });

    await kit.call('PATCH', `/api/animal/${pet.id}/`, owner.token, change);
    const diet = (await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, owner.token)).json();
    const [priced] = (await kit.call('POST', '/api/pricings/', owner.token, { animals: [pet.id] })).json().animals;
    expect(next).toMatchObject({
      formula: { id: diet.selected_formula_product.id },
      kcal_per_day: diet.kcal_per_day,
      grams_per_day: diet.grams_per_day,
      sacs_per_delivery: diet.sacs_per_delivery,
      price_per_delivery: priced.price_per_delivery,
      price_per_day: priced.price_per_day,
    });
  });

  it('plans another formula the pet may have, in the country asked for, without choosing it', async () => {
    const owner = await kit.signUp();
    const pet = await create(owner, dogBody({ name: 'Taster', dateOfBirth: yearsAgo(4), weight: 12 }));
    const lamb = await productId('BRK-DOG-LAMB-ADULT');
    const response = await kit.call('POST', `/api/animal/${pet.id}/diet_preview/?country=DE`, owner.token, { selected_product: `/product/${lamb}/` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.country).toBe('DE');
    expect(body.current.chosen_by_owner).toBe(false);
    expect(body.preview).toMatchObject({ chosen_by_owner: true, formula: { id: lamb, vat_rate: 700 } });
    const plan = mealPlanFor(plainDogProfile(4, 12), { kcalPerKg: 3550 }, todayIsoDate());
    expect(body.preview.grams_per_day).toBe(plan.gramsPerDay);
    expect(Number.isInteger(body.preview.price_per_delivery) && Number.isInteger(body.preview.price_per_day)).toBe(true);
    expect((await kit.call('GET', `/api/animal/${pet.id}/`, owner.token)).json().selected_product).toBeNull();
  });

  it.each([
    ['a formula the pet may not have', () => productId('BRK-DOG-PUPPY').then((id) => ({ selected_product: `/product/${id}/` })), 'selected_product'],
    ['a weight out of range', async () => ({ weight: 500 }), 'weight'],
    ['fresh food and treats over the whole day', async () => ({ percentage_fresh_food: 90, percentage_treats: 20 }), 'percentage_fresh_food'],
    ['an unknown breed', async () => ({ breed_1: '/breeds/999999/' }), 'breed_1'],
    ['a field it does not take', async () => ({ name: 'Other' }), null],
  ])('refuses %s (400, with the field)', async (_what, body, field) => {
    const pet = await create(alice, dogBody({ name: 'Previewed' }));
    const response = await preview(alice, pet.id, await body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
    if (field) expect(Object.keys(response.json().fields)).toEqual([field]);
  });
});

describe('GET /animal/{id}/selected_product/ and /food_percentage_information/', () => {
  it('tells the formula, why, and which others the pet may have; priced for the country', async () => {
    const pet = await create(alice, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const response = await kit.call('GET', `/api/animal/${pet.id}/selected_product/`, alice.token);
    expect(response.statusCode).toBe(200);
    const light = await productId('BRK-DOG-TURKEY-LIGHT');
    const body = response.json();
    expect(body).toMatchObject({ animal: `/animal/${pet.id}/`, chosen_by_owner: false, product: { id: light, vat_rate: 2100 } });
    expect(body.reasons).toContain('condition_overweight');
    expect(body.suitable_products[0]).toBe(`/product/${light}/`);
    expect(body.suitable_products).not.toContain(`/product/${await productId('BRK-DOG-PUPPY')}/`);
    expect(body.product.shop_price).toBe(Math.round((body.product.price_excl_vat * 121) / 100));
    const german = (await kit.call('GET', `/api/animal/${pet.id}/selected_product/?country=DE`, alice.token)).json();
    expect(german.product).toMatchObject({ vat_rate: 700, shop_price: Math.round((body.product.price_excl_vat * 107) / 100) });
  });

  it('shows the owner’s choice while it suits, the suggestion otherwise', async () => {
    const lamb = await productId('BRK-DOG-LAMB-ADULT');
    const pet = await create(alice, dogBody({ name: 'Chooser', selected_product: `/product/${lamb}/` }));
    const chosen = (await kit.call('GET', `/api/animal/${pet.id}/selected_product/`, alice.token)).json();
    expect(chosen).toMatchObject({ chosen_by_owner: true, product: { id: lamb } });
  });

  it('splits the day’s energy over the dry formula, wet food, fresh food and treats', async () => {
    const pet = await create(alice, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const response = await kit.call('GET', `/api/animal/${pet.id}/food_percentage_information/`, alice.token);
    expect(response.statusCode).toBe(200);
    const plan = mealPlanFor(heavyDogProfile(), { kcalPerKg: 3500 }, todayIsoDate());
    const info = response.json();
    expect(info).toEqual({
      animal: `/animal/${pet.id}/`,
      selected_formula_product: `/product/${await productId('BRK-DOG-TURKEY-LIGHT')}/`,
      compositions: plan.compositions,
      kcal: {
        per_day: plan.kcalPerDay,
        our_food: plan.dryFoodKcalPerDay,
        wet_food: plan.explanation.other_food.wet_food.kcal,
        fresh_food: plan.explanation.other_food.fresh_food.kcal,
        treats: plan.explanation.other_food.treats.kcal,
      },
      grams_per_day: plan.gramsPerDay,
    });
    // 100 g × 3 a week of wet food at 900 kcal/kg: 300 × 0.9 / 7 ≈ 39 kcal a day.
    expect(info.kcal.wet_food).toBe(39);
    expect(info.kcal.our_food + info.kcal.wet_food + info.kcal.fresh_food + info.kcal.treats).toBe(info.kcal.per_day);
  });

  it('changes the selected product by PATCH only to a formula the pet may have', async () => {
    const pet = await create(alice, dogBody({ name: 'Patcher' }));
    const puppy = await productId('BRK-DOG-PUPPY');
    const refused = await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, { selected_product: `/product/${puppy}/` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ selected_product: ['This food is not suitable for this pet.'] });
    const salmon = await productId('BRK-DOG-SALMON-ADULT');
    const accepted = await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, { selected_product: `/product/${salmon}/` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().selected_product).toBe(`/product/${salmon}/`);
    const cleared = await kit.call('PATCH', `/api/animal/${pet.id}/`, alice.token, { selected_product: null });
    expect(cleared.json().selected_product).toBeNull();
    const onCreate = await kit.call('POST', '/api/animal/', alice.token, dogBody({ selected_product: `/product/${puppy}/` }));
    expect(onCreate.statusCode).toBe(400);
    expect(Object.keys(onCreate.json().fields)).toEqual(['selected_product']);
  });
});

describe('GET /animal/{id}/products/', () => {
  it('lists the extras that suit the pet, at most 12 a page', async () => {
    const pet = await create(alice, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const response = await kit.call('GET', `/api/animal/${pet.id}/products/?limit=12`, alice.token);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.length).toBe(Math.min(12, page.count));
    for (const product of page.results) {
      expect(product.kind).toBe('extra');
      expect(['dog', 'both']).toContain(product.animal_type);
      expect(product.suitability.avoid_when ?? []).not.toContain('joints');
    }
    // The joint supplement addresses this dog's complaint: it ranks first.
    expect(page.results[0].id).toBe(await productId('BRK-X-DOG-SUPPLEMENT-JOINTS'));
    // Puppy things are not for an adult dog.
    expect(page.results.map((p: { id: number }) => p.id)).not.toContain(await productId('BRK-X-DOG-PUPPY-KIT'));
  });

  it('pages by limit and offset, 12 by default, never more than 12', async () => {
    const pet = await create(alice, dogBody({ name: 'Shopper' }));
    const all = (await kit.call('GET', `/api/animal/${pet.id}/products/`, alice.token)).json();
    expect(all.results.length).toBe(Math.min(12, all.count));
    const first = (await kit.call('GET', `/api/animal/${pet.id}/products/?limit=2`, alice.token)).json();
    expect(first.results.map((p: { id: number }) => p.id)).toEqual(all.results.slice(0, 2).map((p: { id: number }) => p.id));
    expect(first.next).toBe(`/animal/${pet.id}/products/?limit=2&offset=2`);
    expect((await kit.call('GET', `/api/animal/${pet.id}/products/?limit=13`, alice.token)).statusCode).toBe(400);
  });

  it('lists cat products for a cat', async () => {
    const pet = await create(alice, catBody());
    const page = (await kit.call('GET', `/api/animal/${pet.id}/products/`, alice.token)).json();
    expect(page.count).toBeGreaterThan(0);
    for (const product of page.results) expect(['cat', 'both']).toContain(product.animal_type);
  });
});

describe('GET /animal/{id}/subscribed_products/', () => {
  it('is an empty list before the first order', async () => {
    const pet = await create(bob, dogBody());
    const response = await kit.call('GET', `/api/animal/${pet.id}/subscribed_products/`, bob.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('lists the pet’s items of the recurring delivery with amount and skipped', async () => {
    const owner = await kit.signUp();
    const pet = await create(owner, dogBody({ name: 'Subscribed' }));
    const other = await create(owner, dogBody({ name: 'Sibling' }));
    const formula = await productId('BRK-DOG-CHICKEN-ADULT');
    const treats = await productId('BRK-X-DOG-TREATS-CHICKEN');
    const [delivery] = await kit.db
      .insert(recurringDeliveries)
      .values({ customerId: owner.customerId, intervalWeeks: 2 })
      .returning({ id: recurringDeliveries.id });
    const items = await kit.db
      .insert(recurringDeliveryItems)
      .values([
        { recurringDeliveryId: delivery!.id, animalId: pet.id, productId: formula, amount: 2 },
        { recurringDeliveryId: delivery!.id, animalId: pet.id, productId: treats, amount: 1, skipped: true },
        { recurringDeliveryId: delivery!.id, animalId: other.id, productId: formula, amount: 3 },
        { recurringDeliveryId: delivery!.id, animalId: null, productId: treats, amount: 1 },
      ])
      .returning({ id: recurringDeliveryItems.id });
    const response = await kit.call('GET', `/api/animal/${pet.id}/subscribed_products/`, owner.token);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(2);
    expect(page.results).toMatchObject([
      { id: items[0]!.id, url: `/recurringdeliveryitem/${items[0]!.id}/`, product: { id: formula }, amount: 2, skipped: false },
      { id: items[1]!.id, product: { id: treats, kind: 'extra' }, amount: 1, skipped: true },
    ]);
    // The diet now packs for the recurring delivery's interval.
    const diet = (await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, owner.token)).json();
    expect(diet.interval_weeks).toBe(2);
  });
});

describe('POST /pricings/', () => {
  it('prices each active pet’s plan per delivery and per day, with the VAT of the country', async () => {
    const owner = await kit.signUp();
    const dog = await create(owner, dogBody({ ...heavyDog, breed_1: `/breeds/${breedId}/` }));
    const cat = await create(owner, catBody());
    const response = await kit.call('POST', '/api/pricings/', owner.token, { animals: [`/animal/${dog.id}/`, cat.id] });
    expect(response.statusCode, response.body).toBe(200);
    const pricing = response.json();
    expect(pricing).toMatchObject({ country: 'BE', interval_weeks: 4, days: 28 });
    expect(pricing.animals).toHaveLength(2);

    const dogDiet = (await kit.call('POST', `/api/animal/${dog.id}/get_or_create_diet/`, owner.token)).json();
    expect(dogDiet.grams_per_day).toBe(pricing.animals[0].grams_per_day);
    const [dogPrice] = pricing.animals;
    expect(dogPrice).toMatchObject({
      animal: `/animal/${dog.id}/`,
      product: dogDiet.selected_formula_product.url,
      grams_per_delivery: dogDiet.grams_per_delivery,
      sacs: dogDiet.sacs_per_delivery,
      vat_rate: 2100,
    });
    // By hand: each sac is its share of the price per kg, plus 21 % VAT, rounded to the cent.
    const perKg = dogDiet.selected_formula_product.price_excl_vat;
    const expected = dogDiet.sacs_per_delivery.reduce(
      (sum: number, sac: { size_grams: number; amount: number }) =>
        sum + Math.round(Math.round((perKg * sac.size_grams) / 1000) * 1.21) * sac.amount,
      0,
    );
    expect(dogPrice.price_per_delivery).toBe(expected);
    expect(dogPrice.price_per_day).toBe(Math.round(expected / 28));
    expect(Number.isInteger(dogPrice.price_per_delivery_excl_vat)).toBe(true);
    expect(pricing.total_per_delivery).toBe(pricing.animals[0].price_per_delivery + pricing.animals[1].price_per_delivery);
    expect(pricing.total_per_day).toBe(Math.round(pricing.total_per_delivery / 28));
  });

  it('takes the interval and the country asked for', async () => {
    const owner = await kit.signUp();
    const dog = await create(owner, dogBody());
    const pricing = (await kit.call('POST', '/api/pricings/', owner.token, { animals: [dog.id], interval_weeks: 2, country: 'DE' })).json();
    expect(pricing).toMatchObject({ country: 'DE', interval_weeks: 2, days: 14 });
    expect(pricing.animals[0].vat_rate).toBe(700);
    expect(pricing.animals[0].grams_per_delivery).toBeGreaterThanOrEqual(pricing.animals[0].grams_per_day * 14);
  });

  it('refuses stopped and repeated pets (400), another customer’s (404), bad input (400)', async () => {
    const owner = await kit.signUp();
    const dog = await create(owner, dogBody());
    const paused = await create(owner, dogBody({ name: 'Paused' }));
    await kit.call('POST', `/api/animal/${paused.id}/pause/`, owner.token);
    const stopped = await kit.call('POST', '/api/pricings/', owner.token, { animals: [dog.id, paused.id, dog.id] });
    expect(stopped.statusCode).toBe(400);
    expect(Object.keys(stopped.json().fields).sort()).toEqual(['animals.1', 'animals.2']);
    expect(stopped.json().fields['animals.1']).toEqual([`Only active pets can be priced: ${paused.id}.`]);
    const theirs = await create(bob, dogBody());
    expect((await kit.call('POST', '/api/pricings/', owner.token, { animals: [dog.id, theirs.id] })).statusCode).toBe(404);
    expect((await kit.call('POST', '/api/pricings/', owner.token, { animals: [] })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/pricings/', owner.token, { animals: [dog.id], interval_weeks: 13 })).statusCode).toBe(400);
    expect((await kit.call('POST', '/api/pricings/', undefined, { animals: [dog.id] })).statusCode).toBe(401);
  });
});

describe('owner checks on the meal-plan endpoints', () => {
  const reads = ['products/', 'subscribed_products/', 'selected_product/', 'food_percentage_information/'];

  it('answers 404 for another customer’s pet and 401 without a user', async () => {
    const pet = await create(alice, dogBody());
    for (const path of reads) {
      expect((await kit.call('GET', `/api/animal/${pet.id}/${path}`, bob.token)).statusCode, path).toBe(404);
      expect((await kit.call('GET', `/api/animal/${pet.id}/${path}`)).statusCode, path).toBe(401);
    }
    expect((await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, bob.token)).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`)).statusCode).toBe(401);
    expect((await kit.call('POST', `/api/animal/${pet.id}/diet_preview/`, bob.token, { weight: 20 })).statusCode).toBe(404);
    expect((await kit.call('POST', `/api/animal/${pet.id}/diet_preview/`, undefined, { weight: 20 })).statusCode).toBe(401);
    expect((await kit.call('POST', '/api/animal/999999/diet_preview/', alice.token, {})).statusCode).toBe(404);
    expect(await kit.db.select().from(animalDiets).where(eq(animalDiets.animalId, pet.id))).toEqual([]);
  });

  it('lets staff read through customer_override, but not store a diet (403)', async () => {
    const pet = await create(alice, dogBody());
    const as = `?customer_override=${alice.customerId}`;
    for (const path of reads) {
      expect((await kit.call('GET', `/api/animal/${pet.id}/${path}${as}`, staff)).statusCode, path).toBe(200);
    }
    expect((await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/${as}`, staff)).statusCode).toBe(403);
    const pricing = await kit.call('POST', `/api/pricings/${as}`, staff, { animals: [pet.id] });
    expect(pricing.statusCode).toBe(200);
    // The dry run changes nothing either: staff may ask it; a customer may not look through another's eyes.
    expect((await kit.call('POST', `/api/animal/${pet.id}/diet_preview/${as}`, staff, { weight: 20 })).statusCode).toBe(200);
    expect((await kit.call('POST', `/api/animal/${pet.id}/diet_preview/${as}`, bob.token, { weight: 20 })).statusCode).toBe(403);
    expect(await kit.db.select().from(animalDiets).where(eq(animalDiets.animalId, pet.id))).toEqual([]);
  });
});
