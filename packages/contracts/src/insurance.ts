import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { validatePostalCode } from '@brokkie/domain/postal-codes';
import { chipNumberPattern } from '@brokkie/domain/pet-passport';
import { animalTypes, complaintKinds, sizeClasses } from '@brokkie/domain/pet-profile';
import { insuranceCovers, insuranceDeductibles, insuranceLeadStatuses, insuranceOffers } from '@brokkie/domain/insurance';
import { addValidationIssue, validationKeys } from '@brokkie/domain/validation-rules';
import { referencedId, resourceReference } from './resource.ts';
import { paginated, paginationQuery } from './pagination.ts';

/**
 * Pet insurance leads (issue 15, docs/insurance.md): a Belgian customer asks an insurer to cover
 * one pet; the API stores the lead with the premium it quoted (packages/domain/src/insurance.ts)
 * and hands it to the insurer. `POST /insurancelead/`, `GET /insurancelead/`,
 * `GET /insurancelead/{id}/`; the insurer's signed `POST /insurancelead/decision/`; outside
 * production `GET /dev/insurance/leads/`, `POST /dev/insurance/handover/run/` and
 * `POST /dev/insurance/leads/{id}/decision/`.
 */

/** Message keys of the lead's field errors and refusals (`api` namespace). */
export const insuranceMessageKeys = {
  invalidAnimal: 'api.insurance.invalid_animal',
  unknownAnimal: 'api.insurance.unknown_animal',
  petRequired: 'api.insurance.pet_required',
  sizeRequired: 'api.insurance.size_required',
  tooYoung: 'api.insurance.too_young',
  tooOld: 'api.insurance.too_old',
  notBorn: 'api.insurance.not_born',
  invalidDate: 'api.insurance.invalid_date',
  startDateOutside: 'api.insurance.start_date_outside',
  chipNumber: 'api.insurance.chip_number',
  invalidPhone: 'api.insurance.invalid_phone',
  consentRequired: 'api.insurance.consent_required',
  leadOpen: 'api.insurance.lead_open',
  unknownLead: 'api.insurance.unknown_lead',
  leadDecided: 'api.insurance.lead_decided',
} as const;

/** Error code of a lead refused because the same pet already has an open lead with that offer. */
export const insuranceLeadOpenCode = 'insurance_lead_open';

/** Error code of an insurer's decision on a lead it decided otherwise before. */
export const insuranceLeadDecidedCode = 'insurance_lead_decided';

/** Longest accepted value of each text field. */
export const insuranceFieldLimits = {
  petName: 100,
  chipNumber: 20,
  conditionsText: 1000,
  firstname: 150,
  lastname: 150,
  email: 254,
  phone: 32,
  street: 255,
  number: 20,
  box: 20,
  postalCode: 10,
  city: 100,
} as const;

const required = { message: validationKeys.required };
const requiredText = (limit: number) => z.string(required).trim().min(1, required).max(limit);
const isoDate = calendarDate(insuranceMessageKeys.invalidDate);

/** The pet to insure when it is not one of the customer's pets yet (else read from the pet). */
export const insuredPetDetails = z
  .strictObject({
    name: requiredText(insuranceFieldLimits.petName),
    type: z.enum(animalTypes),
    date_of_birth: isoDate,
    size: z.enum(sizeClasses).nullable().default(null).describe('Dogs: size class by expected adult weight (required for dogs)'),
  })
  .meta({ id: 'InsuredPetDetails' });

/** The policyholder: who the insurer calls and insures. The address must be in Belgium. */
export const insuranceOwner = z
  .strictObject({
    firstname: requiredText(insuranceFieldLimits.firstname),
    lastname: requiredText(insuranceFieldLimits.lastname),
    // An empty address is a missing one (required), not a wrong one.
    email: requiredText(insuranceFieldLimits.email).pipe(z.email({ message: validationKeys.email })),
    phone: z
      .string(required)
      .trim()
      .min(1, required)
      .max(insuranceFieldLimits.phone)
      .regex(/^\+?[0-9][0-9 ()./-]{5,30}$/, { message: insuranceMessageKeys.invalidPhone })
      .describe('The insurer calls this number'),
    street: requiredText(insuranceFieldLimits.street),
    number: requiredText(insuranceFieldLimits.number),
    box: z.string().trim().max(insuranceFieldLimits.box).default(''),
    postal_code: requiredText(insuranceFieldLimits.postalCode).describe('A Belgian postal code'),
    city: requiredText(insuranceFieldLimits.city),
  })
  .superRefine((owner, ctx) => addValidationIssue(ctx, validatePostalCode('BE', owner.postal_code), ['postal_code']))
  .meta({ id: 'InsuranceOwner' });
export type InsuranceOwner = z.infer<typeof insuranceOwner>;

