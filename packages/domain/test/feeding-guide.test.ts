import { describe, expect, it } from 'vitest';
import { feedingGuideFor, feedingGuideStage, type FeedingGuide } from '../src/feeding-guide.ts';
import { mealPlanFor } from '../src/feeding-science.ts';

const gramsAt = (guide: FeedingGuide, weightKg: number) => guide.rows.find((row) => row.weightKg === weightKg)?.grams;

describe('feedingGuideFor', () => {
  it('gives an adult dog formula grams by weight and activity, as the meal plan of such a dog', () => {
    const guide = feedingGuideFor({ animalType: 'dog', kcalPerKg: 3690, lifeStages: ['adult', 'senior'] });
    expect(guide.stage).toBe('adult');
    expect(guide.columns.map((column) => column.kind === 'activity' && column.activity)).toEqual(['low', 'moderate', 'active', 'very_active']);
    // 20 kg, moderate, 3 to 7 years: (110 + 2 × 110) / 3 × 20^0.75 = 110 × 9.4574 = 1040 kcal;
    // 1040 / 3.69 = 281.8 g → 280 g.
    expect(gramsAt(guide, 20)?.[1]).toBe(280);
    // The same dog's own meal plan says the same.
    const plan = mealPlanFor(
      {
        type: 'dog',
        dateOfBirth: '2021-03-01',
        weightKg: 20,
        breeds: [],
        size: 'medium',
        sterilised: false,
        indoor: null,
        nurturing: false,
        activity: 'moderate',
        condition: 'ideal',
        percentageTreats: 0,
        percentageFreshFood: 0,
        amountWetFood: 0,
        portionsWet: 0,
      },
      { kcalPerKg: 3690 },
      '2025-06-01',
    );
    expect(plan.gramsPerDay).toBe(280);
    // A neutered dog needs a tenth less (the engine's factor 0.9).
    expect(guide.neuteredDogReductionPercent).toBe(10);
  });

  it('rises with weight and activity, in 5 g steps', () => {
    const guide = feedingGuideFor({ animalType: 'dog', kcalPerKg: 3500, lifeStages: ['adult', 'senior'] });
    for (const row of guide.rows) {
      for (const grams of row.grams) expect(grams % 5).toBe(0);
      expect([...row.grams].sort((a, b) => a - b)).toEqual(row.grams);
    }
    const moderate = guide.rows.map((row) => row.grams[1]!);
    expect([...moderate].sort((a, b) => a - b)).toEqual(moderate);
    expect(new Set(moderate).size).toBe(moderate.length);
  });

  it('feeds a senior formula at the over-7 age factor', () => {
    const senior = feedingGuideFor({ animalType: 'dog', kcalPerKg: 3520, lifeStages: ['senior'] });
    expect(senior.stage).toBe('senior');
    // 20 kg, very active, over 7: (95 + 2 × 150) / 3 × 9.4574 = 131.67 × 9.4574 = 1245 kcal;
    // 1245 / 3.52 = 353.7 g → 355 g.
    expect(gramsAt(senior, 20)?.[3]).toBe(355);
  });

  it('gives a puppy formula one column per growth band, the most where the puppy has most to grow', () => {
    const guide = feedingGuideFor({ animalType: 'dog', kcalPerKg: 3820, lifeStages: ['young'] });
    expect(guide.stage).toBe('puppy');
    expect(guide.columns).toEqual([
      { kind: 'growth', band: 'p_below_0_5' },
      { kind: 'growth', band: 'p_0_5_to_0_8' },
      { kind: 'growth', band: 'p_0_8_and_above' },
    ]);
    // 10 kg: 210 / 175 / 140 × 10^0.75 (5.6234) = 1181 / 984 / 787 kcal; / 3.82 → 309.2 / 257.6 / 206.1 g.
    expect(gramsAt(guide, 10)).toEqual([310, 260, 205]);
    expect(guide.neuteredDogReductionPercent).toBeNull();
  });

  it('gives an adult cat formula the neutered-or-indoor and the outdoor column, a sterilised formula only the first', () => {
    const adult = feedingGuideFor({ animalType: 'cat', kcalPerKg: 3690, lifeStages: ['adult', 'senior'] });
    expect(adult.columns).toEqual([
      { kind: 'cat_basis', basis: 'sterilised_or_indoor' },
      { kind: 'cat_basis', basis: 'intact_outdoor' },
    ]);
    // 4 kg: 75 / 100 × 4^0.67 (2.5315) = 190 / 253 kcal; / 3.69 → 51.5 / 68.6 g.
    expect(gramsAt(adult, 4)).toEqual([50, 70]);
    const sterilised = feedingGuideFor({ animalType: 'cat', kcalPerKg: 3500, lifeStages: ['adult', 'senior'], requiresSterilised: true });
    expect(sterilised.columns).toEqual([{ kind: 'cat_basis', basis: 'sterilised_or_indoor' }]);
    expect(sterilised.rows.every((row) => row.grams.length === 1)).toBe(true);
  });

  it('gives a kitten formula one column per age band', () => {
    const guide = feedingGuideFor({ animalType: 'cat', kcalPerKg: 3890, lifeStages: ['young'] });
    expect(guide.stage).toBe('kitten');
    expect(guide.columns.map((column) => column.kind === 'kitten_age' && column.band)).toEqual(['under_4_months', '4_to_9_months', '9_to_12_months']);
    // 2 kg: 100 × 2.5 / 2 / 1.5 × 2^0.67 (1.5911) = 398 / 318 / 239 kcal; / 3.89 → 102.3 / 81.8 / 61.4 g.
    expect(gramsAt(guide, 2)).toEqual([100, 80, 60]);
  });
});

describe('feedingGuideStage', () => {
  it('reads the stage from the life stages a formula is complete for', () => {
    expect(feedingGuideStage({ animalType: 'dog', lifeStages: ['young'] })).toBe('puppy');
    expect(feedingGuideStage({ animalType: 'cat', lifeStages: ['young'] })).toBe('kitten');
    expect(feedingGuideStage({ animalType: 'dog', lifeStages: ['senior'] })).toBe('senior');
    expect(feedingGuideStage({ animalType: 'dog', lifeStages: ['adult'] })).toBe('adult');
    expect(feedingGuideStage({ animalType: 'cat', lifeStages: ['adult', 'senior'] })).toBe('adult');
  });
});
