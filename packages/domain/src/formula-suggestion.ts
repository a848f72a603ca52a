import { dogAdultAgeMonths, seniorFromMonths } from './feeding-science.ts';
import {
  animalTypes,
  bodyConditions,
  complaintKinds,
  lifeStages,
  sizeClasses,
  type AnimalType,
  type BodyCondition,
  type ComplaintKind,
  type LifeStage,
  type SizeClass,
} from './pet-profile.ts';

/**
 * Which dry formula a pet is offered, and which extras suit it: pure rules over the
 * `suitability` of the catalogue's products (the jsonb column of `product`).
 *
 * A formula or extra is *suitable* when every hard rule of its suitability holds for the pet
 * (animal type, life stage, complaints to avoid, body conditions, sterilisation, size class).
 * Suitable products are then ranked by a score, highest first, ties broken by catalogue
 * position and then id, so that the same pet and catalogue always give the same answer:
 *
 * | what matches                                                          | points |
 * |-----------------------------------------------------------------------|--------|
 * | each of the pet's complaints the product addresses                    | 10     |
 * | the pet's body condition, when not ideal, is one the formula is for   | 8      |
 * | a formula made for sterilised animals, for a sterilised pet           | 6      |
 * | a product made only for the pet's life stage, if young or senior      | 5      |
 *
 * A complaint outweighs a condition: a pet's allergy or sensitive stomach decides the protein
 * before its weight decides the fat. Every pet gets a formula: when none is suitable, the
 * formula its type marks as `fallback` (the adult chicken recipe) is suggested, with the reason
 * `fallback`.
 */

// ─── Catalogue vocabulary (wire values of a product) ────────────────────────────────────────

/** A dry formula of a meal plan (priced per kg) or an extra of the shop (priced per unit). */
export const productKinds = ['formula', 'extra'] as const;
export type ProductKind = (typeof productKinds)[number];

