import { randomInt } from 'node:crypto';
import type { Database } from '@brokkie/db/client';
import { preferredLanguageOfUser, type CustomerRow } from '@brokkie/db/customer-queries';
import { findIdentityUser } from '@brokkie/db/identity-queries';
import { hasPaidDelivery } from '@brokkie/db/pricing-queries';
import {
  countFriendsOrdered,
  countReferralsSent,
  createReferralCode,
  deleteReferrals,
  findReferralCode,
  frontendDomainOfCountry,
  referralsSentSince,
  reserveReferrals,
} from '@brokkie/db/referral-queries';
import {
  referralMessageKeys,
  type Referral,
  type ReferralPreview,
  type SendReferralEmailsRequest,
  type SendReferralEmailsResponse,
} from '@brokkie/contracts/referral';
import { formatBasisPoints, formatCents } from '@brokkie/domain/format';
import { localeFromIsoCode, localizePath, type Locale } from '@brokkie/domain/locales';
import {
  composeReferralCode,
  friendDiscountBasisPoints,
  maxReferralMailsPerDay,
  referralLimitResetsAt,
  referralQueryParameter,
  referralWindowMs,
  referrerRewardCents,
  remainingReferralMails,
  type ReferralType,
} from '@brokkie/domain/referral';
import { ApiProblem, permissionDenied, validationFailed } from '../../lib/api-problem.ts';
import { translateMessage, type MessageRef } from '../../lib/translator.ts';
import type { MailTransport } from '../mail/mail-transport.ts';
import { renderReferralMail, type ReferralMail } from './referral-mail.ts';

/**
 * Refer a friend (docs/referrals-and-feedback.md): the customer's code and sign-up link, the
 * rewards, and the referral e-mails. Customers can refer from their first paid box on: before
 * it, their own code would be an onboarding coupon they could use themselves.
 */

/** Where the links of a request lead: the web origin and whether it runs in production. */
export interface ReferralSite {
  production: boolean;
  /** The origin the customer is using (payerOrigin: our Origin, our host, else PUBLIC_URL). */
  requestOrigin: string;
}

/** The customer a referral is made for, with what the texts need. */
interface Referrer {
  customer: CustomerRow;
  /** Language of the link and the e-mails: the customer's, else the request's. */
  locale: Locale;
  /** The first name the e-mails greet the friend with; may be empty. */
  name: string;
  origin: string;
}

/**
 * The origin of the sign-up link. In production it is the web app of the customer's country
 * (friends mostly live in the same country, and the country follows from the host); elsewhere the
 * country domains do not lead to this server, so the origin the customer uses is taken.
 */
export function referralOrigin(site: ReferralSite, countryDomain: string | undefined): string {
  return site.production && countryDomain ? `https://${countryDomain}` : site.requestOrigin;
}

export function referralShareUrl(origin: string, locale: Locale, code: string): string {
  const query = new URLSearchParams({ [referralQueryParameter]: code });
  return `${origin}${localizePath('/signup', locale)}?${query.toString()}`;
}

function formatDiscount(locale: Locale): string {
  return formatBasisPoints(friendDiscountBasisPoints, locale);
}

async function referrerOf(db: Database, customer: CustomerRow, requestLocale: Locale, site: ReferralSite): Promise<Referrer> {
  const [isoCode, user, countryDomain] = await Promise.all([
    preferredLanguageOfUser(db, customer.userId),
    findIdentityUser(db, customer.userId),
    customer.preferedCountryId === null ? undefined : frontendDomainOfCountry(db, customer.preferedCountryId),
  ]);
  // The name given at sign-up fills in until the profile has a first name.
  const name = customer.firstname.trim() || (user?.name.trim().split(/\s+/)[0] ?? '');
  return {
    customer,
    locale: (isoCode && localeFromIsoCode(isoCode)) || requestLocale,
    name,
    origin: referralOrigin(site, countryDomain),
  };
}

/** Why the customer cannot refer friends (yet); undefined when they can. */
async function ineligibility(db: Database, customer: CustomerRow): Promise<MessageRef | undefined> {
  if (customer.isAnonymous) return { key: referralMessageKeys.accountRequired };
  if (!(await hasPaidDelivery(db, customer.id))) return { key: referralMessageKeys.notYetCustomer };
  return undefined;
}

/** The customer's code, made on first use: a few tries cover a code some other customer already has. */
export async function ensureReferralCode(db: Database, customer: CustomerRow, firstname: string): Promise<string> {
  const existing = await findReferralCode(db, customer.id);
  if (existing) return existing;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const result = await createReferralCode(db, customer.id, composeReferralCode(firstname, randomInt), {
      type: 'percentage',
      value: friendDiscountBasisPoints,
      isOnboarding: true,
      maxUsesPerCustomer: 1,
    });
    if (result.status !== 'code_taken') return result.code;
  }
  throw new Error(`No free referral code found for ${customer.id}`);
}

