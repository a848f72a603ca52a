import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import {
  claimDueInsuranceLeads,
  settleInsuranceHandover,
  type HandoverAttemptRecord,
  type HandoverSettlement,
  type InsuranceLeadRow,
} from '@brokkie/db/insurance-queries';
import type { InsuranceHandoverRunReport } from '@brokkie/contracts/insurance';
import { insuranceOffers, type InsuranceOffer } from '@brokkie/domain/insurance';
import { isRetryableHandoverStatus, nextInsuranceHandoverAt } from '@brokkie/domain/insurance-handover';
import { SerialRuns } from '../../lib/serial-runs.ts';
import { insurerRequestTimeoutMs, type InsurerAdapter, type InsurerAnswer } from './insurer-adapter.ts';

/**
 * How long a claimed lead is this worker's, beyond the time its batch's requests can take (each
 * times out after 10 s, `concurrency` at a time): a live worker never loses its leads to another
 * that would send them again; a worker that died has them taken over after it.
 */
const claimMarginMs = 10 * 60_000;

/** Leads claimed at a time. */
const batchSize = 20;

/** A run starts no new batch after this; the next run takes the rest. */
const maxRunMs = 5 * 60_000;

/** What the attempt record keeps of an answer: enough to read an error, never a whole page. */
export const maxHandoverResponseChars = 1000;

export interface InsuranceHandoverOptions {
  db: Database;
  adapters: Record<InsuranceOffer, InsurerAdapter>;
  /** Where the insurers send their decisions (the API's public address of POST /insurancelead/decision/). */
  decisionUrl: string;
  /** Leads of a batch handed over at once (their requests overlap). */
  concurrency: number;
  log: FastifyBaseLogger;
}

/**
 * The hand-over of insurance leads to their insurers (issue 15, docs/insurance.md "Hand-over"):
 * reads the outbox (new leads whose hand-over is due and not given up on), delivers each through
 * its offer's adapter, records every attempt, and settles the lead: `sent` (with the insurer's
 * reference), tried again later with backoff, or given up on (`handover_failed_at`: refused, or
 * seven days without success; the lead stays new and is kept). Safe with any number of API
 * instances on one database: a batch is claimed (SKIP LOCKED and a lease) before anything is
 * sent, and settled only while the claim is still this worker's, so a lead goes out once.
 */
export class InsuranceHandover {
  private readonly runs = new SerialRuns<InsuranceHandoverRunReport>(
    (now) => this.run(now),
    (error) => this.options.log.error({ err: error }, 'insurance hand-over run failed'),
  );

  constructor(private readonly options: InsuranceHandoverOptions) {}

  /** The adapter of each offer (the decision callback verifies with their secrets). */
  get adapters(): Record<InsuranceOffer, InsurerAdapter> {
    return this.options.adapters;
  }

  /** One run as of `now` (retries due by then are made). Runs of this process never overlap. */
  runOnce(now: Date = new Date()): Promise<InsuranceHandoverRunReport> {
    return this.runs.runOnce(now);
  }

  /** A run now, not awaited (a lead just made); a failure is logged. */
  kick(): void {
    this.runOnce(new Date()).catch((error: unknown) => this.options.log.error({ err: error }, 'insurance hand-over run failed'));
  }

  /** Runs every `intervalMs`, each run after the previous one has finished. */
  start(intervalMs: number): void {
    this.runs.start(intervalMs);
  }

  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void> {
    return this.runs.stop();
  }

  private async run(now: Date): Promise<InsuranceHandoverRunReport> {
    const report: InsuranceHandoverRunReport = { now: now.toISOString(), sent: [], retry_scheduled: [], failed: [], errors: 0 };
    const startedAt = Date.now();
    // Every lead claimed leaves the due range (settled, retried later, given up on, or still
    // leased after an error), so the loop ends when nothing more is due.
    while (Date.now() - startedAt < maxRunMs) {
      // Leases run on the real clock, whatever `now` a development run works as of.
      const claimedAt = new Date();
      const lease = new Date(claimedAt.getTime() + this.leaseMs());
      const leads = await claimDueInsuranceLeads(this.options.db, now, claimedAt, lease, batchSize);
      if (leads.length === 0) break;
      await this.each(leads, async (lead) => {
        try {
          await this.handOver(lead, lease, now, report);
        } catch (error) {
          // Its claim stays until the lease runs out: a request that may have left is not made again at once.
          report.errors += 1;
          this.options.log.error({ err: error, leadId: lead.id }, 'insurance lead hand-over failed');
        }
      });
    }
    return report;
  }

