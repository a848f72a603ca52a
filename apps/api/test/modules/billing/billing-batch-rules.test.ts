import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { deleteScheduledBox, findRecurringDelivery, openBoxOfSubscription } from '@brokkie/db/billing-queries';
import type { Database } from '@brokkie/db/client';
import { findCustomerById, type CustomerRow } from '@brokkie/db/customer-queries';
import type { DeliveryRow } from '@brokkie/db/delivery-queries';
import type { PaymentRow } from '@brokkie/db/payment-queries';
import type { RecurringDeliveryRow } from '@brokkie/db/recurring-delivery-queries';
import { breeds, customers, deliveries, deliveryItems, recurringDeliveries, recurringDeliveryItems } from '@brokkie/db/schema';
import { freezeBox, freezeBoxes, makeNextBox, makeNextBoxes } from '../../../src/modules/billing/billing-service.ts';
import { settlePaidDeliveries, settlePaidDelivery } from '../../../src/modules/delivery/delivery-settlement.ts';
import { cat, DeliveryTestKit, dog, dutchAddress, type Owner } from '../delivery/delivery-test-kit.ts';
import { minutesAfter, nextDelivery, runBilling, subscribe, type Subscriber } from './billing-test-kit.ts';

/**
 * The scheduler freezes and makes boxes a batch at a time (billing-service.ts `freezeBoxes`,
 * `makeNextBoxes`, priced by box-pricing.ts from what is read for the whole batch). Whatever the
 * batch writes must be what the one-box rules (`freezeBox`, `makeNextBox`, which price through
 * the delivery module's `repriceFirstDelivery`) write for each box: here both run on the same
 * boxes, each in a transaction rolled back, and their rows are compared column by column —
 * boxes with a paused pet, an item skipped once, an extra for this box only, a customer who
 * moved abroad, a dog of a given breed, a customer whose default address is gone.
 */

const kit = new DeliveryTestKit('10.0.95');
const subscribers: Subscriber[] = [];

beforeAll(async () => {
  await kit.start();
  const db = kit.db;

  // A dog and a paused cat; treats skipped for this box; an extra for this box only.
  const lotte = await kit.signUp('Lotte Maes');
  const rex = await kit.pet(lotte, dog);
  const minou = await kit.pet(lotte, cat);
  subscribers.push(await subscribe(kit, lotte, [rex, minou]));
  const treats = await kit.productId('BRK-X-DOG-TREATS-CHICKEN');
  const upselling = await kit.ok('POST', `/api${subscribers[0]!.recurringUrl}upselling/`, lotte.token, {
    recurringdeliveryitem_set: [{ product: `/product/${treats}/`, amount: 1, animal: rex.url }],
  });
  const extraItem = upselling.recurringdeliveryitem_set.find((item: { kind: string }) => item.kind === 'extra');
  await kit.ok('PATCH', `/api${extraItem.url}`, lotte.token, { skipped: true });
  await kit.ok('POST', `/api/animal/${minou.id}/pause/`, lotte.token, {});
  const box = (await nextDelivery(kit, subscribers[0]!)).delivery!;
  await kit.ok('PATCH', `/api/delivery/${box.id}/`, lotte.token, { custom_amounts: { [treats]: 2 } });

  // Moved to the Netherlands after the box was made.
  const jan = await kit.signUp('Jan de Vries');
  subscribers.push(await subscribe(kit, jan, [await kit.pet(jan, dog)]));
  await nextDelivery(kit, subscribers[1]!);
  await kit.defaultAddress(jan, dutchAddress);

  // A dog of a breed; the default address is gone since the box was made.
  const [breed] = await db
    .insert(breeds)
    .values({ slug: `test-dog-${Date.now()}`, type: 'dog', names: { en: 'Test dog' }, size: 'large', adultWeightMinKg: 30, adultWeightMaxKg: 40 })
    .returning({ id: breeds.id });
  const els: Owner = await kit.signUp('Els Janssens');
  subscribers.push(await subscribe(kit, els, [await kit.pet(els, { ...dog, name: 'Bruno', breed_1: `/breeds/${breed!.id}/` })]));
  await nextDelivery(kit, subscribers[2]!);
  await db.update(customers).set({ defaultDeliveryAddressId: null }).where(eq(customers.id, els.customerId));
}, 120_000);

