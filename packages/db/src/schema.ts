import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, time, timestamp } from 'drizzle-orm/pg-core';

// Reference data (§3). Ids are small integers so that hyperlinked urls read /country/{id}/.
export const languages = pgTable('language', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isoCode: text('iso_code').notNull().unique(),
  wordpressSlug: text('wordpress_slug').notNull(),
  zendeskLink: text('zendesk_link').notNull(),
});

export const countries = pgTable('country', {
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
});

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
export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    key: text('key').notNull(),
    principal: text('principal').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.principal, t.key] })],
);

