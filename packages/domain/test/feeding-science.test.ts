import { describe, expect, it } from 'vitest';
import {
  ageInMonths,
  dailyEnergyNeed,
  dogSizeClass,
  expectedAdultWeightKg,
  implausibleWeight,
  mealPlanFor,
  type FeedingProfile,
} from '../src/feeding-science.ts';

// Every expected number below is worked out by hand in the comment next to it.
// Powers used: 20^0.75 = 9.4574, 16^0.75 = 8 (exactly), 22^0.75 = 10.1582, 18^0.75 = 8.7389,
// 10^0.75 = 5.6234, 9.9^0.75 = 5.5812, 15.9^0.75 = 7.9625, 4^0.67 = 2.5315, 2^0.67 = 1.5911,
// 4.5^0.67 = 2.7394.

const today = '2025-06-01';
const bornFourYearsAgo = '2021-03-01'; // 51 months
const bornTwoYearsAgo = '2023-01-01'; // 29 months
const bornNineYearsAgo = '2016-01-01'; // 9 years 5 months
const bornSixMonthsAgo = '2024-12-01';

/** A 20 kg breed (18–22 kg, midpoint 20: medium, adult at 12 months). */
const twentyKgBreed = { adultWeightMinKg: 18, adultWeightMaxKg: 22 };

