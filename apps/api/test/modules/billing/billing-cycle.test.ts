import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, payments } from '@brokkie/db/schema';
import { todayIsoDate } from '@brokkie/domain/dates';
import { companyEnvVars, developmentCompany } from '@brokkie/domain/company';
import { addDays, nextValidDeliveryDate } from '@brokkie/domain/delivery-dates';
import { buildApi } from '../../../src/app.ts';
import { cat, DeliveryTestKit, dog, secondsOf, type Owner } from '../delivery/delivery-test-kit.ts';
import { productionInsurersEnv } from '../insurance/insurance-test-kit.ts';
import {
  daysAfter,
  expectProblem,
  mailsTo,
  minutesAfter,
  nextDelivery,
  runBilling,
  subscribe,
  withdrawMandateAtProvider,
  type Subscriber,
} from './billing-test-kit.ts';

const kit = new DeliveryTestKit('10.0.93');

beforeAll(() => kit.start());
afterAll(() => kit.stop());

const run = (now?: Date) => runBilling(kit.api.app, now);
// The development control answers only on this machine (the kit's calls come from 10.0.93.x).
const resetClock = () => kit.api.app.inject({ method: 'DELETE', url: '/api/dev/billing/clock/' });
const fourWeeksOn = (date: string) => nextValidDeliveryDate(addDays(date, 28), 'BE');

async function paymentsOf(deliveryId: number) {
  return kit.db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
}

