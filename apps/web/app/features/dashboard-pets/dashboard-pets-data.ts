import { z } from 'zod';
import { animal as animalSchema, animalDiet, animalList, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import type { RecurringDelivery } from '@brokkie/contracts/delivery';
import { pricingResponse, type PricingResponse } from '@brokkie/contracts/pricing';
import { data } from 'react-router';
import { addPetToSubscription, followPlanInSubscription, loadSubscription, type SubscriptionChange } from '../../lib/subscription-sync.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import type { BreedChoice } from '../../components/breed-combo-box.tsx';

/** What /dashboard/pets shows: every pet of the household, stopped ones too (they still belong to it). */
export interface PetsData {
  pets: Animal[];
}

/** The pets, read by the route's loader (on the server for the first request). */
export async function loadPets(api: ApiClient): Promise<PetsData> {
  const page = await api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList });
  return { pets: page.results };
}

/**
 * What /change-pet-profile/{id} edits: the pet and its breeds' names (the form shows a breed by
 * name). `pet` is null when the API knows no such pet of this customer: the page says so.
 */
/** The pet, with its breeds as the form's breed field holds them: the name, and the adult weights that judge a weight. */
export type PetProfileData = { pet: Animal; breeds: Record<string, BreedChoice> } | { pet: null };

const breedFacts = z.object({ name: z.string(), adult_weight_min_kg: z.number().optional(), adult_weight_max_kg: z.number().optional() });

/** The pet to edit, read by the route's loader; the form's values follow from it on the page (they depend on the locale). */
export async function loadPetProfile(api: ApiClient, id: number): Promise<PetProfileData> {
  // An address whose id is no number (/change-pet-profile/abc) names no pet: nothing to ask the API.
  if (!Number.isInteger(id) || id < 1) return { pet: null };
  let pet: Animal;
  try {
    pet = await api.get(`/animal/${id}/`, { schema: animalSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { pet: null };
    throw error;
  }
  // With the adult weights, a changed weight is judged against the breed at once, as in the
  // questionnaire, not only after the breed is picked again.
  const breeds: Record<string, BreedChoice> = {};
  await Promise.all(
    [pet.breed_1, pet.breed_2]
      .filter((url): url is string => !!url)
      .map(async (url) => {
        const breed = await api.get(url, { schema: breedFacts });
        breeds[url] = {
          url,
          name: breed.name,
          ...(breed.adult_weight_min_kg !== undefined && breed.adult_weight_max_kg !== undefined
            ? { adultKg: [breed.adult_weight_min_kg, breed.adult_weight_max_kg] as [number, number] }
            : {}),
        };
      }),
  );
  return { pet, breeds };
}

/** A new pet's plan, what it costs, and the subscription it may join. */
export interface NewPetOffer {
  diet: AnimalDiet;
  price: PricingResponse;
  subscription: RecurringDelivery | null;
}

/**
 * The offer for a pet just created, read once it is saved (so not by a loader: the pet did not
 * exist when the page was read). null when it could not be read, whatever went wrong: the pet is
 * saved all the same, and the page offers to try again.
 */
export async function loadNewPetOffer(api: ApiClient, pet: Pick<Animal, 'id' | 'url'>): Promise<NewPetOffer | null> {
  try {
    const [diet, price, subscription] = await Promise.all([
      api.post(`/animal/${pet.id}/get_or_create_diet/`, {}, { schema: animalDiet }),
      api.post('/pricings/', { animals: [pet.url] }, { schema: pricingResponse }),
      loadSubscription(api),
    ]);
    return { diet, price, subscription };
  } catch (error) {
    console.error('[pets] could not load the new pet’s plan', error);
    return null;
  }
}

const petId = z.number().int().positive();

/**
 * What the pet pages submit: a profile saved (`pet` null: a new pet; `body` as the API takes it,
 * which judges it; the photo travels beside it as a file), or a new pet joining the deliveries.
 * Sent as multipart form data (`petFormData`), as a photo is no JSON.
 */
export const petSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), pet: petId.nullable(), body: z.record(z.string(), z.unknown()), removePhoto: z.boolean() }),
  z.object({ intent: z.literal('join'), pet: petId }),
]);

export type PetSubmission = z.input<typeof petSubmission>;

/** The fetcher's options for a pet page's submission (`fetcher.submit(petFormData(…), petFormSubmission)`). */
export const petFormSubmission = { method: 'post', encType: 'multipart/form-data' } as const;

/** The submission as form data: its JSON, and the photo to upload when there is one. */
export function petFormData(submission: PetSubmission, photo: File | null = null): FormData {
  const form = new FormData();
  form.set('submission', JSON.stringify(submission));
  if (photo) form.set('photo', photo, photo.name);
  return form;
}

