import { count, desc, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { mailMessages } from './schema.ts';
import type { Page, PageWindow } from './reference-data-queries.ts';

export type MailMessageRow = typeof mailMessages.$inferSelect;
export type NewMailMessage = Omit<typeof mailMessages.$inferInsert, 'id' | 'createdAt'>;

export async function insertMailMessage(db: Database, message: NewMailMessage): Promise<MailMessageRow> {
  const [row] = await db.insert(mailMessages).values(message).returning();
  if (!row) throw new Error('The mail message was not stored');
  return row;
}

/** The messages, in one statement. */
export async function insertMailMessages(db: Database, messages: readonly NewMailMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(mailMessages).values([...messages]);
}

/** Newest first; `to` keeps the messages sent to that address (case-insensitive). */
export async function listMailMessages(
  db: Database,
  window: PageWindow,
  filter: { to?: string | undefined } = {},
): Promise<Page<MailMessageRow>> {
  const where = filter.to ? eq(mailMessages.toAddress, filter.to.toLowerCase()) : undefined;
  const [counted, rows] = await Promise.all([
    db.select({ count: count() }).from(mailMessages).where(where),
    db
      .select()
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

export async function findMailMessage(db: Database, id: number): Promise<MailMessageRow | undefined> {
  const [row] = await db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}
