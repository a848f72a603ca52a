import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import { findCustomerById } from '@brokkie/db/customer-queries';
import {
  findChargeableMandate,
  findChargeableMandates,
  lockCustomerMandates,
  upsertProviderMandate,
  type MandateRow,
} from '@brokkie/db/mandate-queries';
import {
  findDeliveriesForPayment,
  findDeliveryForPayment,
  findLatestPayment,
  findPaidPaymentOfDelivery,
  findPaymentByProviderId,
  findPaymentOfCustomer,
  findPaymentsByProviderIds,
  findProviderCustomerId,
  findProviderCustomerIds,
  findUnsettledPaymentOfDelivery,
  insertPaymentsUnlessOpen,
  insertPaymentUnlessOpen,
  lockPaymentByProviderId,
  lockPaymentsByProviderIds,
  paymentsOfDeliveries,
  saveProviderCustomerId,
  updatePayment,
  updatePayments,
  unsettledPaymentStatuses,
  type PaymentRow,
} from '@brokkie/db/payment-queries';
import {
  mandateVerificationAmountCents,
  paymentErrorCodes,
  paymentMessageKeys,
  type CheckoutMethod,
  type PaymentStatus,
  type SequenceType,
} from '@brokkie/contracts/payment';
import { ApiProblem, notFound } from '../../lib/api-problem.ts';
import {
  isFinalStatus,
  isForwardTransition,
  PaymentNotFoundAtProvider,
  PaymentProviderRefused,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderMandate,
  type ProviderPayment,
} from './payment-provider.ts';

export type FinalPaymentStatus = 'paid' | 'failed' | 'canceled' | 'expired';

/** A payment reached a final status; listeners run inside the transaction that recorded it. */
export interface SettlementEvent {
  /** The transaction that changed the payment: write with it, so both commit (or not) together. */
  tx: Database;
  /** The payment as it now is (status, settled_at, mandate). */
  payment: PaymentRow;
  status: FinalPaymentStatus;
  previousStatus: PaymentStatus;
}

export type SettlementListener = (event: SettlementEvent) => Promise<void> | void;

/**
 * What a listener does for many payments settled in one transaction (`syncPayments`), in their
 * order: the same as the listener of each, in fewer statements.
 */
export type BatchSettlementListener = (tx: Database, events: readonly SettlementEvent[]) => Promise<void> | void;

/** The result of starting (or finding) a payment: send the payer to `checkoutUrl` when it is set. */
export interface PaymentStart {
  payment: PaymentRow;
  /** The provider's checkout while the payment is open; null when it is pending, paid or a recurring charge. */
  checkoutUrl: string | null;
  /** False when an existing payment was returned (double click, retry, already paid). */
  created: boolean;
}

export interface StartPaymentInput {
  customerId: string;
  deliveryId: number;
  amountCents: number;
  description: string;
  sequenceType: Exclude<SequenceType, 'recurring'>;
  /** Where the payer returns after the checkout (a page of ours, e.g. /after-checkout-redirect). */
  redirectUrl: string;
  isShop?: boolean;
  /** Skips the method choice at the provider. */
  method?: CheckoutMethod;
}

export interface ChargeWithMandateInput {
  customerId: string;
  deliveryId: number;
  amountCents: number;
  description: string;
}

export interface HandleOpenPaymentInput {
  customerId: string;
  deliveryId: number;
  redirectUrl: string;
  /** The amount of a new payment; default: the delivery's total, else the last payment's amount. */
  amountCents?: number;
  /** The description of a new payment; default: the last payment's. */
  description?: string;
}

export type SyncOutcome = 'unknown' | 'unchanged' | 'updated';

/** What became of one charge of a batch: what `chargeWithMandate` returns, or what it throws. */
export type ChargeOutcome = { ok: true; start: PaymentStart } | { ok: false; error: unknown };

/** Requests to the provider that do not wait for each other, when it cannot take a batch at once. */
const providerConcurrency = 8;

export interface PaymentServiceOptions {
  db: Database;
  provider: PaymentProvider;
  /** The webhook URL the provider calls (`{public API base}/payments/webhook/{provider}/`). */
  webhookUrl: string;
  log: FastifyBaseLogger;
}

const unsettled = (payment: Pick<PaymentRow, 'status'>) => (unsettledPaymentStatuses as readonly string[]).includes(payment.status);

