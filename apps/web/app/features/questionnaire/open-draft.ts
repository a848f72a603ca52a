import { z } from 'zod';
import { animal as animalSchema } from '@brokkie/contracts/animal';
import { questionnaireDraft, type QuestionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import type { ApiClient } from '../../lib/api-client.ts';
import { answersFromAnimal } from './animal-body.ts';
import { positionFromSearch, resolveStep, withNewPet } from './pet-answers.ts';

const breedSchema = z.object({ name: z.string(), adult_weight_min_kg: z.number().optional(), adult_weight_max_kg: z.number().optional() });

/**
 * The names of a pet's breeds (GET /breeds/{id}/), for showing them when the pet is edited, and
 * their typical adult weights, for judging a new weight.
 */
async function breedsOf(api: ApiClient, urls: (string | null)[]): Promise<{ names: Record<string, string>; ranges: Record<string, [number, number]> }> {
  const names: Record<string, string> = {};
  const ranges: Record<string, [number, number]> = {};
  await Promise.all(
    urls
      .filter((url): url is string => !!url)
      .map(async (url) => {
        try {
          const breed = await api.get(url, { schema: breedSchema });
          names[url] = breed.name;
          if (breed.adult_weight_min_kg !== undefined && breed.adult_weight_max_kg !== undefined) {
            ranges[url] = [breed.adult_weight_min_kg, breed.adult_weight_max_kg];
          }
        } catch {
          // Without the name the breed is still chosen; the field then shows it empty.
        }
      }),
  );
  return { names, ranges };
}

export interface OpenedDraft {
  draft: QuestionnaireDraftBody;
  /** The draft differs from the saved one (a pet added or opened) and must be saved. */
  changed: boolean;
}

/**
 * The saved draft (GET /questionnaire-draft/) as the questionnaire opens it from a URL:
 * `?animal={id}` opens an existing pet (its answers join the draft when they are not in it yet),
 * `?pet=new` adds a new pet, `?pet=…&step=…` (a reload, a link from the overview) goes there
 * as far as the answers allow; without any, the saved position (a later visit resumes).
 */
export async function openDraft(api: ApiClient, search: URLSearchParams, options: { today: string; localeTag: string }): Promise<OpenedDraft> {
  const saved = await api.get('/questionnaire-draft/', { schema: questionnaireDraft });
  let draft: QuestionnaireDraftBody = { pets: saved.pets, pet_index: saved.pet_index, step: saved.step };
  let changed = false;
  const animalId = search.get('animal');
  if (animalId && /^\d{1,10}$/.test(animalId)) {
    let index = draft.pets.findIndex((pet) => pet.animal_id === Number(animalId));
    if (index < 0) {
      try {
        const existing = await api.get(`/animal/${animalId}/`, { schema: animalSchema });
        const breeds = await breedsOf(api, [existing.breed_1, existing.breed_2]);
        const added = withNewPet(
          draft,
          answersFromAnimal(existing, { today: options.today, localeTag: options.localeTag, breedNames: breeds.names, breedRanges: breeds.ranges }),
        );
        if (added) {
          draft = added;
          index = added.pet_index;
        }
      } catch {
        // Gone meanwhile (removed on another device): the questionnaire opens where it was.
      }
    }
    if (index >= 0) {
      draft = { ...draft, pet_index: index, step: resolveStep(draft.pets[index] ?? {}, search.get('step') ?? 'name', options.today) };
      changed = true;
    }
  } else if (search.get('pet') === 'new') {
    const added = withNewPet(draft);
    if (added) {
      draft = added;
      changed = true;
    }
  }
  if (draft.pets.length === 0) draft = { pets: [{}], pet_index: 0, step: 'type' };
  const linked = positionFromSearch(search);
  if (!changed && linked.petIndex !== undefined) {
    const index = Math.min(linked.petIndex, draft.pets.length - 1);
    draft = { ...draft, pet_index: index, step: resolveStep(draft.pets[index] ?? {}, linked.step, options.today) };
  }
  return { draft, changed };
}