/** The pet page's submission, checked against `petSubmission`, and its photo. */
export async function readPetSubmission(request: Request): Promise<{ submission: z.output<typeof petSubmission>; photo: Blob | null }> {
  const form = await request.formData();
  let json: unknown;
  try {
    json = JSON.parse(String(form.get('submission')));
  } catch {
    json = undefined;
  }
  const parsed = petSubmission.safeParse(json);
  // Only the page's own code submits here: anything else is a defect, shown as the route's error.
  if (!parsed.success) throw data('The page sent a submission this action does not take.', { status: 400 });
  const photo = form.get('photo');
  return { submission: parsed.data, photo: photo === null || typeof photo === 'string' ? null : photo };
}

/** A saved profile: the pet as it is now, and what of the rest did not go as asked. */
export interface PetSaved {
  pet: Animal;
  /** The photo was not saved: the API's reason (null without one: the page says its own). */
  photoError: { reason: string | null } | null;
  /** A new pet: its plan and price, null when they could not be read (the page offers to try again). */
  offer: NewPetOffer | null;
  /** An edited pet whose deliveries could not follow its plan: paused or stopped pets in the way, or a failure. */
  following: { kind: 'blocked'; names: string[] } | { kind: 'failed' } | null;
}

export type PetSaveOutcome = ActionResult<PetSaved>;
export type PetJoinOutcome = ActionResult<SubscriptionChange>;

async function savePhoto(
  api: ApiClient,
  saved: Animal,
  photo: Blob | null,
  remove: boolean,
): Promise<{ pet: Animal; error: { reason: string | null } | null }> {
  try {
    if (photo) {
      const name = 'name' in photo && typeof photo.name === 'string' ? photo.name : 'photo';
      const updated = await api.put(`/animal/${saved.id}/image/`, photo, {
        schema: animalSchema,
        headers: {
          'Content-Type': photo.type || 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${encodeURIComponent(name)}"`,
        },
      });
      return { pet: updated, error: null };
    }
    if (remove) {
      await api.delete(`/animal/${saved.id}/image/`);
      return { pet: { ...saved, image: null }, error: null };
    }
    return { pet: saved, error: null };
  } catch (error) {
    console.error('[pet profile] the photo was not saved', error);
    return { pet: saved, error: { reason: error instanceof ApiError ? (error.fields.image?.[0] ?? error.detail ?? null) : null } };
  }
}

/** An edited pet's plan may have changed (weight, condition, …): its part of the subscription follows. */
async function followPlan(api: ApiClient, saved: Animal): Promise<PetSaved['following']> {
  if (saved.status !== 'active') return null;
  try {
    const diet = await api.post(`/animal/${saved.id}/get_or_create_diet/`, {}, { schema: animalDiet });
    const change = await followPlanInSubscription(api, saved, diet);
    return change.kind === 'blocked' ? { kind: 'blocked', names: change.pets.map((other) => other.name) } : null;
  } catch (error) {
    console.error('[pet profile] the subscription did not follow the new plan', error);
    return { kind: 'failed' };
  }
}

/**
 * The pet pages' writes. Saving a profile: the pet (refused: the API's words and fields for the
 * form), then its photo, then for a new pet its plan and price, for an edited one its deliveries
 * following its plan; what of that did not work is in the answer, as the pet itself is saved.
 * Joining: a new pet's plan comes with the running subscription's deliveries.
 */
export async function petsAction(
  api: ApiClient,
  { submission, photo }: Awaited<ReturnType<typeof readPetSubmission>>,
): Promise<PetSaveOutcome | PetJoinOutcome> {
  if (submission.intent === 'join') {
    return attempt(async () => addPetToSubscription(api, await api.get(`/animal/${submission.pet}/`, { schema: animalSchema })));
  }
  const saved = await attempt(() =>
    submission.pet === null
      ? api.post('/animal/', submission.body, { schema: animalSchema })
      : api.patch(`/animal/${submission.pet}/`, submission.body, { schema: animalSchema }),
  );
  if (!saved.ok) return saved;
  const withPhoto = await savePhoto(api, saved.value, photo, submission.removePhoto);
  const value: PetSaved = { pet: withPhoto.pet, photoError: withPhoto.error, offer: null, following: null };
  // A new pet: the plan shows with its price at once.
  if (submission.pet === null) return { ok: true, value: { ...value, offer: await loadNewPetOffer(api, withPhoto.pet) } };
  // An edited pet whose photo was refused stays on its page to choose another: nothing follows yet.
  if (withPhoto.error) return { ok: true, value };
  return { ok: true, value: { ...value, following: await followPlan(api, withPhoto.pet) } };
}
