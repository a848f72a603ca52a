import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { findAddressOf, type AddressRow } from '@brokkie/db/address-queries';
import { findAnimalsByIds, updateAnimal } from '@brokkie/db/animal-queries';
import {
  findUnpaidFirstDelivery,
  hasPaidFirstDelivery,
  insertDelivery,
  lockDeliveryOf,
  type DeliveryRow,
} from '@brokkie/db/delivery-queries';
import {
  deleteRecurringItems,
  findRecurringDeliveryOfCustomer,
  insertRecurringItems,
  itemsOfRecurringDelivery,
  lockOrCreateRecurringDelivery,
  lockRecurringDelivery,
  updateRecurringDelivery,
  updateRecurringItem,
  type NewRecurringItem,
  type RecurringDeliveryRow,
} from '@brokkie/db/recurring-delivery-queries';
import { todayIsoDate } from '@brokkie/domain/dates';
import { addDays, canDeliverOn, nextValidDeliveryDate, type IsoDate } from '@brokkie/domain/delivery-dates';
import { defaultIntervalWeeks, sacsForDelivery } from '@brokkie/domain/packaging';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { animalMessageKeys } from '@brokkie/contracts/animal';
import {
  deliveryErrorCodes,
  deliveryMessageKeys,
  type CreateForAnimalsRequest,
  type DeliveryAddress,
} from '@brokkie/contracts/delivery';
import { paymentErrorCodes, paymentMessageKeys } from '@brokkie/contracts/payment';
import { pricingMessageKeys, referencedId } from '@brokkie/contracts/pricing';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { checkSelectedFormula, ensureDiet } from '../animal/animal-diet-service.ts';
import type { PaymentService, PaymentStart } from '../payments/payment-service.ts';
import { deliveryCountryFor } from '../pricing/pricing-service.ts';
import {
  isEditable,
  notEditable,
  ownDelivery,
  repriceFirstDelivery,
  storedCart,
  withLockedDelivery,
} from './delivery-service.ts';
import { sacCount } from './sac-plan.ts';
import { subscriptionCountryOf } from './recurring-delivery-service.ts';

/**
 * The checkout of a first delivery, step by step (docs/deliveries.md):
 * 1. `createForAnimals`: the pets' formulas become the recurring delivery's items, and a draft
 *    first delivery is made (or brought up to date) from them;
 * 2. the funnel changes extras, coupons and the date on the delivery (delivery-service.ts);
 * 3. `submitForPayment`: the delivery is priced a last time and frozen (awaiting_payment) and a
 *    first payment (which makes the mandate for the recurring charges) is started;
 * 4. the provider's webhook settles it; `settleDelivery` (delivery-settlement.ts) marks the
 *    delivery paid and starts the subscription.
 */

/** The delivery after the one on `date`: `intervalWeeks` later, on the next delivery day. */
export function deliveryAfter(date: IsoDate, intervalWeeks: number, country: DeliveryCountry): IsoDate {
  return nextValidDeliveryDate(addDays(date, intervalWeeks * 7), country);
}

export interface CreateForAnimalsResult {
  recurring: RecurringDeliveryRow;
  /** The unpaid first delivery; null when the first delivery is paid already. */
  delivery: DeliveryRow | null;
  /** A new first delivery was made. */
  created: boolean;
}

/** The animal id of a `products` key: an id ("12") or an animal url ("/animal/12/"). */
function animalIdOfKey(key: string): number | undefined {
  if (/^[1-9]\d{0,9}$/.test(key)) return Number(key);
  return /^\/animal\/[1-9]\d{0,9}\/$/.test(key) ? idFromResourceUrl(key) : undefined;
}

/**
 * POST /delivery/create_for_animals/: one formula item per pet in the recurring delivery (made,
 * inactive, when the customer has none): the pet's formula (its owner's choice in `products`,
 * else its meal plan's) and as many sacs as the packaging rule plans for the interval. Formula
 * items of pets not named are removed; extras stay. Then the unpaid first delivery is made or
 * priced again. Repeating the call while the first delivery is unpaid updates the same delivery.
 */
