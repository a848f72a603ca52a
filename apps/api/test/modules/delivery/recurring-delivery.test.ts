import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { breeds, deliveries, payments } from '@brokkie/db/schema';
import { settlePaidDelivery } from '../../../src/modules/delivery/delivery-settlement.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { TestBrowser } from '../../helpers/test-browser.ts';
import { belgianAddress, cat, DeliveryTestKit, dog, dutchAddress, type Owner } from './delivery-test-kit.ts';

const kit = new DeliveryTestKit('10.0.76');

beforeAll(() => kit.start());
afterAll(() => kit.stop());

interface Item {
  id: number;
  url: string;
  kind: string;
  animal: string | null;
  product: string;
  amount: number;
  included: boolean;
  skipped: boolean;
  price_per_delivery: number;
}

async function box(owner: Owner) {
  return (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0];
}

describe('the recurring delivery and its items', () => {
  let owner: Owner;
  let rex: { id: number; url: string };
  let minou: { id: number; url: string };
  let recurringUrl: string;
  let deliveryUrl: string;

  beforeAll(async () => {
    owner = await kit.signUp('An Claes');
    rex = await kit.pet(owner, dog);
    minou = await kit.pet(owner, cat);
  });

  it('a new customer has none', async () => {
    expect(await kit.ok('GET', '/api/recurringdelivery/', owner.token)).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await kit.ok('GET', '/api/recurringdeliveryitem/?limit=1000', owner.token)).count).toBe(0);
    expect((await kit.ok('GET', '/api/delivery/?limit=1000', owner.token)).count).toBe(0);
  });

  it('create_for_animals refuses pets that are not the caller’s (404) or not active (400)', async () => {
    const stranger = await kit.signUp();
    const theirs = await kit.pet(stranger, dog);
    expect((await kit.call('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [theirs.url] })).statusCode).toBe(404);
    const paused = await kit.pet(owner, { ...dog, name: 'Sleepy' });
    await kit.ok('POST', `/api/animal/${paused.id}/pause/`, owner.token, {});
    const refused = await kit.call('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [rex.id, paused.id] });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['animals.1']);
    const duplicate = await kit.call('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [rex.id, rex.url] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fields).toEqual({ 'animals.1': ['This pet is already in the cart.'] });
  });

  it('a chosen formula becomes the pet’s selected product; an unsuitable one is a 400 on products.{id}', async () => {
    const selected = await kit.ok('GET', `/api/animal/${rex.id}/selected_product/`, owner.token);
    const other = selected.suitable_products.find((url: string) => url !== selected.product.url) ?? selected.product.url;
    const catFood = `/product/${await kit.productId('BRK-CAT-CHICKEN-ADULT')}/`;
    const unsuitable = await kit.call('POST', '/api/delivery/create_for_animals/', owner.token, {
      animals: [rex.id, minou.id],
      products: { [rex.id]: catFood },
    });
    expect(unsuitable.statusCode).toBe(400);
    expect(Object.keys(unsuitable.json().fields)).toEqual([`products.${rex.id}`]);

    const created = await kit.call('POST', '/api/delivery/create_for_animals/', owner.token, {
      animals: [rex.id, minou.id],
      products: { [rex.url]: other },
      interval_weeks: 4,
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    recurringUrl = body.recurring_delivery.url;
    deliveryUrl = body.delivery.url;
    const rexItem = body.recurring_delivery.recurringdeliveryitem_set.find((item: Item) => item.animal === rex.url);
    expect(rexItem.product).toBe(other);
    expect((await kit.ok('GET', `/api/animal/${rex.id}/`, owner.token)).selected_product).toBe(other);
    // The pet's subscribed products (animal module) read the same items.
    const subscribed = await kit.ok('GET', `/api/animal/${rex.id}/subscribed_products/`, owner.token);
    expect(subscribed.results.map((entry: { id: number }) => entry.id)).toEqual([rexItem.id]);
  });

  it('GET /recurringdeliveryitem/ lists the items; one can be read by its url', async () => {
    const page = await kit.ok('GET', '/api/recurringdeliveryitem/?limit=1000', owner.token);
    expect(page.count).toBe(2);
    const [first] = page.results;
    expect(first.url).toBe(`/recurringdeliveryitem/${first.id}/`);
    expect(first.recurring_delivery).toBe(recurringUrl);
    expect(await kit.ok('GET', `/api${first.url}`, owner.token)).toEqual(first);
  });

  it('a shorter interval plans fewer sacs: the recurring price and the first delivery follow', async () => {
    const before = await box(owner);
    const changed = await kit.ok('PATCH', `/api${recurringUrl}`, owner.token, { interval_weeks: 2 });
    expect(changed.interval_weeks).toBe(2);
    expect(changed.price_per_delivery).toBeLessThan(before.price_per_delivery);
    for (const item of changed.recurringdeliveryitem_set as Item[]) {
      const old = (before.recurringdeliveryitem_set as Item[]).find((entry) => entry.id === item.id);
      expect(item.amount).toBeLessThanOrEqual(old?.amount ?? 0);
    }
    expect(changed.price_per_day).toBe(Math.round(changed.price_per_delivery / 14));
    expect((await kit.ok('GET', `/api${deliveryUrl}`, owner.token)).total).toBe(changed.price_per_delivery);
    expect((await kit.call('PATCH', `/api${recurringUrl}`, owner.token, { interval_weeks: 13 })).statusCode).toBe(400);
    await kit.ok('PATCH', `/api${recurringUrl}`, owner.token, { interval_weeks: 4 });
  });

  it('the subscription cannot be switched on before the first delivery is paid (409)', async () => {
    const response = await kit.call('PATCH', `/api${recurringUrl}`, owner.token, { active: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail: 'Your subscription starts when your first delivery is paid.',
      code: 'subscription_not_started',
    });
  });

  it('a skipped item, or a paused pet, is left out of the next delivery and of its price', async () => {
    const start = await box(owner);
    const catItem = (start.recurringdeliveryitem_set as Item[]).find((item) => item.animal === minou.url) as Item;
    const skipped = await kit.ok('PATCH', `/api${catItem.url}`, owner.token, { skipped: true });
    expect(skipped).toMatchObject({ skipped: true, included: false, price_per_delivery: catItem.price_per_delivery });
    expect((await box(owner)).price_per_delivery).toBe(start.price_per_delivery - catItem.price_per_delivery);
    expect((await kit.ok('GET', `/api${deliveryUrl}`, owner.token)).items.some((item: Item) => item.animal === minou.url)).toBe(false);
    await kit.ok('PATCH', `/api${catItem.url}`, owner.token, { skipped: false });

    await kit.ok('POST', `/api/animal/${minou.id}/pause/`, owner.token, {});
    const paused = await box(owner);
    expect((paused.recurringdeliveryitem_set as Item[]).find((item) => item.id === catItem.id)?.included).toBe(false);
    expect(paused.price_per_delivery).toBe(start.price_per_delivery - catItem.price_per_delivery);
    // The checkout prices the first delivery from the pets as they are now.
    const cart = await kit.ok('GET', `/api${deliveryUrl}calculate_cart/`, owner.token);
    expect(cart.lines.some((line: { animal: string }) => line.animal === minou.url)).toBe(false);
    await kit.ok('POST', '/api/animal/unpause/', owner.token, { animal_ids: String(minou.id) });
    expect((await box(owner)).price_per_delivery).toBe(start.price_per_delivery);
    expect((await kit.ok('GET', `/api${deliveryUrl}calculate_cart/`, owner.token)).total).toBe(start.price_per_delivery);
  });

  it('a formula item with more sacs than planned adds sacs of its largest size', async () => {
    const start = await box(owner);
    const rexItem = (start.recurringdeliveryitem_set as Item[]).find((item) => item.animal === rex.url) as Item & {
      sacs: { size_grams: number; amount: number }[];
    };
    const largest = Math.max(...rexItem.sacs.map((sac) => sac.size_grams));
    const more = await kit.ok('PATCH', `/api${rexItem.url}`, owner.token, { amount: rexItem.amount + 1 });
    const count = (sacs: { size_grams: number; amount: number }[], size: number) => sacs.find((sac) => sac.size_grams === size)?.amount ?? 0;
    expect(count(more.sacs, largest)).toBe(count(rexItem.sacs, largest) + 1);
    expect(more.price_per_delivery).toBeGreaterThan(rexItem.price_per_delivery);
    await kit.ok('PATCH', `/api${rexItem.url}`, owner.token, { amount: rexItem.amount });
  });

  it('upselling sets extras (per product and pet), 0 removes one, others stay; wrong products are 400s', async () => {
    const treats = await kit.productId('BRK-X-DOG-TREATS-CHICKEN');
    const scoop = await kit.productId('BRK-X-FOOD-SCOOP');
    const catTreats = await kit.productId('BRK-X-CAT-TREATS-SALMON');
    const formula = await kit.productId('BRK-DOG-CHICKEN-ADULT');
    const set = await kit.ok('POST', `/api${recurringUrl}upselling/`, owner.token, {
      recurringdeliveryitem_set: [
        { product: treats, amount: 1, animal: rex.id },
        { product: `/product/${scoop}/`, amount: 1 },
      ],
    });
    const extras = () => (set.recurringdeliveryitem_set as Item[]).filter((item) => item.kind === 'extra');
    expect(extras().map((item) => [item.product, item.animal, item.amount])).toEqual([
      [`/product/${treats}/`, rex.url, 1],
      [`/product/${scoop}/`, null, 1],
    ]);
    const changed = await kit.ok('POST', `/api${recurringUrl}upselling/`, owner.token, {
      recurringdeliveryitem_set: [{ product: treats, amount: 3, animal: rex.url }],
    });
    expect((changed.recurringdeliveryitem_set as Item[]).filter((item) => item.kind === 'extra').map((item) => item.amount)).toEqual([3, 1]);
    const removed = await kit.ok('POST', `/api${recurringUrl}upselling/`, owner.token, {
      recurringdeliveryitem_set: [{ product: scoop, amount: 0 }],
    });
    expect((removed.recurringdeliveryitem_set as Item[]).filter((item) => item.kind === 'extra').map((item) => item.product)).toEqual([`/product/${treats}/`]);

    const wrong = await kit.call('POST', `/api${recurringUrl}upselling/`, owner.token, {
      recurringdeliveryitem_set: [
        { product: formula, amount: 1 },
        { product: catTreats, amount: 1, animal: rex.id },
        { product: 999_999, amount: 1 },
        { product: scoop, amount: 1, animal: 999_999 },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      'recurringdeliveryitem_set.0.product': ['This product is not an extra from the shop.'],
      'recurringdeliveryitem_set.1.product': ['This food is not meant for this kind of animal.'],
      'recurringdeliveryitem_set.2.product': ['This product does not exist or is no longer available.'],
      'recurringdeliveryitem_set.3.animal': ['This pet does not exist.'],
    });
  });

  it('create_first_delivery returns the unpaid first delivery there is (200)', async () => {
    const response = await kit.call('POST', `/api${recurringUrl}create_first_delivery/`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toBe(deliveryUrl);
  });

  it('Pay refuses a return address that is not ours (400) and a date that passed (400)', async () => {
    await kit.defaultAddress(owner, belgianAddress);
    for (const redirect of ['https://evil.example/after', '//evil.example/after', 'javascript:alert(1)']) {
      const response = await kit.call('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, { redirect_url: redirect });
      expect(response.statusCode, redirect).toBe(400);
      expect(response.json().fields).toEqual({ redirect_url: ['This address does not belong to Brokkie.'] });
    }
    const id = Number(deliveryUrl.split('/')[2]);
    await kit.db.update(deliveries).set({ deliveryDate: '2020-03-02' }).where(eq(deliveries.id, id));
    const late = await kit.call('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, {});
    expect(late.statusCode).toBe(400);
    expect(late.json().fields).toEqual({ delivery_date: ['Please choose one of the delivery dates on offer.'] });
    // Looking at the checkout again moves a date that passed to the earliest one.
    const checkout = await kit.ok('GET', `/api${deliveryUrl}checkout/`, owner.token);
    expect(checkout.delivery.delivery_date).toBe(checkout.earliest_delivery_date);
  });
});

// GET /recurringdelivery/ reads the box in one statement (the row, items, products, pets, their
// breeds, the countries); the writes describe it with the module's own reads. Both must agree.
describe('GET /recurringdelivery/ tells what the writes tell', () => {
  it('for a puppy of a breed, a cat and an extra, priced for the latest delivery’s country, then the default address’s; also to staff', async () => {
    const owner = await kit.signUp('Lotte Peeters');
    const [malamute] = await kit.db.select({ id: breeds.id }).from(breeds).where(eq(breeds.slug, 'alaskan-malamute'));
    const born = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const puppy = await kit.pet(owner, { ...dog, name: 'Nanook', dateOfBirth: born, weight: 9.5, sterilised: false, breed_1: `/breeds/${malamute!.id}/` });
    const minou = await kit.pet(owner, cat);
    const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [puppy.id, minou.id], country: 'NL' }, 201);
    const url: string = created.recurring_delivery.url;
    const treats = await kit.productId('BRK-X-DOG-TREATS-CHICKEN');
    await kit.ok('POST', `/api${url}upselling/`, owner.token, { recurringdeliveryitem_set: [{ product: treats, amount: 2, animal: puppy.id }] });

    const staffBrowser = new TestBrowser(kit.api.app, '10.0.76.250');
    expect((await staffBrowser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
    const staff = await staffBrowser.idToken();
    const agree = async (country: string) => {
      const listed = await box(owner);
      // PATCH without a change answers the box as describeRecurringDelivery reads it.
      expect(listed).toEqual(await kit.ok('PATCH', `/api${url}`, owner.token, {}));
      expect(listed.country).toBe(country);
      expect(listed.recurringdeliveryitem_set.map((item: Item) => item.kind)).toEqual(['formula', 'formula', 'extra']);
      expect((await kit.ok('GET', `/api/recurringdelivery/?customer_override=${owner.customerId}`, staff)).results).toEqual([listed]);
      expect((await kit.ok('GET', '/api/recurringdeliveryitem/?limit=1000', owner.token)).results).toEqual(listed.recurringdeliveryitem_set);
    };
    await agree('NL');
    await kit.defaultAddress(owner, belgianAddress);
    await agree('BE');
  });
});

describe('a trial box (testbag)', () => {
  it('holds one 1 kg sac per pet at € 4.95; later deliveries cost the full price', async () => {
    const owner = await kit.signUp('Tom Wouters');
    const rex = await kit.pet(owner, dog);
    const minou = await kit.pet(owner, cat);
    const { delivery, recurring_delivery: recurring } = await kit.ok(
      'POST',
      '/api/delivery/create_for_animals/',
      owner.token,
      { animals: [rex.id, minou.id], testbag: true, country: 'BE' },
      201,
    );
    expect(delivery.testbag).toBe(true);
    expect(delivery.items).toHaveLength(2);
    for (const item of delivery.items) expect(item).toMatchObject({ kind: 'formula', amount: 1, unit_grams: 1000 });
    expect(delivery.total).toBe(2 * 495);
    expect(recurring.price_per_delivery).toBeGreaterThan(delivery.total);
    const refused = await kit.call('POST', `/api${delivery.url}add_coupon/`, owner.token, { code: 'WELCOME15' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.code[0]).toMatch(/WELCOME15/);
    // Without the option, the same box is a regular first delivery.
    const regular = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [rex.id, minou.id], testbag: false });
    expect(regular.delivery).toMatchObject({ id: delivery.id, testbag: false, total: recurring.price_per_delivery });
  });
});

describe('one dog in the Netherlands with a coupon, and invoice numbers', () => {
  it('is priced for the Netherlands, paid, and numbered after the deliveries paid before it', async () => {
    const numbers: string[] = [];
    for (const name of ['Sanne de Vries', 'Daan Bakker']) {
      const owner = await kit.signUp(name);
      const bello = await kit.pet(owner, { ...dog, name: 'Bello' });
      const { delivery } = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [bello.id], country: 'NL' }, 201);
      expect(delivery.country).toBe('NL');
      const discounted = await kit.ok('POST', `/api${delivery.url}set_coupons/`, owner.token, { codes: ['WELCOME15'] });
      expect(discounted.discount).toBe(Math.round(discounted.subtotal * 0.15));
      await kit.defaultAddress(owner, dutchAddress);
      const pay = await kit.ok('POST', `/api${delivery.url}handle_open_payment/`, owner.token, {});
      expect(pay.delivery).toMatchObject({ country: 'NL', delivery_address: { postal_code: '1012 LG', country: 'NL' } });
      await kit.payAt(pay.checkout_url, 'paid', 'ideal');
      const paid = await kit.ok('GET', `/api${delivery.url}`, owner.token);
      expect(paid).toMatchObject({ status: 'paid', couponcodes: ['WELCOME15'], total: pay.payment.amount });
      numbers.push(paid.invoice_number);
      // An onboarding code is for the first order only.
      const used = await kit.ok('POST', '/api/couponcode/couponcode_exists/', owner.token, { code: 'WELCOME15' });
      expect(used).toMatchObject({ valid: false, reason: 'already_used' });
      expect((await box(owner)).active).toBe(true);
    }
    const [first, second] = numbers.map((number) => Number(number.slice(-6)));
    expect(second).toBe((first ?? 0) + 1);
  });
});

describe('invoice numbers under concurrency', () => {
  it('deliveries settled at the same moment get distinct, consecutive numbers of the year', async () => {
    const owner = await kit.signUp();
    const settled = await Promise.all(
      Array.from({ length: 4 }, async (_, index) => {
        const [delivery] = await kit.db
          .insert(deliveries)
          .values({ customerId: owner.customerId, kind: 'shop', status: 'awaiting_payment', country: 'BE', totalCents: 1000 })
          .returning();
        const [payment] = await kit.db
          .insert(payments)
          .values({
            customerId: owner.customerId,
            deliveryId: delivery?.id,
            provider: 'test',
            providerPaymentId: `tr_concurrent_${index}_${Date.now()}`,
            sequenceType: 'oneoff',
            status: 'paid',
            amountCents: 1000,
            settledAt: new Date('2031-06-01T10:00:00Z'),
          })
          .returning();
        if (!payment) throw new Error('no payment');
        return payment;
      }),
    );
    await Promise.all(settled.map((payment) => kit.db.transaction((tx) => settlePaidDelivery(tx, payment, kit.api.app.log))));
    const rows = await kit.db.select().from(deliveries).where(eq(deliveries.customerId, owner.customerId));
    const numbers = rows.map((row) => row.invoiceNumber).sort();
    expect(numbers).toEqual(['BRK-2031-000001', 'BRK-2031-000002', 'BRK-2031-000003', 'BRK-2031-000004']);
    expect(rows.every((row) => row.status === 'paid')).toBe(true);
  });
});
