import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import {
  claimDueTrackingEvents,
  forwardingCustomersOf,
  forwardingDeliveriesOf,
  settleTrackingEvent,
  type ForwardAttemptRecord,
  type ForwardingCustomer,
  type ForwardingDelivery,
  type ForwardSettlement,
  type TrackingEventRow,
} from '@brokkie/db/tracking-queries';
import type { TrackingForwardRunReport } from '@brokkie/contracts/tracking-forwarding';
import { isRetryableStatus, nextForwardAttemptAt, trackingEventId } from '@brokkie/domain/tracking-forwarding';
import type { ForwardAdapter, ForwardRequest } from './forward-adapter.ts';
import { SerialRuns } from '../../../lib/serial-runs.ts';

/**
 * How long a claimed event is this worker's, beyond the time its batch's requests can take (each
 * times out after `requestTimeoutMs`, `concurrency` at a time): a live worker never loses its
 * events to another that would send them again; a worker that died has them taken over after it.
 */
const claimMarginMs = 10 * 60_000;

/** A network that has not answered by then counts as no answer: tried again later. */
const requestTimeoutMs = 10_000;

/** A run starts no new batch after this; the next run takes the rest. */
const maxRunMs = 5 * 60_000;

/** What the attempt record keeps of an answer: enough to read an error, never a whole page. */
const maxResponseChars = 1000;

export interface TrackingForwarderOptions {
  db: Database;
  adapters: readonly ForwardAdapter[];
  /** The web app's public origin (PUBLIC_URL). */
  publicUrl: string;
  batchSize: number;
  /** Events of a batch forwarded at once (their requests overlap). */
  concurrency: number;
  log: FastifyBaseLogger;
}

interface Answer {
  status: number | null;
  body: string;
}

/**
 * The forwarder of the conversion events (issue 14): reads the outbox (`tracking_event` rows
 * pending whose next attempt has come), sends each to its network's adapter, records every
 * attempt, and settles the event: `sent`, retried later with backoff, `failed`, or `skipped`
 * (no marketing consent, customer erased, network not configured: nothing leaves). Safe with
 * any number of API instances on one database: a batch is claimed (SKIP LOCKED and a lease in
 * `claimed_until`) before anything is sent, and settled only while the claim is still this
 * worker's, so an event is sent by one worker, once.
 */
export class TrackingForwarder {
  private readonly adapters: Map<string, ForwardAdapter>;
  private readonly runs = new SerialRuns<TrackingForwardRunReport>(
    (now) => this.run(now),
    (error) => this.options.log.error({ err: error }, 'tracking forward run failed'),
  );

  constructor(private readonly options: TrackingForwarderOptions) {
    this.adapters = new Map(options.adapters.map((adapter) => [adapter.channel, adapter]));
  }

  /** One run as of `now` (retries due by then are made). Runs of this process never overlap. */
  runOnce(now: Date = new Date()): Promise<TrackingForwardRunReport> {
    return this.runs.runOnce(now);
  }

  /** Runs every `intervalMs`, each run after the previous one has finished. */
  start(intervalMs: number): void {
    this.runs.start(intervalMs);
  }

  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void> {
    return this.runs.stop();
  }

  private async run(now: Date): Promise<TrackingForwardRunReport> {
    const { db, batchSize } = this.options;
    const report: TrackingForwardRunReport = { now: now.toISOString(), sent: [], retry_scheduled: [], failed: [], skipped: [], errors: 0 };
    const startedAt = Date.now();
    // Every event claimed leaves the due range (settled, retried later, or still leased after an
    // error), so the loop ends when nothing more is due.
    while (Date.now() - startedAt < maxRunMs) {
      // Leases run on the real clock, whatever `now` a development run works as of.
      const claimedAt = new Date();
      const lease = new Date(claimedAt.getTime() + this.leaseMs());
      const events = await claimDueTrackingEvents(db, now, claimedAt, lease, batchSize);
      if (events.length === 0) break;
      const customers = await forwardingCustomersOf(
        db,
        events.flatMap((event) => (event.customerId === null ? [] : [event.customerId])),
      );
      const deliveries = await forwardingDeliveriesOf(
        db,
        events.flatMap((event) => deliveryIdOf(event) ?? []),
      );
      await this.each(events, async (event) => {
        try {
          await this.forward(event, lease, now, customers, deliveries, report);
        } catch (error) {
          // Its claim stays until the lease runs out: a request that may have left is not made again at once.
          report.errors += 1;
          this.options.log.error({ err: error, eventId: event.id }, 'tracking event forwarding failed');
        }
      });
    }
    return report;
  }

