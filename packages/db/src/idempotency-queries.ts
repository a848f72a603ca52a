import { and, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.ts';
import { idempotencyKeys } from './schema.ts';

export interface IdempotencyIdentity {
  principal: string;
  key: string;
}

export interface IdempotencyRequest extends IdempotencyIdentity {
  method: string;
  path: string;
  /** Fingerprint of method, path and body: the same key with another request is refused. */
  requestHash: string;
}

export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export interface StoredIdempotencyKey {
  requestHash: string;
  /** Null on a row left by the older claim-then-complete scheme whose request never finished. */
  response: StoredResponse | null;
}

/** What is stored for `identity`, if anything. */
export async function findIdempotencyKey(db: Database, identity: IdempotencyIdentity): Promise<StoredIdempotencyKey | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(matches(identity));
  if (!row) return undefined;
  const complete = row.completedAt !== null && row.statusCode !== null && row.responseBody !== null;
  return {
    requestHash: row.requestHash,
    response: complete ? { statusCode: row.statusCode!, headers: row.responseHeaders ?? {}, body: row.responseBody! } : null,
  };
}

/**
 * Takes the key for the rest of transaction `tx`, or answers false when another transaction
 * (another instance of the API) holds it: a PostgreSQL advisory lock, released by commit or
 * rollback, so a crashed execution never leaves it taken.
 */
export async function lockIdempotencyKey(tx: Database, identity: IdempotencyIdentity): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`${identity.principal}\n${identity.key}`}, 0)) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/** Stores the response of an execution, to be replayed for every repeat of the key. */
export async function storeIdempotentResponse(db: Database, request: IdempotencyRequest, response: StoredResponse): Promise<void> {
  const now = new Date();
  const values = {
    ...request,
    statusCode: response.statusCode,
    responseHeaders: response.headers,
    responseBody: response.body,
    completedAt: now,
    lockedAt: now,
    createdAt: now,
  };
  await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyKeys.principal, idempotencyKeys.key], set: values, where: sql`${idempotencyKeys.completedAt} is null` });
}

/** Deletes keys created before `before`; returns how many. */
export async function pruneIdempotencyKeys(db: Database, before: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}

function matches(identity: IdempotencyIdentity) {
  return and(eq(idempotencyKeys.principal, identity.principal), eq(idempotencyKeys.key, identity.key));
}
