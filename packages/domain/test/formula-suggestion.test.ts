import { describe, expect, it } from 'vitest';
import {
  lifeStageOf,
  readExtraSuitability,
  readFormulaSuitability,
  suggestFormula,
  suitableExtras,
  suitableFormulas,
  type ExtraCandidate,
  type FormulaCandidate,
  type SuggestionPet,
} from '../src/formula-suggestion.ts';

const adultDog: SuggestionPet = {
  type: 'dog',
  ageMonths: 36,
  sizeClass: 'medium',
  sterilised: false,
  condition: 'ideal',
  complaints: [],
};
const adultCat: SuggestionPet = { ...adultDog, type: 'cat', sizeClass: null };

// A small catalogue shaped like the seeded one, with ids that differ from positions so that a
// test sees which of the two breaks a tie.
const formulas: FormulaCandidate[] = [
  { id: 11, position: 10, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: [], avoid_when: ['allergies'], fallback: true } },
  { id: 12, position: 20, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['sensitive_digestion', 'picky_eater'] } },
  { id: 13, position: 30, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['skin_coat', 'picky_eater'] } },
  { id: 14, position: 40, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['allergies', 'sensitive_digestion', 'skin_coat'] } },
  {
    id: 15,
    position: 50,
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['overweight', 'joints'], body_conditions: ['ideal', 'overweight', 'obese'] },
  },
  { id: 16, position: 60, suitability: { animal_types: ['dog'], life_stages: ['senior'], addresses: ['joints'], avoid_when: ['allergies'] } },
  { id: 17, position: 70, suitability: { animal_types: ['dog'], life_stages: ['young'], addresses: [] } },
  { id: 18, position: 80, suitability: { animal_types: ['dog'], life_stages: ['adult'], addresses: [], body_conditions: ['thin', 'ideal'] } },
  { id: 21, position: 110, suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: [], avoid_when: ['allergies'], fallback: true } },
  { id: 22, position: 120, suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: ['skin_coat', 'picky_eater'] } },
  {
    id: 23,
    position: 130,
    suitability: {
      animal_types: ['cat'],
      life_stages: ['adult', 'senior'],
      addresses: ['overweight'],
      body_conditions: ['ideal', 'overweight', 'obese'],
      requires_sterilised: true,
    },
  },
  { id: 24, position: 140, suitability: { animal_types: ['cat'], life_stages: ['young'], addresses: [] } },
  { id: 25, position: 150, suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: ['allergies', 'sensitive_digestion'] } },
];

describe('lifeStageOf', () => {
  it('makes a dog adult at the age of its size class (10/12/15/18 months), unknown size at 12', () => {
    const stages = (sizeClass: SuggestionPet['sizeClass'], ages: number[]) =>
      ages.map((ageMonths) => lifeStageOf({ type: 'dog', ageMonths, sizeClass }));
    expect(stages('small', [9, 10])).toEqual(['young', 'adult']);
    expect(stages('medium', [11, 12])).toEqual(['young', 'adult']);
    expect(stages('large', [14, 15])).toEqual(['young', 'adult']);
    expect(stages('giant', [17, 18])).toEqual(['young', 'adult']);
    expect(stages(null, [11, 12])).toEqual(['young', 'adult']);
  });

  it('makes a dog senior at 7 years, a giant dog at 6', () => {
    expect(lifeStageOf({ type: 'dog', ageMonths: 83, sizeClass: 'large' })).toBe('adult');
    expect(lifeStageOf({ type: 'dog', ageMonths: 84, sizeClass: 'large' })).toBe('senior');
    expect(lifeStageOf({ type: 'dog', ageMonths: 84, sizeClass: null })).toBe('senior');
    expect(lifeStageOf({ type: 'dog', ageMonths: 71, sizeClass: 'giant' })).toBe('adult');
    expect(lifeStageOf({ type: 'dog', ageMonths: 72, sizeClass: 'giant' })).toBe('senior');
  });

  it('makes a cat a kitten until 12 months and senior at 10 years, whatever size is given', () => {
    const stages = [0, 11, 12, 119, 120].map((ageMonths) => lifeStageOf({ type: 'cat', ageMonths, sizeClass: 'giant' }));
    expect(stages).toEqual(['young', 'young', 'adult', 'adult', 'senior']);
  });

  it('refuses a negative age', () => {
    expect(() => lifeStageOf({ type: 'cat', ageMonths: -1, sizeClass: null })).toThrow(RangeError);
  });
});

