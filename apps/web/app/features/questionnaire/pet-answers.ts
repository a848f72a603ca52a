import { maxDraftPets, questionnaireSteps, type DraftPetAnswers, type QuestionnaireDraftBody, type QuestionnaireStep } from '@brokkie/contracts/questionnaire';
import { conditionalQuestions } from '@brokkie/domain/pet-answers';
import { animalTypes } from '@brokkie/domain/pet-profile';
import { stepIssues } from './step-validation.ts';

/**
 * The questionnaire's rules of flow, without React: which questions a pet gets (they depend on
 * its earlier answers), where the owner may be, and how an answer changes the others.
 */

export type Question = Exclude<QuestionnaireStep, 'done'>;

/** The questions this pet gets, in order ('done' excluded). */
export function questionsFor(pet: DraftPetAnswers): Question[] {
  const conditional: Partial<Record<QuestionnaireStep, boolean>> = conditionalQuestions(pet);
  return questionnaireSteps.filter((step): step is Question => step !== 'done' && (conditional[step] ?? true));
}

/** The first question of the pet whose answer is missing or wrong; null when all are fine. */
export function firstOpenQuestion(pet: DraftPetAnswers, today: string): Question | null {
  return questionsFor(pet).find((step) => Object.keys(stepIssues(step, pet, today)).length > 0) ?? null;
}

export function isComplete(pet: DraftPetAnswers, today: string): boolean {
  return firstOpenQuestion(pet, today) === null;
}

/**
 * Where the owner may be when asking for `requested` (from the URL or the saved draft): the
 * question itself when it applies and everything before it is answered; otherwise the first
 * open question. 'done' needs every answer and the pet created; a complete pet that was not
 * created yet lands on its last question, whose Next creates it.
 */
export function resolveStep(pet: DraftPetAnswers, requested: string | null | undefined, today: string): QuestionnaireStep {
  const questions = questionsFor(pet);
  const open = firstOpenQuestion(pet, today);
  if (requested === 'done') {
    if (open) return open;
    return pet.animal_id ? 'done' : (questions[questions.length - 1] ?? 'type');
  }
  const index = questions.indexOf(requested as Question);
  if (index < 0) return open ?? (pet.animal_id ? 'done' : (questions[0] ?? 'type'));
  const openIndex = open ? questions.indexOf(open) : questions.length;
  return index <= openIndex ? questions[index]! : open!;
}

/** The question after `step`; 'done' after the last one. */
export function nextStep(pet: DraftPetAnswers, step: QuestionnaireStep): QuestionnaireStep {
  const questions = questionsFor(pet);
  const index = questions.indexOf(step as Question);
  return index < 0 || index + 1 >= questions.length ? 'done' : questions[index + 1]!;
}

/** The question before `step`; null on the first one. */
export function previousStep(pet: DraftPetAnswers, step: QuestionnaireStep): Question | null {
  const questions = questionsFor(pet);
  if (step === 'done') return questions[questions.length - 1] ?? null;
  const index = questions.indexOf(step);
  return index > 0 ? questions[index - 1]! : null;
}

/**
 * Follow-up questions: asked right after the question they follow from (a size when the breed is
 * unknown, pregnant or nursing when a female is not sterilised), they share its number.
 */
const followUps: Partial<Record<Question, Question>> = { size: 'breed', nurturing: 'sterilised' };

function numberedQuestions(pet: DraftPetAnswers): Question[] {
  return questionsFor(pet).filter((question) => followUps[question] === undefined);
}

/**
 * 'Question 3 of 13': the position among the pet's numbered questions (`done` counts as all
 * answered). The total never changes while the owner answers: a follow-up question shares the
 * number of the question it follows, and every animal type has as many numbered questions (a
 * cat's indoor question, a dog's treats), so the total is known before the type is chosen.
 */
export function progressOf(pet: DraftPetAnswers, step: QuestionnaireStep): { current: number; total: number } {
  const numbered = numberedQuestions(pet);
  const total = pet.type ? numbered.length : Math.max(...animalTypes.map((type) => numberedQuestions({ ...pet, type }).length));
  if (step === 'done') return { current: total, total };
  return { current: Math.max(numbered.indexOf(followUps[step] ?? step), 0) + 1, total };
}

/**
 * Applies answers to a pet, keeping the others consistent: breeds are of one animal type, a
 * second breed belongs to a mixed breed only, nurturing to a female. Answers of questions that
 * no longer apply stay (the owner may switch back) and are simply not sent to the API.
 */
export function applyAnswers(pet: DraftPetAnswers, patch: Partial<DraftPetAnswers>): DraftPetAnswers {
  const next: DraftPetAnswers = { ...pet, ...patch };
  if (patch.type !== undefined && patch.type !== pet.type) {
    for (const field of ['breed_1', 'breed_1_name', 'breed_1_adult_kg', 'breed_2', 'breed_2_name', 'breed_2_adult_kg'] as const) delete next[field];
  }
  if (patch.breed_choice !== undefined && patch.breed_choice !== 'mixed') {
    delete next.breed_2;
    delete next.breed_2_name;
    delete next.breed_2_adult_kg;
  }
  if (patch.sex === 'male') delete next.nurturing;
  for (const key of Object.keys(next) as (keyof DraftPetAnswers)[]) {
    if (next[key] === undefined) delete next[key];
  }
  return next;
}

export interface Position {
  petIndex: number;
  step: QuestionnaireStep;
}

/** Reads ?pet=…&step=… ; anything unusable is left out. */
export function positionFromSearch(search: URLSearchParams): { petIndex?: number; step?: string } {
  const pet = search.get('pet');
  const step = search.get('step');
  const petIndex = pet !== null && /^\d{1,2}$/.test(pet) ? Number(pet) : undefined;
  return { ...(petIndex === undefined ? {} : { petIndex }), ...(step ? { step } : {}) };
}

/**
 * Room for one more pet: a full draft lets go of its oldest created pets first (they are
 * safely stored as animals); null when every pet in it is still unfinished.
 */
export function withNewPet(draft: QuestionnaireDraftBody, pet: DraftPetAnswers = {}): QuestionnaireDraftBody | null {
  const pets = [...draft.pets];
  while (pets.length >= maxDraftPets) {
    const created = pets.findIndex((candidate) => candidate.animal_id !== undefined);
    if (created < 0) return null;
    pets.splice(created, 1);
  }
  pets.push(pet);
  return { pets, pet_index: pets.length - 1, step: 'type' };
}