function checkoutUrlOf(payment: PaymentRow): string | null {
  return payment.status === 'open' ? payment.checkoutUrl : null;
}

/** 409 no_valid_mandate: the customer has no mandate to charge, or the provider refused it. */
function noValidMandate(): ApiProblem {
  return new ApiProblem({
    statusCode: 409,
    code: paymentErrorCodes.noValidMandate,
    detail: { key: paymentMessageKeys.noValidMandate },
  });
}

/** Runs `work` for each item, at most `limit` at a time; the results in the items' order. */
async function mapConcurrently<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

function paymentInProgress(): ApiProblem {
  return new ApiProblem({
    statusCode: 409,
    code: paymentErrorCodes.paymentInProgress,
    detail: { key: paymentMessageKeys.paymentInProgress },
  });
}

/**
 * Payments of deliveries and mandates, through the configured provider (`app.payments`).
 *
 * - Starting a payment is race-safe: a delivery has at most one open or pending payment (a
 *   partial unique index), so a double-clicked Pay gets the same payment twice, and a paid
 *   delivery is never charged again.
 * - Status changes come only from the provider (`syncPayment`, called by the webhook and when a
 *   page asks): applied in a transaction with the payment row locked, forward only, so a
 *   replayed or out-of-order webhook changes nothing.
 * - A paid first payment records its mandate (the customer's default when they have none), and
 *   every final status is announced to the settlement listeners inside the same transaction.
 */
export class PaymentService {
  private readonly listeners: SettlementListener[] = [];
  private readonly batchListeners = new Map<SettlementListener, BatchSettlementListener>();

  constructor(private readonly options: PaymentServiceOptions) {}

  get provider(): PaymentProvider {
    return this.options.provider;
  }

  /**
   * Registers a listener of final statuses (paid, failed, canceled, expired). It runs inside the
   * transaction that records the status, with the payment row locked: an error rolls the status
   * change back, and the provider's next webhook tries again. Returns a function that removes it.
   */
  onSettled(listener: SettlementListener, many?: BatchSettlementListener): () => void {
    this.listeners.push(listener);
    if (many) this.batchListeners.set(listener, many);
    return () => {
      const index = this.listeners.indexOf(listener);
      if (index >= 0) this.listeners.splice(index, 1);
      this.batchListeners.delete(listener);
    };
  }

  /**
   * The payment of a delivery by checkout (sequence first or oneoff). Returns the delivery's
   * paid payment if there is one, its open (pending, authorized) payment when the amount is the
   * same, and otherwise a new payment. An open payment of another amount is canceled first when
   * the provider allows it; otherwise (and for a pending one) 409 payment_in_progress.
   */
  async startPayment(input: StartPaymentInput): Promise<PaymentStart> {
    await this.deliveryOf(input.customerId, input.deliveryId);
    const existing = await this.existingPayment(input.deliveryId, input.amountCents);
    if (existing) return existing;
    return this.openPayment({
      customerId: input.customerId,
      deliveryId: input.deliveryId,
      amountCents: input.amountCents,
      description: input.description,
      sequenceType: input.sequenceType,
      redirectUrl: input.redirectUrl,
      isShop: input.isShop ?? false,
      method: input.method,
    });
  }

  /**
   * Charges a delivery through the customer's default valid mandate (sequence recurring), once:
   * a paid, open, pending or authorized payment of the delivery is returned instead of charging
   * again.
   * 409 no_valid_mandate when the customer has no mandate to charge.
   */
  async chargeWithMandate(input: ChargeWithMandateInput): Promise<PaymentStart> {
    await this.deliveryOf(input.customerId, input.deliveryId);
    const existing = await this.existingPayment(input.deliveryId, input.amountCents, { anyAmount: true });
    if (existing) return existing;
    const mandate = await findChargeableMandate(this.options.db, input.customerId, this.provider.name);
    if (!mandate) throw noValidMandate();
    return this.openPayment({
      customerId: input.customerId,
      deliveryId: input.deliveryId,
      amountCents: input.amountCents,
      description: input.description,
      sequenceType: 'recurring',
      isShop: false,
      mandate,
    });
  }

