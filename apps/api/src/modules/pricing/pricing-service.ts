import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { defaultDeliveryCountryOf, findOwnAnimalTypes, findProductsForPricing } from '@brokkie/db/pricing-queries';
import { earliestDeliveryDate } from '@brokkie/domain/delivery-dates';
import type { Coupon } from '@brokkie/domain/coupons';
import { priceCart, type CartLineInput, type CartPrice } from '@brokkie/domain/pricing';
import { isDeliveryCountry, type DeliveryCountry, type VatCategory } from '@brokkie/domain/vat';
import { pricingMessageKeys, referencedId, type CalculatePricesRequest, type CalculatePricesResponse } from '@brokkie/contracts/pricing';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { notFound, validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { couponCallerForCustomer, couponsForCart } from '../coupon/coupon-service.ts';

/**
 * Where the box goes decides the VAT (docs/pricing.md): the customer's default delivery address,
 * else the country the client names (before an address is known), else Belgium.
 */
export async function deliveryCountryFor(db: Database, customer: CustomerRow, requested: DeliveryCountry | undefined): Promise<DeliveryCountry> {
  return deliveryCountryFrom(await defaultDeliveryCountryOf(db, customer.id), requested);
}

/** `deliveryCountryFor` of what was read: the default delivery address's country, else `requested`, else BE. */
export function deliveryCountryFrom(defaultAddressCountry: string | undefined, requested: DeliveryCountry | undefined): DeliveryCountry {
  if (defaultAddressCountry && isDeliveryCountry(defaultAddressCountry)) return defaultAddressCountry;
  return requested ?? 'BE';
}

/**
 * POST /delivery/calculate_prices/: the cart's lines, discounts, VAT and total. The pets must be
 * the customer's own (404 otherwise, as if they did not exist); products, sac sizes and coupon
 * codes that do not fit are 400s on their fields.
 */
export async function calculateCartPrices(db: Database, customer: CustomerRow, body: CalculatePricesRequest, now: Date): Promise<CalculatePricesResponse> {
  const pets = body.cart.pets ?? [];
  const upselling = body.cart.upselling ?? [];

  const animalIds = pets.map((pet) => referencedId(pet.id));
  const ownAnimals = await findOwnAnimalTypes(db, customer.id, animalIds);
  if (animalIds.some((id) => !ownAnimals.has(id))) throw notFound();

  const products = await findProductsForPricing(db, [...pets.map((pet) => referencedId(pet.product)), ...upselling.map((item) => referencedId(item.product))]);
  const fields: Record<string, MessageRef[]> = {};
  const lines: CartLineInput[] = [];
  const seenAnimals = new Set<number>();

  pets.forEach((pet, index) => {
    const at = `cart.pets.${index}`;
    const animalId = referencedId(pet.id);
    if (seenAnimals.has(animalId)) fields[`${at}.id`] = [{ key: pricingMessageKeys.duplicateAnimal }];
    seenAnimals.add(animalId);
    const product = products.get(referencedId(pet.product));
    if (!product || !product.active) {
      fields[`${at}.product`] = [{ key: pricingMessageKeys.unknownProduct }];
      return;
    }
    if (product.kind !== 'formula') {
      fields[`${at}.product`] = [{ key: pricingMessageKeys.notAFormula }];
      return;
    }
    if (product.animalType !== 'both' && product.animalType !== ownAnimals.get(animalId)) {
      fields[`${at}.product`] = [{ key: pricingMessageKeys.formulaNotForAnimal }];
      return;
    }
    // A formula sold per kg has no unit weight, and its packing (packaging.ts) may mix sizes, so
    // there is no one sac size to default to: the contract says it is then required.
    const unitGrams = pet.sac_size_grams ?? product.unitWeightGrams;
    if (!unitGrams) {
      fields[`${at}.sac_size_grams`] = [{ key: pricingMessageKeys.sacSizeRequired }];
      return;
    }
    lines.push({
      kind: 'formula',
      productId: product.id,
      animalId,
      quantity: pet.amount,
      unitGrams,
      priceExclVatCents: product.priceExclVatCents,
      vatCategory: product.vatCategory as VatCategory,
    });
  });

  upselling.forEach((item, index) => {
    const product = products.get(referencedId(item.product));
    if (!product || !product.active) {
      fields[`cart.upselling.${index}.product`] = [{ key: pricingMessageKeys.unknownProduct }];
      return;
    }
    if (product.kind !== 'extra') {
      fields[`cart.upselling.${index}.product`] = [{ key: pricingMessageKeys.notAnExtra }];
      return;
    }
    lines.push({
      kind: 'extra',
      productId: product.id,
      quantity: item.amount,
      priceExclVatCents: product.priceExclVatCents,
      vatCategory: product.vatCategory as VatCategory,
    });
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const country = await deliveryCountryFor(db, customer, body.country);
  const requestedTestbag = body.testbag === true;
  const coupons = await couponsForCart(db, body.coupon_codes ?? [], {
    now,
    caller: await couponCallerForCustomer(db, customer.id),
    testbag: requestedTestbag,
    productIds: lines.map((line) => line.productId),
    subtotalFor: (testbag) => priceCart({ country, lines, coupons: [], testbag }).subtotal,
  });
  const price = priceCart({ country, lines, coupons, testbag: requestedTestbag });

  return toPricedCart(price, { cartId: body.cart.id ?? null, country, testbag: requestedTestbag, coupons, now });
}

/**
 * A priced cart on the wire (the calculate_prices shape), for /delivery/calculate_prices/ and for
 * a delivery's own cart alike. A testbag coupon makes it a trial box as the flag does.
 */
export function toPricedCart(
  price: CartPrice,
  context: { cartId: number | string | null; country: DeliveryCountry; testbag: boolean; coupons: readonly Coupon[]; now: Date },
): CalculatePricesResponse {
  return {
    cart_id: context.cartId,
    country: context.country,
    testbag: context.testbag || context.coupons.some((coupon) => coupon.type === 'testbag'),
    coupon_codes: context.coupons.map((coupon) => coupon.code),
    lines: price.lines.map((line) => ({
      kind: line.kind,
      product: resourceUrl('product', line.product_id),
      animal: line.animal_id === null ? null : resourceUrl('animal', line.animal_id),
      quantity: line.quantity,
      unit_grams: line.unit_grams,
      unit_price_incl_vat: line.unit_price_incl_vat,
      total_incl_vat: line.total_incl_vat,
      total_excl_vat: line.total_excl_vat,
      vat_rate: line.vat_rate,
      trial: line.trial,
    })),
    subtotal: price.subtotal,
    discounts: price.discounts,
    discount_total: price.discount_total,
    vat: price.vat,
    total_excl_vat: price.total_excl_vat,
    total_vat: price.total_vat,
    total: price.total,
    earliest_delivery_date: earliestDeliveryDate(context.now, context.country),
  };
}
