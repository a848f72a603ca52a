import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deliveries, mandates, payments, sandboxPayments } from '@brokkie/db/schema';
import { readPaymentConfig } from '../../../src/modules/payments/payment-config.ts';
import type { SettlementEvent } from '../../../src/modules/payments/payment-service.ts';
import { signSandboxWebhook } from '../../../src/modules/payments/sandbox-provider.ts';
import {
  call,
  createDelivery,
  createPaymentsTestApi,
  formToken,
  pathOf,
  payAtCheckout,
  signUpCustomer,
  type PaymentsTestApi,
  type SignedCustomer,
} from './payment-test-support.ts';

let api: PaymentsTestApi;
let secret: string;
const settlements: { paymentId: number; status: string; previous: string; inTransaction: boolean }[] = [];
const redirectUrl = (deliveryId: number) => `http://localhost:3000/after-checkout-redirect?delivery=${deliveryId}`;

let ip = 0;
const nextIp = () => `10.0.61.${(ip += 1)}`;

beforeAll(async () => {
  api = await createPaymentsTestApi();
  secret = readPaymentConfig({}, { production: false, identitySecret: api.scope.identity.config.secret }).sandboxSecret;
  // What the deliveries module does: mark the delivery paid in the same transaction.
  api.scope.payments.onSettled(async (event: SettlementEvent) => {
    if (event.status === 'paid' && event.payment.deliveryId !== null) {
      await event.tx.update(deliveries).set({ status: 'paid', paidAt: new Date() }).where(eq(deliveries.id, event.payment.deliveryId));
    }
    settlements.push({
      paymentId: event.payment.id,
      status: event.status,
      previous: event.previousStatus,
      inTransaction: event.tx !== api.scope.db,
    });
  });
});
afterAll(async () => {
  await api?.close();
});

async function start(customer: SignedCustomer, amountCents = 4250, sequenceType: 'first' | 'oneoff' = 'first') {
  const deliveryId = await createDelivery(api, customer.customerId, amountCents);
  const started = await api.scope.payments.startPayment({
    customerId: customer.customerId,
    deliveryId,
    amountCents,
    description: `Brokkie #${deliveryId}`,
    sequenceType,
    redirectUrl: redirectUrl(deliveryId),
  });
  return { deliveryId, started };
}

async function paymentRow(id: number) {
  const [row] = await api.database.handle.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function mandatesOf(customerId: string) {
  return api.database.handle.db.select().from(mandates).where(eq(mandates.customerId, customerId));
}

function postWebhook(body: string, signature?: string, contentType = 'application/x-www-form-urlencoded') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (signature !== undefined) headers['x-sandbox-signature'] = signature;
  return api.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox/', headers, payload: body });
}