describe('suggestFormula', () => {
  it('gives a healthy adult dog the first adult formula in catalogue order', () => {
    expect(suggestFormula(adultDog, formulas)).toEqual({ productId: 11, reasons: ['life_stage_adult'] });
  });

  it('gives a puppy and a kitten their growth formula, whatever their complaints', () => {
    expect(suggestFormula({ ...adultDog, ageMonths: 4, complaints: ['allergies'] }, formulas)).toEqual({
      productId: 17,
      reasons: ['life_stage_young'],
    });
    expect(suggestFormula({ ...adultCat, ageMonths: 3, sterilised: true }, formulas)).toEqual({
      productId: 24,
      reasons: ['life_stage_young'],
    });
  });

  it('gives a senior the senior formula, and one with stiff joints even more so', () => {
    const senior = { ...adultDog, ageMonths: 100 };
    expect(suggestFormula(senior, formulas)?.productId).toBe(16);
    expect(suggestFormula({ ...senior, complaints: ['joints'] }, formulas)).toEqual({
      productId: 16,
      reasons: ['life_stage_senior', 'addresses_joints'],
    });
  });

  it('never gives chicken to an allergic dog: the hypoallergenic formula wins', () => {
    const suggestion = suggestFormula({ ...adultDog, complaints: ['allergies'] }, formulas);
    expect(suggestion).toEqual({ productId: 14, reasons: ['life_stage_adult', 'addresses_allergies'] });
    const ranked = suitableFormulas({ ...adultDog, complaints: ['allergies'] }, formulas).map((match) => match.productId);
    expect(ranked).not.toContain(11);
  });

  it('counts every complaint a formula addresses', () => {
    const pet = { ...adultDog, complaints: ['skin_coat', 'sensitive_digestion'] as const };
    const [best, second] = suitableFormulas({ ...pet, complaints: [...pet.complaints] }, formulas);
    expect(best).toEqual({ productId: 14, score: 20, reasons: ['life_stage_adult', 'addresses_sensitive_digestion', 'addresses_skin_coat'] });
    // Lamb (20) and salmon (30) address one each: the catalogue position breaks the tie.
    expect(second?.productId).toBe(12);
  });

  it('gives an overweight or obese dog the light formula, and a thin one the energy-dense one', () => {
    expect(suggestFormula({ ...adultDog, condition: 'obese' }, formulas)).toEqual({
      productId: 15,
      reasons: ['life_stage_adult', 'condition_obese'],
    });
    expect(suggestFormula({ ...adultDog, condition: 'overweight', complaints: ['overweight'] }, formulas)).toEqual({
      productId: 15,
      reasons: ['life_stage_adult', 'addresses_overweight', 'condition_overweight'],
    });
    expect(suggestFormula({ ...adultDog, condition: 'thin' }, formulas)).toEqual({
      productId: 18,
      reasons: ['life_stage_adult', 'condition_thin'],
    });
  });

  it('does not offer a formula to a pet in a body condition it is not made for', () => {
    const thin = suitableFormulas({ ...adultDog, condition: 'thin' }, formulas).map((match) => match.productId);
    expect(thin).not.toContain(15);
    const obese = suitableFormulas({ ...adultDog, condition: 'obese' }, formulas).map((match) => match.productId);
    expect(obese).not.toContain(18);
  });

  it('puts an allergy before the weight: an obese allergic dog gets the hypoallergenic formula', () => {
    expect(suggestFormula({ ...adultDog, condition: 'obese', complaints: ['allergies'] }, formulas)?.productId).toBe(14);
  });

  it('gives a sterilised cat the sterilised formula, and never an intact one', () => {
    expect(suggestFormula({ ...adultCat, sterilised: true }, formulas)).toEqual({
      productId: 23,
      reasons: ['life_stage_adult', 'sterilised'],
    });
    expect(suitableFormulas(adultCat, formulas).map((match) => match.productId)).not.toContain(23);
    expect(suggestFormula(adultCat, formulas)?.productId).toBe(21);
  });

  it('gives an allergic cat the single-protein formula', () => {
    expect(suggestFormula({ ...adultCat, complaints: ['allergies'] }, formulas)).toEqual({
      productId: 25,
      reasons: ['life_stage_adult', 'addresses_allergies'],
    });
  });

  it('ranks deterministically whatever order the catalogue comes in', () => {
    const pet = { ...adultDog, complaints: ['picky_eater' as const] };
    const forward = suitableFormulas(pet, formulas);
    const backward = suitableFormulas(pet, [...formulas].reverse());
    expect(backward).toEqual(forward);
    expect(forward.map((match) => match.productId)).toEqual([12, 13, 11, 14, 15, 18]);
  });

  it('falls back to the formula marked fallback when nothing is suitable', () => {
    // Only growth formulas and a senior formula: nothing for an adult.
    const partial = formulas.filter((formula) => [16, 17, 11].includes(formula.id));
    const allergicAdult = { ...adultDog, complaints: ['allergies' as const] };
    expect(suitableFormulas(allergicAdult, partial)).toEqual([]);
    expect(suggestFormula(allergicAdult, partial)).toEqual({ productId: 11, reasons: ['fallback'] });
  });

  it('falls back to the first formula of the type when none is marked, and to null without any', () => {
    const unmarked = formulas.filter((formula) => formula.id === 17 || formula.id === 16);
    expect(suggestFormula(adultDog, unmarked)).toEqual({ productId: 16, reasons: ['fallback'] });
    expect(suggestFormula(adultCat, unmarked)).toBeNull();
  });
});

