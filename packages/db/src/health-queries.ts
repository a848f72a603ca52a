import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** A real round trip to the database; throws when it is not reachable. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
