import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
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

// Failed e-mail sign-ins per address (the per-account limit beside the per-IP one), shared by every
// API instance. The key is a SHA-256 of the lower-cased address: the table says how often someone
// guessed, never whose address (nor whether it has an account: unknown addresses count the same).
export const authSignInFailures = pgTable(
  'auth_sign_in_failure',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_sign_in_failure_window_idx').on(t.windowStartedAt)],
);

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
    // Set when the customer deleted their account (issue 14): the row stays, emptied of personal
    // data, for the invoices the law keeps; the identity is anonymised so the e-mail is free again.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('customer_id_shape_check', sql`${t.id} ~ '^hid_[A-Za-z0-9]{4,}$'`)],
);

// Feedback questions the company asks its customers, and which customer answered which. The
// dashboard issue adds the question texts and the answer contents; the counts of
// GET /customer/feedback_count/ come from these rows.
// `kind` says how a question is answered: a rating (1–5), one of `choices` (values; the labels
// live in the catalogs under feedback_questions.<key>.choices.<value>) or free text.
export const feedbackQuestions = pgTable(
  'feedback_question',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    kind: text('kind').notNull().default('rating'),
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('feedback_question_kind_check', sql`${t.kind} in ('rating', 'choice', 'text')`)],
);

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
    // What the customer answered, by the question's kind; `comment` is also the optional remark
    // that goes with a rating or a choice.
    rating: integer('rating'),
    choice: text('choice'),
    comment: text('comment'),
  },
  (t) => [
    uniqueIndex('feedback_answer_question_customer_idx').on(t.questionId, t.customerId),
    // A customer's answers (the feedback counts); the unique index above leads with the question.
    index('feedback_answer_customer_id_idx').on(t.customerId),
    check('feedback_answer_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
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

// ─── Catalogue (issue 4) ──────────────────────────────────────────────────────────────────────
// Texts that differ by language are jsonb maps { en, nl, fr, de } (nl-BE and fr-BE read nl and
// fr); `en` is always present. Seeds upsert on the natural key (`slug`, `sku`), so ids never move.
export type TranslatedText = { en: string; nl?: string; fr?: string; de?: string };

// Breeds (§3: name, type, optional size) with what the feeding engine needs: the typical adult
// weight range. The size class follows from the weight (packages/domain feeding rules).
export const breeds = pgTable(
  'breed',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    type: text('type').notNull(),
    names: jsonb('names').$type<TranslatedText>().notNull(),
    size: text('size'),
    adultWeightMinKg: doublePrecision('adult_weight_min_kg').notNull(),
    adultWeightMaxKg: doublePrecision('adult_weight_max_kg').notNull(),
  },
  (t) => [
    check('breed_type_check', sql`${t.type} in ('dog', 'cat')`),
    check('breed_size_check', sql`${t.size} is null or ${t.size} in ('small', 'medium', 'large', 'giant')`),
    check('breed_weight_check', sql`0 < ${t.adultWeightMinKg} and ${t.adultWeightMinKg} <= ${t.adultWeightMaxKg}`),
    index('breed_type_idx').on(t.type),
  ],
);

// Products: the dry formulas a meal plan is made of (kind 'formula', priced per kg) and the
// extras of the shop (kind 'extra', priced per unit). Prices are stored excluding VAT, in cents;
// the VAT category picks the rate per delivery country (packages/domain vat rules).
// `details` holds what only shows (analytical constituents, ingredients); `suitability` holds
// the rules the suggestion engine reads (life stages, complaints it addresses or must avoid).
export const products = pgTable(
  'product',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    animalType: text('animal_type').notNull(),
    names: jsonb('names').$type<TranslatedText>().notNull(),
    descriptions: jsonb('descriptions').$type<TranslatedText>().notNull(),
    kcalPerKg: integer('kcal_per_kg'),
    unitWeightGrams: integer('unit_weight_grams'),
    priceExclVatCents: integer('price_excl_vat_cents').notNull(),
    vatCategory: text('vat_category').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    suitability: jsonb('suitability').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('product_kind_check', sql`${t.kind} in ('formula', 'extra')`),
    check('product_animal_type_check', sql`${t.animalType} in ('dog', 'cat', 'both')`),
    check('product_vat_category_check', sql`${t.vatCategory} in ('pet_food', 'standard')`),
    check('product_price_check', sql`${t.priceExclVatCents} >= 0`),
    check('product_formula_kcal_check', sql`${t.kind} <> 'formula' or ${t.kcalPerKg} is not null`),
  ],
);