describe('sandbox payment, end to end', () => {
  let customer: SignedCustomer;
  let deliveryId: number;
  let paymentId: number;
  let providerPaymentId: string;

  beforeAll(async () => {
    customer = await signUpCustomer(api, nextIp(), 'Ada Lovelace');
  });

  it('creates an open payment with a checkout on the payer’s origin', async () => {
    const result = await start(customer);
    deliveryId = result.deliveryId;
    const { started } = result;
    expect(started.created).toBe(true);
    expect(started.payment).toMatchObject({ status: 'open', sequenceType: 'first', amountCents: 4250, provider: 'sandbox', attempt: 1 });
    expect(started.checkoutUrl).toMatch(/^http:\/\/localhost:3000\/api\/sandbox-payments\/tr_sbx_[A-Za-z0-9]{10}\/$/);
    paymentId = started.payment.id;
    providerPaymentId = started.payment.providerPaymentId;
  });

  it('serves the hosted checkout page with a real form', async () => {
    const row = await paymentRow(paymentId);
    const page = await api.app.inject({ method: 'GET', url: pathOf(row.checkoutUrl!), headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://localhost:3000");
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Test payment.');
    expect(page.body).toContain('€42.50');
    expect(page.body).toContain(`Brokkie #${deliveryId}`);
  });

  it('settles a paid first payment: webhook applied, mandate made and default, payer sent back', async () => {
    const row = await paymentRow(paymentId);
    const response = await payAtCheckout(api, row.checkoutUrl!, 'paid', 'ideal');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(redirectUrl(deliveryId));

    const paid = await paymentRow(paymentId);
    expect(paid.status).toBe('paid');
    expect(paid.method).toBe('ideal');
    expect(paid.settledAt).toBeInstanceOf(Date);
    expect(paid.mandateId).not.toBeNull();

    const [mandate] = await mandatesOf(customer.customerId);
    expect(mandate).toMatchObject({
      id: paid.mandateId,
      provider: 'sandbox',
      method: 'directdebit',
      status: 'valid',
      isDefault: true,
      details: { consumer_name: 'Ada Lovelace', last4: '0000' },
    });
    expect(mandate!.providerMandateId).toMatch(/^mdt_sbx_/);

    // The settlement listener ran once, inside the transaction, and marked the delivery paid.
    expect(settlements.filter((s) => s.paymentId === paymentId)).toEqual([
      { paymentId, status: 'paid', previous: 'open', inTransaction: true },
    ]);
    const [delivery] = await api.database.handle.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
    expect(delivery!.status).toBe('paid');
  });

  it('shows the paid payment through GET /payment/latest/', async () => {
    const response = await call(api, 'GET', '/api/payment/latest/?checkout=true&is_shop=false', customer.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: paymentId,
      url: `/payment/${paymentId}/`,
      status: 'paid',
      method: 'ideal',
      amount: 4250,
      sequence_type: 'first',
      is_shop: false,
      delivery: `/delivery/${deliveryId}/`,
      checkout_url: null,
    });
    expect(body.mandate).toMatch(/^\/mandate\/\d+\/$/);
    expect(body.settled_at).toEqual(expect.any(String));
    const one = await call(api, 'GET', `/api/payment/${paymentId}/`, customer.token);
    expect(one.json()).toEqual(body);
    const shop = await call(api, 'GET', '/api/payment/latest/?is_shop=true', customer.token);
    expect(shop.statusCode).toBe(404);
  });

  it('a replayed webhook changes nothing', async () => {
    const before = await paymentRow(paymentId);
    const mandatesBefore = await mandatesOf(customer.customerId);
    const body = new URLSearchParams({ id: providerPaymentId }).toString();
    for (let i = 0; i < 2; i += 1) {
      const response = await postWebhook(body, signSandboxWebhook(secret, body));
      expect(response.statusCode).toBe(200);
    }
    expect(await paymentRow(paymentId)).toEqual(before);
    expect(await mandatesOf(customer.customerId)).toEqual(mandatesBefore);
    expect(settlements.filter((s) => s.paymentId === paymentId)).toHaveLength(1);
  });

  it('an out-of-order report (paid, then an old "open") changes nothing', async () => {
    const before = await paymentRow(paymentId);
    // The provider answers with a stale status, as a lagging replica or an old event would.
    await api.database.handle.db.update(sandboxPayments).set({ status: 'open' }).where(eq(sandboxPayments.id, providerPaymentId));
    const body = JSON.stringify({ id: providerPaymentId });
    const response = await postWebhook(body, signSandboxWebhook(secret, body), 'application/json');
    expect(response.statusCode).toBe(200);
    expect(await paymentRow(paymentId)).toEqual(before);
    await api.database.handle.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.id, providerPaymentId));
  });

  it('refuses a webhook with a wrong or missing signature (401) and changes nothing', async () => {
    const body = new URLSearchParams({ id: providerPaymentId }).toString();
    expect((await postWebhook(body, signSandboxWebhook('not-the-secret', body))).statusCode).toBe(401);
    expect((await postWebhook(body, 'f'.repeat(64))).statusCode).toBe(401);
    const missing = await postWebhook(body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: 'authentication_failed' });
    // Signed for another body: the signature covers the exact bytes.
    expect((await postWebhook(`${body}&x=1`, signSandboxWebhook(secret, body))).statusCode).toBe(401);
  });

  it('answers 200 for a payment it does not know, and 404 for a provider not in use', async () => {
    const body = new URLSearchParams({ id: 'tr_sbx_AAAAAAAAAA' }).toString();
    expect((await postWebhook(body, signSandboxWebhook(secret, body))).statusCode).toBe(200);
    const mollie = await api.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/mollie/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });
    expect(mollie.statusCode).toBe(404);
  });

  it('a paid delivery is never charged again', async () => {
    const again = await api.scope.payments.startPayment({
      customerId: customer.customerId,
      deliveryId,
      amountCents: 4250,
      description: 'again',
      sequenceType: 'first',
      redirectUrl: redirectUrl(deliveryId),
    });
    expect(again).toMatchObject({ created: false, checkoutUrl: null });
    expect(again.payment.id).toBe(paymentId);
  });

  it('the checkout page of a settled payment says so, and its form no longer applies', async () => {
    const row = await paymentRow(paymentId);
    const page = await api.app.inject({ method: 'GET', url: `${pathOf(row.checkoutUrl!)}?lang=en` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment is no longer open');
    expect(page.body).toContain('Its status is: paid.');
    expect(page.body).not.toContain('<form');
  });
});

