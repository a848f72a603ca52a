import type { Cents } from './money.ts';

/**
 * Refer a friend (docs/referrals-and-feedback.md). A customer shares a personal code; a friend
 * who orders with it gets a discount on the first box, and the customer earns a credit on a next
 * delivery per friend whose first box is paid. The numbers live here so that the API, the mails
 * and the dashboard all say the same.
 */

/** The flavours of the referral e-mail (§7 POST /customer/send_referral_emails/ `type`). */
export const referralTypes = ['thankyou_dog', 'thankyou_cat'] as const;
export type ReferralType = (typeof referralTypes)[number];

/** The friend's reward: 25 % off the first box, as an onboarding coupon whose code is the referral code. */
export const friendDiscountBasisPoints = 2500;

/** The customer's reward per friend whose first box is paid: € 10 off a next delivery. */
export const referrerRewardCents: Cents = 1000;

/** Friends one request may invite. */
export const maxFriendsPerReferralRequest = 10;

/** Referral e-mails one customer may send in any 24 hours: enough to invite friends, too few to spam. */
export const maxReferralMailsPerDay = 20;
export const referralWindowMs = 24 * 60 * 60 * 1000;

/** Length of the personal message that goes with the invitation. */
export const maxReferralMessageLength = 500;

/** Query parameter of the sign-up link that carries the code (`/signup?ref=MAX-7K3Q`). */
export const referralQueryParameter = 'ref';

// No 0/O, 1/I/L: a friend may have to type the code from a screen or paper.
const suffixAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const suffixLength = 4;
const maxPrefixLength = 8;
const fallbackPrefix = 'BROKKIE';

/**
 * The readable part of a code: the first name in capitals without accents or other characters
 * (`Zoë-Anne` → `ZOEANNE`), at most eight letters; `BROKKIE` when nothing is left.
 */
export function referralCodePrefix(firstname: string): string {
  const letters = firstname
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, maxPrefixLength);
  return letters.length >= 2 ? letters : fallbackPrefix;
}

/**
 * A referral code such as `MAX-7K3Q`: the prefix of the first name and four random characters.
 * `randomIndex(n)` returns an integer in [0, n) (crypto's randomInt in production, fixed in tests).
 */
export function composeReferralCode(firstname: string, randomIndex: (n: number) => number): string {
  let suffix = '';
  for (let i = 0; i < suffixLength; i += 1) suffix += suffixAlphabet[randomIndex(suffixAlphabet.length)];
  return `${referralCodePrefix(firstname)}-${suffix}`;
}

/** Whether `code` has the shape `composeReferralCode` makes. */
export function isReferralCode(code: string): boolean {
  return new RegExp(`^[A-Z]{2,${maxPrefixLength}}-[${suffixAlphabet}]{${suffixLength}}$`).test(code);
}

/** How many more referral e-mails the customer may send now, given those sent in the last 24 hours. */
export function remainingReferralMails(sentInWindow: number): number {
  return Math.max(0, maxReferralMailsPerDay - sentInWindow);
}

/**
 * When the next mail may go out once the limit is reached: 24 hours after the oldest of the
 * mails counted in the window. `oldestInWindow` is that mail's sending time.
 */
export function referralLimitResetsAt(oldestInWindow: Date): Date {
  return new Date(oldestInWindow.getTime() + referralWindowMs);
}
