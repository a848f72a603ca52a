import { z } from 'zod';
import { calendarDate, isCalendarDate } from './calendar-date.ts';
import { referencedId, resourceId, resourceReference } from './resource.ts';
import { paginated, paginationQuery } from './pagination.ts';

/**
 * Pet-care reminders (issue 13, §3 Reminder, reminder completion, reminder deletion; §7): a series
 * of occurrences on Brussels wall time, the occurrences marked done or taken out of the series,
 * and the customer's calendar feed. The fields are the issue's contract.
 */

/** What a reminder is about; the web's select offers them in this order. */
export const reminderKinds = ['vaccination', 'deworming', 'flea_tick', 'vet_visit', 'grooming', 'dental', 'medication', 'weight_check', 'other'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** How a reminder repeats: every `interval` days, weeks, months or years, or never. */
export const reminderRepeats = ['never', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type ReminderRepeat = (typeof reminderRepeats)[number];

export const maxReminderTitleLength = 120;
export const maxReminderNotesLength = 2000;
export const maxReminderInterval = 366;
/** A notice more than a year ahead helps nobody, and keeps the notice job's window bounded. */
export const maxReminderNotifyDaysBefore = 365;
/** Longest range of GET /reminder/occurrences/, first and last day included. */
export const maxOccurrenceRangeDays = 400;

/** Message keys of the reminder endpoints (`api` namespace). */
export const reminderMessageKeys = {
  invalidAnimal: 'api.reminder.invalid_animal',
  unknownAnimal: 'api.reminder.unknown_animal',
  invalidReminder: 'api.reminder.invalid_reminder',
  unknownReminder: 'api.reminder.unknown_reminder',
  invalidDate: 'api.reminder.invalid_date',
  invalidTime: 'api.reminder.invalid_time',
  titleRequired: 'api.reminder.title_required',
  untilBeforeStart: 'api.reminder.until_before_start',
  toBeforeFrom: 'api.reminder.to_before_from',
  rangeTooLong: 'api.reminder.range_too_long',
  notAnOccurrence: 'api.reminder.not_an_occurrence',
  occurrenceDeleted: 'api.reminder.occurrence_deleted',
  alreadyCompleted: 'api.reminder.already_completed',
  alreadyDeleted: 'api.reminder.already_deleted',
} as const;

const isoDate = calendarDate(reminderMessageKeys.invalidDate);

const wallTime = z
  .string({ error: reminderMessageKeys.invalidTime })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: reminderMessageKeys.invalidTime })
  .describe('HH:MM, Brussels wall time (the same hour in summer and winter)');

export const reminderAnimalReference = resourceReference('animal', reminderMessageKeys.invalidAnimal);
export const reminderReference = resourceReference('reminder', reminderMessageKeys.invalidReminder);

/** The id of a validated reference. */
export const reminderReferencedId = referencedId;

const filterId = resourceId;

// ─── Reminder ──────────────────────────────────────────────────────────────────────────────────

export const reminder = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /reminder/{id}/'),
    animal: z.string().describe('url of the pet, /animal/{id}/'),
    kind: z.enum(reminderKinds),
    title: z.string(),
    notes: z.string().describe('Free text; empty when none'),
    start_date: z.string().describe('YYYY-MM-DD: the first occurrence'),
    time: z.string().describe('HH:MM, Brussels wall time'),
    repeat: z.enum(reminderRepeats),
    interval: z.number().int().describe('Every `interval` days/weeks/months/years (≥ 1); 1 when repeat is never'),
    until: z.string().nullable().describe('YYYY-MM-DD: the last day an occurrence may fall on (included), or null'),
    notify_days_before: z.number().int().nullable().describe('E-mail notice this many days before an occurrence (0: that day), or null for none'),
    next_occurrence: z
      .string()
      .nullable()
      .describe('Start of the next occurrence not done and not deleted, from now on (ISO 8601 with the Brussels offset), or null'),
  })
  .meta({ id: 'Reminder' });
export type Reminder = z.infer<typeof reminder>;

export const reminderList = paginated(reminder).meta({ id: 'ReminderList' });

export const reminderListQuery = paginationQuery.extend({
  animal: filterId.optional().describe("Only this pet's reminders (animal id)"),
});
export type ReminderListQuery = z.infer<typeof reminderListQuery>;

