import { z } from 'zod';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { draftWithoutAnimal, questionnaireDraft, type QuestionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import type { ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

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
  const [page, draft] = await Promise.all([api.get('/animal/', { schema: animalList }), readDraft(api)]);
  return { animals: page.results, draft, breedNames: await breedNamesFor(api, page.results, draft) };
}

/** The questionnaire's draft, without when it was saved (what a PUT takes back). */
async function readDraft(api: ApiClient): Promise<QuestionnaireDraftBody> {
  const saved = await api.get('/questionnaire-draft/', { schema: questionnaireDraft });
  return { pets: saved.pets, pet_index: saved.pet_index, step: saved.step };
}

/** What the pet overview submits: remove a pet (after the owner confirmed it). */
export const petOverviewSubmission = z.object({ intent: z.literal('remove'), animal: z.number().int().positive() });

export type PetOverviewOutcome = ActionResult;

/**
 * The pet overview's write: the pet goes, and the questionnaire's draft forgets it so that the
 * questionnaire does not bring it back. The draft is read here, as the API holds it now, rather
 * than taken from the page, which may be older.
 */
export async function petOverviewAction(api: ApiClient, submission: z.output<typeof petOverviewSubmission>): Promise<PetOverviewOutcome> {
  const removed = await attempt(() => api.delete(`/animal/${submission.animal}/`));
  if (!removed.ok) return removed;
  try {
    const draft = await readDraft(api);
    const without = draftWithoutAnimal(draft, submission.animal);
    if (without !== draft) await api.put('/questionnaire-draft/', without);
  } catch (error) {
    // The pet is gone either way; a draft not updated only keeps old answers the questionnaire shows.
    console.error('[pet overview] draft not updated', error);
  }
  return { ok: true, value: null };
}
