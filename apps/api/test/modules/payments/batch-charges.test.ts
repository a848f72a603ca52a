import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { deliveries, paymentProviderCustomers, payments, sandboxMandates } from '@brokkie/db/schema';
import type { ChargeOutcome, SettlementEvent } from '../../../src/modules/payments/payment-service.ts';
import {
  createDelivery,
  createPaymentsTestApi,
  payAtCheckout,
  signUpCustomer,
  type PaymentsTestApi,
  type SignedCustomer,
} from './payment-test-support.ts';

/**
 * `chargeWithMandates`, the billing scheduler's batch of recurring charges: each charge gets the
 * outcome `chargeWithMandate` gives it alone (a new paid payment, the payment the delivery has
 * already, 409 no_valid_mandate, 404), and a settlement listener that fails for one payment
 * fails that payment alone.
 */

let api: PaymentsTestApi;
let failFor: number | undefined;
const settled: number[] = [];
let ip = 0;
const nextIp = () => `10.0.62.${(ip += 1)}`;

beforeAll(async () => {
  api = await createPaymentsTestApi();
  // What the deliveries module does: mark the delivery paid in the same transaction.
  api.scope.payments.onSettled(async (event: SettlementEvent) => {
    if (event.status !== 'paid' || event.payment.deliveryId === null) return;
    if (event.payment.deliveryId === failFor) throw new Error('the settlement of this delivery fails');
    await event.tx.update(deliveries).set({ status: 'paid', paidAt: new Date() }).where(eq(deliveries.id, event.payment.deliveryId));
    settled.push(event.payment.deliveryId);
  });
});

afterAll(async () => {
  await api?.close();
});

/** A customer whose first payment, paid at the checkout, made a mandate. */
async function withMandate(): Promise<SignedCustomer> {
  const customer = await signUpCustomer(api, nextIp());
  const deliveryId = await createDelivery(api, customer.customerId, 2000);
  const started = await api.scope.payments.startPayment({
    customerId: customer.customerId,
    deliveryId,
    amountCents: 2000,
    description: 'first',
    sequenceType: 'first',
    redirectUrl: 'http://localhost:3000/after-checkout-redirect',
  });
  await payAtCheckout(api, started.checkoutUrl!, 'paid', 'bancontact');
  return customer;
}

const charge = (customer: SignedCustomer, deliveryId: number, amountCents = 3900) => ({
  customerId: customer.customerId,
  deliveryId,
  amountCents,
  description: `Brokkie #${deliveryId}`,
});

function expectProblem(outcome: ChargeOutcome | undefined, statusCode: number, code: string): void {
  expect(outcome?.ok).toBe(false);
  expect(outcome && !outcome.ok ? outcome.error : undefined).toMatchObject({ statusCode, code });
}

describe('chargeWithMandates', () => {
  it('gives each charge of a batch the outcome chargeWithMandate gives it', async () => {
    const ann = await withMandate();
    const bart = await signUpCustomer(api, nextIp());
    const chris = await withMandate();
    const dana = await withMandate();
    const fresh = await createDelivery(api, ann.customerId, 3900);
    const chargedBefore = await createDelivery(api, ann.customerId, 3900);
    const before = await api.scope.payments.chargeWithMandate(charge(ann, chargedBefore));
    const noMandate = await createDelivery(api, bart.customerId, 3900);
    const withdrawn = await createDelivery(api, chris.customerId, 3900);
    await api.database.handle.db
      .update(sandboxMandates)
      .set({ status: 'invalid' })
      .where(eq(sandboxMandates.customerId, (await providerCustomerOf(chris))!));
    const failedBefore = await createDelivery(api, dana.customerId, 4100);
    const oneoff = await api.scope.payments.startPayment({
      customerId: dana.customerId,
      deliveryId: failedBefore,
      amountCents: 4100,
      description: 'x',
      sequenceType: 'oneoff',
      redirectUrl: 'http://localhost:3000/after-checkout-redirect',
    });
    await payAtCheckout(api, oneoff.checkoutUrl!, 'failed');

    const outcomes = await api.scope.payments.chargeWithMandates([
      charge(ann, fresh),
      charge(ann, chargedBefore),
      charge(bart, noMandate),
      charge(chris, withdrawn),
      charge(bart, fresh),
      charge(dana, failedBefore, 4100),
    ]);

    const [first, again, , , , retried] = outcomes;
    expect(first).toMatchObject({ ok: true, start: { created: true, checkoutUrl: null, payment: { status: 'paid', sequenceType: 'recurring', deliveryId: fresh, attempt: 1 } } });
    expect(again).toMatchObject({ ok: true, start: { created: false, payment: { id: before.payment.id } } });
    expectProblem(outcomes[2], 409, 'no_valid_mandate');
    expectProblem(outcomes[3], 409, 'no_valid_mandate');
    expectProblem(outcomes[4], 404, 'not_found');
    expect(retried).toMatchObject({ ok: true, start: { created: true, payment: { status: 'paid', deliveryId: failedBefore, attempt: 2 } } });
    expect(settled).toEqual(expect.arrayContaining([fresh, failedBefore]));

    // A refused charge stores no payment; the others one each.
    const rows = await api.database.handle.db.select().from(payments).where(inArray(payments.deliveryId, [fresh, chargedBefore, noMandate, withdrawn]));
    expect(rows.map((row) => row.deliveryId).sort()).toEqual([fresh, chargedBefore].sort());

    // Charged again, nothing is charged twice.
    const repeated = await api.scope.payments.chargeWithMandates([charge(ann, fresh), charge(dana, failedBefore, 4100)]);
    expect(repeated.map((outcome) => outcome.ok && outcome.start.created)).toEqual([false, false]);
  });

  it('a settlement that fails fails its own charge; the others of the batch are paid', async () => {
    const eve = await withMandate();
    const frank = await withMandate();
    const ok = await createDelivery(api, eve.customerId, 3900);
    const failing = await createDelivery(api, frank.customerId, 3900);
    failFor = failing;
    try {
      const [paid, failed] = await api.scope.payments.chargeWithMandates([charge(eve, ok), charge(frank, failing)]);
      expect(paid).toMatchObject({ ok: true, start: { created: true, payment: { status: 'paid' } } });
      expect(failed).toMatchObject({ ok: false, error: { message: 'the settlement of this delivery fails' } });
    } finally {
      failFor = undefined;
    }
    const [delivery] = await api.database.handle.db.select().from(deliveries).where(eq(deliveries.id, ok));
    expect(delivery?.status).toBe('paid');
    // Its payment waits, open, for the provider's next report, which settles it.
    const [open] = await api.database.handle.db.select().from(payments).where(eq(payments.deliveryId, failing));
    expect(open?.status).toBe('open');
    expect(await api.scope.payments.syncPayment(open!.providerPaymentId)).toBe('updated');
    expect(settled).toContain(failing);
  });
});

async function providerCustomerOf(customer: SignedCustomer): Promise<string | undefined> {
  const [row] = await api.database.handle.db
    .select()
    .from(paymentProviderCustomers)
    .where(eq(paymentProviderCustomers.customerId, customer.customerId));
  return row?.providerCustomerId;
}
