import { expect } from 'vitest';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@brokkie/db/client';
import * as schema from '@brokkie/db/schema';
import { TestBrowser } from '../../helpers/test-browser.ts';
import type { DeliveryTestKit, Owner } from '../delivery/delivery-test-kit.ts';
import { yearsAgo } from '../delivery/delivery-test-kit.ts';

/** Someone with a household whose every kind of data is somewhere in the database. */
export interface Household extends Owner {
  email: string;
  password: string;
  userId: string;
  browser: TestBrowser;
  deliveryUrl: string;
  /** Texts only this household has: none may survive its erasure outside the kept invoices. */
  markers: string[];
}

let households = 0;

/**
 * A customer signed up with a password, a pet with its passport, a paid first box (sandbox
 * payments, a mandate), an address with a phone, and one row of every other kind: reminder with
 * its completion and deletion, weight, survey, consent, tracking event, insurance lead with its
 * hand-over, feedback, referral e-mail, referral code, questionnaire draft, calendar feed; the
 * welcome mail is in the mailbox.
 */
export async function makeHousehold(kit: DeliveryTestKit, ipBlock: string, first: string, last: string): Promise<Household> {
  households += 1;
  const email = `${first}.${last}.${Date.now()}.${households}@example.com`.toLowerCase();
  const password = 'woofwoof4242';
  const browser = new TestBrowser(kit.api.app, `${ipBlock}.${households}`);
  expect((await browser.signUp(email, password, `${first} ${last}`)).statusCode).toBe(200);
  const token = await browser.idToken();
  const customerId: string = (await kit.ok('GET', '/api/customer/', token)).results[0].id;
  const phone = `+3247${String(Date.now()).slice(-6)}${households}`;
  await kit.ok('PATCH', `/api/customer/${customerId}/`, token, { firstname: first, lastname: last, phone });
  const owner: Owner = { token, customerId };
  const petName = `${first}hond`;
  const street = `${last}straat`;
  const pet = await kit.pet(owner, { name: petName, type: 'dog', sex: 'male', dateOfBirth: yearsAgo(4), weight: 24.5, sterilised: true });
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', token, { animals: [pet.url], country: 'BE' }, 201);
  const deliveryUrl: string = created.delivery.url;
  await kit.defaultAddress(owner, { firstname: first, lastname: last, street, number: '7', postal_code: '9000', city: 'Gent', country: 'BE', phone });
  const pay = await kit.ok('POST', `/api${deliveryUrl}handle_open_payment/`, token, {});
  await kit.payAt(pay.checkout_url, 'paid', 'creditcard');
  // The dashboard's first look makes the next box (scheduled, unpaid).
  const recurring = await kit.ok('GET', '/api/recurringdelivery/', token);
  await kit.call('GET', `/api${recurring.results[0].url}next_delivery/`, token);
  await kit.ok('GET', '/api/customer/referral/', token);

  const db = kit.db;
  const chip = `98100${String(Date.now()).slice(-8)}${households}`;
  const vet = `Dierenarts ${last}`;
  await db
    .update(schema.animals)
    .set({ chipNumber: chip, vetName: vet, vetPhone: phone, markings: `${first} vlek` })
    .where(eq(schema.animals.id, pet.id));
  await db.insert(schema.animalWeights).values({ animalId: pet.id, measuredOn: '2026-01-02', weightGrams: 24_000 });
  const [reminder] = await db
    .insert(schema.reminders)
    .values({ customerId, animalId: pet.id, kind: 'vet_visit', title: `${vet} bezoek`, notes: `${first} notities`, startDate: '2026-01-05', time: '09:30' })
    .returning({ id: schema.reminders.id });
  await db.insert(schema.reminderCompletions).values({ reminderId: reminder!.id, date: '2026-01-05', note: `${first} klaar` });
  await db.insert(schema.reminderDeletions).values({ reminderId: reminder!.id, date: '2026-02-05' });
  const [survey] = await db.select({ id: schema.surveys.id }).from(schema.surveys).limit(1);
  await db.insert(schema.surveySubmissions).values({ customerId, animalId: pet.id, surveyId: survey!.id, answerIds: [], recommendationIds: [] });
  await db.insert(schema.consentRecords).values({ customerId, analytics: true, marketing: false, bannerVersion: 1, source: 'banner' });
  const [event] = await db
    .insert(schema.trackingEvents)
    .values({ channel: 'fb', event: 'lead', customerId, subjectKey: `${customerId}:lead`, payload: { email } })
    .returning({ id: schema.trackingEvents.id });
  await db.insert(schema.trackingForwardAttempts).values({ eventId: event!.id, status: 200, ok: true, request: { em: 'hashed' }, response: 'ok' });
  const [question] = await db.select({ id: schema.feedbackQuestions.id }).from(schema.feedbackQuestions).limit(1);
  if (question) await db.insert(schema.feedbackAnswers).values({ questionId: question.id, customerId, rating: 5, comment: `${first} is blij` });
  await db.insert(schema.referrals).values({ referrerCustomerId: customerId, friendEmail: `friend.of.${email}`, type: 'thankyou_dog' });
  await db.insert(schema.questionnaireDrafts).values({ customerId, answers: { name: petName, owner: first } });
  await db.insert(schema.calendarFeeds).values({ customerId, token: `feed-${customerId}` });
  const [lead] = await db
    .insert(schema.insuranceLeads)
    .values({
      customerId,
      animalId: pet.id,
      petKey: `animal:${pet.id}`,
      offer: 'standard',
      cover: 'comfort',
      deductibleCents: 10_000,
      premiumCents: 3250,
      petName,
      petType: 'dog',
      petDateOfBirth: yearsAgo(4),
      petSize: 'large',
      chipNumber: chip,
      conditionsText: `${first} hinkt soms`,
      owner: { firstname: first, lastname: last, email, phone, street, number: '7', box: '', postal_code: '9000', city: 'Gent' },
      startDate: '2026-02-01',
      consentAt: new Date(),
    })
    .returning({ id: schema.insuranceLeads.id });
  await db
    .insert(schema.insuranceHandoverAttempts)
    .values({ leadId: lead!.id, status: 200, ok: true, request: { body: { owner: { email } } }, response: '{}' });
  const [user] = await db.select({ userId: schema.customers.userId }).from(schema.customers).where(eq(schema.customers.id, customerId));
  return {
    token,
    customerId,
    email,
    password,
    userId: user!.userId,
    browser,
    deliveryUrl,
    markers: [first, last, email, phone, street, petName, chip, `friend.of.${email}`],
  };
}

