import { z } from 'zod';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { breed as breedSchema } from '@brokkie/contracts/catalogue';
import { customerList, type Customer } from '@brokkie/contracts/customer';
import { petPassport, petPassportUpdate, weightCheckInList, type PetPassport, type WeightCheckIn } from '@brokkie/contracts/pet-passport';
import { petSelection } from '../../components/pet-selection.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/** What the passport and its edit page read: the household's pets and the chosen one's passport. */
export interface PassportData {
  pets: Animal[];
  /** The pet named in the address (?pet=3) when it is one of them, else §4's first pet loaded; null without pets. */
  selectedId: number | null;
  passport: PetPassport | null;
}

/** The passport page's read: besides the passport, the owner, the breeds' names and the weighings for the chart. */
export interface PassportPageData extends PassportData {
  owner: Customer | null;
  breeds: string[];
  weights: WeightCheckIn[];
}

async function loadPets(api: ApiClient, search: URLSearchParams): Promise<{ pets: Animal[]; selected: Animal | null }> {
  const page = await api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList });
  const { selectedId } = petSelection(page.results, Number(search.get('pet')) || null);
  return { pets: page.results, selected: page.results.find((pet) => pet.id === selectedId) ?? null };
}

export async function loadPassportForm(api: ApiClient, search: URLSearchParams): Promise<PassportData> {
  const { pets, selected } = await loadPets(api, search);
  const passport = selected ? await api.get(`/animal/${selected.id}/passport/`, { schema: petPassport }) : null;
  return { pets, selectedId: selected?.id ?? null, passport };
}

export async function loadPassportPage(api: ApiClient, search: URLSearchParams): Promise<PassportPageData> {
  const { pets, selected } = await loadPets(api, search);
  if (!selected) return { pets, selectedId: null, passport: null, owner: null, breeds: [], weights: [] };
  const breedUrls = [selected.breed_1, selected.breed_2].filter((url): url is string => url !== null);
  const [passport, customers, weights, ...breeds] = await Promise.all([
    api.get(`/animal/${selected.id}/passport/`, { schema: petPassport }),
    api.get('/customer/', { schema: customerList }),
    api.get(`/animal/${selected.id}/weights/`, { query: { limit: 1000 }, schema: weightCheckInList }),
    ...breedUrls.map((url) => api.get(url, { schema: breedSchema })),
  ]);
  return {
    pets,
    selectedId: selected.id,
    passport,
    owner: customers.results[0] ?? null,
    breeds: breeds.map((found) => found.name),
    weights: weights.results,
  };
}

/** The passport PDF in the page's language, fetched with the signed-in customer's token. */
export function fetchPassportPdf(api: ApiClient, petId: number): Promise<Blob> {
  return api.get<Blob>(`/animal/${petId}/passport/pdf/`, { responseType: 'blob', headers: { Accept: 'application/pdf' } });
}

/** The edit page's submission: the passport's own fields of one pet. */
export const passportSubmission = z.object({ intent: z.literal('passport'), pet: z.number().int().positive(), change: petPassportUpdate });

export type PassportOutcome = ActionResult<PetPassport>;

export function passportAction(api: ApiClient, submission: z.output<typeof passportSubmission>): Promise<PassportOutcome> {
  return attempt(() => api.patch(`/animal/${submission.pet}/passport/`, submission.change, { schema: petPassport }));
}
