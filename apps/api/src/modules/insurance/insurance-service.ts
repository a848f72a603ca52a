import { formatDay } from '@brokkie/domain/format';
import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import {
  findInsurableAnimal,
  findInsuranceLead,
  insertInsuranceLead,
  listInsuranceLeads,
  newestInsuranceLeadId,
  type InsuranceLeadRow,
  type NewInsuranceLead,
} from '@brokkie/db/insurance-queries';
import type { PageWindow } from '@brokkie/db/reference-data-queries';
import {
  insuranceLeadOpenCode,
  insuranceMessageKeys,
  insuranceReferencedId,
  type InsuranceLead,
  type InsuranceLeadCreateParsed,
  type InsuranceLeadListQuery,
} from '@brokkie/contracts/insurance';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { todayIsoDate } from '@brokkie/domain/dates';
import {
  insuranceAgeLimits,
  insuranceLeadConversion,
  insuranceOffers,
  insuranceQuote,
  insuranceStartRange,
  isInsuranceStartDate,
  type InsuranceCover,
  type InsuranceLeadStatus,
  type InsuranceOffer,
} from '@brokkie/domain/insurance';
import { type Locale } from '@brokkie/domain/locales';
import { animalTypes, sizeClasses, type AnimalType, type ComplaintKind, type SizeClass } from '@brokkie/domain/pet-profile';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import type { MessageRef } from '../../lib/translator.ts';

/**
 * Insurance leads (issue 15, docs/insurance.md): a Belgian customer asks an insurer to cover one
 * pet. The premium is the API's own quote (@brokkie/domain/insurance) of the pet on the start
 * date; the lead keeps a copy of the pet and the policyholder as given, and the hand-over job
 * takes it to the insurer. Another customer's lead or pet does not exist for the caller.
 */

const oneOf = <T extends string>(values: readonly T[], value: string, what: string): T => {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`Unexpected ${what} in the database: ${value}`);
  return found;
};

