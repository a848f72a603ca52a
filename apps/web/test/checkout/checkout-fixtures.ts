import type { Address } from '@brokkie/contracts/address';
import type { CheckoutResponse, Delivery } from '@brokkie/contracts/delivery';
import type { Payment } from '@brokkie/contracts/payment';
import { cart, checkout, delivery, deliveryItem, payment } from '../support/fixtures.ts';

// The order at the checkout: delivery 41 of subscription 5, two bags of a formula for Rex and a
// pack of dental chews, built from the shared builders. The checkout, payment-return and thank-you
// tests all follow this one order.

export function deliveryFixture(overrides: Partial<Delivery> = {}): Delivery {
  const line = { delivery: '/delivery/41/', vat_rate: 2100 };
  return delivery({
    id: 41,
    url: '/delivery/41/',
    recurring_delivery: '/recurringdelivery/5/',
    delivery_date: null,
    subtotal: 4490,
    price_excl_vat: 3711,
    vat: 779,
    total: 4490,
    items: [
      deliveryItem({ ...line, id: 1, url: '/deliveryitem/1/', animal: '/animal/3/', product: '/product/8/', total_incl_vat: 4066 }),
      deliveryItem({
        ...line,
        id: 2,
        url: '/deliveryitem/2/',
        kind: 'extra',
        animal: null,
        product: '/product/20/',
        amount: 1,
        unit_grams: null,
        unit_price_excl_vat: 350,
        total_incl_vat: 424,
      }),
    ],
    created: '2026-11-20T10:00:00Z',
    ...overrides,
  });
}

export function addressFixture(overrides: Partial<Address> = {}): Address {
  return {
    id: 9,
    url: '/address/9/',
    firstname: 'Ann',
    lastname: 'Peeters',
    company_name: '',
    street: 'Veldstraat',
    number: '12',
    box: '',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    phone: '+32 470 12 34 56',
    ...overrides,
  };
}

export function checkoutFixture(overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  const priced = cart(
    [
      {
        kind: 'formula',
        product: '/product/8/',
        animal: '/animal/3/',
        quantity: 2,
        unit_grams: 2000,
        unit_price_incl_vat: 2033,
        total_incl_vat: 4066,
        total_excl_vat: 3360,
        vat_rate: 2100,
        trial: false,
      },
      {
        kind: 'extra',
        product: '/product/20/',
        animal: null,
        quantity: 1,
        unit_grams: null,
        unit_price_incl_vat: 424,
        total_incl_vat: 424,
        total_excl_vat: 350,
        vat_rate: 2100,
        trial: false,
      },
    ],
    { cart_id: 41 },
  );
  return checkout(deliveryFixture(), priced, {
    delivery_dates: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'],
    recurring: { interval_weeks: 4, price_per_delivery: 8538, price_per_day: 305, next_delivery_date: '2026-12-22' },
    ...overrides,
  });
}

export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return payment({
    id: 77,
    url: '/payment/77/',
    status: 'open',
    method: null,
    amount: 4490,
    delivery: '/delivery/41/',
    checkout_url: 'https://pay.example/tr_1',
    created: '2026-11-20T10:05:00Z',
    settled_at: null,
    ...overrides,
  });
}