  /**
   * `chargeWithMandate` of many deliveries at once, each with the outcome it would have had alone,
   * in a few statements for the whole batch (the billing scheduler's charges): the deliveries,
   * their payments so far, the mandates and provider customers read once; the charges made at the
   * provider together when it can (`createPayments`), else a few at a time; the payments stored
   * in one statement and brought up to date in one transaction (`syncPayments`). A delivery that
   * has a payment paid or under way, or a customer not known at the provider yet, takes the
   * one-by-one path, which deals with those.
   */
  async chargeWithMandates(inputs: readonly ChargeWithMandateInput[]): Promise<ChargeOutcome[]> {
    const { db } = this.options;
    const outcomes: Array<ChargeOutcome | undefined> = inputs.map(() => undefined);
    const customerIds = inputs.map((input) => input.customerId);
    const deliveries = await findDeliveriesForPayment(db, inputs.map((input) => input.deliveryId));
    const paymentsSoFar = await paymentsOfDeliveries(db, inputs.map((input) => input.deliveryId));
    const mandates = await findChargeableMandates(db, customerIds, this.provider.name);
    const providerCustomers = await findProviderCustomerIds(db, customerIds, this.provider.name);

    const alone: number[] = [];
    const charges: Array<{ index: number; input: ChargeWithMandateInput; mandate: MandateRow; request: CreatePaymentRequest; attempt: number }> = [];
    for (const [index, input] of inputs.entries()) {
      const delivery = deliveries.get(input.deliveryId);
      // Another customer's delivery does not exist as far as this customer is concerned.
      if (!delivery || delivery.customerId !== input.customerId) {
        outcomes[index] = { ok: false, error: notFound() };
        continue;
      }
      const previous = paymentsSoFar.get(input.deliveryId) ?? [];
      const providerCustomerId = providerCustomers.get(input.customerId);
      if (previous.some((payment) => payment.status === 'paid' || unsettled(payment)) || providerCustomerId === undefined) {
        alone.push(index);
        continue;
      }
      const mandate = mandates.get(input.customerId);
      if (!mandate) {
        outcomes[index] = { ok: false, error: noValidMandate() };
        continue;
      }
      const latest = previous.find((payment) => payment.customerId === input.customerId);
      charges.push({
        index,
        input,
        mandate,
        attempt: (latest?.attempt ?? 0) + 1,
        request: {
          amountCents: input.amountCents,
          description: input.description,
          sequenceType: 'recurring',
          providerCustomerId,
          mandateId: mandate.providerMandateId,
          webhookUrl: this.options.webhookUrl,
          metadata: { customer_id: input.customerId, delivery_id: input.deliveryId },
        },
      });
    }

    const made = await this.createPayments(charges.map((charge) => charge.request));
    const stored: Array<{ charge: (typeof charges)[number]; created: CreatedPayment }> = [];
    for (const [position, charge] of charges.entries()) {
      const created = made[position];
      if (created instanceof PaymentProviderRefused) {
        this.options.log.warn({ err: created, customerId: charge.input.customerId }, 'payment refused by the provider');
        outcomes[charge.index] = { ok: false, error: noValidMandate() };
      } else if (created instanceof Error || created === undefined) {
        outcomes[charge.index] = { ok: false, error: created ?? new Error('No outcome from the provider') };
      } else {
        stored.push({ charge, created });
      }
    }
    const rows = new Map(
      (
        await insertPaymentsUnlessOpen(
          db,
          stored.map(({ charge, created }) => ({
            customerId: charge.input.customerId,
            deliveryId: charge.input.deliveryId,
            provider: this.provider.name,
            providerPaymentId: created.id,
            sequenceType: 'recurring',
            // Stored as open: the status the provider reports is applied by `syncPayments` below,
            // the one path every status change takes (with its listeners).
            status: 'open',
            amountCents: charge.input.amountCents,
            checkoutUrl: created.checkoutUrl,
            mandateId: charge.mandate.id,
            isShop: false,
            attempt: charge.attempt,
          })),
        )
      ).map((row) => [row.providerPaymentId, row]),
    );
    const toSync = stored.filter(({ created }) => rows.has(created.id) && created.status !== 'open').map(({ created }) => created.id);
    const syncErrors = await this.syncPayments(toSync);
    const synced = await findPaymentsByProviderIds(db, this.provider.name, toSync);
    for (const { charge, created } of stored) {
      const row = rows.get(created.id);
      const error = syncErrors.get(created.id);
      if (!row) {
        // A concurrent request stored its payment of the delivery first: that one is the payment.
        outcomes[charge.index] = await this.settle(() => this.lostTheRace(created.id, charge.input.deliveryId));
      } else if (error !== undefined) {
        outcomes[charge.index] = { ok: false, error };
      } else {
        const payment = synced.get(created.id) ?? row;
        outcomes[charge.index] = { ok: true, start: { payment, checkoutUrl: checkoutUrlOf(payment), created: true } };
      }
    }
    for (const index of alone) {
      const input = inputs[index];
      if (input) outcomes[index] = await this.settle(() => this.chargeWithMandate(input));
    }
    return outcomes.map((outcome) => outcome ?? { ok: false, error: new Error('Charge not made') });
  }

