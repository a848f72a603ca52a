import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';

// Reference data (§3). Ids are small integers so that hyperlinked urls read /country/{id}/.
// The natural keys (iso_code, short_name) are what the seed upserts on, so ids never move.
export const languages = pgTable('language', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
  wordpressSlug: text('wordpress_slug').notNull(),
  zendeskLink: text('zendesk_link').notNull(),
});

export const countries = pgTable(
  'country',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().unique(),
    defaultLanguageId: integer('default_language_id')
      .notNull()
      .references(() => languages.id),
    shippingDays: integer('shipping_days').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    telephoneCode: text('telephone_code').notNull(),
    workingHoursStart: time('working_hours_start').notNull(),
    workingHoursEnd: time('working_hours_end').notNull(),
    frontendDomainName: text('frontend_domain_name').notNull(),
    wordpressDomainName: text('wordpress_domain_name').notNull(),
    facebookLink: text('facebook_link').notNull(),
    instagramLink: text('instagram_link').notNull(),
    tiktokLink: text('tiktok_link').notNull(),
    youtubeLink: text('youtube_link').notNull(),
  },
  (t) => [
    check('country_shipping_days_check', sql`${t.shippingDays} >= 0`),
    check('country_working_hours_check', sql`${t.workingHoursStart} < ${t.workingHoursEnd}`),
  ],
);

// `position` keeps the spec's order of a country's languages (§3), which the web app shows.
export const countryLanguages = pgTable(
  'country_language',
  {
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryId, t.languageId] })],
);

// A retried non-idempotent request (§7 retries them once) replays the stored response
// instead of applying twice. Keyed by the caller's identity so keys never collide across users.
// `request_hash` catches a key reused for a different request; `locked_at` lets a key whose
// first attempt died mid-flight (process crash) be taken over after a timeout.
// The body is stored as the exact bytes sent (text), so a replay is byte-identical.
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    key: text('key').notNull(),
    principal: text('principal').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] }), index('idempotency_key_created_at_idx').on(t.createdAt)],
);
