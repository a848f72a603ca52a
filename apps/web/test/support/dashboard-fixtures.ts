import type { Animal } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { Delivery, RecurringDelivery, RecurringDeliveryItem } from '@brokkie/contracts/delivery';

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

export function extra(id: number, name: string, shopPrice: number, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id,
    url: `/product/${id}/`,
    sku: `X-${id}`,
    kind: 'extra',
    category: 'treats',
    animal_type: 'dog',
    name,
    description: `${name}, loved by dogs.`,
    kcal_per_kg: 3000,
    unit_weight_grams: 200,
    price_unit: 'unit',
    price_excl_vat: Math.round(shopPrice / 1.21),
    vat_rate: 2100,
    shop_price: shopPrice,
    details: {},
    ...overrides,
  };
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

export function subscription(items: RecurringDeliveryItem[], pricePerDelivery = 10000): RecurringDelivery {
  return {
    id: 3,
    url: '/recurringdelivery/3/',
    interval_weeks: 4,
    next_delivery_date: '2026-12-22',
    active: true,
    country: 'BE',
    recurringdeliveryitem_set: items,
    price_per_delivery: pricePerDelivery,
    price_per_delivery_excl_vat: Math.round(pricePerDelivery / 1.21),
    price_per_day: Math.round(pricePerDelivery / 28),
    created: '2026-11-01T10:00:00.000Z',
  };
}

export function box(total: number, customAmounts: Record<string, number> = {}): Delivery {
  return {
    id: 21,
    url: '/delivery/21/',
    kind: 'recurring',
    status: 'scheduled',
    recurring_delivery: '/recurringdelivery/3/',
    delivery_date: '2026-12-22',
    country: 'BE',
    testbag: false,
    custom_amounts: customAmounts,
    subtotal: total,
    discount: 0,
    price_excl_vat: Math.round(total / 1.21),
    vat: total - Math.round(total / 1.21),
    total,
    couponcodes: [],
    delivery_address: null,
    items: [],
    payment_state: null,
    invoice_number: null,
    paid_at: null,
    created: '2026-11-20T10:00:00.000Z',
  };
}
