import { vi } from 'vitest';
import type { Animal, AnimalDiet } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { CheckoutResponse, Delivery, RecurringDelivery } from '@brokkie/contracts/delivery';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { mealPlanFor, type FeedingProfile } from '@brokkie/domain/feeding-science';

// A fake product API for the funnel pages: answers by "METHOD /path/" and records every call.

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type Answer = { status?: number; body: unknown } | unknown;
export type Handler = (call: Call) => Answer | Promise<Answer>;

export const calls: Call[] = [];

const isAnswer = (value: unknown): value is { status?: number; body: unknown } =>
  typeof value === 'object' && value !== null && 'body' in value && Object.keys(value).every((key) => key === 'body' || key === 'status');

/** Stubs fetch: `routes['GET /animal/']` answers GET /api/animal/; anything else is a 404. */
export function fakeApi(routes: Record<string, Handler>): void {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const path = url.pathname.replace(/^\/api/, '');
      const call = { method, path, query: url.searchParams, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
      calls.push(call);
      const handler = routes[`${method} ${path}`];
      const answer = handler ? await handler(call) : { status: 404, body: { detail: 'Not found.', code: 'not_found' } };
      const { status = 200, body } = isAnswer(answer) ? answer : { body: answer };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

export const callsTo = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

export const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

export const refused = (fields: Record<string, string[]>, detail = 'Some fields are not valid.') => ({
  status: 400,
  body: { detail, code: 'validation_error', fields },
});

// ─── Fixtures ─────────────────────────────────────────────────────────────────────────────────

export function product(id: number, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id,
    url: `/product/${id}/`,
    sku: `BRK-${id}`,
    kind: 'formula',
    category: 'dry_food',
    animal_type: 'dog',
    name: `Product ${id}`,
    description: `Description of product ${id}.`,
    kcal_per_kg: 3500,
    unit_weight_grams: null,
    price_unit: 'kg',
    price_excl_vat: 1050,
    vat_rate: 2100,
    shop_price: 1271,
    details: {},
    ...overrides,
  };
}

export function animal(id: number, overrides: Partial<Animal> = {}): Animal {
  return {
    id,
    url: `/animal/${id}/`,
    name: `Pet ${id}`,
    type: 'dog',
    sex: 'male',
    dateOfBirth: '2021-03-02',
    exact_birthdate: true,
    breed_1: null,
    breed_2: null,
    size: 'medium',
    sterilised: false,
    nurturing: false,
    indoor: null,
    activity: 'moderate',
    amount_wet_food: 0,
    portions_wet: 0,
    complaints: [],
    condition: 'ideal',
    percentage_fresh_food: 0,
    percentage_treats: 0,
    weight: 20,
    status: 'active',
    stop_kind: null,
    stop_reason: null,
    image: null,
    selected_product: null,
    ...overrides,
  };
}

const today = '2026-11-22';

/** The plan the API would give: the feeding engine's own numbers and explanation. */
export function diet(pet: Animal, formula: ShopProduct, overrides: Partial<AnimalDiet> = {}): AnimalDiet {
  const profile: FeedingProfile = {
    type: pet.type,
    dateOfBirth: pet.dateOfBirth,
    weightKg: pet.weight,
    breeds: [],
    size: pet.size,
    sterilised: pet.sterilised,
    indoor: pet.indoor,
    nurturing: pet.nurturing,
    activity: pet.activity,
    condition: pet.condition,
    percentageTreats: pet.percentage_treats,
    percentageFreshFood: pet.percentage_fresh_food,
    amountWetFood: pet.amount_wet_food,
    portionsWet: pet.portions_wet,
  };
  const plan = mealPlanFor(profile, { kcalPerKg: formula.kcal_per_kg ?? 3500 }, today);
  return {
    animal: pet.url,
    selected_formula_product: formula,
    chosen_by_owner: false,
    formula_reasons: ['life_stage_adult'],
    compositions: plan.compositions,
    kcal_per_day: plan.kcalPerDay,
    dry_food_kcal_per_day: plan.dryFoodKcalPerDay,
    grams_per_day: plan.gramsPerDay,
    interval_weeks: 4,
    sacs_per_delivery: [{ size_grams: 8000, amount: 1 }],
    grams_per_delivery: 8000,
    explanation: plan.explanation as unknown as Record<string, unknown>,
    updated_at: '2026-11-22T03:00:00.000Z',
    ...overrides,
  };
}

type Line = CalculatePricesResponse['lines'][number];

export function formulaLine(pet: Animal, formula: ShopProduct, grams: number, cents: number, overrides: Partial<Line> = {}): Line {
  return {
    kind: 'formula',
    product: formula.url,
    animal: pet.url,
    quantity: 1,
    unit_grams: grams,
    unit_price_incl_vat: cents,
    total_incl_vat: cents,
    total_excl_vat: Math.round(cents / 1.21),
    vat_rate: 2100,
    trial: false,
    ...overrides,
  };
}

export function cart(lines: Line[], overrides: Partial<CalculatePricesResponse> = {}): CalculatePricesResponse {
  const subtotal = lines.reduce((sum, line) => sum + line.total_incl_vat, 0);
  const discounts = overrides.discounts ?? [];
  const total = subtotal - discounts.reduce((sum, discount) => sum + discount.amount, 0);
  const base = Math.round(total / 1.21);
  return {
    cart_id: 1,
    country: 'BE',
    testbag: false,
    coupon_codes: [],
    lines,
    subtotal,
    discounts,
    discount_total: subtotal - total,
    vat: [{ rate: 2100, total_incl_vat: total, base_excl_vat: base, vat: total - base }],
    total_excl_vat: base,
    total_vat: total - base,
    total,
    earliest_delivery_date: '2026-11-24',
    ...overrides,
  };
}

export function delivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 7,
    url: '/delivery/7/',
    kind: 'first',
    status: 'draft',
    recurring_delivery: '/recurringdelivery/3/',
    delivery_date: '2026-11-24',
    country: 'BE',
    testbag: false,
    custom_amounts: {},
    subtotal: 12554,
    discount: 0,
    price_excl_vat: 10375,
    vat: 2179,
    total: 12554,
    couponcodes: [],
    delivery_address: null,
    items: [],
    payment_state: null,
    invoice_number: null,
    paid_at: null,
    created: '2026-11-22T03:00:00.000Z',
    ...overrides,
  };
}

export function recurringDelivery(overrides: Partial<RecurringDelivery> = {}): RecurringDelivery {
  return {
    id: 3,
    url: '/recurringdelivery/3/',
    interval_weeks: 4,
    next_delivery_date: null,
    active: false,
    country: 'BE',
    recurringdeliveryitem_set: [],
    price_per_delivery: 12554,
    price_per_delivery_excl_vat: 10375,
    price_per_day: 448,
    created: '2026-11-22T03:00:00.000Z',
    ...overrides,
  };
}

export function checkout(of: Delivery, priced: CalculatePricesResponse, overrides: Partial<CheckoutResponse> = {}): CheckoutResponse {
  return {
    delivery: of,
    cart: priced,
    addresses: [],
    default_delivery_address: null,
    billing_address_override: null,
    earliest_delivery_date: '2026-11-24',
    delivery_dates: ['2026-11-24', '2026-11-25'],
    recurring: { interval_weeks: 4, price_per_delivery: 12554, price_per_day: 448, next_delivery_date: '2026-12-22' },
    payment: null,
    payment_state: null,
    ...overrides,
  };
}
