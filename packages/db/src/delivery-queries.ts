import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { pageWithCount } from './page-with-count.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { deliveries, deliveryItems, invoiceNumberCounters, payments } from './schema.ts';

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDeliveryRow = typeof deliveries.$inferInsert;
export type DeliveryItemRow = typeof deliveryItems.$inferSelect;
export type NewDeliveryItem = Omit<typeof deliveryItems.$inferInsert, 'id' | 'deliveryId'>;

export type DeliveryChanges = Partial<
  Pick<
    DeliveryRow,
    | 'status'
    | 'deliveryDate'
    | 'country'
    | 'testbag'
    | 'addressId'
    | 'deliveryAddress'
    | 'couponCodes'
    | 'customAmounts'
    | 'priceExclVatCents'
    | 'vatCents'
    | 'totalCents'
    | 'pricing'
    | 'invoiceNumber'
    | 'paidAt'
    | 'invoiceParty'
  >
>;

/** The statuses of a delivery not paid yet, whose contents may still change. */
export const unpaidDeliveryStatuses = ['draft', 'awaiting_payment'] as const;

export async function insertDelivery(db: Database, values: NewDeliveryRow): Promise<DeliveryRow> {
  const [row] = await db.insert(deliveries).values(values).returning();
  if (!row) throw new Error('The delivery was not stored');
  return row;
}

/** The delivery if it is the customer's. */
export async function findDeliveryOf(db: Database, customerId: string, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.customerId, customerId)));
  return row;
}

/** The customer's delivery, locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockDeliveryOf(tx: Database, customerId: string, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await tx
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.customerId, customerId)))
    .for('update');
  return row;
}

/** The delivery, locked until the transaction ends, whoever's it is (settlement). */
export async function lockDelivery(tx: Database, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
  return row;
}

/** The customer's first delivery that is not paid yet (draft or awaiting payment), newest first. */
export async function findUnpaidFirstDelivery(db: Database, customerId: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.customerId, customerId),
        eq(deliveries.kind, 'first'),
        inArray(deliveries.status, [...unpaidDeliveryStatuses]),
      ),
    )
    .orderBy(desc(deliveries.id))
    .limit(1);
  return row;
}

/** Whether the customer has a first delivery that was paid (whatever happened to it after). */
export async function hasPaidFirstDelivery(db: Database, customerId: string): Promise<boolean> {
  const count = await db.$count(
    deliveries,
    and(
      eq(deliveries.customerId, customerId),
      eq(deliveries.kind, 'first'),
      inArray(deliveries.status, ['paid', 'shipped', 'delivered']),
    ),
  );
  return count > 0;
}

/** The country of the customer's most recent delivery (the site's country before any address). */
export async function latestDeliveryCountry(db: Database, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ country: deliveries.country })
    .from(deliveries)
    .where(eq(deliveries.customerId, customerId))
    .orderBy(desc(deliveries.id))
    .limit(1);
  return row?.country;
}

export async function updateDelivery(db: Database, id: number, changes: DeliveryChanges): Promise<DeliveryRow> {
  const [row] = await db
    .update(deliveries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(deliveries.id, id))
    .returning();
  if (!row) throw new Error(`Delivery ${id} disappeared`);
  return row;
}

/** The delivery's items become `items` (the priced cart's lines). */
export async function replaceDeliveryItems(db: Database, deliveryId: number, items: readonly NewDeliveryItem[]): Promise<void> {
  await db.delete(deliveryItems).where(eq(deliveryItems.deliveryId, deliveryId));
  if (items.length > 0) await db.insert(deliveryItems).values(items.map((item) => ({ ...item, deliveryId })));
}

/** A page of the customer's deliveries, newest first, and how many there are in all. */
// GET /delivery/ (the dashboard, the order history) and every delivery the API describes: built
// and prepared once, not per request. `= any($ids)` keeps one statement for any number of ids.
const deliveryStatements = preparedPerDatabase((db) => {
  const ofCustomer = eq(deliveries.customerId, sql.placeholder('customerId'));
  const inIds = (column: typeof deliveryItems.deliveryId | typeof payments.deliveryId) => sql`${column} = any(${sql.placeholder('deliveryIds')})`;
  return {
    count: db.select({ count: count() }).from(deliveries).where(ofCustomer).prepare('delivery_count_of_customer'),
    page: db
      .select()
      .from(deliveries)
      .where(ofCustomer)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('delivery_page_of_customer'),
    items: db.select().from(deliveryItems).where(inIds(deliveryItems.deliveryId)).orderBy(asc(deliveryItems.id)).prepare('items_of_deliveries'),
    paymentStatuses: db
      .selectDistinctOn([payments.deliveryId], { deliveryId: payments.deliveryId, status: payments.status })
      .from(payments)
      .where(inIds(payments.deliveryId))
      .orderBy(payments.deliveryId, desc(payments.createdAt), desc(payments.id))
      .prepare('latest_payment_statuses'),
  };
});

