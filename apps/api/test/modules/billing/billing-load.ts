import { sql } from 'drizzle-orm';
import type { Database } from '@brokkie/db/client';
import { cutOffFor } from '@brokkie/domain/billing-schedule';
import { addDays, nextValidDeliveryDate, type IsoDate } from '@brokkie/domain/delivery-dates';

/**
 * Subscribers with a box at its cut-off, written in a few set-based statements (generate_series),
 * so that the billing scheduler's batches can be measured and tested at volume: each a Belgian
 * customer with a sign-in, a default address, a dog on a dry formula, an active subscription, a
 * valid sandbox mandate (on our side and at the sandbox provider) and a scheduled box whose
 * cut-off has passed at `dueAt`. No vitest here: the benchmark (bench/billing-scheduler.ts) uses it too.
 */
export interface DueBoxes {
  /** The moment the boxes are due: one minute after their cut-off. */
  dueAt: Date;
  deliveryDate: IsoDate;
  boxIds: number[];
  customerIds: string[];
}

/** A delivery day about three weeks from `today`, so that its cut-off is ahead of the real clock. */
export function loadDeliveryDate(today = new Date()): IsoDate {
  return nextValidDeliveryDate(addDays(today.toISOString().slice(0, 10) as IsoDate, 21), 'BE');
}

export async function seedDueBoxes(db: Database, options: { boxes: number; tag?: string; deliveryDate?: IsoDate }): Promise<DueBoxes> {
  const count = options.boxes;
  // Ids unique per call, so that a test file may seed twice.
  const tag = options.tag ?? Math.random().toString(36).slice(2, 8);
  if (!/^[a-z0-9]+$/.test(tag)) throw new Error(`tag must be [a-z0-9]: ${tag}`);
  const deliveryDate = options.deliveryDate ?? loadDeliveryDate();
  const cutOffAt = cutOffFor(deliveryDate, 'BE');
  const dueAt = new Date(cutOffAt.getTime() + 60_000);
  const formula = await db.execute<{ id: number }>(
    sql`select id from product where kind = 'formula' and animal_type = 'dog' and active order by position, id limit 1`,
  );
  const productId = rowsOf<{ id: number }>(formula)[0]?.id;
  if (productId === undefined) throw new Error('No dog formula in the catalogue: seed the database first');
  const series = sql`generate_series(1, ${count}::int) as n`;
  const customer = sql.raw(`'hid_ld${tag}x' || n`);
  const email = sql.raw(`'load-${tag}-' || n || '@example.com'`);

  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into auth_user (id, name, email, email_verified)
      select ${sql.raw(`'usr_ld${tag}_' || n`)}, 'Load Tester ' || n, ${email}, true from ${series}`);
    await tx.execute(sql`insert into customer (id, user_id, firstname, lastname, current_store_id)
      select ${customer}, ${sql.raw(`'usr_ld${tag}_' || n`)}, 'Load', 'Tester ' || n, 'brokkie' from ${series}`);
    await tx.execute(sql`insert into address (customer_id, firstname, lastname, street, number, postal_code, city, country)
      select ${customer}, 'Load', 'Tester ' || n, 'Kerkstraat', (n % 200 + 1)::text, '9000', 'Gent', 'BE' from ${series}`);
    await tx.execute(sql`update customer c set default_delivery_address_id = a.id
      from address a where a.customer_id = c.id and c.id like ${`hid_ld${tag}x%`}`);
    await tx.execute(sql`insert into animal (customer_id, name, type, sex, date_of_birth, weight_grams, sterilised, selected_product_id)
      select ${customer}, 'Rex ' || n, 'dog', 'male', (current_date - interval '4 years')::date, 18000 + (n % 20) * 500, true, ${productId}
      from ${series}`);
    await tx.execute(sql`insert into recurring_delivery (customer_id, interval_weeks, next_delivery_date, active)
      select ${customer}, 4, ${deliveryDate}::date, true from ${series}`);
    await tx.execute(sql`insert into recurring_delivery_item (recurring_delivery_id, animal_id, product_id, amount)
      select r.id, a.id, ${productId}, 2 from recurring_delivery r join animal a on a.customer_id = r.customer_id
      where r.customer_id like ${`hid_ld${tag}x%`}`);
    await tx.execute(sql`insert into sandbox_customer (id, name, email)
      select ${sql.raw(`'cst_sbx_ld${tag}' || n`)}, 'Load Tester ' || n, ${email} from ${series}`);
    await tx.execute(sql`insert into sandbox_mandate (id, customer_id, method, status, details)
      select ${sql.raw(`'mdt_sbx_ld${tag}' || n`)}, ${sql.raw(`'cst_sbx_ld${tag}' || n`)}, 'directdebit', 'valid',
        jsonb_build_object('consumerName', 'Load Tester ' || n, 'consumerAccount', 'NL55INGB0000000000', 'consumerBic', 'INGBNL2A')
      from ${series}`);
    await tx.execute(sql`insert into payment_provider_customer (customer_id, provider, provider_customer_id)
      select ${customer}, 'sandbox', ${sql.raw(`'cst_sbx_ld${tag}' || n`)} from ${series}`);
    await tx.execute(sql`insert into mandate (customer_id, provider, provider_mandate_id, method, status, is_default, details)
      select ${customer}, 'sandbox', ${sql.raw(`'mdt_sbx_ld${tag}' || n`)}, 'directdebit', 'valid', true,
        jsonb_build_object('consumer_name', 'Load Tester ' || n) from ${series}`);
    await tx.execute(sql`insert into delivery (customer_id, recurring_delivery_id, kind, status, delivery_date, country, address_id, cut_off_at)
      select r.customer_id, r.id, 'recurring', 'scheduled', ${deliveryDate}::date, 'BE', c.default_delivery_address_id, ${cutOffAt.toISOString()}::timestamptz
      from recurring_delivery r join customer c on c.id = r.customer_id where r.customer_id like ${`hid_ld${tag}x%`}`);
  });
  const boxes = rowsOf<{ id: number; customer_id: string }>(
    await db.execute<{ id: number; customer_id: string }>(
      sql`select id, customer_id from delivery where customer_id like ${`hid_ld${tag}x%`} and kind = 'recurring' order by id`,
    ),
  );
  return { dueAt, deliveryDate, boxIds: boxes.map((row) => row.id), customerIds: boxes.map((row) => row.customer_id) };
}

/** node-postgres answers `{ rows }`, PGlite too; drizzle's execute types differ per driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