export async function createForAnimals(
  db: Database,
  customer: CustomerRow,
  body: CreateForAnimalsRequest,
  now: Date,
): Promise<CreateForAnimalsResult> {
  const ids = body.animals.map(referencedId);
  return db.transaction(async (tx) => {
    const pets = await findAnimalsByIds(tx, customer.id, ids);
    if (ids.some((id) => !pets.some((pet) => pet.id === id))) throw notFound();
    const fields: Record<string, MessageRef[]> = {};
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) fields[`animals.${index}`] = [{ key: pricingMessageKeys.duplicateAnimal }];
      else if (pets.find((pet) => pet.id === id)?.status !== 'active') {
        fields[`animals.${index}`] = [{ key: animalMessageKeys.notActive, params: { ids: String(id) } }];
      }
    });
    const chosen = new Map<number, number>();
    for (const [key, product] of Object.entries(body.products ?? {})) {
      const animalId = animalIdOfKey(key);
      if (animalId === undefined || !ids.includes(animalId)) fields[`products.${key}`] = [{ key: deliveryMessageKeys.unknownAnimal }];
      else chosen.set(animalId, referencedId(product));
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const existing = await findRecurringDeliveryOfCustomer(tx, customer.id);
    const intervalWeeks = body.interval_weeks ?? existing?.intervalWeeks ?? defaultIntervalWeeks;
    let recurring = await lockOrCreateRecurringDelivery(tx, customer.id, intervalWeeks);
    if (recurring.intervalWeeks !== intervalWeeks) recurring = await updateRecurringDelivery(tx, recurring.id, { intervalWeeks });

    const today = todayIsoDate(now);
    const formulas = new Map<number, { productId: number; amount: number }>();
    for (const id of ids) {
      let pet = pets.find((candidate) => candidate.id === id);
      if (!pet || formulas.has(id)) continue;
      const productId = chosen.get(id);
      if (productId !== undefined) {
        const problem = await checkSelectedFormula(tx, pet, productId);
        if (problem) {
          fields[`products.${id}`] = [problem];
          continue;
        }
        if (pet.selectedProductId !== productId) pet = (await updateAnimal(tx, customer.id, id, { selectedProductId: productId })) ?? pet;
      }
      const { diet } = await ensureDiet(tx, pet, today);
      formulas.set(id, { productId: diet.productId, amount: sacCount(sacsForDelivery(diet.gramsPerDay, intervalWeeks).sacs) });
    }
    if (Object.keys(fields).length > 0) throw validationFailed(fields);

    const stale: number[] = [];
    const kept = new Set<number>();
    for (const { item, product } of await itemsOfRecurringDelivery(tx, recurring.id)) {
      if (product.kind !== 'formula') continue;
      const wanted = item.animalId === null ? undefined : formulas.get(item.animalId);
      if (!wanted || item.animalId === null || kept.has(item.animalId)) {
        stale.push(item.id);
        continue;
      }
      kept.add(item.animalId);
      if (item.productId !== wanted.productId || item.amount !== wanted.amount) {
        await updateRecurringItem(tx, item.id, { productId: wanted.productId, amount: wanted.amount });
      }
    }
    await deleteRecurringItems(tx, stale);
    const added: NewRecurringItem[] = [...formulas]
      .filter(([animalId]) => !kept.has(animalId))
      .map(([animalId, wanted]) => ({ recurringDeliveryId: recurring.id, animalId, ...wanted }));
    await insertRecurringItems(tx, added);

    if (await hasPaidFirstDelivery(tx, customer.id)) return { recurring, delivery: null, created: false };
    const unpaid = await findUnpaidFirstDelivery(tx, customer.id);
    const country = await deliveryCountryFor(tx, customer, body.country ?? (unpaid?.country as DeliveryCountry | undefined));
    let delivery = unpaid && (await lockDeliveryOf(tx, customer.id, unpaid.id));
    const created = !delivery;
    delivery ??= await insertDelivery(tx, {
      customerId: customer.id,
      recurringDeliveryId: recurring.id,
      kind: 'first',
      status: 'draft',
      country,
      testbag: body.testbag ?? false,
    });
    delivery = await repriceFirstDelivery(tx, customer, delivery, { now, coupons: 'lenient', country, testbag: body.testbag });
    return { recurring, delivery, created };
  });
}

/**
 * POST /recurringdelivery/{id}/create_first_delivery/: the unpaid first delivery of the recurring
 * delivery, priced now; made when there is none. 409 when the first delivery is paid already or
 * the recurring delivery has no items.
 */