  /**
   * `syncPayment` of many payments: their statuses fetched from the provider (at once when it
   * can), applied forward only in one transaction with the payments locked, the listeners called
   * for each final status inside it, as `syncPayment` does. A first payment whose mandate is to be
   * recorded, and every payment of a batch whose transaction failed (a listener that threw), is
   * synced alone, so that one payment's failure is its own. Returns the errors, by payment.
   */
  async syncPayments(providerPaymentIds: readonly string[]): Promise<Map<string, unknown>> {
    const errors = new Map<string, unknown>();
    if (providerPaymentIds.length === 0) return errors;
    const alone: string[] = [];
    let remotes: Map<string, ProviderPayment>;
    try {
      remotes = await this.getPayments(providerPaymentIds);
    } catch (error) {
      for (const id of providerPaymentIds) errors.set(id, error);
      return errors;
    }
    for (const remote of remotes.values()) {
      if (remote.status === 'paid' && remote.sequenceType === 'first' && remote.mandateId && remote.customerId) alone.push(remote.id);
    }
    const together = [...remotes.values()].filter((remote) => !alone.includes(remote.id));
    try {
      await this.options.db.transaction(async (tx) => {
        const rows = await lockPaymentsByProviderIds(tx, this.provider.name, together.map((remote) => remote.id));
        const changes = rows.flatMap((row) => {
          const remote = remotes.get(row.providerPaymentId);
          if (!remote || !isForwardTransition(row.status as PaymentStatus, remote.status)) return [];
          const settledAt = remote.status === 'paid' ? (row.settledAt ?? new Date()) : row.settledAt;
          return [{ row, status: remote.status, update: { id: row.id, status: remote.status, method: remote.method ?? row.method, mandateId: row.mandateId, settledAt } }];
        });
        const updated = new Map((await updatePayments(tx, changes.map((change) => change.update))).map((row) => [row.id, row]));
        const events: SettlementEvent[] = [];
        for (const { row, status } of changes) {
          const payment = updated.get(row.id);
          if (!payment) throw new Error(`Payment ${row.id} disappeared while locked`);
          if (isFinalStatus(status)) events.push({ tx, payment, status: status as FinalPaymentStatus, previousStatus: row.status as PaymentStatus });
        }
        // Each listener for the whole batch (at once when it can), in the payments' order.
        for (const listener of this.listeners) {
          const many = this.batchListeners.get(listener);
          if (many) await many(tx, events);
          else for (const event of events) await listener(event);
        }
      });
    } catch (error) {
      this.options.log.warn({ err: error, payments: together.length }, 'payments could not be synced together; one by one');
      alone.push(...together.map((remote) => remote.id));
    }
    for (const id of alone) {
      try {
        await this.syncPayment(id);
      } catch (error) {
        errors.set(id, error);
      }
    }
    return errors;
  }

  /**
   * The customer's most recent payment (of one delivery, of the shop or not). With `refresh`, a
   * payment that is not final yet is first brought up to date from the provider, so that a page the
   * payer returns to sees the result even before the webhook arrived.
   */
  async latestPayment(filter: {
    customerId: string;
    deliveryId?: number;
    isShop?: boolean;
    refresh?: boolean;
  }): Promise<PaymentRow | undefined> {
    const latest = await findLatestPayment(this.options.db, filter);
    if (!latest || !filter.refresh || !unsettled(latest)) return latest;
    return this.refreshed(latest);
  }

  /** One of the customer's payments (another customer's does not exist for them). */
  async paymentOf(customerId: string, id: number): Promise<PaymentRow | undefined> {
    return findPaymentOfCustomer(this.options.db, customerId, id);
  }

