import type { Database } from '@brokkie/db/client';
import {
  claimDueSandboxWebhooks,
  claimFirstSandboxWebhookCall,
  recordSandboxWebhookCall,
  type SandboxWebhookOutcome,
  type SandboxWebhookRow,
} from '@brokkie/db/sandbox-webhook-queries';

/**
 * When the sandbox calls a webhook again that did not answer 2xx (a 5xx, no answer at all, a
 * server that was down): minutes after the status change, as Mollie does — up to 10 more calls
 * over 26 hours, each interval longer than the one before. After the last one it gives up.
 */
export const sandboxWebhookRetryMinutes = [1, 5, 15, 30, 60, 120, 240, 480, 960, 1560] as const;

/** A call under way is the caller's this long; a worker that died has its calls made again after it. */
const callLeaseMs = 5 * 60_000;

/** Calls claimed at a time by a run. */
const batchSize = 50;

/**
 * When to call again after `callsMade` calls (the first one and the retries) of a status change
 * at `changedAt` failed; null: it has had every retry.
 */
export function nextSandboxWebhookCallAt(changedAt: Date, callsMade: number): Date | null {
  const minutes = sandboxWebhookRetryMinutes[callsMade - 1];
  return minutes === undefined ? null : new Date(changedAt.getTime() + minutes * 60_000);
}

export interface SandboxWebhookRunReport {
  /** The payments whose webhook was answered 2xx. */
  delivered: string[];
  retry_scheduled: Array<{ payment: string; at: string }>;
  gave_up: string[];
}

export interface SandboxWebhookOutboxOptions {
  db: Database;
  /** Calls the webhook for this payment; resolves with the HTTP status, rejects when there was no answer. */
  call(webhook: SandboxWebhookRow): Promise<number>;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/**
 * The sandbox's webhook calls, as Mollie makes them: every status change has its call in the
 * database (`sandbox_webhook`, written with the change), made at once (or a moment later), and,
 * when it is not answered 2xx, made again on Mollie's schedule by the reconciliation job of any
 * API instance — so a restart, a crash or a failing webhook loses nothing. A call is claimed
 * before it is made (the count, and a lease), so two workers never make the same call.
 */
export class SandboxWebhookOutbox {
  constructor(private readonly options: SandboxWebhookOutboxOptions) {}

  /** The first call of a status change; undefined when another worker made it already. */
  async callFirst(id: number): Promise<SandboxWebhookOutcome | undefined> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + callLeaseMs);
    const webhook = await claimFirstSandboxWebhookCall(this.options.db, id, leaseUntil);
    return webhook && this.call(webhook, leaseUntil, now);
  }

  /** Every call due at `now` (the retries; first calls a worker died before making). */
  async callDue(now: Date): Promise<SandboxWebhookRunReport> {
    const report: SandboxWebhookRunReport = { delivered: [], retry_scheduled: [], gave_up: [] };
    // Each claimed call leaves the due ones (its lease, then its next time, is ahead of `now`).
    for (;;) {
      const leaseUntil = new Date(now.getTime() + callLeaseMs);
      const webhooks = await claimDueSandboxWebhooks(this.options.db, now, leaseUntil, batchSize);
      for (const webhook of webhooks) {
        const outcome = await this.call(webhook, leaseUntil, now);
        if (outcome?.kind === 'delivered') report.delivered.push(webhook.paymentId);
        if (outcome?.kind === 'retry') report.retry_scheduled.push({ payment: webhook.paymentId, at: outcome.at.toISOString() });
        if (outcome?.kind === 'gave_up') report.gave_up.push(webhook.paymentId);
      }
      if (webhooks.length < batchSize) return report;
    }
  }

  private async call(webhook: SandboxWebhookRow, leaseUntil: Date, now: Date): Promise<SandboxWebhookOutcome | undefined> {
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await this.options.call(webhook);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    let outcome: SandboxWebhookOutcome;
    if (status !== null && status >= 200 && status < 300) {
      outcome = { kind: 'delivered', at: now, status };
    } else {
      const scheduled = nextSandboxWebhookCallAt(webhook.createdAt, webhook.attempts);
      // A retry whose time has passed already (the server was down) is made by the next run, not
      // at once by this one: the schedule is caught up one call per run.
      const next = scheduled && new Date(Math.max(scheduled.getTime(), now.getTime() + 1000));
      outcome = next === null ? { kind: 'gave_up', at: now, status, error } : { kind: 'retry', at: next, status, error };
      const detail = { paymentId: webhook.paymentId, status, error, calls: webhook.attempts };
      if (next === null) this.options.log.error(detail, 'sandbox webhook not accepted: no more retries');
      else this.options.log.warn({ ...detail, retryAt: next.toISOString() }, 'sandbox webhook not accepted: retried later');
    }
    if (!(await recordSandboxWebhookCall(this.options.db, webhook.id, leaseUntil, outcome))) return undefined;
    return outcome;
  }
}
