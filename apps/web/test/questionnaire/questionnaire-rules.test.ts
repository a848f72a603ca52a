import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Animal } from '@brokkie/contracts/animal';
import { draftWithoutAnimal, type DraftPetAnswers, type QuestionnaireStep } from '@brokkie/contracts/questionnaire';
import { answersFromAnimal, toAnimalBody } from '../../app/features/questionnaire/animal-body.ts';
import { createDraftSaver } from '../../app/features/questionnaire/draft-saver.ts';
import {
  applyAnswers,
  isComplete,
  nextStep,
  previousStep,
  progressOf,
  questionsFor,
  resolveStep,
  withNewPet,
} from '../../app/features/questionnaire/pet-answers.ts';
import { stepIssues } from '../../app/features/questionnaire/step-validation.ts';

const today = '2026-11-22';

const dog: DraftPetAnswers = {
  type: 'dog',
  name: 'Max',
  sex: 'female',
  exact_birthdate: true,
  birth_date: '14-03-2020',
  breed_choice: 'mixed',
  breed_1: '/breeds/3/',
  breed_1_name: 'Labrador',
  breed_2: '/breeds/9/',
  breed_2_name: 'Poodle',
  weight: '12,5',
  sterilised: true,
  nurturing: false,
  activity: 'active',
  condition: 'ideal',
  complaints: ['joints'],
  wet_food: true,
  amount_wet_food: '100',
  portions_wet: '7',
  percentage_fresh_food: 20,
  percentage_treats: 5,
};

describe('which questions a pet gets', () => {
  it('asks the size only of a dog whose breed is unknown, nurturing only of a female that is not sterilised, indoor only of a cat, treats only of a dog', () => {
    expect(questionsFor(dog)).toEqual([
      'type',
      'name',
      'sex',
      'birth_date',
      'breed',
      'weight',
      'sterilised',
      'activity',
      'condition',
      'complaints',
      'wet_food',
      'fresh_food',
      'treats',
    ]);
    expect(questionsFor({ ...dog, sterilised: false })).toEqual([
      'type',
      'name',
      'sex',
      'birth_date',
      'breed',
      'weight',
      'sterilised',
      'nurturing',
      'activity',
      'condition',
      'complaints',
      'wet_food',
      'fresh_food',
      'treats',
    ]);
    const cat: DraftPetAnswers = { type: 'cat', sex: 'male', breed_choice: 'unknown' };
    expect(questionsFor(cat)).toEqual([
      'type',
      'name',
      'sex',
      'birth_date',
      'breed',
      'weight',
      'sterilised',
      'activity',
      'condition',
      'indoor',
      'complaints',
      'wet_food',
      'fresh_food',
    ]);
    expect(questionsFor({ ...dog, breed_choice: 'unknown' })).toContain('size');
  });

  it('never sends a sterilised female to the pregnancy question, nor keeps her there', () => {
    expect(nextStep(dog, 'sterilised')).toBe('activity');
    expect(previousStep(dog, 'activity')).toBe('sterilised');
    expect(resolveStep(dog, 'nurturing', today)).not.toBe('nurturing');
    expect(nextStep({ ...dog, sterilised: false }, 'sterilised')).toBe('nurturing');
    expect(toAnimalBody({ ...dog, nurturing: true }, today).nurturing).toBe(false);
  });

  it('moves forward and back through the questions that apply, and counts them', () => {
    expect(nextStep({ ...dog, sex: 'male' }, 'sterilised')).toBe('activity');
    expect(nextStep(dog, 'treats')).toBe('done');
    expect(previousStep(dog, 'type')).toBeNull();
    expect(previousStep(dog, 'done')).toBe('treats');
    expect(progressOf(dog, 'weight')).toEqual({ current: 6, total: 13 });
    expect(progressOf(dog, 'done')).toEqual({ current: 13, total: 13 });
  });

  it('keeps the total of the counter while the answers decide which questions follow', () => {
    // An owner answering one question after the other: a female dog of unknown breed, not sterilised.
    const answers: [QuestionnaireStep, Partial<DraftPetAnswers>][] = [
      ['type', { type: 'dog' }],
      ['name', { name: 'Luna' }],
      ['sex', { sex: 'female' }],
      ['birth_date', { birth_date: '14-03-2020' }],
      ['breed', { breed_choice: 'unknown' }],
      ['size', { size: 'medium' }],
      ['weight', { weight: '18' }],
      ['sterilised', { sterilised: false }],
      ['nurturing', { nurturing: false }],
      ['activity', { activity: 'active' }],
    ];
    let pet: DraftPetAnswers = {};
    const seen: string[] = [];
    for (const [step, patch] of answers) {
      const { current, total } = progressOf(pet, step);
      seen.push(`${step} ${current}/${total}`);
      pet = applyAnswers(pet, patch);
    }
    expect(seen).toEqual([
      'type 1/13',
      'name 2/13',
      'sex 3/13',
      'birth_date 4/13',
      'breed 5/13',
      'size 5/13',
      'weight 6/13',
      'sterilised 7/13',
      'nurturing 7/13',
      'activity 8/13',
    ]);
    for (const type of ['dog', 'cat'] as const) {
      for (const sterilised of [true, false]) {
        expect(progressOf({ type, sex: 'female', sterilised, breed_choice: 'unknown' }, 'done')).toEqual({ current: 13, total: 13 });
      }
    }
  });
});

