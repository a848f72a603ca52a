import { z } from 'zod';
import { couponTypes } from '@brokkie/domain/coupons';
import { animalStatuses } from '@brokkie/domain/pet-profile';
import { addressCountries, address } from './address.ts';
import { coupon, couponCodeInput } from './coupon.ts';
import { apiError } from './errors.ts';
import { paginated, paginationQuery } from './pagination.ts';
import { payment, paymentStatuses } from './payment.ts';
import { animalReference, calculatePricesResponse, deliveryCountry, productReference, sacAmount } from './pricing.ts';

/**
 * The recurring delivery (the subscription's box), its items, the deliveries (boxes on a date)
 * and their items, and the checkout of the first delivery (§3, §7; docs/deliveries.md).
 * Amounts are integer cents (EUR) incl. VAT unless a name says excl_vat; dates YYYY-MM-DD.
 */

/** Message keys of the delivery resources (`api` namespace). */
export const deliveryMessageKeys = {
  notEditable: 'api.delivery.not_editable',
  invalidDate: 'api.delivery.invalid_date',
  addressRequired: 'api.delivery.address_required',
  invalidAddress: 'api.delivery.invalid_address',
  unknownAddress: 'api.delivery.unknown_address',
  firstDeliveryPaid: 'api.delivery.first_delivery_paid',
  subscriptionNotStarted: 'api.delivery.subscription_not_started',
  noRecurringItems: 'api.delivery.no_recurring_items',
  emptyBox: 'api.delivery.empty_box',
  redirectUrlNotOurs: 'api.delivery.redirect_url_not_ours',
  paymentDescription: 'api.delivery.payment_description',
  unknownAnimal: 'api.delivery.unknown_animal',
  duplicateItem: 'api.delivery.duplicate_item',
  invalidProductKey: 'api.delivery.invalid_product_key',
  petNotActive: 'api.delivery.pet_not_active',
} as const;

/** Error codes of the delivery resources (besides the common ones), all 409. */
export const deliveryErrorCodes = {
  notEditable: 'delivery_not_editable',
  firstDeliveryPaid: 'first_delivery_paid',
  subscriptionNotStarted: 'subscription_not_started',
  noRecurringItems: 'no_recurring_items',
  emptyBox: 'empty_box',
  petNotActive: 'pet_not_active',
} as const;

export const deliveryKinds = ['first', 'recurring', 'shop'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/**
 * draft → awaiting_payment → paid → shipped → delivered; canceled from draft or awaiting_payment.
 * A recurring box starts scheduled (changeable until its cut-off, docs/billing.md), is frozen to
 * awaiting_payment and charged, or becomes skipped when nothing was left in it.
 */
export const deliveryStatuses = ['scheduled', 'draft', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'canceled', 'skipped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The statuses in which a delivery's contents, coupons and date may still change. */
export const editableDeliveryStatuses = ['draft', 'awaiting_payment'] as const satisfies readonly DeliveryStatus[];

/** How many weeks of delivery dates the checkout offers, from the earliest date on. */
export const deliveryDateWindowWeeks = 6;

const cents = (description: string) => z.number().int().describe(`${description}, integer cents (EUR)`);
const isoDate = z.string().describe('YYYY-MM-DD');
const timestamp = z.string().describe('ISO 8601 date and time (UTC)');
const maxItemAmount = 99;

// ─── Recurring delivery ────────────────────────────────────────────────────────────────────────

export const recurringDeliveryItem = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /recurringdeliveryitem/{id}/'),
    recurring_delivery: z.string().describe('url of its recurring delivery'),
    kind: z.enum(['formula', 'extra']).describe("formula: a pet's dry food; extra: a product of the shop"),
    animal: z.string().nullable().describe('url of the pet (always for a formula; optional for an extra)'),
    product: z.string().describe('url of the product'),
    amount: z.number().int().describe('Sacs of a formula (all sizes together), units of an extra'),
    skipped: z.boolean().describe('Left out of the next delivery only'),
    included: z
      .boolean()
      .describe('In the next delivery: not skipped, amount > 0, and its pet (if any) active, not paused or stopped'),
    sacs: z
      .array(sacAmount)
      .describe("A formula's sacs by size (from the pet's grams a day and the interval); empty for an extra"),
    price_per_delivery: cents('This item in one delivery, incl. VAT, before coupons'),
  })
  .meta({ id: 'RecurringDeliveryItem' });