  /**
   * The payer wants to pay a delivery (again): the open payment's checkout, the pending or paid
   * payment as it is, or, when the last payment failed, was canceled or expired (or there is
   * none), a new payment of the delivery.
   */
  async handleOpenPayment(input: HandleOpenPaymentInput): Promise<PaymentStart> {
    const delivery = await this.deliveryOf(input.customerId, input.deliveryId);
    const paid = await findPaidPaymentOfDelivery(this.options.db, input.deliveryId);
    if (paid) return { payment: paid, checkoutUrl: null, created: false };
    let last = await findLatestPayment(this.options.db, { customerId: input.customerId, deliveryId: input.deliveryId });
    if (last && unsettled(last)) {
      last = await this.refreshed(last);
      if (unsettled(last) || last.status === 'paid') return { payment: last, checkoutUrl: checkoutUrlOf(last), created: false };
    }
    const amountCents = input.amountCents ?? (delivery.totalCents > 0 ? delivery.totalCents : last?.amountCents);
    if (!amountCents) {
      throw new ApiProblem({
        statusCode: 409,
        code: paymentErrorCodes.nothingToPay,
        detail: { key: paymentMessageKeys.nothingToPay },
      });
    }
    const description = input.description ?? (last ? await this.descriptionOf(last) : undefined) ?? `Brokkie #${input.deliveryId}`;
    // A failed recurring charge is paid at a checkout: as a one-off while a mandate is still
    // there to charge next time, else as a first payment that makes a new mandate.
    const sequenceType =
      last && last.sequenceType !== 'recurring'
        ? (last.sequenceType as 'oneoff' | 'first')
        : (await findChargeableMandate(this.options.db, input.customerId, this.provider.name))
          ? 'oneoff'
          : 'first';
    return this.startPayment({
      customerId: input.customerId,
      deliveryId: input.deliveryId,
      amountCents,
      description,
      sequenceType,
      redirectUrl: input.redirectUrl,
      isShop: last?.isShop ?? false,
    });
  }

  /**
   * A new payment method: a first payment of €0.01 (`mandateVerificationAmountCents`) without a
   * delivery; when it is paid, its mandate is recorded like any first payment's.
   */
  async startMandateVerification(input: { customerId: string; redirectUrl: string; description: string }): Promise<PaymentStart> {
    return this.openPayment({
      customerId: input.customerId,
      deliveryId: null,
      amountCents: mandateVerificationAmountCents,
      description: input.description,
      sequenceType: 'first',
      redirectUrl: input.redirectUrl,
      isShop: false,
    });
  }

  /**
   * Brings our payment up to date with the provider's (what a webhook does): the status is
   * fetched from the provider, never taken from the caller, and applied forward only in a
   * transaction with the payment row locked. 'unknown' when we have no such payment.
   */
  async syncPayment(providerPaymentId: string): Promise<SyncOutcome> {
    let remote: ProviderPayment;
    try {
      remote = await this.provider.getPayment(providerPaymentId);
    } catch (error) {
      if (error instanceof PaymentNotFoundAtProvider) return 'unknown';
      throw error;
    }
    // Provider calls stay outside the transaction: the row lock is held for database work only.
    let remoteMandate: ProviderMandate | undefined;
    if (remote.status === 'paid' && remote.sequenceType === 'first' && remote.mandateId && remote.customerId) {
      remoteMandate = await this.provider.getMandate(remote.customerId, remote.mandateId);
    }
    // Most reports change nothing (a replay, the webhook of a payment its charge has synced
    // already): seen so without the lock, they need no transaction. Statuses only move forward, so
    // what is not forward of the committed status is not forward of any later one either.
    const seen = await findPaymentByProviderId(this.options.db, this.provider.name, providerPaymentId);
    if (seen && !isForwardTransition(seen.status as PaymentStatus, remote.status) && !(remoteMandate && seen.mandateId === null)) {
      return 'unchanged';
    }
    return this.options.db.transaction(async (tx) => {
      const row = await lockPaymentByProviderId(tx, this.provider.name, providerPaymentId);
      if (!row) return 'unknown';
      const from = row.status as PaymentStatus;
      const forward = isForwardTransition(from, remote.status);
      const status = forward ? remote.status : from;
      // A paid first payment whose mandate is not recorded yet gets it, even on a repeated report.
      const recordMandate = remoteMandate !== undefined && row.mandateId === null && status === 'paid';
      if (!forward && !recordMandate) return 'unchanged';
      let mandateId = row.mandateId;
      if (recordMandate && remoteMandate) {
        await lockCustomerMandates(tx, row.customerId);
        const mandate = await upsertProviderMandate(tx, {
          customerId: row.customerId,
          provider: this.provider.name,
          providerMandateId: remoteMandate.id,
          method: remoteMandate.method,
          status: remoteMandate.status,
          details: storedDetails(remoteMandate),
        });
        mandateId = mandate.id;
      }
      const updated = await updatePayment(tx, row.id, {
        status,
        method: remote.method ?? row.method,
        mandateId,
        settledAt: status === 'paid' ? (row.settledAt ?? new Date()) : row.settledAt,
      });
      if (!updated) throw new Error(`Payment ${row.id} disappeared while locked`);
      if (forward && isFinalStatus(status)) {
        for (const listener of this.listeners) {
          await listener({ tx, payment: updated, status: status as FinalPaymentStatus, previousStatus: from });
        }
      }
      return 'updated';
    });
  }