/** `dry_food` is the category of every formula; the others are the shop's extras. */
export const productCategories = [
  'dry_food',
  'treats',
  'chews',
  'dental',
  'supplement',
  'wet_food',
  'puppy_kit',
  'accessory',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/** `both` is for extras that suit dogs and cats alike (a scoop, a storage container). */
export const productAnimalTypes = ['dog', 'cat', 'both'] as const;
export type ProductAnimalType = (typeof productAnimalTypes)[number];

// ─── Suitability (the shape of the `suitability` jsonb) ─────────────────────────────────────

// Type aliases (not interfaces) so that a value fits the jsonb column's Record<string, unknown>.
export type FormulaSuitability = {
  /** Animal types the formula is made for. */
  animal_types: AnimalType[];
  /** Life stages the formula is complete and balanced for. */
  life_stages: LifeStage[];
  /** Complaints the formula helps with (scored). */
  addresses: ComplaintKind[];
  /** Never suggested to a pet with one of these complaints (e.g. chicken for allergies). */
  avoid_when?: ComplaintKind[];
  /** When present, only pets in one of these body conditions are offered the formula. */
  body_conditions?: BodyCondition[];
  /** Made for sterilised animals: suggested to sterilised pets only. */
  requires_sterilised?: boolean;
  /** The formula of its animal type that a pet gets when no formula is suitable. */
  fallback?: boolean;
};

export type ExtraSuitability = {
  animal_types: AnimalType[];
  life_stages: LifeStage[];
  /** Complaints the extra helps with (scored). */
  addresses: ComplaintKind[];
  /** Never offered to a pet with one of these complaints. */
  avoid_when?: ComplaintKind[];
  /** Dogs only: when present and the dog's size class is known, it must be one of these. */
  size_classes?: SizeClass[];
};

// ─── Pet and products ───────────────────────────────────────────────────────────────────────

export interface SuggestionPet {
  type: AnimalType;
  /** Whole months of age. */
  ageMonths: number;
  /** Expected adult size class (dogs); `null` when unknown or for cats. */
  sizeClass: SizeClass | null;
  sterilised: boolean;
  condition: BodyCondition;
  complaints: readonly ComplaintKind[];
}

export interface FormulaCandidate {
  id: number;
  /** Catalogue order; breaks ties. */
  position: number;
  suitability: FormulaSuitability;
}

export interface ExtraCandidate {
  id: number;
  position: number;
  suitability: ExtraSuitability;
}

/** Machine-readable reasons; the web app translates them into "why this formula". */
export type SuggestionReason =
  | `life_stage_${LifeStage}`
  | `addresses_${ComplaintKind}`
  | `condition_${Exclude<BodyCondition, 'ideal'>}`
  | 'sterilised'
  | 'fallback';

export interface RankedProduct {
  productId: number;
  score: number;
  reasons: SuggestionReason[];
}

export interface FormulaSuggestion {
  productId: number;
  reasons: SuggestionReason[];
}

export const suggestionPoints = {
  addressedComplaint: 10,
  bodyCondition: 8,
  sterilised: 6,
  lifeStageOnly: 5,
} as const;

// ─── Life stage ─────────────────────────────────────────────────────────────────────────────

/** Dogs of unknown size count as medium: adult at 12 months. */
export const unknownSizeAdultAgeMonths = dogAdultAgeMonths.medium;


/** Cats are kittens until 12 months. */
export const catAdultAgeMonths = 12;

export function lifeStageOf(pet: Pick<SuggestionPet, 'type' | 'ageMonths' | 'sizeClass'>): LifeStage {
  const { type, ageMonths, sizeClass } = pet;
  if (!Number.isFinite(ageMonths) || ageMonths < 0) throw new RangeError(`ageMonths must be ≥ 0, got ${ageMonths}`);
  if (type === 'cat') {
    if (ageMonths < catAdultAgeMonths) return 'young';
    return ageMonths >= seniorFromMonths.cat ? 'senior' : 'adult';
  }
  const adultAge = sizeClass === null ? unknownSizeAdultAgeMonths : dogAdultAgeMonths[sizeClass];
  if (ageMonths < adultAge) return 'young';
  const seniorAge = sizeClass === 'giant' ? seniorFromMonths.giantDog : seniorFromMonths.dog;
  return ageMonths >= seniorAge ? 'senior' : 'adult';
}

// ─── Formulas ───────────────────────────────────────────────────────────────────────────────

/** The formulas suitable for the pet, best first. */
export function suitableFormulas(pet: SuggestionPet, formulas: readonly FormulaCandidate[]): RankedProduct[] {
  const stage = lifeStageOf(pet);
  const ranked: (RankedProduct & { position: number })[] = [];
  for (const formula of formulas) {
    const rules = formula.suitability;
    if (!rules.animal_types.includes(pet.type)) continue;
    if (!rules.life_stages.includes(stage)) continue;
    if (rules.avoid_when?.some((complaint) => pet.complaints.includes(complaint))) continue;
    if (rules.body_conditions && !rules.body_conditions.includes(pet.condition)) continue;
    if (rules.requires_sterilised && !pet.sterilised) continue;

    const reasons: SuggestionReason[] = [`life_stage_${stage}`];
    let score = 0;
    if (madeForStageOnly(rules.life_stages, stage)) score += suggestionPoints.lifeStageOnly;
    for (const complaint of addressed(pet, rules.addresses)) {
      score += suggestionPoints.addressedComplaint;
      reasons.push(`addresses_${complaint}`);
    }
    if (pet.condition !== 'ideal' && rules.body_conditions?.includes(pet.condition)) {
      score += suggestionPoints.bodyCondition;
      reasons.push(`condition_${pet.condition}`);
    }
    if (rules.requires_sterilised) {
      score += suggestionPoints.sterilised;
      reasons.push('sterilised');
    }
    ranked.push({ productId: formula.id, score, reasons, position: formula.position });
  }
  return sortRanked(ranked);
}

/**
 * The formula to suggest: the best suitable one, else the type's fallback formula (else its
 * first formula in catalogue order). `null` only when the catalogue has no formula for the
 * pet's animal type at all.
 */
export function suggestFormula(pet: SuggestionPet, formulas: readonly FormulaCandidate[]): FormulaSuggestion | null {
  const [best] = suitableFormulas(pet, formulas);
  if (best) return { productId: best.productId, reasons: best.reasons };
  const ofType = [...formulas]
    .filter((formula) => formula.suitability.animal_types.includes(pet.type))
    .sort((a, b) => a.position - b.position || a.id - b.id);
  const fallback = ofType.find((formula) => formula.suitability.fallback) ?? ofType[0];
  return fallback ? { productId: fallback.id, reasons: ['fallback'] } : null;
}

// ─── Extras ─────────────────────────────────────────────────────────────────────────────────

/** The extras suited to the pet, best first, at most `limit`. */
export function suitableExtras(pet: SuggestionPet, extras: readonly ExtraCandidate[], limit: number): RankedProduct[] {
  const stage = lifeStageOf(pet);
  const ranked: (RankedProduct & { position: number })[] = [];
  for (const extra of extras) {
    const rules = extra.suitability;
    if (!rules.animal_types.includes(pet.type)) continue;
    if (!rules.life_stages.includes(stage)) continue;
    if (rules.avoid_when?.some((complaint) => pet.complaints.includes(complaint))) continue;
    if (pet.type === 'dog' && pet.sizeClass !== null && rules.size_classes && !rules.size_classes.includes(pet.sizeClass)) {
      continue;
    }
    const reasons: SuggestionReason[] = [];
    let score = 0;
    if (madeForStageOnly(rules.life_stages, stage)) {
      score += suggestionPoints.lifeStageOnly;
      reasons.push(`life_stage_${stage}`);
    }
    for (const complaint of addressed(pet, rules.addresses)) {
      score += suggestionPoints.addressedComplaint;
      reasons.push(`addresses_${complaint}`);
    }
    ranked.push({ productId: extra.id, score, reasons, position: extra.position });
  }
  return sortRanked(ranked).slice(0, Math.max(0, limit));
}

// ─── Reading the jsonb ──────────────────────────────────────────────────────────────────────

/** Checks a stored `suitability` value of a formula; throws on a malformed catalogue row. */
export function readFormulaSuitability(value: unknown): FormulaSuitability {
  const record = asRecord(value);
  const result: FormulaSuitability = {
    animal_types: listOf(record, 'animal_types', animalTypes),
    life_stages: listOf(record, 'life_stages', lifeStages),
    addresses: listOf(record, 'addresses', complaintKinds),
  };
  if (record.avoid_when !== undefined) result.avoid_when = listOf(record, 'avoid_when', complaintKinds);
  if (record.body_conditions !== undefined) result.body_conditions = listOf(record, 'body_conditions', bodyConditions);
  if (record.requires_sterilised !== undefined) result.requires_sterilised = flag(record, 'requires_sterilised');
  if (record.fallback !== undefined) result.fallback = flag(record, 'fallback');
  return result;
}

/** Checks a stored `suitability` value of an extra; throws on a malformed catalogue row. */
export function readExtraSuitability(value: unknown): ExtraSuitability {
  const record = asRecord(value);
  const result: ExtraSuitability = {
    animal_types: listOf(record, 'animal_types', animalTypes),
    life_stages: listOf(record, 'life_stages', lifeStages),
    addresses: listOf(record, 'addresses', complaintKinds),
  };
  if (record.avoid_when !== undefined) result.avoid_when = listOf(record, 'avoid_when', complaintKinds);
  if (record.size_classes !== undefined) result.size_classes = listOf(record, 'size_classes', sizeClasses);
  return result;
}

// ─── Helpers ────────────────────────────────────────────────────────────────────────────────

// A puppy, kitten or senior product is preferred for its stage; an adult-only product is not
// special for an adult (the energy-dense formula must not beat the everyday one).
function madeForStageOnly(stages: readonly LifeStage[], stage: LifeStage): boolean {
  return stage !== 'adult' && stages.length === 1 && stages[0] === stage;
}

// In `complaintKinds` order, whatever order the pet's list has, so reasons are stable.
function addressed(pet: SuggestionPet, addresses: readonly ComplaintKind[]): ComplaintKind[] {
  return complaintKinds.filter((complaint) => pet.complaints.includes(complaint) && addresses.includes(complaint));
}

function sortRanked(ranked: (RankedProduct & { position: number })[]): RankedProduct[] {
  return ranked
    .sort((a, b) => b.score - a.score || a.position - b.position || a.productId - b.productId)
    .map(({ productId, score, reasons }) => ({ productId, score, reasons }));
}

function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError('suitability must be an object');
  }
  return value as Record<string, unknown>;
}

function listOf<const T extends string>(record: Record<string, unknown>, key: string, allowed: readonly T[]): T[] {
  const value = record[key];
  if (!Array.isArray(value) || !value.every((item) => (allowed as readonly unknown[]).includes(item))) {
    throw new TypeError(`suitability.${key} must be a list of ${allowed.join(', ')}`);
  }
  return value as T[];
}

function flag(record: Record<string, unknown>, key: string): boolean {
  const value = record[key];
  if (typeof value !== 'boolean') throw new TypeError(`suitability.${key} must be a boolean`);
  return value;
}