export type RecurringDeliveryItem = z.infer<typeof recurringDeliveryItem>;

export const recurringDelivery = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /recurringdelivery/{id}/'),
    interval_weeks: z.number().int().describe('Weeks between deliveries, 1–12'),
    next_delivery_date: isoDate.nullable().describe('The next recurring delivery; null until the first delivery is paid'),
    active: z.boolean().describe('The subscription runs (made active when the first delivery is paid)'),
    country: deliveryCountry.describe('Delivery country of the prices'),
    recurringdeliveryitem_set: z.array(recurringDeliveryItem),
    price_per_delivery: cents('The included items of one delivery, incl. VAT, before coupons'),
    price_per_delivery_excl_vat: cents('The same, excl. VAT'),
    price_per_day: cents('price_per_delivery / (interval_weeks × 7), rounded'),
    created: timestamp,
  })
  .meta({ id: 'RecurringDelivery' });
export type RecurringDelivery = z.infer<typeof recurringDelivery>;

export const recurringDeliveryList = paginated(recurringDelivery).meta({ id: 'RecurringDeliveryList' });
export const recurringDeliveryItemList = paginated(recurringDeliveryItem).meta({ id: 'RecurringDeliveryItemList' });

export const recurringDeliveryUpdate = z
  .strictObject({
    interval_weeks: z.number().int().min(1).max(12).optional().describe('Formula sacs are re-planned for the new interval'),
    active: z.boolean().optional().describe('Pause (false) or resume (true) the subscription; resuming needs a paid first delivery'),
  })
  .meta({ id: 'RecurringDeliveryUpdate' });
export type RecurringDeliveryUpdate = z.infer<typeof recurringDeliveryUpdate>;

export const upsellingItem = z.strictObject({
  product: productReference.describe('An extra of the shop (id or url)'),
  amount: z.number().int().min(0).max(maxItemAmount).describe('Units in every delivery; 0 removes the extra'),
  animal: animalReference.nullable().optional().describe('The pet it is for (optional)'),
});

export const upsellingRequest = z
  .strictObject({
    recurringdeliveryitem_set: z.array(upsellingItem).max(50).describe('Extras to set; extras not named stay as they are'),
  })
  .meta({ id: 'UpsellingRequest' });
export type UpsellingRequest = z.infer<typeof upsellingRequest>;

export const recurringDeliveryItemUpdate = z
  .strictObject({
    amount: z.number().int().min(0).max(maxItemAmount).optional().describe('Sacs of a formula, units of an extra'),
    skipped: z.boolean().optional().describe('Leave the item out of the next delivery'),
  })
  .meta({ id: 'RecurringDeliveryItemUpdate' });
export type RecurringDeliveryItemUpdate = z.infer<typeof recurringDeliveryItemUpdate>;

// ─── Delivery ───────────────────────────────────────────────────────────────────────────────

/** The address a delivery goes to, copied when it is submitted for payment (§3). */
export const deliveryAddress = z
  .object({
    firstname: z.string(),
    lastname: z.string(),
    company_name: z.string(),
    street: z.string(),
    number: z.string(),
    box: z.string(),
    postal_code: z.string(),
    city: z.string(),
    country: z.enum(addressCountries),
    phone: z.string(),
  })
  .meta({ id: 'DeliveryAddress' });
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const deliveryItem = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /deliveryitem/{id}/'),
    delivery: z.string().describe('url of its delivery'),
    kind: z.enum(['formula', 'extra']),
    animal: z.string().nullable().describe('url of the pet'),
    product: z.string().describe('url of the product'),
    amount: z.number().int().describe('Sacs of this size, or units'),
    unit_grams: z.number().int().nullable().describe('Sac size of a formula line; null for an extra'),
    unit_price_excl_vat: cents('One sac or unit, excl. VAT'),
    vat_rate: z.number().int().describe('Basis points (2100 = 21 %)'),
    total_incl_vat: cents('amount × unit price incl. VAT, before coupons'),
  })
  .meta({ id: 'DeliveryItem' });
export type DeliveryItem = z.infer<typeof deliveryItem>;