type Row = Record<string, unknown>;

interface ForeignKey {
  table: string;
  column: string;
  foreignTable: string;
  foreignColumn: string;
}

/** Every table of the Drizzle schema, by SQL name. */
export function schemaTables(): string[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name);
}

function foreignKeys(): ForeignKey[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.map((fk) => {
        const reference = fk.reference();
        return {
          table: config.name,
          column: reference.columns[0]!.name,
          foreignTable: getTableConfig(reference.foreignTable).name,
          foreignColumn: reference.foreignColumns[0]!.name,
        };
      });
    });
}

/** Where a customer's data starts: its row, its user, and the mails to its address (to_address). */
const roots = { customer: 'customer', user: 'auth_user', mails: 'mail_message' } as const;

/**
 * The tables that can hold a customer's data, from the schema alone: the customer, its identity
 * user, the mails (`to_address`), and every table with a foreign key into one of those, and so on.
 * A new table that references the customer (or a pet, a delivery, …) joins this list by itself.
 */
export function customerDataTables(): string[] {
  const found = new Set<string>(Object.values(roots));
  const keys = foreignKeys();
  let grown = true;
  while (grown) {
    grown = false;
    for (const key of keys) {
      if (found.has(key.foreignTable) && !found.has(key.table)) {
        found.add(key.table);
        grown = true;
      }
    }
  }
  return [...found].sort();
}

/** The rows of each customer data table that belong to the customer, found by following the foreign keys from the roots. */
export async function customerRows(db: Database, subject: { customerId: string; userId: string; email: string }): Promise<Map<string, Row[]>> {
  const select = async (table: string, column: string, values: unknown[]): Promise<Row[]> => {
    if (values.length === 0) return [];
    const result = (await db.execute(
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)}::text = any(${sql.param(values.map(String))}::text[])`,
    )) as unknown as { rows: Row[] };
    return result.rows;
  };
  const rows = new Map<string, Map<string, Row>>();
  const add = (table: string, found: Row[]) => {
    const known = rows.get(table) ?? new Map<string, Row>();
    let added = false;
    for (const row of found) {
      const key = JSON.stringify(row);
      if (!known.has(key)) {
        known.set(key, row);
        added = true;
      }
    }
    rows.set(table, known);
    return added;
  };
  add(roots.customer, await select('customer', 'id', [subject.customerId]));
  add(roots.user, await select('auth_user', 'id', [subject.userId]));
  add(roots.mails, await select('mail_message', 'to_address', [subject.email]));
  const keys = foreignKeys();
  let grown = true;
  while (grown) {
    grown = false;
    for (const key of keys) {
      const parents = rows.get(key.foreignTable);
      if (!parents || parents.size === 0) continue;
      const values = [...parents.values()].map((row) => row[key.foreignColumn]).filter((value) => value !== null && value !== undefined);
      if (add(key.table, await select(key.table, key.column, values))) grown = true;
    }
  }
  return new Map([...rows].map(([table, found]) => [table, [...found.values()]]));
}

/** Every row of every table as JSON text, for a search of what is left. */
export async function everyRow(db: Database): Promise<{ table: string; row: Row; text: string }[]> {
  const all: { table: string; row: Row; text: string }[] = [];
  for (const table of schemaTables()) {
    const result = (await db.execute(sql`select * from ${sql.identifier(table)}`)) as unknown as { rows: Row[] };
    for (const row of result.rows) all.push({ table, row, text: JSON.stringify(row) });
  }
  return all;
}
