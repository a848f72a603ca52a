import { z } from 'zod';
import type { Address } from '@brokkie/contracts/address';
import type { Animal } from '@brokkie/contracts/animal';
import type { Customer } from '@brokkie/contracts/customer';
import { insuranceLeadCreate, insuranceOwner, insuredPetDetails, type InsuranceLeadCreate, type InsuranceOwner } from '@brokkie/contracts/insurance';
import { birthDateInputToIso, birthDateKeys, isoToBirthDateInput, validateBirthDateInput } from '@brokkie/domain/birth-date';
import {
  defaultInsuranceStartDate,
  insuranceAgeLimits,
  insuranceCovers,
  insuranceOffers,
  insuranceQuote,
  insuranceStartRange,
  isInsuranceStartDate,
  type InsuranceOffer,
  type InsuranceQuote,
  type InsuredPet,
} from '@brokkie/domain/insurance';
import { animalTypes, complaintKinds, sizeClasses, type AnimalType, type ComplaintKind, type SizeClass } from '@brokkie/domain/pet-profile';
import { addValidationIssue, required, toValidationIssue, validationErrorMap, type ValidationIssue } from '@brokkie/domain/validation-rules';
import { deductibleOf, deductibleValue, insuredPetOf, type InsuranceRequest } from './insurance-choice.ts';

/**
 * The insurance questionnaire (/insurance/questionnaire): its values as the owner types them
 * (dates as DD-MM-YYYY, like the pet forms), pre-filled from the pet, the customer and their
 * address; the checks, which are the lead contract's own (packages/contracts/src/insurance.ts)
 * plus the start window and whether the pet can be insured; and the body of POST /insurancelead/.
 */

/** `animal` of a pet that is not one of the customer's. */
export const newPetChoice = 'new';

export interface QuestionnaireValues {
  /** A pet's id, or 'new'. */
  animal: string;
  pet_name: string;
  pet_type: AnimalType | null;
  /** DD-MM-YYYY */
  pet_birth_date: string;
  /** Another dog's size, or the size a dog of the household lacks. */
  size: SizeClass | null;
  chip_number: string;
  conditions: Record<ComplaintKind, boolean>;
  conditions_text: string;
  offer: InsuranceOffer;
  cover: (typeof insuranceCovers)[number];
  /** The deductible in cents, as text (a radio group's value). */
  deductible: string;
  owner: InsuranceOwner;
  /** DD-MM-YYYY */
  start_date: string;
  consent: boolean;
}

/** Message keys of the questionnaire's own rules (namespace `insurance`). */
export const questionnaireKeys = {
  choose: 'insurance.errors.choose',
  startDate: 'insurance.errors.start_date',
} as const;

/** The message key of a quote's reason (namespace `insurance`): a pet outside the limits, a dog without a size. */
export function quoteReasonKey(quote: Extract<InsuranceQuote, { eligible: false }>, type: AnimalType): string {
  return quote.reason === 'too_old' ? `insurance.reasons.too_old_${type}` : `insurance.reasons.${quote.reason}`;
}

/** The reason's numbers: from how many weeks, before which birthday. */
export function quoteReasonParams(type: AnimalType): { weeks: number; years: number } {
  return { weeks: insuranceAgeLimits[type].minWeeks, years: insuranceAgeLimits[type].maxYears + 1 };
}

const noConditions = (): Record<ComplaintKind, boolean> => Object.fromEntries(complaintKinds.map((kind) => [kind, false])) as Record<ComplaintKind, boolean>;

/** The conditions a pet's profile names, ticked. */
export function conditionsOf(pet: Animal | undefined): Record<ComplaintKind, boolean> {
  const ticked = noConditions();
  for (const kind of pet?.complaints ?? []) ticked[kind] = true;
  return ticked;
}

/** The pet the address asks for: one of the customer's, or another one; the first pet when it names none. */
export function initialPetChoice(request: InsuranceRequest, pets: readonly Animal[]): string {
  if (request.pet !== null && pets.some((pet) => pet.id === request.pet)) return String(request.pet);
  if (request.type !== null || pets.length === 0) return newPetChoice;
  return String(pets[0]!.id);
}

export interface QuestionnaireStart {
  pets: readonly Animal[];
  chips: Record<number, string | null>;
  customer: Customer | null;
  address: Address | null;
  today: string;
  request: InsuranceRequest;
}