describe('suitableExtras', () => {
  const extras: ExtraCandidate[] = [
    { id: 1, position: 200, suitability: { animal_types: ['dog'], life_stages: ['young', 'adult', 'senior'], addresses: [], avoid_when: ['allergies'] } },
    { id: 2, position: 210, suitability: { animal_types: ['dog'], life_stages: ['young', 'adult', 'senior'], addresses: ['allergies'] } },
    { id: 3, position: 250, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['dental'], size_classes: ['small'] } },
    { id: 4, position: 260, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['dental'], size_classes: ['medium', 'large', 'giant'] } },
    { id: 5, position: 270, suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['joints'] } },
    { id: 6, position: 320, suitability: { animal_types: ['dog'], life_stages: ['young'], addresses: [] } },
    { id: 7, position: 400, suitability: { animal_types: ['cat'], life_stages: ['young', 'adult', 'senior'], addresses: [] } },
    { id: 8, position: 500, suitability: { animal_types: ['dog', 'cat'], life_stages: ['young', 'adult', 'senior'], addresses: [] } },
  ];
  const ids = (ranked: { productId: number }[]) => ranked.map((match) => match.productId);

  it('offers a dog only dog and shared extras of its life stage, in catalogue order', () => {
    expect(ids(suitableExtras(adultDog, extras, 12))).toEqual([1, 2, 4, 5, 8]);
  });

  it('puts the extras addressing the pet’s complaints first, with their reasons', () => {
    const ranked = suitableExtras({ ...adultDog, ageMonths: 100, complaints: ['joints', 'dental'] }, extras, 12);
    // Both score 10: the catalogue position decides, not the order of the complaints.
    expect(ranked.slice(0, 2)).toEqual([
      { productId: 4, score: 10, reasons: ['addresses_dental'] },
      { productId: 5, score: 10, reasons: ['addresses_joints'] },
    ]);
    expect(ids(ranked)).toEqual([4, 5, 1, 2, 8]);
  });

  it('puts the puppy kit first for a puppy and leaves out adult-only extras', () => {
    const ranked = suitableExtras({ ...adultDog, ageMonths: 3 }, extras, 12);
    expect(ranked[0]).toEqual({ productId: 6, score: 5, reasons: ['life_stage_young'] });
    expect(ids(ranked)).toEqual([6, 1, 2, 8]);
  });

  it('matches sized products to a dog of known size, and offers both sizes when unknown', () => {
    expect(ids(suitableExtras({ ...adultDog, sizeClass: 'small' }, extras, 12))).toContain(3);
    expect(ids(suitableExtras({ ...adultDog, sizeClass: 'small' }, extras, 12))).not.toContain(4);
    expect(ids(suitableExtras({ ...adultDog, sizeClass: null }, extras, 12))).toEqual(expect.arrayContaining([3, 4]));
  });

  it('leaves out what an allergic pet must avoid and honours the limit', () => {
    expect(ids(suitableExtras({ ...adultDog, complaints: ['allergies'] }, extras, 12))).toEqual([2, 4, 5, 8]);
    expect(ids(suitableExtras(adultDog, extras, 2))).toEqual([1, 2]);
    expect(suitableExtras(adultDog, extras, 0)).toEqual([]);
  });

  it('offers a cat cat and shared extras', () => {
    expect(ids(suitableExtras(adultCat, extras, 12))).toEqual([7, 8]);
  });
});

describe('reading a stored suitability', () => {
  it('accepts the catalogue shape and keeps only known keys', () => {
    expect(
      readFormulaSuitability({
        animal_types: ['cat'],
        life_stages: ['adult'],
        addresses: ['overweight'],
        requires_sterilised: true,
        body_conditions: ['obese'],
        note: 'ignored',
      }),
    ).toEqual({
      animal_types: ['cat'],
      life_stages: ['adult'],
      addresses: ['overweight'],
      requires_sterilised: true,
      body_conditions: ['obese'],
    });
    expect(readExtraSuitability({ animal_types: ['dog'], life_stages: ['young'], addresses: [], size_classes: ['small'] })).toEqual({
      animal_types: ['dog'],
      life_stages: ['young'],
      addresses: [],
      size_classes: ['small'],
    });
  });

  it('throws on a malformed value', () => {
    expect(() => readFormulaSuitability(null)).toThrow(TypeError);
    expect(() => readFormulaSuitability({ animal_types: ['horse'], life_stages: [], addresses: [] })).toThrow(/animal_types/);
    expect(() => readFormulaSuitability({ animal_types: ['dog'], life_stages: ['adult'] })).toThrow(/addresses/);
    expect(() => readFormulaSuitability({ animal_types: ['dog'], life_stages: ['adult'], addresses: [], fallback: 'yes' })).toThrow(/fallback/);
    expect(() => readExtraSuitability({ animal_types: ['dog'], life_stages: ['adult'], addresses: [], size_classes: ['tiny'] })).toThrow(
      /size_classes/,
    );
  });
});
