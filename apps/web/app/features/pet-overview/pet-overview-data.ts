import { z } from 'zod';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { questionnaireDraft, type QuestionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import type { ApiClient } from '../../lib/api-client.ts';

const breedName = z.object({ name: z.string() });

/** The household as /pet-overview shows it: the pets, the questionnaire's draft and the breeds' names. */
export interface PetOverviewData {
  animals: Animal[];
  draft: QuestionnaireDraftBody;
  /** Breed names by url. */
  breedNames: Record<string, string>;
}

/** Breed names for the cards: those the questionnaire remembered, the rest from GET /breeds/{id}/. */
async function breedNamesFor(api: ApiClient, animals: Animal[], draft: QuestionnaireDraftBody): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const pet of draft.pets) {
    if (pet.breed_1 && pet.breed_1_name) names[pet.breed_1] = pet.breed_1_name;
    if (pet.breed_2 && pet.breed_2_name) names[pet.breed_2] = pet.breed_2_name;
  }
  const missing = [...new Set(animals.flatMap((animal) => [animal.breed_1, animal.breed_2]))].filter((url): url is string => !!url && !names[url]);
  await Promise.all(
    missing.map(async (url) => {
      try {
        names[url] = (await api.get(url, { schema: breedName })).name;
      } catch {
        // The card then says "purebred" without the name; nothing else depends on it.
      }
    }),
  );
  return names;
}

/** The page's first read, by its route's loader (on the server for the first request). */
export async function loadPetOverview(api: ApiClient): Promise<PetOverviewData> {
  const [page, saved] = await Promise.all([api.get('/animal/', { schema: animalList }), api.get('/questionnaire-draft/', { schema: questionnaireDraft })]);
  const draft: QuestionnaireDraftBody = { pets: saved.pets, pet_index: saved.pet_index, step: saved.step };
  return { animals: page.results, draft, breedNames: await breedNamesFor(api, page.results, draft) };
}
