import { z } from 'zod';
import { animal as animalSchema, animalDiet, animalList, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import type { RecurringDelivery } from '@brokkie/contracts/delivery';
import { pricingResponse, type PricingResponse } from '@brokkie/contracts/pricing';
import { loadSubscription } from '../../lib/subscription-sync.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';

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
export type PetProfileData = { pet: Animal; breedNames: Record<string, string> } | { pet: null };

const breedName = z.object({ name: z.string() });

/** The pet to edit, read by the route's loader; the form's values follow from it on the page (they depend on the locale). */
export async function loadPetProfile(api: ApiClient, id: number): Promise<PetProfileData> {
  let pet: Animal;
  try {
    pet = await api.get(`/animal/${id}/`, { schema: animalSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { pet: null };
    throw error;
  }
  const breedNames: Record<string, string> = {};
  await Promise.all(
    [pet.breed_1, pet.breed_2]
      .filter((url): url is string => !!url)
      .map(async (url) => {
        breedNames[url] = (await api.get(url, { schema: breedName })).name;
      }),
  );
  return { pet, breedNames };
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
