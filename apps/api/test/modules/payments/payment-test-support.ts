import { randomInt } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@brokkie/db/client';
import { deliveries, payments, recurringDeliveries, sandboxCustomers, sandboxMandates, sandboxPayments } from '@brokkie/db/schema';
import { apiPlugin, apiPrefix, type ApiPluginOptions } from '../../../src/app.ts';
import type { TestApi } from '../../helpers/test-api.ts';
import { createTestDatabase } from '../../helpers/test-database.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import type { SandboxOutcome } from '../../../src/modules/payments/sandbox-provider.ts';

export interface PaymentsTestApi extends TestApi {
  /** The API's own context, where `payments` (and `identity`, `db`) are decorated. */
  scope: FastifyInstance;
}

/**
 * The whole API under /api, as `buildApi` mounts it, but with its context reachable: the payment
 * service (`scope.payments`) is what the deliveries module calls, and the tests call it too.
 */
export async function createPaymentsTestApi(): Promise<PaymentsTestApi> {
  const database = await createTestDatabase();
  const { app, scope } = await mountPaymentsApi(database.handle);
  return {
    app,
    scope,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/** The whole API under /api on `handle` (an instance of a deployment), with its context reachable. */
export async function mountPaymentsApi(handle: DatabaseHandle): Promise<{ app: FastifyInstance; scope: FastifyInstance }> {
  const app = Fastify({ pluginTimeout: 60_000 });
  let scope: FastifyInstance | undefined;
  await app.register(
    async (mount) => {
      // fp() marks the function it is given: wrap a function of our own, never the shared apiPlugin,
      // or every later buildApi in this worker would lose the API's encapsulation.
      const unencapsulatedApi = fp<ApiPluginOptions>((instance, options) => apiPlugin(instance, options));
      await mount.register(unencapsulatedApi, { database: handle, identity: { devOidc: { enabled: false, port: 0 } }, devTools: true });
      scope = mount;
    },
    { prefix: apiPrefix },
  );
  await app.ready();
  if (!scope) throw new Error('API not mounted');
  return { app, scope };
}

export interface SignedCustomer {
  token: string;
  customerId: string;
}

/** Signs up a new customer from `ip` and returns its ID token and customer id. */
export async function signUpCustomer(api: TestApi, ip: string, name = 'Pet Owner'): Promise<SignedCustomer> {
  const browser = new TestBrowser(api.app, ip);
  const signUp = await browser.signUp(uniqueEmail('payer'), 'woofwoof42', name);
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const token = await browser.idToken();
  const list = await api.app.inject({ method: 'GET', url: '/api/customer/', headers: { authorization: `Bearer ${token}` } });
  const customerId: string = list.json().results[0].id;
  // The checkout asks for the names; the payment provider's customer carries them.
  const [firstname = '', lastname = ''] = name.split(' ');
  await api.app.inject({
    method: 'PATCH',
    url: `/api/customer/${customerId}/`,
    headers: { authorization: `Bearer ${token}` },
    payload: { firstname, lastname },
  });
  return { token, customerId };
}

/** A delivery awaiting payment (the deliveries module makes these in the app). */
export async function createDelivery(api: TestApi, customerId: string, totalCents: number): Promise<number> {
  const [row] = await api.database.handle.db
    .insert(deliveries)
    .values({ customerId, kind: 'first', status: 'awaiting_payment', country: 'BE', totalCents })
    .returning({ id: deliveries.id });
  if (!row) throw new Error('delivery not inserted');
  return row.id;
}

export async function activateSubscription(api: TestApi, customerId: string): Promise<void> {
  await api.database.handle.db.insert(recurringDeliveries).values({ customerId, active: true }).onConflictDoNothing();
}

export function call(
  api: TestApi,
  method: 'GET' | 'POST' | 'DELETE' | 'PATCH',
  url: string,
  token?: string,
  options: { body?: unknown; language?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  return api.app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

/** The path (under the test server) of an absolute checkout URL. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function formToken(html: string): string {
  const match = /name="token" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no token in the checkout form');
  return match[1];
}

/** What a payer does on the sandbox's checkout page: open it, choose, submit. */
export async function payAtCheckout(
  api: TestApi,
  checkoutUrl: string,
  outcome: SandboxOutcome,
  method = 'ideal',
): Promise<LightMyRequestResponse> {
  const page = await api.app.inject({ method: 'GET', url: pathOf(checkoutUrl) });
  if (page.statusCode !== 200) throw new Error(`checkout page: ${page.statusCode}`);
  return api.app.inject({
    method: 'POST',
    url: pathOf(checkoutUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: formToken(page.body), method, outcome }).toString(),
  });
}

/** Our payment of a delivery, as stored (the latest one). */
export async function paymentOfDelivery(db: Database, deliveryId: number) {
  const rows = await db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
  const latest = rows.sort((a, b) => b.id - a.id)[0];
  if (!latest) throw new Error(`No payment of delivery ${deliveryId}`);
  return latest;
}

/**
 * The payer settles a payment at the sandbox while no webhook reaches us (our server was down):
 * the sandbox's rows change as its checkout would change them (a paid first payment makes a
 * mandate), and no webhook call is written.
 */
export async function settleAtSandboxWithoutWebhook(
  db: Database,
  providerPaymentId: string,
  status: 'paid' | 'failed' | 'canceled' | 'expired',
  method = 'bancontact',
) {
  const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, providerPaymentId));
  if (!payment) throw new Error(`No sandbox payment ${providerPaymentId}`);
  let mandateId: string | null = null;
  if (status === 'paid' && payment.sequenceType === 'first' && payment.customerId) {
    const [customer] = await db.select().from(sandboxCustomers).where(eq(sandboxCustomers.id, payment.customerId));
    mandateId = `mdt_sbx_${String(randomInt(10 ** 9)).padStart(10, '0')}`;
    await db.insert(sandboxMandates).values({
      id: mandateId,
      customerId: payment.customerId,
      method: 'directdebit',
      status: 'valid',
      details: { consumerName: customer?.name || 'Sandbox test payer', consumerAccount: 'BE68539007547034', consumerBic: 'BBRUBEBB' },
    });
  }
  await db
    .update(sandboxPayments)
    .set({ status, method: status === 'paid' ? method : payment.method, mandateId: mandateId ?? payment.mandateId, updatedAt: new Date() })
    .where(eq(sandboxPayments.id, providerPaymentId));
}