// ─── Pets (issue 4) ───────────────────────────────────────────────────────────────────────────
// An animal of a customer (§3). Wire values are stored as they are sent. Weight is kept in
// grams so that a kg value with one or two decimals is exact. `status` is §4's active|stopped;
// `stopKind` says whether a stop was a pause (comes back by unpause) or a stop with a reason.
// Deleting a pet hides it (`deletedAt`): deliveries and invoices keep pointing at it.
export const animals = pgTable(
  'animal',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    sex: text('sex').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    exactBirthdate: boolean('exact_birthdate').notNull().default(true),
    breed1Id: integer('breed_1_id').references(() => breeds.id, { onDelete: 'set null' }),
    breed2Id: integer('breed_2_id').references(() => breeds.id, { onDelete: 'set null' }),
    size: text('size'),
    sterilised: boolean('sterilised').notNull().default(false),
    nurturing: boolean('nurturing').notNull().default(false),
    indoor: boolean('indoor'),
    activity: text('activity').notNull().default('moderate'),
    amountWetFood: integer('amount_wet_food').notNull().default(0),
    portionsWet: integer('portions_wet').notNull().default(0),
    complaints: jsonb('complaints').$type<string[]>().notNull().default([]),
    condition: text('condition').notNull().default('ideal'),
    percentageFreshFood: integer('percentage_fresh_food').notNull().default(0),
    percentageTreats: integer('percentage_treats').notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    status: text('status').notNull().default('active'),
    stopKind: text('stop_kind'),
    stopReason: text('stop_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    selectedProductId: integer('selected_product_id').references(() => products.id, { onDelete: 'set null' }),
    imagePath: text('image_path'),
    // The pet passport (issue 13): what a vet or a border check reads. Free text, as owners copy
    // it from the EU pet passport or the vet's card; null is "not filled in".
    chipNumber: text('chip_number'),
    passportNumber: text('passport_number'),
    markings: text('markings'),
    allergies: text('allergies'),
    medication: text('medication'),
    vetName: text('vet_name'),
    vetPhone: text('vet_phone'),
    vetAddress: text('vet_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('animal_type_check', sql`${t.type} in ('dog', 'cat')`),
    check('animal_sex_check', sql`${t.sex} in ('male', 'female')`),
    check('animal_status_check', sql`${t.status} in ('active', 'stopped')`),
    check('animal_stop_kind_check', sql`${t.stopKind} is null or ${t.stopKind} in ('paused', 'stopped')`),
    check('animal_weight_check', sql`${t.weightGrams} > 0`),
    check(
      'animal_percentages_check',
      sql`${t.percentageFreshFood} between 0 and 100 and ${t.percentageTreats} between 0 and 100`,
    ),
    index('animal_customer_id_idx').on(t.customerId),
  ],
);

// The meal plan of a pet (§3 "meal plan"), as get_or_create_diet last computed it. `inputsHash`
// is a digest of everything the computation read: a changed pet or formula makes a new plan.
export const animalDiets = pgTable('animal_diet', {
  animalId: integer('animal_id')
    .primaryKey()
    .references(() => animals.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id),
  kcalPerDay: integer('kcal_per_day').notNull(),
  gramsPerDay: integer('grams_per_day').notNull(),
  explanation: jsonb('explanation').$type<Record<string, unknown>>().notNull(),
  inputsHash: text('inputs_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── Coupons (issue 4) ────────────────────────────────────────────────────────────────────────
// A coupon code (§3: code, type, is_onboarding, products). `value` is basis points for a
// percentage (1500 = 15 %), cents for a fixed amount, unused otherwise. Codes are stored upper
// case and matched case-insensitively. `channels` lists where a code is offered (e.g. thankyou).
export const couponCodes = pgTable(
  'coupon_code',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: text('type').notNull(),
    value: integer('value').notNull().default(0),
    isOnboarding: boolean('is_onboarding').notNull().default(false),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_code_type_check', sql`${t.type} in ('percentage', 'fixed_amount', 'free_product', 'testbag')`),
    check('coupon_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupon_code_value_check', sql`${t.value} >= 0 and (${t.type} <> 'percentage' or ${t.value} <= 10000)`),
  ],
);

// One use of a coupon by a customer; the delivery arrives with the checkout issue.
export const couponRedemptions = pgTable(
  'coupon_redemption',
  {
    id: serial('id').primaryKey(),
    couponCodeId: integer('coupon_code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_redemption_coupon_idx').on(t.couponCodeId, t.customerId)],
);

// ─── Recurring delivery (issue 4 reads it; the checkout issue creates it) ─────────────────────
// One recurring delivery per customer: the box that comes back every `intervalWeeks`. Its items
// are the pets' formulas (`animalId` set) and the recurring extras. `skipped` skips an item once.
export const recurringDeliveries = pgTable(
  'recurring_delivery',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .unique()
      .references(() => customers.id, { onDelete: 'cascade' }),
    intervalWeeks: integer('interval_weeks').notNull().default(4),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recurring_delivery_interval_check', sql`${t.intervalWeeks} between 1 and 12`),
    // The billing scheduler's idle tick reads only the subscriptions changed since its last run.
    index('recurring_delivery_updated_at_idx').on(t.updatedAt),
  ],
);

export const recurringDeliveryItems = pgTable(
  'recurring_delivery_item',
  {
    id: serial('id').primaryKey(),
    recurringDeliveryId: integer('recurring_delivery_id')
      .notNull()
      .references(() => recurringDeliveries.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id').references(() => animals.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    skipped: boolean('skipped').notNull().default(false),
  },
  (t) => [
    check('recurring_delivery_item_amount_check', sql`${t.amount} >= 0`),
    index('recurring_delivery_item_delivery_idx').on(t.recurringDeliveryId),
  ],
);

// ─── Addresses (checkout issue) ───────────────────────────────────────────────────────────────
// A customer's address (§3: id, number, country, postal_code, company_name, city; plus the
// street and the names the checkout asks for). `country` is the ISO 3166-1 alpha-2 code.
export const addresses = pgTable(
  'address',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    street: text('street').notNull(),
    number: text('number').notNull(),
    box: text('box').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('address_country_check', sql`${t.country} in ('BE', 'NL', 'FR', 'DE')`),
    index('address_customer_id_idx').on(t.customerId),
  ],
);

// ─── Deliveries, payments, mandates (checkout issue) ─────────────────────────────────────────
// One box sent on one date (§3 delivery). `kind` says how it came to be: the first box of a
// subscription, one the scheduler made from the recurring delivery, or a shop order. The priced
// cart is kept as it was charged (`pricing`), so that an invoice never changes afterwards.
// `deliveryAddress` is a copy of the address at the time (§3: city, postal_code, country, …).
export const deliveries = pgTable(
  'delivery',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recurringDeliveryId: integer('recurring_delivery_id').references(() => recurringDeliveries.id, {
      onDelete: 'set null',
    }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    country: text('country').notNull(),
    testbag: boolean('testbag').notNull().default(false),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    deliveryAddress: jsonb('delivery_address').$type<Record<string, string>>(),
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default([]),
    customAmounts: jsonb('custom_amounts').$type<Record<string, number>>().notNull().default({}),
    priceExclVatCents: integer('price_excl_vat_cents').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    pricing: jsonb('pricing').$type<Record<string, unknown>>(),
    invoiceNumber: text('invoice_number').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // What the invoice prints about the customer (bill-to, delivered-to, e-mail), copied when the
    // invoice number is given (docs/invoices.md): an issued invoice never changes. Null on
    // deliveries paid before it was kept, and on unpaid ones.
    invoiceParty: jsonb('invoice_party').$type<Record<string, unknown>>(),
    // Recurring billing (docs/billing.md): until `cutOffAt` a scheduled box can change; then it
    // is frozen and charged. `skippedFromDate` is the date a skip moved it from (undo goes back);
    // `chargeAttempts`, `chargeFailedAt` and `nextChargeAt` drive the retries of a failed charge.
    cutOffAt: timestamp('cut_off_at', { withTimezone: true }),
    skippedFromDate: date('skipped_from_date', { mode: 'string' }),
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    chargeFailedAt: timestamp('charge_failed_at', { withTimezone: true }),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('delivery_kind_check', sql`${t.kind} in ('first', 'recurring', 'shop')`),
    check(
      'delivery_status_check',
      sql`${t.status} in ('scheduled', 'draft', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'canceled', 'skipped')`,
    ),
    check('delivery_country_check', sql`${t.country} in ('BE', 'NL', 'FR', 'DE')`),
    index('delivery_customer_id_idx').on(t.customerId),
    // The scheduler makes at most one delivery per recurring delivery and date, whatever races.
    uniqueIndex('delivery_recurring_date_idx')
      .on(t.recurringDeliveryId, t.deliveryDate)
      .where(sql`${t.kind} = 'recurring'`),
    // What the billing scheduler looks for: boxes reaching their cut-off, charges falling due.
    index('delivery_scheduled_cut_off_idx').on(t.cutOffAt).where(sql`${t.status} = 'scheduled'`),
    index('delivery_next_charge_idx').on(t.nextChargeAt).where(sql`${t.nextChargeAt} is not null`),
    // ... and only the boxes changed since (paid, skipped): docs/billing.md "Idle ticks".
    index('delivery_recurring_updated_at_idx').on(t.updatedAt).where(sql`${t.kind} = 'recurring'`),
    // The same for first orders (their confirmation e-mail), and the paid boxes of the days whose
    // dispatch has come (the "on its way" e-mail): without them every idle tick read the whole
    // delivery history twice (80 and 100 ms at 100k customers, 1M deliveries).
    index('delivery_first_updated_at_idx').on(t.updatedAt).where(sql`${t.kind} = 'first'`),
    index('delivery_paid_date_idx').on(t.deliveryDate).where(sql`${t.status} in ('paid', 'shipped', 'delivered')`),
    // A subscription's box to come (billing-queries.ts `openBoxOf`): the scheduler asks it of every
    // subscription, and the open boxes are a sliver of the whole delivery history.
    index('delivery_open_box_idx')
      .on(t.recurringDeliveryId)
      .where(sql`${t.kind} = 'recurring' and ${t.status} in ('scheduled', 'awaiting_payment')`),
  ],
);

export const deliveryItems = pgTable(
  'delivery_item',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id').references(() => animals.id, { onDelete: 'set null' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    unitGrams: integer('unit_grams'),
    unitPriceExclVatCents: integer('unit_price_excl_vat_cents').notNull(),
    vatRate: integer('vat_rate').notNull(),
    totalInclVatCents: integer('total_incl_vat_cents').notNull(),
  },
  (t) => [
    check('delivery_item_amount_check', sql`${t.amount} > 0`),
    index('delivery_item_delivery_idx').on(t.deliveryId),
  ],
);

// A customer's permission to be charged later (SEPA direct debit or card), made by a paid first
// payment. At most one default per customer.
export const mandates = pgTable(
  'mandate',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerMandateId: text('provider_mandate_id').notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('mandate_status_check', sql`${t.status} in ('valid', 'pending', 'invalid')`),
    uniqueIndex('mandate_provider_id_idx').on(t.provider, t.providerMandateId),
    uniqueIndex('mandate_one_default_idx')
      .on(t.customerId)
      .where(sql`${t.isDefault} and ${t.revokedAt} is null`),
    // A customer's valid mandates, whichever is the default (the index above has only the defaults).
    index('mandate_customer_id_idx').on(t.customerId),
  ],
);

