import { z } from 'zod';
import { customerIdSegmentPattern } from '@brokkie/domain/customer-id';
import { paginated } from './pagination.ts';

/** The store every customer of this app belongs to (§3: current_store_id is a fixed store name). */
export const currentStoreName = 'brokkie_app';

/** `{id}` of /customer/{id}/: a `hid_…` customer id (§9). */
export const customerIdParams = z.object({
  id: z.string().regex(customerIdSegmentPattern).describe('Customer id, e.g. hid_7K2M9QX4TA'),
});
export type CustomerIdParams = z.infer<typeof customerIdParams>;

const hyperlink = (resource: string) =>
  z.string().describe(`url of a ${resource}, shape /${resource}/{id}/`);

/** Customer (§3). `prefered_*` are spelt so, as the spec does. */
export const customer = z
  .object({
    id: z.string().describe('hid_ followed by letters and digits'),
    url: z.string().describe('Hyperlink, shape /customer/{id}/'),
    email: z.string().nullable().describe("The identity's e-mail address; null for an anonymous account"),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    prefered_country: hyperlink('country').nullable(),
    prefered_language: hyperlink('language').nullable(),
    leadsource: z.string().describe('source,medium,campaign,content,term of the marketing parameters'),
    current_store_id: z.string().describe(`Always '${currentStoreName}'`),
    referral_affiliate: z.string(),
    default_delivery_address: hyperlink('address').nullable(),
    billing_address_override: hyperlink('address').nullable(),
    newsletter: z.boolean().describe('Wants the newsletter'),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customer>;

export const customerList = paginated(customer).meta({ id: 'CustomerList' });

/** Message keys of the customer's field errors (`api` namespace). */
export const customerMessageKeys = {
  unknownCountry: 'api.customer.unknown_country',
  unknownLanguage: 'api.customer.unknown_language',
  unknownAddress: 'api.customer.unknown_address',
  invalidPhone: 'api.customer.invalid_phone',
  invalidStore: 'api.customer.invalid_store',
} as const;

const linkTo = (resource: string, message: string) =>
  z
    .string()
    .regex(new RegExp(`^/${resource}/\\d+/$`), { message })
    .nullable()
    .describe(`url of a ${resource} (/${resource}/{id}/), or null`);

/**
 * PATCH body: every field optional. Read-only fields (id, url, email) may be sent back as they
 * were read and are ignored, as Django REST framework does; anything else unknown is refused.
 */
export const customerUpdate = z
  .strictObject({
    firstname: z.string().trim().max(150).optional(),
    lastname: z.string().trim().max(150).optional(),
    phone: z
      .string()
      .trim()
      .max(32)
      .regex(/^$|^\+?[0-9][0-9 ()./-]{5,30}$/, { message: customerMessageKeys.invalidPhone })
      .optional()
      .describe('Digits with an optional leading +; spaces, dots, dashes, slashes and brackets allowed'),
    prefered_country: linkTo('country', customerMessageKeys.unknownCountry).optional(),
    prefered_language: linkTo('language', customerMessageKeys.unknownLanguage).optional(),
    leadsource: z.string().trim().max(500).optional(),
    current_store_id: z
      .string()
      .refine((value) => value === currentStoreName, { message: customerMessageKeys.invalidStore })
      .optional()
      .describe(`Only '${currentStoreName}'`),
    referral_affiliate: z.string().trim().max(255).optional(),
    default_delivery_address: linkTo('address', customerMessageKeys.unknownAddress).optional(),
    billing_address_override: linkTo('address', customerMessageKeys.unknownAddress).optional(),
    newsletter: z.boolean().optional(),
    id: z.unknown().optional().describe('Read-only, ignored'),
    url: z.unknown().optional().describe('Read-only, ignored'),
    email: z.unknown().optional().describe('Read-only, ignored: change it through the identity service'),
  })
  .meta({ id: 'CustomerUpdate' });
export type CustomerUpdate = z.infer<typeof customerUpdate>;

/**
 * How many feedback questions are open for the customer: the dashboard shows one while
 * `unanswered` is above zero.
 */
export const feedbackCount = z
  .object({
    total: z.number().int().describe('Active feedback questions'),
    answered: z.number().int().describe('Of those, answered by the customer'),
    unanswered: z.number().int().describe('Of those, still waiting for an answer'),
  })
  .meta({ id: 'FeedbackCount' });
export type FeedbackCount = z.infer<typeof feedbackCount>;