describe('where the owner may be', () => {
  it('goes where the URL asks when everything before it is answered', () => {
    expect(resolveStep(dog, 'weight', today)).toBe('weight');
  });

  it('sends the owner back to the first open question instead of skipping ahead', () => {
    expect(resolveStep({ type: 'dog', name: 'Max' }, 'weight', today)).toBe('sex');
    expect(resolveStep({ ...dog, weight: '12,,5' }, 'treats', today)).toBe('weight');
  });

  it('shows done only for a pet that is complete and created; an uncreated complete pet lands on its last question', () => {
    expect(resolveStep(dog, 'done', today)).toBe('treats');
    expect(resolveStep({ ...dog, animal_id: 4 }, 'done', today)).toBe('done');
    expect(resolveStep({}, 'done', today)).toBe('type');
  });

  it('treats an unknown or inapplicable step as no request', () => {
    expect(resolveStep({ type: 'dog' }, 'indoor', today)).toBe('name');
    expect(resolveStep({ type: 'dog' }, 'favourite_toy', today)).toBe('name');
  });
});

describe('answers that depend on each other', () => {
  it('forgets the breeds when the type changes, the second breed when no longer mixed, nurturing for a male', () => {
    expect(applyAnswers(dog, { type: 'cat' })).not.toHaveProperty('breed_1');
    const single = applyAnswers(dog, { breed_choice: 'known' });
    expect(single.breed_1).toBe('/breeds/3/');
    expect(single).not.toHaveProperty('breed_2');
    expect(applyAnswers(dog, { sex: 'male' })).not.toHaveProperty('nurturing');
  });

  it('keeps room for a new pet by letting go of created pets first, never of unfinished ones', () => {
    const created = Array.from({ length: 10 }, (_, index) => ({ name: `Pet ${index}`, animal_id: index + 1 }));
    const added = withNewPet({ pets: created, pet_index: 0, step: 'done' });
    expect(added?.pets).toHaveLength(10);
    expect(added?.pets[0]?.animal_id).toBe(2);
    expect(added).toMatchObject({ pet_index: 9, step: 'type' });
    const unfinished = Array.from({ length: 10 }, (_, index) => ({ name: `Pet ${index}` }));
    expect(withNewPet({ pets: unfinished, pet_index: 0, step: 'name' })).toBeNull();
  });

  it('removes a pet that left the household from the draft, keeping the position on a pet that exists', () => {
    const draft = { pets: [{ animal_id: 1 }, { animal_id: 2 }, { name: 'New' }], pet_index: 2, step: 'weight' as const };
    expect(draftWithoutAnimal(draft, 1)).toEqual({ pets: [{ animal_id: 2 }, { name: 'New' }], pet_index: 1, step: 'weight' });
    expect(draftWithoutAnimal({ ...draft, pet_index: 1 }, 2)).toEqual({ pets: [{ animal_id: 1 }, { name: 'New' }], pet_index: 1, step: 'type' });
    expect(draftWithoutAnimal(draft, 99)).toBe(draft);
  });
});