describe('a subscription box, from made to paid (Belgium, a dog and a cat)', () => {
  let owner: Owner;
  let subscriber: Subscriber;
  let rex: { id: number; url: string };
  let minou: { id: number; url: string };
  let boxId: number;
  let boxDate: string;
  let cutOff: string;
  let treatsItem: { id: number; url: string };

  beforeAll(async () => {
    owner = await kit.signUp('Lotte Maes');
    rex = await kit.pet(owner, dog);
    minou = await kit.pet(owner, cat);
    subscriber = await subscribe(kit, owner, [rex, minou]);
  });

  it('the scheduler makes the next box once, on the subscription’s next date, changeable until its cut-off', async () => {
    const recurring = await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token);
    const first = await kit.ok('GET', `/api/delivery/${subscriber.firstDeliveryId}/`, owner.token);
    expect(recurring.next_delivery_date).toBe(fourWeeksOn(first.delivery_date));

    const report = await run(new Date());
    expect(report.created).toHaveLength(1);
    boxId = report.created[0]!;
    expect((await run(new Date())).created).toEqual([]);

    const next = await nextDelivery(kit, subscriber);
    expect(next).toMatchObject({
      state: 'scheduled',
      changeable: true,
      skipped: false,
      skipped_from_date: null,
      charge_attempts: 0,
      delivery: { id: boxId, kind: 'recurring', status: 'scheduled', delivery_date: recurring.next_delivery_date, payment_state: null },
      following_delivery_date: fourWeeksOn(recurring.next_delivery_date),
    });
    boxDate = next.delivery!.delivery_date!;
    cutOff = next.cut_off_at!;
    // The cut-off falls days before the box leaves, at 14:00 Brussels time.
    expect(Date.parse(cutOff)).toBeLessThan(Date.parse(`${boxDate}T00:00:00Z`) - 2 * 86_400_000);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit' }).format(new Date(cutOff))).toBe('14:00');
    expect(next.delivery!.total).toBe(recurring.price_per_delivery);
    expect(next.delivery_dates).toContain(boxDate);

    // It is one of the customer's deliveries, and stays the only box to come.
    const list = await kit.ok('GET', '/api/delivery/?limit=1000', owner.token);
    expect(list.results.map((delivery: { id: number }) => delivery.id).sort()).toEqual([subscriber.firstDeliveryId, boxId].sort());
    expect((await nextDelivery(kit, subscriber)).delivery!.id).toBe(boxId);
  });

  it('leaves out a paused pet and an item skipped for this box', async () => {
    const treats = await kit.productId('BRK-X-DOG-TREATS-CHICKEN');
    const recurring = await kit.ok('POST', `/api${subscriber.recurringUrl}upselling/`, owner.token, {
      recurringdeliveryitem_set: [{ product: `/product/${treats}/`, amount: 1, animal: rex.url }],
    });
    treatsItem = recurring.recurringdeliveryitem_set.find((item: { kind: string }) => item.kind === 'extra');
    await kit.ok('PATCH', `/api${treatsItem.url}`, owner.token, { skipped: true });
    await kit.ok('POST', `/api/animal/${minou.id}/pause/`, owner.token, {});

    const next = await nextDelivery(kit, subscriber);
    const items = next.delivery!.items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.animal === rex.url && item.kind === 'formula')).toBe(true);
    const plan = await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token);
    expect(next.delivery!.total).toBe(plan.price_per_delivery);
  });

  it('announces the box three days before the cut-off, once, with the cut-off and a link to change it', async () => {
    expect((await run(daysAfter(cutOff, -4))).reminded).toEqual([]);
    const report = await run(minutesAfter(daysAfter(cutOff, -3), 1));
    expect(report.reminded).toEqual([boxId]);
    expect((await run(minutesAfter(daysAfter(cutOff, -3), 2))).reminded).toEqual([]);

    const upcoming = (await mailsTo(kit.api.app, subscriber.email)).filter((mail) => mail.kind === 'delivery_upcoming');
    expect(upcoming).toHaveLength(1);
    const [mail] = upcoming;
    // The customer has no preferred language: the delivery country's (Belgium: Dutch).
    expect(mail!.subject).toMatch(/^Je volgende Brokkie-box komt op /);
    expect(mail!.text).toContain('14:00');
    expect(mail!.links).toContain('http://localhost:3000/dashboard/subscription-settings');
  });

  it('at the cut-off freezes the box and charges it through the mandate; paid: confirmed, the subscription moves on', async () => {
    const report = await run(new Date(cutOff));
    expect(report.frozen).toEqual([boxId]);
    expect(report.charged).toEqual([{ delivery: boxId, attempt: 1, status: 'paid' }]);
    expect(report.advanced).toEqual([boxId]);
    expect(report.confirmed).toEqual([boxId]);
    expect(report.created).toHaveLength(1);

    const box = await kit.ok('GET', `/api/delivery/${boxId}/`, owner.token);
    expect(box).toMatchObject({ kind: 'recurring', status: 'paid', payment_state: 'paid', delivery_date: boxDate });
    expect(box.invoice_number).toMatch(/^BRK-\d{4}-\d{6}$/);
    expect(box.delivery_address).toMatchObject({ city: 'Gent', postal_code: '9000', country: 'BE' });
    // Frozen without the paused cat and the skipped treats, priced as deliveries are.
    expect(box.items.every((item: { animal: string }) => item.animal === rex.url)).toBe(true);
    expect(box.total).toBeGreaterThan(0);
    expect(box.total).toBe(box.price_excl_vat + box.vat);
    const cart = await kit.ok('GET', `/api/delivery/${boxId}/calculate_cart/`, owner.token);
    expect(cart).toMatchObject({ cart_id: boxId, total: box.total, country: 'BE' });

    const charges = await paymentsOf(boxId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ sequenceType: 'recurring', status: 'paid', amountCents: box.total });

    // Skipped once: the treats are back in for the next box.
    expect((await kit.ok('GET', `/api${treatsItem.url}`, owner.token)).skipped).toBe(false);
    const recurring = await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token);
    expect(recurring.next_delivery_date).toBe(fourWeeksOn(boxDate));
    const next = await nextDelivery(kit, subscriber);
    expect(next.delivery).toMatchObject({ id: report.created[0], status: 'scheduled', delivery_date: recurring.next_delivery_date });

    const confirmed = (await mailsTo(kit.api.app, subscriber.email)).filter((mail) => mail.kind === 'delivery_confirmed');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]!.text).toContain(box.invoice_number);

    // Another run at the same time does nothing again: nothing is charged twice.
    const again = await run(new Date(cutOff));
    expect(again).toMatchObject({ frozen: [], charged: [], advanced: [], confirmed: [], created: [] });
    expect(await paymentsOf(boxId)).toHaveLength(1);
  });

  it('skip moves the box one interval on and undo brings it back, before the cut-off; a double click skips once', async () => {
    await kit.ok('POST', `/api/animal/unpause/`, owner.token, { animal_ids: String(minou.id) });
    const before = await nextDelivery(kit, subscriber);
    const date = before.delivery!.delivery_date!;
    const id = before.delivery!.id;

    const skipped = await kit.ok('POST', `/api/delivery/${id}/skip/`, owner.token);
    expect(skipped).toMatchObject({
      state: 'scheduled',
      skipped: true,
      skipped_from_date: date,
      undo_skip_until: before.cut_off_at,
      delivery: { id, delivery_date: fourWeeksOn(date) },
    });
    expect(Date.parse(skipped.cut_off_at)).toBeGreaterThan(Date.parse(before.cut_off_at!));
    expect((await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token)).next_delivery_date).toBe(fourWeeksOn(date));
    expect((await kit.ok('POST', `/api/delivery/${id}/skip/`, owner.token)).delivery.delivery_date).toBe(fourWeeksOn(date));

    const undone = await kit.ok('POST', `/api/delivery/${id}/unskip/`, owner.token);
    expect(undone).toMatchObject({ skipped: false, skipped_from_date: null, cut_off_at: before.cut_off_at, delivery: { delivery_date: date } });
    expect((await kit.ok('POST', `/api/delivery/${id}/unskip/`, owner.token)).delivery.delivery_date).toBe(date);
    expect((await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token)).next_delivery_date).toBe(date);
  });

  it('date/ moves the box to an offered date before its cut-off; other dates are a 400', async () => {
    const before = await nextDelivery(kit, subscriber);
    const id = before.delivery!.id;
    const target = before.delivery_dates.find((date) => date !== before.delivery!.delivery_date && date > before.delivery!.delivery_date!)!;
    const moved = await kit.ok('POST', `/api/delivery/${id}/date/`, owner.token, { date_timestamp: secondsOf(target) });
    expect(moved.delivery_date).toBe(target);
    const after = await nextDelivery(kit, subscriber);
    expect(after.delivery!.delivery_date).toBe(target);
    expect((await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token)).next_delivery_date).toBe(target);

    const saturday = [0, 1, 2, 3, 4, 5, 6].map((days) => addDays(target, days)).find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 6)!;
    const refused = await kit.call('POST', `/api/delivery/${id}/date/`, owner.token, { date_timestamp: secondsOf(saturday) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ date_timestamp: ['Please choose one of the delivery dates on offer.'] });
  });

  it('preview shows what a new interval or date changes before anything is saved', async () => {
    const next = await nextDelivery(kit, subscriber);
    const current = next.delivery!.delivery_date!;
    const preview = await kit.ok('GET', `/api${subscriber.recurringUrl}preview/?interval_weeks=2`, owner.token);
    expect(preview.current).toMatchObject({ interval_weeks: 4, next_delivery_date: current, cut_off_at: next.cut_off_at });
    expect(preview.proposed).toMatchObject({
      interval_weeks: 2,
      next_delivery_date: current,
      following_delivery_date: nextValidDeliveryDate(addDays(current, 14), 'BE'),
    });
    // Two weeks of food cost less per box, about the same per day.
    expect(preview.proposed.price_per_delivery).toBeLessThan(preview.current.price_per_delivery);
    expect(preview.difference.price_per_delivery).toBe(preview.proposed.price_per_delivery - preview.current.price_per_delivery);
    expect(preview.difference.days_moved).toBe(0);
    // Nothing was saved.
    expect((await kit.ok('GET', `/api${subscriber.recurringUrl}`, owner.token)).interval_weeks).toBe(4);

    const later = next.delivery_dates.find((date) => date > current)!;
    const moved = await kit.ok('GET', `/api${subscriber.recurringUrl}preview/?date=${later}`, owner.token);
    expect(moved.proposed).toMatchObject({ next_delivery_date: later, interval_weeks: 4 });
    expect(moved.difference.days_moved).toBeGreaterThan(0);
    const weekend = await kit.call('GET', `/api${subscriber.recurringUrl}preview/?date=2030-01-05`, owner.token);
    expect(weekend.statusCode).toBe(400);
    expect(Object.keys(weekend.json().fields)).toEqual(['date']);

    // Saving the interval gives the price the preview showed.
    const saved = await kit.ok('PATCH', `/api${subscriber.recurringUrl}`, owner.token, { interval_weeks: 2 });
    expect(saved.price_per_delivery).toBe(preview.proposed.price_per_delivery);
    expect(saved.price_per_day).toBe(preview.proposed.price_per_day);
  });

  it('takes an extra for this box only until its cut-off', async () => {
    const next = await nextDelivery(kit, subscriber);
    const box = next.delivery!;
    const extras = await kit.ok('GET', '/api/product/?kind=extra&animal_type=dog', owner.token);
    const treat = extras.results[0] as { id: number; shop_price: number };
    const changed = await kit.ok('PATCH', `/api/delivery/${box.id}/`, owner.token, { custom_amounts: { [treat.id]: 2 } });
    expect(changed.custom_amounts).toEqual({ [treat.id]: 2 });
    expect(changed.total).toBe(box.total + 2 * treat.shop_price);
    const back = await kit.ok('PATCH', `/api/delivery/${box.id}/`, owner.token, { custom_amounts: { [treat.id]: 0 } });
    expect(back.total).toBe(box.total);
  });

  it('after the cut-off the box is frozen: skip, undo and date/ are a 409, translated', async () => {
    const next = await nextDelivery(kit, subscriber);
    const id = next.delivery!.id;
    const report = await run(minutesAfter(next.cut_off_at!, 1));
    expect(report.frozen).toEqual([id]);
    const extra = await kit.call('PATCH', `/api/delivery/${id}/`, owner.token, { custom_amounts: { '1': 1 } });
    expectProblem(extra, 409, 'cut_off_passed');
    for (const action of ['skip', 'unskip']) {
      const refused = await kit.call('POST', `/api/delivery/${id}/${action}/`, owner.token, undefined, 'fr');
      expect(expectProblem(refused, 409, 'cut_off_passed').detail).toBe(
        'Cette livraison ne peut plus être modifiée : la date limite est passée et nous préparons déjà votre box.',
      );
    }
    const date = await kit.call('POST', `/api/delivery/${id}/date/`, owner.token, { date_timestamp: secondsOf(next.delivery_dates.at(-1)!) });
    expectProblem(date, 409, 'cut_off_passed');
    // A first delivery is not a box of the subscription: it cannot be skipped.
    expectProblem(await kit.call('POST', `/api/delivery/${subscriber.firstDeliveryId}/skip/`, owner.token), 409, 'delivery_not_skippable');
    // Another customer's box does not exist for them.
    const stranger = await kit.signUp('Piet Peeters');
    expect((await kit.call('POST', `/api/delivery/${id}/skip/`, stranger.token)).statusCode).toBe(404);
    expect((await kit.call('GET', `/api${subscriber.recurringUrl}next_delivery/`, stranger.token)).statusCode).toBe(404);
  });
});

