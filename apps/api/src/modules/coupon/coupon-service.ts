import type { FastifyRequest } from 'fastify';
import type { Database } from '@brokkie/db/client';
import {
  countRedemptions,
  countRedemptionsOf,
  findCouponByCode,
  findCouponsByCodes,
  listCouponsByChannel,
  type CouponRow,
} from '@brokkie/db/coupon-queries';
import { hasPaidDelivery } from '@brokkie/db/pricing-queries';
import {
  checkCoupon,
  combineCoupons,
  normaliseCouponCode,
  type Coupon,
  type CouponCheckContext,
  type CouponRejectionReason,
  type CouponType,
} from '@brokkie/domain/coupons';
import {
  couponMessageKeys,
  type CouponCodeExistsResponse,
  type CouponResource,
  type ValidateOnboardingResponse,
} from '@brokkie/contracts/coupon';
import type { Paginated } from '@brokkie/contracts/pagination';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { verifyOnboardingCode } from './onboarding-code.ts';

export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    type: row.type as CouponType,
    value: row.value,
    isOnboarding: row.isOnboarding,
    productIds: row.productIds,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minimumOrderCents: row.minimumOrderCents,
    active: row.active,
  };
}

export function toCouponResource(row: CouponRow): CouponResource {
  return {
    code: row.code,
    type: row.type as CouponType,
    value: row.value,
    is_onboarding: row.isOnboarding,
    products: row.productIds.map((id) => resourceUrl('product', id)),
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    minimum_order: row.minimumOrderCents,
  };
}

export function reasonMessage(reason: CouponRejectionReason, code: string): MessageRef {
  return { key: couponMessageKeys.reasons[reason], params: { code } };
}

/** Who asks about a code: a signed-in customer (uses and first-order state count) or nobody. */
export interface CouponCaller {
  customerId: string | null;
  /** Whether the customer's next order is its first; unknown without a customer. */
  isOnboarding: boolean | undefined;
}

export async function couponCallerOf(db: Database, request: FastifyRequest): Promise<CouponCaller> {
  if (!request.user) return { customerId: null, isOnboarding: undefined };
  const { customer } = await actingCustomer(db, request, { forWrite: false });
  return couponCallerForCustomer(db, customer.id);
}

export async function couponCallerForCustomer(db: Database, customerId: string): Promise<CouponCaller> {
  return { customerId, isOnboarding: !(await hasPaidDelivery(db, customerId)) };
}

async function checkRow(
  db: Database,
  row: CouponRow | undefined,
  caller: CouponCaller,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: CouponRejectionReason }> {
  if (!row) return { ok: false, reason: 'not_found' };
  const uses = await countRedemptions(db, row.id, caller.customerId);
  return checkCoupon(couponOf(row), {
    now,
    totalUses: uses.total,
    customerUses: uses.byCustomer,
    isOnboarding: caller.isOnboarding,
  });
}

/** POST /couponcode/couponcode_exists/: whether the code exists and whether it can be used now. */
export async function couponCodeExists(
  db: Database,
  code: string,
  caller: CouponCaller,
  now: Date,
  translate: (message: MessageRef) => string,
): Promise<CouponCodeExistsResponse> {
  const normalised = normaliseCouponCode(code);
  const row = await findCouponByCode(db, normalised);
  const check = await checkRow(db, row, caller, now);
  return {
    code: normalised,
    exists: row !== undefined,
    valid: check.ok,
    reason: check.ok ? null : check.reason,
    message: check.ok ? null : translate(reasonMessage(check.reason, normalised)),
    coupon: row ? toCouponResource(row) : null,
  };
}

/** GET /couponcode/validate_onboarding/: the onboarding coupon a signed link carries; 400 otherwise. */
export async function validateOnboardingCode(
  db: Database,
  signedCode: string,
  secret: string,
  caller: CouponCaller,
  now: Date,
): Promise<ValidateOnboardingResponse> {
  const verified = verifyOnboardingCode(signedCode, secret, now);
  if (!verified.ok) {
    const key = verified.reason === 'expired' ? couponMessageKeys.signedCodeExpired : couponMessageKeys.signedCodeInvalid;
    throw validationFailed({ signed_code: [{ key }] });
  }
  const row = await findCouponByCode(db, verified.code);
  const check = await checkRow(db, row, caller, now);
  if (!check.ok) throw validationFailed({ signed_code: [reasonMessage(check.reason, verified.code)] });
  if (!row?.isOnboarding) throw validationFailed({ signed_code: [{ key: couponMessageKeys.notOnboarding, params: { code: verified.code } }] });
  return { coupon: toCouponResource(row), expires_at: verified.expiresAt.toISOString() };
}

/** GET /couponcode/?channels=: the coupons offered in the channels, usable now. */
export async function offeredCoupons(
  db: Database,
  channels: readonly string[],
  window: { limit: number; offset: number },
  now: Date,
  language?: string,
): Promise<Pick<Paginated<CouponResource>, 'count' | 'results'>> {
  const page = await listCouponsByChannel(db, { channels, now, language, ...window });
  return { count: page.count, results: page.rows.map(toCouponResource) };
}

export interface CartCouponContext extends Pick<CouponCheckContext, 'now' | 'productIds'> {
  caller: CouponCaller;
  /** A trial box was asked for with the testbag flag. */
  testbag: boolean;
  /** The cart's subtotal incl. VAT before discounts, as a trial box or not (minimum order). */
  subtotalFor: (testbag: boolean) => number;
}

/**
 * The coupons of a cart, checked and combined (packages/domain coupon rules), in the order
 * entered. Any code that cannot be used is a 400 on `coupon_codes` naming the code and why.
 */
export async function couponsForCart(
  db: Database,
  codes: readonly string[],
  context: CartCouponContext,
): Promise<Coupon[]> {
  const rows = await findCouponsByCodes(db, codes);
  const uses = await countRedemptionsOf(
    db,
    [...rows.values()].map((row) => row.id),
    context.caller.customerId,
  );
  // A testbag code makes the box a trial box as the flag does; minimums apply to that box.
  const testbag = context.testbag || [...rows.values()].some((row) => row.type === 'testbag');
  const subtotalCents = context.subtotalFor(testbag);
  const problems: MessageRef[] = [];
  const usable: Coupon[] = [];
  for (const code of [...new Set(codes.map(normaliseCouponCode))]) {
    const row = rows.get(code);
    const counts = row ? uses.get(row.id) : undefined;
    const check = checkCoupon(row ? couponOf(row) : null, {
      now: context.now,
      productIds: context.productIds,
      subtotalCents,
      isOnboarding: context.caller.isOnboarding,
      totalUses: counts?.total ?? 0,
      customerUses: counts?.byCustomer ?? 0,
    });
    if (!check.ok) problems.push(reasonMessage(check.reason, code));
    else if (row) usable.push(couponOf(row));
  }
  const combination = combineCoupons(usable, { testbag: context.testbag });
  for (const rejected of combination.rejected) problems.push(reasonMessage(rejected.reason, rejected.code));
  if (problems.length > 0) throw validationFailed({ coupon_codes: problems });
  return combination.applied;
}
