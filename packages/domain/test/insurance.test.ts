import { describe, expect, it } from 'vitest';
import {
  defaultInsuranceStartDate,
  insuranceAgeBandOf,
  insuranceQuote,
  insuranceStartRange,
  insurerPrivacyNotice,
  isInsuranceStartDate,
  insuranceSoldIn,
  type InsuranceChoice,
  type InsuredPet,
} from '../src/insurance.ts';

const start = '2027-01-01';
const standardComfort: InsuranceChoice = { offer: 'standard', cover: 'comfort', deductible: 10_000 };
const dog = (dateOfBirth: string, size: InsuredPet['size'] = 'medium'): InsuredPet => ({ type: 'dog', dateOfBirth, size });
const cat = (dateOfBirth: string): InsuredPet => ({ type: 'cat', dateOfBirth, size: null });

describe('the premium table', () => {
  it('quotes the reference premium for an adult medium dog, standard offer, comfort cover, €100 deductible', () => {
    expect(insuranceQuote(dog('2024-03-10'), standardComfort, start)).toEqual({ eligible: true, ageBand: 'adult', monthlyCents: 2500 });
  });

  it('follows the size class of a dog and ignores any size of a cat', () => {
    const monthly = (pet: InsuredPet) => {
      const quote = insuranceQuote(pet, standardComfort, start);
      return quote.eligible ? quote.monthlyCents : undefined;
    };
    expect(monthly(dog('2024-03-10', 'small'))).toBe(2100);
    expect(monthly(dog('2024-03-10', 'large'))).toBe(3100);
    expect(monthly(dog('2024-03-10', 'giant'))).toBe(3600);
    expect(monthly(cat('2024-03-10'))).toBe(1600);
    expect(monthly({ type: 'cat', dateOfBirth: '2024-03-10', size: 'giant' })).toBe(1600);
  });

  it('multiplies age, deductible and offer factors and rounds to the cent', () => {
    // Senior medium dog (8 on the start date), premium cover, no deductible, Corona Direct: 3800 × 1.7 × 1.15 × 0.9 = 6686.1
    const quote = insuranceQuote(dog('2018-06-01'), { offer: 'corona_direct', cover: 'premium', deductible: 0 }, start);
    expect(quote).toEqual({ eligible: true, ageBand: 'senior', monthlyCents: 6686 });
    // Young cat, accident only, €250 deductible: 700 × 0.9 × 0.85 = 535.5 → 536 (half up, not the float's 535.4999…)
    expect(insuranceQuote(cat('2026-09-01'), { offer: 'standard', cover: 'accident', deductible: 25_000 }, start)).toEqual({
      eligible: true,
      ageBand: 'young',
      monthlyCents: 536,
    });
  });

  it('counts the age on the start date, not today', () => {
    // Four on 2027-01-01 exactly: mature from that day.
    expect(insuranceQuote(dog('2023-01-01'), standardComfort, '2026-12-31')).toMatchObject({ ageBand: 'adult', monthlyCents: 2500 });
    expect(insuranceQuote(dog('2023-01-01'), standardComfort, '2027-01-01')).toMatchObject({ ageBand: 'mature', monthlyCents: 3250 });
  });

  it('bands whole years: under 1 young, 1–3 adult, 4–6 mature, 7 and over senior', () => {
    expect([0, 1, 3, 4, 6, 7, 10].map(insuranceAgeBandOf)).toEqual(['young', 'adult', 'adult', 'mature', 'mature', 'senior', 'senior']);
  });

  it('insures from 8 weeks to a first policy before the 9th birthday of a dog and the 11th of a cat', () => {
    expect(insuranceQuote(dog('2026-11-07'), standardComfort, start)).toEqual({ eligible: false, reason: 'too_young' });
    expect(insuranceQuote(dog('2026-11-06'), standardComfort, start).eligible).toBe(true);
    expect(insuranceQuote(dog('2018-01-02'), standardComfort, start).eligible).toBe(true);
    expect(insuranceQuote(dog('2018-01-01'), standardComfort, start)).toEqual({ eligible: false, reason: 'too_old' });
    expect(insuranceQuote(cat('2016-01-02'), standardComfort, start).eligible).toBe(true);
    expect(insuranceQuote(cat('2016-01-01'), standardComfort, start)).toEqual({ eligible: false, reason: 'too_old' });
    expect(insuranceQuote(cat('2027-02-01'), standardComfort, start)).toEqual({ eligible: false, reason: 'not_born' });
  });

  it('needs the size class of a dog', () => {
    expect(insuranceQuote(dog('2024-03-10', null), standardComfort, start)).toEqual({ eligible: false, reason: 'size_required' });
  });
});

describe('the start date', () => {
  it('lies from tomorrow to 90 days ahead', () => {
    expect(insuranceStartRange('2026-11-26')).toEqual({ first: '2026-11-27', last: '2027-02-24' });
    expect(isInsuranceStartDate('2026-11-26', '2026-11-26')).toBe(false);
    expect(isInsuranceStartDate('2026-11-27', '2026-11-26')).toBe(true);
    expect(isInsuranceStartDate('2027-02-24', '2026-11-26')).toBe(true);
    expect(isInsuranceStartDate('2027-02-25', '2026-11-26')).toBe(false);
  });

  it('is proposed on the first of next month, also across the year and on a month’s last day', () => {
    expect(defaultInsuranceStartDate('2026-11-26')).toBe('2026-12-01');
    expect(defaultInsuranceStartDate('2026-12-15')).toBe('2027-01-01');
    expect(defaultInsuranceStartDate('2027-01-31')).toBe('2027-02-01');
    expect(isInsuranceStartDate(defaultInsuranceStartDate('2027-01-31'), '2027-01-31')).toBe(true);
  });
});

describe('where and with whom', () => {
  it('is sold in Belgium only', () => {
    expect(insuranceSoldIn('BE')).toBe(true);
    expect(['NL', 'FR', 'DE', null, undefined].map(insuranceSoldIn)).toEqual([false, false, false, false, false]);
  });

  it('links Corona Direct’s own privacy notice in French for French and in Dutch otherwise; the company’s offer uses its own policy', () => {
    expect(insurerPrivacyNotice('corona_direct', 'fr-be')).toMatch(/coronadirect\.be\/fr\//);
    expect(insurerPrivacyNotice('corona_direct', 'nl-be')).toMatch(/coronadirect\.be\/nl\//);
    expect(insurerPrivacyNotice('corona_direct', 'de')).toMatch(/coronadirect\.be\/nl\//);
    expect(insurerPrivacyNotice('standard', 'fr-be')).toBeUndefined();
  });
});
