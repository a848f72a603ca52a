import type { FastifyRequest } from 'fastify';
import { localizePath } from '@brokkie/domain/locales';
import { deliveryMessageKeys } from '@brokkie/contracts/delivery';
import { validationFailed } from '../../lib/api-problem.ts';
import { isOwnUrl, payerOrigin } from '../payments/payer-origin.ts';

/** The page the payer comes back to after the provider's checkout (it polls latest_payment/). */
export const afterCheckoutPath = '/after-checkout-redirect';

/**
 * Where the payer returns: a path of ours (resolved against the origin they pay from) or an
 * absolute URL on one of our hosts; anything else is refused, so that a checkout can never send
 * a payer to another site. Default: the after-checkout page in the request's language.
 */
export function returnUrl(
  request: FastifyRequest,
  requested: string | undefined,
  deliveryId: number,
  hosts: { isOwnHost: (host: string) => boolean; publicUrl: string },
): string {
  const origin = payerOrigin(request, hosts.isOwnHost, hosts.publicUrl);
  if (requested === undefined) {
    return `${origin}${localizePath(afterCheckoutPath, request.context.locale)}?delivery=${deliveryId}`;
  }
  // A path, not a protocol-relative URL (//evil.example) nor one with backslashes browsers bend.
  if (/^\/(?![/\\])[^\\\s]*$/.test(requested)) {
    const resolved = new URL(requested, origin);
    if (resolved.origin === origin) return resolved.toString();
  } else if (isOwnUrl(requested, hosts.isOwnHost)) {
    return requested;
  }
  throw validationFailed({ redirect_url: [{ key: deliveryMessageKeys.redirectUrlNotOurs }] });
}
