import { z } from 'zod';
import { couponTypes } from '@brokkie/domain/coupons';
import { sacSizesGrams } from '@brokkie/domain/packaging';
import { deliveryCountries } from '@brokkie/domain/vat';
import { couponCodeInput } from './coupon.ts';
import { idFromResourceUrl } from './resource-url.ts';

/** Message keys of the pricing endpoints (`api` namespace). */
export const pricingMessageKeys = {
  invalidAnimal: 'api.pricing.invalid_animal',
  invalidProduct: 'api.pricing.invalid_product',
  unknownProduct: 'api.pricing.unknown_product',
  notAFormula: 'api.pricing.not_a_formula',
  notAnExtra: 'api.pricing.not_an_extra',
  formulaNotForAnimal: 'api.pricing.formula_not_for_animal',
  sacSizeRequired: 'api.pricing.sac_size_required',
  duplicateAnimal: 'api.pricing.duplicate_animal',
  invalidSacSize: 'api.pricing.invalid_sac_size',
} as const;

const maxId = 2_147_483_647;

/** A reference to a resource: its url (`/animal/3/`) or its id (3). */
function reference(resource: string, message: string) {
  return z
    .union(
      [
        z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(maxId, { error: message }),
        z
          .string({ error: message })
          .regex(new RegExp(`^/${resource}/[1-9]\\d{0,9}/$`), { error: message })
          // Ten digits can exceed PostgreSQL's integer: such an id names nothing.
          .refine((url) => Number(idFromResourceUrl(url)) <= maxId, { error: message }),
      ],
      { error: message },
    )
    .describe(`url of a ${resource} (/${resource}/{id}/) or its id`);
}

export const animalReference = reference('animal', pricingMessageKeys.invalidAnimal);
export const productReference = reference('product', pricingMessageKeys.invalidProduct);

/** The id of a validated `animalReference` or `productReference`. */
export function referencedId(value: number | string): number {
  const id = typeof value === 'number' ? value : idFromResourceUrl(value);
  if (id === undefined) throw new RangeError(`Not a reference: ${value}`);
  return id;
}

export const deliveryCountry = z.enum(deliveryCountries).describe('Delivery country (short name)');

const cents = (description: string) => z.number().int().describe(`${description}, integer cents (EUR)`);
const vatRate = z.number().int().describe('VAT rate in basis points (2100 = 21 %)');

// ─── POST /pricings/ ────────────────────────────────────────────────────────────────────────────

export const pricingRequest = z
  .strictObject({
    animals: z.array(animalReference).min(1).max(20).describe("The caller's animals to price a plan for"),
    interval_weeks: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe("Weeks between deliveries; default the recurring delivery's interval, else 4"),
    country: deliveryCountry
      .optional()
      .describe("Used when the customer has no default delivery address; else BE"),
  })
  .meta({ id: 'PricingRequest' });
export type PricingRequest = z.infer<typeof pricingRequest>;

export const sacAmount = z
  .object({
    size_grams: z.number().int().describe('Sac size'),
    amount: z.number().int().describe('Number of sacs of that size'),
  })
  .meta({ id: 'SacAmount' });

export const animalPlanPrice = z
  .object({
    animal: z.string().describe('url of the animal'),
    product: z.string().describe('url of the dry formula of its meal plan'),
    grams_per_day: z.number().int(),
    grams_per_delivery: z.number().int().describe('All sacs together'),
    sacs: z.array(sacAmount),
    vat_rate: vatRate,
    price_per_delivery: cents('One delivery of this pet, incl. VAT'),
    price_per_delivery_excl_vat: cents('One delivery of this pet, excl. VAT'),
    price_per_day: cents('price_per_delivery / days, incl. VAT, rounded'),
  })
  .meta({ id: 'AnimalPlanPrice' });
export type AnimalPlanPrice = z.infer<typeof animalPlanPrice>;

export const pricingResponse = z
  .object({
    country: deliveryCountry,
    interval_weeks: z.number().int(),
    days: z.number().int().describe('Days one delivery lasts: interval_weeks × 7'),
    animals: z.array(animalPlanPrice),
    total_per_delivery: cents('All pets, incl. VAT'),
    total_per_delivery_excl_vat: cents('All pets, excl. VAT'),
    total_per_day: cents('total_per_delivery / days, incl. VAT, rounded'),
  })
  .meta({ id: 'Pricing' });
