import type { FeedingLifeStage, FormulaBranch } from './feeding-science.ts';
import type { ActivityLevel, AnimalType, BodyCondition } from './pet-profile.ts';

/**
 * The owner-first reading of a meal plan: "Bruno needs about 677 kcal a day: he is 2 years old,
 * moderately active and neutered". It names only what the feeding engine's computation
 * (feeding-science.ts, its explanation's `energy` part) actually used for this pet, so the
 * sentence never gives a reason that did not count: activity for adult dogs only (growing puppies
 * eat for their growth), neutering for adults only, indoor life for adult cats only. The factor
 * table behind it stays the explanation itself.
 */

/** The parts of the explanation's `energy` this reading needs (the web reads the same JSON through its own schema). */
export interface SummaryEnergy {
  animal_type: AnimalType;
  life_stage: FeedingLifeStage;
  age_months: number;
  body_weight: { condition: BodyCondition; used_kg: number };
  formula: { branch: FormulaBranch; activity?: ActivityLevel; basis?: 'intact_outdoor' | 'sterilised_or_indoor' };
  multipliers: ReadonlyArray<{ key: string }>;
  kcal_per_day: number;
}

/** What the pet's profile says of the facts the explanation leaves implicit (a cat's basis covers two). */
export interface SummaryPet {
  sterilised: boolean;
  indoor: boolean | null;
}

export type FeedingSummaryKind = 'growing' | 'adult_dog' | 'adult_cat';

export interface FeedingSummary {
  kind: FeedingSummaryKind;
  kcalPerDay: number;
  /** Under a year in months, from then on in whole years. */
  age: { unit: 'months' | 'years'; count: number };
  /** Adult dogs: the activity the energy was computed with. */
  activity: ActivityLevel | null;
  /** Adults: whether the pet counted as neutered; null for growing animals (it does not count then). */
  neutered: boolean | null;
  /** Adult cats: indoors only, or also outdoors. */
  lifestyle: 'indoor' | 'outdoor' | null;
  /** A body condition other than ideal, with the healthy weight the energy was computed at. */
  condition: { condition: Exclude<BodyCondition, 'ideal'>; weightKg: number } | null;
  /** Pregnant or nursing: the need was doubled. */
  nurturing: boolean;
}

export function feedingSummary(energy: SummaryEnergy, pet: SummaryPet): FeedingSummary {
  const { formula } = energy;
  const growing = formula.branch === 'puppy' || formula.branch === 'kitten';
  const kind: FeedingSummaryKind = growing ? 'growing' : formula.branch === 'adult_dog' ? 'adult_dog' : 'adult_cat';
  const months = Math.max(0, Math.floor(energy.age_months));
  let neutered: boolean | null = null;
  let lifestyle: FeedingSummary['lifestyle'] = null;
  if (kind === 'adult_dog') {
    // An adult dog's neutering is the sterilised multiplier: present exactly when it counted.
    neutered = energy.multipliers.some((multiplier) => multiplier.key === 'sterilised');
  } else if (kind === 'adult_cat') {
    if (formula.basis === 'intact_outdoor') {
      // The engine's basis says it all: neither neutered nor indoors only.
      neutered = false;
      lifestyle = 'outdoor';
    } else {
      neutered = pet.sterilised;
      lifestyle = pet.indoor === true ? 'indoor' : 'outdoor';
    }
  }
  const condition = energy.body_weight.condition;
  return {
    kind,
    kcalPerDay: energy.kcal_per_day,
    age: months < 12 ? { unit: 'months', count: months } : { unit: 'years', count: Math.floor(months / 12) },
    activity: kind === 'adult_dog' ? (formula.activity ?? null) : null,
    neutered,
    lifestyle,
    condition: condition === 'ideal' ? null : { condition, weightKg: energy.body_weight.used_kg },
    nurturing: energy.multipliers.some((multiplier) => multiplier.key === 'nurturing'),
  };
}
