import { ageOn } from './birth-date.ts';
import { addCalendarDays as addDays } from './reminder-schedule.ts';
import type { AnimalType, SizeClass } from './pet-profile.ts';

/**
 * Pet insurance in Belgium (issue 15, docs/insurance.md): the two offers, their cover levels and
 * deductibles, who may be insured, the waiting periods, and the indicative monthly premium. One
 * table for the /insurance page, the questionnaire and the API's lead (which stores the premium
 * it quoted), so that the figure a customer sees is the figure the insurer receives.
 */

/** The offers (§7: a lead of each fires its own conversion). */
export const insuranceOffers = ['standard', 'corona_direct'] as const;
export type InsuranceOffer = (typeof insuranceOffers)[number];

/** What is covered: accidents only, accidents and illness, or both plus yearly prevention. */
export const insuranceCovers = ['accident', 'comfort', 'premium'] as const;
export type InsuranceCover = (typeof insuranceCovers)[number];

/** Deductible per insurance year, in cents: the part of the vet's bills the owner pays first. */
export const insuranceDeductibles = [0, 10_000, 25_000] as const;
export type InsuranceDeductible = (typeof insuranceDeductibles)[number];

/** What a new quote starts from. */
export const defaultInsuranceCover: InsuranceCover = 'comfort';
export const defaultInsuranceDeductible: InsuranceDeductible = 10_000;

export interface InsuranceOfferTerms {
  /**
   * The insurer's privacy notice: the company's own privacy policy (the marketing site's
   * `privacy_policy` link of the visitor's country and language), or the insurer's page in
   * Dutch or French (German and English visitors get the Dutch one).
   */
  privacyNotice: 'company' | { nl: string; fr: string };
  /** Share of a covered bill (after the deductible) the insurer pays, in percent. */
  reimbursementPercent: number;
  /** Most the insurer pays per insurance year, per cover, in cents. */
  yearlyCeilingCents: Record<InsuranceCover, number>;
  /** Multiplies the reference premium (the standard offer is the reference). */
  premiumFactor: number;
  /** Working days within which the insurer calls after it received the lead. */
  callWithinWorkingDays: number;
}

/**
 * The two offers. The standard offer is the company's own pet insurance, placed with its partner
 * insurer under the company's privacy policy; Corona Direct insures under its own. The insurers'
 * names are texts of the catalogs (`insurance.offers.<offer>.insurer`).
 */
export const insuranceOfferTerms: Record<InsuranceOffer, InsuranceOfferTerms> = {
  standard: {
    privacyNotice: 'company',
    reimbursementPercent: 90,
    yearlyCeilingCents: { accident: 250_000, comfort: 400_000, premium: 600_000 },
    premiumFactor: 1,
    callWithinWorkingDays: 2,
  },
  corona_direct: {
    privacyNotice: { nl: 'https://www.coronadirect.be/nl/privacy', fr: 'https://www.coronadirect.be/fr/vie-privee' },
    reimbursementPercent: 80,
    yearlyCeilingCents: { accident: 200_000, comfort: 350_000, premium: 500_000 },
    premiumFactor: 0.9,
    callWithinWorkingDays: 3,
  },
};

/** The insurer's own privacy notice for a language of the site; undefined for the company's policy. */
export function insurerPrivacyNotice(offer: InsuranceOffer, language: string): string | undefined {
  const notice = insuranceOfferTerms[offer].privacyNotice;
  return notice === 'company' ? undefined : notice[language.startsWith('fr') ? 'fr' : 'nl'];
}

/** Days from the start date before a claim of each kind is covered. */
export const insuranceWaitingDays = {
  accident: 3,
  illness: 30,
  /** Hereditary and orthopaedic conditions (hip and elbow dysplasia, cruciate ligaments). */
  hereditary: 180,
} as const;

/** Who may be insured: from 8 weeks old, and a first policy before the pet's 9th (dog) or 11th (cat) birthday; cover then continues for life. */
export const insuranceAgeLimits: Record<AnimalType, { minWeeks: number; maxYears: number }> = {
  dog: { minWeeks: 8, maxYears: 8 },
  cat: { minWeeks: 8, maxYears: 10 },
};

/** Age bands of the premium table, by whole years on the start date. */
export const insuranceAgeBands = ['young', 'adult', 'mature', 'senior'] as const;
export type InsuranceAgeBand = (typeof insuranceAgeBands)[number];

/** First whole year of each band: young under 1, adult 1–3, mature 4–6, senior 7 and over. */
const ageBandStarts: Record<InsuranceAgeBand, number> = { young: 0, adult: 1, mature: 4, senior: 7 };

/** The Belgian tax on insurance contracts, included in every premium quoted, in basis points (9.25 %). */
export const insuranceTaxBasisPoints = 925;

/**
 * Monthly premium of the standard offer in cents, Belgian insurance tax (9.25 %) included, for
 * an adult pet with a €100 deductible: dogs by size class (expected adult weight), cats alone.
 */
