import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../app/lib/api-client.ts';
import { CheckoutSubmitError, submitCheckout, type CheckoutSubmission } from '../../app/features/checkout/checkout-submit.ts';
import type { CheckoutFormValues } from '../../app/features/checkout/checkout-schema.ts';
import { addressFixture, deliveryFixture, paymentFixture } from './checkout-fixtures.ts';
import { fakeApi } from '../support/fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

const values: CheckoutFormValues = {
  firstname: 'Ann',
  lastname: 'Peeters',
  phone: '0470 12 34 56',
  delivery: { postal_code: '9000', city: 'Gent', street: 'Veldstraat', number: '12', box: '', company_name: '', country: 'BE' },
  billing_differs: false,
  billing: { postal_code: '', city: '', street: '', number: '', box: '', company_name: '', country: 'BE' },
  delivery_date: '2026-11-26',
  consent: true,
};

const delivery = deliveryFixture();
const opened = { status: 200, body: { checkout_url: 'https://pay.example/tr_1', payment: paymentFixture(), delivery } };

function client(fetch: typeof globalThis.fetch) {
  return createApiClient({ baseUrl: '/api', locale: () => 'en', fetch });
}

function submission(overrides: Partial<CheckoutSubmission> = {}): CheckoutSubmission {
  return {
    values,
    delivery,
    telephoneCode: '+32',
    redirectUrl: '/en/after-checkout-redirect?delivery=41',
    addresses: {},
    updateCustomer: vi.fn().mockResolvedValue({}),
    ...overrides,
  };
}

describe('paying at the checkout', () => {
  it('saves the address, the customer and the date, then starts the payment', async () => {
    const { fetch, calls } = fakeApi({
      'POST /address/': () => ({ status: 201, body: addressFixture() }),
      'POST /delivery/41/date/': () => ({ status: 200, body: delivery }),
      'POST /delivery/41/handle_open_payment/': () => opened,
    });
    const input = submission();
    const outcome = await submitCheckout(client(fetch), input);

    expect(outcome).toEqual({ kind: 'redirect', checkoutUrl: 'https://pay.example/tr_1' });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /address/', 'POST /delivery/41/date/', 'POST /delivery/41/handle_open_payment/']);
    expect(calls[0]?.body).toMatchObject({ street: 'Veldstraat', number: '12', postal_code: '9000', country: 'BE', phone: '+32 470 12 34 56' });
    expect(input.updateCustomer).toHaveBeenCalledWith({
      firstname: 'Ann',
      lastname: 'Peeters',
      phone: '+32 470 12 34 56',
      default_delivery_address: '/address/9/',
      billing_address_override: null,
    });
    expect(calls[1]?.body).toEqual({ date_timestamp: Date.UTC(2026, 10, 26, 12) / 1000 });
    expect(calls[2]?.body).toEqual({ redirect_url: '/en/after-checkout-redirect?delivery=41', address: '/address/9/' });
    expect(input.addresses).toEqual({ delivery: '/address/9/' });
  });

  it('updates the addresses it saved before instead of adding new ones, and saves a billing address that differs', async () => {
    const { fetch, calls } = fakeApi({
      'PATCH /address/9/': () => ({ status: 200, body: addressFixture() }),
      'POST /address/': () => ({ status: 201, body: addressFixture({ id: 10, url: '/address/10/', country: 'NL' }) }),
      'POST /delivery/41/date/': () => ({ status: 200, body: delivery }),
      'POST /delivery/41/handle_open_payment/': () => opened,
    });
    const input = submission({
      addresses: { delivery: '/address/9/' },
      values: {
        ...values,
        billing_differs: true,
        billing: { postal_code: '1012ab', city: 'Amsterdam', street: 'Damrak', number: '1', box: '', company_name: 'Bark BV', country: 'NL' },
      },
    });
    await submitCheckout(client(fetch), input);
    expect(calls.slice(0, 2).map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /address/9/', 'POST /address/']);
    expect(calls[1]?.body).toMatchObject({ postal_code: '1012 AB', company_name: 'Bark BV', country: 'NL' });
    expect(input.updateCustomer).toHaveBeenCalledWith(expect.objectContaining({ billing_address_override: '/address/10/' }));
    expect(input.addresses).toEqual({ delivery: '/address/9/', billing: '/address/10/' });
  });

  it('puts the API’s field errors on the form’s fields and stops before the payment', async () => {
    const { fetch, calls } = fakeApi({
      'POST /address/': () => ({
        status: 400,
        body: {
          detail: 'Some fields are not valid.',
          code: 'validation_error',
          fields: { postal_code: ['Number must be greater than or equal to 1000.'], non_field_errors: ['Check the address.'] },
        },
      }),
    });
    const failure = await submitCheckout(client(fetch), submission()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CheckoutSubmitError);
    expect((failure as CheckoutSubmitError).fields).toEqual({ 'delivery.postal_code': 'Number must be greater than or equal to 1000.' });
    expect((failure as CheckoutSubmitError).general).toEqual(['Check the address.']);
    expect(calls).toHaveLength(1);
  });

  it('shows a refused date on the date field and any other refusal as a general message', async () => {
    const { fetch } = fakeApi({
      'POST /address/': () => ({ status: 201, body: addressFixture() }),
      'POST /delivery/41/date/': () => ({
        status: 400,
        body: { detail: 'Some fields are not valid.', code: 'validation_error', fields: { date_timestamp: ['We cannot deliver on this day.'] } },
      }),
    });
    const failure = (await submitCheckout(client(fetch), submission()).catch((error: unknown) => error)) as CheckoutSubmitError;
    expect(failure.fields).toEqual({ delivery_date: 'We cannot deliver on this day.' });

    const { fetch: refusing } = fakeApi({
      'POST /address/': () => ({ status: 201, body: addressFixture() }),
      'POST /delivery/41/date/': () => ({ status: 200, body: delivery }),
      'POST /delivery/41/handle_open_payment/': () => ({ status: 409, body: { detail: 'Your box is empty.', code: 'empty_box' } }),
    });
    const refused = (await submitCheckout(client(refusing), submission()).catch((error: unknown) => error)) as CheckoutSubmitError;
    expect(refused.fields).toEqual({});
    expect(refused.general).toEqual(['Your box is empty.']);
  });

  it('returns to the after-checkout page when there is no checkout to go to (already paid or pending)', async () => {
    const { fetch } = fakeApi({
      'POST /address/': () => ({ status: 201, body: addressFixture() }),
      'POST /delivery/41/date/': () => ({ status: 200, body: delivery }),
      'POST /delivery/41/handle_open_payment/': () => ({
        status: 200,
        body: { checkout_url: null, payment: paymentFixture({ status: 'paid', checkout_url: null }), delivery },
      }),
    });
    expect(await submitCheckout(client(fetch), submission())).toEqual({ kind: 'return', status: 'paid' });
  });
});