export const insuranceAnimalReference = resourceReference('animal', insuranceMessageKeys.invalidAnimal);
export const insuranceReferencedId = referencedId;

/**
 * POST /insurancelead/. Either `animal` (one of the customer's pets: its name, species and birth
 * date are read from it; `pet.size` only fills a size the pet lacks) or `pet`. The premium is the
 * API's to compute. Send an Idempotency-Key: a repeated submit makes one lead.
 */
export const insuranceLeadCreate = z
  .strictObject({
    offer: z.enum(insuranceOffers),
    cover: z.enum(insuranceCovers),
    deductible_cents: z.literal(insuranceDeductibles).describe(`Deductible per insurance year in cents: ${insuranceDeductibles.join(', ')}`),
    animal: insuranceAnimalReference.nullable().default(null),
    pet: insuredPetDetails.partial({ name: true, type: true, date_of_birth: true }).nullable().default(null),
    chip_number: z
      .string(required)
      .trim()
      .min(1, required)
      .max(insuranceFieldLimits.chipNumber)
      .refine((value) => chipNumberPattern.test(value), { message: insuranceMessageKeys.chipNumber })
      .describe('Microchip number (15 digits; older chips 9 or 10 letters and digits)'),
    conditions: z.array(z.enum(complaintKinds)).max(complaintKinds.length).default([]).describe('Known conditions, from the pet profile’s complaints'),
    conditions_text: z
      .string()
      .trim()
      .max(insuranceFieldLimits.conditionsText)
      .default('')
      .describe('Other conditions, treatments or surgery, in the owner’s words'),
    owner: insuranceOwner,
    start_date: isoDate.describe('YYYY-MM-DD, from tomorrow to 90 days ahead (Brussels)'),
    consent: z.literal(true, { message: insuranceMessageKeys.consentRequired }).describe('The owner agrees that these details go to the insurer'),
  })
  .superRefine((body, ctx) => {
    if (body.animal !== null) return;
    const pet = body.pet;
    if (!pet) {
      ctx.addIssue({ code: 'custom', path: ['pet'], message: insuranceMessageKeys.petRequired });
      return;
    }
    for (const field of ['name', 'type', 'date_of_birth'] as const) {
      if (pet[field] === undefined) ctx.addIssue({ code: 'custom', path: ['pet', field], message: validationKeys.required });
    }
  })
  .meta({ id: 'InsuranceLeadCreate' });
export type InsuranceLeadCreate = z.input<typeof insuranceLeadCreate>;
export type InsuranceLeadCreateParsed = z.output<typeof insuranceLeadCreate>;

export const insuranceLead = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /insurancelead/{id}/'),
    status: z.enum(insuranceLeadStatuses).describe('new (stored) → sent (handed to the insurer) → accepted or refused'),
    offer: z.enum(insuranceOffers),
    cover: z.enum(insuranceCovers),
    deductible_cents: z.number().int(),
    premium_cents: z.number().int().describe('The monthly premium quoted when the lead was made, in cents, tax included'),
    animal: z.string().nullable().describe('url of the pet, /animal/{id}/, or null for a pet not added'),
    pet: z.object({
      name: z.string(),
      type: z.enum(animalTypes),
      date_of_birth: z.string(),
      size: z.enum(sizeClasses).nullable(),
    }),
    chip_number: z.string(),
    conditions: z.array(z.enum(complaintKinds)),
    conditions_text: z.string(),
    owner: z.object({
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      phone: z.string(),
      street: z.string(),
      number: z.string(),
      box: z.string(),
      postal_code: z.string(),
      city: z.string(),
    }),
    start_date: z.string().describe('YYYY-MM-DD'),
    consent_at: z.string().describe('ISO 8601: when the owner agreed to pass the details on'),
    created_at: z.string(),
    sent_at: z.string().nullable().describe('When the insurer received it'),
    decided_at: z.string().nullable().describe('When the insurer accepted or refused it'),
  })
  .meta({ id: 'InsuranceLead' });
export type InsuranceLead = z.infer<typeof insuranceLead>;

export const insuranceLeadList = paginated(insuranceLead).meta({ id: 'InsuranceLeadList' });

export const insuranceLeadListQuery = paginationQuery.extend({
  status: z.enum(insuranceLeadStatuses).optional().describe('Only leads with this status'),
});
export type InsuranceLeadListQuery = z.infer<typeof insuranceLeadListQuery>;

// ─── The insurer's decision (its callback) ──────────────────────────────────────────────────────

/** The header of the insurer's callback and of the hand-over: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const insuranceSignatureHeader = 'x-brokkie-signature';

/** A decision the insurer takes on a lead. */
export const insuranceDecisionStatuses = ['accepted', 'refused'] as const;
export type InsuranceDecisionStatus = (typeof insuranceDecisionStatuses)[number];