export async function createFirstDelivery(
  db: Database,
  customer: CustomerRow,
  recurringDeliveryId: number,
  now: Date,
): Promise<{ delivery: DeliveryRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const recurring = await lockRecurringDelivery(tx, customer.id, recurringDeliveryId);
    if (!recurring) throw notFound();
    if (await hasPaidFirstDelivery(tx, customer.id)) {
      throw new ApiProblem({
        statusCode: 409,
        code: deliveryErrorCodes.firstDeliveryPaid,
        detail: { key: deliveryMessageKeys.firstDeliveryPaid },
      });
    }
    const unpaid = await findUnpaidFirstDelivery(tx, customer.id);
    const existing = unpaid && (await lockDeliveryOf(tx, customer.id, unpaid.id));
    if (existing) return { delivery: await repriceFirstDelivery(tx, customer, existing, { now, coupons: 'lenient' }), created: false };
    if ((await itemsOfRecurringDelivery(tx, recurring.id)).length === 0) {
      throw new ApiProblem({
        statusCode: 409,
        code: deliveryErrorCodes.noRecurringItems,
        detail: { key: deliveryMessageKeys.noRecurringItems },
      });
    }
    const country = await subscriptionCountryOf(tx, customer);
    const delivery = await insertDelivery(tx, {
      customerId: customer.id,
      recurringDeliveryId: recurring.id,
      kind: 'first',
      status: 'draft',
      country,
    });
    return { delivery: await repriceFirstDelivery(tx, customer, delivery, { now, coupons: 'lenient', country }), created: true };
  });
}

export function copyOfAddress(row: AddressRow): DeliveryAddress {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company_name: row.companyName,
    street: row.street,
    number: row.number,
    box: row.box,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country as DeliveryAddress['country'],
    phone: row.phone,
  };
}

export interface SubmitForPaymentInput {
  customer: CustomerRow;
  deliveryId: number;
  /** Where the payer returns after the provider's checkout (validated: one of ours). */
  redirectUrl: string;
  /** Deliver to this address of the customer; default their default delivery address. */
  addressId?: number;
  /** The payment's description (bank statement). */
  description: string;
  now: Date;
}

const paidStatuses = ['paid', 'shipped', 'delivered'];

/**
 * POST handle_open_payment/ — the Pay button. A first delivery is checked (an address, a date
 * that can still be kept), priced a last time with strict coupon checks and frozen: its address
 * is copied, its priced cart, totals and items stored, its status awaiting_payment. Then the
 * payment service starts a first payment (it makes the mandate of the recurring charges), or
 * returns the one already open for the same amount (a double click), or the paid one.
 * Other deliveries (a failed recurring charge) are paid as they were priced.
 */
export async function submitForPayment(
  db: Database,
  payments: PaymentService,
  input: SubmitForPaymentInput,
): Promise<{ delivery: DeliveryRow; start: PaymentStart }> {
  const { customer, deliveryId } = input;
  const found = await ownDelivery(db, customer.id, deliveryId);
  if (found.kind !== 'first' || paidStatuses.includes(found.status)) {
    if (!isEditable(found) && !paidStatuses.includes(found.status)) throw notEditable();
    const start = await payments.handleOpenPayment({
      customerId: customer.id,
      deliveryId,
      redirectUrl: input.redirectUrl,
      description: input.description,
    });
    return { delivery: await ownDelivery(db, customer.id, deliveryId), start };
  }
  if (!isEditable(found)) throw notEditable();

  const frozen = await withLockedDelivery(db, customer.id, deliveryId, async (tx, delivery) => {
    if (!isEditable(delivery)) throw notEditable();
    const addressId = input.addressId ?? customer.defaultDeliveryAddressId;
    const address = addressId === null ? undefined : await findAddressOf(tx, customer.id, addressId);
    if (!address) {
      const key = input.addressId === undefined ? deliveryMessageKeys.addressRequired : deliveryMessageKeys.unknownAddress;
      throw validationFailed({ address: [{ key }] });
    }
    const country = address.country as DeliveryCountry;
    if (!delivery.deliveryDate || !canDeliverOn(delivery.deliveryDate, input.now, country)) {
      throw validationFailed({ delivery_date: [{ key: deliveryMessageKeys.invalidDate }] });
    }
    const updated = await repriceFirstDelivery(tx, customer, delivery, {
      now: input.now,
      coupons: 'strict',
      country,
      changes: { status: 'awaiting_payment', addressId: address.id, deliveryAddress: copyOfAddress(address) },
    });
    // Throwing rolls the freeze back: the delivery stays as it was.
    if ((storedCart(updated)?.lines.length ?? 0) === 0) {
      throw new ApiProblem({ statusCode: 409, code: deliveryErrorCodes.emptyBox, detail: { key: deliveryMessageKeys.emptyBox } });
    }
    if (updated.totalCents <= 0) {
      throw new ApiProblem({ statusCode: 409, code: paymentErrorCodes.nothingToPay, detail: { key: paymentMessageKeys.nothingToPay } });
    }
    return updated;
  });

  const start = await payments.startPayment({
    customerId: customer.id,
    deliveryId,
    amountCents: frozen.totalCents,
    description: input.description,
    sequenceType: 'first',
    redirectUrl: input.redirectUrl,
  });
  // The payment may have been settled on the way (a provider answering paid at once).
  return { delivery: await ownDelivery(db, customer.id, deliveryId), start };
}
