import { z } from 'zod';
import { consentSources } from '@brokkie/domain/consent';

/**
 * The consent records of a signed-in customer (issue 14, docs/consent.md): each choice made in the
 * banner, the footer's settings or the profile page, kept as proof with its timestamp. The newest
 * is the choice in force.
 */

/** Message key of a malformed choice (`api` namespace). */
export const consentMessageKeys = { invalid: 'api.consent.invalid' } as const;
const invalid = consentMessageKeys.invalid;

export const consentChoiceCreate = z.strictObject({
  analytics: z.boolean({ error: invalid }),
  marketing: z.boolean({ error: invalid }),
  banner_version: z.number({ error: invalid }).int({ error: invalid }).min(1, { error: invalid }).max(1_000_000, { error: invalid }),
  source: z.enum(consentSources, { error: invalid }),
});
export type ConsentChoiceCreate = z.infer<typeof consentChoiceCreate>;

export const consentRecord = z.object({
  id: z.number().int(),
  /** Necessary is always on; it is part of the record so the proof reads whole. */
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  banner_version: z.number().int(),
  source: z.enum(consentSources),
  /** When the choice was made (ISO 8601). */
  created_at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

export const customerConsent = z.object({
  /** The choice in force (the newest record), or null when the customer never chose while signed in. */
  current: consentRecord.nullable(),
  /** Every record, newest first. */
  history: z.array(consentRecord),
});
export type CustomerConsent = z.infer<typeof customerConsent>;