/**
 * POST /insurancelead/decision/: the insurer accepts or refuses a lead it received. Signed with
 * the offer's shared secret (header X-Brokkie-Signature); no customer is signed in.
 */
export const insuranceDecision = z
  .strictObject({
    lead: z.number().int().min(1).max(2_147_483_647).describe('Our lead id, as the hand-over sent it (`lead`)'),
    status: z.enum(insuranceDecisionStatuses),
    reference: z.string().trim().min(1).max(100).optional().describe("The insurer's own reference of the lead or policy"),
  })
  .meta({ id: 'InsuranceDecision' });
export type InsuranceDecision = z.infer<typeof insuranceDecision>;

export const insuranceDecisionResult = z
  .object({
    lead: z.number().int(),
    status: z.enum(insuranceLeadStatuses),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'InsuranceDecisionResult' });
export type InsuranceDecisionResult = z.infer<typeof insuranceDecisionResult>;

// ─── Development only: the hand-over as the insurer sees it ───────────────────────────────────

/** How a lead goes to its offer's insurer: in-process (nothing configured) or over HTTPS. */
export const insurerAdapterKinds = ['embedded', 'https'] as const;
export type InsurerAdapterKind = (typeof insurerAdapterKinds)[number];

export const insuranceHandoverAttempt = z
  .object({
    attempted_at: z.string(),
    status: z.number().int().nullable().describe("The insurer's HTTP status; null when no answer came"),
    ok: z.boolean(),
    request: z.record(z.string(), z.unknown()).describe('What the insurer received (or was sent): url and JSON body, never the shared secret'),
    response: z.string().describe("The insurer's answer, shortened to 1000 characters"),
  })
  .meta({ id: 'InsuranceHandoverAttempt' });
export type InsuranceHandoverAttempt = z.infer<typeof insuranceHandoverAttempt>;

/** A lead as the development page shows it: the customer's view plus the hand-over. */
export const insuranceDevLead = insuranceLead
  .extend({
    customer: z.string().nullable().describe('The customer id (hid_…)'),
    adapter: z.enum(insurerAdapterKinds).describe("How this offer's leads go to the insurer in this process"),
    insurer_reference: z.string().nullable(),
    handover_attempts: z.number().int(),
    next_handover_at: z.string().nullable().describe('When the hand-over is tried (again); null once it is no longer new'),
    handover_failed_at: z.string().nullable().describe('Given up: refused by the insurer (4xx) or 7 days without success; the lead is kept'),
    last_handover_error: z.string().nullable(),
    attempts: z.array(insuranceHandoverAttempt).describe('Every hand-over attempt, oldest first'),
  })
  .meta({ id: 'InsuranceDevLead' });
export type InsuranceDevLead = z.infer<typeof insuranceDevLead>;

export const insuranceDevLeadListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50).describe('How many of the newest leads (1–500, default 50)'),
});

export const insuranceDevLeadList = z.object({ results: z.array(insuranceDevLead).describe('The newest leads first') }).meta({ id: 'InsuranceDevLeadList' });
export type InsuranceDevLeadList = z.infer<typeof insuranceDevLeadList>;

export const insuranceHandoverRunRequest = z
  .strictObject({
    now: z.iso.datetime({ offset: true }).optional().describe('Run as if it were this instant (default: now): retries due by then are made'),
  })
  .meta({ id: 'InsuranceHandoverRunRequest' });
export type InsuranceHandoverRunRequest = z.infer<typeof insuranceHandoverRunRequest>;

export const insuranceHandoverRunReport = z
  .object({
    now: z.string().describe('The instant the run worked as of (ISO 8601)'),
    sent: z.array(z.object({ lead: z.number().int(), reference: z.string().nullable() })).describe('Leads the insurer received'),
    retry_scheduled: z.array(z.object({ lead: z.number().int(), at: z.string() })).describe('Leads whose attempt failed and that are tried again at `at`'),
    failed: z.array(z.number().int()).describe('Leads given up on (refused, or 7 days without success): kept, shown here'),
    errors: z.number().int().describe('Leads whose handling failed here; their claim runs out and a later run takes them again'),
  })
  .meta({ id: 'InsuranceHandoverRunReport' });
export type InsuranceHandoverRunReport = z.infer<typeof insuranceHandoverRunReport>;

/** POST /dev/insurance/leads/{id}/decision/: what the insurer would answer. */
export const insuranceDevDecision = z
  .strictObject({
    status: z.enum(insuranceDecisionStatuses),
    reference: z.string().trim().min(1).max(100).optional(),
  })
  .meta({ id: 'InsuranceDevDecision' });
export type InsuranceDevDecision = z.infer<typeof insuranceDevDecision>;