describe('a failed charge: retried 1, 3 and 7 days on, then the customer pays through the pay-now link', () => {
  let subscriber: Subscriber;
  let boxId: number;
  let cutOff: string;
  let token: string;

  // Only this box's part of each run: the other subscriptions of the file go their own way.
  const mine = <T extends { delivery: number }>(entries: T[]) => entries.filter((entry) => entry.delivery === boxId);

  beforeAll(async () => {
    await resetClock();
    const owner = await kit.signUp('Wout Jacobs');
    subscriber = await subscribe(kit, owner, [await kit.pet(owner, dog)]);
    const next = await nextDelivery(kit, subscriber);
    boxId = next.delivery!.id;
    cutOff = next.cut_off_at!;
    await withdrawMandateAtProvider(kit.db, subscriber.customerId);
  });

  it('retries on the schedule, e-mails a pay-now link at the first failure, and gives up after the fourth', async () => {
    const first = await run(new Date(cutOff));
    expect(mine(first.charged)).toEqual([{ delivery: boxId, attempt: 1, status: 'no_valid_mandate' }]);
    expect(mine(first.retry_scheduled)).toEqual([{ delivery: boxId, at: daysAfter(cutOff, 1).toISOString() }]);
    const retrying = await nextDelivery(kit, subscriber);
    expect(retrying).toMatchObject({ state: 'retrying', charge_attempts: 1, next_charge_at: daysAfter(cutOff, 1).toISOString() });
    expect(retrying.delivery).toMatchObject({ id: boxId, status: 'awaiting_payment' });

    expect(mine((await run(minutesAfter(daysAfter(cutOff, 1), -1))).charged)).toEqual([]);
    const second = await run(daysAfter(cutOff, 1));
    expect(mine(second.charged)).toEqual([{ delivery: boxId, attempt: 2, status: 'no_valid_mandate' }]);
    expect(mine(second.retry_scheduled)).toEqual([{ delivery: boxId, at: daysAfter(cutOff, 3).toISOString() }]);
    expect(mine((await run(daysAfter(cutOff, 3))).retry_scheduled)).toEqual([{ delivery: boxId, at: daysAfter(cutOff, 7).toISOString() }]);
    const last = await run(daysAfter(cutOff, 7));
    expect(mine(last.charged)).toEqual([{ delivery: boxId, attempt: 4, status: 'no_valid_mandate' }]);
    expect(last.gave_up).toContain(boxId);
    expect(mine((await run(daysAfter(cutOff, 8))).charged)).toEqual([]);
    expect(await nextDelivery(kit, subscriber)).toMatchObject({ state: 'payment_failed', charge_attempts: 4, next_charge_at: null });

    const mails = await mailsTo(kit.api.app, subscriber.email);
    expect(mails.filter((mail) => mail.kind === 'payment_failed')).toHaveLength(1);
    expect(mails.filter((mail) => mail.kind === 'payment_failed_final')).toHaveLength(1);
    const failed = mails.find((mail) => mail.kind === 'payment_failed')!;
    const link = failed.links.find((href) => href.startsWith('http://localhost:3000/pay-now?token='));
    expect(link).toBeDefined();
    token = new URL(link!).searchParams.get('token')!;
  });

  it('the pay-now link shows the open box without signing in; a changed token is a 400', async () => {
    const box = await kit.ok('GET', `/api/delivery/${boxId}/`, subscriber.token);
    const response = await kit.call('GET', `/api/pay-now/?token=${encodeURIComponent(token)}`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      delivery_id: boxId,
      delivery_date: box.delivery_date,
      amount: box.total,
      currency: 'EUR',
      status: 'payable',
      payment_status: null,
      invoice_number: null,
    });
    expect(summary.items.length).toBe(box.items.length);
    expect(summary.items[0].name).toMatch(/\w/);

    const [id, customer, ...rest] = token.split('.');
    const otherLast = token.endsWith('A') ? 'B' : 'A';
    for (const changed of [
      [String(subscriber.firstDeliveryId), customer, ...rest].join('.'),
      `${token.slice(0, -1)}${otherLast}`,
      'nonsense',
      `${id}.${customer}`,
    ]) {
      const refused = await kit.call('GET', `/api/pay-now/?token=${encodeURIComponent(changed)}`);
      expect(expectProblem(refused, 400, 'pay_now_token_invalid').detail).toBe(
        'This payment link is not valid. Please use the link in our most recent e-mail, or pay from your account.',
      );
    }
  });

  it('POST /pay-now/ opens a checkout of the box; once paid, the subscription moves on', async () => {
    const start = await kit.call('POST', '/api/pay-now/', undefined, { token });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json()).toMatchObject({ status: 'open' });
    const back = await kit.payAt(start.json().checkout_url, 'paid', 'ideal');
    expect(back.headers.location).toBe(`http://localhost:3000/en/pay-now?token=${encodeURIComponent(token)}&returned=1`);

    const paid = (await kit.call('GET', `/api/pay-now/?token=${encodeURIComponent(token)}`)).json();
    expect(paid).toMatchObject({ status: 'paid', payment_status: 'paid' });
    expect(paid.invoice_number).toMatch(/^BRK-/);
    expect((await kit.call('POST', '/api/pay-now/', undefined, { token })).json()).toEqual({ checkout_url: null, status: 'paid' });

    // The dashboard, before the scheduler has run: the next box comes one interval after the paid one.
    const box = await kit.ok('GET', `/api/delivery/${boxId}/`, subscriber.token);
    const next = await nextDelivery(kit, subscriber);
    expect(next).toMatchObject({ state: 'scheduled', delivery: { status: 'scheduled', delivery_date: fourWeeksOn(box.delivery_date) } });
    const recurring = await kit.ok('GET', `/api${subscriber.recurringUrl}`, subscriber.token);
    expect(recurring.next_delivery_date).toBe(fourWeeksOn(box.delivery_date));

    const report = await run(minutesAfter(daysAfter(cutOff, 8), 30));
    expect(report.confirmed).toContain(boxId);
    expect(mine(report.charged)).toEqual([]);
    const confirmation = (await mailsTo(kit.api.app, subscriber.email)).filter((mail) => mail.kind === 'delivery_confirmed');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(paid.invoice_number);
  });

  it('a pay-now link past its expiry (30 days) is a 400 pay_now_token_expired', async () => {
    await run(daysAfter(cutOff, 40));
    const expired = await kit.call('GET', `/api/pay-now/?token=${encodeURIComponent(token)}`);
    expectProblem(expired, 400, 'pay_now_token_expired');
    expect((await resetClock()).json().offset_ms).toBe(0);
  });
});

