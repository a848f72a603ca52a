import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { insertSandboxWebhooks } from './sandbox-webhook-queries.ts';
import {
  deliveries,
  paymentProviderCustomers,
  payments,
  sandboxCustomers,
  sandboxMandates,
  sandboxPayments,
} from './schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentUpdate = Partial<Pick<PaymentRow, 'status' | 'method' | 'mandateId' | 'settledAt' | 'checkoutUrl'>>;

/**
 * The statuses in which a payment may still become paid. The database allows one open or pending
 * payment per delivery; an authorized one (captured later) blocks a new payment all the same.
 */
export const unsettledPaymentStatuses = ['open', 'pending', 'authorized'] as const;

/**
 * Inserts the payment unless the delivery already has an open or pending one (the partial unique
 * index `payment_one_open_per_delivery_idx` decides, whatever races): the new row, or undefined
 * when another request got there first.
 */
export async function insertPaymentUnlessOpen(db: Database, values: NewPaymentRow): Promise<PaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findUnsettledPaymentOfDelivery(db: Database, deliveryId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.deliveryId, deliveryId), inArray(payments.status, [...unsettledPaymentStatuses])))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function findPaidPaymentOfDelivery(db: Database, deliveryId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.deliveryId, deliveryId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** The customer's most recent payment, optionally of one delivery and/or of the shop or not. */
export async function findLatestPayment(
  db: Database,
  filter: { customerId: string; deliveryId?: number | undefined; isShop?: boolean | undefined },
): Promise<PaymentRow | undefined> {
  const conditions = [eq(payments.customerId, filter.customerId)];
  if (filter.deliveryId !== undefined) conditions.push(eq(payments.deliveryId, filter.deliveryId));
  if (filter.isShop !== undefined) conditions.push(eq(payments.isShop, filter.isShop));
  const [row] = await db
    .select()
    .from(payments)
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

export async function findPaymentOfCustomer(db: Database, customerId: string, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.customerId, customerId)));
  return row;
}

// Every webhook reads its payment (a run of the billing scheduler has thousands): prepared once.
const paymentByProviderId = preparedPerDatabase((db) =>
  db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, sql.placeholder('provider')), eq(payments.providerPaymentId, sql.placeholder('providerPaymentId'))))
    .prepare('payment_by_provider_id'),
);

export async function findPaymentByProviderId(
  db: Database,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await paymentByProviderId(db).execute({ provider, providerPaymentId });
  return row;
}

/**
 * The payment with its row locked until the transaction ends (SELECT … FOR UPDATE): webhooks of
 * the same payment arriving together apply one after the other, each seeing the other's result.
 */
export async function lockPaymentByProviderId(
  tx: Database,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .for('update');
  return row;
}

export async function updatePayment(db: Database, id: number, update: PaymentUpdate): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

/** What a payment needs to know of its delivery: whose it is and what it costs now. */
export async function findDeliveryForPayment(
  db: Database,
  deliveryId: number,
): Promise<{ id: number; customerId: string; totalCents: number } | undefined> {
  const [row] = await db
    .select({ id: deliveries.id, customerId: deliveries.customerId, totalCents: deliveries.totalCents })
    .from(deliveries)
    .where(eq(deliveries.id, deliveryId));
  return row;
}

// ─── The customer at the provider ───────────────────────────────────────────────────────────

export async function findProviderCustomerId(db: Database, customerId: string, provider: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentProviderCustomers.providerCustomerId })
    .from(paymentProviderCustomers)
    .where(and(eq(paymentProviderCustomers.customerId, customerId), eq(paymentProviderCustomers.provider, provider)));
  return row?.id;
}

/**
 * Remembers the provider's customer id of a customer; when another request stored one first,
 * that one wins and is returned (so that every mandate of the customer hangs off one id).
 */
export async function saveProviderCustomerId(
  db: Database,
  values: { customerId: string; provider: string; providerCustomerId: string },
): Promise<string> {
  await db.insert(paymentProviderCustomers).values(values).onConflictDoNothing();
  const stored = await findProviderCustomerId(db, values.customerId, values.provider);
  if (!stored) throw new Error(`No provider customer stored for ${values.customerId}`);
  return stored;
}

// ─── The sandbox provider's own tables ──────────────────────────────────────────────────────

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type SandboxMandateRow = typeof sandboxMandates.$inferSelect;
export type SandboxCustomerRow = typeof sandboxCustomers.$inferSelect;