export const delivery = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /delivery/{id}/'),
    kind: z.enum(deliveryKinds),
    status: z.enum(deliveryStatuses),
    recurring_delivery: z.string().nullable().describe('url of the recurring delivery it belongs to'),
    delivery_date: isoDate.nullable(),
    country: deliveryCountry,
    testbag: z.boolean().describe('A trial box: one 1 kg sac per pet at € 4.95 (by the testbag option or a testbag code)'),
    custom_amounts: z
      .record(z.string(), z.number().int())
      .describe('Extras in this delivery only, on top of the recurring items: product id → units'),
    subtotal: cents('Items incl. VAT, before coupons'),
    discount: cents('All coupons together'),
    price_excl_vat: cents('To pay, excl. VAT'),
    vat: cents('VAT in the total'),
    total: cents('To pay, incl. VAT'),
    couponcodes: z.array(z.string()).describe('Codes applied, upper case'),
    delivery_address: deliveryAddress
      .nullable()
      .describe('Copied when the delivery is submitted for payment (a box: at its cut-off); a scheduled box shows the default delivery address it will go to'),
    items: z.array(deliveryItem),
    payment_state: z.enum(paymentStatuses).nullable().describe("Status of the delivery's latest payment; null without one"),
    invoice_number: z.string().nullable().describe('BRK-{year}-{six digits}, given when paid'),
    paid_at: timestamp.nullable(),
    created: timestamp,
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof delivery>;

export const deliveryList = paginated(delivery).meta({ id: 'DeliveryList' });
export const deliveryItemList = paginated(deliveryItem).meta({ id: 'DeliveryItemList' });

export const deliveryItemListQuery = paginationQuery.extend({
  delivery: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('Only the items of this delivery (id)'),
});
export type DeliveryItemListQuery = z.infer<typeof deliveryItemListQuery>;

/** A product id as a key of custom_amounts ("12"). */
const productKey = z.string().regex(/^[1-9]\d{0,9}$/, { message: deliveryMessageKeys.invalidProductKey });

export const deliveryUpdate = z
  .strictObject({
    custom_amounts: z
      .record(productKey, z.number().int().min(0).max(maxItemAmount))
      .describe('Extras for this delivery only: product id → units; 0 removes; products not named stay'),
  })
  .meta({ id: 'DeliveryUpdate' });
export type DeliveryUpdate = z.infer<typeof deliveryUpdate>;

// ─── POST /delivery/create_for_animals/ ─────────────────────────────────────────────────────

export const createForAnimalsRequest = z
  .strictObject({
    animals: z.array(animalReference).min(1).max(20).describe("The caller's active pets in the box"),
    interval_weeks: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .describe("Weeks between deliveries; default the recurring delivery's, else 4"),
    testbag: z.boolean().optional().describe('The first delivery is a trial box (1 kg per pet at € 4.95); default as before, else false'),
    products: z
      .record(z.string(), productReference)
      .optional()
      .describe("A pet's formula: { [animal id]: product url }; it becomes the pet's selected product. Default: the meal plan's"),
    country: deliveryCountry.optional().describe('Used until the customer has a default delivery address; else BE'),
  })
  .meta({ id: 'CreateForAnimalsRequest' });
export type CreateForAnimalsRequest = z.infer<typeof createForAnimalsRequest>;

export const createForAnimalsResponse = z
  .object({
    delivery: delivery.nullable().describe('The unpaid first delivery; null when the first delivery is paid already'),
    recurring_delivery: recurringDelivery,
  })
  .meta({ id: 'CreateForAnimalsResponse' });
export type CreateForAnimalsResponse = z.infer<typeof createForAnimalsResponse>;

// ─── POST /recurringdelivery/{id}/follow_plan/ ───────────────────────────────────────────────

export const followPlanRequest = z
  .strictObject({
    animal: animalReference.describe("One of the caller's pets (url or id): its formula item becomes its current meal plan"),
  })
  .meta({ id: 'FollowPlanRequest' });
export type FollowPlanRequest = z.infer<typeof followPlanRequest>;

export const followPlanKinds = ['updated', 'unchanged'] as const;

export const followPlanResponse = z
  .object({
    kind: z.enum(followPlanKinds).describe("updated: the pet's formula item changed or was added; unchanged: it already was the plan"),
    recurring: recurringDelivery,
  })
  .meta({ id: 'FollowPlanResponse' });
export type FollowPlanResponse = z.infer<typeof followPlanResponse>;

/** A pet named in a refusal: who it is and why (its status). */
export const refusedPet = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /animal/{id}/'),
    name: z.string(),
    status: z.enum(animalStatuses),
  })
  .meta({ id: 'RefusedPet' });