const writable = {
  animal: reminderAnimalReference.describe("One of the customer's pets (id or url)"),
  kind: z.enum(reminderKinds),
  title: z.string().trim().min(1, { error: reminderMessageKeys.titleRequired }).max(maxReminderTitleLength).describe(`1–${maxReminderTitleLength} characters`),
  notes: z.string().trim().max(maxReminderNotesLength).describe(`Up to ${maxReminderNotesLength} characters`),
  start_date: isoDate.describe('YYYY-MM-DD: the first occurrence'),
  time: wallTime,
  repeat: z.enum(reminderRepeats),
  interval: z.number().int().min(1).max(maxReminderInterval).describe(`1–${maxReminderInterval}`),
  until: isoDate.nullable().describe('YYYY-MM-DD, on or after start_date; null: no end'),
  notify_days_before: z
    .number()
    .int()
    .min(0)
    .max(maxReminderNotifyDaysBefore)
    .nullable()
    .describe(`0–${maxReminderNotifyDaysBefore} days before each occurrence; null: no e-mail`),
};

/** POST /reminder/ body. */
export const reminderCreate = z
  .strictObject({
    animal: writable.animal,
    kind: writable.kind,
    title: writable.title,
    notes: writable.notes.optional().describe('Default empty'),
    start_date: writable.start_date,
    time: writable.time,
    repeat: writable.repeat,
    interval: writable.interval.optional().describe(`1–${maxReminderInterval}; default 1`),
    until: writable.until.optional().describe('YYYY-MM-DD, on or after start_date; default null (no end)'),
    notify_days_before: writable.notify_days_before.optional().describe('Default null (no e-mail)'),
  })
  .superRefine((body, ctx) => {
    if (body.until && isCalendarDate(body.start_date) && body.until < body.start_date) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: reminderMessageKeys.untilBeforeStart });
    }
  })
  .meta({ id: 'ReminderCreate' });
export type ReminderCreate = z.infer<typeof reminderCreate>;

/** PATCH /reminder/{id}/ body: any of the fields; `until` is checked against the resulting start_date. */
export const reminderUpdate = z
  .strictObject({
    animal: writable.animal.optional(),
    kind: writable.kind.optional(),
    title: writable.title.optional(),
    notes: writable.notes.optional(),
    start_date: writable.start_date.optional(),
    time: writable.time.optional(),
    repeat: writable.repeat.optional(),
    interval: writable.interval.optional(),
    until: writable.until.optional(),
    notify_days_before: writable.notify_days_before.optional(),
  })
  .meta({ id: 'ReminderUpdate' });
export type ReminderUpdate = z.infer<typeof reminderUpdate>;

// ─── Occurrences ───────────────────────────────────────────────────────────────────────────────

export const reminderOccurrenceStatuses = ['due', 'done', 'overdue'] as const;
export type ReminderOccurrenceStatus = (typeof reminderOccurrenceStatuses)[number];

/** Whole days from `from` to `to` plus one (both included). */
function daysIncluded(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** GET /reminder/occurrences/ query; a range longer than `maxOccurrenceRangeDays` is a 400 on `to`. */
export const reminderOccurrenceQuery = z
  .object({
    from: isoDate.describe('YYYY-MM-DD: first day (included)'),
    to: isoDate.describe(`YYYY-MM-DD: last day (included), at most ${maxOccurrenceRangeDays} days in all`),
    animal: filterId.optional().describe("Only this pet's occurrences (animal id)"),
  })
  .superRefine((query, ctx) => {
    if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
    if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: reminderMessageKeys.toBeforeFrom });
    } else if (daysIncluded(query.from, query.to) > maxOccurrenceRangeDays) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: reminderMessageKeys.rangeTooLong,
        params: { count: maxOccurrenceRangeDays },
      });
    }
  });
export type ReminderOccurrenceQuery = z.infer<typeof reminderOccurrenceQuery>;

export const reminderOccurrence = z
  .object({
    reminder: z.string().describe('url of the reminder'),
    animal: z.string().describe('url of the pet'),
    date: z.string().describe('YYYY-MM-DD: the occurrence (what a completion or deletion names)'),
    starts_at: z.string().describe('ISO 8601 with the Brussels offset of that day, e.g. 2027-03-28T09:00:00+02:00'),
    status: z.enum(reminderOccurrenceStatuses).describe('done: completed; overdue: started before now and not done; due: otherwise'),
    completion: z.string().nullable().describe('url of its completion, or null'),
  })
  .meta({ id: 'ReminderOccurrence' });