  /** The provider's customer id of a customer, made at the provider on first use. */
  async providerCustomerId(customerId: string): Promise<string> {
    const known = await findProviderCustomerId(this.options.db, customerId, this.provider.name);
    if (known) return known;
    const customer = await findCustomerById(this.options.db, customerId);
    if (!customer) throw notFound();
    const name = `${customer.firstname} ${customer.lastname}`.trim();
    const created = await this.provider.ensureCustomer({
      id: customer.id,
      name,
      email: customer.isAnonymous ? null : customer.email,
    });
    return saveProviderCustomerId(this.options.db, {
      customerId,
      provider: this.provider.name,
      providerCustomerId: created,
    });
  }

  private async deliveryOf(customerId: string, deliveryId: number) {
    const delivery = await findDeliveryForPayment(this.options.db, deliveryId);
    // Another customer's delivery does not exist as far as this customer is concerned.
    if (!delivery || delivery.customerId !== customerId) throw notFound();
    return delivery;
  }

  /**
   * What a new payment of the delivery must give way to: its paid payment, or its open or
   * pending one (when of the same amount, or of any amount with `anyAmount`). An open payment of
   * another amount is canceled at the provider if possible (then undefined: make a new one).
   */
  private async existingPayment(
    deliveryId: number,
    amountCents: number,
    options: { anyAmount?: boolean } = {},
  ): Promise<PaymentStart | undefined> {
    const paid = await findPaidPaymentOfDelivery(this.options.db, deliveryId);
    if (paid) return { payment: paid, checkoutUrl: null, created: false };
    const found = await findUnsettledPaymentOfDelivery(this.options.db, deliveryId);
    if (!found) return undefined;
    const current = await this.refreshed(found);
    if (current.status === 'paid') return { payment: current, checkoutUrl: null, created: false };
    if (!unsettled(current)) return undefined;
    if (options.anyAmount || current.amountCents === amountCents) {
      return { payment: current, checkoutUrl: checkoutUrlOf(current), created: false };
    }
    if (current.status === 'open' && (await this.provider.cancelPayment(current.providerPaymentId))) {
      await this.syncPayment(current.providerPaymentId);
      return undefined;
    }
    throw paymentInProgress();
  }