/** The 409 of follow_plan/: the error body, with the pets that are paused or stopped (code pet_not_active). */
export const followPlanConflict = apiError
  .extend({
    pets: z.array(refusedPet).optional().describe('With pet_not_active: the pets that are paused or stopped'),
  })
  .meta({ id: 'FollowPlanConflict' });
export type FollowPlanConflict = z.infer<typeof followPlanConflict>;

// ─── Actions on a delivery url ──────────────────────────────────────────────────────────────

export const setCouponsRequest = z
  .strictObject({ codes: z.array(couponCodeInput).max(10).describe('All the codes, any case, in the order entered') })
  .meta({ id: 'SetCouponsRequest' });
export type SetCouponsRequest = z.infer<typeof setCouponsRequest>;

export const couponRequest = z.strictObject({ code: couponCodeInput }).meta({ id: 'DeliveryCouponRequest' });
export type CouponRequest = z.infer<typeof couponRequest>;

export const deliveryCoupon = z
  .object({
    code: z.string().nullable().describe('null for a trial box asked for without a code'),
    type: z.enum(couponTypes),
    amount: cents('The discount it gives on this delivery'),
    coupon: coupon.nullable(),
  })
  .meta({ id: 'DeliveryCoupon' });
export type DeliveryCoupon = z.infer<typeof deliveryCoupon>;

export const deliveryCouponList = paginated(deliveryCoupon).meta({ id: 'DeliveryCouponList' });

export const deliveryDateRequest = z
  .strictObject({
    date_timestamp: z.coerce
      .number()
      .int()
      .min(0)
      .max(4_102_444_800)
      .describe('Unix seconds of any instant of the chosen day (Brussels time)'),
  })
  .meta({ id: 'DeliveryDateRequest' });
export type DeliveryDateRequest = z.infer<typeof deliveryDateRequest>;

const addressReference = z
  .union([
    z.number({ error: deliveryMessageKeys.invalidAddress }).int().min(1).max(2_147_483_647),
    z.string().regex(/^\/address\/[1-9]\d{0,9}\/$/, { error: deliveryMessageKeys.invalidAddress }),
  ], { error: deliveryMessageKeys.invalidAddress })
  .describe('url of one of your addresses (/address/{id}/) or its id');

export const handleOpenPaymentRequest = z
  .strictObject({
    redirect_url: z
      .string()
      .max(2000)
      .optional()
      .describe('Where the payer returns: a path of ours (/after-checkout-redirect) or a URL on our hosts; default /after-checkout-redirect?delivery={id}'),
    address: addressReference.optional().describe('Deliver to this address; default the customer’s default_delivery_address'),
  })
  .meta({ id: 'HandleOpenPaymentRequest' });
export type HandleOpenPaymentRequest = z.infer<typeof handleOpenPaymentRequest>;

export const handleOpenPaymentResponse = z
  .object({
    checkout_url: z.string().nullable().describe("Send the payer here; null when the payment is not open (pending, paid)"),
    payment,
    delivery,
  })
  .meta({ id: 'HandleOpenPaymentResponse' });
export type HandleOpenPaymentResponse = z.infer<typeof handleOpenPaymentResponse>;

/** `latest_payment/?checkout=true&is_shop=false`. */
export const deliveryLatestPaymentQuery = z.object({
  is_shop: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true'))
    .describe('Only shop payments (true) or only subscription payments (false)'),
  checkout: z.string().optional().describe('Accepted for compatibility; has no effect'),
});

export const checkoutResponse = z
  .object({
    delivery,
    cart: calculatePricesResponse.describe('The priced cart of the delivery (cart_id is the delivery id)'),
    addresses: z.array(address).describe("The customer's addresses, oldest first"),
    default_delivery_address: z.string().nullable().describe('url of the default delivery address'),
    billing_address_override: z.string().nullable(),
    earliest_delivery_date: isoDate,
    delivery_dates: z.array(isoDate).describe(`Delivery days from the earliest date for ${deliveryDateWindowWeeks} weeks`),
    recurring: z
      .object({
        interval_weeks: z.number().int(),
        price_per_delivery: cents('Every delivery after the first, incl. VAT, before coupons'),
        price_per_day: cents('price_per_delivery / days, rounded'),
        next_delivery_date: isoDate.nullable().describe('The delivery after the first one (delivery date + interval, next delivery day)'),
      })
      .nullable(),
    payment: payment.nullable().describe("The delivery's latest payment"),
    payment_state: z.enum(paymentStatuses).nullable(),
  })
  .meta({ id: 'Checkout' });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;
