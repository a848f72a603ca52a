import { describe, expect, it } from 'vitest';
import { MollieApiError } from '@mollie/api-client';
import {
  MollieProvider,
  toMollieCreateParameters,
  type MollieApi,
  type MollieMandateLike,
  type MolliePaymentLike,
} from '../../../src/modules/payments/mollie-provider.ts';
import { readPaymentConfig } from '../../../src/modules/payments/payment-config.ts';
import {
  isForwardTransition,
  PaymentNotFoundAtProvider,
  PaymentProviderRefused,
} from '../../../src/modules/payments/payment-provider.ts';

// `@mollie/api-client` 4.6 has an `apiEndpoint` option, but it always sends through an HTTPS agent
// with Mollie's own CA bundle, so it cannot talk to a local plain-HTTP (or self-signed) fake
// server. The adapter is tested against a fake of the client's methods it calls instead.

const webhookUrl = 'https://www.brokkie.be/api/payments/webhook/mollie/';

function molliePayment(overrides: Partial<MolliePaymentLike> = {}): MolliePaymentLike {
  return {
    id: 'tr_WDqYK6vllg',
    status: 'open',
    amount: { value: '42.50', currency: 'EUR' },
    sequenceType: 'first',
    description: 'Brokkie #12',
    metadata: { customer_id: 'hid_ABCDEFGHIJ', delivery_id: 12 },
    customerId: 'cst_8wmqcHMN4U',
    _links: { checkout: { href: 'https://www.mollie.com/checkout/select-method/WDqYK6vllg' } },
    ...overrides,
  };
}

function fakeMollie(behaviour: Partial<{ [K in keyof MollieApi]: Partial<MollieApi[K]> }> = {}) {
  const calls: { method: string; args: unknown[] }[] = [];
  const record =
    <F extends (...args: never[]) => Promise<unknown>>(method: string, result: F) =>
    (...args: Parameters<F>) => {
      calls.push({ method, args });
      return result(...args);
    };
  const unexpected = (method: string) => () => Promise.reject(new Error(`unexpected call ${method}`));
  const api = {
    payments: {
      create: record('payments.create', behaviour.payments?.create ?? (async () => molliePayment())),
      get: record('payments.get', behaviour.payments?.get ?? unexpected('payments.get')),
      cancel: record('payments.cancel', behaviour.payments?.cancel ?? unexpected('payments.cancel')),
    },
    customers: {
      create: record('customers.create', behaviour.customers?.create ?? (async () => ({ id: 'cst_8wmqcHMN4U' }))),
    },
    customerMandates: {
      get: record('customerMandates.get', behaviour.customerMandates?.get ?? unexpected('customerMandates.get')),
      page: record('customerMandates.page', behaviour.customerMandates?.page ?? (async () => [])),
      revoke: record('customerMandates.revoke', behaviour.customerMandates?.revoke ?? (async () => true)),
    },
  } as MollieApi;
  return { api, calls, provider: new MollieProvider(api) };
}

