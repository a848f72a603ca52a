import { desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { consentRecords } from './schema.ts';

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type NewConsentRecord = Pick<typeof consentRecords.$inferInsert, 'customerId' | 'analytics' | 'marketing' | 'bannerVersion' | 'source'>;

/** Records a choice; the row (with its timestamp) is the proof. */
export async function insertConsentRecord(db: Database, record: NewConsentRecord): Promise<ConsentRecordRow> {
  const [row] = await db.insert(consentRecords).values(record).returning();
  if (!row) throw new Error('consent record not stored');
  return row;
}

/** The customer's records, newest first (the first is the choice in force). */
export async function listConsentRecords(db: Database, customerId: string): Promise<ConsentRecordRow[]> {
  return db.select().from(consentRecords).where(eq(consentRecords.customerId, customerId)).orderBy(desc(consentRecords.createdAt), desc(consentRecords.id));
}