afterAll(() => kit.stop());

interface Subject {
  customer: CustomerRow;
  recurring: RecurringDeliveryRow;
  box: DeliveryRow;
}

async function subjects(db: Database): Promise<Subject[]> {
  return Promise.all(
    subscribers.map(async (subscriber) => {
      const customer = (await findCustomerById(db, subscriber.customerId))!;
      const [recurring] = await db.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, customer.id));
      const box = (await openBoxOfSubscription(db, recurring!.id))!;
      return { customer, recurring: recurring!, box };
    }),
  );
}

/** What a rule left in the database for these subscriptions, read inside its transaction. */
async function stateOf(tx: Database, subscriptionIds: number[]) {
  const boxes = await tx
    .select()
    .from(deliveries)
    .where(and(inArray(deliveries.recurringDeliveryId, subscriptionIds), eq(deliveries.kind, 'recurring')))
    .orderBy(asc(deliveries.recurringDeliveryId), asc(deliveries.id));
  const items = await tx
    .select()
    .from(deliveryItems)
    .where(inArray(deliveryItems.deliveryId, boxes.map((box) => box.id)))
    .orderBy(asc(deliveryItems.id));
  const subscriptions = await tx
    .select()
    .from(recurringDeliveries)
    .where(inArray(recurringDeliveries.id, subscriptionIds))
    .orderBy(asc(recurringDeliveries.id));
  const recurringItems = await tx
    .select({ id: recurringDeliveryItems.id, skipped: recurringDeliveryItems.skipped })
    .from(recurringDeliveryItems)
    .where(inArray(recurringDeliveryItems.recurringDeliveryId, subscriptionIds))
    .orderBy(asc(recurringDeliveryItems.id));
  // Ids and write times of rows made in a transaction differ from one run to the other.
  const boxIds = new Map(boxes.map((box, index) => [box.id, index]));
  return {
    boxes: boxes.map(({ id, createdAt: _createdAt, updatedAt: _updatedAt, pricing, ...box }) => ({ ...box, pricing: pricing && { ...pricing, cart_id: boxIds.get(id) } })),
    items: items.map(({ id: _id, deliveryId, ...item }) => ({ ...item, box: boxIds.get(deliveryId) })),
    subscriptions: subscriptions.map(({ updatedAt: _updatedAt, ...subscription }) => subscription),
    recurringItems,
  };
}

/** Runs `work` in a transaction that is rolled back, and returns what it left before the rollback. */
async function rolledBack<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}