export type ReminderOccurrence = z.infer<typeof reminderOccurrence>;

export const reminderOccurrenceList = z
  .object({
    count: z.number().int(),
    results: z.array(reminderOccurrence).describe('Sorted by starts_at; deleted occurrences left out'),
  })
  .meta({ id: 'ReminderOccurrenceList' });
export type ReminderOccurrenceList = z.infer<typeof reminderOccurrenceList>;

// ─── Completions and deletions ─────────────────────────────────────────────────────────────────

export const reminderCompletion = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /remindercompletion/{id}/'),
    reminder: z.string().describe('url of the reminder'),
    date: z.string().describe('YYYY-MM-DD: the occurrence marked done'),
    note: z.string().describe('e.g. the vaccine batch; empty when none'),
  })
  .meta({ id: 'ReminderCompletion' });
export type ReminderCompletion = z.infer<typeof reminderCompletion>;

export const reminderCompletionList = paginated(reminderCompletion).meta({ id: 'ReminderCompletionList' });

export const reminderCompletionCreate = z
  .strictObject({
    reminder: reminderReference.describe("One of the customer's reminders (id or url)"),
    date: isoDate.describe('YYYY-MM-DD: an occurrence of the series, not deleted'),
    note: z.string().trim().max(maxReminderNotesLength).optional().describe(`Up to ${maxReminderNotesLength} characters`),
  })
  .meta({ id: 'ReminderCompletionCreate' });
export type ReminderCompletionCreate = z.infer<typeof reminderCompletionCreate>;

export const reminderDeletion = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /reminderdeletion/{id}/'),
    reminder: z.string().describe('url of the reminder'),
    date: z.string().describe('YYYY-MM-DD: the occurrence taken out of the series'),
  })
  .meta({ id: 'ReminderDeletion' });
export type ReminderDeletion = z.infer<typeof reminderDeletion>;

export const reminderDeletionList = paginated(reminderDeletion).meta({ id: 'ReminderDeletionList' });

export const reminderDeletionCreate = z
  .strictObject({
    reminder: reminderReference.describe("One of the customer's reminders (id or url)"),
    date: isoDate.describe('YYYY-MM-DD: an occurrence of the series'),
  })
  .meta({ id: 'ReminderDeletionCreate' });
export type ReminderDeletionCreate = z.infer<typeof reminderDeletionCreate>;

/** GET /remindercompletion/ and /reminderdeletion/ query. */
export const reminderChildListQuery = paginationQuery.extend({
  reminder: filterId.optional().describe("Only this reminder's (reminder id)"),
});
export type ReminderChildListQuery = z.infer<typeof reminderChildListQuery>;

// ─── Calendar feed ─────────────────────────────────────────────────────────────────────────────

/** The customer's calendar feed (iCalendar): a secret URL that any calendar app can subscribe to. */
export const calendarFeed = z
  .object({
    url: z.string().describe('API-relative secret URL of the feed (/calendar/{token}/): prepend the API base URL; text/calendar, no sign-in'),
    created: z.string().describe('When this URL was made (ISO 8601)'),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** The token of a feed URL (32 base64url characters); any other string is an unknown feed, a 404, not a 400. */
export const calendarFeedTokenParams = z.object({
  token: z.string().max(200).describe('The secret of the feed'),
});

// ─── Notices (development trigger) ─────────────────────────────────────────────────────────────

/** POST /dev/reminder/notices/run/ body (development only). */
export const reminderNoticeRunRequest = z
  .strictObject({
    now: z.iso.datetime({ offset: true }).optional().describe('Run as if it were this instant (default: now)'),
  })
  .meta({ id: 'ReminderNoticeRunRequest' });
export type ReminderNoticeRunRequest = z.infer<typeof reminderNoticeRunRequest>;

export const reminderNoticeRunReport = z
  .object({
    now: z.string().describe('The instant the run worked as of (ISO 8601)'),
    sent: z
      .array(z.object({ reminder: z.string().describe('url of the reminder'), date: z.string().describe('The occurrence') }))
      .describe('Notices e-mailed by this run'),
    errors: z.number().int().describe('Notices that failed; their claims are given back, the next run tries again'),
  })
  .meta({ id: 'ReminderNoticeRunReport' });
export type ReminderNoticeRunReport = z.infer<typeof reminderNoticeRunReport>;