describe('the checks of each question (message keys)', () => {
  it('accepts a decimal comma or point for the weight and refuses other text, zero and more than 120 kg', () => {
    expect(stepIssues('weight', { weight: '12,5' }, today)).toEqual({});
    expect(stepIssues('weight', { weight: '12.5' }, today)).toEqual({});
    expect(stepIssues('weight', { weight: '' }, today)).toEqual({ weight: { key: 'validation.required' } });
    expect(stepIssues('weight', { weight: 'twelve' }, today)).toEqual({ weight: { key: 'questionnaire.errors.weight_format', params: { example: 12.5 } } });
    expect(stepIssues('weight', { weight: '0' }, today).weight?.key).toBe('questionnaire.errors.weight_range');
    expect(stepIssues('weight', { weight: '0,05' }, today).weight?.key).toBe('questionnaire.errors.weight_range');
    expect(stepIssues('weight', { weight: '0,1' }, today)).toEqual({});
    expect(stepIssues('weight', { weight: '121' }, today)).toEqual({ weight: { key: 'questionnaire.errors.weight_range', params: { min: 0.1, max: 120 } } });
  });

  it('asks to confirm a weight far outside the breed’s adult range, and only that weight', () => {
    const chihuahua: DraftPetAnswers = {
      type: 'dog',
      birth_date: '14-03-2020',
      breed_choice: 'known',
      breed_1: '/breeds/5/',
      breed_1_adult_kg: [1.5, 3],
      weight: '45',
    };
    expect(stepIssues('weight', chihuahua, today)).toEqual({
      weight_confirmed: { key: 'questionnaire.errors.weight_far_above', params: { weight: '45', min: 1.5, max: 3 } },
    });
    expect(stepIssues('weight', { ...chihuahua, weight_confirmed: '45' }, today)).toEqual({});
    // Another weight needs its own confirmation; a plausible one none.
    expect(Object.keys(stepIssues('weight', { ...chihuahua, weight: '46', weight_confirmed: '45' }, today))).toEqual(['weight_confirmed']);
    expect(stepIssues('weight', { ...chihuahua, weight: '4,5' }, today)).toEqual({});
    // An adult far below; a puppy may be light; no breed, no range.
    const labrador: DraftPetAnswers = { ...chihuahua, breed_1_adult_kg: [25, 36], weight: '3' };
    expect(stepIssues('weight', labrador, today).weight_confirmed?.key).toBe('questionnaire.errors.weight_far_below');
    expect(stepIssues('weight', { ...labrador, birth_date: '01-10-2026' }, today)).toEqual({});
    expect(stepIssues('weight', { ...chihuahua, breed_choice: 'unknown', size: 'small' }, today)).toEqual({});
    expect(isComplete({ ...dog, breed_choice: 'known', breed_1_adult_kg: [1.5, 3], weight: '45' }, today)).toBe(false);
  });

  it('checks a birth date with the shared rules, and an estimated age instead when the date is unknown', () => {
    expect(stepIssues('birth_date', { birth_date: '31-02-2020' }, today)).toEqual({ birth_date: { key: 'validation.birth_date.invalid' } });
    expect(stepIssues('birth_date', { birth_date: '01-01-2027' }, today)).toEqual({ birth_date: { key: 'validation.birth_date.future' } });
    expect(stepIssues('birth_date', { birth_date: '01-01-1990' }, today)).toEqual({
      birth_date: { key: 'questionnaire.errors.too_old', params: { count: 30 } },
    });
    expect(stepIssues('birth_date', { exact_birthdate: false }, today)).toEqual({ age_years: { key: 'questionnaire.errors.age_required' } });
    expect(stepIssues('birth_date', { exact_birthdate: false, age_months: '14' }, today)).toEqual({
      age_months: { key: 'questionnaire.errors.age_months' },
    });
    expect(stepIssues('birth_date', { exact_birthdate: false, age_years: '3', birth_date: 'nonsense' }, today)).toEqual({});
  });

  it('says why an estimated age of nothing or below zero cannot be', () => {
    const estimate = (age_years: string, age_months: string) => stepIssues('birth_date', { exact_birthdate: false, age_years, age_months }, today);
    expect(estimate('0', '0')).toEqual({ age_years: { key: 'questionnaire.errors.age_not_born' } });
    expect(estimate('0', '')).toEqual({ age_years: { key: 'questionnaire.errors.age_not_born' } });
    expect(estimate('-1', '')).toEqual({ age_years: { key: 'questionnaire.errors.age_negative' } });
    expect(estimate('2', '−3')).toEqual({ age_months: { key: 'questionnaire.errors.age_negative' } });
    expect(estimate('2,5', '')).toEqual({ age_years: { key: 'questionnaire.errors.age_number' } });
    expect(estimate('0', '1')).toEqual({});
  });

  it('needs a breed from the list unless the owner does not know it', () => {
    expect(stepIssues('breed', {}, today)).toEqual({ breed_1: { key: 'questionnaire.errors.breed_required' } });
    expect(stepIssues('breed', { breed_choice: 'unknown' }, today)).toEqual({});
  });

  it('asks grams and portions only when the pet eats wet food, within the animal API limits', () => {
    expect(stepIssues('wet_food', { wet_food: false }, today)).toEqual({});
    expect(stepIssues('wet_food', { wet_food: true, amount_wet_food: '2500', portions_wet: '' }, today)).toEqual({
      amount_wet_food: { key: 'questionnaire.errors.grams_range', params: { max: 2000 } },
      portions_wet: { key: 'validation.required' },
    });
  });

  it('keeps treats at most 10% and fresh food plus treats at most the whole day', () => {
    expect(stepIssues('treats', { percentage_treats: 11 }, today).percentage_treats?.key).toBe('questionnaire.errors.treats_range');
    expect(stepIssues('treats', { percentage_treats: 5, percentage_fresh_food: 100 }, today)).toEqual({
      percentage_treats: { key: 'questionnaire.errors.shares_too_high' },
    });
  });
});