function dog(overrides: Partial<FeedingProfile> = {}): FeedingProfile {
  return {
    type: 'dog',
    dateOfBirth: bornFourYearsAgo,
    weightKg: 20,
    breeds: [twentyKgBreed],
    size: null,
    sterilised: false,
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

function cat(overrides: Partial<FeedingProfile> = {}): FeedingProfile {
  return dog({ type: 'cat', weightKg: 4, breeds: [], indoor: false, ...overrides });
}

const kcal = (profile: FeedingProfile) => dailyEnergyNeed(profile, today).kcalPerDay;

describe('ageInMonths', () => {
  it.each([
    ['2025-06-01', '2025-06-01', 0],
    ['2024-05-15', '2024-06-14', 0],
    ['2024-05-15', '2024-06-15', 1],
    ['2015-12-31', '2025-12-31', 120],
    // A birthday on a day the month lacks falls on that month's last day.
    ['2024-01-31', '2024-02-28', 0],
    ['2024-01-31', '2024-02-29', 1], // leap year: 29 February is the monthly birthday
    ['2023-01-31', '2023-02-28', 1],
    ['2023-01-30', '2023-02-28', 1],
    ['2023-01-31', '2023-02-27', 0],
    ['2024-01-31', '2024-03-01', 1], // 2 months only on 31 March
    ['2024-01-31', '2024-03-31', 2],
    ['2023-03-31', '2023-04-30', 1],
    // Born on 29 February: the yearly birthday is 28 February in other years.
    ['2020-02-29', '2021-02-27', 11],
    ['2020-02-29', '2021-02-28', 12],
    ['2020-02-29', '2024-02-29', 48],
  ])('born %s, on %s: %i whole months', (born, on, months) => {
    expect(ageInMonths(born, on)).toBe(months);
  });

  it('refuses a birth date after today, and days that do not exist', () => {
    expect(() => ageInMonths('2025-06-02', '2025-06-01')).toThrow(RangeError);
    expect(() => ageInMonths('2023-02-30', '2025-06-01')).toThrow(RangeError);
    expect(() => ageInMonths('01-02-2023', '2025-06-01')).toThrow(RangeError);
    expect(() => ageInMonths('2023-02-01', '2025-13-01')).toThrow(RangeError);
  });
});

describe('dogSizeClass', () => {
  it.each([
    [2, 'small'],
    [10, 'small'],
    [10.5, 'medium'], // between the "≤ 10" and "11–25": > 10 is medium
    [25, 'medium'],
    [25.5, 'large'],
    [44.9, 'large'],
    [45, 'giant'],
    [80, 'giant'],
  ] as const)('%f kg → %s', (weight, size) => {
    expect(dogSizeClass(weight)).toBe(size);
  });

  it('refuses a weight that is not positive', () => {
    expect(() => dogSizeClass(0)).toThrow(RangeError);
    expect(() => dogSizeClass(Number.NaN)).toThrow(RangeError);
  });
});

describe('expectedAdultWeightKg', () => {
  it('is the midpoint of the breed range', () => {
    // (18 + 22) / 2 = 20
    expect(expectedAdultWeightKg({ type: 'dog', breeds: [twentyKgBreed], size: null })).toBe(20);
  });
  it('averages the midpoints of a mixed breed', () => {
    // midpoints 3 and 30 → (3 + 30) / 2 = 16.5
    const breeds = [
      { adultWeightMinKg: 2, adultWeightMaxKg: 4 },
      { adultWeightMinKg: 25, adultWeightMaxKg: 35 },
    ];
    expect(expectedAdultWeightKg({ type: 'dog', breeds, size: null })).toBe(16.5);
  });
  it('prefers the breeds over the size', () => {
    expect(expectedAdultWeightKg({ type: 'dog', breeds: [twentyKgBreed], size: 'giant' })).toBe(20);
  });
  it.each([
    ['small', 6],
    ['medium', 17.5],
    ['large', 35],
    ['giant', 60],
  ] as const)('falls back to the representative weight of size %s (%f kg)', (size, weight) => {
    expect(expectedAdultWeightKg({ type: 'dog', breeds: [], size })).toBe(weight);
  });
  it('is unknown without breeds or size, and a cat has no size class', () => {
    expect(expectedAdultWeightKg({ type: 'dog', breeds: [], size: null })).toBeNull();
    expect(expectedAdultWeightKg({ type: 'cat', breeds: [], size: 'small' })).toBeNull();
    expect(expectedAdultWeightKg({ type: 'cat', breeds: [{ adultWeightMinKg: 3.5, adultWeightMaxKg: 5.5 }], size: null })).toBe(4.5);
  });
  it('refuses more than two breeds and inverted ranges', () => {
    expect(() => expectedAdultWeightKg({ type: 'dog', breeds: [twentyKgBreed, twentyKgBreed, twentyKgBreed], size: null })).toThrow(
      RangeError,
    );
    expect(() =>
      expectedAdultWeightKg({ type: 'dog', breeds: [{ adultWeightMinKg: 10, adultWeightMaxKg: 5 }], size: null }),
    ).toThrow(RangeError);
  });
});

describe('implausibleWeight: far outside the breed’s adult range', () => {
  const labrador = { adultWeightMinKg: 25, adultWeightMaxKg: 36 };
  const chihuahua = { adultWeightMinKg: 1.5, adultWeightMaxKg: 3 };
  it('flags a weight above 1.5 × the top of the range at any age, with the range', () => {
    expect(implausibleWeight({ type: 'dog', breeds: [chihuahua], weightKg: 45, ageMonths: 30 })).toEqual({ direction: 'above', minKg: 1.5, maxKg: 3 });
    expect(implausibleWeight({ type: 'dog', breeds: [chihuahua], weightKg: 45, ageMonths: 3 })?.direction).toBe('above');
    expect(implausibleWeight({ type: 'dog', breeds: [chihuahua], weightKg: 4.5, ageMonths: 30 })).toBeNull();
  });

  it('flags a weight below half the bottom of the range for adults only: puppies are light', () => {
    expect(implausibleWeight({ type: 'dog', breeds: [labrador], weightKg: 3.2, ageMonths: 40 })).toEqual({ direction: 'below', minKg: 25, maxKg: 36 });
    expect(implausibleWeight({ type: 'dog', breeds: [labrador], weightKg: 3.2, ageMonths: 2 })).toBeNull();
    expect(implausibleWeight({ type: 'dog', breeds: [labrador], weightKg: 3.2, ageMonths: null })).toBeNull();
    expect(implausibleWeight({ type: 'dog', breeds: [labrador], weightKg: 20, ageMonths: 40 })).toBeNull();
  });

  it('spans both breeds of a mixed breed, and says nothing without a breed', () => {
    expect(implausibleWeight({ type: 'dog', breeds: [labrador, chihuahua], weightKg: 10, ageMonths: 40 })).toBeNull();
    expect(implausibleWeight({ type: 'cat', breeds: [], weightKg: 90, ageMonths: 40 })).toBeNull();
  });
});

describe('puppies: p = current / expected adult weight', () => {
  const puppy = (weightKg: number, overrides: Partial<FeedingProfile> = {}) =>
    dog({ dateOfBirth: bornSixMonthsAgo, weightKg, ...overrides });

  it('p < 0.5 → 210·BW^0.75', () => {
    // p = 9.9 / 20 = 0.495; 210 · 5.5812 = 1172.05 → 1172
    const need = dailyEnergyNeed(puppy(9.9), today);
    expect(need.kcalPerDay).toBe(1172);
    expect(need.lifeStage).toBe('puppy');
    expect(need.explanation.formula).toMatchObject({ branch: 'puppy', growth_ratio_p: 0.495, growth_band: 'p_below_0_5', coefficient: 210 });
  });
  it('p = 0.5 exactly → 175·BW^0.75', () => {
    // p = 10 / 20 = 0.5; 175 · 5.6234 = 984.10 → 984
    expect(kcal(puppy(10))).toBe(984);
  });
  it('p just under 0.8 → 175·BW^0.75', () => {
    // p = 15.9 / 20 = 0.795; 175 · 7.9625 = 1393.43 → 1393
    expect(kcal(puppy(15.9))).toBe(1393);
  });
  it('p = 0.8 exactly → 140·BW^0.75', () => {
    // p = 16 / 20 = 0.8; 140 · 8 = 1120
    const need = dailyEnergyNeed(puppy(16), today);
    expect(need.kcalPerDay).toBe(1120);
    expect(need.explanation.formula).toMatchObject({ growth_band: 'p_0_8_and_above', coefficient: 140 });
  });
  it('keeps growth energy when sterilised (× 0.9 is for adults)', () => {
    // 140 · 8 = 1120, no sterilised factor
    const need = dailyEnergyNeed(puppy(16, { sterilised: true }), today);
    expect(need.kcalPerDay).toBe(1120);
    expect(need.factors).toEqual([]);
  });
  it('computes at the target weight when overweight, but judges growth on the actual weight', () => {
    // p = 16 / 20 = 0.8 → 140; BW = 16 · 0.9 = 14.4; 14.4^0.75 = 7.3922; 140 · 7.3922 = 1034.90 → 1035
    const need = dailyEnergyNeed(puppy(16, { condition: 'overweight' }), today);
    expect(need.kcalPerDay).toBe(1035);
    expect(need.notes).toEqual([{ key: 'growing_condition_vet_advice', condition: 'overweight' }]);
  });
  it('uses the middle band with a note when the adult weight is unknown', () => {
    // no breed, no size: adult assumed at 12 months; 175 · 10^0.75 = 175 · 5.6234 = 984
    const need = dailyEnergyNeed(puppy(10, { breeds: [] }), today);
    expect(need.kcalPerDay).toBe(984);
    expect(need.explanation.formula).toMatchObject({ branch: 'puppy', growth_ratio_p: null, growth_band: 'p_0_5_to_0_8' });
    expect(need.notes).toEqual([{ key: 'expected_adult_weight_unknown', assumed_adult_at_months: 12 }]);
  });
  it('ends growth at the size class adult age', () => {
    // small breed (3–5 kg, 4 kg): adult at 10 months
    const small = { breeds: [{ adultWeightMinKg: 3, adultWeightMaxKg: 5 }], weightKg: 4 };
    expect(dailyEnergyNeed(dog({ ...small, dateOfBirth: '2024-09-01' }), today).lifeStage).toBe('puppy'); // 9 months
    expect(dailyEnergyNeed(dog({ ...small, dateOfBirth: '2024-08-01' }), today).lifeStage).toBe('adult'); // 10 months
    // giant breed (50–70 kg, 60 kg): adult at 18 months
    const giant = { breeds: [{ adultWeightMinKg: 50, adultWeightMaxKg: 70 }], weightKg: 55 };
    expect(dailyEnergyNeed(dog({ ...giant, dateOfBirth: '2024-01-01' }), today).lifeStage).toBe('puppy'); // 17 months
    expect(dailyEnergyNeed(dog({ ...giant, dateOfBirth: '2023-12-01' }), today).lifeStage).toBe('adult'); // 18 months
    // large by size class only: adult at 15 months
    const large = { breeds: [], size: 'large' as const, weightKg: 30 };
    expect(dailyEnergyNeed(dog({ ...large, dateOfBirth: '2024-03-01' }), today).explanation.adult_size).toEqual({
      expected_adult_weight_kg: 35,
      source: 'size',
      size_class: 'large',
      adult_at_months: 15,
    });
    expect(dailyEnergyNeed(dog({ ...large, dateOfBirth: '2024-03-02' }), today).lifeStage).toBe('puppy'); // 14 months
  });
});

describe('adult dogs: ((age factor + 2 · activity factor) / 3) · BW^0.75', () => {
  it.each([
    // 20 kg, 20^0.75 = 9.4574
    [bornTwoYearsAgo, 'low', 1009], // (130 + 2·95) / 3 = 106.67; · 9.4574 = 1008.79
    [bornTwoYearsAgo, 'very_active', 1356], // (130 + 2·150) / 3 = 143.33; · 9.4574 = 1355.56
    [bornFourYearsAgo, 'moderate', 1040], // (110 + 2·110) / 3 = 110; · 9.4574 = 1040.32
    [bornFourYearsAgo, 'active', 1135], // (110 + 2·125) / 3 = 120; · 9.4574 = 1134.89
    [bornNineYearsAgo, 'low', 898], // (95 + 2·95) / 3 = 95; · 9.4574 = 898.45
    [bornNineYearsAgo, 'active', 1088], // (95 + 2·125) / 3 = 115; · 9.4574 = 1087.60
  ] as const)('born %s, %s → %i kcal', (dateOfBirth, activity, expected) => {
    expect(kcal(dog({ dateOfBirth, activity }))).toBe(expected);
  });

  it('counts age in whole years: < 3, 3 to 7, from the 8th birthday older than 7', () => {
    const band = (dateOfBirth: string) => dailyEnergyNeed(dog({ dateOfBirth }), today).explanation.formula;
    expect(band('2022-06-02')).toMatchObject({ age_band: 'under_3_years', age_factor: 130 }); // 2 y 11 m
    expect(band('2022-06-01')).toMatchObject({ age_band: '3_to_7_years', age_factor: 110 }); // 3rd birthday
    expect(band('2017-06-02')).toMatchObject({ age_band: '3_to_7_years', age_factor: 110 }); // 7 y 11 m
    expect(band('2017-06-01')).toMatchObject({ age_band: 'over_7_years', age_factor: 95 }); // 8th birthday
  });

  it('labels a dog senior from 7 years (a giant from 6), whatever its energy band', () => {
    expect(dailyEnergyNeed(dog({ dateOfBirth: '2018-06-02' }), today).lifeStage).toBe('adult'); // 6 y 11 m
    expect(dailyEnergyNeed(dog({ dateOfBirth: '2018-06-01' }), today).lifeStage).toBe('senior'); // 7th birthday
    expect(dailyEnergyNeed(dog({ dateOfBirth: '2019-06-01', breeds: [], size: 'giant' }), today).lifeStage).toBe('senior');
  });

  it('takes 10 % off for a sterilised dog', () => {
    // 110 · 9.4574 = 1040.32; · 0.9 = 936.28 → 936
    const need = dailyEnergyNeed(dog({ sterilised: true }), today);
    expect(need.kcalPerDay).toBe(936);
    expect(need.factors).toEqual([{ key: 'sterilised', factor: 0.9, applies_to: 'energy' }]);
  });

  it('doubles the need when nurturing, with a note to follow the vet', () => {
    // 110 · 9.4574 = 1040.32; · 2 = 2080.63 → 2081
    const need = dailyEnergyNeed(dog({ nurturing: true }), today);
    expect(need.kcalPerDay).toBe(2081);
    expect(need.notes).toEqual([{ key: 'nurturing_vet_advice' }]);
  });
});

describe('cats: coefficient · BW^0.67', () => {
  it('intact and outdoor: 100 · 4^0.67 = 100 · 2.5315 = 253', () => {
    expect(kcal(cat())).toBe(253);
    expect(kcal(cat({ indoor: null }))).toBe(253); // unknown counts as not indoor
  });
  it('indoor or sterilised: 75 · 2.5315 = 189.86 → 190 (and no extra × 0.9)', () => {
    expect(kcal(cat({ indoor: true }))).toBe(190);
    expect(kcal(cat({ sterilised: true }))).toBe(190);
    const need = dailyEnergyNeed(cat({ sterilised: true, indoor: true }), today);
    expect(need.kcalPerDay).toBe(190);
    expect(need.factors).toEqual([]);
    expect(need.explanation.formula).toMatchObject({ branch: 'adult_cat', basis: 'sterilised_or_indoor', coefficient: 75, exponent: 0.67 });
  });
  it.each([
    // 2 kg kitten, 2^0.67 = 1.5911, on the intact adult need 100 · BW^0.67
    ['2025-03-01', 'under_4_months', 398], // 3 months: 2.5 · 100 · 1.5911 = 397.77
    ['2025-02-01', '4_to_9_months', 318], // 4 months: 2.0 · 159.11 = 318.21
    ['2024-10-01', '4_to_9_months', 318], // 8 months
    ['2024-09-01', '9_to_12_months', 239], // 9 months: 1.5 · 159.11 = 238.66
    ['2024-07-01', '9_to_12_months', 239], // 11 months
  ])('kitten born %s: band %s → %i kcal', (dateOfBirth, band, expected) => {
    const need = dailyEnergyNeed(cat({ dateOfBirth, weightKg: 2, sterilised: true, indoor: true }), today);
    expect(need.lifeStage).toBe('kitten');
    expect(need.kcalPerDay).toBe(expected);
    expect(need.explanation.formula).toMatchObject({ branch: 'kitten', age_band: band, intact_adult_coefficient: 100 });
  });
  it('is an adult cat from 12 months, a senior from 10 years', () => {
    expect(dailyEnergyNeed(cat({ dateOfBirth: '2024-06-01' }), today).lifeStage).toBe('adult');
    expect(dailyEnergyNeed(cat({ dateOfBirth: '2015-06-02' }), today).lifeStage).toBe('adult');
    expect(dailyEnergyNeed(cat({ dateOfBirth: '2015-06-01' }), today).lifeStage).toBe('senior');
  });
});

describe('body condition: energy at the target weight', () => {
  it.each([
    ['thin', 1117], // BW 22; 110 · 10.1582 = 1117.40
    ['ideal', 1040], // BW 20; 110 · 9.4574 = 1040.32
    ['overweight', 961], // BW 18; 110 · 8.7389 = 961.27
    ['obese', 880], // BW 16; 110 · 8 = 880
  ] as const)('%s dog of 20 kg → %i kcal', (condition, expected) => {
    expect(kcal(dog({ condition }))).toBe(expected);
  });

  it('notes a safe loss of 1–2 % a week for a dog', () => {
    // 20 kg · 1 % = 200 g, · 2 % = 400 g a week; target 20 · 0.8 = 16 kg
    const need = dailyEnergyNeed(dog({ condition: 'obese' }), today);
    expect(need.factors).toEqual([{ key: 'condition', factor: 0.8, applies_to: 'body_weight' }]);
    expect(need.explanation.body_weight).toEqual({ actual_kg: 20, condition: 'obese', condition_factor: 0.8, used_kg: 16, basis: 'target' });
    expect(need.notes).toEqual([
      {
        key: 'weight_loss',
        current_weight_kg: 20,
        target_weight_kg: 16,
        min_percent_per_week: 1,
        max_percent_per_week: 2,
        min_grams_per_week: 200,
        max_grams_per_week: 400,
      },
    ]);
  });

  it('notes a safe loss of 0.5–1 % a week for a cat', () => {
    // 5 kg overweight sterilised cat: BW 4.5; 75 · 2.7394 = 205.45 → 205; 5 kg · 0.5 % = 25 g, · 1 % = 50 g
    const need = dailyEnergyNeed(cat({ weightKg: 5, condition: 'overweight', sterilised: true }), today);
    expect(need.kcalPerDay).toBe(205);
    expect(need.notes).toEqual([
      {
        key: 'weight_loss',
        current_weight_kg: 5,
        target_weight_kg: 4.5,
        min_percent_per_week: 0.5,
        max_percent_per_week: 1,
        min_grams_per_week: 25,
        max_grams_per_week: 50,
      },
    ]);
  });

  it('notes the target weight of a thin pet', () => {
    expect(dailyEnergyNeed(dog({ condition: 'thin' }), today).notes).toEqual([
      { key: 'weight_gain', current_weight_kg: 20, target_weight_kg: 22 },
    ]);
  });

  it('applies condition before the power and the multipliers after it', () => {
    // obese sterilised nurturing: 110 · 16^0.75 = 880; · 0.9 = 792; · 2 = 1584
    const need = dailyEnergyNeed(dog({ condition: 'obese', sterilised: true, nurturing: true }), today);
    expect(need.kcalPerDay).toBe(1584);
    expect(need.factors.map((f) => f.key)).toEqual(['condition', 'sterilised', 'nurturing']);
  });
});

describe('mealPlanFor: other food is taken off, the rest is dry food', () => {
  // A 16 kg dog of 4 years, moderate, ideal: 110 · 16^0.75 = 110 · 8 = 880 kcal.
  const sixteenKg = (overrides: Partial<FeedingProfile> = {}) =>
    dog({ weightKg: 16, breeds: [{ adultWeightMinKg: 14, adultWeightMaxKg: 18 }], ...overrides });
  const formula = { kcalPerKg: 4000 };

  it('feeds everything as dry food without other food', () => {
    // 880 kcal / 4 kcal per g = 220 g
    const plan = mealPlanFor(sixteenKg(), formula, today);
    expect(plan).toMatchObject({ kcalPerDay: 880, dryFoodKcalPerDay: 880, gramsPerDay: 220 });
    expect(plan.compositions).toEqual({ our_food: 100, wet_food: 0, fresh_food: 0, treats: 0 });
  });

  it('takes treats off a dog, capped at 10 %', () => {
    // 15 % asked, 10 % applied: 88 kcal; 880 − 88 = 792 kcal; 792 / 4 = 198 g → 200 g
    const plan = mealPlanFor(sixteenKg({ percentageTreats: 15 }), formula, today);
    expect(plan).toMatchObject({ kcalPerDay: 880, dryFoodKcalPerDay: 792, gramsPerDay: 200 });
    expect(plan.compositions).toEqual({ our_food: 90, wet_food: 0, fresh_food: 0, treats: 10 });
    expect(plan.explanation.other_food.treats).toEqual({ requested_percentage: 15, applied_percentage: 10, kcal: 88 });
    expect(plan.explanation.notes).toContainEqual({ key: 'treats_capped', requested_percentage: 15, applied_percentage: 10 });
  });

  it('ignores treats for a cat', () => {
    // 253 kcal all dry; 253 / 4 = 63.25 g → 65 g
    const plan = mealPlanFor(cat({ percentageTreats: 10 }), formula, today);
    expect(plan).toMatchObject({ kcalPerDay: 253, dryFoodKcalPerDay: 253, gramsPerDay: 65 });
    expect(plan.compositions.treats).toBe(0);
    expect(plan.explanation.notes).toEqual([{ key: 'treats_ignored', requested_percentage: 10 }]);
  });

  it('takes fresh food off as a share of the daily energy', () => {
    // 20 % of 880 = 176 kcal; 704 kcal / 4 = 176 g → 175 g
    const plan = mealPlanFor(sixteenKg({ percentageFreshFood: 20 }), formula, today);
    expect(plan).toMatchObject({ dryFoodKcalPerDay: 704, gramsPerDay: 175 });
    expect(plan.compositions).toEqual({ our_food: 80, wet_food: 0, fresh_food: 20, treats: 0 });
  });

  it('takes wet food off by grams a week at 900 kcal/kg unless told otherwise', () => {
    // 100 g × 7 portions / 7 = 100 g a day · 0.9 kcal/g = 90 kcal; 790 / 4 = 197.5 g → 200 g
    // shares: wet 90 / 880 = 10.23 %, ours 89.77 % → 10 and 90
    const plan = mealPlanFor(sixteenKg({ amountWetFood: 100, portionsWet: 7 }), formula, today);
    expect(plan).toMatchObject({ dryFoodKcalPerDay: 790, gramsPerDay: 200 });
    expect(plan.compositions).toEqual({ our_food: 90, wet_food: 10, fresh_food: 0, treats: 0 });
    expect(plan.explanation.other_food.wet_food).toEqual({
      grams_per_portion: 100,
      portions_per_week: 7,
      kcal_per_kg: 900,
      grams_per_day: 100,
      kcal: 90,
    });

    // 85 g × 3 / 7 = 36.43 g a day · 1.0 kcal/g = 36.43 → 36 kcal; 844 / 4 = 211 g → 210 g
    const other = mealPlanFor(sixteenKg({ amountWetFood: 85, portionsWet: 3, wetFoodKcalPerKg: 1000 }), formula, today);
    expect(other).toMatchObject({ dryFoodKcalPerDay: 844, gramsPerDay: 210 });
  });

  it('adds up treats, fresh and wet food', () => {
    // treats 5 % = 44, fresh 10 % = 88, wet 90 → 222 kcal; 658 / 4 = 164.5 g → 165 g
    // shares: treats 5, fresh 10, wet 10.23, ours 74.77 → 5, 10, 10, 75
    const plan = mealPlanFor(
      sixteenKg({ percentageTreats: 5, percentageFreshFood: 10, amountWetFood: 100, portionsWet: 7 }),
      formula,
      today,
    );
    expect(plan).toMatchObject({ kcalPerDay: 880, dryFoodKcalPerDay: 658, gramsPerDay: 165 });
    expect(plan.explanation.other_food.total_kcal).toBe(222);
    expect(plan.compositions).toEqual({ our_food: 75, wet_food: 10, fresh_food: 10, treats: 5 });
  });

  it('rounds to 5 g and never below 5 g while energy remains', () => {
    // 99 % fresh = 871.2 → 871 kcal; 9 kcal / 4 = 2.25 g → 0 by rounding, kept at 5 g
    const plan = mealPlanFor(sixteenKg({ percentageFreshFood: 99 }), formula, today);
    expect(plan).toMatchObject({ dryFoodKcalPerDay: 9, gramsPerDay: 5 });
    expect(plan.compositions).toEqual({ our_food: 1, wet_food: 0, fresh_food: 99, treats: 0 });
  });

  it('feeds no dry food when other food covers everything, with a note', () => {
    const plan = mealPlanFor(sixteenKg({ percentageFreshFood: 100 }), formula, today);
    expect(plan).toMatchObject({ kcalPerDay: 880, dryFoodKcalPerDay: 0, gramsPerDay: 0 });
    expect(plan.compositions).toEqual({ our_food: 0, wet_food: 0, fresh_food: 100, treats: 0 });
    expect(plan.explanation.notes).toEqual([{ key: 'other_food_covers_need', other_food_kcal: 880, kcal_per_day: 880 }]);
  });

  it('shares out what is fed when other food exceeds the need', () => {
    // fresh 90 % = 792 kcal; wet 200 g a day · 0.9 = 180 kcal = 20.45 %; total 110.45 %
    // scaled to 100: fresh 81.48, wet 18.52 → 81 + 18 = 99; the larger remainder (wet) gets the last point
    const plan = mealPlanFor(sixteenKg({ percentageFreshFood: 90, amountWetFood: 200, portionsWet: 7 }), formula, today);
    expect(plan.gramsPerDay).toBe(0);
    expect(plan.compositions).toEqual({ our_food: 0, wet_food: 19, fresh_food: 81, treats: 0 });
  });

  it('works the worked example of the docs end to end', () => {
    // 20 kg, 4 years, sterilised, moderate, 5 % treats, 3800 kcal/kg:
    // 110 · 9.4574 = 1040.32; · 0.9 = 936.28 → 936 kcal; treats 5 % = 46.8 → 47 kcal;
    // 936 − 47 = 889 kcal; 889 / 3.8 = 233.9 g → 235 g
    const plan = mealPlanFor(dog({ sterilised: true, percentageTreats: 5 }), { kcalPerKg: 3800 }, today);
    expect(plan).toMatchObject({ kcalPerDay: 936, dryFoodKcalPerDay: 889, gramsPerDay: 235 });
    expect(plan.compositions).toEqual({ our_food: 95, wet_food: 0, fresh_food: 0, treats: 5 });
    expect(plan.explanation).toEqual({
      version: 1,
      energy: {
        animal_type: 'dog',
        life_stage: 'adult',
        age_months: 51,
        age_years: 4,
        adult_size: { expected_adult_weight_kg: 20, source: 'breeds', size_class: 'medium', adult_at_months: 12 },
        body_weight: { actual_kg: 20, condition: 'ideal', condition_factor: 1, used_kg: 20, basis: 'actual' },
        formula: {
          branch: 'adult_dog',
          age_band: '3_to_7_years',
          age_factor: 110,
          activity: 'moderate',
          activity_factor: 110,
          coefficient: 110,
          exponent: 0.75,
          bw_power: 9.457,
          base_kcal: 1040,
        },
        multipliers: [{ key: 'sterilised', factor: 0.9, applies_to: 'energy' }],
        kcal_per_day: 936,
      },
      other_food: {
        treats: { requested_percentage: 5, applied_percentage: 5, kcal: 47 },
        fresh_food: { percentage: 0, kcal: 0 },
        wet_food: { grams_per_portion: 0, portions_per_week: 0, kcal_per_kg: 900, grams_per_day: 0, kcal: 0 },
        total_kcal: 47,
      },
      dry_food: { kcal_per_day: 889, formula_kcal_per_kg: 3800, exact_grams_per_day: 233.9, rounding_step_grams: 5, grams_per_day: 235 },
      compositions: { our_food: 95, wet_food: 0, fresh_food: 0, treats: 5 },
      notes: [],
    });
  });

  it('gives an explanation that survives JSON unchanged', () => {
    const plan = mealPlanFor(
      dog({ dateOfBirth: bornSixMonthsAgo, weightKg: 12, condition: 'obese', nurturing: true, percentageTreats: 20, amountWetFood: 50, portionsWet: 2 }),
      formula,
      today,
    );
    expect(JSON.parse(JSON.stringify(plan.explanation))).toEqual(plan.explanation);
  });

  it('always sums the compositions to 100', () => {
    for (const percentageTreats of [0, 3, 7, 10, 30]) {
      for (const percentageFreshFood of [0, 13, 33, 67, 100]) {
        for (const amountWetFood of [0, 37, 85, 400]) {
          const plan = mealPlanFor(sixteenKg({ percentageTreats, percentageFreshFood, amountWetFood, portionsWet: 5 }), formula, today);
          const c = plan.compositions;
          expect(c.our_food + c.wet_food + c.fresh_food + c.treats).toBe(100);
          expect(plan.gramsPerDay % 5).toBe(0);
        }
      }
    }
  });
});

describe('guards', () => {
  it.each([
    ['weight 0', { weightKg: 0 }],
    ['negative weight', { weightKg: -3 }],
    ['weight NaN', { weightKg: Number.NaN }],
    ['weight below 100 g', { weightKg: 0.05 }],
    ['treats above 100 %', { percentageTreats: 101 }],
    ['fractional fresh food share', { percentageFreshFood: 2.5 }],
    ['negative wet food', { amountWetFood: -1 }],
    ['infinite portions', { portionsWet: Number.POSITIVE_INFINITY }],
    ['wet food without energy', { wetFoodKcalPerKg: 0 }],
    ['unknown activity', { activity: 'lazy' as FeedingProfile['activity'] }],
    ['unknown condition', { condition: 'chubby' as FeedingProfile['condition'] }],
    ['three breeds', { breeds: [twentyKgBreed, twentyKgBreed, twentyKgBreed] }],
    ['birth after today', { dateOfBirth: '2025-06-02' }],
  ])('refuses %s with a RangeError', (_label, overrides) => {
    expect(() => mealPlanFor(dog(overrides), { kcalPerKg: 3800 }, today)).toThrow(RangeError);
  });

  it('refuses a formula without energy', () => {
    expect(() => mealPlanFor(dog(), { kcalPerKg: 0 }, today)).toThrow(RangeError);
    expect(() => mealPlanFor(dog(), { kcalPerKg: Number.NaN }, today)).toThrow(RangeError);
  });
});
