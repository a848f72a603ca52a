import { z } from 'zod';
import { animalList } from '@brokkie/contracts/animal';
import { shopProduct, type ShopProduct } from '@brokkie/contracts/catalogue';
import { couponCodeExistsResponse, validateOnboardingResponse, type CouponCodeExistsResponse } from '@brokkie/contracts/coupon';
import { checkoutResponse, createForAnimalsResponse, delivery as deliverySchema, type CheckoutResponse, type Delivery } from '@brokkie/contracts/delivery';
import type { ApiClient } from '../../lib/api-client.ts';
import { findFirstDelivery } from '../../lib/first-delivery.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** The order summary's data: the priced first delivery, and the names its lines refer to. */
export interface OrderSummary {
  checkout: CheckoutResponse;
  /** Pet names by url (stopped pets too: a line may still name one). */
  petNames: Map<string, string>;
  /** Products of the lines by url. */
  products: Map<string, ShopProduct>;
}

/** What /order-summary shows: the open first delivery, or that there is none (yet, or any more). */
export type OrderSummaryData = { kind: 'open'; summary: OrderSummary } | { kind: 'paid' } | { kind: 'none' };

/**
 * The page's read, by its route's loader (on the server for the first request) and again after
 * every change here. GET {delivery}checkout/ prices the unpaid first delivery from the current
 * state (its pets' plans, coupons that still apply) and gives the recurring price and the
 * delivery dates with it. Only what needs an earlier answer waits for it: the pets' names are
 * read alongside the delivery, the products of the checkout's lines all at once.
 */
export async function loadOrderSummary(api: ApiClient): Promise<OrderSummaryData> {
  const [first, pets] = await Promise.all([findFirstDelivery(api), api.get('/animal/', { schema: animalList, query: { all: 'true', limit: 100 } })]);
  // Only the state: the paid delivery would just add to the loader data sent to the browser.
  if (first.kind !== 'open') return { kind: first.kind };
  const checkout = await api.get(`${first.delivery.url}checkout/`, { schema: checkoutResponse });
  const urls = [...new Set(checkout.cart.lines.map((line) => line.product))];
  const products = new Map(await Promise.all(urls.map(async (url) => [url, await api.get(url, { schema: shopProduct })] as const)));
  return { kind: 'open', summary: { checkout, petNames: new Map(pets.results.map((pet) => [pet.url, pet.name])), products } };
}

/** §5: a code is checked for existence (and use by this customer) before it is applied. */
export function checkCouponCode(api: ApiClient, code: string): Promise<CouponCodeExistsResponse> {
  return api.post('/couponcode/couponcode_exists/', { code }, { schema: couponCodeExistsResponse });
}

export function addCoupon(api: ApiClient, delivery: Pick<Delivery, 'url'>, code: string): Promise<Delivery> {
  return api.post(`${delivery.url}add_coupon/`, { code }, { schema: deliverySchema });
}

export function removeCoupon(api: ApiClient, delivery: Pick<Delivery, 'url'>, code: string): Promise<Delivery> {
  return api.post(`${delivery.url}remove_coupon/`, { code }, { schema: deliverySchema });
}

/** The coupon of a signed onboarding link (`?signed_code=`), when the link is valid. */
export async function onboardingCodeOf(api: ApiClient, signedCode: string): Promise<string> {
  const answer = await api.get('/couponcode/validate_onboarding/', { query: { signed_code: signedCode }, schema: validateOnboardingResponse });
  return answer.coupon.code;
}

/**
 * The trial box on or off. create_for_animals keeps the pets, their formulas and the interval as
 * they are and reprices the first delivery; a code that cannot go with a trial box is dropped
 * by the API, which the caller reads from the answer.
 */
export async function setTrialBox(api: ApiClient, petUrls: readonly string[], testbag: boolean): Promise<Delivery | null> {
  const answer = await api.post('/delivery/create_for_animals/', { animals: petUrls, testbag }, { schema: createForAnimalsResponse });
  return answer.delivery;
}

/** What the order summary submits; `delivery` is the open first delivery's id, `codes` the codes the page shows on it. */
export const orderSummarySubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('apply'), delivery: z.number().int().positive(), code: z.string().min(1) }),
  z.object({ intent: z.literal('remove'), delivery: z.number().int().positive(), code: z.string().min(1) }),
  z.object({ intent: z.literal('link'), delivery: z.number().int().positive(), codes: z.array(z.string()), signedCode: z.string().min(1) }),
  z.object({ intent: z.literal('trial'), pets: z.array(z.string().min(1)), codes: z.array(z.string()), testbag: z.boolean() }),
]);

/** What a write of the order summary gives back to the page. */
export type OrderSummaryAnswer =
  /** A code applied (by the field or a signed link) or removed. */
  | { code: string }
  /** The code the field checked cannot be used: why (a key of `api:coupon.reason`), and the code as the API spells it. */
  | { unusable: { reason: string; code: string } }
  /** The trial box switched; the codes the API dropped with it. */
  | { dropped: string[] };

export type OrderSummaryOutcome = ActionResult<OrderSummaryAnswer>;

/**
 * The order summary's writes; after each the router reads the order again. A code is checked
 * first (§5) and only then applied; a signed link's code is applied unless it is there already.
 */
export async function orderSummaryAction(api: ApiClient, submission: z.output<typeof orderSummarySubmission>): Promise<OrderSummaryOutcome> {
  switch (submission.intent) {
    case 'apply': {
      const delivery = { url: `/delivery/${submission.delivery}/` };
      return attempt<OrderSummaryAnswer>(async () => {
        const check = await checkCouponCode(api, submission.code);
        if (!check.exists || !check.valid) return { unusable: { reason: check.reason ?? 'not_found', code: check.code } };
        await addCoupon(api, delivery, check.code);
        return { code: check.code };
      });
    }
    case 'remove':
      return attempt(async () => {
        await removeCoupon(api, { url: `/delivery/${submission.delivery}/` }, submission.code);
        return { code: submission.code };
      });
    case 'link':
      return attempt(async () => {
        const code = await onboardingCodeOf(api, submission.signedCode);
        if (!submission.codes.includes(code)) await addCoupon(api, { url: `/delivery/${submission.delivery}/` }, code);
        return { code };
      });
    case 'trial':
      return attempt(async () => {
        const changed = await setTrialBox(api, submission.pets, submission.testbag);
        // The API drops the codes that cannot go with a trial box; its answer has those that stay.
        return { dropped: changed ? submission.codes.filter((code) => !changed.couponcodes.includes(code)) : [] };
      });
  }
}

/** The translated message of a refused write for `field` (the API's words), or null when it was not a refusal. */
export function refusalOf(outcome: OrderSummaryOutcome | undefined, field: string): string | null {
  if (!outcome || outcome.ok || outcome.status !== 400) return null;
  return outcome.fields[field]?.[0] ?? outcome.detail;
}