describe('the animal API body', () => {
  it('turns typed answers into the animal of §3: ISO date, kg as a number, wet food as numbers', () => {
    expect(toAnimalBody(dog, today)).toEqual({
      name: 'Max',
      type: 'dog',
      sex: 'female',
      dateOfBirth: '2020-03-14',
      exact_birthdate: true,
      breed_1: '/breeds/3/',
      breed_2: '/breeds/9/',
      size: null,
      weight: 12.5,
      sterilised: true,
      nurturing: false,
      indoor: null,
      activity: 'active',
      condition: 'ideal',
      complaints: ['joints'],
      amount_wet_food: 100,
      portions_wet: 7,
      percentage_fresh_food: 20,
      percentage_treats: 5,
    });
  });

  it('sends an estimate with exact_birthdate false, and leaves out what does not apply (a former dog’s treats, size)', () => {
    const cat: DraftPetAnswers = {
      ...dog,
      type: 'cat',
      sex: 'male',
      exact_birthdate: false,
      age_years: '3',
      age_months: '4',
      breed_choice: 'unknown',
      size: 'large',
      indoor: true,
      wet_food: false,
    };
    expect(toAnimalBody(cat, today)).toMatchObject({
      dateOfBirth: '2023-07-22',
      exact_birthdate: false,
      breed_1: null,
      breed_2: null,
      size: null,
      indoor: true,
      nurturing: false,
      amount_wet_food: 0,
      portions_wet: 0,
      percentage_treats: 0,
    });
  });

  it('keeps a saved estimated birth date while the owner leaves the age alone', () => {
    const estimated: DraftPetAnswers = { ...dog, exact_birthdate: false, age_years: '5', age_months: '6', estimated_birth_date: '2021-05-01' };
    expect(toAnimalBody(estimated, today).dateOfBirth).toBe('2021-05-01');
    expect(toAnimalBody({ ...estimated, age_years: '4' }, today).dateOfBirth).toBe('2022-05-22');
  });

  it('loads an existing pet back as answers that give the same body', () => {
    const animal: Animal = {
      id: 7,
      url: '/animal/7/',
      name: 'Max',
      type: 'dog',
      sex: 'female',
      dateOfBirth: '2020-03-14',
      exact_birthdate: true,
      breed_1: '/breeds/3/',
      breed_2: '/breeds/9/',
      size: null,
      sterilised: true,
      nurturing: false,
      indoor: null,
      activity: 'active',
      amount_wet_food: 100,
      portions_wet: 7,
      complaints: ['joints'],
      condition: 'ideal',
      percentage_fresh_food: 20,
      percentage_treats: 5,
      weight: 12.5,
      status: 'active',
      stop_kind: null,
      stop_reason: null,
      image: null,
      selected_product: null,
    };
    const answers = answersFromAnimal(animal, { today, localeTag: 'nl-BE', breedNames: { '/breeds/3/': 'Labrador' } });
    expect(answers).toMatchObject({ animal_id: 7, weight: '12,5', birth_date: '14-03-2020', breed_choice: 'mixed', breed_1_name: 'Labrador' });
    expect(toAnimalBody(answers, today)).toEqual(toAnimalBody(dog, today));

    // With the breeds' ranges: the saved weight stands; a new one far outside them is asked about.
    const ranged = answersFromAnimal(animal, { today, localeTag: 'nl-BE', breedRanges: { '/breeds/3/': [25, 36], '/breeds/9/': [20, 32] } });
    expect(ranged).toMatchObject({ breed_1_adult_kg: [25, 36], breed_2_adult_kg: [20, 32], weight_confirmed: '12,5' });
    expect(stepIssues('weight', ranged, today)).toEqual({});
    expect(stepIssues('weight', applyAnswers(ranged, { weight: '3' }), today).weight_confirmed?.key).toBe('questionnaire.errors.weight_far_below');
  });
});