/** The form as it opens: the pet and choice from the address, the rest from the pet, the customer and their address. */
export function initialQuestionnaireValues({ pets, chips, customer, address, today, request }: QuestionnaireStart): QuestionnaireValues {
  const animal = initialPetChoice(request, pets);
  const pet = pets.find((candidate) => String(candidate.id) === animal);
  return {
    animal,
    pet_name: '',
    pet_type: pet ? null : request.type,
    pet_birth_date: !pet && request.born ? (isoToBirthDateInput(request.born) ?? '') : '',
    size: pet ? (pet.type === 'dog' && pet.size === null ? request.size : null) : request.type === 'dog' ? request.size : null,
    chip_number: pet ? (chips[pet.id] ?? '') : '',
    conditions: conditionsOf(pet),
    conditions_text: '',
    offer: request.offer ?? 'standard',
    cover: request.cover,
    deductible: deductibleValue(request.deductible),
    owner: {
      firstname: customer?.firstname || address?.firstname || '',
      lastname: customer?.lastname || address?.lastname || '',
      email: customer?.email ?? '',
      phone: customer?.phone || address?.phone || '',
      street: address?.street ?? '',
      number: address?.number ?? '',
      box: address?.box ?? '',
      postal_code: address?.postal_code ?? '',
      city: address?.city ?? '',
    },
    start_date: isoToBirthDateInput(defaultInsuranceStartDate(today)) ?? '',
    consent: false,
  };
}

/** The pet to insure as the premium table sees it; null while the answers do not say enough. */
export function insuredPetOfValues(values: QuestionnaireValues, pets: readonly Animal[]): InsuredPet | null {
  if (values.animal === newPetChoice) {
    const dateOfBirth = birthDateInputToIso(values.pet_birth_date);
    if (!values.pet_type || !dateOfBirth) return null;
    return { type: values.pet_type, dateOfBirth, size: values.pet_type === 'dog' ? values.size : null };
  }
  const pet = pets.find((candidate) => String(candidate.id) === values.animal);
  return pet ? insuredPetOf(pet, values.size) : null;
}

/** The start date typed, as YYYY-MM-DD when it is an existing day. */
export const startDateOf = (values: Pick<QuestionnaireValues, 'start_date'>): string | null => birthDateInputToIso(values.start_date);

type Ctx = z.core.$RefinementCtx<unknown>;

/**
 * A contract schema's issues on the form's fields, as `{ key, params }` our messages translate; the
 * lead's own messages (`api.insurance.*`, texts the browser does not load) as the questionnaire's
 * (`insurance.errors.*`).
 */
function addContractIssues(ctx: Ctx, schema: z.ZodType, value: unknown, path: PropertyKey[]): void {
  const result = schema.safeParse(value, { error: validationErrorMap });
  if (result.success) return;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const at = [...path, ...issue.path];
    // The first issue of a field is the one shown.
    if (seen.has(at.join('.'))) continue;
    seen.add(at.join('.'));
    const found = toValidationIssue(issue);
    // The API's own words for its rules (`api` is the server's namespace): the questionnaire's copies.
    addValidationIssue(ctx, { ...found, key: found.key.replace(/^api\.insurance\./, 'insurance.errors.') }, at);
  }
}

function startDateIssue(input: string, today: string): ValidationIssue | null {
  const problem = validateBirthDateInputShape(input);
  if (problem) return problem;
  if (isInsuranceStartDate(birthDateInputToIso(input)!, today)) return null;
  const { first, last } = insuranceStartRange(today);
  return { key: questionnaireKeys.startDate, params: { first: isoToBirthDateInput(first) ?? first, last: isoToBirthDateInput(last) ?? last } };
}

/** Required, DD-MM-YYYY, an existing day (a start date lies ahead, unlike a birth date). */
function validateBirthDateInputShape(input: string): ValidationIssue | null {
  const missing = required(input);
  if (missing) return missing;
  if (!/^\d{2}-\d{2}-\d{4}$/.test(input.trim())) return { key: birthDateKeys.format };
  return birthDateInputToIso(input) ? null : { key: birthDateKeys.invalid };
}

/**
 * The questionnaire's rules for the household's pets as of `today`: the contract's (chip number,
 * the owner, a new pet's name, consent), the pet's details and whether it can be insured with the
 * chosen offer, and the start window.
 */
