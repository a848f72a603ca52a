import { scrypt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { cutOffFor, schedulableDate } from '@brokkie/domain/billing-schedule';
import { addDays, nextValidDeliveryDate, toIsoDate } from '@brokkie/domain/delivery-dates';
import type { Database } from './client.ts';

/**
 * Synthetic customers for benchmarks and query-plan tests (issue 11), written with
 * `generate_series` in a few set-based statements, so that 100k customers take seconds on
 * PostgreSQL. It runs on a migrated and seeded database (the catalogue and breeds must exist).
 *
 *   await seedSyntheticLoad(db, { customers: 100_000 });   // 1M deliveries, 2.7M payments
 *   const [someone] = await syntheticCustomers(db, 1);     // { email, password, customerId, userId }
 *
 * Each synthetic customer n (1, 2, …; <n> below is n on 7 digits, so that keys grow in index
 * order) is `hid_syn<n>`, user `syn-user-<n>`, e-mail `synthetic-<n>@example.com`, password `syntheticPassword`: a real better-auth credential
 * account (scrypt hash of the library's format), so a benchmark gets a Bearer token the honest
 * way: POST /api/auth/sign-in/email { email, password } → session cookie →
 * GET /api/auth/token → { token } (an EdDSA ID token valid one hour).
 *
 * Each has one address (its default, Belgium), one dog with a formula in its recurring delivery
 * (every 4 weeks), a valid default mandate at the sandbox provider (and the sandbox's own
 * customer and mandate), and `deliveriesPerCustomer` deliveries: the first box, paid recurring
 * boxes (each with one item, an invoice number and `paymentsPerDelivery` payments: failed ones,
 * then the paid one), and last the open box (scheduled, no payment). The open box of the first
 * `dueForBilling` customers is at its cut-off (due to be frozen and charged by the billing
 * scheduler); the others' cut-off is three weeks ahead.
 *
 * Growing is additive: called again with more customers, it adds only the missing ones
 * (n above the highest synthetic customer present), so 10k can become 100k. Deterministic for a
 * given `now` on an empty database: ids follow the tables' current maxima.
 */
export interface SyntheticLoadOptions {
  /** How many synthetic customers there should be in all. */
  customers: number;
  /** Deliveries per customer, the open box included (default 10; at least 2). */
  deliveriesPerCustomer?: number;
  /** Payments per delivery, except the open box (default 3; at least 1). */
  paymentsPerDelivery?: number;
  /** How many customers (the first ones) have their open box at its cut-off (default a tenth). */
  dueForBilling?: number;
  /** The clock the dates are made from (default now). */
  now?: Date;
}

export interface SyntheticLoadResult {
  /** Customers added by this call. */
  added: number;
  /** Synthetic customers present now. */
  total: number;
}

export interface SyntheticCustomer {
  customerId: string;
  userId: string;
  email: string;
  password: string;
}

/** The password of every synthetic customer. */
export const syntheticPassword = 'synthetic-load-password';

const customerPrefix = 'hid_syn';

export function syntheticCustomer(n: number): SyntheticCustomer {
  const padded = String(n).padStart(7, '0');
  return {
    customerId: `${customerPrefix}${padded}`,
    userId: `syn-user-${padded}`,
    email: `synthetic-${padded}@example.com`,
    password: syntheticPassword,
  };
}

/** The first `count` synthetic customers present in the database (to sign in as). */
export async function syntheticCustomers(db: Database, count: number): Promise<SyntheticCustomer[]> {
  const total = await countSyntheticCustomers(db);
  return Array.from({ length: Math.min(count, total) }, (_, index) => syntheticCustomer(index + 1));
}

export async function countSyntheticCustomers(db: Database): Promise<number> {
  // Numbered without gaps from 1, so the highest number is the count (and uses the primary key).
  const [row] = await rows<{ highest: number | null }>(
    db,
    sql`select max(substring(id from ${customerPrefix.length + 1}::int)::int) as highest
        from customer where id like ${`${customerPrefix}%`}`,
  );
  return Number(row?.highest ?? 0);
}

export async function seedSyntheticLoad(db: Database, options: SyntheticLoadOptions): Promise<SyntheticLoadResult> {
  const perCustomer = options.deliveriesPerCustomer ?? 10;
  const paymentsPer = options.paymentsPerDelivery ?? 3;
  if (!Number.isInteger(options.customers) || options.customers < 0) throw new RangeError('customers: a whole number ≥ 0');
  if (!Number.isInteger(perCustomer) || perCustomer < 2) throw new RangeError('deliveriesPerCustomer: a whole number ≥ 2');
  if (!Number.isInteger(paymentsPer) || paymentsPer < 1) throw new RangeError('paymentsPerDelivery: a whole number ≥ 1');
  const due = options.dueForBilling ?? Math.ceil(options.customers / 10);
  const now = options.now ?? new Date();

  const existing = await countSyntheticCustomers(db);
  const first = existing + 1;
  const last = options.customers;
  if (last < first) return { added: 0, total: existing };

  const today = toIsoDate(now);
  // The open box: at its cut-off (passed a minute ago) for the due customers, else three weeks on.
  const dueDate = nextValidDeliveryDate(today, 'BE');
  const dueCutOff = new Date(Math.min(cutOffFor(dueDate, 'BE').getTime(), now.getTime() - 60_000));
  const laterDate = schedulableDate(addDays(today, 21), now, 'BE');
  const laterCutOff = cutOffFor(laterDate, 'BE');
  const passwordHash = await syntheticPasswordHash();

  await db.transaction(async (tx) => {
    await skipForeignKeyChecks(tx);
    const base = await idBases(tx);
    // i: 0-based index of the customer in this call; n: its number.
    const customersOf = (body: SQL) => sql`with c as (
        select n, n - ${first}::int as i, lpad(n::text, 7, '0') as p, ${customerPrefix} || lpad(n::text, 7, '0') as customer_id,
          'syn-user-' || lpad(n::text, 7, '0') as user_id
        from generate_series(${first}::int, ${last}::int) as n)
      ${body}`;

    await tx.execute(
      customersOf(sql`insert into auth_user (id, name, email, email_verified, is_anonymous, role, created_at, updated_at)
        select user_id, 'Synthetic ' || n, 'synthetic-' || p || '@example.com', true, false, 'customer', ${now}, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into auth_account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        select 'syn-account-' || p, user_id, 'credential', user_id, ${passwordHash}, ${now}, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into customer (id, user_id, firstname, lastname, phone, prefered_country_id, prefered_language_id,
          current_store_id, default_delivery_address_id, created_at, updated_at)
        select customer_id, user_id, 'Synthetic', 'Customer ' || n, '+32470' || right(p, 6),
          (select id from country where short_name = 'BE'), (select id from language where iso_code = 'nl-BE'),
          'brokkie_app', ${base.address}::int + i + 1, ${now}, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into address (id, customer_id, firstname, lastname, street, number, postal_code, city, country, phone, created_at, updated_at)
        select ${base.address}::int + i + 1, customer_id, 'Synthetic', 'Customer ' || n, 'Synthetische straat', (1 + n % 200)::text,
          '9000', 'Gent', 'BE', '+32470' || right(p, 6), ${now}, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into animal (id, customer_id, name, type, sex, date_of_birth, breed_1_id, sterilised, weight_grams,
          selected_product_id, created_at, updated_at)
        select ${base.animal}::int + i + 1, customer_id, 'Dog ' || n, 'dog', case when n % 2 = 0 then 'female' else 'male' end,
          date '2018-01-01' + (n % 2000), (select min(id) from breed where type = 'dog'), n % 3 <> 0, 6000 + (n % 30) * 1000,
          (select min(id) from product where kind = 'formula' and animal_type in ('dog', 'both') and active), ${now}, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into recurring_delivery (id, customer_id, interval_weeks, next_delivery_date, active, created_at, updated_at)
        select ${base.recurringDelivery}::int + i + 1, customer_id, 4,
          case when n <= ${due}::int then ${dueDate}::date else ${laterDate}::date end, true, ${now}, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into recurring_delivery_item (id, recurring_delivery_id, animal_id, product_id, amount)
        select ${base.recurringDeliveryItem}::int + i + 1, ${base.recurringDelivery}::int + i + 1, ${base.animal}::int + i + 1,
          (select min(id) from product where kind = 'formula' and animal_type in ('dog', 'both') and active), 2 from c`),
    );
    await tx.execute(
      customersOf(sql`insert into sandbox_customer (id, name, email, created_at)
        select 'cst_sbx_syn' || p, 'Synthetic Customer ' || n, 'synthetic-' || p || '@example.com', ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into payment_provider_customer (customer_id, provider, provider_customer_id, created_at)
        select customer_id, 'sandbox', 'cst_sbx_syn' || p, ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into sandbox_mandate (id, customer_id, method, status, details, created_at)
        select 'mdt_sbx_syn' || p, 'cst_sbx_syn' || p, 'directdebit', 'valid',
          jsonb_build_object('consumerName', 'Synthetic Customer ' || n, 'consumerAccount', 'NL55INGB0000000000', 'consumerBic', 'INGBNL2A'),
          ${now} from c`),
    );
    await tx.execute(
      customersOf(sql`insert into mandate (id, customer_id, provider, provider_mandate_id, method, status, is_default, details, created_at)
        select ${base.mandate}::int + i + 1, customer_id, 'sandbox', 'mdt_sbx_syn' || p, 'directdebit', 'valid', true,
          jsonb_build_object('consumerName', 'Synthetic Customer ' || n, 'consumerAccount', 'NL55INGB0000000000', 'consumerBic', 'INGBNL2A'),
          ${now} from c`),
    );
    // k = 1 … perCustomer: the first box, paid recurring boxes every four weeks, then the open box.
    // Invoice numbers of the paid boxes are gapless per year, after those of the year already given.
    await tx.execute(
      customersOf(sql`, d as (
          select c.*, k, ${base.delivery}::int + i * ${perCustomer}::int + k as id,
            case when k = ${perCustomer}::int
              then (case when n <= ${due}::int then ${dueDate}::date else ${laterDate}::date end)
              else ${today}::date - 28 * (${perCustomer}::int - k) - (n % 7) end as delivery_date
          from c cross join generate_series(1, ${perCustomer}::int) as k),
        paid as (
          select d.*, (delivery_date - 3)::timestamptz as paid_at from d where k < ${perCustomer}::int),
        given as (
          select year, max(highest) as highest from (
            select substring(invoice_number from 5 for 4)::int as year, substring(invoice_number from 10)::int as highest
            from delivery where invoice_number like 'BRK-____-%'
            union all
            select year, last_number from invoice_number_counter where prefix = 'BRK') as numbers
          group by year),
        numbered as (
          select paid.id, 'BRK-' || extract(year from paid_at)::int || '-' || lpad((coalesce(given.highest, 0)
            + row_number() over (partition by extract(year from paid_at)::int order by paid_at, paid.id))::text, 6, '0') as invoice_number
          from paid left join given on given.year = extract(year from paid_at)::int)
        insert into delivery (id, customer_id, recurring_delivery_id, kind, status, delivery_date, country, address_id,
          delivery_address, price_excl_vat_cents, vat_cents, total_cents, invoice_number, paid_at, cut_off_at, created_at, updated_at)
        select d.id, customer_id, ${base.recurringDelivery}::int + i + 1,
          case when k = 1 then 'first' else 'recurring' end,
          case when k = ${perCustomer}::int then 'scheduled' when k = ${perCustomer - 1}::int then 'paid' else 'delivered' end,
          delivery_date, 'BE', ${base.address}::int + i + 1,
          case when k < ${perCustomer}::int then jsonb_build_object('firstname', 'Synthetic', 'lastname', 'Customer ' || n,
            'company_name', '', 'street', 'Synthetische straat', 'number', (1 + n % 200)::text, 'box', '', 'postal_code', '9000',
            'city', 'Gent', 'country', 'BE', 'phone', '+32470' || right(p, 6)) end,
          4500 + n % 1000, 270 + n % 60, 4770 + n % 1000 + n % 60, numbered.invoice_number,
          case when k < ${perCustomer}::int then (delivery_date - 3)::timestamptz end,
          case when k < ${perCustomer}::int then (delivery_date - 5)::timestamptz + interval '14 hours'
            when n <= ${due}::int then ${dueCutOff}::timestamptz else ${laterCutOff}::timestamptz end,
          (delivery_date - 30)::timestamptz, (delivery_date - 3)::timestamptz
        from d left join numbered on numbered.id = d.id`),
    );
    // The settlement continues after the numbers given here (nextInvoiceNumber).
    await tx.execute(sql`insert into invoice_number_counter (prefix, year, last_number)
      select 'BRK', substring(invoice_number from 5 for 4)::int, max(substring(invoice_number from 10)::int)
      from delivery where id > ${base.delivery}::int and invoice_number is not null group by 2
      on conflict (prefix, year) do update set last_number = greatest(invoice_number_counter.last_number, excluded.last_number)`);
    await tx.execute(sql`insert into delivery_item (id, delivery_id, animal_id, product_id, amount, unit_grams,
        unit_price_excl_vat_cents, vat_rate, total_incl_vat_cents)
      select ${base.deliveryItem}::int + (delivery.id - ${base.delivery}::int), delivery.id, animal.id, animal.selected_product_id,
        2, 6000, delivery.price_excl_vat_cents / 2, 600, delivery.total_cents
      from delivery join animal on animal.customer_id = delivery.customer_id and animal.id > ${base.animal}::int
      where delivery.id > ${base.delivery}::int`);
    // Every paid box: `paymentsPerDelivery - 1` failed attempts, then the paid one.
    await tx.execute(sql`insert into payment (id, customer_id, delivery_id, provider, provider_payment_id, sequence_type, status,
        method, amount_cents, mandate_id, attempt, created_at, updated_at, settled_at)
      select ${base.payment}::int + (delivery.id - ${base.delivery}::int - 1) * ${paymentsPer}::int + j,
        delivery.customer_id, delivery.id, 'sandbox', 'tr_sbx_syn' || lpad(delivery.id::text, 10, '0') || j,
        case when delivery.kind = 'first' then 'first' else 'recurring' end,
        case when j = ${paymentsPer}::int then 'paid' else 'failed' end, 'directdebit', delivery.total_cents,
        case when delivery.kind = 'first' then null else mandate.id end, j,
        delivery.paid_at - (${paymentsPer}::int - j) * interval '1 day', delivery.paid_at, delivery.paid_at
      from delivery
        join mandate on mandate.customer_id = delivery.customer_id and mandate.id > ${base.mandate}::int
        cross join generate_series(1, ${paymentsPer}::int) as j
      where delivery.id > ${base.delivery}::int and delivery.paid_at is not null`);

    for (const table of serialTables) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`);
    }
  });
  // Plans and index-only scans as on a database that autovacuum has caught up with.
  await db.execute(sql.raw(`vacuum analyze ${vacuumedTables.join(', ')}`));
  return { added: last - first + 1, total: last };
}

const serialTables = ['address', 'animal', 'recurring_delivery', 'recurring_delivery_item', 'mandate', 'delivery', 'delivery_item', 'payment'] as const;

const vacuumedTables = [
  ...serialTables,
  'auth_user',
  'auth_account',
  'customer',
  'sandbox_customer',
  'payment_provider_customer',
  'sandbox_mandate',
  'invoice_number_counter',
];

type IdBases = {
  address: number;
  animal: number;
  recurringDelivery: number;
  recurringDeliveryItem: number;
  mandate: number;
  delivery: number;
  deliveryItem: number;
  payment: number;
};

// New rows take ids above each table's highest (the sequences move past them afterwards), so
// that every statement knows the ids of the rows the others made without reading them back.
async function idBases(db: Database): Promise<IdBases> {
  const [row] = await rows<Record<keyof IdBases, number | string>>(
    db,
    sql`select
      (select coalesce(max(id), 0) from address) as "address",
      (select coalesce(max(id), 0) from animal) as "animal",
      (select coalesce(max(id), 0) from recurring_delivery) as "recurringDelivery",
      (select coalesce(max(id), 0) from recurring_delivery_item) as "recurringDeliveryItem",
      (select coalesce(max(id), 0) from mandate) as "mandate",
      (select coalesce(max(id), 0) from delivery) as "delivery",
      (select coalesce(max(id), 0) from delivery_item) as "deliveryItem",
      (select coalesce(max(id), 0) from payment) as "payment"`,
  );
  if (!row) throw new Error('No id bases');
  const bases = {} as IdBases;
  for (const key of Object.keys(row) as (keyof IdBases)[]) bases[key] = Number(row[key]);
  return bases;
}

// The rows reference each other by construction; checking every foreign key row by row is most
// of the load's time on PostgreSQL. Only a superuser may turn the checks off (for this
// transaction): otherwise they stay on, and the load is only slower.
async function skipForeignKeyChecks(tx: Database): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    // Not a superuser: keep the checks.
  }
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// better-auth's password hash (@better-auth/utils/password: scrypt N=16384 r=16 p=1, 64 bytes,
// "salt:key" in hex), with a fixed salt so that the load is deterministic.
const passwordSalt = '73796e746865746963206c6f61642031';

function syntheticPasswordHash(): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(syntheticPassword.normalize('NFKC'), passwordSalt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 }, (error, key) => {
      if (error) reject(error);
      else resolve(`${passwordSalt}:${key.toString('hex')}`);
    });
  });
}