  private async openPayment(request: {
    customerId: string;
    deliveryId: number | null;
    amountCents: number;
    description: string;
    sequenceType: SequenceType;
    redirectUrl?: string;
    isShop: boolean;
    method?: CheckoutMethod | undefined;
    mandate?: MandateRow;
  }): Promise<PaymentStart> {
    const providerCustomerId =
      request.sequenceType === 'oneoff' ? undefined : await this.providerCustomerId(request.customerId);
    const previous =
      request.deliveryId === null
        ? undefined
        : await findLatestPayment(this.options.db, { customerId: request.customerId, deliveryId: request.deliveryId });
    let created;
    try {
      created = await this.provider.createPayment({
        amountCents: request.amountCents,
        description: request.description,
        sequenceType: request.sequenceType,
        providerCustomerId,
        mandateId: request.mandate?.providerMandateId,
        method: request.method,
        redirectUrl: request.redirectUrl,
        webhookUrl: this.options.webhookUrl,
        metadata: { customer_id: request.customerId, delivery_id: request.deliveryId },
      });
    } catch (error) {
      if (error instanceof PaymentProviderRefused) {
        this.options.log.warn({ err: error, customerId: request.customerId }, 'payment refused by the provider');
        throw noValidMandate();
      }
      throw error;
    }
    const row = await insertPaymentUnlessOpen(this.options.db, {
      customerId: request.customerId,
      deliveryId: request.deliveryId,
      provider: this.provider.name,
      providerPaymentId: created.id,
      sequenceType: request.sequenceType,
      // Stored as open: the status the provider reports is applied by `syncPayment` below, the
      // one path every status change takes (with its mandate and listeners).
      status: 'open',
      amountCents: request.amountCents,
      checkoutUrl: created.checkoutUrl,
      mandateId: request.mandate?.id ?? null,
      isShop: request.isShop,
      attempt: (previous?.attempt ?? 0) + 1,
    });
    if (!row) return this.lostTheRace(created.id, request.deliveryId);
    if (created.status === 'open') return { payment: row, checkoutUrl: checkoutUrlOf(row), created: true };
    await this.syncPayment(created.id);
    const synced = (await findPaymentByProviderId(this.options.db, this.provider.name, created.id)) ?? row;
    return { payment: synced, checkoutUrl: checkoutUrlOf(synced), created: true };
  }

  /**
   * A concurrent request (a double click) stored its payment of the delivery first: that one is
   * the delivery's payment; ours is withdrawn at the provider before anyone sees its checkout.
   */
  private async lostTheRace(providerPaymentId: string, deliveryId: number | null): Promise<PaymentStart> {
    await this.provider.cancelPayment(providerPaymentId).catch((error: unknown) => {
      this.options.log.warn({ err: error, providerPaymentId }, 'could not cancel a duplicate payment');
    });
    const winner = deliveryId === null ? undefined : await findUnsettledPaymentOfDelivery(this.options.db, deliveryId);
    if (!winner) throw paymentInProgress();
    return { payment: winner, checkoutUrl: checkoutUrlOf(winner), created: false };
  }

  /** `createPayment` of each request: at once when the provider can, else a few at a time. */
  private async createPayments(requests: readonly CreatePaymentRequest[]): Promise<Array<CreatedPayment | Error>> {
    if (requests.length === 0) return [];
    if (this.provider.createPayments) return this.provider.createPayments(requests);
    return mapConcurrently(requests, providerConcurrency, (request) =>
      this.provider.createPayment(request).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    );
  }

  /** `getPayment` of each id: at once when the provider can, else a few at a time; unknown ids are absent. */
  private async getPayments(ids: readonly string[]): Promise<Map<string, ProviderPayment>> {
    if (this.provider.getPayments) return this.provider.getPayments(ids);
    const found = await mapConcurrently(ids, providerConcurrency, (id) =>
      this.provider.getPayment(id).catch((error: unknown) => {
        if (error instanceof PaymentNotFoundAtProvider) return undefined;
        throw error;
      }),
    );
    return new Map(found.flatMap((payment) => (payment ? [[payment.id, payment] as const] : [])));
  }

  private async settle(charge: () => Promise<PaymentStart>): Promise<ChargeOutcome> {
    try {
      return { ok: true, start: await charge() };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /** The payment after asking the provider; the stored one when the provider cannot be reached. */
  private async refreshed(payment: PaymentRow): Promise<PaymentRow> {
    try {
      await this.syncPayment(payment.providerPaymentId);
    } catch (error) {
      this.options.log.warn({ err: error, paymentId: payment.id }, 'payment status could not be refreshed');
      return payment;
    }
    return (await findPaymentByProviderId(this.options.db, payment.provider, payment.providerPaymentId)) ?? payment;
  }

  private async descriptionOf(payment: PaymentRow): Promise<string | undefined> {
    try {
      return (await this.provider.getPayment(payment.providerPaymentId)).description || undefined;
    } catch (error) {
      this.options.log.warn({ err: error, paymentId: payment.id }, 'payment description could not be read');
      return undefined;
    }
  }
}

/** Masked mandate details as stored (`mandate.details`): only the keys that have a value. */
function storedDetails(mandate: ProviderMandate): Record<string, string> {
  const details: Record<string, string> = {};
  if (mandate.details.consumerName) details.consumer_name = mandate.details.consumerName;
  if (mandate.details.last4) details.last4 = mandate.details.last4;
  if (mandate.details.cardLabel) details.card_label = mandate.details.cardLabel;
  return details;
}