export function questionnaireSchema(pets: readonly Animal[], today: string) {
  return z
    .object({
      animal: z.string(),
      pet_name: z.string(),
      pet_type: z.enum(animalTypes).nullable(),
      pet_birth_date: z.string(),
      size: z.enum(sizeClasses).nullable(),
      chip_number: z.string(),
      conditions: z.record(z.enum(complaintKinds), z.boolean()),
      conditions_text: z.string(),
      offer: z.enum(insuranceOffers),
      cover: z.enum(insuranceCovers),
      deductible: z.string(),
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
      start_date: z.string(),
      consent: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const own = pets.find((pet) => String(pet.id) === values.animal);
      if (!own && values.animal !== newPetChoice) addValidationIssue(ctx, { key: questionnaireKeys.choose }, ['animal']);
      const type = own?.type ?? values.pet_type;
      if (values.animal === newPetChoice) {
        addContractIssues(ctx, insuredPetDetails.shape.name, values.pet_name, ['pet_name']);
        if (!values.pet_type) addValidationIssue(ctx, { key: questionnaireKeys.choose }, ['pet_type']);
        addValidationIssue(ctx, validateBirthDateInput(values.pet_birth_date), ['pet_birth_date']);
      }
      const needsSize = type === 'dog' && (own ? own.size === null : true);
      if (needsSize && !values.size) addValidationIssue(ctx, { key: questionnaireKeys.choose }, ['size']);
      addContractIssues(ctx, insuranceLeadCreate.shape.chip_number, values.chip_number, ['chip_number']);
      addContractIssues(ctx, insuranceLeadCreate.shape.conditions_text, values.conditions_text, ['conditions_text']);
      addContractIssues(ctx, insuranceOwner, values.owner, ['owner']);
      addValidationIssue(ctx, startDateIssue(values.start_date, today), ['start_date']);
      addContractIssues(ctx, insuranceLeadCreate.shape.consent, values.consent, ['consent']);

      // Whether the pet can be insured, as the premium table says, on the start date asked.
      const pet = insuredPetOfValues(values as QuestionnaireValues, pets);
      const start = startDateOf(values);
      if (!pet || !start || !type) return;
      const quote = insuranceQuote(pet, { offer: values.offer, cover: values.cover, deductible: deductibleOf(values.deductible) }, start);
      if (quote.eligible || quote.reason === 'size_required') return;
      addValidationIssue(ctx, { key: quoteReasonKey(quote, type), params: quoteReasonParams(type) }, [own ? 'animal' : 'pet_birth_date']);
    });
}

/** The body of POST /insurancelead/ for valid answers. */
export function insuranceLeadBodyOf(values: QuestionnaireValues, pets: readonly Animal[]): InsuranceLeadCreate {
  const own = pets.find((pet) => String(pet.id) === values.animal);
  const conditions = complaintKinds.filter((kind) => values.conditions[kind]);
  const owner = Object.fromEntries(Object.entries(values.owner).map(([field, value]) => [field, value.trim()])) as InsuranceOwner;
  return {
    offer: values.offer,
    cover: values.cover,
    deductible_cents: deductibleOf(values.deductible),
    animal: own ? own.url : null,
    pet: own
      ? own.type === 'dog' && own.size === null && values.size
        ? { size: values.size }
        : null
      : {
          name: values.pet_name.trim(),
          type: values.pet_type!,
          date_of_birth: birthDateInputToIso(values.pet_birth_date)!,
          size: values.pet_type === 'dog' ? values.size : null,
        },
    chip_number: values.chip_number.trim(),
    conditions,
    conditions_text: values.conditions_text.trim(),
    owner,
    start_date: startDateOf(values)!,
    consent: true,
  };
}

/** The form field that shows an API field error (`owner.postal_code`, `pet.date_of_birth`). */
export function formFieldOfApiField(apiField: string, isNewPet: boolean): string | null {
  const direct = ['chip_number', 'conditions_text', 'start_date', 'consent', 'offer', 'cover'];
  if (direct.includes(apiField)) return apiField;
  if (apiField === 'deductible_cents') return 'deductible';
  if (apiField === 'animal') return 'animal';
  const owner = /^owner\.(firstname|lastname|email|phone|street|number|box|postal_code|city)$/.exec(apiField);
  if (owner) return `owner.${owner[1]}`;
  const pet = /^pet\.(name|type|date_of_birth|size)$/.exec(apiField);
  if (pet) {
    if (pet[1] === 'size') return 'size';
    if (!isNewPet) return 'animal';
    return { name: 'pet_name', type: 'pet_type', date_of_birth: 'pet_birth_date' }[pet[1] as 'name' | 'type' | 'date_of_birth'];
  }
  if (apiField === 'pet') return isNewPet ? 'pet_name' : 'animal';
  return null;
}
