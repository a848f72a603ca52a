import { z } from 'zod';
import { birthDateKeys, validateIsoBirthDate } from '@brokkie/domain/birth-date';
import { chipNumberPattern, passportTextLimits } from '@brokkie/domain/pet-passport';
import { addValidationIssue } from '@brokkie/domain/validation-rules';
import { animalWeightKg } from './animal.ts';
import { paginated, paginationQuery } from './pagination.ts';

/**
 * The pet passport (issue 13): what a vet or a border check reads about a pet besides its
 * profile — identification, the vet, allergies and medication — with the vaccinations the
 * owner recorded as done reminders, and the pet's weight over time. docs/pet-health.md.
 */

/** Message keys of the passport's and the weight check-ins' field errors (`api` namespace). */
export const petPassportMessageKeys = {
  chipNumber: 'api.pet_passport.chip_number',
  weightDateFuture: 'api.pet_passport.weight_date_future',
  weightDateBeforeBirth: 'api.pet_passport.weight_date_before_birth',
} as const;

// Empty text is "not filled in": stored and served as null.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === '' ? null : value));

/** The passport's own fields, as a PATCH body takes them (each optional; '' or null clears it). */
export const petPassportUpdate = z
  .strictObject({
    chip_number: optionalText(passportTextLimits.chipNumber)
      .refine((value) => value === null || chipNumberPattern.test(value), { message: petPassportMessageKeys.chipNumber })
      .optional()
      .describe('Microchip number (ISO 11784: 15 digits; older chips 9 or 10 letters and digits)'),
    passport_number: optionalText(passportTextLimits.passportNumber).optional().describe('Number of the EU pet passport'),
    markings: optionalText(passportTextLimits.markings).optional().describe('Colour and markings'),
    allergies: optionalText(passportTextLimits.allergies).optional(),
    medication: optionalText(passportTextLimits.medication).optional().describe('Medication the pet takes, with the dose'),
    vet_name: optionalText(passportTextLimits.vetName).optional().describe("The vet's or the practice's name"),
    vet_phone: optionalText(passportTextLimits.vetPhone).optional(),
    vet_address: optionalText(passportTextLimits.vetAddress).optional(),
  })
  .meta({ id: 'PetPassportUpdate' });
export type PetPassportUpdate = z.infer<typeof petPassportUpdate>;

export const passportVaccination = z
  .object({
    reminder: z.string().describe('url of the vaccination reminder, /reminder/{id}/'),
    title: z.string().describe("The reminder's title: the vaccine, as the owner named it"),
    date: z.string().describe('YYYY-MM-DD: the occurrence marked done'),
    note: z.string().describe('The note with it, e.g. the batch number'),
    valid_until: z.string().nullable().describe("YYYY-MM-DD: the series' next occurrence after it (the booster), or null"),
    rabies: z.boolean().describe('Whether it is the rabies vaccination (the one travel checks)'),
  })
  .meta({ id: 'PassportVaccination' });
export type PassportVaccination = z.infer<typeof passportVaccination>;

export const petPassport = z
  .object({
    animal: z.string().describe('url of the pet, /animal/{id}/'),
    chip_number: z.string().nullable(),
    passport_number: z.string().nullable(),
    markings: z.string().nullable(),
    allergies: z.string().nullable(),
    medication: z.string().nullable(),
    vet_name: z.string().nullable(),
    vet_phone: z.string().nullable(),
    vet_address: z.string().nullable(),
    vaccinations: z.array(passportVaccination).describe('Newest first'),
    rabies_valid_until: z.string().nullable().describe('YYYY-MM-DD: until when the last rabies vaccination is valid, or null'),
  })
  .meta({ id: 'PetPassport' });
export type PetPassport = z.infer<typeof petPassport>;

/** The passport fields a client edits (the others are computed). */
export const petPassportFields = ['chip_number', 'passport_number', 'markings', 'allergies', 'medication', 'vet_name', 'vet_phone', 'vet_address'] as const;
export type PetPassportField = (typeof petPassportFields)[number];

// ─── Weight check-ins ─────────────────────────────────────────────────────────────────────────

export const weightCheckIn = z
  .object({
    date: z.string().describe('YYYY-MM-DD (Brussels)'),
    weight: z.number().describe('kg'),
  })
  .meta({ id: 'WeightCheckIn' });
export type WeightCheckIn = z.infer<typeof weightCheckIn>;

export const weightCheckInList = paginated(weightCheckIn).meta({ id: 'WeightCheckInList' });
export const weightCheckInQuery = paginationQuery;

/** POST /animal/{id}/weights/: one check-in a day; the same day again replaces it. */
export const weightCheckInCreate = z
  .strictObject({
    date: z
      .string()
      .superRefine((value, ctx) => {
        // The calendar rules of a birth date (an existing day, not in the future) fit a weighing too.
        const problem = validateIsoBirthDate(value);
        if (problem)
          addValidationIssue(ctx, problem.key === birthDateKeys.future ? { key: petPassportMessageKeys.weightDateFuture } : { key: 'api.validation.date' });
      })
      .meta({ format: 'date' })
      .describe('YYYY-MM-DD, not in the future, not before the pet was born'),
    weight: animalWeightKg,
  })
  .meta({ id: 'WeightCheckInCreate' });
export type WeightCheckInCreate = z.infer<typeof weightCheckInCreate>;
