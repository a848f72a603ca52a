import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

// Identity (better-auth, apps/api/src/modules/identity). Property names are the library's field
// names, which its Drizzle adapter addresses; tables and columns follow our snake_case. The
// tables carry an `auth_` prefix so that the identity service could move to a database of its
// own. Ids are the library's random strings.
export const authUsers = pgTable('auth_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  isAnonymous: boolean('is_anonymous').default(false),
  role: text('role').notNull().default('customer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authSessions = pgTable(
  'auth_session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
  },
  (t) => [index('auth_session_user_id_idx').on(t.userId)],
);

export const authAccounts = pgTable(
  'auth_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_account_user_id_idx').on(t.userId),
    uniqueIndex('auth_account_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const authVerifications = pgTable(
  'auth_verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
);

// Signing keys of the ID tokens; the private key is encrypted with the identity secret.
export const authJwks = pgTable('auth_jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});

// Rate-limit counters of sign-in, sign-up and password reset, shared by every API instance.
export const authRateLimits = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// The customer (§3): one per identity user, made on the user's first authenticated call. The id
// is a hashid-like `hid_…` string, the shape §9's customer-id extraction recognises in paths.
// Addresses arrive with the checkout issue: their columns hold an address id without a
// foreign key until then.
export const customers = pgTable(
  'customer',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    preferedCountryId: integer('prefered_country_id').references(() => countries.id, { onDelete: 'set null' }),
    preferedLanguageId: integer('prefered_language_id').references(() => languages.id, { onDelete: 'set null' }),
    leadsource: text('leadsource').notNull().default(''),
    currentStoreId: text('current_store_id').notNull(),
    referralAffiliate: text('referral_affiliate').notNull().default(''),
    defaultDeliveryAddressId: integer('default_delivery_address_id'),
    billingAddressOverrideId: integer('billing_address_override_id'),
    newsletter: boolean('newsletter').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_id_shape_check', sql`${t.id} ~ '^hid_[A-Za-z0-9]{4,}$'`)],
);

// Feedback questions the company asks its customers, and which customer answered which. The
// dashboard issue adds the question texts and the answer contents; the counts of
// GET /customer/feedback_count/ come from these rows.
export const feedbackQuestions = pgTable('feedback_question', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbackAnswers = pgTable(
  'feedback_answer',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => feedbackQuestions.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feedback_answer_question_customer_idx').on(t.questionId, t.customerId)],
);

// Every e-mail the embedded mail transport "sends": the development mailbox shows them.
export const mailMessages = pgTable(
  'mail_message',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_message_to_address_idx').on(t.toAddress)],
);