describe('the scheduler in the API process', () => {
  it('runs on its own every BILLING_SCHEDULER_INTERVAL_MS and stops when the API closes', async () => {
    const owner = await kit.signUp('Tine Smets');
    const subscriber = await subscribe(kit, owner, [await kit.pet(owner, dog)]);
    const timed = await buildApi({
      database: kit.api.database.handle,
      identity: { devOidc: { enabled: false, port: 0 } },
      env: { BILLING_SCHEDULER_INTERVAL_MS: '1000' },
    });
    try {
      let boxes: unknown[] = [];
      for (let waited = 0; boxes.length === 0 && waited < 20_000; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        boxes = (await kit.ok('GET', '/api/delivery/?limit=1000', owner.token)).results.filter((delivery: { kind: string }) => delivery.kind === 'recurring');
      }
      expect(boxes).toHaveLength(1);
    } finally {
      await timed.close();
    }
    expect((await nextDelivery(kit, subscriber)).state).toBe('scheduled');
  });
});

describe('the development control', () => {
  it('reads the clock', async () => {
    const clock = (await kit.api.app.inject({ method: 'GET', url: '/api/dev/billing/clock/' })).json();
    expect(Math.abs(Date.parse(clock.now) - Date.now())).toBeLessThan(60_000);
    expect(clock.offset_ms).toBe(0);
  });

  it('is not there in production', async () => {
    const productionCompanyEnv = Object.fromEntries(
      Object.entries(developmentCompany).map(([field, value]) => [companyEnvVars[field as keyof typeof developmentCompany], value]),
    );
    const production = await buildApi({
      database: kit.api.database.handle,
      identity: { production: true, devOidc: { enabled: false, port: 0 }, seedStaffAccount: false },
      env: { ...productionCompanyEnv, ...productionInsurersEnv, PAYMENT_SANDBOX: 'on', BILLING_SCHEDULER_INTERVAL_MS: '0', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      expect((await production.inject({ method: 'POST', url: '/api/dev/billing/run/', payload: {} })).statusCode).toBe(404);
      expect((await production.inject({ method: 'GET', url: '/api/dev/billing/clock/' })).statusCode).toBe(404);
      // The customer's own billing endpoints are there.
      expect((await production.inject({ method: 'GET', url: '/api/pay-now/?token=x' })).statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });
});

describe('the paid first box on the dashboard (next_delivery/)', () => {
  it('is shown before the box to come until its delivery date has passed in Brussels', async () => {
    const owner = await kit.signUp('Ines Claes');
    const rex = await kit.pet(owner, dog);
    const subscriber = await subscribe(kit, owner, [rex]);
    const first = await kit.ok('GET', `/api/delivery/${subscriber.firstDeliveryId}/`, owner.token);

    const next = await nextDelivery(kit, subscriber);
    expect(next.paid_delivery).toMatchObject({
      id: subscriber.firstDeliveryId,
      kind: 'first',
      status: 'paid',
      delivery_date: first.delivery_date,
    });
    expect(next.paid_delivery!.items.length).toBeGreaterThan(0);
    // The box to come is the one after it, never in its place.
    expect(next.delivery).toMatchObject({ kind: 'recurring', status: 'scheduled', delivery_date: fourWeeksOn(first.delivery_date) });

    // Once its date has passed it has arrived: the box to come is the next one.
    await kit.db
      .update(deliveries)
      .set({ deliveryDate: addDays(todayIsoDate(), -1) })
      .where(eq(deliveries.id, subscriber.firstDeliveryId));
    const after = await nextDelivery(kit, subscriber);
    expect(after.paid_delivery).toBeNull();
    expect(after.delivery).toMatchObject({ kind: 'recurring', status: 'scheduled' });
  });
});
