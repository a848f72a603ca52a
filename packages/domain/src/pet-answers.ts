import type { AnimalType, Sex } from './pet-profile.ts';

/**
 * A pet's answers as the owner types them (the questionnaire and the pet profile form ask the
 * same questions): numbers typed as text, and which questions depend on earlier answers.
 */

/** '12,5' or '12.5' as a number; NaN for anything else (at most three decimals, as the API keeps grams). */
export function parseDecimal(text: string | null | undefined): number {
  const value = (text ?? '').trim();
  return /^\d{1,4}([.,]\d{1,3})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/** The weight the forms give as an example of how to type one ('12,5' in Dutch, '12.5' in English). */
export const weightExampleKg = 12.5;

/** A whole number typed as digits; NaN for anything else. */
export function parseWhole(text: string | null | undefined): number {
  const value = (text ?? '').trim();
  return /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
}

export interface ConditionalQuestionAnswers {
  type?: AnimalType | null | undefined;
  sex?: Sex | null | undefined;
  breed_choice?: 'known' | 'mixed' | 'unknown' | null | undefined;
  /** A yes/no answer: the questionnaire keeps it as a boolean, the pet profile form as 'yes' or 'no'. */
  sterilised?: boolean | 'yes' | 'no' | null | undefined;
}

/** The questions asked of some pets only; every other question is asked of all. */
export function conditionalQuestions(pet: ConditionalQuestionAnswers) {
  return {
    // Size classes describe dogs; the breed tells the size when it is known.
    size: pet.type === 'dog' && pet.breed_choice === 'unknown',
    // Pregnant or nursing: a female that is not sterilised (asked right after sterilised).
    nurturing: pet.sex === 'female' && pet.sterilised !== true && pet.sterilised !== 'yes',
    indoor: pet.type === 'cat',
    treats: pet.type === 'dog',
  };
}