export async function insertSandboxCustomer(
  db: Database,
  values: typeof sandboxCustomers.$inferInsert,
): Promise<SandboxCustomerRow> {
  const [row] = await db.insert(sandboxCustomers).values(values).returning();
  if (!row) throw new Error('Sandbox customer not inserted');
  return row;
}

export async function findSandboxCustomer(db: Database, id: string): Promise<SandboxCustomerRow | undefined> {
  const [row] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  return row;
}

export async function insertSandboxPayment(
  db: Database,
  values: typeof sandboxPayments.$inferInsert,
): Promise<SandboxPaymentRow> {
  const [row] = await db.insert(sandboxPayments).values(values).returning();
  if (!row) throw new Error('Sandbox payment not inserted');
  return row;
}

/** The sandbox payment; an open one past its expiry is expired first, as Mollie's are. */
export async function findSandboxPayment(db: Database, id: string, now = new Date()): Promise<SandboxPaymentRow | undefined> {
  return (await findSandboxPayments(db, [id], now)).get(id);
}

/**
 * Moves an open sandbox payment to its outcome, with the mandate a paid first payment made, and
 * the webhook call that reports it (`webhookId`: due now), in one transaction, so that a crash
 * cannot lose the call; undefined when it was no longer open (a form submitted twice applies once).
 */
export async function settleOpenSandboxPayment(
  db: Database,
  id: string,
  update: { status: string; method: string | null },
  mandate?: typeof sandboxMandates.$inferInsert,
): Promise<{ payment: SandboxPaymentRow; webhookId: number } | undefined> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
      .for('update');
    if (!open) return undefined;
    if (mandate) await tx.insert(sandboxMandates).values(mandate);
    const now = new Date();
    const [row] = await tx
      .update(sandboxPayments)
      .set({ ...update, mandateId: mandate?.id ?? null, updatedAt: now })
      .where(eq(sandboxPayments.id, id))
      .returning();
    if (!row) return undefined;
    const [webhookId] = await insertSandboxWebhooks(tx, [{ paymentId: row.id, webhookUrl: row.webhookUrl, nextAttemptAt: now }]);
    return { payment: row, webhookId: webhookId as number };
  });
}

export async function findSandboxMandate(
  db: Database,
  customerId: string,
  id: string,
): Promise<SandboxMandateRow | undefined> {
  const [row] = await db
    .select()
    .from(sandboxMandates)
    .where(and(eq(sandboxMandates.id, id), eq(sandboxMandates.customerId, customerId)));
  return row;
}

export async function listSandboxMandates(db: Database, customerId: string): Promise<SandboxMandateRow[]> {
  return db
    .select()
    .from(sandboxMandates)
    .where(eq(sandboxMandates.customerId, customerId))
    .orderBy(sandboxMandates.createdAt, sandboxMandates.id);
}

/** Revokes a sandbox mandate (Mollie's DELETE): it turns invalid. False when there is none. */
export async function invalidateSandboxMandate(db: Database, customerId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(sandboxMandates)
    .set({ status: 'invalid' })
    .where(and(eq(sandboxMandates.id, id), eq(sandboxMandates.customerId, customerId)))
    .returning({ id: sandboxMandates.id });
  return rows.length > 0;
}

// ─── Batches (the billing scheduler's charges) ──────────────────────────────────────────────
// The same reads and writes as above for many deliveries or payments in one statement each:
// ids as one array parameter, rows to write as one jsonb parameter.

