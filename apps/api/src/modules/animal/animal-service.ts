import { randomUUID } from 'node:crypto';
import type { Database } from '@brokkie/db/client';
import {
  activateAnimals,
  pauseAllAnimals,
  stopAllAnimals,
  changeAnimalStatus,
  findAnimal,
  findAnimalsByIds,
  insertAnimal,
  listAnimals,
  replaceAnimalImage,
  softDeleteAnimal,
  updateAnimal,
  type AnimalRow,
  type AnimalValues,
} from '@brokkie/db/animal-queries';
import { findBreedsByIds } from '@brokkie/db/catalogue-queries';
import { noteProfileWeight } from '@brokkie/db/pet-passport-queries';
import {
  animalMessageKeys,
  animalProfileIssues,
  invalidTransitionCode,
  type Animal,
  type AnimalCreate,
  type AnimalUpdate,
  type StopKind,
} from '@brokkie/contracts/animal';
import { idFromResourceUrl, resourceUrl } from '@brokkie/contracts/resource-url';
import { todayIsoDate } from '@brokkie/domain/dates';
import type { ActivityLevel, AnimalStatus, AnimalType, BodyCondition, ComplaintKind, Sex, SizeClass } from '@brokkie/domain/pet-profile';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';
import { statusAfter, type StatusAction } from './animal-status.ts';
import type { ImageStorage } from './image-storage.ts';
import { processPetPhoto } from './pet-photo.ts';

/** Checks a chosen formula against the pet it is for; a message when it may not be chosen. */
export type SelectedProductCheck = (db: Database, pet: AnimalRow, productId: number) => Promise<MessageRef | null>;

export interface AnimalServiceDeps {
  db: Database;
  storage: ImageStorage;
  checkSelectedProduct: SelectedProductCheck;
  /**
   * Told once per customer action that paused, stopped or resumed pets (the pets it changed): the
   * billing module's subscription e-mail. It never throws.
   */
  onStatusChange?: (customerId: string, change: 'paused' | 'stopped' | 'resumed', petIds: readonly number[]) => Promise<unknown>;
}

const breedUrl = (id: number | null) => (id === null ? null : resourceUrl('breeds', id));
const productUrl = (id: number | null) => (id === null ? null : resourceUrl('product', id));

export function toAnimal(row: AnimalRow, storage: ImageStorage): Animal {
  return {
    id: row.id,
    url: resourceUrl('animal', row.id),
    name: row.name,
    type: row.type as AnimalType,
    sex: row.sex as Sex,
    dateOfBirth: row.dateOfBirth,
    exact_birthdate: row.exactBirthdate,
    breed_1: breedUrl(row.breed1Id),
    breed_2: breedUrl(row.breed2Id),
    size: row.size as SizeClass | null,
    sterilised: row.sterilised,
    nurturing: row.nurturing,
    indoor: row.type === 'cat' ? row.indoor : null,
    activity: row.activity as ActivityLevel,
    amount_wet_food: row.amountWetFood,
    portions_wet: row.portionsWet,
    complaints: row.complaints as ComplaintKind[],
    condition: row.condition as BodyCondition,
    percentage_fresh_food: row.percentageFreshFood,
    percentage_treats: row.percentageTreats,
    weight: row.weightGrams / 1000,
    status: row.status as AnimalStatus,
    stop_kind: row.stopKind as StopKind | null,
    stop_reason: row.stopReason,
    image: row.imagePath === null ? null : storage.url(row.imagePath),
    selected_product: productUrl(row.selectedProductId),
  };
}

/** The customer's pet, or 404 (another customer's pet does not exist for this caller). */
export async function requireAnimal(db: Database, customerId: string, id: number): Promise<AnimalRow> {
  const row = await findAnimal(db, customerId, id);
  if (!row) throw notFound();
  return row;
}

/** GET /animal/: a page of the customer's pets, by id (the route finds the customer, `actingCustomerVersion`). */
export async function animalPageOf(
  deps: AnimalServiceDeps,
  customerId: string,
  options: { includeStopped: boolean; limit: number; offset: number },
): Promise<{ count: number; results: Animal[] }> {
  const page = await listAnimals(deps.db, customerId, options);
  return { count: page.count, results: page.rows.map((row) => toAnimal(row, deps.storage)) };
}

type WritableFields = Omit<AnimalCreate, 'id' | 'url' | 'status' | 'stop_kind' | 'stop_reason' | 'image'>;