export function toInsuranceLead(row: InsuranceLeadRow): InsuranceLead {
  return {
    id: row.id,
    url: resourceUrl('insurancelead', row.id),
    // The columns' check constraints admit only these.
    status: row.status as InsuranceLeadStatus,
    offer: oneOf(insuranceOffers, row.offer, 'offer'),
    cover: row.cover as InsuranceCover,
    deductible_cents: row.deductibleCents,
    premium_cents: row.premiumCents,
    animal: row.animalId === null ? null : resourceUrl('animal', row.animalId),
    pet: {
      name: row.petName,
      type: oneOf(animalTypes, row.petType, 'pet type'),
      date_of_birth: row.petDateOfBirth,
      size: row.petSize === null ? null : oneOf(sizeClasses, row.petSize, 'size'),
    },
    chip_number: row.chipNumber,
    conditions: row.conditions as ComplaintKind[],
    conditions_text: row.conditionsText,
    owner: row.owner,
    start_date: row.startDate,
    consent_at: row.consentAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The pet the lead is for, as the quote reads it, and where a problem with it is reported. */
interface InsuredPetReading {
  animalId: number | null;
  petKey: string;
  name: string;
  type: AnimalType;
  dateOfBirth: string;
  size: SizeClass | null;
  /** The field an age problem names: the pet reference, or the birth date given. */
  ageField: 'animal' | 'pet.date_of_birth';
}

async function insuredPetOf(db: Database, customer: CustomerRow, body: InsuranceLeadCreateParsed): Promise<InsuredPetReading | undefined> {
  if (body.animal !== null) {
    const animal = await findInsurableAnimal(db, customer.id, insuranceReferencedId(body.animal));
    if (!animal) return undefined;
    const type = oneOf(animalTypes, animal.type, 'pet type');
    const stored = animal.size === null ? null : oneOf(sizeClasses, animal.size, 'size');
    return {
      animalId: animal.id,
      petKey: `animal:${animal.id}`,
      name: animal.name,
      type,
      dateOfBirth: animal.dateOfBirth,
      // The pet's own size class first; the body's only fills one the pet lacks.
      size: stored ?? body.pet?.size ?? null,
      ageField: 'animal',
    };
  }
  const pet = body.pet;
  // The contract's refinement requires these without `animal`.
  if (!pet?.name || !pet.type || !pet.date_of_birth) throw new Error('insuranceLeadCreate let a lead without its pet through');
  return {
    animalId: null,
    petKey: `new:${pet.type}:${pet.name.trim().toLowerCase()}`,
    name: pet.name,
    type: pet.type,
    dateOfBirth: pet.date_of_birth,
    size: pet.size,
    ageField: 'pet.date_of_birth',
  };
}

/** A date of a message, as people of the request's language write it. */
function readableDate(date: string, locale: Locale): string {
  return formatDay(date, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

export interface CreatedLead {
  lead: InsuranceLead;
  row: InsuranceLeadRow;
}

/**
 * POST /insurancelead/: checks the pet (the caller's own, or the details given), the start date
 * (from tomorrow to 90 days ahead in Brussels) and the pet's eligibility on that date, quotes the
 * premium and stores the lead with `consent_at` now. Every problem is a field error, all at once;
 * an open lead of the same pet and offer is a 409 `insurance_lead_open`.
 */
export async function createInsuranceLead(
  db: Database,
  customer: CustomerRow,
  body: InsuranceLeadCreateParsed,
  now: Date,
  locale: Locale,
): Promise<CreatedLead> {
  const fields: Record<string, MessageRef[]> = {};
  const add = (field: string, message: MessageRef) => (fields[field] ??= []).push(message);

  const today = todayIsoDate(now);
  if (!isInsuranceStartDate(body.start_date, today)) {
    const range = insuranceStartRange(today);
    add('start_date', {
      key: insuranceMessageKeys.startDateOutside,
      params: { first: readableDate(range.first, locale), last: readableDate(range.last, locale) },
    });
  }
  const pet = await insuredPetOf(db, customer, body);
  if (!pet) {
    // Another customer's pet, a deleted one or none: the caller learns nothing of which.
    add('animal', { key: insuranceMessageKeys.unknownAnimal });
    throw validationFailed(fields);
  }
  const quote = insuranceQuote(
    { type: pet.type, dateOfBirth: pet.dateOfBirth, size: pet.size },
    { offer: body.offer, cover: body.cover, deductible: body.deductible_cents },
    body.start_date,
  );
  if (!quote.eligible) {
    const limits = insuranceAgeLimits[pet.type];
    if (quote.reason === 'size_required') add('pet.size', { key: insuranceMessageKeys.sizeRequired });
    else if (quote.reason === 'too_young') add(pet.ageField, { key: insuranceMessageKeys.tooYoung, params: { weeks: limits.minWeeks } });
    else if (quote.reason === 'too_old') add(pet.ageField, { key: insuranceMessageKeys.tooOld, params: { years: limits.maxYears + 1 } });
    else add(pet.ageField, { key: insuranceMessageKeys.notBorn });
  }
  if (Object.keys(fields).length > 0 || !quote.eligible) throw validationFailed(fields);

  const values: NewInsuranceLead = {
    animalId: pet.animalId,
    petKey: pet.petKey,
    offer: body.offer,
    cover: body.cover,
    deductibleCents: body.deductible_cents,
    premiumCents: quote.monthlyCents,
    petName: pet.name,
    petType: pet.type,
    petDateOfBirth: pet.dateOfBirth,
    petSize: pet.type === 'dog' ? pet.size : null,
    chipNumber: body.chip_number,
    conditions: [...new Set(body.conditions)],
    conditionsText: body.conditions_text,
    owner: body.owner,
    startDate: body.start_date,
    consentAt: now,
  };
  const inserted = await insertInsuranceLead(db, customer.id, values, now);
  if (inserted.status === 'open') {
    throw new ApiProblem({ statusCode: 409, code: insuranceLeadOpenCode, detail: { key: insuranceMessageKeys.leadOpen, params: { name: pet.name } } });
  }
  return { lead: toInsuranceLead(inserted.row), row: inserted.row };
}

export async function insuranceLeadsOf(
  db: Database,
  customer: CustomerRow,
  window: PageWindow,
  query: InsuranceLeadListQuery,
): Promise<{ count: number; results: InsuranceLead[] }> {
  const page = await listInsuranceLeads(db, customer.id, window, query.status);
  return { count: page.count, results: page.rows.map(toInsuranceLead) };
}

export async function insuranceLeadOf(db: Database, customer: CustomerRow, id: number): Promise<InsuranceLead> {
  const row = await findInsuranceLead(db, customer.id, id);
  if (!row) throw notFound();
  return toInsuranceLead(row);
}

/** The offer whose lead fires the conversion `event`; undefined for an event that is no insurance lead's. */
export function insuranceOfferOfConversion(event: string): InsuranceOffer | undefined {
  return insuranceOffers.find((offer) => insuranceLeadConversion[offer] === event);
}

/**
 * What an insurance conversion (`insurance_lead`, `insurance_corona_direct_lead`, Meta and TikTok)
 * counts once per: the caller's newest lead of the matching offer. A caller without such a lead
 * has nothing to convert (404, as a foreign customer or delivery id).
 */
export async function insuranceConversionLeadId(db: Database, customerId: string, event: string): Promise<number> {
  const offer = insuranceOfferOfConversion(event);
  if (!offer) throw new Error(`${event} is no insurance conversion`);
  const id = await newestInsuranceLeadId(db, customerId, offer);
  if (id === undefined) throw notFound();
  return id;
}
