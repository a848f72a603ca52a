import type { Animal } from '@brokkie/contracts/animal';
import {
  defaultInsuranceCover,
  defaultInsuranceDeductible,
  insuranceCovers,
  insuranceDeductibles,
  insuranceOffers,
  insuranceQuote,
  type InsuranceChoice,
  type InsuranceCover,
  type InsuranceDeductible,
  type InsuranceOffer,
  type InsuranceQuote,
  type InsuredPet,
} from '@brokkie/domain/insurance';
import { animalTypes, sizeClasses, type AnimalType, type SizeClass } from '@brokkie/domain/pet-profile';

/**
 * What the /insurance page hands to the questionnaire in the address: which pet (one of the
 * customer's, `pet=<id>`, or another one described by `type`, `born` and `size`), the cover and
 * the deductible, and the size a dog of the household lacks. The questionnaire reads the same
 * address, so a link or a reload opens it as it was asked.
 */
export interface InsuranceRequest {
  /** One of the customer's pets; null for another pet. */
  pet: number | null;
  /** Another pet's species and birth date (YYYY-MM-DD). */
  type: AnimalType | null;
  born: string | null;
  /** A dog's size: another dog's, or the size one of the household's dogs has no value for. */
  size: SizeClass | null;
  cover: InsuranceCover;
  deductible: InsuranceDeductible;
  /** The offer asked for, when the page knew it (a link of the thank-you page); else the questionnaire's choice. */
  offer: InsuranceOffer | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string | number>(values: readonly T[], raw: string | null): T | null {
  if (raw === null) return null;
  return values.find((value) => String(value) === raw) ?? null;
}

/** The request an address names; what it lacks or gets wrong takes the defaults. */
export function readInsuranceRequest(search: URLSearchParams): InsuranceRequest {
  const pet = Number(search.get('pet'));
  const born = search.get('born');
  return {
    pet: Number.isInteger(pet) && pet > 0 ? pet : null,
    type: oneOf(animalTypes, search.get('type')),
    born: born && isoDate.test(born) ? born : null,
    size: oneOf(sizeClasses, search.get('size')),
    cover: oneOf(insuranceCovers, search.get('cover')) ?? defaultInsuranceCover,
    deductible: oneOf(insuranceDeductibles, search.get('deductible')) ?? defaultInsuranceDeductible,
    offer: oneOf(insuranceOffers, search.get('offer')),
  };
}

/** The query of the questionnaire's address for a request (`?pet=3&cover=comfort&deductible=10000`). */
export function insuranceRequestSearch(request: InsuranceRequest): string {
  const query = new URLSearchParams();
  if (request.pet !== null) query.set('pet', String(request.pet));
  else {
    if (request.type) query.set('type', request.type);
    if (request.born) query.set('born', request.born);
  }
  if (request.size && (request.pet !== null || request.type === 'dog')) query.set('size', request.size);
  query.set('cover', request.cover);
  query.set('deductible', String(request.deductible));
  if (request.offer) query.set('offer', request.offer);
  return `?${query.toString()}`;
}

/** The pet as the premium table sees it: a dog without a size on its profile takes the size given here. */
export function insuredPetOf(animal: Pick<Animal, 'type' | 'dateOfBirth' | 'size'>, size: SizeClass | null = null): InsuredPet {
  return { type: animal.type, dateOfBirth: animal.dateOfBirth, size: animal.type === 'dog' ? (animal.size ?? size) : null };
}

/** The monthly premium of each offer for the pet and the choice, from the one premium table. */
export function quotesByOffer(pet: InsuredPet, choice: Omit<InsuranceChoice, 'offer'>, startDate: string): Record<InsuranceOffer, InsuranceQuote> {
  return Object.fromEntries(insuranceOffers.map((offer) => [offer, insuranceQuote(pet, { ...choice, offer }, startDate)])) as Record<
    InsuranceOffer,
    InsuranceQuote
  >;
}

/** The deductible choice as a radio group's value and back. */
export const deductibleValue = (deductible: InsuranceDeductible): string => String(deductible);
export const deductibleOf = (value: string | null | undefined): InsuranceDeductible =>
  insuranceDeductibles.find((deductible) => String(deductible) === value) ?? defaultInsuranceDeductible;
