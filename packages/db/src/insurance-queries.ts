import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import type { ListWindow } from './page-with-count.ts';
import { pageWithCount } from './page-with-count.ts';
import { animals, insuranceHandoverAttempts, insuranceLeads } from './schema.ts';

/**
 * Pet insurance leads (issue 15, docs/insurance.md): the customer's leads, the hand-over job's
 * outbox (claimed with SKIP LOCKED and a lease, settled only while the claim is the worker's),
 * the insurer's decision, and the development page's list. Every read a customer makes names the
 * customer: another customer's lead is not found, never forbidden.
 */

export type InsuranceLeadRow = typeof insuranceLeads.$inferSelect;
export type InsuranceHandoverAttemptRow = typeof insuranceHandoverAttempts.$inferSelect;

export type NewInsuranceLead = Omit<
  typeof insuranceLeads.$inferInsert,
  | 'id'
  | 'customerId'
  | 'status'
  | 'createdAt'
  | 'sentAt'
  | 'decidedAt'
  | 'insurerReference'
  | 'handoverAttempts'
  | 'nextHandoverAt'
  | 'handoverClaimedUntil'
  | 'handoverFailedAt'
  | 'lastHandoverError'
>;

// Ids beyond the integer column's range name no row; asking PostgreSQL would be an error, not "no".
const maxSerial = 2_147_483_647;
const isSerialId = (id: number) => Number.isInteger(id) && id >= 1 && id <= maxSerial;

/** What a lead reads of one of the customer's pets (not deleted). */
export interface InsurableAnimal {
  id: number;
  name: string;
  type: string;
  dateOfBirth: string;
  size: string | null;
  chipNumber: string | null;
}

export async function findInsurableAnimal(db: Database, customerId: string, animalId: number): Promise<InsurableAnimal | undefined> {
  if (!isSerialId(animalId)) return undefined;
  const [row] = await db
    .select({ id: animals.id, name: animals.name, type: animals.type, dateOfBirth: animals.dateOfBirth, size: animals.size, chipNumber: animals.chipNumber })
    .from(animals)
    .where(and(eq(animals.id, animalId), eq(animals.customerId, customerId), isNull(animals.deletedAt)));
  return row;
}

/**
 * Stores a new lead; 'open' when the same pet already has an open lead (new or sent) with that
 * offer: the partial unique index `insurance_lead_open_idx` decides, so two racing submits store one.
 */
export async function insertInsuranceLead(
  db: Database,
  customerId: string,
  values: NewInsuranceLead,
  now: Date,
): Promise<{ status: 'created'; row: InsuranceLeadRow } | { status: 'open' }> {
  try {
    const [row] = await db
      .insert(insuranceLeads)
      .values({ ...values, customerId, createdAt: now, nextHandoverAt: now })
      .returning();
    if (!row) throw new Error('insert into insurance_lead returned no row');
    return { status: 'created', row };
  } catch (error) {
    // 23505: the open lead of that pet and offer.
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === '23505') return { status: 'open' };
    throw error;
  }
}

/** A page of the customer's leads, newest first (optionally of one status). */
export async function listInsuranceLeads(
  db: Database,
  customerId: string,
  window: ListWindow,
  status?: string,
): Promise<{ count: number; rows: InsuranceLeadRow[] }> {
  const where = and(eq(insuranceLeads.customerId, customerId), ...(status === undefined ? [] : [eq(insuranceLeads.status, status)]));
  return pageWithCount(
    window,
    () => db.select().from(insuranceLeads).where(where).orderBy(desc(insuranceLeads.id)).limit(window.limit).offset(window.offset),
    async () => (await db.select({ count: count() }).from(insuranceLeads).where(where))[0]?.count ?? 0,
  );
}

export async function findInsuranceLead(db: Database, customerId: string, id: number): Promise<InsuranceLeadRow | undefined> {
  if (!isSerialId(id)) return undefined;
  const [row] = await db
    .select()
    .from(insuranceLeads)
    .where(and(eq(insuranceLeads.id, id), eq(insuranceLeads.customerId, customerId)));
  return row;
}

/** The id of the customer's newest lead of an offer (what an insurance conversion counts once per). */
export async function newestInsuranceLeadId(db: Database, customerId: string, offer: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: insuranceLeads.id })
    .from(insuranceLeads)
    .where(and(eq(insuranceLeads.customerId, customerId), eq(insuranceLeads.offer, offer)))
    .orderBy(desc(insuranceLeads.id))
    .limit(1);
  return row?.id;
}

// ─── The hand-over (the job's outbox) ──────────────────────────────────────────────────────────

/**
 * New leads whose hand-over is due and not given up on, claimed for this worker until
 * `leaseUntil`: locked with SKIP LOCKED (another worker's claim in progress is passed over, never
 * waited for) and their `handover_claimed_until` set before the transaction commits, so that no
 * other worker takes them until this one has settled them, or has died and the lease ran out.
 * `now` is the time the run works as of (due retries); `claimedAt` the real clock of the leases.
 */
