import { SQL, and, asc, count, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import { pageWithCount } from './page-with-count.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { addresses, customers, deliveries, deliveryItems, invoiceNumberCounters, payments } from './schema.ts';

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

// What the settlement of every paid payment reads and writes first (a run of the billing
// scheduler settles thousands, one after the other in one transaction a batch): each built and
// prepared once per database or transaction, not per payment.
const deliveryOfCustomer = preparedPerDatabase((db) =>
  db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.id, sql.placeholder('id')), eq(deliveries.customerId, sql.placeholder('customerId'))))
    .prepare('delivery_of_customer'),
);
const deliveryLock = preparedPerDatabase((db) =>
  db.select().from(deliveries).where(eq(deliveries.id, sql.placeholder('id'))).for('update').prepare('delivery_lock'),
);
const invoiceNumberNext = preparedPerDatabase((db) =>
  db
    .update(invoiceNumberCounters)
    .set({ lastNumber: sql`${invoiceNumberCounters.lastNumber} + 1` })
    .where(and(eq(invoiceNumberCounters.prefix, sql.placeholder('prefix')), eq(invoiceNumberCounters.year, sql.placeholder('year'))))
    .returning({ lastNumber: invoiceNumberCounters.lastNumber })
    .prepare('invoice_number_next'),
);

/** The delivery if it is the customer's. */
export async function findDeliveryOf(db: Database, customerId: string, id: number): Promise<DeliveryRow | undefined> {
  const [row] = await deliveryOfCustomer(db).execute({ id, customerId });
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
  const [row] = await deliveryLock(tx).execute({ id });
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

/**
 * The customer's paid first delivery of the subscription `recurringDeliveryId` (paid, shipped or
 * delivered): the box the switch-over guide starts from. The oldest, should there be more.
 */
export async function findPaidFirstDelivery(db: Database, customerId: string, recurringDeliveryId: number): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.customerId, customerId),
        eq(deliveries.recurringDeliveryId, recurringDeliveryId),
        eq(deliveries.kind, 'first'),
        inArray(deliveries.status, ['paid', 'shipped', 'delivered']),
      ),
    )
    .orderBy(asc(deliveries.id))
    .limit(1);
  return row;
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

/**
 * A delivery as the delivery list describes it: the columns it shows, its items (by id) and the
 * status of its latest payment (null without one). `pricing` holds only what the list reads of
 * the stored priced cart (subtotal, testbag, discount_total, where present); null without one.
 */
export type ListedDelivery = Pick<
  DeliveryRow,
  | 'id'
  | 'customerId'
  | 'kind'
  | 'status'
  | 'recurringDeliveryId'
  | 'deliveryDate'
  | 'country'
  | 'testbag'
  | 'customAmounts'
  | 'priceExclVatCents'
  | 'vatCents'
  | 'totalCents'
  | 'couponCodes'
  | 'deliveryAddress'
  | 'pricing'
  | 'invoiceNumber'
  | 'paidAt'
  | 'createdAt'
> & {
  items: DeliveryItemRow[];
  latestPaymentStatus: string | null;
};

// Every column of an item, under its row's key (the order is the order of the JSON array each
// item arrives as). Every column is an integer, so JSON loses nothing; `satisfies` makes a new
// column a compile error here rather than a missing field.
const itemColumns = {
  id: deliveryItems.id,
  deliveryId: deliveryItems.deliveryId,
  animalId: deliveryItems.animalId,
  productId: deliveryItems.productId,
  amount: deliveryItems.amount,
  unitGrams: deliveryItems.unitGrams,
  unitPriceExclVatCents: deliveryItems.unitPriceExclVatCents,
  vatRate: deliveryItems.vatRate,
  totalInclVatCents: deliveryItems.totalInclVatCents,
} satisfies Record<keyof DeliveryItemRow, PgColumn>;

// The keys of the stored priced cart the list reads (delivery-service.ts `toDelivery`).
const listedCartKeys = ['subtotal', 'testbag', 'discount_total'] as const;

// Drizzle leaves the columns of a one-table select unqualified, also inside its sql`` fields, so
// that `delivery_id = id` in a correlated subquery would compare the subquery's own columns.
function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

