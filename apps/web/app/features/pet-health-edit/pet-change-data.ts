import { z } from 'zod';
import { animal as animalSchema, animalDiet, animalList, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import { weightCheckIn, weightCheckInList } from '@brokkie/contracts/pet-passport';
import { activityLevels, bodyConditions, complaintKinds } from '@brokkie/domain/pet-profile';
import { isDeliveryCountry, type DeliveryCountry } from '@brokkie/domain/vat';
import { petSelection } from '../../components/pet-selection.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { followPlanInSubscription, loadSubscription, type SubscriptionChange } from '../../lib/subscription-sync.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/**
 * The e-health pages that change what the meal plan reads of a pet — its weight, body condition
 * and activity (/e-health/edit-pet-condition), its complaints (/e-health/edit-pet-complaints) —
 * read the household and write the change; the plan now and after is the API's dry run
 * (lib/use-plan-preview.ts), shown before anything is saved, and the subscription follows after.
 */

export interface PetChangeData {
  pets: Animal[];
  /** The pet named in the address (?pet=3) when it is one of them, else §4's first pet loaded; null without pets. */
  selectedId: number | null;
  /** The day of the chosen pet's latest weighing: an earlier one does not change its weight. */
  latestWeighing: string | null;
  /** The country the plan is priced in: the subscription's, else the site's. */
  country: DeliveryCountry | undefined;
}

export async function loadPetChange(api: ApiClient, search: URLSearchParams, siteCountry: string | null | undefined): Promise<PetChangeData> {
  const [pets, recurring] = await Promise.all([api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList }), loadSubscription(api)]);
  const { selectedId } = petSelection(pets.results, Number(search.get('pet')) || null);
  const weights = selectedId === null ? null : await api.get(`/animal/${selectedId}/weights/`, { query: { limit: 1000 }, schema: weightCheckInList });
  const country = recurring?.country ?? (siteCountry && isDeliveryCountry(siteCountry) ? siteCountry : undefined);
  return { pets: pets.results, selectedId, latestWeighing: weights?.results.at(-1)?.date ?? null, country };
}

const petId = z.number().int().positive();
const country = z.string().optional();

export const petChangeSubmission = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('condition'),
    pet: petId,
    /** A weighing to record (its date YYYY-MM-DD), or none. */
    weighing: z.object({ date: z.string(), weight: z.number().positive() }).nullable(),
    condition: z.enum(bodyConditions),
    activity: z.enum(activityLevels),
    country,
  }),
  z.object({ intent: z.literal('complaints'), pet: petId, complaints: z.array(z.enum(complaintKinds)), country }),
]);
export type PetChangeSubmission = z.output<typeof petChangeSubmission>;

export interface SavedPetChange {
  pet: Animal;
  /** The plan after the change; null when it could not be read (the change stands). */
  diet: AnimalDiet | null;
  subscription: SubscriptionChange | null;
  /** The deliveries were asked to follow and could not (the page warns). */
  subscriptionFailed: boolean;
}

export type PetChangeOutcome = ActionResult<SavedPetChange>;

/** The fields of a weighing's refusal are the form's `weighing_<field>`; the pet's own keep their names. */
function renamed(result: Extract<ActionResult<unknown>, { ok: false }>, prefix: string): Extract<ActionResult<unknown>, { ok: false }> {
  return { ...result, fields: Object.fromEntries(Object.entries(result.fields).map(([field, messages]) => [`${prefix}${field}`, messages])) };
}

/**
 * The change is saved (the weighing first: a refused date changes nothing else), then the pet's
 * new plan is read and its deliveries follow it; what of that did not work is said in the answer.
 */
export async function petChangeAction(api: ApiClient, submission: PetChangeSubmission): Promise<PetChangeOutcome> {
  const priced = submission.country && isDeliveryCountry(submission.country) ? submission.country : undefined;
  if (submission.intent === 'condition' && submission.weighing) {
    const weighed = await attempt(() => api.post(`/animal/${submission.pet}/weights/`, submission.weighing, { schema: weightCheckIn }));
    if (!weighed.ok) return renamed(weighed, 'weighing_');
  }
  const change = submission.intent === 'condition' ? { condition: submission.condition, activity: submission.activity } : { complaints: submission.complaints };
  const saved = await attempt(() => api.patch(`/animal/${submission.pet}/`, change, { schema: animalSchema }));
  if (!saved.ok) return saved;
  const pet = saved.value;
  let diet: AnimalDiet | null = null;
  try {
    diet = await api.post(`/animal/${pet.id}/get_or_create_diet/`, {}, { query: { country: priced }, schema: animalDiet });
  } catch (error) {
    console.error('[pet health] the new plan could not be read', error);
  }
  try {
    return { ok: true, value: { pet, diet, subscription: await followPlanInSubscription(api, pet), subscriptionFailed: false } };
  } catch (error) {
    console.error('[pet health] the subscription did not follow the plan', error);
    return { ok: true, value: { pet, diet, subscription: null, subscriptionFailed: true } };
  }
}