  private async forward(
    event: TrackingEventRow,
    lease: Date,
    now: Date,
    customers: Map<string, ForwardingCustomer>,
    deliveries: Map<number, ForwardingDelivery>,
    report: TrackingForwardRunReport,
  ): Promise<void> {
    const customer = event.customerId === null ? undefined : customers.get(event.customerId);
    const adapter = this.adapters.get(event.channel);
    const refusal = refusalOf(event, customer, adapter);
    if (refusal !== undefined || !customer || !adapter) {
      // Nothing is built: without consent not even hashes of the person's data are made.
      await this.settle(event, lease, { forwardStatus: 'skipped', forwardAttempts: event.forwardAttempts }, this.noSend({}, refusal ?? ''));
      report.skipped.push({ event: event.id, reason: refusal ?? '' });
      return;
    }
    const deliveryId = deliveryIdOf(event);
    const request = adapter.request({
      event,
      eventId: trackingEventId(event.event, event.subjectKey),
      customer,
      delivery: deliveryId === undefined ? undefined : deliveries.get(deliveryId),
      publicUrl: this.options.publicUrl,
    });
    if (!adapter.configured) {
      // Kept with the request it would have been, for the development page; never sent later.
      await this.settle(event, lease, { forwardStatus: 'skipped', forwardAttempts: event.forwardAttempts }, this.noSend(request.record, 'not configured'));
      report.skipped.push({ event: event.id, reason: 'not configured' });
      return;
    }

    const attemptedAt = new Date();
    const answer = await this.send(request);
    const attempts = event.forwardAttempts + 1;
    const ok = answer.status !== null && answer.status >= 200 && answer.status < 300 && adapter.accepted(answer.body);
    const record: ForwardAttemptRecord = { attemptedAt, status: answer.status, ok, request: request.record, response: answer.body.slice(0, maxResponseChars) };
    if (ok) {
      await this.settle(event, lease, { forwardStatus: 'sent', forwardAttempts: attempts, forwardedAt: new Date() }, record);
      report.sent.push(event.id);
      return;
    }
    const retryAt = isRetryableStatus(answer.status) ? nextForwardAttemptAt(attempts, now) : null;
    if (retryAt) {
      await this.settle(event, lease, { forwardStatus: 'pending', forwardAttempts: attempts, nextAttemptAt: retryAt }, record);
      report.retry_scheduled.push({ event: event.id, at: retryAt.toISOString() });
      return;
    }
    await this.settle(event, lease, { forwardStatus: 'failed', forwardAttempts: attempts }, record);
    report.failed.push(event.id);
    this.options.log.warn({ eventId: event.id, channel: event.channel, status: answer.status, attempts }, 'tracking event given up');
  }

  /** The lease of a batch: every request of it timing out, one lane after the other, still ends inside it. */
  private leaseMs(): number {
    const { batchSize, concurrency } = this.options;
    return claimMarginMs + Math.ceil(batchSize / Math.max(1, concurrency)) * requestTimeoutMs;
  }

  private noSend(request: Record<string, unknown>, reason: string): ForwardAttemptRecord {
    return { attemptedAt: new Date(), status: null, ok: false, request, response: reason };
  }

  private async settle(event: TrackingEventRow, lease: Date, settlement: ForwardSettlement, attempt: ForwardAttemptRecord): Promise<void> {
    if (!(await settleTrackingEvent(this.options.db, event.id, lease, settlement, attempt))) {
      this.options.log.warn({ eventId: event.id }, 'tracking event claim lost before it was settled');
    }
  }

  /** The network's answer; status null when none came (refused connection, timeout). */
  private async send(request: ForwardRequest): Promise<Answer> {
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        signal: AbortSignal.timeout(requestTimeoutMs),
        redirect: 'manual',
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      return { status: null, body: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }

  /** Runs `work` for every event, `concurrency` at a time. */
  private async each(events: TrackingEventRow[], work: (event: TrackingEventRow) => Promise<void>): Promise<void> {
    let next = 0;
    const lanes = Math.max(1, Math.min(this.options.concurrency, events.length));
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < events.length) {
          const event = events[next];
          next += 1;
          if (event) await work(event);
        }
      }),
    );
  }
}

/**
 * Why an event must not leave, if it must not. Consent is read as it is now: a customer who
 * withdrew it since the event is not reported, and an erased customer never is.
 */
function refusalOf(event: TrackingEventRow, customer: ForwardingCustomer | undefined, adapter: ForwardAdapter | undefined): string | undefined {
  if (!customer) return 'customer gone';
  if (customer.erased) return 'customer erased';
  if (!customer.marketingConsent) return 'no marketing consent';
  if (!adapter) return `no adapter for channel ${event.channel}`;
  return undefined;
}

/** The delivery a per-delivery event names (purchases, the Awin sale), from its stored payload. */
function deliveryIdOf(event: TrackingEventRow): number | undefined {
  const value = event.payload.delivery_id ?? event.payload.order_ref;
  return typeof value === 'number' ? value : undefined;
}