export async function pageDeliveriesOf(
  db: Database,
  customerId: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: DeliveryRow[] }> {
  const statements = deliveryStatements(db);
  return pageWithCount(
    window,
    () => statements.page.execute({ customerId, limit: window.limit, offset: window.offset }),
    async () => (await statements.count.execute({ customerId }))[0]?.count ?? 0,
  );
}

/** The items of the deliveries, by id. */
export async function itemsOfDeliveries(db: Database, deliveryIds: readonly number[]): Promise<DeliveryItemRow[]> {
  if (deliveryIds.length === 0) return [];
  return deliveryStatements(db).items.execute({ deliveryIds: [...deliveryIds] });
}

/** A page of the items of the customer's deliveries (optionally of one), by id. */
export async function pageDeliveryItemsOf(
  db: Database,
  customerId: string,
  window: { limit: number; offset: number },
  deliveryId?: number,
): Promise<{ count: number; rows: DeliveryItemRow[] }> {
  const where = and(
    eq(deliveries.customerId, customerId),
    ...(deliveryId === undefined ? [] : [eq(deliveryItems.deliveryId, deliveryId)]),
  );
  return pageWithCount(
    window,
    async () =>
      (
        await db
          .select({ item: deliveryItems })
          .from(deliveryItems)
          .innerJoin(deliveries, eq(deliveries.id, deliveryItems.deliveryId))
          .where(where)
          .orderBy(asc(deliveryItems.id))
          .limit(window.limit)
          .offset(window.offset)
      ).map((row) => row.item),
    async () =>
      (
        await db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(deliveryItems)
          .innerJoin(deliveries, eq(deliveries.id, deliveryItems.deliveryId))
          .where(where)
      )[0]?.count ?? 0,
  );
}

/** The item if it belongs to one of the customer's deliveries. */
export async function findDeliveryItemOf(db: Database, customerId: string, id: number): Promise<DeliveryItemRow | undefined> {
  const [row] = await db
    .select({ item: deliveryItems })
    .from(deliveryItems)
    .innerJoin(deliveries, eq(deliveries.id, deliveryItems.deliveryId))
    .where(and(eq(deliveryItems.id, id), eq(deliveries.customerId, customerId)));
  return row?.item;
}

/** The status of each delivery's most recent payment (deliveries without a payment are absent). */
export async function latestPaymentStatuses(db: Database, deliveryIds: readonly number[]): Promise<Map<number, string>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await deliveryStatements(db).paymentStatuses.execute({ deliveryIds: [...deliveryIds] });
  return new Map(rows.flatMap((row) => (row.deliveryId === null ? [] : [[row.deliveryId, row.status] as const])));
}

// Any fixed number shared by every Brokkie process: the first key of the invoice-number lock
// (the second is the year), distinct from the start-up lock of client.ts.
const invoiceLockKey = 7_420_114;

/**
 * The next invoice number of `year`: `{prefix}-{year}-{000001…}`, one more than the last of that
 * year. Call it inside the transaction that stores the number: a transaction-scoped advisory lock
 * per year makes concurrent settlements take numbers one after the other (gapless: a rolled back
 * transaction gives its number back, the counter's change with it), and the unique index on
 * `invoice_number` guards the rest. The year's counter row makes it one indexed row, whatever
 * the number of invoices.
 */
export async function nextInvoiceNumber(tx: Database, prefix: string, year: number): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(${invoiceLockKey}::int4, ${year}::int4)`);
  const stem = `${prefix}-${year}-`;
  const [counted] = await tx
    .update(invoiceNumberCounters)
    .set({ lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` })
    .where(and(eq(invoiceNumberCounters.prefix, prefix), eq(invoiceNumberCounters.year, year)))
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  let next = counted?.lastNumber;
  if (next === undefined) {
    // The year's first number here: after any of that year given without the counter.
    const [row] = await tx
      .select({
        highest: sql<number>`coalesce(max(substring(${deliveries.invoiceNumber} from ${stem.length + 1}::int)::int), 0)`.mapWith(Number),
      })
      .from(deliveries)
      .where(sql`${deliveries.invoiceNumber} like ${`${stem}%`}`);
    next = (row?.highest ?? 0) + 1;
    await tx.insert(invoiceNumberCounters).values({ prefix, year, lastNumber: next });
  }
  return `${stem}${String(next).padStart(6, '0')}`;
}