// A payment at the provider for one delivery. `sequenceType` is Mollie's: oneoff, first (makes a
// mandate) or recurring (charged through one). At most one open payment per delivery, so a
// double-clicked Pay reuses it instead of charging twice.
export const payments = pgTable(
  'payment',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    deliveryId: integer('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    sequenceType: text('sequence_type').notNull(),
    status: text('status').notNull(),
    method: text('method'),
    amountCents: integer('amount_cents').notNull(),
    checkoutUrl: text('checkout_url'),
    mandateId: integer('mandate_id').references(() => mandates.id, { onDelete: 'set null' }),
    isShop: boolean('is_shop').notNull().default(false),
    attempt: integer('attempt').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // When the reconciliation job asks the provider about this unsettled payment next (null: its
    // first look, a few minutes after created_at); also its claim while a worker asks.
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
  },
  (t) => [
    check('payment_sequence_type_check', sql`${t.sequenceType} in ('oneoff', 'first', 'recurring')`),
    check('payment_status_check', sql`${t.status} in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')`),
    check('payment_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('payment_provider_id_idx').on(t.provider, t.providerPaymentId),
    uniqueIndex('payment_one_open_per_delivery_idx')
      .on(t.deliveryId)
      .where(sql`${t.status} in ('open', 'pending')`),
    index('payment_customer_id_idx').on(t.customerId),
    // A delivery's payments: the latest one's status in every delivery list (DISTINCT ON in this order).
    index('payment_delivery_id_idx').on(t.deliveryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The payments the reconciliation job looks at: the few not settled yet (it walks them all).
    // Led by the delivery, so that a delivery's own unsettled payment is found through it by its
    // delivery rather than by walking every unsettled payment (the planner's pick on the partial
    // index led by created_at, which the per-delivery reads' status filter also matches).
    index('payment_unsettled_idx')
      .on(t.deliveryId, t.createdAt)
      .where(sql`${t.status} in ('open', 'pending', 'authorized')`),
  ],
);

// Funnel conversion events (§7 tracking calls), stored by our API; each fires once per customer
// or delivery (the unique key), whatever the browser's local-storage flag says.
export const trackingEvents = pgTable(
  'tracking_event',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    event: text('event').notNull(),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    subjectKey: text('subject_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The outbox of the forwarder (issue 14): `pending` until its network took it (`sent`), gave
    // up on it (`failed`, after the last retry) or it was not to be sent (`skipped`: no consent,
    // no configuration). A worker claims a row until `claimed_until`; a retry waits for `next_attempt_at`.
    forwardStatus: text('forward_status').notNull().default('pending'),
    forwardAttempts: integer('forward_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tracking_event_once_idx').on(t.channel, t.event, t.subjectKey),
    index('tracking_event_customer_id_idx').on(t.customerId),
    index('tracking_event_outbox_idx').on(t.nextAttemptAt).where(sql`${t.forwardStatus} = 'pending'`),
    check('tracking_event_forward_status_check', sql`${t.forwardStatus} in ('pending', 'sent', 'failed', 'skipped')`),
  ],
);

// Each request the forwarder made for a tracking event, and the network's answer: the record of
// what left our servers.
export const trackingForwardAttempts = pgTable(
  'tracking_forward_attempt',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => trackingEvents.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    // The HTTP status of the answer; null when none came (network error, timeout).
    status: integer('status'),
    ok: boolean('ok').notNull(),
    // What was sent (with personal data hashed as the network requires) and what came back, shortened.
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    response: text('response').notNull().default(''),
  },
  (t) => [index('tracking_forward_attempt_event_id_idx').on(t.eventId)],
);

// ─── Questionnaire draft (checkout issue) ─────────────────────────────────────────────────────
// The answers of the pet questionnaire while it is being filled in, saved at every step, so a
// reload or a later visit (another device too) resumes where the owner left off. A pet moves to
// the animal table once its answers are complete.
export const questionnaireDrafts = pgTable('questionnaire_draft', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── Sandbox payment provider (checkout issue) ───────────────────────────────────────────────
// The customer a payment provider knows for one of ours (Mollie's cst_…, the sandbox's
// cst_sbx_…): made on the customer's first payment and kept, because mandates hang off it.
export const paymentProviderCustomers = pgTable(
  'payment_provider_customer',
  {
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.provider] }),
    uniqueIndex('payment_provider_customer_provider_id_idx').on(t.provider, t.providerCustomerId),
  ],
);

