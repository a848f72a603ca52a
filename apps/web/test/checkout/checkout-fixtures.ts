import type { Address } from '@brokkie/contracts/address';
import type { CheckoutResponse, Delivery } from '@brokkie/contracts/delivery';
import type { Payment } from '@brokkie/contracts/payment';

export function deliveryFixture(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 41,
    url: '/delivery/41/',
    kind: 'first',
    status: 'draft',
    recurring_delivery: '/recurringdelivery/5/',
    delivery_date: null,
    country: 'BE',
    testbag: false,
    custom_amounts: {},
    subtotal: 4490,
    discount: 0,
    price_excl_vat: 3711,
    vat: 779,
    total: 4490,
    couponcodes: [],
    delivery_address: null,
    items: [
      {
        id: 1,
        url: '/deliveryitem/1/',
        delivery: '/delivery/41/',
        kind: 'formula',
        animal: '/animal/3/',
        product: '/product/8/',
        amount: 2,
        unit_grams: 2000,
        unit_price_excl_vat: 1680,
        vat_rate: 2100,
        total_incl_vat: 4066,
      },
      {
        id: 2,
        url: '/deliveryitem/2/',
        delivery: '/delivery/41/',
        kind: 'extra',
        animal: null,
        product: '/product/20/',
        amount: 1,
        unit_grams: null,
        unit_price_excl_vat: 350,
        vat_rate: 2100,
        total_incl_vat: 424,
      },
    ],
    payment_state: null,
    invoice_number: null,
    paid_at: null,
    created: '2026-11-20T10:00:00Z',
    ...overrides,
  };
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
  return {
    delivery: deliveryFixture(),
    cart: {
      cart_id: 41,
      country: 'BE',
      testbag: false,
      coupon_codes: [],
      lines: [
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
      subtotal: 4490,
      discounts: [],
      discount_total: 0,
      vat: [{ rate: 2100, total_incl_vat: 4490, base_excl_vat: 3711, vat: 779 }],
      total_excl_vat: 3711,
      total_vat: 779,
      total: 4490,
      earliest_delivery_date: '2026-11-24',
    },
    addresses: [],
    default_delivery_address: null,
    billing_address_override: null,
    earliest_delivery_date: '2026-11-24',
    delivery_dates: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30'],
    recurring: { interval_weeks: 4, price_per_delivery: 8538, price_per_day: 305, next_delivery_date: '2026-12-22' },
    payment: null,
    payment_state: null,
    ...overrides,
  };
}

export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 77,
    url: '/payment/77/',
    status: 'open',
    method: null,
    amount: 4490,
    sequence_type: 'first',
    is_shop: false,
    delivery: '/delivery/41/',
    mandate: null,
    checkout_url: 'https://pay.example/tr_1',
    created: '2026-11-20T10:05:00Z',
    settled_at: null,
    ...overrides,
  };
}