export type PricingResponse = z.infer<typeof pricingResponse>;

// ─── POST /delivery/calculate_prices/ ───────────────────────────────────────────────────────────

export const cartPet = z.strictObject({
  id: animalReference.describe("The pet: one of the caller's animals (id or url)"),
  product: productReference.describe('Its dry formula (id or url)'),
  amount: z.number().int().min(1).max(50).describe('Number of sacs'),
  sac_size_grams: z
    .number()
    .int()
    .refine((grams) => (sacSizesGrams as readonly number[]).includes(grams), {
      message: pricingMessageKeys.invalidSacSize,
      params: { sizes: sacSizesGrams.join(', ') },
    })
    .optional()
    .describe(
      `Sac size in grams, one of ${sacSizesGrams.join(', ')}. When left out: the product's unit weight, for a formula sold in one sac size. ` +
        'A formula without a unit weight (priced per kg, as every formula of the catalogue is) has no default: leaving it out is a 400 on this field.',
    ),
});
export type CartPet = z.infer<typeof cartPet>;

export const cartUpsell = z.strictObject({
  product: productReference.describe('An extra of the shop (id or url)'),
  amount: z.number().int().min(1).max(99),
});
export type CartUpsell = z.infer<typeof cartUpsell>;

/** The cart (§3: id; pets each with id, formula product and amount of sacs; upselling items). */
export const cart = z
  .strictObject({
    id: z.union([z.number().int(), z.string().max(64)]).nullable().optional().describe('Echoed back as cart_id'),
    pets: z.array(cartPet).max(20).optional(),
    upselling: z.array(cartUpsell).max(50).optional(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cart>;

export const calculatePricesRequest = z
  .strictObject({
    coupon_codes: z.array(couponCodeInput).max(10).optional().describe('Codes, any case, in the order entered'),
    testbag: z.boolean().optional().describe('The first delivery is a trial bag per pet (1 kg at € 4.95)'),
    cart,
    country: deliveryCountry
      .optional()
      .describe("Used when the customer has no default delivery address; else BE"),
  })
  .meta({ id: 'CalculatePricesRequest' });
export type CalculatePricesRequest = z.infer<typeof calculatePricesRequest>;

export const priceLine = z
  .object({
    kind: z.enum(['formula', 'extra']),
    product: z.string().describe('url of the product'),
    animal: z.string().nullable().describe('url of the pet (formula lines)'),
    quantity: z.number().int().describe('Sacs or units'),
    unit_grams: z.number().int().nullable().describe('Sac size of a formula line'),
    unit_price_incl_vat: cents('One sac or unit'),
    total_incl_vat: cents('quantity × unit_price_incl_vat, before discounts'),
    total_excl_vat: cents('The net part of total_incl_vat'),
    vat_rate: vatRate,
    trial: z.boolean().describe('A trial sac (testbag)'),
  })
  .meta({ id: 'PriceLine' });

export const priceDiscount = z
  .object({
    code: z.string().nullable().describe('null for a trial bag asked for without a code'),
    type: z.enum(couponTypes),
    amount: cents('Taken off, incl. VAT'),
  })
  .meta({ id: 'PriceDiscount' });

export const vatAmount = z
  .object({
    rate: vatRate,
    total_incl_vat: cents('Paid at this rate, after discounts'),
    base_excl_vat: cents('Net amount at this rate'),
    vat: cents('VAT at this rate'),
  })
  .meta({ id: 'VatAmount' });

export const calculatePricesResponse = z
  .object({
    cart_id: z.union([z.number().int(), z.string()]).nullable(),
    country: deliveryCountry,
    testbag: z.boolean().describe('The prices are those of a trial box'),
    coupon_codes: z.array(z.string()).describe('The codes applied, upper case'),
    lines: z.array(priceLine),
    subtotal: cents('Lines incl. VAT, before discounts'),
    discounts: z.array(priceDiscount),
    discount_total: cents('All discounts'),
    vat: z.array(vatAmount).describe('Per VAT rate, lowest first'),
    total_excl_vat: cents('To pay, excl. VAT'),
    total_vat: cents('VAT in the total'),
    total: cents('To pay, incl. VAT'),
    earliest_delivery_date: z.string().describe('YYYY-MM-DD: the first day a box ordered now can arrive'),
  })
  .meta({ id: 'CartPrice' });
export type CalculatePricesResponse = z.infer<typeof calculatePricesResponse>;
