import { z } from 'zod';
import {
  referral,
  referralPreview,
  sendReferralEmailsResponse,
  type Referral,
  type ReferralPreview,
  type SendReferralEmailsResponse,
} from '@brokkie/contracts/referral';
import { referralTypes, type ReferralType } from '@brokkie/domain/referral';
import type { ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

const petTypes = z.object({ results: z.array(z.object({ type: z.string() })) });

export interface ShareData {
  referral: Referral;
  /** The e-mail's flavour that fits the household, or null when it has dogs and cats (or no pets): then it is asked. */
  householdType: ReferralType | null;
}

/** thankyou_dog for a household of dogs, thankyou_cat for one of cats, else null (ask). */
export function typeForHousehold(types: readonly string[]): ReferralType | null {
  const kinds = new Set(types);
  if (kinds.size !== 1) return null;
  if (kinds.has('dog')) return 'thankyou_dog';
  if (kinds.has('cat')) return 'thankyou_cat';
  return null;
}

/** What /dashboard/share shows, read by its route's loader (on the server for the first request). */
export async function loadShareData(api: ApiClient): Promise<ShareData> {
  const [ownReferral, pets] = await Promise.allSettled([
    api.get('/customer/referral/', { schema: referral }),
    api.get('/animal/', { query: { limit: 1000 }, schema: petTypes }),
  ]);
  if (ownReferral.status === 'rejected') throw ownReferral.reason;
  // Without the pets the form simply asks which e-mail to send.
  if (pets.status === 'rejected') console.error('[share] pets not loaded', pets.reason);
  return {
    referral: ownReferral.value,
    householdType: pets.status === 'fulfilled' ? typeForHousehold(pets.value.results.map((pet) => pet.type)) : null,
  };
}

export function loadPreview(api: ApiClient, type: ReferralType, message: string, signal?: AbortSignal): Promise<ReferralPreview> {
  const note = message.trim();
  return api.get('/customer/referral/preview/', { query: { type, ...(note ? { message: note } : {}) }, schema: referralPreview, signal });
}

export function sendInvitations(api: ApiClient, request: { type: ReferralType; subjects: string[]; message: string }): Promise<SendReferralEmailsResponse> {
  const note = request.message.trim();
  return api.post(
    '/customer/send_referral_emails/',
    { type: request.type, subjects: request.subjects, ...(note ? { message: note } : {}) },
    { schema: sendReferralEmailsResponse },
  );
}

/** What the share page submits: the invitation e-mails to send (the API checks the addresses and the note). */
export const shareSubmission = z.object({
  intent: z.literal('invite'),
  type: z.enum(referralTypes),
  subjects: z.array(z.string()).min(1),
  message: z.string(),
});

export type ShareOutcome = ActionResult<SendReferralEmailsResponse>;

/** The share page's write: the invitations go out; the router then reads the referral (its counts) again. */
export function shareAction(api: ApiClient, submission: z.output<typeof shareSubmission>): Promise<ShareOutcome> {
  return attempt(() => sendInvitations(api, submission));
}
