import { describe, expect, it } from 'vitest';
import { isSenior, reminderSuggestions, type ReminderSuggestion } from '../src/reminder-suggestions.ts';

const today = '2026-11-26';
const byKey = (suggestions: ReminderSuggestion[]) => Object.fromEntries(suggestions.map((suggestion) => [suggestion.key, suggestion]));

describe('reminderSuggestions', () => {
  it('gives a 6-week-old puppy its vaccination series at 8, 12 and 16 weeks, monthly deworming until 6 months, then every 3 months', () => {
    // Born 15 October 2026: 6 weeks old today.
    const suggestions = reminderSuggestions({ type: 'dog', dateOfBirth: '2026-10-15' }, today);
    const found = byKey(suggestions);
    expect(suggestions.map((suggestion) => suggestion.key)).toEqual([
      'vaccination_8_weeks',
      'vaccination_12_weeks',
      'vaccination_16_weeks',
      'vaccination_booster',
      'deworming_young',
      'deworming',
      'flea_tick',
      'vet_visit',
      'dental',
      'weight_check',
    ]);
    expect(found.vaccination_8_weeks).toMatchObject({ kind: 'vaccination', startDate: '2026-12-10', repeat: 'never', time: '09:00' });
    expect(found.vaccination_12_weeks?.startDate).toBe('2027-01-07');
    expect(found.vaccination_16_weeks?.startDate).toBe('2027-02-04');
    // The booster, the check-up and the dental check from the first birthday, yearly.
    expect(found.vaccination_booster).toMatchObject({ startDate: '2027-10-15', repeat: 'yearly', interval: 1 });
    expect(found.vet_visit).toMatchObject({ startDate: '2027-10-15', repeat: 'yearly' });
    expect(found.dental?.startDate).toBe('2027-10-15');
    expect(found.deworming_young).toMatchObject({ kind: 'deworming', startDate: '2026-12-03', repeat: 'monthly', interval: 1, until: '2027-04-14' });
    expect(found.deworming).toMatchObject({ startDate: '2027-04-15', repeat: 'monthly', interval: 3, until: null });
    expect(found.flea_tick).toMatchObject({ kind: 'flea_tick', startDate: '2026-12-03', repeat: 'monthly', interval: 1 });
    expect(found.weight_check).toMatchObject({ repeat: 'monthly', notifyDaysBefore: null });
  });

  it('leaves out the vaccinations of an age already past (a kitten of 13 weeks gets the 16-week one only)', () => {
    const suggestions = reminderSuggestions({ type: 'cat', dateOfBirth: '2026-08-27' }, today);
    expect(suggestions.filter((suggestion) => suggestion.kind === 'vaccination').map((suggestion) => [suggestion.key, suggestion.startDate])).toEqual([
      ['vaccination_16_weeks', '2026-12-17'],
      ['vaccination_booster', '2027-08-27'],
    ]);
  });

  it('gives an adult dog a yearly booster, deworming every 3 months, monthly flea/tick and weight, a yearly check-up, all from soon on', () => {
    const found = byKey(reminderSuggestions({ type: 'dog', dateOfBirth: '2021-04-12' }, today));
    expect(Object.keys(found)).toEqual(['vaccination_booster', 'deworming', 'flea_tick', 'vet_visit', 'dental', 'weight_check']);
    expect(found.vaccination_booster).toMatchObject({ startDate: '2026-12-26', repeat: 'yearly' });
    expect(found.deworming).toMatchObject({ startDate: '2026-12-03', repeat: 'monthly', interval: 3 });
    expect(found.vet_visit).toMatchObject({ startDate: '2026-12-10', repeat: 'yearly', interval: 1 });
    for (const suggestion of Object.values(found)) expect(suggestion.startDate >= today).toBe(true);
  });

  it('checks a senior twice a year: dogs from 7 years (giants from 6), cats from 10', () => {
    expect(byKey(reminderSuggestions({ type: 'dog', dateOfBirth: '2019-06-01' }, today)).vet_visit_senior).toMatchObject({
      kind: 'vet_visit',
      repeat: 'monthly',
      interval: 6,
    });
    expect(isSenior({ type: 'dog', dateOfBirth: '2019-12-01' }, today)).toBe(false);
    expect(isSenior({ type: 'dog', dateOfBirth: '2020-11-01', size: 'giant' }, today)).toBe(true);
    expect(isSenior({ type: 'cat', dateOfBirth: '2017-06-01' }, today)).toBe(false);
    expect(isSenior({ type: 'cat', dateOfBirth: '2016-06-01' }, today)).toBe(true);
    expect(Object.keys(byKey(reminderSuggestions({ type: 'cat', dateOfBirth: '2016-06-01' }, today)))).toContain('vet_visit_senior');
  });

  it('counts a birth date in the future (a typing error) as born today, and never suggests a day before today', () => {
    const suggestions = reminderSuggestions({ type: 'dog', dateOfBirth: '2027-03-01' }, today);
    expect(suggestions[0]).toMatchObject({ key: 'vaccination_8_weeks', startDate: '2027-01-21' });
    for (const suggestion of suggestions) expect(suggestion.startDate >= today).toBe(true);
  });

  it('keeps a monthly deworming of a pet close to 6 months inside its last young month', () => {
    // 6 months on 1 December: the monthly series starts today and ends the day before.
    const found = byKey(reminderSuggestions({ type: 'cat', dateOfBirth: '2026-06-01' }, today));
    expect(found.deworming_young).toMatchObject({ startDate: today, until: '2026-11-30' });
    expect(found.deworming?.startDate).toBe('2026-12-01');
  });
});