  private async handOver(lead: InsuranceLeadRow, lease: Date, now: Date, report: InsuranceHandoverRunReport): Promise<void> {
    const offer = insuranceOffers.find((candidate) => candidate === lead.offer);
    if (!offer) throw new Error(`Lead ${lead.id} has an unknown offer: ${lead.offer}`);
    const adapter = this.options.adapters[offer];
    const request = adapter.request(lead, { decisionUrl: this.options.decisionUrl });
    const attemptedAt = new Date();
    const answer = await adapter.deliver(request);
    const attempts = lead.handoverAttempts + 1;
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
    const record: HandoverAttemptRecord = {
      attemptedAt,
      status: answer.status,
      ok,
      request: request.record,
      response: answer.body.slice(0, maxHandoverResponseChars),
    };
    if (ok) {
      const reference = referenceOf(answer);
      await this.settle(lead, lease, { outcome: 'sent', attempts, sentAt: new Date(), insurerReference: reference }, record);
      report.sent.push({ lead: lead.id, reference });
      return;
    }
    const error = errorOf(answer);
    const retryAt = isRetryableHandoverStatus(answer.status) ? nextInsuranceHandoverAt(attempts, now, lead.createdAt) : null;
    if (retryAt) {
      await this.settle(lead, lease, { outcome: 'retry', attempts, nextHandoverAt: retryAt, error }, record);
      report.retry_scheduled.push({ lead: lead.id, at: retryAt.toISOString() });
      this.options.log.warn({ leadId: lead.id, offer, status: answer.status, attempts, retryAt }, 'insurance lead not received, tried again later');
      return;
    }
    await this.settle(lead, lease, { outcome: 'failed', attempts, failedAt: new Date(), error }, record);
    report.failed.push(lead.id);
    // People must act: the lead is kept (status new) and listed on the development page.
    this.options.log.error({ leadId: lead.id, offer, status: answer.status, attempts, error }, 'insurance lead hand-over given up');
  }

  /** The lease of a batch: every request of it timing out, one lane after the other, still ends inside it. */
  private leaseMs(): number {
    return claimMarginMs + Math.ceil(batchSize / Math.max(1, this.options.concurrency)) * insurerRequestTimeoutMs;
  }

  private async settle(lead: InsuranceLeadRow, lease: Date, settlement: HandoverSettlement, attempt: HandoverAttemptRecord): Promise<void> {
    if (!(await settleInsuranceHandover(this.options.db, lead.id, lease, settlement, attempt))) {
      this.options.log.warn({ leadId: lead.id }, 'insurance lead claim lost before it was settled');
    }
  }

  /** Runs `work` for every lead, `concurrency` at a time. */
  private async each(leads: InsuranceLeadRow[], work: (lead: InsuranceLeadRow) => Promise<void>): Promise<void> {
    let next = 0;
    const lanes = Math.max(1, Math.min(this.options.concurrency, leads.length));
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < leads.length) {
          const lead = leads[next];
          next += 1;
          if (lead) await work(lead);
        }
      }),
    );
  }
}

/** The insurer's reference from a JSON answer `{ "reference": "…" }`; null when it gave none. */
function referenceOf(answer: InsurerAnswer): string | null {
  try {
    const parsed = JSON.parse(answer.body) as unknown;
    if (parsed && typeof parsed === 'object' && 'reference' in parsed) {
      const reference = (parsed as { reference: unknown }).reference;
      if (typeof reference === 'string' && reference.trim() !== '') return reference.trim().slice(0, 100);
      if (typeof reference === 'number' && Number.isFinite(reference)) return String(reference);
    }
  } catch {
    // Not JSON: received all the same, without a reference.
  }
  return null;
}

/** What the lead keeps of a failed attempt. */
function errorOf(answer: InsurerAnswer): string {
  const body = answer.body.slice(0, 200);
  return answer.status === null ? `no answer: ${body}` : `HTTP ${answer.status}${body ? `: ${body}` : ''}`;
}