// The stored columns of the fields a body carries (absent fields are left out).
function toValues(body: Partial<WritableFields>): Partial<AnimalValues> {
  const values: Partial<AnimalValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.type !== undefined) values.type = body.type;
  if (body.sex !== undefined) values.sex = body.sex;
  if (body.dateOfBirth !== undefined) values.dateOfBirth = body.dateOfBirth;
  if (body.exact_birthdate !== undefined) values.exactBirthdate = body.exact_birthdate;
  if (body.breed_1 !== undefined) values.breed1Id = body.breed_1 === null ? null : (idFromResourceUrl(body.breed_1) ?? null);
  if (body.breed_2 !== undefined) values.breed2Id = body.breed_2 === null ? null : (idFromResourceUrl(body.breed_2) ?? null);
  if (body.size !== undefined) values.size = body.size;
  if (body.sterilised !== undefined) values.sterilised = body.sterilised;
  if (body.nurturing !== undefined) values.nurturing = body.nurturing;
  if (body.indoor !== undefined) values.indoor = body.indoor;
  if (body.activity !== undefined) values.activity = body.activity;
  if (body.amount_wet_food !== undefined) values.amountWetFood = body.amount_wet_food;
  if (body.portions_wet !== undefined) values.portionsWet = body.portions_wet;
  if (body.complaints !== undefined) values.complaints = body.complaints;
  if (body.condition !== undefined) values.condition = body.condition;
  if (body.percentage_fresh_food !== undefined) values.percentageFreshFood = body.percentage_fresh_food;
  if (body.percentage_treats !== undefined) values.percentageTreats = body.percentage_treats;
  if (body.weight !== undefined) values.weightGrams = Math.round(body.weight * 1000);
  if (body.selected_product !== undefined) {
    values.selectedProductId = body.selected_product === null ? null : (idFromResourceUrl(body.selected_product) ?? null);
  }
  return values;
}

/**
 * Rules that need the database or the pet as a whole: breeds exist and are of the pet's kind,
 * the chosen formula is one this pet may have. `pet` is the pet as it would be stored.
 */
async function checkReferences(deps: AnimalServiceDeps, pet: AnimalRow, changed: Partial<AnimalValues>, fields: Record<string, MessageRef[]>): Promise<void> {
  const add = (field: string, message: MessageRef) => (fields[field] ??= []).push(message);
  const breedFields = [
    ['breed_1', pet.breed1Id],
    ['breed_2', pet.breed2Id],
  ] as const;
  const breedIds = breedFields.flatMap(([, id]) => (id === null ? [] : [id]));
  const types = new Map((await findBreedsByIds(deps.db, breedIds)).map((breed) => [breed.id, breed.type]));
  for (const [field, id] of breedFields) {
    if (id === null) continue;
    const type = types.get(id);
    if (type === undefined) add(field, { key: animalMessageKeys.unknownBreed });
    // A type change makes stored breeds wrong too: name the field either way.
    else if (type !== pet.type) add(field, { key: animalMessageKeys.breedOfOtherType });
  }
  // A stored formula that no longer suits (the pet grew old, a complaint was added) stays until
  // the owner chooses again; get_or_create_diet then falls back to the suggestion.
  if (changed.selectedProductId !== undefined && changed.selectedProductId !== null) {
    const problem = await deps.checkSelectedProduct(deps.db, pet, changed.selectedProductId);
    if (problem) add('selected_product', problem);
  }
}

function profileFields(pet: AnimalRow): Record<string, MessageRef[]> {
  return animalProfileIssues({
    type: pet.type as AnimalType,
    sex: pet.sex as 'male' | 'female',
    sterilised: pet.sterilised,
    nurturing: pet.nurturing,
    indoor: pet.indoor,
    percentage_treats: pet.percentageTreats,
    percentage_fresh_food: pet.percentageFreshFood,
  });
}