describe('Mollie request mapping', () => {
  it('a first payment carries the customer and sequenceType first, the amount as a decimal string', async () => {
    const { provider, calls } = fakeMollie();
    const created = await provider.createPayment({
      amountCents: 4250,
      description: 'Brokkie #12',
      sequenceType: 'first',
      providerCustomerId: 'cst_8wmqcHMN4U',
      redirectUrl: 'https://www.brokkie.be/after-checkout-redirect?delivery=12',
      webhookUrl,
      metadata: { customer_id: 'hid_ABCDEFGHIJ', delivery_id: 12 },
    });
    expect(calls).toEqual([
      {
        method: 'payments.create',
        args: [
          {
            amount: { currency: 'EUR', value: '42.50' },
            description: 'Brokkie #12',
            redirectUrl: 'https://www.brokkie.be/after-checkout-redirect?delivery=12',
            webhookUrl,
            sequenceType: 'first',
            customerId: 'cst_8wmqcHMN4U',
            metadata: { customer_id: 'hid_ABCDEFGHIJ', delivery_id: 12 },
          },
        ],
      },
    ]);
    expect(created).toEqual({
      id: 'tr_WDqYK6vllg',
      status: 'open',
      checkoutUrl: 'https://www.mollie.com/checkout/select-method/WDqYK6vllg',
    });
  });

  it('a recurring charge carries the customer and the mandate, and no redirect', () => {
    expect(
      toMollieCreateParameters({
        amountCents: 3905,
        description: 'Brokkie #13',
        sequenceType: 'recurring',
        providerCustomerId: 'cst_8wmqcHMN4U',
        mandateId: 'mdt_pWUnw6pkBN',
        redirectUrl: 'https://www.brokkie.be/ignored',
        webhookUrl,
        metadata: { delivery_id: 13 },
      }),
    ).toEqual({
      amount: { currency: 'EUR', value: '39.05' },
      description: 'Brokkie #13',
      webhookUrl,
      sequenceType: 'recurring',
      customerId: 'cst_8wmqcHMN4U',
      mandateId: 'mdt_pWUnw6pkBN',
      metadata: { delivery_id: 13 },
    });
  });

  it('a one-off payment with a chosen method names it; a cent is "0.01"', () => {
    const parameters = toMollieCreateParameters({
      amountCents: 1,
      description: 'x',
      sequenceType: 'oneoff',
      method: 'bancontact',
      redirectUrl: 'https://www.brokkie.be/back',
      webhookUrl,
      metadata: {},
    });
    expect(parameters).toMatchObject({ amount: { value: '0.01' }, method: 'bancontact', sequenceType: 'oneoff' });
    expect(parameters).not.toHaveProperty('customerId');
  });

  it('a refused create (422, e.g. an invalid mandate) is PaymentProviderRefused', async () => {
    const { provider } = fakeMollie({
      payments: { create: () => Promise.reject(new MollieApiError('The mandate is not valid', { statusCode: 422 })) },
    });
    await expect(
      provider.createPayment({ amountCents: 100, description: 'x', sequenceType: 'recurring', webhookUrl, metadata: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderRefused);
  });

  it('makes the customer with our id in its metadata', async () => {
    const { provider, calls } = fakeMollie();
    expect(await provider.ensureCustomer({ id: 'hid_ABCDEFGHIJ', name: 'Jan Peeters', email: 'jan@example.com' })).toBe(
      'cst_8wmqcHMN4U',
    );
    expect(calls[0]).toEqual({
      method: 'customers.create',
      args: [{ name: 'Jan Peeters', email: 'jan@example.com', metadata: { customer_id: 'hid_ABCDEFGHIJ' } }],
    });
  });
});

describe('Mollie response mapping', () => {
  it('reads a paid first payment: status, method, mandate, amount in cents', async () => {
    const { provider, calls } = fakeMollie({
      payments: {
        get: async () =>
          molliePayment({ status: 'paid', method: 'ideal', mandateId: 'mdt_pWUnw6pkBN', _links: { checkout: undefined } }),
      },
    });
    expect(await provider.getPayment('tr_WDqYK6vllg')).toEqual({
      id: 'tr_WDqYK6vllg',
      status: 'paid',
      method: 'ideal',
      mandateId: 'mdt_pWUnw6pkBN',
      customerId: 'cst_8wmqcHMN4U',
      amountCents: 4250,
      sequenceType: 'first',
      description: 'Brokkie #12',
      metadata: { customer_id: 'hid_ABCDEFGHIJ', delivery_id: 12 },
      checkoutUrl: null,
    });
    expect(calls).toEqual([{ method: 'payments.get', args: ['tr_WDqYK6vllg'] }]);
  });

  it('an unknown payment (404) is PaymentNotFoundAtProvider', async () => {
    const { provider } = fakeMollie({
      payments: { get: () => Promise.reject(new MollieApiError('No payment exists with token tr_x', { statusCode: 404 })) },
    });
    await expect(provider.getPayment('tr_x')).rejects.toBeInstanceOf(PaymentNotFoundAtProvider);
  });

  it('a network failure is passed on (the webhook answers 500 and Mollie retries)', async () => {
    const { provider } = fakeMollie({ payments: { get: () => Promise.reject(new Error('ECONNRESET')) } });
    await expect(provider.getPayment('tr_x')).rejects.toThrow('ECONNRESET');
  });

  it('masks mandate details: holder and last four only', async () => {
    const sepa: MollieMandateLike = {
      id: 'mdt_pWUnw6pkBN',
      status: 'valid',
      method: 'directdebit',
      details: { consumerName: 'Jan Peeters', consumerAccount: 'NL55INGB0000000000' },
      createdAt: '2026-03-01T10:00:00+00:00',
    };
    const card: MollieMandateLike = {
      id: 'mdt_card',
      status: 'pending',
      method: 'creditcard',
      details: { cardHolder: 'J. Peeters', cardNumber: '6787', cardLabel: 'Mastercard' },
      createdAt: '2026-03-02T10:00:00+00:00',
    };
    const { provider, calls } = fakeMollie({
      customerMandates: { get: async () => sepa, page: async () => [sepa, card] },
    });
    expect(await provider.getMandate('cst_8wmqcHMN4U', 'mdt_pWUnw6pkBN')).toEqual({
      id: 'mdt_pWUnw6pkBN',
      status: 'valid',
      method: 'directdebit',
      details: { consumerName: 'Jan Peeters', last4: '0000', cardLabel: null },
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    expect((await provider.listMandates('cst_8wmqcHMN4U')).map((m) => m.details)).toEqual([
      { consumerName: 'Jan Peeters', last4: '0000', cardLabel: null },
      { consumerName: 'J. Peeters', last4: '6787', cardLabel: 'Mastercard' },
    ]);
    expect(calls.map((c) => c.args)).toEqual([
      ['mdt_pWUnw6pkBN', { customerId: 'cst_8wmqcHMN4U' }],
      [{ customerId: 'cst_8wmqcHMN4U', limit: 250 }],
    ]);
  });

  it('revoking a mandate Mollie no longer knows is fine; an uncancelable payment says false', async () => {
    const gone = () => Promise.reject(new MollieApiError('Not found', { statusCode: 404 }));
    const { provider } = fakeMollie({
      customerMandates: { revoke: gone },
      payments: { cancel: () => Promise.reject(new MollieApiError('not cancelable', { statusCode: 422 })) },
    });
    await expect(provider.revokeMandate('cst_8wmqcHMN4U', 'mdt_x')).resolves.toBeUndefined();
    expect(await provider.cancelPayment('tr_WDqYK6vllg')).toBe(false);
  });
});

describe('status ordering', () => {
  it('moves forward only; a final status is never replaced', () => {
    expect(isForwardTransition('open', 'pending')).toBe(true);
    expect(isForwardTransition('open', 'paid')).toBe(true);
    expect(isForwardTransition('pending', 'failed')).toBe(true);
    expect(isForwardTransition('paid', 'open')).toBe(false);
    expect(isForwardTransition('paid', 'failed')).toBe(false);
    expect(isForwardTransition('expired', 'paid')).toBe(false);
    expect(isForwardTransition('pending', 'open')).toBe(false);
    expect(isForwardTransition('paid', 'paid')).toBe(false);
  });
});

describe('payment configuration', () => {
  const context = { production: false, identitySecret: 'identity-secret-for-tests' };

  it('without MOLLIE_API_KEY: the sandbox, with a webhook secret derived from the identity secret', () => {
    const config = readPaymentConfig({}, context);
    expect(config.mollieApiKey).toBeUndefined();
    expect(config.sandboxSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readPaymentConfig({}, context).sandboxSecret).toBe(config.sandboxSecret);
    expect(readPaymentConfig({ SANDBOX_PAYMENT_SECRET: 'chosen' }, context).sandboxSecret).toBe('chosen');
  });

  it('takes a Mollie key and refuses something else', () => {
    expect(readPaymentConfig({ MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }, context).mollieApiKey).toBe(
      'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
    );
    expect(() => readPaymentConfig({ MOLLIE_API_KEY: 'secret' }, context)).toThrow(/MOLLIE_API_KEY/);
  });

  it('refuses the sandbox in production unless PAYMENT_SANDBOX=on', () => {
    const production = { ...context, production: true };
    expect(() => readPaymentConfig({}, production)).toThrow(/MOLLIE_API_KEY must be set in production/);
    expect(readPaymentConfig({ PAYMENT_SANDBOX: 'on' }, production).mollieApiKey).toBeUndefined();
    expect(readPaymentConfig({ MOLLIE_API_KEY: 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' }, production).mollieApiKey).toMatch(
      /^live_/,
    );
  });

  it('PUBLIC_API_URL must be a URL', () => {
    expect(readPaymentConfig({ PUBLIC_API_URL: 'https://api.brokkie.be/api/' }, context).publicApiUrl).toBe(
      'https://api.brokkie.be/api',
    );
    expect(() => readPaymentConfig({ PUBLIC_API_URL: 'api.brokkie.be' }, context)).toThrow(/PUBLIC_API_URL/);
  });
});