const expressionOf = (value: SQL | PgColumn): SQL => (value instanceof SQL ? value : qualified(value));

/** `json_build_array` of the fields' values, in the fields' order (`objectOf` reads it back). */
function jsonArrayOf(fields: Record<string, SQL | PgColumn>): SQL {
  return sql`json_build_array(${sql.join(Object.values(fields).map(expressionOf), sql`, `)})`;
}

/** The object of `keys` whose values are `values`, in the same order. */
function objectOf<T>(keys: readonly string[], values: readonly unknown[]): T {
  const object: Record<string, unknown> = {};
  for (let index = 0; index < keys.length; index += 1) object[keys[index] as string] = values[index];
  return object as T;
}

/** A delivery's copy of an address (its `delivery_address`), key by key, from the address table. */
const plannedAddressKeys: Array<[string, PgColumn]> = [
  ['firstname', addresses.firstname],
  ['lastname', addresses.lastname],
  ['company_name', addresses.companyName],
  ['street', addresses.street],
  ['number', addresses.number],
  ['box', addresses.box],
  ['postal_code', addresses.postalCode],
  ['city', addresses.city],
  ['country', addresses.country],
  ['phone', addresses.phone],
];

// Each delivery comes as one JSON array of these fields, in this order (timestamps as ISO text),
// its items as arrays too: one value a row for the driver to parse and Drizzle to map, not twenty
// columns, and no key names for PostgreSQL to write out for every row and item (both measured:
// each cut the list's CPU time, in Node and in PostgreSQL). `satisfies` keeps it in step with
// ListedDelivery.
const listedDeliveryFields = {
  id: deliveries.id,
  customerId: deliveries.customerId,
  kind: deliveries.kind,
  status: deliveries.status,
  recurringDeliveryId: deliveries.recurringDeliveryId,
  deliveryDate: deliveries.deliveryDate,
  country: deliveries.country,
  testbag: deliveries.testbag,
  customAmounts: deliveries.customAmounts,
  priceExclVatCents: deliveries.priceExclVatCents,
  vatCents: deliveries.vatCents,
  totalCents: deliveries.totalCents,
  couponCodes: deliveries.couponCodes,
  // A box not frozen yet goes to the customer's default delivery address as it is now (the copy
  // the cut-off makes, `copyOfAddress`; delivery-service's `withPlannedAddresses` for one box):
  // here in the list's one statement, not as a second query per page.
  deliveryAddress: sql`case when ${qualified(deliveries.status)} = 'scheduled' then coalesce((select jsonb_build_object(${sql.join(
    plannedAddressKeys.map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${qualified(column)}`),
    sql`, `,
  )}) from ${customers} join ${addresses} on ${qualified(addresses.id)} = ${qualified(customers.defaultDeliveryAddressId)} and ${qualified(addresses.customerId)} = ${qualified(customers.id)}
    where ${qualified(customers.id)} = ${qualified(deliveries.customerId)}), ${qualified(deliveries.deliveryAddress)}) else ${qualified(deliveries.deliveryAddress)} end`,
  // The whole cart (lines, discounts, VAT) can be kilobytes a delivery: only what the list reads
  // comes over the wire. Absent keys (and JSON nulls) stay absent, as they are in the column.
  pricing: sql`case when ${qualified(deliveries.pricing)} is null then null else jsonb_strip_nulls(jsonb_build_object(${sql.join(
    listedCartKeys.map((key) => sql`${sql.raw(`'${key}'`)}, ${qualified(deliveries.pricing)} -> ${sql.raw(`'${key}'`)}`),
    sql`, `,
  )})) end`,
  invoiceNumber: deliveries.invoiceNumber,
  paidAt: deliveries.paidAt,
  createdAt: deliveries.createdAt,
  items: sql`(select coalesce(json_agg(${jsonArrayOf(itemColumns)} order by ${qualified(deliveryItems.id)}), '[]')
    from ${deliveryItems} where ${qualified(deliveryItems.deliveryId)} = ${qualified(deliveries.id)})`,
  // As `latestPaymentStatuses`: the newest payment by created_at, then id (payment_delivery_id_idx).
  latestPaymentStatus: sql`(select ${qualified(payments.status)} from ${payments}
    where ${qualified(payments.deliveryId)} = ${qualified(deliveries.id)}
    order by ${qualified(payments.createdAt)} desc, ${qualified(payments.id)} desc limit 1)`,
} satisfies Record<keyof ListedDelivery, SQL | PgColumn>;

const listedDeliveryKeys = Object.keys(listedDeliveryFields);
const itemKeys = Object.keys(itemColumns);

type ListedDeliveryJson = Omit<ListedDelivery, 'items' | 'paidAt' | 'createdAt'> & {
  items: unknown[][];
  paidAt: string | null;
  createdAt: string;
};

function fromJson({ delivery }: { delivery: unknown[] }): ListedDelivery {
  const row = objectOf<ListedDeliveryJson>(listedDeliveryKeys, delivery);
  return {
    ...row,
    items: row.items.map((item) => objectOf<DeliveryItemRow>(itemKeys, item)),
    paidAt: row.paidAt === null ? null : new Date(row.paidAt),
    createdAt: new Date(row.createdAt),
  };
}

// GET /delivery/ (the dashboard, the order history): one statement for a page of deliveries with
// their items and latest payment states, built and prepared once, not per request. (The route
// finds the customer with its data version first, decision 0023.)
const deliveryListStatements = preparedPerDatabase((db) => {
  const pageWhere = (where: SQL, name: string) =>
    db
      .select({ delivery: sql<unknown[]>`${jsonArrayOf(listedDeliveryFields)}` })
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  return {
    count: db
      .select({ count: count() })
      .from(deliveries)
      .where(eq(deliveries.customerId, sql.placeholder('customerId')))
      .prepare('delivery_count_of_customer'),
    pageOfCustomer: pageWhere(eq(deliveries.customerId, sql.placeholder('customerId')), 'delivery_list_of_customer'),
  };
});

/** A page of the customer's deliveries, newest first (with their items and latest payment states), and how many there are in all. */
export async function pageListedDeliveriesOf(
  db: Database,
  customerId: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: ListedDelivery[] }> {
  const statements = deliveryListStatements(db);
  return pageWithCount(
    window,
    async () => (await statements.pageOfCustomer.execute({ customerId, limit: window.limit, offset: window.offset })).map(fromJson),
    async () => (await statements.count.execute({ customerId }))[0]?.count ?? 0,
  );
}

// Every delivery the API describes one at a time (and the billing mails' items): prepared once.
// `= any($ids)` keeps one statement for any number of ids.
const deliveryStatements = preparedPerDatabase((db) => {
  const inIds = (column: typeof deliveryItems.deliveryId | typeof payments.deliveryId) => sql`${column} = any(${sql.placeholder('deliveryIds')})`;
  return {
    items: db.select().from(deliveryItems).where(inIds(deliveryItems.deliveryId)).orderBy(asc(deliveryItems.id)).prepare('items_of_deliveries'),
    paymentStatuses: db
      .selectDistinctOn([payments.deliveryId], { deliveryId: payments.deliveryId, status: payments.status })
      .from(payments)
      .where(inIds(payments.deliveryId))
      .orderBy(payments.deliveryId, desc(payments.createdAt), desc(payments.id))
      .prepare('latest_payment_statuses'),
  };
});

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
 * year. Call it inside the transaction that stores the number. The year's counter row is the lock:
 * adding one to it holds the row until the transaction ends, so concurrent settlements take
 * numbers one after the other (gapless: a rolled back transaction gives its number back, the
 * counter's change with it), and the unique index on `invoice_number` guards the rest. Only the
 * year's first number, before the row exists, takes a transaction-scoped advisory lock per year,
 * under which the row is made once. One statement a number, whatever the number of invoices (a
 * run of the billing scheduler numbers thousands, one after the other).
 */
export async function nextInvoiceNumber(tx: Database, prefix: string, year: number): Promise<string> {
  const stem = `${prefix}-${year}-`;
  let [counted] = await invoiceNumberNext(tx).execute({ prefix, year });
  if (!counted) {
    await tx.execute(sql`select pg_advisory_xact_lock(${invoiceLockKey}::int4, ${year}::int4)`);
    // Another settlement may have made the row while this one waited for the lock.
    [counted] = await invoiceNumberNext(tx).execute({ prefix, year });
  }
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
