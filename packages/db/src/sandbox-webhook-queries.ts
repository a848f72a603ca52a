import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { sandboxWebhooks } from './schema.ts';

export type SandboxWebhookRow = typeof sandboxWebhooks.$inferSelect;

/** The webhook calls of these status changes, to make from `nextAttemptAt` on; their ids, in order. */
export async function insertSandboxWebhooks(
  db: Database,
  values: ReadonlyArray<{ paymentId: string; webhookUrl: string; nextAttemptAt: Date }>,
): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db
    .insert(sandboxWebhooks)
    .values([...values])
    .returning({ id: sandboxWebhooks.id });
  return rows.map((row) => row.id);
}

const open = and(isNull(sandboxWebhooks.deliveredAt), isNull(sandboxWebhooks.gaveUpAt));

/**
 * Claims one webhook for its first call, whenever that comes (the sandbox makes it at once, or a
 * moment later): its call is counted and its next time becomes the lease. Undefined when it was
 * called already (by a worker that got there first) or is settled.
 */
export async function claimFirstSandboxWebhookCall(db: Database, id: number, leaseUntil: Date): Promise<SandboxWebhookRow | undefined> {
  const [row] = await db
    .update(sandboxWebhooks)
    .set({ attempts: sql`${sandboxWebhooks.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(eq(sandboxWebhooks.id, id), eq(sandboxWebhooks.attempts, 0), open))
    .returning();
  return row;
}

/**
 * Claims up to `limit` webhooks whose next call is due at `now` (SKIP LOCKED: each goes to one
 * worker): each call is counted, and the next time becomes the lease until the call is recorded.
 */
export async function claimDueSandboxWebhooks(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<SandboxWebhookRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sandboxWebhooks.id })
      .from(sandboxWebhooks)
      .where(and(open, lte(sandboxWebhooks.nextAttemptAt, now)))
      .orderBy(asc(sandboxWebhooks.nextAttemptAt), asc(sandboxWebhooks.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sandboxWebhooks)
      .set({ attempts: sql`${sandboxWebhooks.attempts} + 1`, nextAttemptAt: leaseUntil })
      .where(sql`${sandboxWebhooks.id} = any(${sql.param(due.map((row) => row.id))}::int[])`)
      .returning();
  });
}

export type SandboxWebhookOutcome =
  | { kind: 'delivered'; at: Date; status: number }
  | { kind: 'retry'; at: Date; status: number | null; error: string | null }
  | { kind: 'gave_up'; at: Date; status: number | null; error: string | null };

/** What a claimed call came to; written only while the claim (`leaseUntil`) is still the caller's. */
export async function recordSandboxWebhookCall(db: Database, id: number, leaseUntil: Date, outcome: SandboxWebhookOutcome): Promise<boolean> {
  const common = { lastStatus: outcome.status, lastError: outcome.kind === 'delivered' ? null : outcome.error };
  const update =
    outcome.kind === 'delivered'
      ? { ...common, deliveredAt: outcome.at }
      : outcome.kind === 'gave_up'
        ? { ...common, gaveUpAt: outcome.at }
        : { ...common, nextAttemptAt: outcome.at };
  const rows = await db
    .update(sandboxWebhooks)
    .set(update)
    .where(and(eq(sandboxWebhooks.id, id), eq(sandboxWebhooks.nextAttemptAt, leaseUntil), open))
    .returning({ id: sandboxWebhooks.id });
  return rows.length > 0;
}

/** The webhook calls of a sandbox payment, oldest first (tests, the development view). */
export async function sandboxWebhooksOf(db: Database, paymentId: string): Promise<SandboxWebhookRow[]> {
  return db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, paymentId)).orderBy(asc(sandboxWebhooks.id));
}
