import { z } from 'zod';
import { validatePostalCode } from '@brokkie/domain/postal-codes';
import { addValidationIssue, validationKeys } from '@brokkie/domain/validation-rules';
import { apiError } from './errors.ts';
import { paginated } from './pagination.ts';

/** The countries an address may be in: the countries served (§3), by ISO 3166-1 alpha-2 code. */
export const addressCountries = ['BE', 'NL', 'FR', 'DE'] as const;
export type AddressCountry = (typeof addressCountries)[number];

/** Message keys of the address resource and of the address lookup (`api` namespace). */
export const addressMessageKeys = {
  invalidPhone: 'api.address.invalid_phone',
  cityNotInPostalCode: 'api.address.city_not_in_postal_code',
  defaultOfActiveSubscription: 'api.address.default_of_active_subscription',
  lookupKeyInvalid: 'api.address_lookup.invalid_key',
  lookupUnavailable: 'api.address_lookup.unavailable',
} as const;

/** Error code of a DELETE refused because the subscription still delivers to the address. */
export const addressInUseCode = 'address_in_use';

/**
 * The 400 of POST and PATCH /address/: the error body, and when the city is not one of the places
 * of the postal code (`fields.city`), those places in the request's language, best first.
 */
export const addressInvalid = apiError
  .extend({
    city_suggestions: z
      .array(z.string())
      .optional()
      .describe("The postal code's places (at most 3) when the city is none of them, e.g. ['Brussel'] for 1000 Gent"),
  })
  .meta({ id: 'AddressInvalid' });
export type AddressInvalid = z.infer<typeof addressInvalid>;

/** Longest accepted value of each text field. */
export const addressFieldLimits = {
  firstname: 150,
  lastname: 150,
  company_name: 255,
  street: 255,
  number: 20,
  box: 20,
  postal_code: 10,
  city: 100,
  phone: 32,
} as const;

/** Address (§3): the customer's delivery and billing addresses. */
export const address = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /address/{id}/'),
    firstname: z.string(),
    lastname: z.string(),
    company_name: z.string(),
    street: z.string(),
    number: z.string().describe('The building number (house number), e.g. 12 or 12A'),
    box: z.string().describe('Box, bus or apartment number; empty when there is none'),
    postal_code: z.string().describe("In the country's stored form: NL as '1234 AB'"),
    city: z.string(),
    country: z.enum(addressCountries).describe('ISO 3166-1 alpha-2 (the country short_name)'),
    phone: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof address>;

export const addressList = paginated(address).meta({ id: 'AddressList' });

const required = { message: validationKeys.required };

const optionalText = (limit: number) => z.string().trim().max(limit).optional();
const requiredText = (limit: number) => z.string().trim().min(1, required).max(limit);

const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(addressCountries))
  .describe(`ISO 3166-1 alpha-2, one of ${addressCountries.join(', ')} (any case)`);

const phoneField = z
  .string()
  .trim()
  .max(addressFieldLimits.phone)
  .regex(/^$|^\+?[0-9][0-9 ()./-]{5,30}$/, { message: addressMessageKeys.invalidPhone })
  .optional()
  .describe("Optional; national form or with the country's telephone code (+32 470 12 34 56)");

// Read-only fields may come back as they were read (a form posting what it loaded); they are
// ignored, as Django REST framework does.
const readOnly = {
  id: z.unknown().optional().describe('Read-only, ignored'),
  url: z.unknown().optional().describe('Read-only, ignored'),
};

const writableShape = {
  firstname: optionalText(addressFieldLimits.firstname),
  lastname: optionalText(addressFieldLimits.lastname),
  company_name: optionalText(addressFieldLimits.company_name),
  street: requiredText(addressFieldLimits.street),
  number: requiredText(addressFieldLimits.number).describe('The building number'),
  box: optionalText(addressFieldLimits.box),
  postal_code: requiredText(addressFieldLimits.postal_code).describe("Checked with the country's rules (§5)"),
  city: requiredText(addressFieldLimits.city),
  country: countryField,
  phone: phoneField,
};

/**
 * The postal-code rules of §5 for the country, reported on `postal_code`. It runs even when
 * other fields failed, so that one answer lists every problem; only a missing or unknown
 * country (or a postal code that already failed) leaves nothing to check.
 */
export function refinePostalCode(value: { country?: unknown; postal_code?: unknown }, ctx: z.core.$RefinementCtx<unknown>): void {
  // Runs after the shape's own issues (`when` below), also for a body that is no object at all (null).
  if (value === null || typeof value !== 'object') return;
  if (typeof value.country !== 'string' || typeof value.postal_code !== 'string') return;
  addValidationIssue(ctx, validatePostalCode(value.country, value.postal_code), ['postal_code']);
}

