import type { FastifyRequest } from 'fastify';
import { todayIsoDate } from '@brokkie/domain/dates';
import type { Database } from '@brokkie/db/client';
import {
  ensureCustomerForUser,
  feedbackCountsOf,
  findCustomerById,
  findCustomerByUserId,
  referencesExist,
  updateCustomer,
  type CustomerRow,
  type CustomerUpdate as CustomerRowUpdate,
} from '@brokkie/db/customer-queries';
import { findIdentityUser } from '@brokkie/db/identity-queries';
import { addressBelongsTo } from '@brokkie/db/address-queries';
import { customerDataVersionOf, customerDataVersionOfUser, type CustomerDataVersion } from '@brokkie/db/customer-data-version-queries';
import {
  currentStoreName,
  customerMessageKeys,
  type Customer,
  type CustomerUpdate,
  type FeedbackCount,
} from '@brokkie/contracts/customer';
import { idFromResourceUrl, resourceUrl } from '@brokkie/contracts/resource-url';
import { authenticationFailed, notFound, permissionDenied, validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { requireUser } from '../../plugins/authentication.ts';

export interface ActingCustomer {
  customer: CustomerRow;
  /** Staff acting as this customer through `customer_override`. */
  overridden: boolean;
}

/**
 * The customer a request acts for (§6, §7):
 * - without `customer_override`: the signed-in user's own customer;
 * - with it: only staff may use it, and then act as that customer for reads; while it is in use,
 *   every change is refused (`forWrite`), so staff can look but never touch.
 * Every customer-scoped resource (pets, deliveries, …) resolves its customer here.
 */
export async function actingCustomer(
  db: Database,
  request: FastifyRequest,
  options: { forWrite: boolean },
): Promise<ActingCustomer> {
  const user = requireUser(request);
  const override = request.context.customerOverride;
  if (override) {
    // The role is read fresh, not from the token: a revoked staff member stops at once.
    const identity = await findIdentityUser(db, user.id);
    if (identity?.role !== 'staff') throw permissionDenied({ key: 'api.errors.customer_override_forbidden' });
    if (options.forWrite) throw permissionDenied({ key: 'api.errors.customer_override_read_only' });
    const target = await findCustomerById(db, override);
    if (!target) throw notFound();
    return { customer: target, overridden: true };
  }
  let own = await findCustomerByUserId(db, user.id);
  if (!own) {
    if ((await ensureCustomerForUser(db, user.id, { currentStoreId: currentStoreName })) === 'no-user') {
      throw authenticationFailed();
    }
    own = await findCustomerByUserId(db, user.id);
  }
  // An erased customer's user no longer exists (docs/privacy.md); should a token still reach an
  // erased customer, it is refused all the same.
  if (!own || own.erasedAt) throw authenticationFailed();
  return { customer: own, overridden: false };
}

/**
 * The customer a request reads for, under actingCustomer's rules, with the version of its data
 * (`customerDataVersions`): a caller acting as themselves, the common case, in one statement;
 * staff acting for a customer, and a user without a customer yet, through actingCustomer.
 */
export async function actingCustomerVersion(db: Database, request: FastifyRequest): Promise<CustomerDataVersion> {
  if (!request.context.customerOverride) {
    const own = await customerDataVersionOfUser(db, requireUser(request).id);
    if (own) return own;
  }
  const { customer } = await actingCustomer(db, request, { forWrite: false });
  return (await customerDataVersionOf(db, customer.id)) ?? { customerId: customer.id, version: 0 };
}

/**
 * A page of what the request's customer owns, under actingCustomer's rules, read the cheap way
 * where it can be: a caller acting as themselves, the common case, is answered by `ofUser`, one
 * statement that finds their customer by user id. Staff acting for a customer, and an empty page
 * (the user may have no customer yet, which actingCustomer makes or refuses), take the general
 * path: actingCustomer, then `ofCustomer`.
 */
export async function ownPage<Page>(
  db: Database,
  request: FastifyRequest,
  reads: { ofUser: (userId: string) => Promise<Page | undefined>; ofCustomer: (customerId: string) => Promise<Page> },
): Promise<Page> {
  if (!request.context.customerOverride) {
    const own = await reads.ofUser(requireUser(request).id);
    if (own !== undefined) return own;
  }
  const { customer } = await actingCustomer(db, request, { forWrite: false });
  return reads.ofCustomer(customer.id);
}

export function toCustomer(row: CustomerRow): Customer {
  const link = (resource: string, id: number | null) => (id === null ? null : resourceUrl(resource, id));
  return {
    id: row.id,
    url: resourceUrl('customer', row.id),
    email: row.isAnonymous ? null : row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    prefered_country: link('country', row.preferedCountryId),
    prefered_language: link('language', row.preferedLanguageId),
    leadsource: row.leadsource,
    current_store_id: row.currentStoreId,
    referral_affiliate: row.referralAffiliate,
    default_delivery_address: link('address', row.defaultDeliveryAddressId),
    billing_address_override: link('address', row.billingAddressOverrideId),
    newsletter: row.newsletter,
  };
}

/** Applies a validated PATCH body; references must name existing rows (400 with the field otherwise). */
export async function applyCustomerUpdate(db: Database, customer: CustomerRow, body: CustomerUpdate): Promise<Customer> {
  const fields: Record<string, MessageRef[]> = {};
  const update: CustomerRowUpdate = {};
  if (body.firstname !== undefined) update.firstname = body.firstname;
  if (body.lastname !== undefined) update.lastname = body.lastname;
  if (body.phone !== undefined) update.phone = body.phone;
  if (body.leadsource !== undefined) update.leadsource = body.leadsource;
  if (body.referral_affiliate !== undefined) update.referralAffiliate = body.referral_affiliate;
  if (body.newsletter !== undefined) update.newsletter = body.newsletter;
  if (body.current_store_id !== undefined) update.currentStoreId = body.current_store_id;

  const countryId = body.prefered_country ? idFromResourceUrl(body.prefered_country) : undefined;
  const languageId = body.prefered_language ? idFromResourceUrl(body.prefered_language) : undefined;
  const exists = await referencesExist(db, { countryId, languageId });
  if (body.prefered_country !== undefined) {
    if (body.prefered_country !== null && !exists.country) fields.prefered_country = [{ key: customerMessageKeys.unknownCountry }];
    else update.preferedCountryId = countryId ?? null;
  }
  if (body.prefered_language !== undefined) {
    if (body.prefered_language !== null && !exists.language) {
      fields.prefered_language = [{ key: customerMessageKeys.unknownLanguage }];
    } else update.preferedLanguageId = languageId ?? null;
  }
  // An address reference must name one of the customer's own addresses; another customer's
  // address does not exist as far as this customer is concerned.
  for (const [field, column] of [
    ['default_delivery_address', 'defaultDeliveryAddressId'],
    ['billing_address_override', 'billingAddressOverrideId'],
  ] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (value === null) {
      update[column] = null;
      continue;
    }
    const addressId = idFromResourceUrl(value);
    if (addressId !== undefined && (await addressBelongsTo(db, customer.id, addressId))) update[column] = addressId;
    else fields[field] = [{ key: customerMessageKeys.unknownAddress }];
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);

  const updated = await updateCustomer(db, customer.id, update);
  if (!updated) throw notFound();
  return toCustomer(updated);
}

/** The questions put to the customer: the first box's only once that box arrived (by today's date in Brussels). */
export async function feedbackCountOf(db: Database, customer: CustomerRow, now: Date = new Date()): Promise<FeedbackCount> {
  const counts = await feedbackCountsOf(db, customer.id, todayIsoDate(now));
  return { total: counts.total, answered: counts.answered, unanswered: counts.total - counts.answered };
}