// The pet as it would be stored, for the rules to look at before anything is written.
function draftOf(customerId: string, values: AnimalValues): AnimalRow {
  const now = new Date();
  return {
    id: 0,
    customerId,
    name: values.name,
    type: values.type,
    sex: values.sex,
    dateOfBirth: values.dateOfBirth,
    exactBirthdate: values.exactBirthdate ?? true,
    breed1Id: values.breed1Id ?? null,
    breed2Id: values.breed2Id ?? null,
    size: values.size ?? null,
    sterilised: values.sterilised ?? false,
    nurturing: values.nurturing ?? false,
    indoor: values.indoor ?? null,
    activity: values.activity ?? 'moderate',
    amountWetFood: values.amountWetFood ?? 0,
    portionsWet: values.portionsWet ?? 0,
    complaints: values.complaints ?? [],
    condition: values.condition ?? 'ideal',
    percentageFreshFood: values.percentageFreshFood ?? 0,
    percentageTreats: values.percentageTreats ?? 0,
    weightGrams: values.weightGrams,
    status: 'active',
    stopKind: null,
    stopReason: null,
    statusChangedAt: null,
    selectedProductId: values.selectedProductId ?? null,
    imagePath: null,
    chipNumber: null,
    passportNumber: null,
    markings: null,
    allergies: null,
    medication: null,
    vetName: null,
    vetPhone: null,
    vetAddress: null,
    createdAt: now,
    updatedAt: now,
    deletedAt: null,
  };
}

export async function createAnimal(deps: AnimalServiceDeps, customerId: string, body: AnimalCreate): Promise<Animal> {
  const partial = toValues(body);
  const values: AnimalValues = {
    ...partial,
    name: body.name,
    type: body.type,
    sex: body.sex,
    dateOfBirth: body.dateOfBirth,
    weightGrams: Math.round(body.weight * 1000),
    // Dogs have no indoor answer; the schema refused one, absent means null.
    indoor: body.type === 'cat' ? (body.indoor ?? null) : null,
  };
  const fields: Record<string, MessageRef[]> = {};
  await checkReferences(deps, draftOf(customerId, values), values, fields);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  const row = await insertAnimal(deps.db, customerId, values);
  // The weight history (the passport's chart) starts with the weight the pet was added with.
  await noteProfileWeight(deps.db, row.id, todayIsoDate(), row.weightGrams);
  return toAnimal(row, deps.storage);
}

export interface AnimalDraft {
  /** The pet as it would be stored. */
  pet: AnimalRow;
  /** The stored columns the change sets. */
  changed: Partial<AnimalValues>;
}

/**
 * `current` with `body` applied, checked as PATCH checks it (400 with the fields otherwise),
 * nothing written: PATCH then stores it, the diet preview plans for it.
 */
export async function draftAnimalChange(deps: AnimalServiceDeps, current: AnimalRow, body: Partial<WritableFields>): Promise<AnimalDraft> {
  const changed = toValues(body);
  // A dog's stored indoor is null; becoming a dog clears it (a client cannot be expected to).
  if (changed.type === 'dog' && body.indoor === undefined) changed.indoor = null;
  // Likewise a pet that becomes male or sterilised is no longer pregnant or nursing; saying it is
  // in the same change is refused (profileFields).
  if ((changed.sex === 'male' || changed.sterilised === true) && body.nurturing === undefined) changed.nurturing = false;
  const merged: AnimalRow = { ...current, ...changed } as AnimalRow;
  const fields = profileFields(merged);
  await checkReferences(deps, merged, changed, fields);
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return { pet: merged, changed };
}

export async function changeAnimal(deps: AnimalServiceDeps, customerId: string, id: number, body: AnimalUpdate): Promise<Animal> {
  const current = await requireAnimal(deps.db, customerId, id);
  const { changed } = await draftAnimalChange(deps, current, body);
  if (Object.keys(changed).length === 0) return toAnimal(current, deps.storage);
  const row = await updateAnimal(deps.db, customerId, id, changed);
  if (!row) throw notFound();
  // A new weight on the profile is today's weighing in the pet's history.
  if (changed.weightGrams !== undefined && changed.weightGrams !== current.weightGrams) {
    await noteProfileWeight(deps.db, row.id, todayIsoDate(), row.weightGrams);
  }
  return toAnimal(row, deps.storage);
}

export async function deleteAnimal(deps: AnimalServiceDeps, customerId: string, id: number): Promise<void> {
  if (!(await softDeleteAnimal(deps.db, customerId, id))) throw notFound();
}

function invalidTransition(pet: AnimalRow): ApiProblem {
  return new ApiProblem({
    statusCode: 409,
    code: invalidTransitionCode,
    detail: { key: pet.status === 'active' ? animalMessageKeys.alreadyActive : animalMessageKeys.alreadyStopped },
  });
}

