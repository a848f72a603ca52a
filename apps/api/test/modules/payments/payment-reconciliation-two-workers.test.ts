import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { deliveries, sandboxWebhooks } from '@brokkie/db/schema';
import type { DatabaseHandle } from '@brokkie/db/client';
import type { PaymentReconcileReport } from '../../../src/modules/payments/payment-reconciler.ts';
import type { SandboxProvider } from '../../../src/modules/payments/sandbox-provider.ts';
import { createSharedTestDatabase } from '../../helpers/test-database.ts';
import { minutesAfter } from '../billing/billing-test-kit.ts';
import { belgianAddress, DeliveryTestKit, dog } from '../delivery/delivery-test-kit.ts';
import { mountPaymentsApi, payAtCheckout, paymentOfDelivery, settleAtSandboxWithoutWebhook } from './payment-test-support.ts';

/**
 * The reconciliation job and the sandbox's webhook retries with two API instances on one
 * database, as two servers of a deployment: their runs at the same moment, and each payment must
 * still be asked about, settled and announced once, each webhook call made once. On PostgreSQL
 * (DATABASE_URL=postgres://…, as CI runs this file) each instance has its own pool and the claims
 * (SKIP LOCKED, the leases in payment.reconcile_at and sandbox_webhook.next_attempt_at) decide; on
 * PGlite both share one connection.
 */

const kit = new DeliveryTestKit('10.0.173');
let handles: [DatabaseHandle, DatabaseHandle];
let instances: Array<{ app: FastifyInstance; scope: FastifyInstance }> = [];
let dispose: () => Promise<void>;
/** Final statuses announced to the settlement listeners, by payment, over both instances. */
const announced = new Map<number, number>();
/** While set, the first instance's webhook fails (a 500), as a server in trouble would. */
let firstInstanceFails = false;

beforeAll(async () => {
  ({ handles, dispose } = await createSharedTestDatabase());
  const [first] = handles;
  for (const handle of handles) instances.push(await mountPaymentsApi(handle));
  for (const [index, { scope }] of instances.entries()) {
    scope.payments.onSettled(({ payment }) => {
      if (index === 0 && firstInstanceFails) throw new Error('the webhook fails (test)');
      announced.set(payment.id, (announced.get(payment.id) ?? 0) + 1);
    });
  }
  kit.api = { app: instances[0]!.app, database: { handle: first, dispose: async () => {} }, close: async () => {} };
});

afterAll(async () => {
  for (const { app } of instances) await app.close();
  instances = [];
  await dispose?.();
});

/** Both instances run twice each, all at the same moment. */
function runEverywhere(now: Date): Promise<PaymentReconcileReport[]> {
  return Promise.all(instances.flatMap(({ scope }) => [scope.paymentReconciler.runOnce(now), scope.paymentReconciler.runOnce(now)]));
}

async function firstOrder(name: string) {
  const owner = await kit.signUp(name);
  const pet = await kit.pet(owner, dog);
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [pet.id], country: 'BE' }, 201);
  await kit.defaultAddress(owner, belgianAddress);
  const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, owner.token, {});
  return { deliveryId: created.delivery.id as number, checkoutUrl: pay.checkout_url as string, payment: await paymentOfDelivery(kit.db, created.delivery.id) };
}

describe(`reconciliation with two workers (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL, two pools' : 'PGlite, one shared connection'})`, () => {
  it('asks about each open payment once, settles it once and announces it once', async () => {
    const orders = [];
    for (const name of ['Ann Wouters', 'Bart Claes', 'Chris Goossens', 'Dana Willems']) orders.push(await firstOrder(name));
    // Three paid and one failed at the provider while no webhook reached us.
    for (const [index, order] of orders.entries()) {
      await settleAtSandboxWithoutWebhook(kit.db, order.payment.providerPaymentId, index === 3 ? 'failed' : 'paid');
    }
    const ids = orders.map((order) => order.payment.providerPaymentId);
    const latest = Math.max(...orders.map((order) => order.payment.createdAt.getTime()));

    const reports = await runEverywhere(minutesAfter(new Date(latest), 6));
    const checked = reports.flatMap((report) => report.checked);
    const updated = reports.flatMap((report) => report.updated);
    expect(reports.every((report) => report.errors === 0)).toBe(true);
    expect(checked.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(updated.sort()).toEqual([...ids].sort());
    for (const order of orders) expect(announced.get(order.payment.id), order.payment.providerPaymentId).toBe(1);

    const boxes = await kit.db
      .select()
      .from(deliveries)
      .where(
        inArray(
          deliveries.id,
          orders.map((order) => order.deliveryId),
        ),
      );
    const paid = boxes.filter((box) => box.status === 'paid');
    expect(paid).toHaveLength(3);
    expect(new Set(paid.map((box) => box.invoiceNumber)).size).toBe(3);
    expect((await paymentOfDelivery(kit.db, orders[3]!.deliveryId)).status).toBe('failed');

    // Nothing again, on either instance.
    const again = await runEverywhere(minutesAfter(new Date(latest), 60));
    expect(again.flatMap((report) => report.checked).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('makes each of the sandbox’s pending webhook calls once, whichever instance wrote it', async () => {
    const orders = [];
    for (const name of ['Eva Jacobs', 'Fien Mertens', 'Gert Maes']) orders.push(await firstOrder(name));
    // Paid through the first instance, whose webhook fails: the calls wait in the database.
    firstInstanceFails = true;
    for (const order of orders) expect((await payAtCheckout(kit.api, order.checkoutUrl, 'paid')).statusCode).toBe(303);
    firstInstanceFails = false;
    const ids = orders.map((order) => order.payment.providerPaymentId);
    const webhooks = await kit.db.select().from(sandboxWebhooks).where(inArray(sandboxWebhooks.paymentId, ids));
    expect(webhooks.map((webhook) => webhook.attempts)).toEqual([1, 1, 1]);
    const due = minutesAfter(new Date(Math.max(...webhooks.map((webhook) => webhook.createdAt.getTime()))), 1);

    const reports = await Promise.all(
      instances.flatMap(({ scope }) => {
        const sandbox = scope.payments.provider as SandboxProvider;
        return [sandbox.callDueWebhooks(due), sandbox.callDueWebhooks(due)];
      }),
    );
    const delivered = reports.flatMap((report) => report.delivered);
    expect(delivered.sort()).toEqual([...ids].sort());
    for (const order of orders) {
      expect((await paymentOfDelivery(kit.db, order.deliveryId)).status).toBe('paid');
      expect(announced.get(order.payment.id)).toBe(1);
    }
    const after = await kit.db.select().from(sandboxWebhooks).where(inArray(sandboxWebhooks.paymentId, ids));
    expect(after.map((webhook) => webhook.attempts)).toEqual([2, 2, 2]);
  });
});
