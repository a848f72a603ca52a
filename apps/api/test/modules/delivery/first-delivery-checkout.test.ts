import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { couponRedemptions, deliveryItems, mandates, payments } from '@brokkie/db/schema';
import { settlePaidDelivery } from '../../../src/modules/delivery/delivery-settlement.ts';
import { belgianAddress, cat, DeliveryTestKit, dog, secondsOf, type Owner } from './delivery-test-kit.ts';

const kit = new DeliveryTestKit('10.0.75');

beforeAll(() => kit.start());
afterAll(() => kit.stop());

describe('the first delivery, from the pets to a paid box (Belgium, a dog and a cat)', () => {
  let owner: Owner;
  let other: Owner;
  let rex: { id: number; url: string };
  let minou: { id: number; url: string };
  let deliveryUrl: string;
  let deliveryId: number;
  let firstPaymentId: number;
  let scoopId: number;

  beforeAll(async () => {
    owner = await kit.signUp('Jan Peeters');
    other = await kit.signUp('Els Janssens');
    rex = await kit.pet(owner, dog);
    minou = await kit.pet(owner, cat);
    scoopId = await kit.productId('BRK-X-FOOD-SCOOP');
  });

  it('create_for_animals makes the recurring delivery (inactive) and a draft first delivery, priced', async () => {
    const response = await kit.call('POST', '/api/delivery/create_for_animals/', owner.token, {
      animals: [rex.url, minou.id],
      country: 'BE',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    const { delivery, recurring_delivery: recurring } = body;
    deliveryId = delivery.id;
    deliveryUrl = delivery.url;
    expect(response.headers.location).toBe(`/api/delivery/${deliveryId}/`);
    expect(delivery).toMatchObject({
      url: `/delivery/${deliveryId}/`,
      kind: 'first',
      status: 'draft',
      recurring_delivery: recurring.url,
      country: 'BE',
      testbag: false,
      custom_amounts: {},
      couponcodes: [],
      delivery_address: null,
      payment_state: null,
      invoice_number: null,
      paid_at: null,
    });
    expect(delivery.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(delivery.total).toBeGreaterThan(0);
    expect(delivery.total).toBe(delivery.price_excl_vat + delivery.vat);
    expect(delivery.subtotal).toBe(delivery.total);
    // One line per pet and sac size, each of the pet's own formula.
    expect(delivery.items.length).toBeGreaterThanOrEqual(2);
    for (const item of delivery.items) {
      expect(item).toMatchObject({ kind: 'formula', delivery: deliveryUrl, vat_rate: 2100 });
      expect([rex.url, minou.url]).toContain(item.animal);
      expect(item.unit_grams).toBeGreaterThan(0);
    }
    expect(recurring).toMatchObject({
      interval_weeks: 4,
      next_delivery_date: null,
      active: false,
      country: 'BE',
      price_per_delivery: delivery.total,
    });
    expect(recurring.price_per_day).toBe(Math.round(recurring.price_per_delivery / 28));
    expect(recurring.recurringdeliveryitem_set).toHaveLength(2);
    for (const item of recurring.recurringdeliveryitem_set) {
      expect(item).toMatchObject({ kind: 'formula', skipped: false, included: true });
      // amount is the number of sacs; the sizes follow from the pet's grams a day.
      expect(item.amount).toBe(item.sacs.reduce((sum: number, sac: { amount: number }) => sum + sac.amount, 0));
    }
  });

  it('is idempotent while the first delivery is a draft: the same delivery is updated (200)', async () => {
    const again = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, {
      animals: [rex.id, minou.id],
      interval_weeks: 4,
    });
    expect(again.delivery.id).toBe(deliveryId);
    const page = await kit.ok('GET', '/api/delivery/?limit=1000', owner.token);
    expect(page.count).toBe(1);
    const recurring = await kit.ok('GET', '/api/recurringdelivery/', owner.token);
    expect(recurring.count).toBe(1);
    expect(recurring.results[0].recurringdeliveryitem_set).toHaveLength(2);
  });

  it('the funnel adds an extra to every delivery, and one to this delivery only', async () => {
    const recurringUrl = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0].url;
    const before = (await kit.ok('GET', `/api${deliveryUrl}`, owner.token)).total;
    const treats = await kit.productId('BRK-X-DOG-TREATS-CHICKEN');
    const recurring = await kit.ok('POST', `/api${recurringUrl}upselling/`, owner.token, {
      recurringdeliveryitem_set: [{ product: `/product/${treats}/`, amount: 2, animal: rex.url }],
    });
    const extra = recurring.recurringdeliveryitem_set.find((item: { kind: string }) => item.kind === 'extra');
    expect(extra).toMatchObject({ product: `/product/${treats}/`, animal: rex.url, amount: 2, included: true, sacs: [] });
    const withTreats = await kit.ok('GET', `/api${deliveryUrl}`, owner.token);
    expect(withTreats.total).toBe(before + extra.price_per_delivery);

    const once = await kit.ok('PATCH', `/api${deliveryUrl}`, owner.token, { custom_amounts: { [scoopId]: 1 } });
    expect(once.custom_amounts).toEqual({ [scoopId]: 1 });
    expect(once.items.some((item: { product: string }) => item.product === `/product/${scoopId}/`)).toBe(true);
    // The scoop is for this box only: the recurring price does not include it.
    const after = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0];
    expect(after.price_per_delivery).toBe(withTreats.total);
    expect(once.total).toBeGreaterThan(withTreats.total);
  });

  it('coupons: add, list with their discount, remove; an unknown code is a 400 on code', async () => {
    const added = await kit.ok('POST', `/api${deliveryUrl}add_coupon/`, owner.token, { code: 'welcome15' });
    expect(added.couponcodes).toEqual(['WELCOME15']);
    expect(added.discount).toBeGreaterThan(0);
    expect(added.total).toBe(added.subtotal - added.discount);
    const listed = await kit.ok('GET', `/api${deliveryUrl}coupon_code/`, owner.token);
    expect(listed).toMatchObject({ count: 1, next: null, previous: null });
    expect(listed.results[0]).toMatchObject({ code: 'WELCOME15', type: 'percentage', amount: added.discount });
    expect(listed.results[0].coupon).toMatchObject({ code: 'WELCOME15', value: 1500, is_onboarding: true });

    const unknown = await kit.call('POST', `/api${deliveryUrl}add_coupon/`, owner.token, { code: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ code: ['The coupon code NOPE does not exist.'] });

    const both = await kit.call('POST', `/api${deliveryUrl}set_coupons/`, owner.token, { codes: ['WELCOME15', 'TRYBROKKIE'] });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fields)).toEqual(['codes']);

    const removed = await kit.ok('POST', `/api${deliveryUrl}remove_coupon/`, owner.token, { code: 'WELCOME15' });
    expect(removed.couponcodes).toEqual([]);
    expect(removed.discount).toBe(0);
    const set = await kit.ok('POST', `/api${deliveryUrl}set_coupons/`, owner.token, { codes: ['welcome15'] });
    expect(set.couponcodes).toEqual(['WELCOME15']);
  });

  it('calculate_cart gives the priced cart: lines, discounts, VAT per rate, totals', async () => {
    const delivery = await kit.ok('GET', `/api${deliveryUrl}`, owner.token);
    const cart = await kit.ok('GET', `/api${deliveryUrl}calculate_cart/`, owner.token);
    expect(cart).toMatchObject({
      cart_id: deliveryId,
      country: 'BE',
      testbag: false,
      coupon_codes: ['WELCOME15'],
      total: delivery.total,
      total_vat: delivery.vat,
      total_excl_vat: delivery.price_excl_vat,
      discount_total: delivery.discount,
    });
    expect(cart.discounts).toEqual([{ code: 'WELCOME15', type: 'percentage', amount: delivery.discount }]);
    expect(cart.vat).toEqual([{ rate: 2100, total_incl_vat: cart.total, base_excl_vat: cart.total_excl_vat, vat: cart.total_vat }]);
    expect(cart.lines).toHaveLength(delivery.items.length);
  });

  it('checkout gives what the page needs; a date must be one of the dates on offer', async () => {
    const checkout = await kit.ok('GET', `/api${deliveryUrl}checkout/`, owner.token);
    expect(checkout.delivery.id).toBe(deliveryId);
    expect(checkout.cart.total).toBe(checkout.delivery.total);
    expect(checkout.addresses).toEqual([]);
    expect(checkout.default_delivery_address).toBeNull();
    expect(checkout.delivery_dates[0]).toBe(checkout.earliest_delivery_date);
    expect(checkout.delivery_dates.length).toBeGreaterThan(20);
    for (const date of checkout.delivery_dates) expect([0, 6]).not.toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
    expect(checkout.recurring).toMatchObject({ interval_weeks: 4 });
    expect(checkout.recurring.price_per_delivery).toBeGreaterThan(0);
    expect(checkout.payment).toBeNull();

    const chosen = checkout.delivery_dates[3];
    const dated = await kit.ok('POST', `/api${deliveryUrl}date/`, owner.token, { date_timestamp: secondsOf(chosen) });
    expect(dated.delivery_date).toBe(chosen);
    const next = (await kit.ok('GET', `/api${deliveryUrl}checkout/`, owner.token)).recurring.next_delivery_date;
    expect(next >= addDays(chosen, 28)).toBe(true);

    const saturday = checkout.delivery_dates.map((date: string) => addDays(date, 1)).find((date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 6);
    const weekend = await kit.call('POST', `/api${deliveryUrl}date/`, owner.token, { date_timestamp: secondsOf(saturday) });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().fields).toEqual({ date_timestamp: ['Please choose one of the delivery dates on offer.'] });
    const past = await kit.call('POST', `/api${deliveryUrl}date/`, owner.token, { date_timestamp: secondsOf('2020-03-02') });
    expect(past.statusCode).toBe(400);
    expect((await kit.ok('GET', `/api${deliveryUrl}`, owner.token)).delivery_date).toBe(chosen);
  });

  it("another customer's delivery and recurring delivery do not exist for them (404)", async () => {
    const recurringUrl = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0].url;
    for (const [method, url, body] of [
      ['GET', `/api${deliveryUrl}`, undefined],
      ['GET', `/api${deliveryUrl}checkout/`, undefined],
      ['GET', `/api${deliveryUrl}calculate_cart/`, undefined],
      ['POST', `/api${deliveryUrl}add_coupon/`, { code: 'WELCOME15' }],
      ['POST', `/api${deliveryUrl}date/`, { date_timestamp: 1 }],
      ['POST', `/api${deliveryUrl}handle_open_payment/`, {}],
      ['GET', `/api${deliveryUrl}latest_payment/`, undefined],
      ['GET', `/api${recurringUrl}`, undefined],
      ['PATCH', `/api${recurringUrl}`, { interval_weeks: 2 }],
      ['POST', `/api${recurringUrl}create_first_delivery/`, undefined],
    ] as const) {
      const response = await kit.call(method, url, other.token, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await kit.ok('GET', '/api/delivery/', other.token)).count).toBe(0);
    expect((await kit.ok('GET', '/api/deliveryitem/', other.token)).count).toBe(0);
  });

  it('Pay needs a delivery address (400 on address)', async () => {
    const response = await kit.call('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ address: ['Please enter a delivery address first.'] });
    expect((await kit.ok('GET', `/api${deliveryUrl}`, owner.token)).status).toBe('draft');
  });

  it('Pay freezes the delivery and starts a first payment; a double click gives the same payment', async () => {
    await kit.defaultAddress(owner, belgianAddress);
    const [first, second] = await Promise.all([
      kit.call('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, {}),
      kit.call('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, {}),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const paid = first.json();
    expect(second.json().payment.id).toBe(paid.payment.id);
    expect(second.json().checkout_url).toBe(paid.checkout_url);
    firstPaymentId = paid.payment.id;
    expect(paid.checkout_url).toMatch(/^http:\/\/localhost:3000\/api\/sandbox-payments\/tr_sbx_\w+\/$/);
    expect(paid.payment).toMatchObject({
      status: 'open',
      sequence_type: 'first',
      delivery: deliveryUrl,
      amount: paid.delivery.total,
      checkout_url: paid.checkout_url,
    });
    expect(paid.delivery).toMatchObject({
      status: 'awaiting_payment',
      payment_state: 'open',
      delivery_address: { ...belgianAddress, firstname: '', lastname: '', company_name: '', box: '', phone: '' },
    });
    const rows = await kit.db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
    expect(rows).toHaveLength(1);
    const latest = await kit.ok('GET', `/api${deliveryUrl}latest_payment/?checkout=true&is_shop=false`, owner.token);
    expect(latest).toMatchObject({ id: firstPaymentId, status: 'open' });
  });

  it('a failed payment leaves the delivery awaiting payment; Pay again makes a new payment that succeeds', async () => {
    const { checkout_url: checkoutUrl } = await kit.ok('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, {});
    const back = await kit.payAt(checkoutUrl, 'failed');
    // The payer comes back to the after-checkout page of their language, for this delivery.
    expect(back.headers.location).toBe(`http://localhost:3000/en/after-checkout-redirect?delivery=${deliveryId}`);
    const failed = await kit.ok('GET', `/api${deliveryUrl}latest_payment/?checkout=true&is_shop=false`, owner.token);
    expect(failed).toMatchObject({ id: firstPaymentId, status: 'failed', checkout_url: null });
    const waiting = await kit.ok('GET', `/api${deliveryUrl}`, owner.token);
    expect(waiting).toMatchObject({ status: 'awaiting_payment', payment_state: 'failed', invoice_number: null });
    expect((await kit.ok('GET', `/api${deliveryUrl}checkout/`, owner.token)).payment_state).toBe('failed');

    const retry = await kit.ok('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, { redirect_url: '/en/after-checkout-redirect' });
    expect(retry.payment.id).not.toBe(firstPaymentId);
    expect(retry.payment).toMatchObject({ status: 'open', sequence_type: 'first' });
    const done = await kit.payAt(retry.checkout_url, 'paid', 'bancontact');
    expect(done.headers.location).toBe('http://localhost:3000/en/after-checkout-redirect');

    const delivery = await kit.ok('GET', `/api${deliveryUrl}`, owner.token);
    const year = new Date().getFullYear();
    expect(delivery).toMatchObject({ status: 'paid', payment_state: 'paid', couponcodes: ['WELCOME15'] });
    expect(delivery.invoice_number).toMatch(new RegExp(`^BRK-(${year}|${year + 1})-\\d{6}$`));
    expect(delivery.paid_at).not.toBeNull();
    const latest = await kit.ok('GET', `/api${deliveryUrl}latest_payment/?checkout=true&is_shop=false`, owner.token);
    expect(latest).toMatchObject({ id: retry.payment.id, status: 'paid', amount: delivery.total });
  });

  it('the result is in the database and in GET /delivery/: delivery, items, payment, mandate, coupon use', async () => {
    const page = await kit.ok('GET', '/api/delivery/?limit=1000', owner.token);
    expect(page.count).toBe(1);
    const [delivery] = page.results;
    expect(delivery).toMatchObject({ id: deliveryId, status: 'paid', payment_state: 'paid' });
    // The list reads the subtotal and discount of the stored priced cart as the delivery itself does.
    expect(delivery.discount).toBeGreaterThan(0);
    expect(delivery).toEqual(await kit.ok('GET', `/api${delivery.url}`, owner.token));
    const items = await kit.ok('GET', `/api/deliveryitem/?limit=1000&delivery=${deliveryId}`, owner.token);
    expect(items.count).toBe(delivery.items.length);
    expect(items.results).toEqual(delivery.items);
    expect(await kit.db.select().from(deliveryItems).where(eq(deliveryItems.deliveryId, deliveryId))).toHaveLength(items.count);
    const item = await kit.ok('GET', `/api${delivery.items[0].url}`, owner.token);
    expect(item).toEqual(delivery.items[0]);

    const mandateRows = await kit.db.select().from(mandates).where(eq(mandates.customerId, owner.customerId));
    expect(mandateRows).toHaveLength(1);
    expect(mandateRows[0]).toMatchObject({ status: 'valid', isDefault: true, method: 'directdebit' });
    expect((await kit.ok('GET', '/api/mandate/', owner.token)).count).toBe(1);

    const used = await kit.db.select().from(couponRedemptions).where(eq(couponRedemptions.customerId, owner.customerId));
    expect(used).toHaveLength(1);
    expect(used[0]?.deliveryId).toBe(deliveryId);

    const recurring = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0];
    expect(recurring.active).toBe(true);
    expect(recurring.next_delivery_date >= addDays(delivery.delivery_date, 28)).toBe(true);
    expect(recurring.next_delivery_date <= addDays(delivery.delivery_date, 35)).toBe(true);
  });

  it('a repeated settlement of the paid payment changes nothing (replayed or late webhook)', async () => {
    const [paidPayment] = await kit.db
      .select()
      .from(payments)
      .where(and(eq(payments.deliveryId, deliveryId), eq(payments.status, 'paid')));
    if (!paidPayment) throw new Error('no paid payment');
    const before = await kit.ok('GET', `/api${deliveryUrl}`, owner.token);
    await kit.db.transaction((tx) => settlePaidDelivery(tx, paidPayment, kit.api.app.log));
    expect(await kit.ok('GET', `/api${deliveryUrl}`, owner.token)).toEqual(before);
    expect(await kit.db.select().from(couponRedemptions).where(eq(couponRedemptions.customerId, owner.customerId))).toHaveLength(1);
  });

  it('a paid delivery cannot change any more (409); Pay answers with the paid payment', async () => {
    for (const [path, body] of [
      ['add_coupon/', { code: 'FREESCOOP' }],
      ['remove_coupon/', { code: 'WELCOME15' }],
      ['set_coupons/', { codes: [] }],
      ['date/', { date_timestamp: secondsOf(addDays(new Date().toISOString().slice(0, 10), 14)) }],
    ] as const) {
      const response = await kit.call('POST', `/api${deliveryUrl}${path}`, owner.token, body);
      expect(response.statusCode, path).toBe(409);
      expect(response.json()).toEqual({
        detail: 'This delivery can no longer be changed: it has been paid or canceled.',
        code: 'delivery_not_editable',
      });
    }
    expect((await kit.call('PATCH', `/api${deliveryUrl}`, owner.token, { custom_amounts: { [scoopId]: 2 } })).statusCode).toBe(409);
    const again = await kit.ok('POST', `/api${deliveryUrl}handle_open_payment/`, owner.token, {});
    expect(again).toMatchObject({ checkout_url: null, payment: { status: 'paid' }, delivery: { status: 'paid' } });
    expect(await kit.db.select().from(payments).where(eq(payments.deliveryId, deliveryId))).toHaveLength(2);
    // The subscription runs: no second first delivery.
    const recurringUrl = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0].url;
    const refused = await kit.call('POST', `/api${recurringUrl}create_first_delivery/`, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('first_delivery_paid');
    const forPets = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [rex.id, minou.id] });
    expect(forPets.delivery).toBeNull();
  });
});

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
