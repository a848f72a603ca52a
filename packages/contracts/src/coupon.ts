import { z } from 'zod';
import { couponRejectionReasons, couponTypes } from '@brokkie/domain/coupons';
import { paginated, paginationQuery } from './pagination.ts';

/** Message keys of the coupon endpoints (`api` namespace); reasons take `{code}`. */
export const couponMessageKeys = {
  invalidCode: 'api.coupon.invalid_code',
  invalidChannels: 'api.coupon.invalid_channels',
  signedCodeInvalid: 'api.coupon.signed_code_invalid',
  signedCodeExpired: 'api.coupon.signed_code_expired',
  notOnboarding: 'api.coupon.not_onboarding',
  reasons: Object.fromEntries(couponRejectionReasons.map((reason) => [reason, `api.coupon.reason.${reason}`])) as Record<
    (typeof couponRejectionReasons)[number],
    string
  >,
} as const;

/** What a customer types: letters, digits, '-' and '_'; matched case-insensitively. */
export const couponCodeInput = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { message: couponMessageKeys.invalidCode })
  .describe('A coupon code, any case (WELCOME15, welcome15)');

/** A coupon code (§3: code, type such as testbag, is_onboarding, products). */
export const coupon = z
  .object({
    code: z.string().describe('Upper case'),
    type: z.enum(couponTypes),
    value: z
      .number()
      .int()
      .describe('percentage: basis points (1500 = 15 %); fixed_amount: cents incl. VAT; free_product and testbag: 0'),
    is_onboarding: z.boolean().describe("Only for a customer's first order"),
    products: z.array(z.string()).describe('free_product: urls of the products of which one unit becomes free'),
    valid_from: z.string().nullable().describe('ISO 8601 instant, or null (no start)'),
    valid_until: z.string().nullable().describe('ISO 8601 instant, or null (no end)'),
    minimum_order: z.number().int().describe('Subtotal incl. VAT (cents) the cart must reach'),
  })
  .meta({ id: 'Coupon' });
export type CouponResource = z.infer<typeof coupon>;

export const couponCodeExistsRequest = z.strictObject({ code: couponCodeInput }).meta({ id: 'CouponCodeExistsRequest' });
export type CouponCodeExistsRequest = z.infer<typeof couponCodeExistsRequest>;

export const couponCodeExistsResponse = z
  .object({
    code: z.string().describe('The code as stored (upper case)'),
    exists: z.boolean(),
    valid: z.boolean().describe('Whether it can be used now (by the signed-in customer, when there is one)'),
    reason: z.enum(couponRejectionReasons).nullable().describe('Why it cannot be used; null when valid'),
    message: z.string().nullable().describe("The reason, translated into the request's language"),
    coupon: coupon.nullable().describe('The coupon, when it exists'),
  })
  .meta({ id: 'CouponCodeExists' });
export type CouponCodeExistsResponse = z.infer<typeof couponCodeExistsResponse>;

export const validateOnboardingQuery = z.object({
  signed_code: z
    .string()
    .min(1)
    .max(512)
    .describe('CODE.EXPIRY.SIGNATURE: expiry in Unix seconds, HMAC-SHA256 signature (base64url)'),
});
export type ValidateOnboardingQuery = z.infer<typeof validateOnboardingQuery>;

export const validateOnboardingResponse = z
  .object({
    coupon,
    expires_at: z.string().describe('ISO 8601 instant until which the signed link is valid'),
  })
  .meta({ id: 'OnboardingCoupon' });
export type ValidateOnboardingResponse = z.infer<typeof validateOnboardingResponse>;

export const couponListQuery = paginationQuery.extend({
  channels: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/, { message: couponMessageKeys.invalidChannels })
    .optional()
    .describe('Comma list of channels (thankyou); without it, the coupons of every channel'),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const couponList = paginated(coupon).meta({ id: 'CouponList' });