// The provider side of the embedded sandbox (apps/api/src/modules/payments/sandbox-provider.ts),
// which stands in for Mollie's test mode: its own customers, mandates and payments, with ids of
// Mollie's shape. Our own `payment` and `mandate` rows point at these ids exactly as they point
// at Mollie's; nothing of ours joins these tables.
export const sandboxCustomers = pgTable('sandbox_customer', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxMandates = pgTable(
  'sandbox_mandate',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    status: text('status').notNull(),
    // Mollie's detail fields (consumerName, consumerAccount, consumerBic or cardHolder,
    // cardNumber, cardLabel, cardExpiryDate), with the sandbox's test values.
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_mandate_method_check', sql`${t.method} in ('directdebit', 'creditcard')`),
    check('sandbox_mandate_status_check', sql`${t.status} in ('valid', 'pending', 'invalid')`),
    index('sandbox_mandate_customer_idx').on(t.customerId),
  ],
);

export const sandboxPayments = pgTable(
  'sandbox_payment',
  {
    id: text('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    sequenceType: text('sequence_type').notNull(),
    customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'set null' }),
    mandateId: text('mandate_id').references(() => sandboxMandates.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    method: text('method'),
    redirectUrl: text('redirect_url'),
    webhookUrl: text('webhook_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    // The per-payment token of the hosted checkout form (CSRF): only the page shows it.
    checkoutToken: text('checkout_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_payment_amount_check', sql`${t.amountCents} > 0`),
    check('sandbox_payment_sequence_type_check', sql`${t.sequenceType} in ('oneoff', 'first', 'recurring')`),
    check(
      'sandbox_payment_status_check',
      sql`${t.status} in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')`,
    ),
  ],
);

// The sandbox's webhook calls still to make, as Mollie retries them: a row per status change,
// written with the change, so that a restart loses none. Delivered once the webhook answers 2xx;
// otherwise retried on the schedule (sandbox-webhook-outbox.ts) until it gives up.
export const sandboxWebhooks = pgTable(
  'sandbox_webhook',
  {
    id: serial('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id, { onDelete: 'cascade' }),
    webhookUrl: text('webhook_url').notNull(),
    // Calls made (or under way): the first one, then the retries.
    attempts: integer('attempts').notNull().default(0),
    // When the next call is due; while a call is under way, the end of its claim.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
  },
  (t) => [
    index('sandbox_webhook_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null and ${t.gaveUpAt} is null`),
    index('sandbox_webhook_payment_idx').on(t.paymentId),
  ],
);

// ─── Feedback answers and referrals (dashboard issue) ─────────────────────────────────────────
// A customer's referral code (created on first use, never changed) and every referral e-mail
// sent to a friend. The code is also an onboarding coupon_code row with the same code (the
// friend's discount, docs/referrals-and-feedback.md); the rows here say whose code it is.
export const customerReferralCodes = pgTable('customer_referral_code', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const referrals = pgTable(
  'referral',
  {
    id: serial('id').primaryKey(),
    referrerCustomerId: text('referrer_customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    friendEmail: text('friend_email').notNull(),
    type: text('type').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referral_type_check', sql`${t.type} in ('thankyou_dog', 'thankyou_cat')`),
    // The daily limit counts a customer's mails of the last 24 hours.
    index('referral_referrer_sent_idx').on(t.referrerCustomerId, t.sentAt),
  ],
);

// ─── Recurring billing (dashboard issue) ──────────────────────────────────────────────────────
// What the billing scheduler did once for a delivery and must never do twice, whichever API
// instance gets there first: the unique (delivery, kind) is the claim. Kinds: `advanced` (the
// subscription moved on after a paid or skipped box), `gave_up` (no more charge retries) and
// `mail:<kind>[:<date>]` (an e-mail sent, or being sent).
export const billingEvents = pgTable(
  'billing_event',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_event_once_idx').on(t.deliveryId, t.kind)],
);

// The last invoice number given per prefix and year (docs/invoices.md): the settlement takes the
// next one by adding one here, under the year's lock, instead of reading every number of the year.
// A year without a row continues after the highest number of that year already on a delivery.
export const invoiceNumberCounters = pgTable(
  'invoice_number_counter',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] }), check('invoice_number_counter_last_check', sql`${t.lastNumber} > 0`)],
);

// ─── Pet health (issue 13) ────────────────────────────────────────────────────────────────────
// A pet's weight over time: one check-in a day (a second one that day replaces the first). The
// pet's `weight_grams` is the latest check-in; the passport draws these rows.
export const animalWeights = pgTable(
  'animal_weight',
  {
    id: serial('id').primaryKey(),
    animalId: integer('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    weightGrams: integer('weight_grams').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('animal_weight_day_idx').on(t.animalId, t.measuredOn),
    check('animal_weight_grams_check', sql`${t.weightGrams} > 0`),
  ],
);

// A reminder of a pet's care (§3 Reminder; the fields are issue 13's contract). `start_date` and
// `time` are Brussels wall time: an occurrence is "that day at that hour in Brussels", whatever
// the offset of the day, so a 09:00 reminder stays at 09:00 across summer time. `customer_id`
// repeats the pet's owner so that the owner check and the customer's lists need no join.
export const reminders = pgTable(
  'reminder',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    repeat: text('repeat').notNull().default('never'),
    interval: integer('interval').notNull().default(1),
    until: date('until', { mode: 'string' }),
    notifyDaysBefore: integer('notify_days_before'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'reminder_kind_check',
      sql`${t.kind} in ('vaccination', 'deworming', 'flea_tick', 'vet_visit', 'grooming', 'dental', 'medication', 'weight_check', 'other')`,
    ),
    check('reminder_repeat_check', sql`${t.repeat} in ('never', 'daily', 'weekly', 'monthly', 'yearly')`),
    check('reminder_interval_check', sql`${t.interval} >= 1`),
    check('reminder_until_check', sql`${t.until} is null or ${t.until} >= ${t.startDate}`),
    check('reminder_notify_check', sql`${t.notifyDaysBefore} is null or ${t.notifyDaysBefore} >= 0`),
    index('reminder_customer_id_idx').on(t.customerId),
    index('reminder_animal_id_idx').on(t.animalId),
  ],
);

// One occurrence of a reminder marked done (the date is the occurrence's, not the day it was
// ticked), with an optional note such as a vaccine's batch number.
export const reminderCompletions = pgTable(
  'reminder_completion',
  {
    id: serial('id').primaryKey(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_completion_once_idx').on(t.reminderId, t.date)],
);

// One occurrence taken out of a series ("delete this occurrence only"; a snooze is a deletion
// here plus a one-off reminder on the new date).
export const reminderDeletions = pgTable(
  'reminder_deletion',
  {
    id: serial('id').primaryKey(),
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reminder_deletion_once_idx').on(t.reminderId, t.date)],
);

// The e-mail notice of one occurrence: the row is the claim (one worker inserts it), `sent_at`
// says the mail went out. A claim whose worker died is taken over after `claimed_until`.
export const reminderNotices = pgTable(
  'reminder_notice',
  {
    reminderId: integer('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.occurrenceDate] })],
);

// A customer's calendar feed (iCalendar): the secret in its URL. Revoking deletes the row, so the
// old URL answers 404; a new one is a new row with a new secret.
export const calendarFeeds = pgTable('calendar_feed', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Pet-discover surveys (§3 survey, survey category, question, answer, recommendation): content
// seeded from packages/db/src/survey-content.ts (upsert on `key`, so ids never move). Texts are
// TranslatedText maps like the catalogue's.
export const surveyCategories = pgTable('survey_category', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  names: jsonb('names').$type<TranslatedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const surveys = pgTable(
  'survey',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => surveyCategories.id, { onDelete: 'cascade' }),
    // The species the survey is for: ['dog'], ['cat'] or both.
    animalTypes: jsonb('animal_types').$type<string[]>().notNull(),
    names: jsonb('names').$type<TranslatedText>().notNull(),
    descriptions: jsonb('descriptions').$type<TranslatedText>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('survey_category_id_idx').on(t.categoryId)],
);

export const surveyQuestions = pgTable(
  'survey_question',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<TranslatedText>().notNull(),
    // `single`: one answer; `multiple`: any number of them.
    kind: text('kind').notNull().default('single'),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('survey_question_kind_check', sql`${t.kind} in ('single', 'multiple')`), index('survey_question_survey_id_idx').on(t.surveyId)],
);

export const recommendations = pgTable(
  'recommendation',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    // What following it does: `info` (advice only), `reminder` (suggests a reminder: `action`
    // holds its kind, repeat and interval), `vet_visit`, `product` (`action.sku`), `meal_plan`
    // (`action.changes`: fields of the pet to change, previewed before anything is saved).
    kind: text('kind').notNull(),
    titles: jsonb('titles').$type<TranslatedText>().notNull(),
    bodies: jsonb('bodies').$type<TranslatedText>().notNull(),
    action: jsonb('action').$type<Record<string, unknown>>().notNull().default({}),
    // Where the advice comes from (e.g. "WSAVA Global Dental Guidelines, 2020") and its address.
    source: text('source').notNull(),
    sourceUrl: text('source_url'),
    priority: integer('priority').notNull().default(0),
  },
  (t) => [check('recommendation_kind_check', sql`${t.kind} in ('info', 'reminder', 'vet_visit', 'product', 'meal_plan')`)],
);

export const surveyAnswers = pgTable(
  'survey_answer',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<TranslatedText>().notNull(),
    position: integer('position').notNull().default(0),
    // The recommendations this answer leads to (ids of `recommendation`), in no order: the
    // submission orders them by priority.
    recommendationIds: jsonb('recommendation_ids').$type<number[]>().notNull().default([]),
  },
  (t) => [index('survey_answer_question_id_idx').on(t.questionId)],
);

// A survey a customer answered for one pet, and the recommendations it gave.
export const surveySubmissions = pgTable(
  'survey_submission',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    answerIds: jsonb('answer_ids').$type<number[]>().notNull(),
    recommendationIds: jsonb('recommendation_ids').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('survey_submission_customer_id_idx').on(t.customerId), index('survey_submission_animal_id_idx').on(t.animalId)],
);

// ─── Consent (issue 14) ───────────────────────────────────────────────────────────────────────
// Every choice a signed-in customer made in the consent banner or its settings: the proof of
// consent (GDPR art. 7(1)). The newest row is the choice in force; older ones are its history.
export const consentRecords = pgTable(
  'consent_record',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    // The banner's version the choice was made in: a new version asks again.
    bannerVersion: integer('banner_version').notNull(),
    // Where it was made: `banner`, `settings` (the footer's link) or `profile`.
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_record_customer_id_idx').on(t.customerId, t.createdAt),
    check('consent_record_source_check', sql`${t.source} in ('banner', 'settings', 'profile')`),
  ],
);

// ─── Pet insurance (issue 15) ─────────────────────────────────────────────────────────────────
// A customer's request to an insurer to cover one pet (docs/insurance.md), with the premium the
// API quoted and a copy of the pet and the policyholder as they were given: the insurer works
// from what was sent, whatever changes on the pet later. `pet_key` names the pet (`animal:<id>`
// or `new:<type>:<name>`) so that one pet has one open lead per offer (the partial unique index).
// The hand-over columns are the outbox of the hand-over job: a worker claims a new lead until
// `handover_claimed_until`; a retry waits for `next_handover_at`; a lead given up on keeps its
// status and gets `handover_failed_at`.
export const insuranceLeads = pgTable(
  'insurance_lead',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    animalId: integer('animal_id').references(() => animals.id, { onDelete: 'set null' }),
    petKey: text('pet_key').notNull(),
    offer: text('offer').notNull(),
    cover: text('cover').notNull(),
    deductibleCents: integer('deductible_cents').notNull(),
    premiumCents: integer('premium_cents').notNull(),
    petName: text('pet_name').notNull(),
    petType: text('pet_type').notNull(),
    petDateOfBirth: date('pet_date_of_birth', { mode: 'string' }).notNull(),
    petSize: text('pet_size'),
    chipNumber: text('chip_number').notNull(),
    conditions: jsonb('conditions').$type<string[]>().notNull().default([]),
    conditionsText: text('conditions_text').notNull().default(''),
    owner: jsonb('owner').$type<InsuranceLeadOwner>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    insurerReference: text('insurer_reference'),
    handoverAttempts: integer('handover_attempts').notNull().default(0),
    nextHandoverAt: timestamp('next_handover_at', { withTimezone: true }).notNull().defaultNow(),
    handoverClaimedUntil: timestamp('handover_claimed_until', { withTimezone: true }),
    handoverFailedAt: timestamp('handover_failed_at', { withTimezone: true }),
    lastHandoverError: text('last_handover_error'),
  },
  (t) => [
    check('insurance_lead_offer_check', sql`${t.offer} in ('standard', 'corona_direct')`),
    check('insurance_lead_cover_check', sql`${t.cover} in ('accident', 'comfort', 'premium')`),
    check('insurance_lead_status_check', sql`${t.status} in ('new', 'sent', 'accepted', 'refused')`),
    check('insurance_lead_pet_type_check', sql`${t.petType} in ('dog', 'cat')`),
    // One open lead per pet and offer: a second submit is refused (409), a decided lead frees the pet.
    uniqueIndex('insurance_lead_open_idx')
      .on(t.customerId, t.petKey, t.offer)
      .where(sql`${t.status} in ('new', 'sent')`),
    // The customer's list (newest first) and the conversion's newest lead of an offer.
    index('insurance_lead_customer_id_idx').on(t.customerId, t.id.desc()),
    index('insurance_lead_animal_id_idx').on(t.animalId),
    // The hand-over's outbox: new leads not given up on, by when they are due.
    index('insurance_lead_handover_idx')
      .on(t.nextHandoverAt)
      .where(sql`${t.status} = 'new' and ${t.handoverFailedAt} is null`),
  ],
);

