import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '@brokkie/db/client';
import type { sandboxPayments } from '@brokkie/db/schema';
import {
  findSandboxCustomer,
  findSandboxMandate,
  findSandboxMandates,
  findSandboxPayment,
  findSandboxPayments,
  insertSandboxCustomer,
  insertSandboxPayment,
  insertSettledSandboxPayments,
  invalidateSandboxMandate,
  listSandboxMandates,
  settleOpenSandboxPayment,
  type SandboxMandateRow,
  type SandboxPaymentRow,
} from '@brokkie/db/payment-queries';
import type { SandboxWebhookRow } from '@brokkie/db/sandbox-webhook-queries';
import type { CheckoutMethod, PaymentStatus, SequenceType } from '@brokkie/contracts/payment';
import {
  mandateMethodFor,
  maskMandateDetails,
  PaymentNotFoundAtProvider,
  PaymentProviderRefused,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderCustomerInput,
  type ProviderMandate,
  type ProviderPayment,
} from './payment-provider.ts';
import { SandboxWebhookOutbox, type SandboxWebhookRunReport } from './sandbox-webhook-outbox.ts';

/** The outcomes a payer can choose on the sandbox's checkout page. */
export const sandboxOutcomes = ['paid', 'failed', 'canceled', 'expired', 'open'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

/** Header of the sandbox's webhook: hex HMAC-SHA256 of the raw body with the sandbox secret. */
export const sandboxSignatureHeader = 'x-sandbox-signature';

/** How long an open sandbox payment can be paid, like Mollie's checkout. */
export const sandboxPaymentLifetimeMs = 30 * 60 * 1000;

export const sandboxPaymentIdPattern = /^tr_sbx_[A-Za-z0-9]{10}$/;

/**
 * How long after a recurring charge its webhook comes. The caller that charged has stored the
 * payment and applied its status by then (a batch of the billing scheduler takes a few seconds on
 * a busy machine), so the webhook finds nothing left to do, as when Mollie's webhook comes;
 * arriving in the middle, it would wait on the caller's locks. Closing the API sends the ones
 * still waiting at once.
 */
export const recurringWebhookDelayMs = 5000;

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function newId(prefix: string): string {
  let id = prefix;
  for (let i = 0; i < 10; i += 1) id += idAlphabet[randomInt(idAlphabet.length)];
  return id;
}

export function signSandboxWebhook(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function sandboxSignatureValid(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signSandboxWebhook(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

export interface SandboxProviderOptions {
  db: Database;
  secret: string;
  /** The API base URL (`https://www.brokkie.be/api`) the payer's checkout page is served at. */
  checkoutBaseFor(redirectUrl: string | undefined): string;
  /** Posts a signed webhook (form body `id=tr_…`) to the webhook URL; resolves with the status, rejects without an answer. */
  deliverWebhook(webhookUrl: string, body: string, signature: string): Promise<number>;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export type CheckoutSubmission =
  | { kind: 'not_found' }
  | { kind: 'invalid_token' }
  /** Nothing changed: the payment was no longer open, or the payer left it open. */
  | { kind: 'unchanged'; payment: SandboxPaymentRow }
  | { kind: 'settled'; payment: SandboxPaymentRow };

/**
 * The embedded payment provider: behaves like Mollie's test mode, served by our own API and
 * stored in its own tables, so the whole payment flow runs offline. A payment's checkout page
 * (`sandbox-routes.ts`) lets the payer pick a method and an outcome; the sandbox then settles the
 * payment, makes a mandate for a paid first payment (directdebit for SEPA, iDEAL and Bancontact,
 * creditcard for a card, as Mollie does), signs and delivers the webhook, and sends the payer back.
 * A webhook that is not answered 2xx is called again on Mollie's schedule (`webhooks`, kept in
 * the database with the status change, so a restart loses none).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly deliveries = new Set<Promise<unknown>>();
  /** Webhooks waiting for their moment: `idle` sends them at once. */
  private readonly waiting = new Set<() => void>();
  private readonly webhooks: SandboxWebhookOutbox;

  constructor(private readonly options: SandboxProviderOptions) {
    this.webhooks = new SandboxWebhookOutbox({
      db: options.db,
      call: (webhook) => this.callWebhook(webhook),
      log: options.log,
    });
  }

  /** Makes the webhook calls due at `now` (retries, and first calls a stopped process did not make). */
  callDueWebhooks(now: Date): Promise<SandboxWebhookRunReport> {
    return this.webhooks.callDue(now);
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    if (request.sequenceType === 'recurring') {
      const [outcome] = await this.createPayments([request]);
      if (!outcome || outcome instanceof Error) throw outcome ?? new Error('No outcome of the sandbox charge');
      return outcome;
    }
    const now = new Date();
    const base = this.newPayment(request, now);
    const { id } = base;
    if (request.sequenceType === 'first' && !request.providerCustomerId) {
      throw new PaymentProviderRefused('A first payment needs a customer');
    }
    await insertSandboxPayment(this.options.db, {
      ...base,
      status: 'open',
      method: request.method ?? null,
      expiresAt: new Date(now.getTime() + sandboxPaymentLifetimeMs),
    });
    return { id, status: 'open', checkoutUrl: `${this.options.checkoutBaseFor(request.redirectUrl)}/sandbox-payments/${id}/` };
  }

  /**
   * Recurring charges, in two statements for the lot (the mandates read, the payments stored):
   * like Mollie, a recurring charge needs the customer's valid mandate, has no checkout and, in
   * the sandbox, is paid at once. Any other request as `createPayment` makes it.
   */
  async createPayments(requests: readonly CreatePaymentRequest[]): Promise<Array<CreatedPayment | Error>> {
    const outcomes: Array<CreatedPayment | Error | undefined> = requests.map(() => undefined);
    const recurring = requests.flatMap((request, index) => (request.sequenceType === 'recurring' ? [{ request, index }] : []));
    const mandates = await findSandboxMandates(
      this.options.db,
      recurring.flatMap(({ request }) =>
        request.providerCustomerId && request.mandateId ? [{ customerId: request.providerCustomerId, id: request.mandateId }] : [],
      ),
    );
    const now = new Date();
    const rows: Array<typeof sandboxPayments.$inferInsert> = [];
    for (const { request, index } of recurring) {
      const mandate = request.mandateId ? mandates.get(request.mandateId) : undefined;
      if (mandate?.status !== 'valid') {
        outcomes[index] = new PaymentProviderRefused('The mandate is not valid for this customer');
        continue;
      }
      const row = { ...this.newPayment(request, now), mandateId: mandate.id, status: 'paid', method: mandate.method, expiresAt: now };
      rows.push(row);
      outcomes[index] = { id: row.id, status: 'paid', checkoutUrl: null };
    }
    // The charges settle at once; their webhooks follow a moment later, as Mollie's do.
    const settled = await insertSettledSandboxPayments(this.options.db, rows, new Date(now.getTime() + recurringWebhookDelayMs));
    for (const { webhookId } of settled) this.deliverLater(webhookId, recurringWebhookDelayMs);
    for (const [index, request] of requests.entries()) {
      if (outcomes[index] !== undefined) continue;
      outcomes[index] = await this.createPayment(request).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    }
    return outcomes as Array<CreatedPayment | Error>;
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    const row = await this.findPayment(id);
    if (!row) throw new PaymentNotFoundAtProvider(id);
    return toProviderPayment(row);
  }

  async getPayments(ids: readonly string[]): Promise<Map<string, ProviderPayment>> {
    const rows = await findSandboxPayments(this.options.db, ids.filter((id) => sandboxPaymentIdPattern.test(id)));
    return new Map([...rows.values()].map((row) => [row.id, toProviderPayment(row)]));
  }

  async cancelPayment(id: string): Promise<boolean> {
    const settled = await settleOpenSandboxPayment(this.options.db, id, { status: 'canceled', method: null });
    if (settled) this.deliverLater(settled.webhookId);
    return settled !== undefined;
  }

  async ensureCustomer(customer: ProviderCustomerInput): Promise<string> {
    const row = await insertSandboxCustomer(this.options.db, {
      id: newId('cst_sbx_'),
      name: customer.name,
      email: customer.email ?? '',
      metadata: { customer_id: customer.id },
    });
    return row.id;
  }

  async getMandate(providerCustomerId: string, mandateId: string): Promise<ProviderMandate | undefined> {
    const row = await findSandboxMandate(this.options.db, providerCustomerId, mandateId);
    return row && toProviderMandate(row);
  }

  async listMandates(providerCustomerId: string): Promise<ProviderMandate[]> {
    return (await listSandboxMandates(this.options.db, providerCustomerId)).map(toProviderMandate);
  }

  async revokeMandate(providerCustomerId: string, mandateId: string): Promise<void> {
    await invalidateSandboxMandate(this.options.db, providerCustomerId, mandateId);
  }

  /** The payment behind a checkout page (expired first when its time is up). */
  async findPayment(id: string): Promise<SandboxPaymentRow | undefined> {
    if (!sandboxPaymentIdPattern.test(id)) return undefined;
    return findSandboxPayment(this.options.db, id);
  }

  /** Whether `token` is the payment's checkout-form token. */
  tokenMatches(payment: SandboxPaymentRow, token: string): boolean {
    const expected = Buffer.from(payment.checkoutToken);
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * What the payer chose on the checkout page. A settled payment's webhook is delivered before
   * this resolves, so the page the payer returns to already sees the result.
   */
  async submitCheckout(id: string, submission: { token: string; method: CheckoutMethod; outcome: SandboxOutcome }): Promise<CheckoutSubmission> {
    const payment = await this.findPayment(id);
    if (!payment) return { kind: 'not_found' };
    if (!this.tokenMatches(payment, submission.token)) return { kind: 'invalid_token' };
    if (payment.status !== 'open' || submission.outcome === 'open') return { kind: 'unchanged', payment };
    const paidFirst = submission.outcome === 'paid' && payment.sequenceType === 'first' && payment.customerId !== null;
    const settled = await settleOpenSandboxPayment(
      this.options.db,
      id,
      { status: submission.outcome, method: submission.method },
      paidFirst && payment.customerId ? await this.newMandate(payment.customerId, submission.method) : undefined,
    );
    if (!settled) {
      const current = await this.findPayment(id);
      return current ? { kind: 'unchanged', payment: current } : { kind: 'not_found' };
    }
    // Not answered 2xx: the payer goes back all the same, and the call is made again later.
    await this.webhooks
      .callFirst(settled.webhookId)
      .catch((error: unknown) => this.options.log.error({ err: error, paymentId: id }, 'sandbox webhook call failed'));
    return { kind: 'settled', payment: settled.payment };
  }

  /** What every new payment of the sandbox starts from. */
  private newPayment(request: CreatePaymentRequest, now: Date) {
    return {
      id: newId('tr_sbx_'),
      amountCents: request.amountCents,
      description: request.description,
      sequenceType: request.sequenceType,
      customerId: request.providerCustomerId ?? null,
      redirectUrl: request.redirectUrl ?? null,
      webhookUrl: request.webhookUrl,
      metadata: request.metadata,
      checkoutToken: randomBytes(24).toString('base64url'),
      createdAt: now,
    };
  }

  /** Resolves when every webhook still on its way has been delivered (closing the API waits for it). */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) {
      for (const sendNow of [...this.waiting]) sendNow();
      await Promise.allSettled([...this.deliveries]);
    }
  }

  private async newMandate(customerId: string, method: CheckoutMethod) {
    const customer = await findSandboxCustomer(this.options.db, customerId);
    const holder = customer?.name.trim() || 'Sandbox test payer';
    const mandateMethod = mandateMethodFor(method);
    // Mollie's test-mode values: an example account per method, or the last digits of a test card.
    const details: Record<string, string> =
      mandateMethod === 'creditcard'
        ? { cardHolder: holder, cardNumber: '6787', cardLabel: 'Mastercard', cardExpiryDate: expiryInTwoYears() }
        : {
            consumerName: holder,
            consumerAccount: method === 'bancontact' ? 'BE68539007547034' : 'NL55INGB0000000000',
            consumerBic: method === 'bancontact' ? 'BBRUBEBB' : 'INGBNL2A',
          };
    return { id: newId('mdt_sbx_'), customerId, method: mandateMethod, status: 'valid', details };
  }

  /** The first call of a webhook, in this process, after `delayMs`; the database has it should the process stop first. */
  private deliverLater(webhookId: number, delayMs = 0): void {
    const moment = new Promise<void>((resolve) => {
      if (delayMs <= 0) {
        setImmediate(resolve);
        return;
      }
      const sendNow = () => {
        clearTimeout(timer);
        this.waiting.delete(sendNow);
        resolve();
      };
      const timer = setTimeout(sendNow, delayMs);
      this.waiting.add(sendNow);
    });
    const delivery = moment
      .then(() => this.webhooks.callFirst(webhookId))
      .catch((error: unknown) => this.options.log.error({ err: error, webhookId }, 'sandbox webhook call failed'));
    this.deliveries.add(delivery);
    void delivery.finally(() => this.deliveries.delete(delivery));
  }

  private callWebhook(webhook: SandboxWebhookRow): Promise<number> {
    const body = new URLSearchParams({ id: webhook.paymentId }).toString();
    return this.options.deliverWebhook(webhook.webhookUrl, body, signSandboxWebhook(this.options.secret, body));
  }
}

function toProviderPayment(row: SandboxPaymentRow): ProviderPayment {
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    method: row.method,
    mandateId: row.mandateId,
    customerId: row.customerId,
    amountCents: row.amountCents,
    sequenceType: row.sequenceType as SequenceType,
    description: row.description,
    metadata: row.metadata,
    checkoutUrl: null,
  };
}

function toProviderMandate(row: SandboxMandateRow): ProviderMandate {
  return {
    id: row.id,
    status: row.status as ProviderMandate['status'],
    method: row.method,
    details: maskMandateDetails(row.details),
    createdAt: row.createdAt,
  };
}

function expiryInTwoYears(): string {
  const date = new Date();
  return `${date.getUTCFullYear() + 2}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
