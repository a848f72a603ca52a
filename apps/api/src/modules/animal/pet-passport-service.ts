import type { Database } from '@brokkie/db/client';
import { updateAnimal, type AnimalRow, type AnimalValues } from '@brokkie/db/animal-queries';
import { listWeights, recordWeight, vaccinationsOf, type VaccinationRecord } from '@brokkie/db/pet-passport-queries';
import type { PageWindow } from '@brokkie/db/reference-data-queries';
import {
  petPassportMessageKeys,
  type PassportVaccination,
  type PetPassport,
  type PetPassportUpdate,
  type WeightCheckIn,
  type WeightCheckInCreate,
} from '@brokkie/contracts/pet-passport';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { isRabiesVaccination } from '@brokkie/domain/pet-passport';
import { addCalendarDays, occurrencesFrom, type ReminderSeries } from '@brokkie/domain/reminder-schedule';
import { notFound, validationFailed } from '../../lib/api-problem.ts';
import { requireAnimal } from './animal-service.ts';

/**
 * The pet passport and the weight history (issue 13, docs/pet-health.md): the passport's own
 * fields live on the pet; vaccinations are the pet's vaccination reminders' done occurrences,
 * valid until the series' next occurrence (the booster the owner planned).
 */

function seriesOf(record: VaccinationRecord): ReminderSeries {
  const { reminder } = record;
  return {
    startDate: reminder.startDate,
    repeat: reminder.repeat as ReminderSeries['repeat'],
    interval: reminder.interval,
    until: reminder.until,
  };
}

export function toVaccination(record: VaccinationRecord): PassportVaccination {
  return {
    reminder: resourceUrl('reminder', record.reminder.id),
    title: record.reminder.title,
    date: record.date,
    note: record.note,
    valid_until: occurrencesFrom(seriesOf(record), addCalendarDays(record.date, 1)).next().value ?? null,
    rabies: isRabiesVaccination(record.reminder.title),
  };
}

export function toPassport(pet: AnimalRow, vaccinations: PassportVaccination[]): PetPassport {
  const lastRabies = vaccinations.find((vaccination) => vaccination.rabies);
  return {
    animal: resourceUrl('animal', pet.id),
    chip_number: pet.chipNumber,
    passport_number: pet.passportNumber,
    markings: pet.markings,
    allergies: pet.allergies,
    medication: pet.medication,
    vet_name: pet.vetName,
    vet_phone: pet.vetPhone,
    vet_address: pet.vetAddress,
    vaccinations,
    rabies_valid_until: lastRabies?.valid_until ?? null,
  };
}

export async function passportOf(db: Database, pet: AnimalRow): Promise<PetPassport> {
  return toPassport(pet, (await vaccinationsOf(db, pet.id)).map(toVaccination));
}

export async function readPassport(db: Database, customerId: string, animalId: number): Promise<PetPassport> {
  return passportOf(db, await requireAnimal(db, customerId, animalId));
}

/** PATCH /animal/{id}/passport/: the fields the body carries; '' or null clears one. */
export async function changePassport(db: Database, customerId: string, animalId: number, body: PetPassportUpdate): Promise<PetPassport> {
  await requireAnimal(db, customerId, animalId);
  const values: Partial<AnimalValues> = {};
  if (body.chip_number !== undefined) values.chipNumber = body.chip_number === null ? null : body.chip_number.replace(/ /g, '');
  if (body.passport_number !== undefined) values.passportNumber = body.passport_number;
  if (body.markings !== undefined) values.markings = body.markings;
  if (body.allergies !== undefined) values.allergies = body.allergies;
  if (body.medication !== undefined) values.medication = body.medication;
  if (body.vet_name !== undefined) values.vetName = body.vet_name;
  if (body.vet_phone !== undefined) values.vetPhone = body.vet_phone;
  if (body.vet_address !== undefined) values.vetAddress = body.vet_address;
  const row = Object.keys(values).length === 0 ? await requireAnimal(db, customerId, animalId) : await updateAnimal(db, customerId, animalId, values);
  if (!row) throw notFound();
  return passportOf(db, row);
}

const toCheckIn = (row: { measuredOn: string; weightGrams: number }): WeightCheckIn => ({ date: row.measuredOn, weight: row.weightGrams / 1000 });

export async function weightHistory(
  db: Database,
  customerId: string,
  animalId: number,
  window: PageWindow,
): Promise<{ count: number; results: WeightCheckIn[] }> {
  await requireAnimal(db, customerId, animalId);
  const page = await listWeights(db, animalId, window);
  return { count: page.count, results: page.rows.map(toCheckIn) };
}

/**
 * POST /animal/{id}/weights/: the day's weighing (replacing that day's earlier one). The newest
 * weighing is the pet's weight, so its meal plan follows; `weightChanged` says it did.
 */
export async function checkInWeight(
  db: Database,
  customerId: string,
  animalId: number,
  body: WeightCheckInCreate,
): Promise<{ checkIn: WeightCheckIn; weightChanged: boolean }> {
  const pet = await requireAnimal(db, customerId, animalId);
  if (body.date < pet.dateOfBirth) throw validationFailed({ date: [{ key: petPassportMessageKeys.weightDateBeforeBirth }] });
  const grams = Math.round(body.weight * 1000);
  const weightChanged = await recordWeight(db, animalId, body.date, grams);
  return { checkIn: toCheckIn({ measuredOn: body.date, weightGrams: grams }), weightChanged };
}