/** The policyholder as the lead stores it (the contract's InsuranceOwner). */
export interface InsuranceLeadOwner {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  street: string;
  number: string;
  box: string;
  postal_code: string;
  city: string;
}

// Each hand-over of a lead to its insurer and the insurer's answer: the record of what left our
// servers (without the shared secret). The embedded insurer records what it would have received.
export const insuranceHandoverAttempts = pgTable(
  'insurance_handover_attempt',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => insuranceLeads.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    // The HTTP status of the answer; null when none came (network error, timeout).
    status: integer('status'),
    ok: boolean('ok').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    // The answer, at most 1000 characters.
    response: text('response').notNull().default(''),
  },
  (t) => [index('insurance_handover_attempt_lead_id_idx').on(t.leadId)],
);

// ─── Versions of what a customer's answers are made of ────────────────────────────────────────
// A number that grows with every committed change of a customer's pets, deliveries, their items,
// payments and addresses, and of the customer row (its default delivery address). Triggers keep it
// (migrations 0012 and 0013, deferred to the commit so that the row is locked only while the
// transaction ends), so no writer can forget it; a read that compares it answers from a copy made
// at that version (the API's pet and delivery lists, decision 0023). No foreign key: it is written at commit, after an erasure
// may have removed the customer (the trigger skips customers that no longer exist).
export const customerDataVersions = pgTable('customer_data_version', {
  customerId: text('customer_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
