import { z } from 'zod';
import {
  maxReminderInterval,
  maxReminderNotesLength,
  maxReminderTitleLength,
  reminderKinds,
  type Reminder,
  type ReminderCreate,
  type ReminderKind,
} from '@brokkie/contracts/reminder';
import { birthDateInputToIso, birthDateKeys, isoToBirthDateInput } from '@brokkie/domain/birth-date';
import { parseWhole } from '@brokkie/domain/pet-answers';
import { addValidationIssue, max, required, type ValidationIssue } from '@brokkie/domain/validation-rules';

/**
 * The reminder form (/e-health/new-reminder, and ?reminder=<id> to edit one): its values as the
 * owner types them (dates as DD-MM-YYYY, like the pet forms' birth date), the checks, and the way
 * to and from the reminder API. "Repeat" is one choice (never, or every N days, weeks, months or
 * years), the contract's `repeat` and `interval`.
 */

export const repeatChoices = ['never', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatChoice = (typeof repeatChoices)[number];

/** The notice choices the select offers: none, or so many days before; a reminder saved with another number keeps its own. */
export const noticeDayChoices = [0, 1, 2, 3, 7, 14, 30] as const;

export interface ReminderFormValues {
  /** The pet's id, as text (a select's key). */
  animal: string | null;
  kind: ReminderKind | null;
  title: string;
  /** DD-MM-YYYY */
  start_date: string;
  /** HH:MM */
  time: string;
  repeat: RepeatChoice;
  interval: string;
  /** DD-MM-YYYY or empty: no end. */
  until: string;
  notes: string;
  /** 'none' or a number of days, as text (a select's key). */
  notify: string;
}

export const reminderFormErrorKeys = {
  choose: 'e_health_reminders.errors.choose',
  time: 'e_health_reminders.errors.time',
  interval: 'e_health_reminders.errors.interval',
  untilBeforeStart: 'e_health_reminders.errors.until_before_start',
} as const;

export const defaultReminderTime = '09:00';

export function emptyReminderForm(petId: number | null, startDate: string | null): ReminderFormValues {
  return {
    animal: petId === null ? null : String(petId),
    kind: null,
    title: '',
    start_date: startDate ? (isoToBirthDateInput(startDate) ?? '') : '',
    time: defaultReminderTime,
    repeat: 'never',
    interval: '1',
    until: '',
    notes: '',
    notify: '1',
  };
}

/** The form of a saved reminder. */
export function formValuesOf(reminder: Reminder): ReminderFormValues {
  const animal = /\/animal\/(\d+)\/$/.exec(reminder.animal)?.[1] ?? null;
  return {
    animal,
    kind: reminder.kind,
    title: reminder.title,
    start_date: isoToBirthDateInput(reminder.start_date) ?? '',
    time: reminder.time.slice(0, 5),
    repeat: reminder.repeat,
    interval: String(reminder.interval),
    until: reminder.until ? (isoToBirthDateInput(reminder.until) ?? '') : '',
    notes: reminder.notes,
    notify: reminder.notify_days_before === null ? 'none' : String(reminder.notify_days_before),
  };
}

/** The typed time as HH:MM: '9:30', '09.30', '0930' and '930' are 09:30; null when it is no time of day. */
export function wallTimeOf(input: string): string | null {
  const match = /^(\d{1,2})[:.h]?(\d{2})$/.exec(input.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` : null;
}

function dateIssue(input: string): ValidationIssue | null {
  if (!/^\d{2}-\d{2}-\d{4}$/.test(input.trim())) return { key: birthDateKeys.format };
  return birthDateInputToIso(input) ? null : { key: birthDateKeys.invalid };
}

type Issues = Partial<Record<keyof ReminderFormValues, ValidationIssue>>;

/** Every problem of the form, by field; empty when it may be saved. */
export function reminderFormIssues(values: ReminderFormValues): Issues {
  const issues: Issues = {};
  if (!values.animal) issues.animal = { key: reminderFormErrorKeys.choose };
  if (!values.kind) issues.kind = { key: reminderFormErrorKeys.choose };
  const title = required(values.title) ?? max(values.title.trim(), maxReminderTitleLength);
  if (title) issues.title = title;
  const start = required(values.start_date) ?? dateIssue(values.start_date);
  if (start) issues.start_date = start;
  const time = required(values.time) ?? (wallTimeOf(values.time) ? null : { key: reminderFormErrorKeys.time });
  if (time) issues.time = time;
  if (values.repeat !== 'never') {
    const interval = required(values.interval);
    const every = parseWhole(values.interval);
    if (interval) issues.interval = interval;
    else if (Number.isNaN(every) || every < 1 || every > maxReminderInterval)
      issues.interval = { key: reminderFormErrorKeys.interval, params: { max: maxReminderInterval } };
    if (values.until.trim() !== '') {
      const until = dateIssue(values.until);
      const startIso = birthDateInputToIso(values.start_date);
      const untilIso = birthDateInputToIso(values.until);
      if (until) issues.until = until;
      else if (startIso && untilIso && untilIso < startIso) issues.until = { key: reminderFormErrorKeys.untilBeforeStart };
    }
  }
  const notes = max(values.notes.trim(), maxReminderNotesLength);
  if (notes) issues.notes = notes;
  return issues;
}

/** The form's schema for `useValidatedForm`: the values as they are, with the issues above on their fields. */
export const reminderFormSchema = z
  .object({
    animal: z.string().nullable(),
    kind: z.enum(reminderKinds).nullable(),
    title: z.string(),
    start_date: z.string(),
    time: z.string(),
    repeat: z.enum(repeatChoices),
    interval: z.string(),
    until: z.string(),
    notes: z.string(),
    notify: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const [field, issue] of Object.entries(reminderFormIssues(values))) addValidationIssue(ctx, issue, [field]);
  });

/** The body of POST /reminder/ (and of PATCH /reminder/{id}/) for a valid form. */
export function reminderBodyOf(values: ReminderFormValues): Required<ReminderCreate> {
  const repeats = values.repeat !== 'never';
  return {
    animal: Number(values.animal),
    kind: values.kind!,
    title: values.title.trim(),
    notes: values.notes.trim(),
    start_date: birthDateInputToIso(values.start_date)!,
    time: wallTimeOf(values.time)!,
    repeat: values.repeat,
    interval: repeats ? parseWhole(values.interval) : 1,
    until: repeats && values.until.trim() !== '' ? birthDateInputToIso(values.until) : null,
    notify_days_before: values.notify === 'none' ? null : Number(values.notify),
  };
}

/** The form field that shows an API field error. */
export function formFieldOfApiField(apiField: string): keyof ReminderFormValues | null {
  const field = apiField.split('.')[0] ?? apiField;
  if (field === 'notify_days_before') return 'notify';
  const known: readonly string[] = ['animal', 'kind', 'title', 'notes', 'start_date', 'time', 'repeat', 'interval', 'until'];
  return known.includes(field) ? (field as keyof ReminderFormValues) : null;
}
