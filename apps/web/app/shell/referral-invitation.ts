import { referralQueryParameter } from '@brokkie/domain/referral';

/**
 * A friend's invitation link (`?ref=CODE`, docs/referrals-and-feedback.md) brings its code to the
 * first order: the code is kept for the browser session from whichever page the link opened, and
 * the order summary applies it once the first box exists. Storing it needs no consent: it is the
 * discount the visitor followed the link for, not tracking.
 */

const storageKey = 'referral_code';
// A referral code as the API makes them (MAX-7K3Q); anything else in `ref` is not one.
const codePattern = /^[A-Z]{2,8}-[A-Z0-9]{4}$/;

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the code of an invitation link the page was opened with. */
export function rememberReferralInvitation(search: string, storage: Pick<Storage, 'setItem'> | undefined = sessionStore()): void {
  const code = new URLSearchParams(search).get(referralQueryParameter)?.trim().toUpperCase();
  if (!code || !codePattern.test(code)) return;
  try {
    storage?.setItem(storageKey, code);
  } catch {
    // Without storage the friend can still type the code on the order summary.
  }
}

/** The invitation's code waiting for the first order, if any. */
export function pendingReferralCode(storage: Pick<Storage, 'getItem'> | undefined = sessionStore()): string | null {
  try {
    return storage?.getItem(storageKey) ?? null;
  } catch {
    return null;
  }
}

/** The code was offered to the order (applied or refused): not again. */
export function forgetReferralCode(storage: Pick<Storage, 'removeItem'> | undefined = sessionStore()): void {
  try {
    storage?.removeItem(storageKey);
  } catch {
    // Nothing kept.
  }
}
