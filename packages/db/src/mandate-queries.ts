import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { customers, mandates, recurringDeliveries } from './schema.ts';

export type MandateRow = typeof mandates.$inferSelect;

/** A mandate that can be charged: valid at the provider and not revoked by the customer. */
const usable = and(eq(mandates.status, 'valid'), isNull(mandates.revokedAt));

export async function countValidMandates(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(mandates)
    .where(and(eq(mandates.customerId, customerId), usable));
  return row?.count ?? 0;
}

export async function listValidMandates(
  db: Database,
  customerId: string,
  window: { limit: number; offset: number },
): Promise<MandateRow[]> {
  return db
    .select()
    .from(mandates)
    .where(and(eq(mandates.customerId, customerId), usable))
    .orderBy(mandates.id)
    .limit(window.limit)
    .offset(window.offset);
}

/** One of the customer's valid mandates, or undefined (another customer's does not exist for them). */
export async function findValidMandateOfCustomer(db: Database, customerId: string, id: number): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.id, id), eq(mandates.customerId, customerId), usable));
  return row;
}

export async function findMandateById(db: Database, id: number): Promise<MandateRow | undefined> {
  const [row] = await db.select().from(mandates).where(eq(mandates.id, id));
  return row;
}

/**
 * The mandate recurring charges go through: the default, else the most recent valid one, of the
 * provider in use (a mandate lives at the provider that made it).
 */
export async function findChargeableMandate(db: Database, customerId: string, provider: string): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.customerId, customerId), eq(mandates.provider, provider), usable))
    .orderBy(desc(mandates.isDefault), desc(mandates.createdAt), desc(mandates.id))
    .limit(1);
  return row;
}

/**
 * Locks the customer's row until the transaction ends: every change of a customer's mandates
 * (new one, default, revocation) takes this lock first, so that the "one default" and "not the
 * last one" rules are checked against what the others committed.
 */
export async function lockCustomerMandates(tx: Database, customerId: string): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/**
 * Records the mandate the provider made (or its new state), keyed by the provider's id; a valid
 * mandate becomes the default when the customer has no default yet. Call with the customer locked.
 */
export async function upsertProviderMandate(
  tx: Database,
  values: {
    customerId: string;
    provider: string;
    providerMandateId: string;
    method: string;
    status: string;
    details: Record<string, string>;
  },
): Promise<MandateRow> {
  const [row] = await tx
    .insert(mandates)
    .values(values)
    .onConflictDoUpdate({
      target: [mandates.provider, mandates.providerMandateId],
      set: { method: values.method, status: values.status, details: values.details },
    })
    .returning();
  if (!row) throw new Error(`Mandate ${values.providerMandateId} not stored`);
  if (row.status !== 'valid' || row.revokedAt !== null || row.isDefault) return row;
  const [currentDefault] = await tx
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.customerId, row.customerId), eq(mandates.isDefault, true), usable));
  if (currentDefault) return row;
  const [promoted] = await tx.update(mandates).set({ isDefault: true }).where(eq(mandates.id, row.id)).returning();
  return promoted ?? row;
}

/** Makes the mandate the customer's only default. Call with the customer locked. */
export async function makeDefaultMandate(tx: Database, customerId: string, id: number): Promise<MandateRow | undefined> {
  // First that the mandate is the customer's and usable: an unknown or someone else's mandate
  // changes nothing (the caller's default stays the one they chose).
  const [target] = await tx
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.id, id), eq(mandates.customerId, customerId), usable));
  if (!target) return undefined;
  // The partial unique index allows one default at a time: clear the old one first.
  await tx
    .update(mandates)
    .set({ isDefault: false })
    .where(and(eq(mandates.customerId, customerId), eq(mandates.isDefault, true), ne(mandates.id, id)));
  const [row] = await tx
    .update(mandates)
    .set({ isDefault: true })
    .where(and(eq(mandates.id, id), eq(mandates.customerId, customerId), usable))
    .returning();
  return row;
}

/**
 * Revokes the mandate locally; when it was the default, the most recent other valid mandate
 * becomes the default. Call with the customer locked.
 */
export async function revokeMandate(tx: Database, customerId: string, id: number, now = new Date()): Promise<MandateRow | undefined> {
  const [revoked] = await tx
    .update(mandates)
    .set({ revokedAt: now, status: 'invalid', isDefault: false })
    .where(and(eq(mandates.id, id), eq(mandates.customerId, customerId), isNull(mandates.revokedAt)))
    .returning();
  if (!revoked) return undefined;
  const [currentDefault] = await tx
    .select({ id: mandates.id })
    .from(mandates)
    .where(and(eq(mandates.customerId, customerId), eq(mandates.isDefault, true), usable));
  if (!currentDefault) {
    const [next] = await tx
      .select({ id: mandates.id })
      .from(mandates)
      .where(and(eq(mandates.customerId, customerId), usable))
      .orderBy(desc(mandates.createdAt), desc(mandates.id))
      .limit(1);
    if (next) await tx.update(mandates).set({ isDefault: true }).where(eq(mandates.id, next.id));
  }
  return revoked;
}

/** Whether the customer's subscription still delivers (and so needs a mandate to charge). */
export async function hasActiveRecurringDelivery(db: Database, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: recurringDeliveries.id })
    .from(recurringDeliveries)
    .where(and(eq(recurringDeliveries.customerId, customerId), eq(recurringDeliveries.active, true)));
  return row !== undefined;
}

/** `findChargeableMandate` of each customer, by customer (those without one are absent). */
export async function findChargeableMandates(db: Database, customerIds: readonly string[], provider: string): Promise<Map<string, MandateRow>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([mandates.customerId])
    .from(mandates)
    .where(and(sql`${mandates.customerId} = any(${sql.param([...new Set(customerIds)])}::text[])`, eq(mandates.provider, provider), usable))
    .orderBy(mandates.customerId, desc(mandates.isDefault), desc(mandates.createdAt), desc(mandates.id));
  return new Map(rows.map((row) => [row.customerId, row]));
}