describe('saving the draft as the owner goes', () => {
  afterEach(() => vi.useRealTimers());

  it('saves once after a pause in typing, with the newest answers', async () => {
    vi.useFakeTimers();
    const save = vi.fn().mockResolvedValue(undefined);
    const saver = createDraftSaver<string>({ save, delayMs: 600 });
    saver.schedule('M');
    saver.schedule('Ma');
    saver.schedule('Max');
    await vi.advanceTimersByTimeAsync(599);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls).toEqual([['Max']]);
  });

  it('saves at once on flush, one save at a time and in order, the newest last', async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const save = vi.fn((draft: string) => {
      order.push(`start ${draft}`);
      return new Promise<void>((resolve) => {
        release = () => {
          order.push(`end ${draft}`);
          resolve();
        };
      });
    });
    const saver = createDraftSaver<string>({ save, delayMs: 600 });
    saver.schedule('step 1');
    const first = saver.flush();
    saver.schedule('step 2');
    saver.schedule('step 3');
    const second = saver.flush();
    release();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start step 1', 'end step 1', 'start step 3', 'end step 3']);
    saver.dispose();
  });

  it('reports a failed save and a later success', async () => {
    const results: unknown[] = [];
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const saver = createDraftSaver<string>({ save, delayMs: 10, onResult: (error) => results.push(error) });
    saver.schedule('a');
    await saver.flush();
    saver.schedule('b');
    await saver.flush();
    expect(results).toEqual([expect.any(Error), null]);
  });
});