export async function claimDueInsuranceLeads(db: Database, now: Date, claimedAt: Date, leaseUntil: Date, limit: number): Promise<InsuranceLeadRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: insuranceLeads.id })
      .from(insuranceLeads)
      .where(
        and(
          eq(insuranceLeads.status, 'new'),
          isNull(insuranceLeads.handoverFailedAt),
          lte(insuranceLeads.nextHandoverAt, now),
          or(isNull(insuranceLeads.handoverClaimedUntil), lt(insuranceLeads.handoverClaimedUntil, claimedAt)),
        ),
      )
      .orderBy(asc(insuranceLeads.nextHandoverAt), asc(insuranceLeads.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(insuranceLeads)
      .set({ handoverClaimedUntil: leaseUntil })
      .where(
        inArray(
          insuranceLeads.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** One attempt as `insurance_handover_attempt` keeps it: what was sent (no secret) and the answer. */
export interface HandoverAttemptRecord {
  attemptedAt: Date;
  status: number | null;
  ok: boolean;
  request: Record<string, unknown>;
  response: string;
}

/** What a settled attempt changes on the lead. */
export type HandoverSettlement =
  | { outcome: 'sent'; attempts: number; sentAt: Date; insurerReference: string | null }
  | { outcome: 'retry'; attempts: number; nextHandoverAt: Date; error: string }
  | { outcome: 'failed'; attempts: number; failedAt: Date; error: string };

/**
 * Records an attempt and settles a claimed lead, in one transaction. The attempt is recorded
 * whatever happens (a request that left is part of the record); the lead changes only while the
 * claim is still this worker's (`handover_claimed_until` = its lease), so a worker whose lease ran
 * out never overwrites what the one that took over decided. A lead the insurer decided meanwhile
 * keeps its decision. True when the lead was settled.
 */
export async function settleInsuranceHandover(
  db: Database,
  leadId: number,
  lease: Date,
  settlement: HandoverSettlement,
  attempt: HandoverAttemptRecord,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.insert(insuranceHandoverAttempts).values({ leadId, ...attempt });
    const changes =
      settlement.outcome === 'sent'
        ? {
            status: sql`case when ${insuranceLeads.status} = 'new' then 'sent' else ${insuranceLeads.status} end`,
            sentAt: settlement.sentAt,
            insurerReference: sql`coalesce(${insuranceLeads.insurerReference}, ${settlement.insurerReference})`,
            lastHandoverError: null,
          }
        : settlement.outcome === 'retry'
          ? { nextHandoverAt: settlement.nextHandoverAt, lastHandoverError: settlement.error }
          : { handoverFailedAt: settlement.failedAt, lastHandoverError: settlement.error };
    const rows = await tx
      .update(insuranceLeads)
      .set({ ...changes, handoverAttempts: settlement.attempts, handoverClaimedUntil: null })
      .where(and(eq(insuranceLeads.id, leadId), eq(insuranceLeads.handoverClaimedUntil, lease)))
      .returning({ id: insuranceLeads.id });
    return rows.length > 0;
  });
}

// ─── The insurer's decision ─────────────────────────────────────────────────────────────────────

export type DecisionOutcome = { status: 'decided'; row: InsuranceLeadRow } | { status: 'unknown' } | { status: 'closed'; row: InsuranceLeadRow };

/**
 * The insurer's decision on one of its offer's leads: only a lead still open (sent, or new when
 * the insurer had it another way) is decided; one decided before answers `closed` with its row (the
 * caller tells a repeat of the same decision from a contradiction). `unknown`: no such lead of
 * that offer.
 */
export async function decideInsuranceLead(
  db: Database,
  leadId: number,
  offer: string,
  decision: { status: 'accepted' | 'refused'; reference: string | null },
  now: Date,
): Promise<DecisionOutcome> {
  if (!isSerialId(leadId)) return { status: 'unknown' };
  const [row] = await db
    .update(insuranceLeads)
    .set({
      status: decision.status,
      decidedAt: now,
      insurerReference: decision.reference === null ? sql`${insuranceLeads.insurerReference}` : decision.reference,
    })
    .where(and(eq(insuranceLeads.id, leadId), eq(insuranceLeads.offer, offer), inArray(insuranceLeads.status, ['new', 'sent'])))
    .returning();
  if (row) return { status: 'decided', row };
  const [existing] = await db
    .select()
    .from(insuranceLeads)
    .where(and(eq(insuranceLeads.id, leadId), eq(insuranceLeads.offer, offer)));
  return existing ? { status: 'closed', row: existing } : { status: 'unknown' };
}

// ─── Development ────────────────────────────────────────────────────────────────────────────────

export interface InsuranceLeadWithAttempts extends InsuranceLeadRow {
  attempts: InsuranceHandoverAttemptRow[];
}

/** The newest leads of every customer with every hand-over attempt, oldest attempt first (the development page). */
export async function latestInsuranceLeads(db: Database, limit: number): Promise<InsuranceLeadWithAttempts[]> {
  const leads = await db.select().from(insuranceLeads).orderBy(desc(insuranceLeads.id)).limit(limit);
  return withAttempts(db, leads);
}

/** One lead of any customer with its attempts (the development page's decision). */
export async function insuranceLeadWithAttempts(db: Database, id: number): Promise<InsuranceLeadWithAttempts | undefined> {
  if (!isSerialId(id)) return undefined;
  const leads = await db.select().from(insuranceLeads).where(eq(insuranceLeads.id, id));
  return (await withAttempts(db, leads))[0];
}

async function withAttempts(db: Database, leads: InsuranceLeadRow[]): Promise<InsuranceLeadWithAttempts[]> {
  if (leads.length === 0) return [];
  const attempts = await db
    .select()
    .from(insuranceHandoverAttempts)
    .where(
      inArray(
        insuranceHandoverAttempts.leadId,
        leads.map((lead) => lead.id),
      ),
    )
    .orderBy(asc(insuranceHandoverAttempts.id));
  return leads.map((lead) => ({ ...lead, attempts: attempts.filter((attempt) => attempt.leadId === lead.id) }));
}

/** The attempts recorded for one lead, oldest first. */
export async function handoverAttemptsOf(db: Database, leadId: number): Promise<InsuranceHandoverAttemptRow[]> {
  return db.select().from(insuranceHandoverAttempts).where(eq(insuranceHandoverAttempts.leadId, leadId)).orderBy(asc(insuranceHandoverAttempts.id));
}
