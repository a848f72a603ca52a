import { describe, expect, it } from 'vitest';
import { mealPlanFor, type FeedingProfile } from '../src/feeding-science.ts';
import { feedingSummary } from '../src/feeding-summary.ts';

// The summary reads the engine's own explanation, so every case starts from a real computation.

const today = '2025-06-01';
const formula = { kcalPerKg: 3600 };

function profile(overrides: Partial<FeedingProfile> = {}): FeedingProfile {
  return {
    type: 'dog',
    dateOfBirth: '2023-01-01', // 2 years 5 months
    weightKg: 20,
    breeds: [{ adultWeightMinKg: 18, adultWeightMaxKg: 22 }],
    size: null,
    sterilised: true,
    indoor: null,
    nurturing: false,
    activity: 'moderate',
    condition: 'ideal',
    percentageTreats: 0,
    percentageFreshFood: 0,
    amountWetFood: 0,
    portionsWet: 0,
    ...overrides,
  };
}

function summaryOf(overrides: Partial<FeedingProfile> = {}) {
  const pet = profile(overrides);
  const plan = mealPlanFor(pet, formula, today);
  return { plan, summary: feedingSummary(plan.explanation.energy, pet) };
}

describe('feedingSummary', () => {
  it('an adult dog: its whole daily need, its age in years, activity and neutering', () => {
    const { plan, summary } = summaryOf();
    expect(summary).toEqual({
      kind: 'adult_dog',
      kcalPerDay: plan.kcalPerDay,
      age: { unit: 'years', count: 2 },
      activity: 'moderate',
      neutered: true,
      lifestyle: null,
      condition: null,
      nurturing: false,
    });
  });

  it('an intact, very active adult dog says so', () => {
    const { summary } = summaryOf({ sterilised: false, activity: 'very_active' });
    expect(summary).toMatchObject({ activity: 'very_active', neutered: false });
  });

  it('a puppy is growing: neither activity nor neutering counted, so neither is named', () => {
    const { summary } = summaryOf({ dateOfBirth: '2024-12-01', weightKg: 9, activity: 'very_active' });
    expect(summary).toMatchObject({ kind: 'growing', age: { unit: 'months', count: 6 }, activity: null, neutered: null, lifestyle: null });
  });

  it('a kitten is growing too', () => {
    const { summary } = summaryOf({ type: 'cat', dateOfBirth: '2025-01-15', weightKg: 2.5, breeds: [], indoor: true });
    expect(summary).toMatchObject({ kind: 'growing', age: { unit: 'months', count: 4 }, neutered: null, lifestyle: null });
  });

  it('an adult cat: neutering and indoor life as the profile gives them', () => {
    const cat: Partial<FeedingProfile> = { type: 'cat', dateOfBirth: '2019-09-01', weightKg: 4.2, breeds: [] };
    expect(summaryOf({ ...cat, sterilised: true, indoor: true }).summary).toMatchObject({
      kind: 'adult_cat',
      age: { unit: 'years', count: 5 },
      neutered: true,
      lifestyle: 'indoor',
      activity: null,
    });
    expect(summaryOf({ ...cat, sterilised: false, indoor: true }).summary).toMatchObject({ neutered: false, lifestyle: 'indoor' });
    expect(summaryOf({ ...cat, sterilised: true, indoor: false }).summary).toMatchObject({ neutered: true, lifestyle: 'outdoor' });
  });

  it('an intact outdoor cat is read from the engine’s basis, whatever a stale profile says', () => {
    const cat = profile({ type: 'cat', dateOfBirth: '2019-09-01', weightKg: 4.2, breeds: [], sterilised: false, indoor: false });
    const energy = mealPlanFor(cat, formula, today).explanation.energy;
    expect(feedingSummary(energy, { sterilised: true, indoor: true })).toMatchObject({ neutered: false, lifestyle: 'outdoor' });
  });

  it('a body condition other than ideal names the healthy weight the need was computed at', () => {
    expect(summaryOf({ condition: 'overweight' }).summary.condition).toEqual({ condition: 'overweight', weightKg: 18 });
    expect(summaryOf({ condition: 'thin' }).summary.condition).toEqual({ condition: 'thin', weightKg: 22 });
  });

  it('pregnant or nursing doubles the need and is named', () => {
    const { plan, summary } = summaryOf({ sterilised: false, nurturing: true });
    expect(summary.nurturing).toBe(true);
    expect(summary.kcalPerDay).toBe(plan.kcalPerDay);
  });

  it('a pet of exactly one year counts in years, of eleven months in months', () => {
    expect(summaryOf({ dateOfBirth: '2024-06-01', weightKg: 20 }).summary.age).toEqual({ unit: 'years', count: 1 });
    expect(summaryOf({ dateOfBirth: '2024-06-02', weightKg: 20 }).summary.age).toEqual({ unit: 'months', count: 11 });
  });
});
