import { describe, expect, it } from 'vitest';
import {
  emptyReminderForm,
  reminderBodyOf,
  reminderFormIssues,
  wallTimeOf,
  type ReminderFormValues,
} from '../../app/features/e-health-reminders/reminder-form-values.ts';

const filled = (values: Partial<ReminderFormValues> = {}): ReminderFormValues => ({
  ...emptyReminderForm(3, '2026-12-01'),
  kind: 'deworming',
  title: 'Milbemax',
  ...values,
});

describe('the reminder form', () => {
  it('reads a time of day however it is typed, and refuses what is none', () => {
    expect(['9:30', '09:30', '09.30', '0930', '930', ' 9h30 '].map(wallTimeOf)).toEqual(['09:30', '09:30', '09:30', '09:30', '09:30', '09:30']);
    expect(['24:00', '12:60', '9', 'noon', '9:3'].map(wallTimeOf)).toEqual([null, null, null, null, null]);
  });

  it('checks the repeat only when the reminder repeats, and an end not before the start', () => {
    expect(reminderFormIssues(filled({ interval: '' }))).toEqual({});
    expect(reminderFormIssues(filled({ repeat: 'monthly', interval: '0' })).interval).toEqual({
      key: 'e_health_reminders.errors.interval',
      params: { max: 366 },
    });
    expect(reminderFormIssues(filled({ repeat: 'monthly', until: '30-11-2026' })).until).toEqual({ key: 'e_health_reminders.errors.until_before_start' });
    expect(reminderFormIssues(filled({ repeat: 'monthly', until: '31-02-2027' })).until).toEqual({ key: 'validation.birth_date.invalid' });
  });

  it('sends a one-off with interval 1 and no end, whatever the hidden repeat fields hold', () => {
    expect(reminderBodyOf(filled({ interval: '5', until: '01-01-2028', notify: 'none' }))).toEqual({
      animal: 3,
      kind: 'deworming',
      title: 'Milbemax',
      notes: '',
      start_date: '2026-12-01',
      time: '09:00',
      repeat: 'never',
      interval: 1,
      until: null,
      notify_days_before: null,
    });
  });
});
