import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import {
  boxesAtCutOff,
  boxesToAdvanceFrom,
  boxesToAnnounce,
  claimBillingEvent,
  claimBillingEvents,
  claimDueCharges,
  deleteScheduledBox,
  findRecurringDelivery,
  findSubscriptions,
  isRightAfterTrial,
  lockBoxesIfFree,
  lockDeliveryIfFree,
  lockRecurringDeliveryIfFree,
  lockSubscriptionsIfFree,
  openBoxOfSubscription,
  paidBoxesDispatched,
  paidBoxesToConfirm,
  paidFirstDeliveriesToConfirm,
  paidBoxesOf,
  releaseBillingEvent,
  scheduledBoxesOfInactiveSubscriptions,
  subscriptionsWithOpenBox,
  subscriptionsWithoutNextBox,
  upcomingMailKind,
  updateClaimedBox,
  updateClaimedBoxes,
  type BillingChanges,
  type BoxToConfirm,
  type ClaimedBoxChange,
} from '@brokkie/db/billing-queries';
import { findCustomerById, findCustomersByIds, preferredLanguagesOfUsers, type CustomerRow } from '@brokkie/db/customer-queries';
import type { DeliveryRow } from '@brokkie/db/delivery-queries';
import {
  brusselsInstant,
  cutOffFor,
  cutOffHour,
  dispatchDayFor,
  payNowLinkExpiry,
  pendingChargeRecheckAt,
  retryAfterFailure,
  upcomingMailDaysBeforeCutOff,
} from '@brokkie/domain/billing-schedule';
import { todayIsoDate } from '@brokkie/domain/dates';
import { addDays } from '@brokkie/domain/delivery-dates';
import { deliveryCountries, type DeliveryCountry } from '@brokkie/domain/vat';
import type { Locale } from '@brokkie/domain/locales';
import type { BillingRunReport } from '@brokkie/contracts/billing';
import { deliveryMessageKeys } from '@brokkie/contracts/delivery';
import { paymentErrorCodes, type PaymentStatus } from '@brokkie/contracts/payment';
import { ApiProblem } from '../../lib/api-problem.ts';
import { translateMessage } from '../../lib/translator.ts';
import type { MailMessage } from '../mail/mail-transport.ts';
import type { ChargeOutcome, ChargeWithMandateInput, PaymentService } from '../payments/payment-service.ts';
import type { BillingClock } from './billing-clock.ts';
import { defaultBillingBatchSize } from './billing-config.ts';
import { customerLocale, localeOf, type BillingMailer } from './billing-mails.ts';
import { advanceSubscription, advanceSubscriptions, freezeBox, freezeBoxes, makeNextBox, makeNextBoxes, refreshScheduledBox } from './billing-service.ts';
import { signPayNowToken } from './pay-now-token.ts';
import { SerialRuns } from '../../lib/serial-runs.ts';

export interface BillingSchedulerOptions {
  db: Database;
  payments: PaymentService;
  mailer: BillingMailer;
  clock: BillingClock;
  payNowSecret: string;
  log: FastifyBaseLogger;
  /** Rows each step reads (and claims) at a time; a run goes on batch after batch until none is left. */
  batchSize?: number;
  /**
   * Items of a batch worked on at once, each in its own transactions (default 1). With a
   * PostgreSQL pool the waits on the database and the provider overlap; PGlite has one connection.
   */
  concurrency?: number;
  /** A run starts no new batch after this long; the next run takes the rest (default 5 minutes). */
  runBudgetMs?: number;
  /**
   * How often a run looks at every subscription and box again instead of only those changed since
   * the previous run (default one hour): the safety net of the incremental reads.
   */
  fullSweepEveryMs?: number;
}

/**
 * What a run reads of the state-driven steps (pauses, boxes paid or skipped, subscriptions without
 * a box, confirmations): rows changed since the previous run's start minus this margin, which
 * covers transactions that committed late and clocks of API instances a little apart.
 */
const changeMarginMs = 10 * 60 * 1000;

/** How long a claimed charge is this worker's before another may take it over (a worker that died). */
const chargeLeaseMs = 10 * 60 * 1000;

const unsettledStatuses: readonly string[] = ['open', 'pending', 'authorized'];

/**
 * Whether a claimed box is due for a new attempt now, with nothing to ask the provider first: a
 * first attempt, or the retry of a failed one whose time has come.
 */
function nextAttemptDue(box: DeliveryRow, now: Date): boolean {
  if (box.chargeAttempts === 0) return true;
  if (box.chargeFailedAt === null) return false;
  const retryAt = retryAfterFailure(box.chargeFailedAt, box.chargeAttempts);
  return retryAt !== null && retryAt.getTime() <= now.getTime();
}

/** How far a step that others wait on has come: a count of what it did, and whether it is done. */
class Progress {
  count = 0;
  finished = false;
  private waiting: Array<() => void> = [];

  advance(): void {
    this.count += 1;
    for (const wake of this.waiting.splice(0)) wake();
  }

  finish(): void {
    this.finished = true;
    this.advance();
  }