describe('other outcomes', () => {
  let customer: SignedCustomer;
  beforeAll(async () => {
    customer = await signUpCustomer(api, nextIp());
  });

  it.each(['failed', 'canceled', 'expired'] as const)('%s: final, no mandate, listener told, payer sent back', async (outcome) => {
    const { deliveryId, started } = await start(customer, 1999);
    const response = await payAtCheckout(api, started.checkoutUrl!, outcome, 'bancontact');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(redirectUrl(deliveryId));
    const row = await paymentRow(started.payment.id);
    expect(row).toMatchObject({ status: outcome, settledAt: null, mandateId: null });
    expect(settlements.filter((s) => s.paymentId === row.id)).toEqual([
      { paymentId: row.id, status: outcome, previous: 'open', inTransaction: true },
    ]);
    expect(await mandatesOf(customer.customerId)).toEqual([]);
  });

  it('open: the payment stays open and the payer can come back to the same checkout', async () => {
    const { deliveryId, started } = await start(customer, 2500);
    const response = await payAtCheckout(api, started.checkoutUrl!, 'open');
    expect(response.statusCode).toBe(303);
    expect((await paymentRow(started.payment.id)).status).toBe('open');
    const back = await api.app.inject({ method: 'GET', url: pathOf(started.checkoutUrl!) });
    expect(back.body).toContain('<form method="post"');
    const handled = await api.scope.payments.handleOpenPayment({
      customerId: customer.customerId,
      deliveryId,
      redirectUrl: redirectUrl(deliveryId),
    });
    expect(handled).toMatchObject({ created: false, checkoutUrl: started.checkoutUrl });
    expect(handled.payment.id).toBe(started.payment.id);
  });

  it('after a failure, handleOpenPayment starts a new payment of the delivery (attempt 2), which can succeed', async () => {
    const { deliveryId, started } = await start(customer, 3100);
    await payAtCheckout(api, started.checkoutUrl!, 'failed');
    const retry = await api.scope.payments.handleOpenPayment({
      customerId: customer.customerId,
      deliveryId,
      redirectUrl: redirectUrl(deliveryId),
    });
    expect(retry.created).toBe(true);
    expect(retry.payment).toMatchObject({ status: 'open', amountCents: 3100, attempt: 2, sequenceType: 'first' });
    expect(retry.checkoutUrl).not.toBe(started.checkoutUrl);
    await payAtCheckout(api, retry.checkoutUrl!, 'paid', 'creditcard');
    const paid = await paymentRow(retry.payment.id);
    expect(paid.status).toBe('paid');
    const [mandate] = await mandatesOf(customer.customerId);
    expect(mandate).toMatchObject({ method: 'creditcard', isDefault: true, details: { last4: '6787', card_label: 'Mastercard' } });
  });

  it('a form submitted twice applies once', async () => {
    const { started } = await start(customer, 1200, 'oneoff');
    const page = await api.app.inject({ method: 'GET', url: pathOf(started.checkoutUrl!) });
    const submit = (outcome: string) =>
      api.app.inject({
        method: 'POST',
        url: pathOf(started.checkoutUrl!),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token: formToken(page.body), method: 'ideal', outcome }).toString(),
      });
    const [first, second] = await Promise.all([submit('paid'), submit('failed')]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    const row = await paymentRow(started.payment.id);
    expect(['paid', 'failed']).toContain(row.status);
    expect(settlements.filter((s) => s.paymentId === row.id)).toHaveLength(1);
  });

  it('refuses a form without the payment’s token (403) and leaves the payment open', async () => {
    const { started } = await start(customer, 1300);
    const response = await api.app.inject({
      method: 'POST',
      url: pathOf(started.checkoutUrl!),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({ token: 'forged', method: 'ideal', outcome: 'paid' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('This form is no longer valid.');
    expect((await paymentRow(started.payment.id)).status).toBe('open');
    const unknown = await api.app.inject({ method: 'GET', url: '/api/sandbox-payments/tr_sbx_ZZZZZZZZZZ/' });
    expect(unknown.statusCode).toBe(404);
  });

  it('a new amount replaces an open payment of the delivery (canceled at the provider)', async () => {
    const { deliveryId, started } = await start(customer, 4000);
    const changed = await api.scope.payments.startPayment({
      customerId: customer.customerId,
      deliveryId,
      amountCents: 4500,
      description: 'changed cart',
      sequenceType: 'first',
      redirectUrl: redirectUrl(deliveryId),
    });
    expect(changed.created).toBe(true);
    expect(changed.payment.amountCents).toBe(4500);
    expect((await paymentRow(started.payment.id)).status).toBe('canceled');
  });

  it('another customer’s delivery cannot be paid (404)', async () => {
    const other = await signUpCustomer(api, nextIp());
    const deliveryId = await createDelivery(api, other.customerId, 1000);
    await expect(
      api.scope.payments.startPayment({
        customerId: customer.customerId,
        deliveryId,
        amountCents: 1000,
        description: 'not mine',
        sequenceType: 'first',
        redirectUrl: redirectUrl(deliveryId),
      }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('a double-clicked Pay', () => {
  it('two concurrent startPayment calls make one payment', async () => {
    const customer = await signUpCustomer(api, nextIp());
    const deliveryId = await createDelivery(api, customer.customerId, 5000);
    const input = {
      customerId: customer.customerId,
      deliveryId,
      amountCents: 5000,
      description: `Brokkie #${deliveryId}`,
      sequenceType: 'first' as const,
      redirectUrl: redirectUrl(deliveryId),
    };
    const [a, b] = await Promise.all([api.scope.payments.startPayment(input), api.scope.payments.startPayment(input)]);
    expect(a.payment.id).toBe(b.payment.id);
    expect(a.checkoutUrl).toBe(b.checkoutUrl);
    expect([a.created, b.created].filter(Boolean).length).toBeLessThanOrEqual(1);
    const rows = await api.database.handle.db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
    expect(rows).toHaveLength(1);
    // Whatever the provider made for the losing click can no longer be paid.
    const payable = (await api.database.handle.db.select().from(sandboxPayments)).filter(
      (row) => row.status === 'open' && (row.metadata as { delivery_id?: number }).delivery_id === deliveryId,
    );
    expect(payable.map((row) => row.id)).toEqual([rows[0]!.providerPaymentId]);
  });
});

describe('recurring charges through the mandate', () => {
  it('charges the default mandate once and settles through the webhook path', async () => {
    const customer = await signUpCustomer(api, nextIp(), 'Grace Hopper');
    const first = await start(customer, 2000);
    await payAtCheckout(api, first.started.checkoutUrl!, 'paid', 'bancontact');
    const [mandate] = await mandatesOf(customer.customerId);
    expect(mandate).toMatchObject({ method: 'directdebit', details: { last4: '7034' } });

    const deliveryId = await createDelivery(api, customer.customerId, 3900);
    const charge = { customerId: customer.customerId, deliveryId, amountCents: 3900, description: `Brokkie #${deliveryId}` };
    const charged = await api.scope.payments.chargeWithMandate(charge);
    expect(charged).toMatchObject({ created: true, checkoutUrl: null });
    expect(charged.payment).toMatchObject({ status: 'paid', sequenceType: 'recurring', mandateId: mandate!.id, method: 'directdebit' });
    expect(settlements.filter((s) => s.paymentId === charged.payment.id)).toEqual([
      { paymentId: charged.payment.id, status: 'paid', previous: 'open', inTransaction: true },
    ]);

    const again = await api.scope.payments.chargeWithMandate(charge);
    expect(again).toMatchObject({ created: false });
    expect(again.payment.id).toBe(charged.payment.id);
  });

  it('without a mandate: 409 no_valid_mandate', async () => {
    const customer = await signUpCustomer(api, nextIp());
    const deliveryId = await createDelivery(api, customer.customerId, 1000);
    await expect(
      api.scope.payments.chargeWithMandate({ customerId: customer.customerId, deliveryId, amountCents: 1000, description: 'x' }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'no_valid_mandate' });
  });
});

describe('GET /payment/latest/', () => {
  it('is 404 without payments and 401 without a user', async () => {
    const customer = await signUpCustomer(api, nextIp());
    const none = await call(api, 'GET', '/api/payment/latest/', customer.token);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found' });
    expect((await call(api, 'GET', '/api/payment/latest/')).statusCode).toBe(401);
  });

  it('shows an open payment with its checkout URL, and another customer’s payment is 404', async () => {
    const customer = await signUpCustomer(api, nextIp());
    const other = await signUpCustomer(api, nextIp());
    const { started } = await start(customer, 990);
    const latest = await call(api, 'GET', '/api/payment/latest/', customer.token);
    expect(latest.json()).toMatchObject({ id: started.payment.id, status: 'open', checkout_url: started.checkoutUrl });
    expect((await call(api, 'GET', `/api/payment/${started.payment.id}/`, other.token)).statusCode).toBe(404);
  });
});

describe('the checkout page', () => {
  let checkoutPath: string;
  beforeAll(async () => {
    const customer = await signUpCustomer(api, nextIp());
    const { started } = await start(customer, 1234);
    checkoutPath = pathOf(started.checkoutUrl!);
  });

  it('speaks Dutch by Accept-Language', async () => {
    const page = await api.app.inject({ method: 'GET', url: checkoutPath, headers: { 'accept-language': 'nl-BE,nl;q=0.9' } });
    expect(page.body).toContain('<html lang="nl-BE">');
    expect(page.body).toContain('Testbetaling.');
    expect(page.body).toContain('<legend>Betaalmethode</legend>');
    expect(page.body).toContain('SEPA-domiciliëring');
    expect(page.body).toMatch(/€\s12,34/);
    expect(page.body).toContain('>Verder</button>');
  });

  it('speaks the language of ?lang= (nl, en)', async () => {
    const nl = await api.app.inject({ method: 'GET', url: `${checkoutPath}?lang=nl`, headers: { 'accept-language': 'de' } });
    expect(nl.body).toContain('<html lang="nl-NL">');
    expect(nl.body).toContain('SEPA-incasso');
    expect(nl.body).toContain('action="/api/sandbox-payments/');
    expect(nl.body).toContain('?lang=nl"');
    const en = await api.app.inject({ method: 'GET', url: `${checkoutPath}?lang=en` });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<legend>Payment method</legend>');
    expect(en.body).toContain('<legend>Result of the test payment</legend>');
    expect(en.body).toContain('€12.34');
  });

  it('can be used with the keyboard alone: labelled radios in fieldsets, a submit button, visible focus', async () => {
    const page = await api.app.inject({ method: 'GET', url: `${checkoutPath}?lang=en` });
    const html = page.body;
    const radios = [...html.matchAll(/<input type="radio" id="([^"]+)" name="(method|outcome)" value="([^"]+)"/g)];
    expect(radios.map((match) => `${match[2]}:${match[3]}`)).toEqual([
      'method:bancontact',
      'method:ideal',
      'method:creditcard',
      'method:directdebit',
      'outcome:paid',
      'outcome:failed',
      'outcome:canceled',
      'outcome:expired',
      'outcome:open',
    ]);
    for (const [, id] of radios) {
      expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
    }
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    expect(html.match(/<legend>/g)).toHaveLength(2);
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(html).toContain(':focus-visible');
    expect(html).not.toMatch(/tabindex="-/);
    expect(html).not.toContain('<script');
    // One choice is made already in each group, so Enter on the button is enough.
    expect(html.match(/ checked/g)).toHaveLength(2);
  });
});