/** `findDeliveryForPayment` of each delivery, by id. */
export async function findDeliveriesForPayment(
  db: Database,
  deliveryIds: readonly number[],
): Promise<Map<number, { id: number; customerId: string; totalCents: number }>> {
  if (deliveryIds.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveries.id, customerId: deliveries.customerId, totalCents: deliveries.totalCents })
    .from(deliveries)
    .where(sql`${deliveries.id} = any(${sql.param([...deliveryIds])}::int[])`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a new payment of a delivery must know of the delivery's payments so far. */
export type PaymentOfDelivery = Pick<PaymentRow, 'id' | 'customerId' | 'deliveryId' | 'status' | 'attempt' | 'createdAt'>;

/** Every payment of these deliveries, by delivery, newest first (as `findLatestPayment` orders them). */
export async function paymentsOfDeliveries(db: Database, deliveryIds: readonly number[]): Promise<Map<number, PaymentOfDelivery[]>> {
  const byDelivery = new Map<number, PaymentOfDelivery[]>();
  if (deliveryIds.length === 0) return byDelivery;
  const rows = await db
    .select({
      id: payments.id,
      customerId: payments.customerId,
      deliveryId: payments.deliveryId,
      status: payments.status,
      attempt: payments.attempt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(sql`${payments.deliveryId} = any(${sql.param([...deliveryIds])}::int[])`)
    .orderBy(payments.deliveryId, desc(payments.createdAt), desc(payments.id));
  for (const row of rows) {
    if (row.deliveryId === null) continue;
    const list = byDelivery.get(row.deliveryId);
    if (list) list.push(row);
    else byDelivery.set(row.deliveryId, [row]);
  }
  return byDelivery;
}

/** `findProviderCustomerId` of each customer, by customer (those without one are absent). */
export async function findProviderCustomerIds(db: Database, customerIds: readonly string[], provider: string): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: paymentProviderCustomers.customerId, id: paymentProviderCustomers.providerCustomerId })
    .from(paymentProviderCustomers)
    .where(
      and(
        sql`${paymentProviderCustomers.customerId} = any(${sql.param([...new Set(customerIds)])}::text[])`,
        eq(paymentProviderCustomers.provider, provider),
      ),
    );
  return new Map(rows.map((row) => [row.customerId, row.id]));
}

/**
 * `insertPaymentUnlessOpen` of each payment, in one statement: the rows stored; a payment whose
 * delivery has an open or pending one already is not (the partial unique index decides).
 */
export async function insertPaymentsUnlessOpen(db: Database, values: readonly NewPaymentRow[]): Promise<PaymentRow[]> {
  if (values.length === 0) return [];
  return db.insert(payments).values([...values]).onConflictDoNothing().returning();
}

/** The payments, locked until the transaction ends, in id order (`lockPaymentByProviderId` of each). */
export async function lockPaymentsByProviderIds(tx: Database, provider: string, providerPaymentIds: readonly string[]): Promise<PaymentRow[]> {
  if (providerPaymentIds.length === 0) return [];
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), sql`${payments.providerPaymentId} = any(${sql.param([...providerPaymentIds])}::text[])`))
    .orderBy(payments.id)
    .for('update');
}

/** `findPaymentByProviderId` of each payment, by provider payment id. */
export async function findPaymentsByProviderIds(db: Database, provider: string, providerPaymentIds: readonly string[]): Promise<Map<string, PaymentRow>> {
  if (providerPaymentIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), sql`${payments.providerPaymentId} = any(${sql.param([...providerPaymentIds])}::text[])`));
  return new Map(rows.map((row) => [row.providerPaymentId, row]));
}

/** `updatePayment` of each payment (every column given), in one statement; returns the rows as they now are. */
export async function updatePayments(
  db: Database,
  updates: ReadonlyArray<{ id: number; status: string; method: string | null; mandateId: number | null; settledAt: Date | null }>,
  updatedAt = new Date(),
): Promise<PaymentRow[]> {
  if (updates.length === 0) return [];
  const rows = updates.map((update) => ({
    id: update.id,
    status: update.status,
    method: update.method,
    mandate_id: update.mandateId,
    settled_at: update.settledAt?.toISOString() ?? null,
  }));
  const result = await db.execute(sql`update ${payments} as p set
      status = v.status, method = v.method, mandate_id = v.mandate_id, settled_at = v.settled_at,
      updated_at = ${updatedAt.toISOString()}::timestamptz
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, status text, method text, mandate_id int, settled_at timestamptz)
    where p.id = v.id
    returning p.id`);
  const ids = rowsOf<{ id: number }>(result).map((row) => row.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(sql`${payments.id} = any(${sql.param(ids)}::int[])`)
    .orderBy(payments.id);
}

/**
 * The sandbox's own payments, settled as they are made (recurring charges), in one statement,
 * with the webhook calls that report them, due at `webhookAt`, in the same transaction.
 */
export async function insertSettledSandboxPayments(
  db: Database,
  values: ReadonlyArray<typeof sandboxPayments.$inferInsert>,
  webhookAt: Date,
): Promise<Array<{ payment: SandboxPaymentRow; webhookId: number }>> {
  if (values.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(sandboxPayments)
      .values([...values])
      .returning();
    const webhookIds = await insertSandboxWebhooks(
      tx,
      rows.map((row) => ({ paymentId: row.id, webhookUrl: row.webhookUrl, nextAttemptAt: webhookAt })),
    );
    return rows.map((payment, index) => ({ payment, webhookId: webhookIds[index] as number }));
  });
}