describe('a batch of boxes writes what the one-box rules write', () => {
  it('freezeBoxes: at the cut-off, each box as freezeBox freezes it', async () => {
    const db = kit.db;
    const all = await subjects(db);
    const now = minutesAfter(new Date(Math.max(...all.map((subject) => subject.box.cutOffAt!.getTime()))), 1);
    const ids = all.map((subject) => subject.recurring.id);

    const one = await rolledBack(db, async (tx) => {
      for (const { customer, recurring, box } of all) await freezeBox(tx, customer, recurring, box, now);
      return stateOf(tx, ids);
    });
    const failures: unknown[] = [];
    const batch = await rolledBack(db, async (tx) => {
      const frozen = await freezeBoxes(tx, all, now, (_id, error) => failures.push(error));
      expect(frozen.map((entry) => entry.outcome)).toEqual(['to_charge', 'to_charge', 'to_charge']);
      return stateOf(tx, ids);
    });
    expect(failures).toEqual([]);
    expect(batch).toEqual(one);
    // The cases are what they say: NL for the customer who moved, the last address for the one without.
    expect(batch.boxes.map((box) => [box.status, box.country, box.deliveryAddress?.city])).toEqual([
      ['awaiting_payment', 'BE', 'Gent'],
      ['awaiting_payment', 'NL', 'Amsterdam'],
      ['awaiting_payment', 'BE', 'Gent'],
    ]);
    expect(batch.recurringItems.every((item) => !item.skipped)).toBe(true);
  });

  it('makeNextBoxes: each next box as makeNextBox makes it', async () => {
    const db = kit.db;
    const all = await subjects(db);
    const now = new Date();
    const ids = all.map((subject) => subject.recurring.id);
    // Without their box to come, as after a paid box.
    const withoutBox = async (tx: Database) => {
      for (const { box } of all) await deleteScheduledBox(tx, box.id);
      return Promise.all(all.map(async (subject) => ({ ...subject, recurring: (await findRecurringDelivery(tx, subject.recurring.id))! })));
    };

    const one = await rolledBack(db, async (tx) => {
      for (const { customer, recurring } of await withoutBox(tx)) expect((await makeNextBox(tx, customer, recurring, now)).box).toBeDefined();
      return stateOf(tx, ids);
    });
    const failures: unknown[] = [];
    const batch = await rolledBack(db, async (tx) => {
      const made = await makeNextBoxes(tx, await withoutBox(tx), now, (_id, error) => failures.push(error));
      expect(made.made.size).toBe(all.length);
      return stateOf(tx, ids);
    });
    expect(failures).toEqual([]);
    expect(batch).toEqual(one);
    expect(batch.boxes.map((box) => [box.status, box.country])).toEqual([
      ['scheduled', 'BE'],
      ['scheduled', 'NL'],
      ['scheduled', 'BE'],
    ]);
    expect(batch.items.length).toBeGreaterThan(0);
  });

  it('settlePaidDeliveries: each box paid as settlePaidDelivery pays it (status, payment time, invoice number and party)', async () => {
    const db = kit.db;
    const all = await subjects(db);
    const now = minutesAfter(new Date(Math.max(...all.map((subject) => subject.box.cutOffAt!.getTime()))), 1);
    const ids = all.map((subject) => subject.recurring.id);
    const log = kit.api.app.log;
    // Frozen (awaiting payment), then a paid payment of each box, in reverse order of the boxes.
    const paidPayments = async (tx: Database): Promise<PaymentRow[]> => {
      await freezeBoxes(tx, all, now, (_id, error) => {
        throw error;
      });
      const frozen = await tx.select().from(deliveries).where(inArray(deliveries.id, all.map((subject) => subject.box.id)));
      return frozen
        .sort((a, b) => b.id - a.id)
        .map((box, index) => ({ deliveryId: box.id, customerId: box.customerId, amountCents: box.totalCents, settledAt: minutesAfter(now, index) }) as PaymentRow);
    };

    const one = await rolledBack(db, async (tx) => {
      for (const payment of await paidPayments(tx)) await settlePaidDelivery(tx, payment, log);
      return stateOf(tx, ids);
    });
    const batch = await rolledBack(db, async (tx) => {
      await settlePaidDeliveries(tx, await paidPayments(tx), log);
      return stateOf(tx, ids);
    });
    expect(batch).toEqual(one);
    // Paid, numbered one after the other in the payments' order, addressed to their customers.
    const byNumber = [...batch.boxes].sort((a, b) => a.invoiceNumber!.localeCompare(b.invoiceNumber!));
    expect(byNumber.map((box) => box.status)).toEqual(['paid', 'paid', 'paid']);
    expect(byNumber.map((box) => box.paidAt!.getTime())).toEqual([0, 1, 2].map((minutes) => minutesAfter(now, minutes).getTime()));
    const numbers = byNumber.map((box) => Number(box.invoiceNumber!.slice(-6)));
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    expect(batch.boxes.map((box) => (box.invoiceParty as { billTo?: { city?: string } } | null)?.billTo?.city)).toEqual(['Gent', 'Amsterdam', 'Gent']);
  });

  it('the scheduler runs them: the boxes are frozen, charged and their next ones made', async () => {
    const all = await subjects(kit.db);
    const now = minutesAfter(new Date(Math.max(...all.map((subject) => subject.box.cutOffAt!.getTime()))), 1);
    const report = await runBilling(kit.api.app, now);
    expect(report.frozen.sort()).toEqual(all.map((subject) => subject.box.id).sort());
    expect(report.created).toHaveLength(all.length);
  });
});
