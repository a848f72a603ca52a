/**
 * The wire values of a pet's profile (§3), one list each, so that the API, the web app and the
 * feeding engine agree on them. Order is the order a questionnaire offers them in.
 */
export const animalTypes = ['dog', 'cat'] as const;
export type AnimalType = (typeof animalTypes)[number];

export const sexes = ['male', 'female'] as const;
export type Sex = (typeof sexes)[number];

export const activityLevels = ['low', 'moderate', 'active', 'very_active'] as const;
export type ActivityLevel = (typeof activityLevels)[number];

/** Body condition as the owner reports it. */
export const bodyConditions = ['thin', 'ideal', 'overweight', 'obese'] as const;
export type BodyCondition = (typeof bodyConditions)[number];

/** Dog size classes by expected adult weight (feeding-science rules). */
export const sizeClasses = ['small', 'medium', 'large', 'giant'] as const;
export type SizeClass = (typeof sizeClasses)[number];

/** Health complaints a formula can address (the `complaints` list of an animal). */
export const complaintKinds = [
  'allergies',
  'sensitive_digestion',
  'overweight',
  'joints',
  'skin_coat',
  'picky_eater',
  'dental',
] as const;
export type ComplaintKind = (typeof complaintKinds)[number];

export const animalStatuses = ['active', 'stopped'] as const;
export type AnimalStatus = (typeof animalStatuses)[number];

/** Life stages the catalogue's suitability rules speak of. */
export const lifeStages = ['young', 'adult', 'senior'] as const;
export type LifeStage = (typeof lifeStages)[number];

/** Shares of other food are whole percentages; treats are capped for dogs (feeding rules). */
export const maxTreatsPercentage = 10;