export const insuranceReferencePremiums: { dog: Record<SizeClass, Record<InsuranceCover, number>>; cat: Record<InsuranceCover, number> } = {
  dog: {
    small: { accident: 900, comfort: 2100, premium: 3200 },
    medium: { accident: 1000, comfort: 2500, premium: 3800 },
    large: { accident: 1200, comfort: 3100, premium: 4700 },
    giant: { accident: 1400, comfort: 3600, premium: 5500 },
  },
  cat: { accident: 700, comfort: 1600, premium: 2400 },
};

/** How the premium follows age: older pets see the vet more often. */
export const insuranceAgeFactors: Record<AnimalType, Record<InsuranceAgeBand, number>> = {
  dog: { young: 0.9, adult: 1, mature: 1.3, senior: 1.7 },
  cat: { young: 0.9, adult: 1, mature: 1.2, senior: 1.5 },
};

/** How the premium follows the deductible: the more the owner pays first, the less each month. */
export const insuranceDeductibleFactors: Record<InsuranceDeductible, number> = { 0: 1.15, 10_000: 1, 25_000: 0.85 };

export interface InsuredPet {
  type: AnimalType;
  /** YYYY-MM-DD. */
  dateOfBirth: string;
  /** Dogs: the size class (required); cats: ignored. */
  size: SizeClass | null;
}

export interface InsuranceChoice {
  offer: InsuranceOffer;
  cover: InsuranceCover;
  deductible: InsuranceDeductible;
}

export type InsuranceQuote =
  { eligible: true; ageBand: InsuranceAgeBand; monthlyCents: number } | { eligible: false; reason: 'too_young' | 'too_old' | 'size_required' | 'not_born' };

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The age band of a pet of `years` whole years. */
export function insuranceAgeBandOf(years: number): InsuranceAgeBand {
  let band: InsuranceAgeBand = 'young';
  for (const candidate of insuranceAgeBands) if (years >= ageBandStarts[candidate]) band = candidate;
  return band;
}

/**
 * The indicative monthly premium of `pet` with `choice`, for cover starting on `startDate`
 * (YYYY-MM-DD; the pet's age on that day counts): reference premium × age factor × deductible
 * factor × offer factor, rounded to the cent. A pet outside the age limits, or a dog without a
 * size, has no premium, and says why.
 */
export function insuranceQuote(pet: InsuredPet, choice: InsuranceChoice, startDate: string): InsuranceQuote {
  if (daysBetween(pet.dateOfBirth, startDate) < 0) return { eligible: false, reason: 'not_born' };
  const limits = insuranceAgeLimits[pet.type];
  if (daysBetween(pet.dateOfBirth, startDate) < limits.minWeeks * 7) return { eligible: false, reason: 'too_young' };
  const { years } = ageOn(pet.dateOfBirth, startDate);
  if (years > limits.maxYears) return { eligible: false, reason: 'too_old' };
  let reference: number;
  if (pet.type === 'dog') {
    if (pet.size === null) return { eligible: false, reason: 'size_required' };
    reference = insuranceReferencePremiums.dog[pet.size][choice.cover];
  } else {
    reference = insuranceReferencePremiums.cat[choice.cover];
  }
  const ageBand = insuranceAgeBandOf(years);
  const monthly =
    reference * insuranceAgeFactors[pet.type][ageBand] * insuranceDeductibleFactors[choice.deductible] * insuranceOfferTerms[choice.offer].premiumFactor;
  // Products of decimal factors land on x.4999…: round what the table means, not the float's noise.
  return { eligible: true, ageBand, monthlyCents: Math.round(Number(monthly.toFixed(6))) };
}

/** The earliest and latest start date of a new policy: from tomorrow, at most 90 days ahead. */
export const insuranceStartWindowDays = { first: 1, last: 90 } as const;

/** The start dates a lead may ask for, given today's date in Brussels. */
export function insuranceStartRange(today: string): { first: string; last: string } {
  return { first: addDays(today, insuranceStartWindowDays.first), last: addDays(today, insuranceStartWindowDays.last) };
}

/** Whether `startDate` lies in the start window as of `today`. */
export function isInsuranceStartDate(startDate: string, today: string): boolean {
  const { first, last } = insuranceStartRange(today);
  return startDate >= first && startDate <= last;
}

/** The start date a questionnaire proposes: the first of next month (policies run from the 1st). */
export function defaultInsuranceStartDate(today: string): string {
  // Always in the window: at the latest tomorrow (on the month's last day), at most 31 days ahead.
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** A lead's life: new (stored), sent (handed to the insurer), then accepted or refused by it. */
export const insuranceLeadStatuses = ['new', 'sent', 'accepted', 'refused'] as const;
export type InsuranceLeadStatus = (typeof insuranceLeadStatuses)[number];

/** While a lead is open the same pet cannot ask the same offer again. */
export const openInsuranceLeadStatuses: readonly InsuranceLeadStatus[] = ['new', 'sent'];

/** The conversion a lead of each offer fires (§7). */
export const insuranceLeadConversion: Record<InsuranceOffer, 'insurance_lead' | 'insurance_corona_direct_lead'> = {
  standard: 'insurance_lead',
  corona_direct: 'insurance_corona_direct_lead',
};

/** Insurance is sold only where the site's country is Belgium (§1). */
export function insuranceSoldIn(countryShortName: string | null | undefined): boolean {
  return countryShortName === 'BE';
}
