import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, mandates, recurringDeliveries, sandboxPayments, sandboxWebhooks } from '@brokkie/db/schema';
import { insertSandboxPayment } from '@brokkie/db/payment-queries';
import type { CreatedPayment, CreatePaymentRequest } from '../../../src/modules/payments/payment-provider.ts';
import type { SandboxProvider } from '../../../src/modules/payments/sandbox-provider.ts';
import { sandboxWebhookRetryMinutes } from '../../../src/modules/payments/sandbox-webhook-outbox.ts';
import { belgianAddress, DeliveryTestKit, dog, type Owner } from '../delivery/delivery-test-kit.ts';
import { mailsTo, minutesAfter, nextDelivery, runBilling, subscribe } from '../billing/billing-test-kit.ts';
import {
  createDelivery,
  createPaymentsTestApi,
  payAtCheckout,
  paymentOfDelivery,
  settleAtSandboxWithoutWebhook,
  signUpCustomer,
  type PaymentsTestApi,
} from './payment-test-support.ts';

/**
 * Issue 17, defect 3: a payment settled at the provider while its webhook did not reach us stays
 * open until someone looks. The reconciliation job looks by itself; and the sandbox, like Mollie,
 * calls a webhook that did not answer 2xx again, on Mollie's schedule, from the database.
 */

const kit = new DeliveryTestKit('10.0.171');
let api: PaymentsTestApi;

/** While set, the webhook's settlement fails (as a webhook answering 500 would), and counts the calls. */
let failingWebhook = false;
let failedCalls = 0;

beforeAll(async () => {
  api = await createPaymentsTestApi();
  kit.api = api;
  api.scope.payments.onSettled(() => {
    if (!failingWebhook) return;
    failedCalls += 1;
    throw new Error('the webhook fails (test)');
  });
});
afterAll(async () => {
  await api?.close();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  failingWebhook = false;
});

const reconcile = (now?: Date) => api.scope.paymentReconciler.runOnce(now);
const sandbox = () => api.scope.payments.provider as SandboxProvider;

async function firstOrderAwaitingPayment(owner: Owner) {
  const pet = await kit.pet(owner, dog);
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [pet.id], country: 'BE' }, 201);
  await kit.defaultAddress(owner, belgianAddress);
  const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, owner.token, {});
  expect(pay.checkout_url).toBeTruthy();
  return { deliveryId: created.delivery.id as number, payment: await paymentOfDelivery(kit.db, created.delivery.id) };
}

