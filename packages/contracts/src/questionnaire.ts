import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import {
  activityLevels,
  animalTypes,
  bodyConditions,
  complaintKinds,
  sexes,
  sizeClasses,
} from '@brokkie/domain/pet-profile';
import { addValidationIssue } from '@brokkie/domain/validation-rules';

/**
 * The pet questionnaire's draft (`/questionnaire-draft/`): the answers of the household's pets
 * while the owner fills them in, saved at every step so that a reload, or a later visit on
 * another device, resumes where the owner left off. One draft per customer.
 *
 * Answers are kept as the owner gave them, typed text included ('12,5' kg, a half-typed date):
 * what fails validation is still the owner's input and must come back as it was. The pet is
 * created (POST /animal/) once its answers are complete; the draft then remembers its id.
 */

/** The questions, in the order they are asked. Which apply depends on earlier answers. */
export const questionnaireSteps = [
  'type',
  'name',
  'sex',
  'birth_date',
  'breed',
  'size',
  'weight',
  'sterilised',
  'nurturing',
  'activity',
  'condition',
  'indoor',
  'complaints',
  'wet_food',
  'fresh_food',
  'treats',
  'done',
] as const;
export type QuestionnaireStep = (typeof questionnaireSteps)[number];

/** How the owner answered the breed question. */
export const breedChoices = ['known', 'mixed', 'unknown'] as const;
export type BreedChoice = (typeof breedChoices)[number];

/** Pets in one household's draft. */
export const maxDraftPets = 10;
/** A draft is small: ten pets of short answers fit in a few kilobytes. */
export const maxDraftBodyBytes = 32 * 1024;

export const questionnaireMessageKeys = {
  petIndexOutOfRange: 'api.questionnaire.pet_index_out_of_range',
} as const;

// Lengths of the typed answers: the form fields stop at these, so a longer text is not a person typing.
const typed = (max: number, description: string) => z.string().max(max).optional().describe(description);
const adultWeightRange = z
  .tuple([z.number().min(0).max(200), z.number().min(0).max(200)])
  .optional()
  .describe('The breed’s typical adult weight, [min, max] kg, as given when it was chosen');
const breedUrl = z
  .string()
  .regex(/^\/breeds\/\d+\/$/)
  .nullable()
  .optional();

export const draftPetAnswers = z
  .strictObject({
    animal_id: z
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .optional()
      .describe('The pet once created with POST /animal/; later changes PATCH it'),
    type: z.enum(animalTypes).optional(),
    name: typed(100, 'The name as typed'),
    sex: z.enum(sexes).optional(),
    exact_birthdate: z.boolean().optional().describe('false: the owner estimated the age instead'),
    birth_date: typed(10, 'DD-MM-YYYY as typed (§5), possibly incomplete'),
    age_years: typed(3, 'Estimated age, whole years, as typed'),
    age_months: typed(3, 'Estimated age, months beyond the years, as typed'),
    estimated_birth_date: calendarDate()
      .optional()
      .describe('YYYY-MM-DD the estimate was saved as; kept while the estimated age still matches it'),
    breed_choice: z.enum(breedChoices).optional(),
    breed_1: breedUrl.describe('url of the (first) breed, /breeds/{id}/'),
    breed_1_name: typed(120, 'The breed name as shown when it was chosen'),
    breed_1_adult_kg: adultWeightRange,
    breed_2: breedUrl.describe('url of the second breed of a mixed breed'),
    breed_2_name: typed(120, 'The second breed name as shown when it was chosen'),
    breed_2_adult_kg: adultWeightRange,
    size: z.enum(sizeClasses).optional().describe('Dogs whose breed is unknown'),
    weight: typed(12, 'Body weight in kg as typed; a decimal comma is fine'),
    weight_confirmed: typed(12, 'A weight far outside the breed’s range that the owner confirmed, as typed'),
    sterilised: z.boolean().optional(),
    nurturing: z.boolean().optional().describe('Pregnant or nursing (females)'),
    activity: z.enum(activityLevels).optional(),
    condition: z.enum(bodyConditions).optional(),
    indoor: z.boolean().optional().describe('Cats only'),
    complaints: z.array(z.enum(complaintKinds)).max(complaintKinds.length).optional(),
    wet_food: z.boolean().optional().describe('Eats wet food besides'),
    amount_wet_food: typed(6, 'Grams per portion, as typed'),
    portions_wet: typed(4, 'Portions per week, as typed'),
    percentage_fresh_food: z.number().int().min(0).max(100).optional(),
    percentage_treats: z.number().int().min(0).max(100).optional().describe('Dogs only'),
  })
  .meta({ id: 'QuestionnairePetAnswers' });
export type DraftPetAnswers = z.infer<typeof draftPetAnswers>;

/** PUT /questionnaire-draft/ body: every pet's answers and where the owner is. */
export const questionnaireDraftBody = z
  .strictObject({
    pets: z.array(draftPetAnswers).max(maxDraftPets),
    pet_index: z.number().int().min(0).max(maxDraftPets - 1).describe('The pet being answered'),
    step: z.enum(questionnaireSteps).describe('The question the owner is at'),
  })
  .superRefine((draft, ctx) => {
    if (draft.pet_index > Math.max(draft.pets.length - 1, 0)) {
      addValidationIssue(ctx, { key: questionnaireMessageKeys.petIndexOutOfRange }, ['pet_index']);
    }
  })
  .meta({ id: 'QuestionnaireDraftBody' });
export type QuestionnaireDraftBody = z.infer<typeof questionnaireDraftBody>;

/** GET and PUT answer: the draft, with when it was last saved (null: nothing saved yet). */
export const questionnaireDraft = z
  .object({
    pets: z.array(draftPetAnswers),
    pet_index: z.number().int(),
    step: z.enum(questionnaireSteps),
    updated_at: z.string().nullable().describe('ISO timestamp of the last save, or null for an empty draft'),
  })
  .meta({ id: 'QuestionnaireDraft' });
export type QuestionnaireDraft = z.infer<typeof questionnaireDraft>;

/** What GET answers when the customer has not started. */
export const emptyQuestionnaireDraft: QuestionnaireDraft = { pets: [], pet_index: 0, step: 'type', updated_at: null };

/**
 * The draft without the pet of `animalId` (removed from the household), the position kept on a
 * pet that still exists. Unchanged when the draft does not hold that pet.
 */
export function draftWithoutAnimal(draft: QuestionnaireDraftBody, animalId: number): QuestionnaireDraftBody {
  const removed = draft.pets.findIndex((pet) => pet.animal_id === animalId);
  if (removed < 0) return draft;
  const pets = draft.pets.filter((_, index) => index !== removed);
  if (draft.pet_index === removed) return { pets, pet_index: Math.max(0, Math.min(removed, pets.length - 1)), step: 'type' };
  return { pets, pet_index: draft.pet_index > removed ? draft.pet_index - 1 : draft.pet_index, step: draft.step };
}
