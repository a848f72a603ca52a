import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import { claimPaymentsToReconcile, scheduleNextReconcile } from '@brokkie/db/payment-queries';
import { SerialRuns } from '../../lib/serial-runs.ts';
import type { PaymentService } from './payment-service.ts';
import type { SandboxProvider } from './sandbox-provider.ts';
import type { SandboxWebhookRunReport } from './sandbox-webhook-outbox.ts';

/** What one run did. */
export interface PaymentReconcileReport {
  now: string;
  /** The provider's ids of the payments asked about. */
  checked: string[];
  /** Those whose status the answer moved on (through the webhook's path, `PaymentService.syncPayment`). */
  updated: string[];
  /** Payments the provider could not be asked about (tried again after the lease). */
  errors: number;
  /** The sandbox's webhook calls made (sandbox only). */
  webhooks: SandboxWebhookRunReport | null;
}

export interface PaymentReconcilerOptions {
  db: Database;
  payments: PaymentService;
  /** The sandbox, when it is the provider: its due webhook calls are made first. */
  sandbox: SandboxProvider | undefined;
  /** How old an unsettled payment is before it is asked about: its webhook should have come by then. */
  minAgeMs: number;
  log: FastifyBaseLogger;
}

/** Payments claimed at a time. */
const batchSize = 50;

/** A claimed payment is this worker's this long (a provider call each, one at a time). */
const leaseMs = 10 * 60_000;

/** Never asked about again sooner than this, nor later: a payment under way for days is asked a few times a day. */
const maxIntervalMs = 6 * 60 * 60_000;

/**
 * Past this age an unsettled payment is no longer asked about: Mollie's open payments expire
 * within days (a bank transfer's in about two weeks), a SEPA charge settles within a week.
 */
export const reconcileMaxAgeMs = 30 * 24 * 60 * 60_000;

/** A run starts no new batch after this; the next run takes the rest. */
const maxRunMs = 2 * 60_000;

/**
 * The reconciliation job (issue 17): a payment settled at the provider while the webhook did not
 * reach us (our server was down, the webhook failed for good) would stay open until someone
 * looked. Each run asks the provider about the unsettled payments older than a few minutes and
 * applies the answer through the webhook's own path (`PaymentService.syncPayment`: forward only,
 * row locked, the settlement listeners — a paid box confirmed, a failed charge left to the billing
 * scheduler's retry plan). A payment is asked about again after half its age (at least `minAgeMs`,
 * at most six hours) while it stays unsettled. With the sandbox, the run first makes the
 * sandbox's webhook calls that are due (its retries, as Mollie's).
 *
 * Safe with any number of API instances on one database: payments are claimed (SKIP LOCKED and a
 * lease in `reconcile_at`) before the provider is asked, so each is asked by one worker per turn;
 * and the status change itself is idempotent.
 */
export class PaymentReconciler {
  private readonly runs = new SerialRuns<PaymentReconcileReport>(
    (now) => this.run(now),
    (error) => this.options.log.error({ err: error }, 'payment reconciliation failed'),
  );

  constructor(private readonly options: PaymentReconcilerOptions) {}

  /** One run as of `now`. Runs of this process never overlap. */
  runOnce(now: Date = new Date()): Promise<PaymentReconcileReport> {
    return this.runs.runOnce(now);
  }

  /** Runs every `intervalMs`, each after the previous one has finished. */
  start(intervalMs: number): void {
    this.runs.start(intervalMs);
  }

  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void> {
    return this.runs.stop();
  }

  private async run(now: Date): Promise<PaymentReconcileReport> {
    const { db, payments, minAgeMs } = this.options;
    const report: PaymentReconcileReport = { now: now.toISOString(), checked: [], updated: [], errors: 0, webhooks: null };
    if (this.options.sandbox) report.webhooks = await this.options.sandbox.callDueWebhooks(now);

    const startedAt = Date.now();
    while (Date.now() - startedAt < maxRunMs) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const claimed = await claimPaymentsToReconcile(db, {
        provider: payments.provider.name,
        now,
        minAgeMs,
        maxAgeMs: reconcileMaxAgeMs,
        leaseUntil,
        limit: batchSize,
      });
      for (const payment of claimed) {
        report.checked.push(payment.providerPaymentId);
        try {
          if ((await payments.syncPayment(payment.providerPaymentId)) === 'updated') report.updated.push(payment.providerPaymentId);
        } catch (error) {
          // The claim stays until its lease ends: the provider is asked again then.
          report.errors += 1;
          this.options.log.warn({ err: error, paymentId: payment.id }, 'payment could not be reconciled');
          continue;
        }
        const age = now.getTime() - payment.createdAt.getTime();
        const interval = Math.min(maxIntervalMs, Math.max(minAgeMs, age / 2));
        await scheduleNextReconcile(db, payment.id, leaseUntil, new Date(now.getTime() + interval));
      }
      if (claimed.length < batchSize) break;
    }
    if (report.updated.length > 0) this.options.log.info({ updated: report.updated }, 'payments reconciled with the provider');
    return report;
  }
}