describe('the reconciliation job', () => {
  it('settles an open payment paid at the sandbox while no webhook came: the box is paid, the subscription starts, the customer is mailed', async () => {
    const owner = await kit.signUp('Noor Janssens');
    const email: string = (await kit.ok('GET', '/api/customer/', owner.token)).results[0].email;
    const { deliveryId, payment } = await firstOrderAwaitingPayment(owner);
    expect(payment.status).toBe('open');
    await settleAtSandboxWithoutWebhook(kit.db, payment.providerPaymentId, 'paid');

    // Younger than five minutes: its webhook may still come.
    expect((await reconcile(minutesAfter(payment.createdAt, 1))).checked).not.toContain(payment.providerPaymentId);
    expect((await paymentOfDelivery(kit.db, deliveryId)).status).toBe('open');

    const report = await reconcile(minutesAfter(payment.createdAt, 6));
    expect(report.checked).toContain(payment.providerPaymentId);
    expect(report.updated).toContain(payment.providerPaymentId);
    expect(report.errors).toBe(0);

    // What the webhook would have done: paid, invoiced, the mandate recorded as the default, the subscription started.
    expect(await paymentOfDelivery(kit.db, deliveryId)).toMatchObject({ status: 'paid', method: 'bancontact' });
    const [delivery] = await kit.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(delivery).toMatchObject({ status: 'paid' });
    expect(delivery!.invoiceNumber).toMatch(/^BRK-\d{4}-\d+$/);
    const [mandate] = await kit.db.select().from(mandates).where(eq(mandates.customerId, owner.customerId));
    expect(mandate).toMatchObject({ status: 'valid', isDefault: true });
    const [subscription] = await kit.db.select().from(recurringDeliveries).where(eq(recurringDeliveries.customerId, owner.customerId));
    expect(subscription).toMatchObject({ active: true });

    // …and the order confirmation goes out with the scheduler's next run, as after a webhook.
    expect((await runBilling(kit.api.app, new Date())).order_confirmed).toContain(deliveryId);
    expect((await mailsTo(kit.api.app, email)).filter((mail) => mail.kind === 'order_confirmation')).toHaveLength(1);

    // Settled: never asked about again.
    expect((await reconcile(minutesAfter(payment.createdAt, 60))).checked).not.toContain(payment.providerPaymentId);
  });

  it('asks again later about a payment still open at the provider, less often as it ages', async () => {
    const owner = await kit.signUp('Sam Claes');
    const { payment } = await firstOrderAwaitingPayment(owner);
    const first = await reconcile(minutesAfter(payment.createdAt, 6));
    expect(first.checked).toContain(payment.providerPaymentId);
    expect(first.updated).not.toContain(payment.providerPaymentId);
    // Next after half its age, at least five minutes: not at +10, at +11.
    expect((await reconcile(minutesAfter(payment.createdAt, 10))).checked).not.toContain(payment.providerPaymentId);
    expect((await reconcile(minutesAfter(payment.createdAt, 11))).checked).toContain(payment.providerPaymentId);
  });

  it('applies a failed recurring charge it finds, and the billing scheduler follows its retry plan from then', async () => {
    const owner = await kit.signUp('Ine Peeters');
    const subscriber = await subscribe(kit, owner, [await kit.pet(owner, { ...dog, name: 'Bobby' })]);
    expect((await runBilling(kit.api.app, new Date())).created).toHaveLength(1);
    const next = await nextDelivery(kit, subscriber);
    const boxId = next.delivery!.id;
    const chargedAt = minutesAfter(next.cut_off_at!, 1);

    // The bank takes its time (SEPA): the charge is pending at the provider, then fails — and
    // the webhook that would say so never comes.
    vi.useFakeTimers({ toFake: ['Date'], now: chargedAt });
    vi.spyOn(sandbox(), 'createPayments').mockImplementationOnce(pendingCharges);
    const charged = await runBilling(kit.api.app, new Date());
    expect(charged.charged).toEqual(expect.arrayContaining([{ delivery: boxId, attempt: 1, status: 'pending' }]));
    const charge = await paymentOfDelivery(kit.db, boxId);
    expect(charge.status).toBe('pending');
    await kit.db.update(sandboxPayments).set({ status: 'failed' }).where(eq(sandboxPayments.id, charge.providerPaymentId));

    vi.setSystemTime(minutesAfter(chargedAt, 6));
    const report = await reconcile();
    expect(report.updated).toContain(charge.providerPaymentId);
    const failed = await paymentOfDelivery(kit.db, boxId);
    expect(failed.status).toBe('failed');
    expect(failed.updatedAt.toISOString()).toBe(minutesAfter(chargedAt, 6).toISOString());

    // The scheduler's next look at the charge: a failed first attempt, retried a day after it failed, the customer told.
    vi.setSystemTime(minutesAfter(chargedAt, 61));
    const after = await runBilling(kit.api.app, new Date());
    expect(after.retry_scheduled).toEqual(expect.arrayContaining([{ delivery: boxId, at: minutesAfter(chargedAt, 6 + 24 * 60).toISOString() }]));
    expect((await mailsTo(kit.api.app, subscriber.email)).filter((mail) => mail.kind === 'payment_failed')).toHaveLength(1);
  });
});

/** What the sandbox makes of recurring charges when the bank has not answered yet: pending payments. */
async function pendingCharges(requests: readonly CreatePaymentRequest[]): Promise<Array<CreatedPayment | Error>> {
  const outcomes: CreatedPayment[] = [];
  for (const request of requests) {
    const id = `tr_sbx_${randomBytes(8).toString('hex').slice(0, 10)}`;
    await insertSandboxPayment(kit.db, {
      id,
      amountCents: request.amountCents,
      description: request.description,
      sequenceType: 'recurring',
      customerId: request.providerCustomerId ?? null,
      mandateId: request.mandateId ?? null,
      status: 'pending',
      method: 'directdebit',
      redirectUrl: null,
      webhookUrl: request.webhookUrl,
      metadata: request.metadata,
      checkoutToken: randomBytes(24).toString('base64url'),
      expiresAt: new Date(),
    });
    outcomes.push({ id, status: 'pending', checkoutUrl: null });
  }
  return outcomes;
}