  /** Resolves at the next advance (or the end). */
  next(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** An item of a batch whose own work failed. */
type Failure = { item: number; error: unknown };

/** The claim of the trial-ending e-mail: once per box (the box a trial box turns into). */
const trialEndingMailKind = 'mail:trial_ending';

/** How long after its payment a first delivery is still confirmed by the scheduler. */
const orderConfirmationDays = 7;

/** How far ahead of today the on-its-way step looks at delivery days (a dispatch day is a few working days before its delivery day). */
const shipmentLookAheadDays = 14;

/**
 * The delivery days, per country, from today on, whose boxes have left the warehouse at `now`:
 * their dispatch day has come and its 14:00 cut-off has passed.
 */
function dispatchedDeliveryDays(now: Date): Array<{ country: DeliveryCountry; dates: string[] }> {
  const today = todayIsoDate(now);
  return deliveryCountries.map((country) => ({
    country,
    dates: Array.from({ length: shipmentLookAheadDays + 1 }, (_, days) => addDays(today, days)).filter(
      (date) => brusselsInstant(dispatchDayFor(date, country), cutOffHour).getTime() <= now.getTime(),
    ),
  }));
}

/** Where a read by cut-off goes on from. */
type BoxKey = { cutOffAt: Date; id: number };

type Step = (now: Date, report: BillingRunReport) => Promise<void>;

/**
 * The recurring-billing scheduler (docs/billing.md). One run, at a given time, goes through every
 * box that needs something, in this order:
 * 1. remove the scheduled boxes of paused subscriptions;
 * 2. freeze the boxes at their cut-off (priced, address copied) — empty ones become skipped;
 * 3. charge the frozen boxes through the default mandate, look after charges in progress, retry
 *    failed ones on the schedule, give up after the last (e-mailing the customer each time);
 * 4. move each subscription on one interval after a paid or skipped box;
 * 5. make the next box of every active subscription without one;
 * 6. confirm the paid boxes (after 4 and 5, which may have moved their subscription on);
 * 7. announce the boxes whose cut-off is near (upcoming-delivery e-mail; the box a trial box
 *    turns into: the trial-ending e-mail instead);
 * 8. confirm the first deliveries paid (order-confirmation e-mail);
 * 9. tell the customers whose paid box leaves the warehouse today (on-its-way e-mail).
 * Every step claims its rows in the database (SKIP LOCKED, leases, once-only events), so any
 * number of API instances may run it at the same time: each box is made, frozen, charged and
 * announced once. An item that fails is logged and tried again by the next run.
 */
export class BillingScheduler {
  private readonly runs = new SerialRuns<BillingRunReport>(
    (now) => this.run(now),
    (error) => this.options.log.error({ err: error }, 'billing run failed'),
  );
  /** The real time the last run without errors started at; undefined: the next run sweeps everything. */
  private lastCleanRunAt: number | undefined;
  private lastFullSweepAt = 0;
  /** Of the run in progress: rows changed since (undefined: all), and when it stops starting batches. */
  private since: Date | undefined;
  private deadline = Number.POSITIVE_INFINITY;

  constructor(private readonly options: BillingSchedulerOptions) {}

  get clock(): BillingClock {
    return this.options.clock;
  }

  /** One run as if at `now` (default the clock's time). Runs of this process never overlap. */
  runOnce(now: Date = this.options.clock.now()): Promise<BillingRunReport> {
    return this.runs.runOnce(now);
  }

  /** Runs every `intervalMs`, each run after the previous one has finished. */
  start(intervalMs: number): void {
    this.runs.start(intervalMs, () => this.options.clock.now());
  }

  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void> {
    return this.runs.stop();
  }

  private async run(now: Date): Promise<BillingRunReport> {
    const report: BillingRunReport = {
      now: now.toISOString(),
      offset_ms: this.options.clock.offset,
      removed: [],
      created: [],
      reminded: [],
      frozen: [],
      skipped: [],
      charged: [],
      retry_scheduled: [],
      gave_up: [],
      advanced: [],
      confirmed: [],
      order_confirmed: [],
      shipped: [],
      errors: 0,
    };
    const steps: Step[] = [
      this.removeBoxesOfPausedSubscriptions,
      this.freezeAndCharge,
      this.advanceSubscriptions,
      this.makeNextBoxes,
      this.confirmPaidBoxes,
      this.announceUpcomingBoxes,
      this.confirmOrders,
      this.announceShipments,
    ];
    // `updated_at` is written with the real time whatever the billing clock says.
    const startedAt = Date.now();
    const fullSweep = this.lastCleanRunAt === undefined || startedAt - this.lastFullSweepAt >= (this.options.fullSweepEveryMs ?? 60 * 60 * 1000);
    this.since = fullSweep || this.lastCleanRunAt === undefined ? undefined : new Date(this.lastCleanRunAt - changeMarginMs);
    this.deadline = startedAt + (this.options.runBudgetMs ?? 5 * 60 * 1000);
    let finished = true;
    for (const step of steps) {
      if (Date.now() >= this.deadline) {
        finished = false;
        break;
      }
      await step.call(this, now, report);
    }
    finished &&= Date.now() < this.deadline;
    // Errors and unfinished work: the next run reads everything again, not only what changed.
    if (report.errors === 0 && finished) {
      this.lastCleanRunAt = startedAt;
      if (fullSweep) this.lastFullSweepAt = startedAt;
    } else {
      this.lastCleanRunAt = undefined;
    }
    return report;
  }

  private get batch(): number {
    return this.options.batchSize ?? defaultBillingBatchSize;
  }

  /**
   * Runs `work` for every item, `concurrency` at a time; a failure is logged and counted, and the
   * other items go on.
   */
  private async each<T>(items: readonly T[], report: BillingRunReport, what: string, work: (item: T) => Promise<void>): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        try {
          await work(item);
        } catch (error) {
          report.errors += 1;
          this.options.log.error({ err: error, item }, `billing: ${what} failed`);
        }
      }
    };
    const lanes = Math.max(1, Math.min(this.options.concurrency ?? 1, items.length));
    await Promise.all(Array.from({ length: lanes }, worker));
  }

  /**
   * A batch's work in one transaction; undefined when it failed as a whole (a statement refused,
   * a lock conflict), after which its items are worked on one by one with `one`, each in its own
   * transactions, so that only the item at fault fails (and is counted and logged).
   */
  private async inOneTransaction<T, R>(
    items: readonly T[],
    report: BillingRunReport,
    what: string,
    one: (item: T) => Promise<void>,
    batch: (tx: Database) => Promise<R>,
  ): Promise<R | undefined> {
    if (items.length === 0) return undefined;
    try {
      return await this.options.db.transaction(batch);
    } catch (error) {
      this.options.log.warn({ err: error, items: items.length }, `billing: a batch failed (${what}); its items one by one`);
      await this.each(items, report, what, one);
      return undefined;
    }
  }

  /** Items of a batch whose own work failed: counted and logged; the next run tries them again. */
  private failed(report: BillingRunReport, what: string, failures: readonly Failure[]): void {
    for (const { item, error } of failures) {
      report.errors += 1;
      this.options.log.error({ err: error, item }, `billing: ${what} failed`);
    }
  }

  /**
   * Reads a batch after the last row of the previous one and works on it, until a batch comes back
   * short or the run's time is up. Rows come in key order, so an item that failed or that another
   * instance holds is not read again in this run.
   */
  private async inBatches<T, K>(read: (after: K | undefined) => Promise<T[]>, keyOf: (item: T) => K, work: (batch: T[]) => Promise<void>): Promise<void> {
    let after: K | undefined;
    while (Date.now() < this.deadline) {
      const batch = await read(after);
      const last = batch.at(-1);
      if (last === undefined) return;
      after = keyOf(last);
      await work(batch);
      if (batch.length < this.batch) return;
    }
  }

  private page(after: number | undefined) {
    return { limit: this.batch, after, since: this.since };
  }

  private async customer(db: Database, id: string): Promise<CustomerRow> {
    const customer = await findCustomerById(db, id);
    if (!customer) throw new Error(`Customer ${id} not found`);
    return customer;
  }

  /** Sends an e-mail once per (box, kind): the claim is given back when sending fails. */
  private async mailOnce(deliveryId: number, kind: string, send: () => Promise<boolean>): Promise<boolean> {
    if (!(await claimBillingEvent(this.options.db, deliveryId, kind))) return false;
    return this.sendClaimed(deliveryId, kind, send);
  }

  /** Sends (or composes) the e-mail whose (box, kind) this run claimed; the claim is given back when that fails. */
  private async sendClaimed<T>(deliveryId: number, kind: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      await releaseBillingEvent(this.options.db, deliveryId, kind);
      throw error;
    }
  }

  // ─── 1. Paused subscriptions ──────────────────────────────────────────────────────────────

  private async removeBoxesOfPausedSubscriptions(_now: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    await this.inBatches<DeliveryRow, number>(
      (after) => scheduledBoxesOfInactiveSubscriptions(db, this.page(after)),
      (box) => box.id,
      (boxes) => this.removeBoxes(boxes, report),
    );
  }

  private async removeBoxes(boxes: DeliveryRow[], report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    await this.each(boxes, report, 'removing a box', async (box) => {
      const removed = await db.transaction(async (tx) => {
        if (box.recurringDeliveryId !== null) {
          const recurring = await lockRecurringDeliveryIfFree(tx, box.recurringDeliveryId);
          if (!recurring || recurring.active) return false;
        }
        const locked = await lockDeliveryIfFree(tx, box.id);
        if (locked?.status !== 'scheduled') return false;
        await deleteScheduledBox(tx, box.id);
        return true;
      });
      if (removed) report.removed.push(box.id);
    });
  }

  // ─── 2. The cut-off ───────────────────────────────────────────────────────────────────────

  /**
   * Steps 2 and 3 at once, with the first of 4–6 for what they pay: the payments of a charged
   * batch settle one after the other (each takes the next invoice number under the year's lock),
   * and while they do, the next boxes are frozen, and the boxes paid by the batch before have their
   * subscriptions moved on, their next boxes made and their confirmations sent (`followUp`).
   * Each box still goes through the steps in their order.
   */
  private async freezeAndCharge(now: Date, report: BillingRunReport): Promise<void> {
    const frozen = new Progress();
    let followUps: Promise<void> = Promise.resolve();
    const work = await Promise.allSettled([
      this.freezeBoxesAtCutOff(now, report, () => frozen.advance()).finally(() => frozen.finish()),
      this.chargeDueBoxes(now, report, frozen, (paid) => {
        followUps = followUps.then(() =>
          this.followUp(paid, now, report).catch((error: unknown) => {
            this.options.log.warn({ err: error, items: paid.length }, 'billing: following up a charged batch failed; the steps after take it');
          }),
        );
      }),
    ]);
    await followUps;
    for (const done of work) if (done.status === 'rejected') throw done.reason;
  }

  private async freezeBoxesAtCutOff(now: Date, report: BillingRunReport, frozen: () => void): Promise<void> {
    const { db } = this.options;
    await this.inBatches<DeliveryRow, BoxKey>(
      (after) => boxesAtCutOff(db, now, { limit: this.batch, after }),
      (box) => ({ cutOffAt: box.cutOffAt ?? now, id: box.id }),
      async (boxes) => {
        await this.freezeBoxes(boxes, now, report);
        frozen();
      },
    );
  }

  /**
   * A batch at its cut-off, in one transaction: the subscriptions and then the boxes locked (busy
   * rows are skipped, never waited for: their holder is working on them), each box checked again
   * under the lock, then frozen together (billing-service.ts `freezeBoxes`).
   */
  private async freezeBoxes(boxes: DeliveryRow[], now: Date, report: BillingRunReport): Promise<void> {
    const failures: Failure[] = [];
    const frozen = await this.inOneTransaction(
      boxes,
      report,
      'freezing a box',
      (box) => this.freezeBox(box, now, report),
      async (tx) => {
        const subscriptions = await lockSubscriptionsIfFree(
          tx,
          boxes.flatMap((box) => box.recurringDeliveryId ?? []),
        );
        const active = boxes.filter((box) => box.recurringDeliveryId !== null && subscriptions.get(box.recurringDeliveryId)?.active);
        const locked = await lockBoxesIfFree(
          tx,
          active.map((box) => box.id),
        );
        const due = [...locked.values()].filter((box) => box.status === 'scheduled' && box.cutOffAt !== null && box.cutOffAt.getTime() <= now.getTime());
        const customers = await findCustomersByIds(
          tx,
          due.map((box) => box.customerId),
        );
        const entries = due.flatMap((box) => {
          const recurring = box.recurringDeliveryId === null ? undefined : subscriptions.get(box.recurringDeliveryId);
          const customer = customers.get(box.customerId);
          if (!customer) failures.push({ item: box.id, error: new Error(`Customer ${box.customerId} not found`) });
          return recurring && customer ? [{ box, recurring, customer }] : [];
        });
        return freezeBoxes(tx, entries, now, (item, error) => failures.push({ item, error }));
      },
    );
    if (!frozen) return;
    this.failed(report, 'freezing a box', failures);
    for (const { id, outcome } of frozen) (outcome === 'to_charge' ? report.frozen : report.skipped).push(id);
  }

  /** One box at its cut-off, in its own transaction: what a batch that failed falls back to. */
  private async freezeBox(box: DeliveryRow, now: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    const frozen = await db.transaction(async (tx) => {
      if (box.recurringDeliveryId === null) return undefined;
      const recurring = await lockRecurringDeliveryIfFree(tx, box.recurringDeliveryId);
      if (!recurring?.active) return undefined;
      const locked = await lockDeliveryIfFree(tx, box.id);
      if (locked?.status !== 'scheduled' || !locked.cutOffAt || locked.cutOffAt.getTime() > now.getTime()) return undefined;
      return freezeBox(tx, await this.customer(tx, locked.customerId), recurring, locked, now);
    });
    if (frozen?.outcome === 'to_charge') report.frozen.push(box.id);
    if (frozen?.outcome === 'empty') report.skipped.push(box.id);
  }

  // ─── 3. Charges ───────────────────────────────────────────────────────────────────────────

  /**
   * Claims and charges the due boxes batch after batch, while the freezing step (`frozen`) still
   * makes more of them due; `paid`: the boxes a batch paid.
   */
  private async chargeDueBoxes(now: Date, report: BillingRunReport, frozen: Progress, paid: (boxes: number[]) => void): Promise<void> {
    // A claimed box leaves the due ones (its lease is ahead), so each claim takes new boxes.
    while (Date.now() < this.deadline) {
      const seen = frozen.count;
      const lease = new Date(now.getTime() + chargeLeaseMs);
      const boxes = await claimDueCharges(this.options.db, now, lease, this.batch);
      const charged = await this.chargeBatch(boxes, now, lease, report);
      if (charged.length > 0) paid(charged);
      if (boxes.length < this.batch && frozen.count === seen) {
        if (frozen.finished) return;
        await frozen.next();
      }
    }
  }

  /**
   * Steps 4–6 for the boxes a charge batch has just paid, while the next batch is charged: their
   * subscriptions move on, their next boxes are made, they are confirmed. What fails here is left
   * to those steps, which run after and try it again: counted there, once.
   */
  private async followUp(boxIds: number[], now: Date, report: BillingRunReport): Promise<void> {
    // The report's own lists, errors of its own.
    const tentative: BillingRunReport = { ...report, errors: 0 };
    const boxes = await paidBoxesOf(this.options.db, boxIds);
    const before = report.advanced.length;
    await this.advanceFrom(boxes, tentative);
    const advanced = new Set(report.advanced.slice(before));
    const moved = boxes.filter((box) => advanced.has(box.id));
    await this.makeBoxes([...new Set(moved.flatMap((box) => box.recurringDeliveryId ?? []))], now, tentative);
    await this.confirm(moved, tentative);
  }

  /**
   * A claimed batch: the boxes to charge now (a first attempt, or a retry that is due) are
   * charged together (`chargeWithMandates`), their attempts and outcomes written in one statement
   * each; the others (a charge in progress, a retry not due yet, the last attempt failed) one by
   * one. Every change is written only while the claim's lease is still ours.
   */
  private async chargeBatch(boxes: DeliveryRow[], now: Date, lease: Date, report: BillingRunReport): Promise<number[]> {
    const { db, payments } = this.options;
    if (boxes.length === 0) return [];
    const customers = await findCustomersByIds(
      db,
      boxes.map((box) => box.customerId),
    );
    const due = boxes.filter((box) => customers.has(box.customerId) && nextAttemptDue(box, now));
    const others = boxes.filter((box) => !due.includes(box));
    await this.each(others, report, 'charging a box', (box) => this.charge(box, now, lease, report));

    const attempts = new Map(due.map((box) => [box.id, box.chargeAttempts + 1]));
    const written = await updateClaimedBoxes(
      db,
      lease,
      due.map((box) => ({ id: box.id, chargeAttempts: attempts.get(box.id) ?? 1, chargeFailedAt: null })),
    );
    const charging = due.filter((box) => written.has(box.id));
    const languages = await preferredLanguagesOfUsers(
      db,
      charging.flatMap((box) => customers.get(box.customerId)?.userId ?? []),
    );
    const outcomes = await payments.chargeWithMandates(
      charging.map((box) => {
        const customer = customers.get(box.customerId) as CustomerRow;
        return this.chargeInput(box, customer, localeOf(languages.get(customer.userId), box.country));
      }),
    );
    const changes: ClaimedBoxChange[] = [];
    const results = charging.map((box, index) => ({ box, outcome: outcomes[index] as ChargeOutcome }));
    await this.each(results, report, 'charging a box', ({ box, outcome }) =>
      this.afterCharge(
        box,
        customers.get(box.customerId) as CustomerRow,
        attempts.get(box.id) ?? 1,
        box.chargeFailedAt,
        outcome,
        now,
        lease,
        report,
        async (change) => {
          changes.push({ id: box.id, ...change });
          return true;
        },
      ),
    );
    await updateClaimedBoxes(db, lease, changes);
    return results.flatMap(({ box, outcome }) => (outcome.ok && outcome.start.created && outcome.start.payment.status === 'paid' ? [box.id] : []));
  }

  /**
   * A claimed box whose charge is due: what became of the attempt in progress, or, after a failed
   * one, wait for the retry, give up, or charge (again). Every change is written only while the
   * claim's lease is still ours.
   */
  private async charge(box: DeliveryRow, now: Date, lease: Date, report: BillingRunReport): Promise<void> {
    const { db, payments } = this.options;
    const customer = await this.customer(db, box.customerId);
    const write = (changes: BillingChanges) => updateClaimedBox(db, box.id, lease, changes);
    let attempts = box.chargeAttempts;
    let failedAt = box.chargeFailedAt;

    if (attempts > 0 && failedAt === null) {
      // An attempt is in progress (SEPA takes days): its outcome comes from the provider.
      const latest = await payments.latestPayment({ customerId: customer.id, deliveryId: box.id, refresh: true });
      if (latest?.status === 'paid') {
        await write({ nextChargeAt: null });
        return;
      }
      if (latest && unsettledStatuses.includes(latest.status)) {
        await write({ nextChargeAt: pendingChargeRecheckAt(now) });
        return;
      }
      if (latest) {
        failedAt = latest.updatedAt;
      } else {
        // The worker that started it died before reaching the provider: it never happened.
        attempts -= 1;
      }
    }

    if (attempts > 0 && failedAt !== null) {
      const retryAt = retryAfterFailure(failedAt, attempts);
      if (retryAt === null) return this.giveUp(customer, box, failedAt, now, lease, report);
      if (retryAt.getTime() > now.getTime()) return this.awaitRetry(customer, box, failedAt, retryAt, now, lease, report);
    }

    attempts += 1;
    if (!(await write({ chargeAttempts: attempts, chargeFailedAt: null }))) return;
    const locale = await customerLocale(db, customer, box.country);
    let outcome: ChargeOutcome;
    try {
      outcome = { ok: true, start: await payments.chargeWithMandate(this.chargeInput(box, customer, locale)) };
    } catch (error) {
      outcome = { ok: false, error };
    }
    await this.afterCharge(box, customer, attempts, failedAt, outcome, now, lease, report, write);
  }

  private chargeInput(box: DeliveryRow, customer: CustomerRow, locale: Locale): ChargeWithMandateInput {
    return {
      customerId: customer.id,
      deliveryId: box.id,
      amountCents: box.totalCents,
      description: translateMessage(locale, { key: deliveryMessageKeys.paymentDescription, params: { id: box.id } }),
    };
  }

  /**
   * What an attempt (the `attempts`-th) came to: the box paid or its charge under way, or a
   * failed attempt (retried, or given up after the last), or not an attempt of ours at all (the
   * box's own payment in progress, the provider out of reach).
   */
  private async afterCharge(
    box: DeliveryRow,
    customer: CustomerRow,
    attempts: number,
    failedAt: Date | null,
    outcome: ChargeOutcome,
    now: Date,
    lease: Date,
    report: BillingRunReport,
    write: (changes: BillingChanges) => Promise<unknown>,
  ): Promise<void> {
    let status: PaymentStatus | 'no_valid_mandate';
    if (outcome.ok) {
      status = outcome.start.payment.status as PaymentStatus;
      if (!outcome.start.created) {
        // The box already has a payment of its own in progress or paid (the customer is paying
        // through the pay-now link): not an attempt of ours; look again later.
        await write({
          chargeAttempts: attempts - 1,
          chargeFailedAt: failedAt,
          nextChargeAt: status === 'paid' ? null : pendingChargeRecheckAt(now),
        });
        return;
      }
    } else {
      const { error } = outcome;
      if (!(error instanceof ApiProblem) || error.code !== paymentErrorCodes.noValidMandate) {
        // The provider could not be reached: not the customer's failure; try again later.
        await write({ chargeAttempts: attempts - 1, chargeFailedAt: failedAt, nextChargeAt: pendingChargeRecheckAt(now) });
        throw error;
      }
      // No mandate to charge, or the provider refused it (revoked): a failed attempt.
      status = 'no_valid_mandate';
    }
    report.charged.push({ delivery: box.id, attempt: attempts, status });
    if (status === 'paid' || unsettledStatuses.includes(status)) {
      // Paid: the settlement has marked the box paid. In progress: look again later.
      await write({ nextChargeAt: status === 'paid' ? null : pendingChargeRecheckAt(now) });
      return;
    }
    const retryAt = retryAfterFailure(now, attempts);
    const current = { ...box, chargeAttempts: attempts };
    if (retryAt === null) return this.giveUp(customer, current, now, now, lease, report);
    return this.awaitRetry(customer, current, now, retryAt, now, lease, report);
  }

  private async awaitRetry(
    customer: CustomerRow,
    box: DeliveryRow,
    failedAt: Date,
    retryAt: Date,
    now: Date,
    lease: Date,
    report: BillingRunReport,
  ): Promise<void> {
    if (!(await updateClaimedBox(this.options.db, box.id, lease, { chargeFailedAt: failedAt, nextChargeAt: retryAt }))) return;
    report.retry_scheduled.push({ delivery: box.id, at: retryAt.toISOString() });
    // The first failure is told at once, with the retry and a link to pay now instead.
    const expiresAt = payNowLinkExpiry(now);
    const token = signPayNowToken({ deliveryId: box.id, customerId: customer.id, expiresAt }, this.options.payNowSecret);
    await this.mailOnce(box.id, 'mail:payment_failed', () => this.options.mailer.paymentFailed(customer, box, retryAt, token, expiresAt));
  }

  private async giveUp(customer: CustomerRow, box: DeliveryRow, failedAt: Date, now: Date, lease: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    if (!(await updateClaimedBox(db, box.id, lease, { chargeFailedAt: failedAt, nextChargeAt: null }))) return;
    if (await claimBillingEvent(db, box.id, 'gave_up')) report.gave_up.push(box.id);
    const expiresAt = payNowLinkExpiry(now);
    const token = signPayNowToken({ deliveryId: box.id, customerId: customer.id, expiresAt }, this.options.payNowSecret);
    await this.mailOnce(box.id, 'mail:payment_failed_final', () => this.options.mailer.paymentFailedFinal(customer, box, token, expiresAt));
  }

  // ─── 4. After a paid or skipped box ─────────────────────────────────────────────────────────

  private async advanceSubscriptions(_now: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    await this.inBatches<DeliveryRow, number>(
      (after) => boxesToAdvanceFrom(db, this.page(after)),
      (box) => box.id,
      (boxes) => this.advanceFrom(boxes, report),
    );
  }

  /** The subscriptions of a batch of paid and skipped boxes move on, in one transaction. */
  private async advanceFrom(boxes: ReadonlyArray<Pick<DeliveryRow, 'id' | 'recurringDeliveryId'>>, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    const subscriptions = [...new Set(boxes.flatMap((box) => (box.recurringDeliveryId === null ? [] : [box.recurringDeliveryId])))];
    const advanced = await this.inOneTransaction(
      subscriptions,
      report,
      'moving a subscription on',
      (id) => this.advanceOne(id, report),
      async (tx) => (await advanceSubscriptions(tx, [...(await lockSubscriptionsIfFree(tx, subscriptions)).values()])).advanced,
    );
    report.advanced.push(...(advanced ?? []));
    // A box whose subscription is gone has nothing to move on.
    const orphans = boxes.filter((box) => box.recurringDeliveryId === null);
    const closed = await this.inOneTransaction(
      orphans,
      report,
      'closing a box',
      async (box) => {
        if (await claimBillingEvent(db, box.id, 'advanced')) report.advanced.push(box.id);
      },
      (tx) =>
        claimBillingEvents(
          tx,
          orphans.map((box) => ({ deliveryId: box.id, kind: 'advanced' })),
        ),
    );
    report.advanced.push(...(closed ?? []));
  }

  private async advanceOne(id: number, report: BillingRunReport): Promise<void> {
    const advanced = await this.options.db.transaction(async (tx) => {
      const recurring = await lockRecurringDeliveryIfFree(tx, id);
      return recurring ? (await advanceSubscription(tx, recurring)).advanced : [];
    });
    report.advanced.push(...advanced);
  }

  private async confirmPaidBoxes(_now: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    // Only boxes whose subscription has moved on: the confirmation names the next date.
    await this.inBatches<DeliveryRow, number>(
      (after) => paidBoxesToConfirm(db, this.page(after)),
      (box) => box.id,
      (boxes) => this.confirm(boxes, report),
    );
  }

  /**
   * A batch of confirmations: what the mails need is read for the whole batch, the batch's
   * boxes are claimed in one statement (another instance gets the others), then each claimed
   * box's mail goes out, `concurrency` at a time.
   */
  private async confirm(boxes: readonly BoxToConfirm[], report: BillingRunReport): Promise<void> {
    const { db, mailer } = this.options;
    const kind = 'mail:delivery_confirmed';
    let prepared;
    try {
      const customers = await findCustomersByIds(
        db,
        boxes.map((box) => box.customerId),
      );
      const subscriptions = await findSubscriptions(
        db,
        boxes.flatMap((box) => box.recurringDeliveryId ?? []),
      );
      const known = boxes.filter((box) => customers.has(box.customerId));
      const mails = await mailer.prepare([...customers.values()], known);
      // Claimed after the reads: a claim is given back only by a mail that failed.
      const claimed = await claimBillingEvents(
        db,
        known.map((box) => ({ deliveryId: box.id, kind })),
      );
      prepared = { customers, subscriptions, mails, claimed: known.filter((box) => claimed.has(box.id)) };
      this.failed(
        report,
        'confirming a box',
        boxes.filter((box) => !customers.has(box.customerId)).map((box) => ({ item: box.id, error: new Error(`Customer ${box.customerId} not found`) })),
      );
    } catch (error) {
      this.options.log.warn({ err: error, items: boxes.length }, 'billing: a batch failed (confirming a box); its items one by one');
      await this.each(boxes, report, 'confirming a box', (box) => this.confirmOne(box, report));
      return;
    }
    const { customers, subscriptions, mails, claimed } = prepared;
    const composed: Array<{ box: BoxToConfirm; message: MailMessage }> = [];
    await this.each(claimed, report, 'confirming a box', async (box) => {
      const customer = customers.get(box.customerId);
      if (!customer) return;
      const recurring = box.recurringDeliveryId === null ? undefined : subscriptions.get(box.recurringDeliveryId);
      const next = recurring?.active ? recurring.nextDeliveryDate : null;
      // Nothing to send (no e-mail address): the claim stays, as when `confirmed` sends nothing.
      const message = await this.sendClaimed(box.id, kind, () => mailer.composeConfirmed(customer, box, next, mails));
      if (message) composed.push({ box, message });
    });
    // All at once when the transport can (one statement, one commit); else, or when that failed,
    // each on its own, so that a mail that fails gives back its own claim only.
    if (await mailer.sendAll(composed.map((entry) => entry.message))) {
      report.confirmed.push(...composed.map((entry) => entry.box.id));
      return;
    }
    await this.each(composed, report, 'confirming a box', async ({ box, message }) => {
      if (await this.sendClaimed(box.id, kind, () => mailer.deliver(message))) report.confirmed.push(box.id);
    });
  }

  /** One box's confirmation: what a batch that failed falls back to. */
  private async confirmOne(box: BoxToConfirm, report: BillingRunReport): Promise<void> {
    const { db, mailer } = this.options;
    const customer = await this.customer(db, box.customerId);
    const recurring = box.recurringDeliveryId === null ? undefined : await findRecurringDelivery(db, box.recurringDeliveryId);
    const next = recurring?.active ? recurring.nextDeliveryDate : null;
    if (await this.mailOnce(box.id, 'mail:delivery_confirmed', () => mailer.confirmed(customer, box, next))) {
      report.confirmed.push(box.id);
    }
  }

  // ─── 5. The next box ──────────────────────────────────────────────────────────────────────

  private async makeNextBoxes(now: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    await this.inBatches<number, number>(
      (after) => subscriptionsWithoutNextBox(db, this.page(after)),
      (id) => id,
      (subscriptions) => this.makeBoxes(subscriptions, now, report),
    );
  }

  /**
   * The next boxes of a batch of subscriptions, in one transaction: the subscriptions locked (busy
   * ones skipped), each checked again under the lock (another instance may have made its box
   * meanwhile), then made together (billing-service.ts `makeNextBoxes`).
   */
  private async makeBoxes(subscriptions: number[], now: Date, report: BillingRunReport): Promise<void> {
    const failures: Failure[] = [];
    const made = await this.inOneTransaction(
      subscriptions,
      report,
      'making a box',
      (id) => this.makeBox(id, now, report),
      async (tx) => {
        const locked = [...(await lockSubscriptionsIfFree(tx, subscriptions)).values()].filter(
          (recurring) => recurring.active && recurring.nextDeliveryDate !== null,
        );
        const withBox = await subscriptionsWithOpenBox(
          tx,
          locked.map((recurring) => recurring.id),
        );
        const todo = locked.filter((recurring) => !withBox.has(recurring.id));
        const customers = await findCustomersByIds(
          tx,
          todo.map((recurring) => recurring.customerId),
        );
        const entries = todo.flatMap((recurring) => {
          const customer = customers.get(recurring.customerId);
          if (!customer) failures.push({ item: recurring.id, error: new Error(`Customer ${recurring.customerId} not found`) });
          return customer ? [{ recurring, customer }] : [];
        });
        return makeNextBoxes(tx, entries, now, (item, error) => failures.push({ item, error }));
      },
    );
    if (!made) return;
    this.failed(report, 'making a box', failures);
    report.advanced.push(...made.advanced);
    report.created.push(...[...made.made.values()].map((box) => box.id));
  }

  /** One subscription's next box, in its own transaction: what a batch that failed falls back to. */
  private async makeBox(id: number, now: Date, report: BillingRunReport): Promise<void> {
    const made = await this.options.db.transaction(async (tx) => {
      const recurring = await lockRecurringDeliveryIfFree(tx, id);
      if (!recurring?.active || !recurring.nextDeliveryDate) return undefined;
      // Checked again under the lock: another instance may have made it meanwhile.
      if (await openBoxOfSubscription(tx, id)) return undefined;
      return makeNextBox(tx, await this.customer(tx, recurring.customerId), recurring, now);
    });
    if (made) report.advanced.push(...made.advanced);
    if (made?.box) report.created.push(made.box.id);
  }

  // ─── 6. The upcoming-delivery e-mail ───────────────────────────────────────────────────────

  private async announceUpcomingBoxes(now: Date, report: BillingRunReport): Promise<void> {
    const { db } = this.options;
    const horizon = new Date(now.getTime() + upcomingMailDaysBeforeCutOff * 24 * 60 * 60 * 1000);
    await this.inBatches<DeliveryRow, BoxKey>(
      (after) => boxesToAnnounce(db, now, horizon, { limit: this.batch, after }),
      (box) => ({ cutOffAt: box.cutOffAt ?? now, id: box.id }),
      (boxes) => this.announce(boxes, now, report),
    );
  }

  private async announce(boxes: DeliveryRow[], now: Date, report: BillingRunReport): Promise<void> {
    const { db, mailer } = this.options;
    await this.each(boxes, report, 'announcing a box', async (box) => {
      // Priced again first: the e-mail says what the cut-off will charge.
      const refreshed = await db.transaction(async (tx) => {
        if (box.recurringDeliveryId === null) return undefined;
        const recurring = await lockRecurringDeliveryIfFree(tx, box.recurringDeliveryId);
        if (!recurring?.active) return undefined;
        const locked = await lockDeliveryIfFree(tx, box.id);
        if (locked?.status !== 'scheduled' || !locked.cutOffAt || locked.cutOffAt.getTime() <= now.getTime()) return undefined;
        const customer = await this.customer(tx, locked.customerId);
        return { customer, box: await refreshScheduledBox(tx, customer, locked, now) };
      });
      const current = refreshed?.box;
      // A box that moved is announced when its own time comes.
      if (!refreshed || !current?.cutOffAt || current.deliveryDate !== box.deliveryDate) return;
      const cutOffAt = current.cutOffAt;
      const sent = await this.mailOnce(current.id, upcomingMailKind(current.deliveryDate), async () => {
        // Nothing in the box (every pet paused): nothing to announce; the claim keeps it quiet.
        if (current.totalCents <= 0) return false;
        // The box a trial box turns into is announced once as such (its cut-off, what it will
        // cost); moved to another date afterwards, it is announced as any box.
        if (current.recurringDeliveryId !== null && (await isRightAfterTrial(db, current.recurringDeliveryId))) {
          if (await claimBillingEvent(db, current.id, trialEndingMailKind)) {
            return this.sendClaimed(current.id, trialEndingMailKind, () => mailer.trialEnding(refreshed.customer, current, cutOffAt));
          }
        }
        return mailer.upcoming(refreshed.customer, current, cutOffAt);
      });
      if (sent) report.reminded.push(current.id);
    });
  }

  // ─── 8. The order confirmation ────────────────────────────────────────────────────────────

  /**
   * First deliveries paid (by their checkout): the order confirmation, once per delivery, naming
   * the next box and its cut-off. Only deliveries paid in the last `orderConfirmationDays` days: a
   * first delivery paid long ago (before this e-mail existed) is not confirmed out of the blue.
   */
  private async confirmOrders(now: Date, report: BillingRunReport): Promise<void> {
    const { db, mailer } = this.options;
    const paidSince = new Date(now.getTime() - orderConfirmationDays * 24 * 60 * 60 * 1000);
    await this.inBatches<DeliveryRow, number>(
      (after) => paidFirstDeliveriesToConfirm(db, paidSince, this.page(after)),
      (box) => box.id,
      (boxes) =>
        this.each(boxes, report, 'confirming an order', async (box) => {
          const customer = await this.customer(db, box.customerId);
          const recurring = box.recurringDeliveryId === null ? undefined : await findRecurringDelivery(db, box.recurringDeliveryId);
          const open = recurring?.active ? await openBoxOfSubscription(db, recurring.id) : undefined;
          const nextDate = open?.deliveryDate ?? (recurring?.active ? recurring.nextDeliveryDate : null);
          const next = nextDate
            ? {
                date: nextDate,
                cutOffAt: open?.deliveryDate === nextDate && open.cutOffAt ? open.cutOffAt : cutOffFor(nextDate, box.country as DeliveryCountry),
              }
            : null;
          if (await this.mailOnce(box.id, 'mail:order_confirmation', () => mailer.orderConfirmation(customer, box, next))) {
            report.order_confirmed.push(box.id);
          }
        }),
    );
  }

  // ─── 9. On its way ────────────────────────────────────────────────────────────────────────

  /**
   * Paid boxes whose dispatch day has come (from the warehouse's 14:00 cut-off, when the day's
   * boxes leave): the on-its-way e-mail with the day it comes, once per box. Nothing in the model
   * marks a box as sent yet (`shipped` is the fulfilment's, which does not exist yet), so the
   * dispatch day the box was planned for stands for it. Boxes due before today are left alone.
   */
  private async announceShipments(now: Date, report: BillingRunReport): Promise<void> {
    const { db, mailer } = this.options;
    const days = dispatchedDeliveryDays(now);
    await this.inBatches<DeliveryRow, number>(
      (after) => paidBoxesDispatched(db, days, this.page(after)),
      (box) => box.id,
      (boxes) =>
        this.each(boxes, report, 'announcing a shipment', async (box) => {
          const customer = await this.customer(db, box.customerId);
          if (await this.mailOnce(box.id, 'mail:delivery_shipped', () => mailer.shipped(customer, box))) report.shipped.push(box.id);
        }),
    );
  }
}
