import { describe, expect, it } from 'vitest';
import { animalCreate } from '@brokkie/contracts/animal';
import {
  animalBodyOf,
  emptyPetForm,
  formFieldOfApiField,
  formValuesOf,
  petFormIssues,
  weightWarning,
  petFormSchema,
  type PetFormValues,
} from '../../app/features/dashboard-pets/pet-form-values.ts';
import { photoErrorKeys, photoProblem } from '../../app/features/dashboard-pets/photo-field.tsx';
import { pet } from '../support/fixtures.ts';

const today = '2026-11-22';
const bella: PetFormValues = {
  ...emptyPetForm,
  type: 'dog',
  name: ' Bella ',
  sex: 'female',
  birth_date: '12-03-2022',
  breed_choice: 'mixed',
  breed_1: { url: '/breeds/4/', name: 'Labrador' },
  breed_2: { url: '/breeds/9/', name: 'Poodle' },
  weight: '22,5',
  sterilised: 'yes',
  nurturing: 'no',
  activity: 'active',
  condition: 'ideal',
  complaints: ['joints'],
  wet_food: 'yes',
  amount_wet_food: '100',
  portions_wet: '3',
  percentage_fresh_food: '10',
  percentage_treats: '5',
};

describe('the pet profile form', () => {
  it('asks every question that applies, with the shared rules’ messages', () => {
    expect(petFormIssues(emptyPetForm, today)).toEqual({
      type: { key: 'dashboard_pets.errors.choose' },
      name: { key: 'validation.required' },
      sex: { key: 'dashboard_pets.errors.choose' },
      birth_date: { key: 'validation.required' },
      breed_1: { key: 'dashboard_pets.errors.breed_required' },
      weight: { key: 'validation.required' },
      sterilised: { key: 'dashboard_pets.errors.choose' },
      activity: { key: 'dashboard_pets.errors.choose' },
      condition: { key: 'dashboard_pets.errors.choose' },
    });
    // A cat must say indoor or not; a female dog that is not neutered pregnant or not; a dog of unknown breed its size.
    expect(petFormIssues({ ...bella, type: 'cat' }, today).indoor).toEqual({ key: 'dashboard_pets.errors.choose' });
    expect(petFormIssues({ ...bella, sterilised: 'no', nurturing: null }, today).nurturing).toEqual({ key: 'dashboard_pets.errors.choose' });
    expect(petFormIssues({ ...bella, sterilised: 'yes', nurturing: null }, today).nurturing).toBeUndefined();
    expect(animalBodyOf({ ...bella, sterilised: 'yes', nurturing: 'yes' }, today).nurturing).toBe(false);
    expect(petFormIssues({ ...bella, breed_choice: 'unknown' }, today).size).toEqual({ key: 'dashboard_pets.errors.choose' });
    expect(petFormIssues(bella, today)).toEqual({});
  });

  it('checks dates, weights, amounts and shares', () => {
    // A weight far outside the chosen breed's range: confirmed for that weight, or corrected.
    const chihuahua = { ...bella, breed_choice: 'known' as const, breed_1: { url: '/breeds/5/', name: 'Chihuahua', adultKg: [1.5, 3] as [number, number] } };
    expect(petFormIssues({ ...chihuahua, weight: '45' }, today).weight_confirmed).toEqual({
      key: 'dashboard_pets.errors.weight_far_above',
      params: { weight: '45', min: 1.5, max: 3 },
    });
    expect(petFormIssues({ ...chihuahua, weight: '45', weight_confirmed: '45' }, today)).toEqual({});
    expect(petFormIssues({ ...chihuahua, weight: '2,5' }, today)).toEqual({});
    expect(petFormSchema(() => today).safeParse({ ...chihuahua, weight: '45' }).success).toBe(false);
    expect(petFormIssues({ ...bella, birth: 'estimate', age_years: '0', age_months: '0' }, today).age_years).toEqual({
      key: 'dashboard_pets.errors.age_not_born',
    });
    expect(petFormIssues({ ...bella, birth: 'estimate', age_years: '-2', age_months: '' }, today).age_years).toEqual({
      key: 'dashboard_pets.errors.age_negative',
    });
    expect(petFormIssues({ ...bella, birth_date: '31-02-2022' }, today).birth_date).toEqual({ key: 'validation.birth_date.invalid' });
    expect(petFormIssues({ ...bella, birth_date: '01-01-2027' }, today).birth_date).toEqual({ key: 'validation.birth_date.future' });
    expect(petFormIssues({ ...bella, birth_date: '01-01-1990' }, today).birth_date).toMatchObject({ key: 'dashboard_pets.errors.too_old' });
    expect(petFormIssues({ ...bella, birth: 'estimate', age_years: '', age_months: '' }, today).age_years).toEqual({
      key: 'dashboard_pets.errors.age_required',
    });
    expect(petFormIssues({ ...bella, birth: 'estimate', age_years: '2', age_months: '14' }, today).age_months).toEqual({
      key: 'dashboard_pets.errors.age_months',
    });
    expect(petFormIssues({ ...bella, weight: '12kg' }, today).weight).toEqual({ key: 'dashboard_pets.errors.weight_format', params: { example: 12.5 } });
    expect(petFormIssues({ ...bella, weight: '130' }, today).weight).toMatchObject({ key: 'dashboard_pets.errors.weight_range' });
    expect(petFormIssues({ ...bella, portions_wet: '30' }, today).portions_wet).toMatchObject({ key: 'dashboard_pets.errors.portions_range' });
    expect(petFormIssues({ ...bella, percentage_treats: '20' }, today).percentage_treats).toMatchObject({ key: 'dashboard_pets.errors.treats_range' });
    expect(petFormIssues({ ...bella, percentage_fresh_food: '95', percentage_treats: '10' }, today).percentage_treats).toEqual({
      key: 'dashboard_pets.errors.shares_too_high',
    });
  });

  it('sends the answers the API takes, and only those that apply', () => {
    const body = animalBodyOf(bella, today);
    expect(body).toEqual({
      name: 'Bella',
      type: 'dog',
      sex: 'female',
      dateOfBirth: '2022-03-12',
      exact_birthdate: true,
      breed_1: '/breeds/4/',
      breed_2: '/breeds/9/',
      size: null,
      weight: 22.5,
      sterilised: true,
      nurturing: false,
      indoor: null,
      activity: 'active',
      condition: 'ideal',
      complaints: ['joints'],
      amount_wet_food: 100,
      portions_wet: 3,
      percentage_fresh_food: 10,
      percentage_treats: 5,
    });
    expect(animalCreate.safeParse(body).success).toBe(true);
    // An estimated age becomes a birth date that long ago; a male cat sends no treats or nurturing.
    const cat = animalBodyOf(
      { ...bella, type: 'cat', sex: 'male', indoor: 'yes', birth: 'estimate', age_years: '2', age_months: '3', breed_choice: 'unknown', nurturing: 'yes' },
      today,
    );
    expect(cat).toMatchObject({
      dateOfBirth: '2024-08-22',
      exact_birthdate: false,
      indoor: true,
      nurturing: false,
      percentage_treats: 0,
      breed_1: null,
      breed_2: null,
    });
  });

  it('reads an existing pet back into the form in the owner’s notation', () => {
    const minou = pet(5, 'Minou', {
      type: 'cat',
      sex: 'female',
      indoor: false,
      weight: 4.2,
      exact_birthdate: false,
      dateOfBirth: '2024-08-22',
      amount_wet_food: 85,
      portions_wet: 7,
    });
    const values = formValuesOf(minou, { today, localeTag: 'fr-BE', breeds: {} });
    expect(values).toMatchObject({
      type: 'cat',
      weight: '4,2',
      birth: 'estimate',
      age_years: '2',
      age_months: '3',
      indoor: 'no',
      wet_food: 'yes',
      amount_wet_food: '85',
      breed_choice: 'unknown',
    });
    expect(animalBodyOf(values, today)).toMatchObject({ dateOfBirth: '2024-08-22', weight: 4.2, indoor: false, amount_wet_food: 85, portions_wet: 7 });
  });

  it('judges a changed weight of an existing pet against its breed at once, without the breed being picked again', () => {
    const bruno = pet(8, 'Bruno', { type: 'dog', sex: 'male', breed_1: '/breeds/4/', weight: 30, dateOfBirth: '2021-03-02', exact_birthdate: true });
    const breeds = { '/breeds/4/': { url: '/breeds/4/', name: 'Labrador Retriever', adultKg: [25, 36] as [number, number] } };
    const values = formValuesOf(bruno, { today, localeTag: 'nl-BE', breeds });
    expect(values.breed_1).toEqual(breeds['/breeds/4/']);
    expect(weightWarning(values, today)).toBeNull();
    expect(weightWarning({ ...values, weight: '3' }, today)?.key).toMatch(/weight_far_below$/);
    expect(weightWarning({ ...values, weight: '90' }, today)?.key).toMatch(/weight_far_above$/);
  });

  it('puts the API’s field errors on the fields that show them', () => {
    expect(formFieldOfApiField('dateOfBirth', { birth: 'exact' })).toBe('birth_date');
    expect(formFieldOfApiField('dateOfBirth', { birth: 'estimate' })).toBe('age_years');
    expect(formFieldOfApiField('breed_2', { birth: 'exact' })).toBe('breed_2');
    expect(formFieldOfApiField('complaints.1', { birth: 'exact' })).toBe('complaints');
    expect(formFieldOfApiField('selected_product', { birth: 'exact' })).toBeNull();
  });
});

describe('the photo', () => {
  const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

  it('takes the image types of §5 up to 10 MB', () => {
    expect(photoProblem(file('rex.jpg', 'image/jpeg', 2_000))).toBeNull();
    expect(photoProblem(file('rex.webp', 'image/webp', 10 * 1024 * 1024))).toBeNull();
    expect(photoProblem(file('rex.png', 'image/png', 10 * 1024 * 1024 + 1))).toBe(photoErrorKeys.tooLarge);
    expect(photoProblem(file('rex.tiff', 'image/tiff', 2_000))).toBe(photoErrorKeys.wrongType);
    expect(photoProblem(file('rex.pdf', 'application/pdf', 2_000))).toBe(photoErrorKeys.wrongType);
  });
});
