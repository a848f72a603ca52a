import { vi } from 'vitest';
import type { Animal, AnimalDiet } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { CheckoutResponse, Delivery, DeliveryItem, RecurringDelivery, RecurringDeliveryItem } from '@brokkie/contracts/delivery';
import type { Mandate, Payment } from '@brokkie/contracts/payment';
import type { CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { mealPlanFor, type FeedingProfile } from '@brokkie/domain/feeding-science';

// The product API's answers as the web tests need them, typed against the contracts so a changed
// contract breaks the tests that depend on it. A builder's defaults are one ordinary case; a test
// overrides what it is about.

// ─── Pets ─────────────────────────────────────────────────────────────────────────────────────

export function pet(id: number, name: string, overrides: Partial<Animal> = {}): Animal {
  return {
    id,
    url: `/animal/${id}/`,
    name,
    type: 'dog',
    sex: 'male',
    dateOfBirth: '2021-04-12',
    exact_birthdate: true,
    breed_1: null,
    breed_2: null,
    size: 'medium',
    sterilised: true,
    nurturing: false,
    indoor: null,
    activity: 'active',
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
export function diet(of: Animal, formula: ShopProduct, overrides: Partial<AnimalDiet> = {}): AnimalDiet {
  const profile: FeedingProfile = {
    type: of.type,
    dateOfBirth: of.dateOfBirth,
    weightKg: of.weight,
    breeds: [],
    size: of.size,
    sterilised: of.sterilised,
    indoor: of.indoor,
    nurturing: of.nurturing,
    activity: of.activity,
    condition: of.condition,
    percentageTreats: of.percentage_treats,
    percentageFreshFood: of.percentage_fresh_food,
    amountWetFood: of.amount_wet_food,
    portionsWet: of.portions_wet,
  };
  const plan = mealPlanFor(profile, { kcalPerKg: formula.kcal_per_kg ?? 3500 }, today);
  return {
    animal: of.url,
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

// ─── Products ─────────────────────────────────────────────────────────────────────────────────

/** A dry-food formula, sold by the kilo. */
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

/** A treat sold by the piece, priced incl. VAT. */
export function extra(id: number, name: string, shopPrice: number, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return product(id, {
    sku: `X-${id}`,
    kind: 'extra',
    category: 'treats',
    name,
    description: `${name}, loved by dogs.`,
    kcal_per_kg: 3000,
    unit_weight_grams: 200,
    price_unit: 'unit',
    price_excl_vat: Math.round(shopPrice / 1.21),
    shop_price: shopPrice,
    ...overrides,
  });
}

// ─── Deliveries ───────────────────────────────────────────────────────────────────────────────

/** The first delivery as the funnel makes it: a draft of subscription 3. */
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

export function deliveryItem(overrides: Partial<DeliveryItem> = {}): DeliveryItem {
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

/** An order of the past, paid with a coupon: a formula and an extra, invoiced. */
export function paidDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return delivery({
    status: 'paid',
    delivery_date: '2026-06-09',
    subtotal: 4562,
    discount: 684,
    price_excl_vat: 3658,
    vat: 220,
    total: 3878,
    couponcodes: ['WELCOME15'],
    items: [deliveryItem(), deliveryItem({ id: 31, kind: 'extra', animal: null, product: '/product/40/', amount: 1, unit_grams: null, total_incl_vat: 1000 })],
    payment_state: 'paid',
    invoice_number: 'BRK-2026-000012',
    paid_at: '2026-06-01T10:00:00Z',
    created: '2026-06-01T09:00:00Z',
    ...overrides,
  });
}

/** The subscription's next box, worth `total`, with the owner's one-off amounts. */
export function box(total: number, customAmounts: Record<string, number> = {}): Delivery {
  return delivery({
    id: 21,
    url: '/delivery/21/',
    kind: 'recurring',
    status: 'scheduled',
    delivery_date: '2026-12-22',
    custom_amounts: customAmounts,
    subtotal: total,
    price_excl_vat: Math.round(total / 1.21),
    vat: total - Math.round(total / 1.21),
    total,
    created: '2026-11-20T10:00:00.000Z',
  });
}

// ─── Subscriptions ────────────────────────────────────────────────────────────────────────────

/** The subscription as the funnel makes it: not active until the first delivery is paid. */
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

/** A running subscription of `items`, every four weeks. */
export function subscription(items: RecurringDeliveryItem[], pricePerDelivery = 10000): RecurringDelivery {
  return recurringDelivery({
    next_delivery_date: '2026-12-22',
    active: true,
    recurringdeliveryitem_set: items,
    price_per_delivery: pricePerDelivery,
    price_per_delivery_excl_vat: Math.round(pricePerDelivery / 1.21),
    price_per_day: Math.round(pricePerDelivery / 28),
    created: '2026-11-01T10:00:00.000Z',
  });
}

export function item(id: number, overrides: Partial<RecurringDeliveryItem>): RecurringDeliveryItem {
  return {
    id,
    url: `/recurringdeliveryitem/${id}/`,
    recurring_delivery: '/recurringdelivery/3/',
    kind: 'extra',
    animal: null,
    product: '/product/1/',
    amount: 1,
    skipped: false,
    included: true,
    sacs: [],
    price_per_delivery: 0,
    ...overrides,
  };
}

// ─── Prices ───────────────────────────────────────────────────────────────────────────────────

type Line = CalculatePricesResponse['lines'][number];

export function formulaLine(of: Animal, formula: ShopProduct, grams: number, cents: number, overrides: Partial<Line> = {}): Line {
  return {
    kind: 'formula',
    product: formula.url,
    animal: of.url,
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

// ─── Payments ─────────────────────────────────────────────────────────────────────────────────

/** The card payment of {@link paidDelivery}. */
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