const postalCodeCheckable = {
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => issue.path?.[0] === 'country' || issue.path?.[0] === 'postal_code'),
};

/** POST body. The server stores the postal code normalised (NL '1234 AB'). */
export const addressCreate = z
  .strictObject({ ...writableShape, ...readOnly })
  .superRefine(refinePostalCode, postalCodeCheckable)
  .meta({ id: 'AddressCreate' });
export type AddressCreate = z.infer<typeof addressCreate>;

/**
 * PATCH body: every field optional. The postal code is checked against the country the address
 * has after the change (a new country alone re-checks the stored postal code).
 */
export const addressUpdate = z
  .strictObject({
    firstname: writableShape.firstname,
    lastname: writableShape.lastname,
    company_name: writableShape.company_name,
    street: writableShape.street.optional(),
    number: writableShape.number.optional(),
    box: writableShape.box,
    postal_code: writableShape.postal_code.optional(),
    city: writableShape.city.optional(),
    country: countryField.optional(),
    phone: writableShape.phone,
    ...readOnly,
  })
  .superRefine(refinePostalCode, postalCodeCheckable)
  .meta({ id: 'AddressUpdate' });
export type AddressUpdate = z.infer<typeof addressUpdate>;

// ─── Address lookup (§5, §7: find by query, retrieve by id) ───────────────────────────────────

export const lookupSuggestionTypes = ['Postcode', 'Locality', 'Address'] as const;
export type LookupSuggestionType = (typeof lookupSuggestionTypes)[number];

/** Longest accepted `text` of a find. */
export const lookupTextMaxLength = 100;
/** Most suggestions one find returns. */
export const lookupResultLimit = 10;

const lookupKey = z.string().trim().min(1, required).max(100).describe('The address-lookup key of the client');

/**
 * GET /address-lookup/find/. Like Loqate's Find: a `Postcode` suggestion is a container (find
 * again with `container` set to its id to list what it holds); `Locality` and `Address`
 * suggestions are retrieved by id.
 */
export const lookupFindQuery = z.object({
  key: lookupKey,
  text: z.string().trim().min(1, required).max(lookupTextMaxLength).describe('What the customer typed: a postal code (or its start) or a place name'),
  country: countryField.optional().describe('Restrict to one country (ISO 3166-1 alpha-2)'),
  container: z.string().trim().max(200).optional().describe('Id of a Postcode suggestion to look inside'),
});
export type LookupFindQuery = z.infer<typeof lookupFindQuery>;

export const lookupRetrieveQuery = z.object({
  key: lookupKey,
  id: z.string().trim().min(1, required).max(200).describe('Id of a Locality or Address suggestion'),
});
export type LookupRetrieveQuery = z.infer<typeof lookupRetrieveQuery>;

export const lookupSuggestion = z
  .object({
    id: z.string(),
    type: z.enum(lookupSuggestionTypes),
    text: z.string().describe('What to show, e.g. 1000 Brussel'),
    description: z.string().describe('Context, e.g. the municipality and country, or how many places a container holds'),
  })
  .meta({ id: 'AddressLookupSuggestion' });
export type LookupSuggestion = z.infer<typeof lookupSuggestion>;

/** Data sources whose licence asks to be credited where their suggestions are shown. */
export const lookupCredits = ['openstreetmap'] as const;
export type LookupCredit = (typeof lookupCredits)[number];

export const lookupFindResponse = z
  .object({
    items: z.array(lookupSuggestion).describe(`At most ${lookupResultLimit}, best first`),
    credits: z
      .array(z.enum(lookupCredits))
      .describe('Credits to show with these suggestions (openstreetmap: German postal data, © OpenStreetMap contributors, ODbL)'),
  })
  .meta({ id: 'AddressLookupFindResult' });

export const lookupAddress = z
  .object({
    postal_code: z
      .string()
      .describe('As far as the source knows it: the embedded NL data gives four digits (or the full code typed), nothing for a place name'),
    city: z.string(),
    country: z.enum(addressCountries),
    street: z.string().optional(),
    number: z.string().optional(),
  })
  .meta({ id: 'AddressLookupAddress' });
export type LookupAddress = z.infer<typeof lookupAddress>;

/**
 * The key address lookups carry (§5: a key and a query) when ADDRESS_LOOKUP_KEY is not set: the
 * embedded lookup's public development key. The web app receives the configured key at runtime.
 */
export const developmentLookupKey = 'brokkie-local';
