import { randomInt } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { askedOf } from './feedback-queries.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { authUsers, countries, customers, feedbackAnswers, feedbackQuestions, languages } from './schema.ts';

export type CustomerRecord = typeof customers.$inferSelect;

/** A customer with what the identity knows of its user. */
export interface CustomerRow extends CustomerRecord {
  email: string;
  isAnonymous: boolean;
}

export type CustomerUpdate = Partial<
  Pick<
    CustomerRecord,
    | 'firstname'
    | 'lastname'
    | 'phone'
    | 'preferedCountryId'
    | 'preferedLanguageId'
    | 'leadsource'
    | 'currentStoreId'
    | 'referralAffiliate'
    | 'defaultDeliveryAddressId'
    | 'billingAddressOverrideId'
    | 'newsletter'
  >
>;

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A new customer id, `hid_` and ten upper-case letters or digits (§9's customer-id shape). */
export function newCustomerId(): string {
  let id = 'hid_';
  for (let i = 0; i < 10; i += 1) id += idAlphabet[randomInt(idAlphabet.length)];
  return id;
}

function selectCustomers(db: Database) {
  return db
    .select({ customer: customers, email: authUsers.email, isAnonymous: authUsers.isAnonymous })
    .from(customers)
    .innerJoin(authUsers, eq(authUsers.id, customers.userId));
}

function toRow(result: { customer: CustomerRecord; email: string; isAnonymous: boolean | null }): CustomerRow {
  return { ...result.customer, email: result.email, isAnonymous: result.isAnonymous ?? false };
}

/**
 * Makes sure the user has its customer (one per user): `created` on the first call, `exists`
 * afterwards, `no-user` when the user is gone (an anonymous user replaced at sign-up). Safe when
 * several requests or API instances race: the unique user_id decides.
 */
export async function ensureCustomerForUser(
  db: Database,
  userId: string,
  values: { currentStoreId: string },
): Promise<'created' | 'exists' | 'no-user'> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, userId));
    if (!user) return 'no-user';
    try {
      const inserted = await db
        .insert(customers)
        .values({ id: newCustomerId(), userId, currentStoreId: values.currentStoreId })
        .onConflictDoNothing({ target: customers.userId })
        .returning({ id: customers.id });
      return inserted.length > 0 ? 'created' : 'exists';
    } catch (error) {
      // 23503: the user was deleted between the two statements; 23505: an id collision.
      const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code === '23503') return 'no-user';
      if (code !== '23505') throw error;
    }
  }
  throw new Error(`Could not create a customer for user ${userId}`);
}

// Every authenticated request starts with it.
const customerByUserId = preparedPerDatabase((db) =>
  selectCustomers(db).where(eq(customers.userId, sql.placeholder('userId'))).prepare('customer_by_user_id'),
);

// The settlement of every paid payment reads its customer (the invoice's party).
const customerById = preparedPerDatabase((db) =>
  selectCustomers(db).where(eq(customers.id, sql.placeholder('id'))).prepare('customer_by_id'),
);

export async function findCustomerByUserId(db: Database, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await customerByUserId(db).execute({ userId });
  return row && toRow(row);
}

export async function findCustomerById(db: Database, id: string): Promise<CustomerRow | undefined> {
  const [row] = await customerById(db).execute({ id });
  return row && toRow(row);
}

/** The customers of `ids` that exist, by id (one statement for a batch of the billing scheduler). */
export async function findCustomersByIds(db: Database, ids: readonly string[]): Promise<Map<string, CustomerRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectCustomers(db).where(sql`${customers.id} = any(${sql.param([...new Set(ids)])}::text[])`);
  return new Map(rows.map((row) => [row.customer.id, toRow(row)]));
}

export async function updateCustomer(db: Database, id: string, update: CustomerUpdate): Promise<CustomerRow | undefined> {
  if (Object.keys(update).length > 0) {
    await db
      .update(customers)
      .set({ ...update, updatedAt: new Date() })
      .where(eq(customers.id, id));
  }
  return findCustomerById(db, id);
}

/**
 * Moves the customer (and so everything that hangs off it) of `fromUserId` to `toUserId`, when
 * the latter has none yet: an anonymous visitor who signs up as a new user keeps its data.
 */
export async function reassignCustomer(db: Database, fromUserId: string, toUserId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.userId, toUserId));
    if (existing) return false;
    const moved = await tx
      .update(customers)
      .set({ userId: toUserId, updatedAt: new Date() })
      .where(eq(customers.userId, fromUserId))
      .returning({ id: customers.id });
    return moved.length > 0;
  });
}

/** Whether the ids name an existing country and language (each may be absent). */
export async function referencesExist(
  db: Database,
  refs: { countryId?: number | undefined; languageId?: number | undefined },
): Promise<{ country: boolean; language: boolean }> {
  const [country, language] = await Promise.all([
    refs.countryId === undefined
      ? Promise.resolve(true)
      : db.$count(countries, eq(countries.id, refs.countryId)).then((n) => n > 0),
    refs.languageId === undefined
      ? Promise.resolve(true)
      : db.$count(languages, eq(languages.id, refs.languageId)).then((n) => n > 0),
  ]);
  return { country, language };
}

/** The iso code of the customer's preferred language, for mail sent to its user. */
export async function preferredLanguageOfUser(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ isoCode: languages.isoCode })
    .from(customers)
    .innerJoin(languages, eq(languages.id, customers.preferedLanguageId))
    .where(eq(customers.userId, userId));
  return row?.isoCode;
}

/** `preferredLanguageOfUser` of each user, by user id (users without one are absent). */
export async function preferredLanguagesOfUsers(db: Database, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: customers.userId, isoCode: languages.isoCode })
    .from(customers)
    .innerJoin(languages, eq(languages.id, customers.preferedLanguageId))
    .where(sql`${customers.userId} = any(${sql.param([...new Set(userIds)])}::text[])`);
  return new Map(rows.map((row) => [row.userId, row.isoCode]));
}

export interface FeedbackCounts {
  /** Active feedback questions. */
  total: number;
  /** Of those, answered by the customer. */
  answered: number;
}

/** The questions put to the customer (askedOf: the first box's only once it arrived, `today` in Brussels). */
export async function feedbackCountsOf(db: Database, customerId: string, today: string): Promise<FeedbackCounts> {
  const asked = askedOf(db, customerId, today);
  const [total, answered] = await Promise.all([
    db.$count(feedbackQuestions, asked),
    db
      .select({ answered: count() })
      .from(feedbackAnswers)
      .innerJoin(feedbackQuestions, eq(feedbackQuestions.id, feedbackAnswers.questionId))
      .where(and(eq(feedbackAnswers.customerId, customerId), asked))
      .then(([row]) => row?.answered ?? 0),
  ]);
  return { total, answered };
}
