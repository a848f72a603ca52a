import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addresses, animals, couponCodes, customers, deliveries, products } from '@brokkie/db/schema';
import { recordRedemption } from '@brokkie/db/coupon-queries';
import { foodScoopSku } from '@brokkie/db/coupon-seed';
import { countrySeeds } from '@brokkie/db/reference-data';
import { isDeliveryDay, shippingDaysByCountry } from '@brokkie/domain/delivery-dates';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

let api: TestApi;

interface Signed {
  token: string;
  customerId: string;
}

let ip = 0;
async function signUp(): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.70.${ip}`);
  const response = await browser.signUp(uniqueEmail('pricing'), 'woofwoof42', 'Pet Owner');
  expect(response.statusCode).toBe(200);
  const token = await browser.idToken();
  const list = await api.app.inject({ method: 'GET', url: '/api/customer/', headers: { authorization: `Bearer ${token}` } });
  return { token, customerId: list.json().results[0].id };
}

function calculate(token: string | null, body: unknown, language = 'en') {
  return api.app.inject({
    method: 'POST',
    url: '/api/delivery/calculate_prices/',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
    payload: body as Record<string, unknown>,
  });
}

const db = () => api.database.handle.db;

async function insertProduct(values: Partial<typeof products.$inferInsert> & { sku: string }): Promise<number> {
  const [row] = await db()
    .insert(products)
    .values({
      kind: 'extra',
      category: 'test',
      animalType: 'dog',
      names: { en: values.sku },
      descriptions: { en: '' },
      priceExclVatCents: 0,
      vatCategory: 'pet_food',
      ...values,
    })
    .onConflictDoNothing({ target: products.sku })
    .returning({ id: products.id });
  if (row) return row.id;
  const [existing] = await db().select({ id: products.id }).from(products).where(eq(products.sku, values.sku));
  if (!existing) throw new Error(`No product ${values.sku}`);
  return existing.id;
}

async function insertAnimal(customerId: string, type: 'dog' | 'cat', name = 'Rex'): Promise<number> {
  const [row] = await db()
    .insert(animals)
    .values({ customerId, name, type, sex: 'male', dateOfBirth: '2021-03-01', weightGrams: type === 'dog' ? 20_000 : 4_000 })
    .returning({ id: animals.id });
  return row!.id;
}

let alice: Signed;
let bob: Signed;
let dogFormula: number;
let catFormula: number;
let treats: number;
let scoop: number;
let inactiveExtra: number;
let rex: number;
let minou: number;
let bobsDog: number;

beforeAll(async () => {
  api = await createTestApi();
  // € 8.40/kg excl. VAT, no default sac; € 9.90/kg in 2 kg sacs; treats € 3.50; the scoop € 4.13.
  dogFormula = await insertProduct({ sku: 'test-pricing-dog-chicken', kind: 'formula', kcalPerKg: 3800, priceExclVatCents: 840 });
  catFormula = await insertProduct({
    sku: 'test-pricing-cat-salmon',
    kind: 'formula',
    animalType: 'cat',
    kcalPerKg: 4000,
    unitWeightGrams: 2000,
    priceExclVatCents: 990,
  });
  treats = await insertProduct({ sku: 'test-pricing-treats', priceExclVatCents: 350 });
  // The catalogue's scoop (FREESCOOP's product), at a price of this test's own.
  scoop = await insertProduct({ sku: foodScoopSku, animalType: 'both', priceExclVatCents: 413, vatCategory: 'standard' });
  await db().update(products).set({ priceExclVatCents: 413, vatCategory: 'standard', active: true }).where(eq(products.id, scoop));
  inactiveExtra = await insertProduct({ sku: 'test-pricing-retired', priceExclVatCents: 100, active: false });

  alice = await signUp();
  bob = await signUp();
  rex = await insertAnimal(alice.customerId, 'dog');
  minou = await insertAnimal(alice.customerId, 'cat', 'Minou');
  bobsDog = await insertAnimal(bob.customerId, 'dog', 'Bobby');
});
afterAll(async () => {
  await api?.close();
});

const dogCart = (extra: Record<string, unknown> = {}) => ({
  cart: {
    id: 42,
    pets: [{ id: rex, product: dogFormula, amount: 2, sac_size_grams: 2000 }],
    upselling: [{ product: treats, amount: 1 }],
  },
  ...extra,
});

describe('POST /delivery/calculate_prices/', () => {
  it('needs a signed-in customer', async () => {
    const response = await calculate(null, dogCart());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  it('prices a Belgian cart incl. 21 % VAT, in cents', async () => {
    const response = await calculate(alice.token, dogCart());
    expect(response.statusCode).toBe(200);
    const price = response.json();
    expect(price).toMatchObject({
      cart_id: 42,
      country: 'BE',
      testbag: false,
      coupon_codes: [],
      lines: [
        {
          kind: 'formula',
          product: `/product/${dogFormula}/`,
          animal: `/animal/${rex}/`,
          quantity: 2,
          unit_grams: 2000,
          unit_price_incl_vat: 2033,
          total_incl_vat: 4066,
          total_excl_vat: 3360,
          vat_rate: 2100,
          trial: false,
        },
        {
          kind: 'extra',
          product: `/product/${treats}/`,
          animal: null,
          quantity: 1,
          unit_grams: null,
          unit_price_incl_vat: 424,
          total_incl_vat: 424,
          total_excl_vat: 350,
          vat_rate: 2100,
          trial: false,
        },
      ],
      subtotal: 4490,
      discounts: [],
      discount_total: 0,
      vat: [{ rate: 2100, total_incl_vat: 4490, base_excl_vat: 3711, vat: 779 }],
      total_excl_vat: 3711,
      total_vat: 779,
      total: 4490,
    });
    expect(price.earliest_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(isDeliveryDay(price.earliest_delivery_date, 'BE')).toBe(true);
  });

  it('takes pets and products by url too, and an empty cart costs nothing', async () => {
    const byUrl = await calculate(alice.token, {
      cart: { pets: [{ id: `/animal/${rex}/`, product: `/product/${dogFormula}/`, amount: 2, sac_size_grams: 2000 }] },
    });
    expect(byUrl.statusCode).toBe(200);
    expect(byUrl.json()).toMatchObject({ cart_id: null, total: 4066 });
    const empty = await calculate(alice.token, { cart: {} });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ lines: [], subtotal: 0, vat: [], total: 0 });
  });

  it("uses the product's unit weight as the sac size when none is given", async () => {
    const cartWith = (size?: number) => ({ cart: { pets: [{ id: minou, product: catFormula, amount: 3, ...(size ? { sac_size_grams: size } : {}) }] } });
    const response = await calculate(alice.token, cartWith());
    expect(response.statusCode).toBe(200);
    // 9.90 × 2 kg = 19.80 net; × 1.21 = 23.958 → 23.96; three sacs 71.88.
    expect(response.json().lines[0]).toMatchObject({ unit_grams: 2000, unit_price_incl_vat: 2396, total_incl_vat: 7188 });
    // The same cart, to the cent, as with the unit weight given; another size prices otherwise.
    const explicit = await calculate(alice.token, cartWith(2000));
    expect(response.json()).toEqual(explicit.json());
    expect((await calculate(alice.token, cartWith(1000))).json().total).not.toBe(response.json().total);
  });

  it('needs the sac size of a formula sold per kg without a unit weight, as the OpenAPI document says, in the caller’s language', async () => {
    const response = await calculate(alice.token, { cart: { pets: [{ id: rex, product: dogFormula, amount: 1 }] } }, 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'cart.pets.0.sac_size_grams': ['Veuillez choisir une taille de sac.'] });

    const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const cartSchema = document.components.schemas.CartInput;
    const description: string = cartSchema.properties.pets.items.properties.sac_size_grams.description;
    expect(description).toContain("When left out: the product's unit weight");
    expect(description).toContain('A formula without a unit weight');
    expect(description).toContain('leaving it out is a 400 on this field');
  });

  it('charges German VAT when asked for Germany: 7 % on food, 19 % on the scoop', async () => {
    const response = await calculate(alice.token, {
      country: 'DE',
      cart: {
        pets: [{ id: rex, product: dogFormula, amount: 2, sac_size_grams: 2000 }],
        upselling: [{ product: scoop, amount: 2 }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      country: 'DE',
      subtotal: 4578,
      vat: [
        { rate: 700, total_incl_vat: 3596, base_excl_vat: 3361, vat: 235 },
        { rate: 1900, total_incl_vat: 982, base_excl_vat: 825, vat: 157 },
      ],
      total: 4578,
    });
  });

  it('applies a percentage code typed in any case', async () => {
    const response = await calculate(alice.token, dogCart({ coupon_codes: [' welcome15'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      coupon_codes: ['WELCOME15'],
      discounts: [{ code: 'WELCOME15', type: 'percentage', amount: 674 }],
      total: 3816,
      total_vat: 662,
    });
  });

  it('adds fixed amounts up', async () => {
    const response = await calculate(alice.token, dogCart({ coupon_codes: ['BEDANKT5', 'MERCI5'] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ discount_total: 1000, total: 3490 });
  });

  it('makes one scoop free with FREESCOOP, and refuses it without a scoop in the cart', async () => {
    const withScoop = await calculate(alice.token, {
      coupon_codes: ['FREESCOOP'],
      cart: { upselling: [{ product: scoop, amount: 2 }] },
    });
    expect(withScoop.statusCode).toBe(200);
    // 4.13 × 1.21 = 4.9973 → 5.00 a scoop.
    expect(withScoop.json()).toMatchObject({
      discounts: [{ code: 'FREESCOOP', type: 'free_product', amount: 500 }],
      total: 500,
    });
    const without = await calculate(alice.token, dogCart({ coupon_codes: ['FREESCOOP'] }));
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toEqual({ coupon_codes: ['The coupon code FREESCOOP does not apply to this order.'] });
  });

  it('turns the first delivery into a trial box with TRYBROKKIE or the testbag flag', async () => {
    const byCode = await calculate(alice.token, dogCart({ coupon_codes: ['trybrokkie'] }));
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json()).toMatchObject({
      testbag: true,
      lines: [{ quantity: 1, unit_grams: 1000, unit_price_incl_vat: 1016, trial: true }, { trial: false }],
      discounts: [{ code: 'TRYBROKKIE', type: 'testbag', amount: 521 }],
      total: 495 + 424,
    });
    const byFlag = await calculate(alice.token, dogCart({ testbag: true }));
    expect(byFlag.statusCode).toBe(200);
    expect(byFlag.json()).toMatchObject({ testbag: true, discounts: [{ code: null, type: 'testbag', amount: 521 }], total: 919 });
  });

  it('refuses codes that do not exist or do not go together, naming them, in the caller’s language', async () => {
    const unknown = await calculate(alice.token, dogCart({ coupon_codes: ['nope'] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'validation_error',
      fields: { coupon_codes: ['The coupon code NOPE does not exist.'] },
    });
    const dutch = await calculate(alice.token, dogCart({ coupon_codes: ['nope'] }), 'nl-BE');
    expect(dutch.json().fields.coupon_codes).toEqual(['De kortingscode NOPE bestaat niet.']);

    const together = await calculate(alice.token, dogCart({ coupon_codes: ['WELCOME15', 'TRYBROKKIE'] }));
    expect(together.statusCode).toBe(400);
    expect(together.json().fields.coupon_codes).toEqual([
      'The coupon code TRYBROKKIE cannot be combined with the other codes of this order.',
    ]);
    const flagAndFixed = await calculate(alice.token, dogCart({ testbag: true, coupon_codes: ['BEDANKT5'] }));
    expect(flagAndFixed.statusCode).toBe(400);
  });

  it('refuses expired codes, orders below the minimum, codes already used and welcome codes after the first order', async () => {
    await db()
      .insert(couponCodes)
      .values([
        { code: 'OLDSPRING', type: 'percentage', value: 1000, validUntil: new Date('2024-05-31T22:00:00Z') },
        { code: 'BIGBOX10', type: 'fixed_amount', value: 1000, minimumOrderCents: 5000 },
      ]);
    const expired = await calculate(alice.token, dogCart({ coupon_codes: ['oldspring'] }));
    expect(expired.json().fields.coupon_codes).toEqual(['The coupon code OLDSPRING has expired.']);
    const minimum = await calculate(alice.token, dogCart({ coupon_codes: ['BIGBOX10'] }));
    expect(minimum.json().fields.coupon_codes).toEqual([
      'Your order does not reach the minimum amount for the coupon code BIGBOX10.',
    ]);

    const carol = await signUp();
    const carolsDog = await insertAnimal(carol.customerId, 'dog');
    const carolsCart = {
      coupon_codes: ['WELCOME15'],
      cart: { pets: [{ id: carolsDog, product: dogFormula, amount: 1, sac_size_grams: 2000 }] },
    };
    expect((await calculate(carol.token, carolsCart)).statusCode).toBe(200);
    const [welcome] = await db().select().from(couponCodes).where(eq(couponCodes.code, 'WELCOME15'));
    await recordRedemption(db(), { couponCodeId: welcome!.id, customerId: carol.customerId });
    const used = await calculate(carol.token, carolsCart);
    expect(used.statusCode).toBe(400);
    expect(used.json().fields.coupon_codes).toEqual(['You have already used the coupon code WELCOME15.']);

    const dave = await signUp();
    const davesDog = await insertAnimal(dave.customerId, 'dog');
    await db().insert(deliveries).values({ customerId: dave.customerId, kind: 'first', status: 'paid', country: 'BE', paidAt: new Date() });
    const returning = await calculate(dave.token, { ...carolsCart, cart: { pets: [{ id: davesDog, product: dogFormula, amount: 1, sac_size_grams: 2000 }] } });
    expect(returning.statusCode).toBe(400);
    expect(returning.json().fields.coupon_codes).toEqual(['The coupon code WELCOME15 does not apply to this order.']);
  });

  it("answers 404 for another customer's pet, and for a deleted one", async () => {
    const foreign = await calculate(alice.token, {
      cart: { pets: [{ id: bobsDog, product: dogFormula, amount: 1, sac_size_grams: 2000 }] },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const gone = await insertAnimal(alice.customerId, 'dog', 'Gone');
    await db().update(animals).set({ deletedAt: new Date() }).where(eq(animals.id, gone));
    const deleted = await calculate(alice.token, {
      cart: { pets: [{ id: gone, product: dogFormula, amount: 1, sac_size_grams: 2000 }] },
    });
    expect(deleted.statusCode).toBe(404);
  });

  it('names the fields of a request that does not fit', async () => {
    const missing = await calculate(alice.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ cart: ['This field is required.'] });

    const shapes = await calculate(alice.token, {
      coupon_codes: ['no spaces please'],
      cart: {
        pets: [
          { id: 'abc', product: dogFormula, amount: 0, sac_size_grams: 750 },
          { id: 0, product: dogFormula, amount: 1 },
          { id: true, product: dogFormula, amount: 1 },
        ],
        upselling: [{ product: '/animal/1/', amount: 1 }],
        colour: 'red',
      },
    });
    expect(shapes.statusCode).toBe(400);
    expect(shapes.json().fields).toEqual({
      'coupon_codes.0': ["A coupon code consists of letters, digits, '-' and '_' only."],
      'cart.pets.0.id': ['Give an animal by its url or its id.'],
      'cart.pets.0.amount': ['Number must be greater than or equal to 1.'],
      'cart.pets.0.sac_size_grams': ['Please choose one of the bag sizes: 500, 1000, 2000, 4000, 8000 grams.'],
      'cart.pets.1.id': ['Give an animal by its url or its id.'],
      'cart.pets.2.id': ['Give an animal by its url or its id.'],
      'cart.upselling.0.product': ['Give a product by its url or its id.'],
      'cart.colour': ['This field is not allowed.'],
    });
  });

  it('refuses products that do not fit their place in the cart', async () => {
    const response = await calculate(alice.token, {
      cart: {
        pets: [
          { id: rex, product: treats, amount: 1, sac_size_grams: 2000 },
          { id: minou, product: dogFormula, amount: 1, sac_size_grams: 2000 },
        ],
        upselling: [
          { product: dogFormula, amount: 1 },
          { product: 999_999, amount: 1 },
          { product: inactiveExtra, amount: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'cart.pets.0.product': ['This product is not a dry food formula.'],
      'cart.pets.1.product': ['This food is not meant for this kind of animal.'],
      'cart.upselling.0.product': ['This product is not an extra from the shop.'],
      'cart.upselling.1.product': ['This product does not exist or is no longer available.'],
      'cart.upselling.2.product': ['This product does not exist or is no longer available.'],
    });

    const noSacSize = await calculate(alice.token, { cart: { pets: [{ id: rex, product: dogFormula, amount: 1 }] } });
    expect(noSacSize.json().fields).toEqual({ 'cart.pets.0.sac_size_grams': ['Please choose a bag size.'] });
    const twice = await calculate(alice.token, {
      cart: {
        pets: [
          { id: rex, product: dogFormula, amount: 1, sac_size_grams: 2000 },
          { id: rex, product: dogFormula, amount: 1, sac_size_grams: 2000 },
        ],
      },
    });
    expect(twice.json().fields).toEqual({ 'cart.pets.1.id': ['This pet is already in the cart.'] });
  });

  it("prices for the country of the customer's default delivery address before the country asked for", async () => {
    const erin = await signUp();
    const erinsDog = await insertAnimal(erin.customerId, 'dog');
    const [address] = await db()
      .insert(addresses)
      .values({ customerId: erin.customerId, street: 'Keizersgracht', number: '1', postalCode: '1015 CJ', city: 'Amsterdam', country: 'NL' })
      .returning({ id: addresses.id });
    await db().update(customers).set({ defaultDeliveryAddressId: address!.id }).where(eq(customers.id, erin.customerId));
    const response = await calculate(erin.token, {
      country: 'DE',
      cart: { pets: [{ id: erinsDog, product: dogFormula, amount: 2, sac_size_grams: 2000 }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ country: 'NL', vat: [{ rate: 2100 }], total: 4066 });
  });
});

describe('shipping days', () => {
  it('are the same in the country table as in the delivery-date rules (§9)', () => {
    expect(Object.fromEntries(countrySeeds.map((country) => [country.shortName, country.shippingDays]))).toEqual(
      shippingDaysByCountry,
    );
  });
});