/** GET /customer/referral/: code, link, rewards (texts in the request's language) and counters. */
export async function describeReferral(
  db: Database,
  customer: CustomerRow,
  request: { locale: Locale; site: ReferralSite; now: Date },
): Promise<Referral> {
  const referrer = await referrerOf(db, customer, request.locale, request.site);
  const refused = await ineligibility(db, customer);
  const code = refused ? undefined : await ensureReferralCode(db, customer, referrer.name);
  const [sent, window, friendsOrdered] = await Promise.all([
    countReferralsSent(db, customer.id),
    referralsSentSince(db, customer.id, new Date(request.now.getTime() - referralWindowMs)),
    code ? countFriendsOrdered(db, code) : 0,
  ]);
  return {
    eligible: !refused,
    message: refused ? translateMessage(request.locale, refused) : null,
    code: code ?? null,
    share_url: code ? referralShareUrl(referrer.origin, referrer.locale, code) : null,
    locale: referrer.locale,
    friend_reward: {
      discount: friendDiscountBasisPoints,
      text: translateMessage(request.locale, {
        key: referralMessageKeys.friendReward,
        params: { discount: formatDiscount(request.locale) },
      }),
    },
    referrer_reward: {
      amount: referrerRewardCents,
      text: translateMessage(request.locale, {
        key: referralMessageKeys.referrerReward,
        params: { amount: formatCents(referrerRewardCents, request.locale) },
      }),
    },
    invitations_sent: sent,
    friends_ordered: friendsOrdered,
    daily_limit: maxReferralMailsPerDay,
    remaining_today: remainingReferralMails(window.sent),
  };
}

async function eligibleReferrer(
  db: Database,
  customer: CustomerRow,
  requestLocale: Locale,
  site: ReferralSite,
): Promise<{ referrer: Referrer; code: string }> {
  const refused = await ineligibility(db, customer);
  if (refused) throw permissionDenied(refused);
  const referrer = await referrerOf(db, customer, requestLocale, site);
  return { referrer, code: await ensureReferralCode(db, customer, referrer.name) };
}

function referralMail(
  referrer: Referrer,
  code: string,
  mail: { type: ReferralType; to: string; message?: string | undefined },
): ReferralMail {
  return renderReferralMail({
    type: mail.type,
    locale: referrer.locale,
    to: mail.to,
    referrerName: referrer.name,
    code,
    shareUrl: referralShareUrl(referrer.origin, referrer.locale, code),
    discount: formatDiscount(referrer.locale),
    message: mail.message,
  });
}

/** GET /customer/referral/preview/: the e-mail as a friend would get it. */
export async function previewReferralMail(
  db: Database,
  customer: CustomerRow,
  request: { locale: Locale; site: ReferralSite; type: ReferralType; message?: string | undefined },
): Promise<ReferralPreview> {
  const { referrer, code } = await eligibleReferrer(db, customer, request.locale, request.site);
  const mail = referralMail(referrer, code, { type: request.type, to: '', message: request.message });
  return { locale: mail.locale, subject: mail.subject, html: mail.html, text: mail.text };
}

/**
 * POST /customer/send_referral_emails/: one e-mail per friend (an address listed twice gets one),
 * never to the customer's own address, at most `maxReferralMailsPerDay` in any 24 hours (429).
 */
export async function sendReferralEmails(
  db: Database,
  transport: MailTransport,
  customer: CustomerRow,
  request: { locale: Locale; site: ReferralSite; now: Date; body: SendReferralEmailsRequest },
): Promise<SendReferralEmailsResponse> {
  const { body } = request;
  const { referrer, code } = await eligibleReferrer(db, customer, request.locale, request.site);
  const own = customer.email.toLowerCase();
  const fields: Record<string, MessageRef[]> = {};
  body.subjects.forEach((address, index) => {
    if (address === own) fields[`subjects.${index}`] = [{ key: referralMessageKeys.ownEmail }];
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const friends = [...new Set(body.subjects)];

  const reservation = await reserveReferrals(db, {
    customerId: customer.id,
    type: body.type,
    friendEmails: friends,
    since: new Date(request.now.getTime() - referralWindowMs),
    limit: maxReferralMailsPerDay,
  });
  if (reservation.status === 'limit_reached') throw dailyLimitReached(reservation.window, request.now);

  let sent = 0;
  try {
    for (const row of reservation.rows) {
      const mail = referralMail(referrer, code, { type: body.type, to: row.friendEmail, message: body.message });
      await transport.send(mail);
      sent += 1;
    }
  } catch (error) {
    // Mails that did not go out do not count against the customer's limit.
    await deleteReferrals(db, reservation.rows.slice(sent).map((row) => row.id));
    throw error;
  }
  return { sent: reservation.rows.length, remaining_today: remainingReferralMails(reservation.window.sent) };
}

function dailyLimitReached(window: { sent: number; oldest: Date | null }, now: Date): ApiProblem {
  const remaining = remainingReferralMails(window.sent);
  const resetsAt = window.oldest ? referralLimitResetsAt(window.oldest) : now;
  const retryAfterSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  return new ApiProblem({
    statusCode: 429,
    code: 'throttled',
    detail:
      remaining === 0
        ? { key: referralMessageKeys.dailyLimit, params: { limit: maxReferralMailsPerDay } }
        : { key: referralMessageKeys.dailyLimitPartial, params: { limit: maxReferralMailsPerDay, count: remaining } },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}
