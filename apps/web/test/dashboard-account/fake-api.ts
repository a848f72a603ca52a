import { vi } from 'vitest';
import type { Delivery, DeliveryItem, RecurringDelivery } from '@brokkie/contracts/delivery';
import type { Mandate, Payment } from '@brokkie/contracts/payment';

export interface Call {
  method: string;
  /** Path under /api with the query string. */
  path: string;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status: number;
  body?: unknown;
  /** A raw body (a PDF), sent as it is. */
  raw?: BodyInit;
  contentType?: string;
}

type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * A fetch for the API client answering `METHOD /path/?query` (or `METHOD /path/` for any query)
 * from `routes`, recording every call; an unknown route is a 404 in the API's error shape.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const pathname = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: `${pathname}${url.search}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${pathname}`];
    const answer = handler ? await handler(call) : { status: 404, body: { detail: 'Not found.', code: 'not_found' } };
    if (answer.raw !== undefined) return new Response(answer.raw, { status: answer.status, headers: { 'Content-Type': answer.contentType ?? 'application/octet-stream' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

export const page = <T,>(results: T[]) => ({ status: 200, body: { count: results.length, next: null, previous: null, results } });

export function item(overrides: Partial<DeliveryItem> = {}): DeliveryItem {
  return {
    id: 30,
    url: '/deliveryitem/30/',
    delivery: '/delivery/7/',
    kind: 'formula',
    animal: '/animal/5/',
    product: '/product/1/',
    amount: 2,
    unit_grams: 2000,
    unit_price_excl_vat: 1680,
    vat_rate: 600,
    total_incl_vat: 3562,
    ...overrides,
  };
}

export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 7,
    url: '/delivery/7/',
    kind: 'first',
    status: 'paid',
    recurring_delivery: '/recurringdelivery/3/',
    delivery_date: '2026-06-09',
    country: 'BE',
    testbag: false,
    custom_amounts: {},
    subtotal: 4562,
    discount: 684,
    price_excl_vat: 3658,
    vat: 220,
    total: 3878,
    couponcodes: ['WELCOME15'],
    delivery_address: null,
    items: [item(), item({ id: 31, kind: 'extra', animal: null, product: '/product/40/', amount: 1, unit_grams: null, total_incl_vat: 1000 })],
    payment_state: 'paid',
    invoice_number: 'BRK-2026-000012',
    paid_at: '2026-06-01T10:00:00Z',
    created: '2026-06-01T09:00:00Z',
    ...overrides,
  };
}

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 90,
    url: '/payment/90/',
    status: 'paid',
    method: 'creditcard',
    amount: 3878,
    sequence_type: 'first',
    is_shop: false,
    delivery: '/delivery/7/',
    mandate: null,
    checkout_url: null,
    created: '2026-06-01T09:00:00Z',
    settled_at: '2026-06-01T09:01:00Z',
    ...overrides,
  };
}

export function mandate(overrides: Partial<Mandate> = {}): Mandate {
  return {
    id: 1,
    url: '/mandate/1/',
    method: 'creditcard',
    details: { consumer_name: 'Sam Peeters', last4: '6787', card_label: 'Mastercard' },
    is_default: true,
    created: '2026-06-01T09:01:00Z',
    ...overrides,
  };
}

/** Stands in for window.location while a page sends the payer elsewhere. */
export function stubLocation(): ReturnType<typeof vi.fn> {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '', origin: 'http://localhost', assign } as unknown as Location);
  return assign;
}

export function recurring(overrides: Partial<RecurringDelivery> = {}): RecurringDelivery {
  return {
    id: 3,
    url: '/recurringdelivery/3/',
    interval_weeks: 4,
    next_delivery_date: '2026-07-07',
    active: true,
    country: 'BE',
    recurringdeliveryitem_set: [],
    price_per_delivery: 4562,
    price_per_delivery_excl_vat: 4303,
    price_per_day: 163,
    created: '2026-06-01T09:00:00Z',
    ...overrides,
  };
}