/** pause/, stop/ and activate/ of one pet (§4); 409 `invalid_transition` when §4 has no such step. */
export async function changeAnimalStatusBy(
  deps: AnimalServiceDeps,
  customerId: string,
  id: number,
  action: Exclude<StatusAction, 'unpause'>,
  reason: string | null = null,
): Promise<Animal> {
  const current = await requireAnimal(deps.db, customerId, id);
  const target = statusAfter(current.status as AnimalStatus, action);
  if (!target) throw invalidTransition(current);
  const row = await changeAnimalStatus(deps.db, customerId, id, {
    from: current.status as AnimalStatus,
    status: target.status,
    stopKind: target.stopKind,
    stopReason: action === 'stop' ? reason : null,
  });
  // Another request changed the status in between: report the status it left.
  if (!row) throw invalidTransition(await requireAnimal(deps.db, customerId, id));
  await deps.onStatusChange?.(customerId, action === 'pause' ? 'paused' : action === 'stop' ? 'stopped' : 'resumed', [id]);
  return toAnimal(row, deps.storage);
}

const maxId = 2_147_483_647;

/**
 * unpause/ (§4, §7): every listed pet must be the caller's; the stopped ones (paused or stopped)
 * become active, the active ones stay as they are. Answers the listed pets as they are now.
 */
export async function unpauseAnimals(deps: AnimalServiceDeps, customerId: string, ids: number[]): Promise<Animal[]> {
  const valid = ids.filter((id) => Number.isInteger(id) && id >= 1 && id <= maxId);
  const found = await findAnimalsByIds(deps.db, customerId, valid);
  const unknown = ids.filter((id) => !found.some((row) => row.id === id));
  if (unknown.length > 0) {
    throw validationFailed({ animal_ids: [{ key: animalMessageKeys.unknownAnimals, params: { ids: unknown.join(', ') } }] });
  }
  const stopped = found.filter((row) => statusAfter(row.status as AnimalStatus, 'unpause') !== null).map((row) => row.id);
  await activateAnimals(deps.db, customerId, stopped);
  // One e-mail for the whole list, naming the pets it resumed.
  await deps.onStatusChange?.(customerId, 'resumed', stopped);
  const rows = await findAnimalsByIds(deps.db, customerId, valid);
  return rows.map((row) => toAnimal(row, deps.storage));
}

/**
 * stop_all/: the whole subscription stops. Every active or paused pet of the customer is stopped
 * with the one reason, at once (one statement: never half of them); one e-mail names them all.
 */
export async function stopAllAnimalsOf(deps: AnimalServiceDeps, customerId: string, reason: string): Promise<Animal[]> {
  const rows = await stopAllAnimals(deps.db, customerId, reason);
  if (rows.length > 0) await deps.onStatusChange?.(customerId, 'stopped', rows.map((row) => row.id));
  return rows.map((row) => toAnimal(row, deps.storage));
}

/**
 * pause_all/: the whole subscription pauses, the offer made before stopping it. Every active pet
 * is paused at once (one statement); one e-mail names them all.
 */
export async function pauseAllAnimalsOf(deps: AnimalServiceDeps, customerId: string): Promise<Animal[]> {
  const rows = await pauseAllAnimals(deps.db, customerId);
  if (rows.length > 0) await deps.onStatusChange?.(customerId, 'paused', rows.map((row) => row.id));
  return rows.map((row) => toAnimal(row, deps.storage));
}

/** PUT /animal/{id}/image/: the upload becomes the pet's photo; the previous one is removed. */
export async function setAnimalPhoto(deps: AnimalServiceDeps, customerId: string, id: number, upload: Buffer): Promise<Animal> {
  await requireAnimal(deps.db, customerId, id);
  const photo = await processPetPhoto(upload);
  const key = `animals/${randomUUID()}.webp`;
  await deps.storage.put(key, photo.bytes, photo.contentType);
  const replaced = await replaceAnimalImage(deps.db, customerId, id, key);
  if (!replaced) {
    // The pet was deleted while the photo was being processed.
    await deps.storage.delete(key);
    throw notFound();
  }
  if (replaced.previous) await deps.storage.delete(replaced.previous);
  return toAnimal(replaced.row, deps.storage);
}

export async function removeAnimalPhoto(deps: AnimalServiceDeps, customerId: string, id: number): Promise<void> {
  const replaced = await replaceAnimalImage(deps.db, customerId, id, null);
  if (!replaced) throw notFound();
  if (replaced.previous) await deps.storage.delete(replaced.previous);
}