// Every webhook of the sandbox reads its payment (a run of the billing scheduler has thousands).
const sandboxPaymentsByIds = preparedPerDatabase((db) =>
  db
    .select()
    .from(sandboxPayments)
    .where(sql`${sandboxPayments.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('sandbox_payments_by_ids'),
);

/**
 * The sandbox payments, by id; an open one past its expiry is expired first, as Mollie's are
 * (read first: most are not, and then one statement does).
 */
export async function findSandboxPayments(db: Database, ids: readonly string[], now = new Date()): Promise<Map<string, SandboxPaymentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await sandboxPaymentsByIds(db).execute({ ids: [...ids] });
  const found = new Map(rows.map((row) => [row.id, row]));
  const lapsed = rows.filter((row) => row.status === 'open' && row.expiresAt.getTime() < now.getTime()).map((row) => row.id);
  if (lapsed.length === 0) return found;
  const expired = await db
    .update(sandboxPayments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(sql`${sandboxPayments.id} = any(${sql.param(lapsed)}::text[])`, eq(sandboxPayments.status, 'open'), lt(sandboxPayments.expiresAt, now)))
    .returning();
  for (const row of expired) found.set(row.id, row);
  // One that another reader expired (or a payer settled) meanwhile: as it is now.
  const others = lapsed.filter((id) => !expired.some((row) => row.id === id));
  if (others.length > 0) {
    const current = await db.select().from(sandboxPayments).where(sql`${sandboxPayments.id} = any(${sql.param(others)}::text[])`);
    for (const row of current) found.set(row.id, row);
  }
  return found;
}

/** The sandbox mandates of these (customer, mandate) pairs, by mandate id. */
export async function findSandboxMandates(
  db: Database,
  pairs: ReadonlyArray<{ customerId: string; id: string }>,
): Promise<Map<string, SandboxMandateRow>> {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sandboxMandates)
    .where(sql`${sandboxMandates.id} = any(${sql.param([...new Set(pairs.map((pair) => pair.id))])}::text[])`);
  const wanted = new Set(pairs.map((pair) => `${pair.customerId} ${pair.id}`));
  return new Map(rows.filter((row) => wanted.has(`${row.customerId} ${row.id}`)).map((row) => [row.id, row]));
}

/** An unsettled payment the reconciliation job asks the provider about. */
export type PaymentToReconcile = Pick<PaymentRow, 'id' | 'providerPaymentId' | 'createdAt'>;

/**
 * Claims up to `limit` unsettled payments of `provider` to ask the provider about at `now`: made
 * at least `minAgeMs` ago (the webhook's moment has passed) and at most `maxAgeMs` ago, whose next
 * look (`reconcile_at`) has come. SKIP LOCKED and the lease (`reconcile_at` = `leaseUntil`) give
 * each payment to one worker at a time.
 */
export async function claimPaymentsToReconcile(
  db: Database,
  options: { provider: string; now: Date; minAgeMs: number; maxAgeMs: number; leaseUntil: Date; limit: number },
): Promise<PaymentToReconcile[]> {
  const { now } = options;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          sql`${payments.status} in ('open', 'pending', 'authorized')`,
          eq(payments.provider, options.provider),
          lte(payments.createdAt, new Date(now.getTime() - options.minAgeMs)),
          gt(payments.createdAt, new Date(now.getTime() - options.maxAgeMs)),
          or(isNull(payments.reconcileAt), lte(payments.reconcileAt, now)),
        ),
      )
      .orderBy(asc(sql`coalesce(${payments.reconcileAt}, ${payments.createdAt})`), asc(payments.id))
      .limit(options.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ reconcileAt: options.leaseUntil })
      .where(
        inArray(
          payments.id,
          due.map((row) => row.id),
        ),
      )
      .returning({ id: payments.id, providerPaymentId: payments.providerPaymentId, createdAt: payments.createdAt });
  });
}

/**
 * When to look at a reconciled payment again, written only while the claim (`leaseUntil`) is still
 * this worker's. `updated_at` stays: it says when the status last changed (a failed charge's retry
 * is counted from it).
 */
export async function scheduleNextReconcile(db: Database, id: number, leaseUntil: Date, next: Date): Promise<void> {
  await db
    .update(payments)
    .set({ reconcileAt: next })
    .where(and(eq(payments.id, id), eq(payments.reconcileAt, leaseUntil)));
}