describe('the sandbox’s webhook, when it is not answered 2xx', () => {
  const redirectUrl = 'http://localhost:3000/after-checkout-redirect';

  let payer = 0;

  async function paidWithFailingWebhook() {
    payer += 1;
    const customer = await signUpCustomer(api, `10.0.172.${payer}`);
    const deliveryId = await createDelivery(api, customer.customerId, 3990);
    const { payment, checkoutUrl } = await api.scope.payments.startPayment({
      customerId: customer.customerId,
      deliveryId,
      amountCents: 3990,
      description: `Brokkie #${deliveryId}`,
      sequenceType: 'first',
      redirectUrl,
    });
    failingWebhook = true;
    failedCalls = 0;
    // The payer is sent back all the same.
    expect((await payAtCheckout(api, checkoutUrl!, 'paid')).statusCode).toBe(303);
    const [webhook] = await kit.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.paymentId, payment.providerPaymentId));
    return { payment, webhook: webhook! };
  }

  const webhookOf = async (id: number) => (await kit.db.select().from(sandboxWebhooks).where(eq(sandboxWebhooks.id, id)))[0]!;

  it('calls it again 10 times over 26 hours, on Mollie’s schedule, then gives up', async () => {
    const { payment, webhook } = await paidWithFailingWebhook();
    expect(failedCalls).toBe(1);
    expect(webhook).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null, gaveUpAt: null });
    expect(webhook.nextAttemptAt.toISOString()).toBe(minutesAfter(webhook.createdAt, 1).toISOString());
    expect((await paymentOfDelivery(kit.db, payment.deliveryId!)).status).toBe('open');

    // Retries 1 min, 5 min, 15 min, 30 min, 1 h, 2 h, 4 h, 8 h, 16 h and 26 h after the status change.
    expect(sandboxWebhookRetryMinutes).toEqual([1, 5, 15, 30, 60, 120, 240, 480, 960, 1560]);
    for (const [index, minutes] of sandboxWebhookRetryMinutes.entries()) {
      const due = minutesAfter(webhook.createdAt, minutes);
      expect((await sandbox().callDueWebhooks(new Date(due.getTime() - 1000))).retry_scheduled, `before retry ${index + 1}`).toEqual([]);
      const report = await sandbox().callDueWebhooks(due);
      const following = sandboxWebhookRetryMinutes[index + 1];
      if (following === undefined) {
        expect(report.gave_up).toEqual([payment.providerPaymentId]);
      } else {
        expect(report.retry_scheduled).toEqual([{ payment: payment.providerPaymentId, at: minutesAfter(webhook.createdAt, following).toISOString() }]);
      }
    }
    expect(failedCalls).toBe(11);
    expect(await webhookOf(webhook.id)).toMatchObject({ attempts: 11, deliveredAt: null, lastStatus: 500 });
    expect((await webhookOf(webhook.id)).gaveUpAt).not.toBeNull();
    // Nothing after that.
    expect(await sandbox().callDueWebhooks(minutesAfter(webhook.createdAt, 40 * 60))).toEqual({ delivered: [], retry_scheduled: [], gave_up: [] });
    expect(failedCalls).toBe(11);
  });

  it('stops once the webhook answers 2xx, and the payment is applied', async () => {
    const { payment, webhook } = await paidWithFailingWebhook();
    failingWebhook = false;
    const report = await sandbox().callDueWebhooks(minutesAfter(webhook.createdAt, 1));
    expect(report.delivered).toEqual([payment.providerPaymentId]);
    expect((await paymentOfDelivery(kit.db, payment.deliveryId!)).status).toBe('paid');
    expect(await webhookOf(webhook.id)).toMatchObject({ attempts: 2, lastStatus: 200, gaveUpAt: null });
    expect(await sandbox().callDueWebhooks(minutesAfter(webhook.createdAt, 30 * 60))).toEqual({ delivered: [], retry_scheduled: [], gave_up: [] });
  });

  it('is retried by a run of the reconciliation job too', async () => {
    const { payment, webhook } = await paidWithFailingWebhook();
    failingWebhook = false;
    const report = await reconcile(minutesAfter(webhook.createdAt, 1));
    expect(report.webhooks?.delivered).toEqual([payment.providerPaymentId]);
    expect((await paymentOfDelivery(kit.db, payment.deliveryId!)).status).toBe('paid');
  });
});
