import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from './client.ts';
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

export async function findPaymentByProviderId(
  db: Database,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
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
  await db
    .update(sandboxPayments)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open'), lt(sandboxPayments.expiresAt, now)));
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/**
 * Moves an open sandbox payment to its outcome, with the mandate a paid first payment made;
 * undefined when it was no longer open (a form submitted twice applies once).
 */
export async function settleOpenSandboxPayment(
  db: Database,
  id: string,
  update: { status: string; method: string | null },
  mandate?: typeof sandboxMandates.$inferInsert,
): Promise<SandboxPaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({ id: sandboxPayments.id })
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
      .for('update');
    if (!open) return undefined;
    if (mandate) await tx.insert(sandboxMandates).values(mandate);
    const [row] = await tx
      .update(sandboxPayments)
      .set({ ...update, mandateId: mandate?.id ?? null, updatedAt: new Date() })
      .where(eq(sandboxPayments.id, id))
      .returning();
    return row;
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
