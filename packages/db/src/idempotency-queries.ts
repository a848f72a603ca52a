import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from './client.ts';
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

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'in-flight' }
  | { kind: 'mismatch' };

/**
 * Claims `key` for one execution. The primary key (principal, key) makes the claim atomic on
 * both PGlite and PostgreSQL, so of two concurrent duplicates exactly one gets `claimed`.
 * A claim whose execution died before completing (crash) is taken over once it is older than
 * `staleAfterMs`.
 */
export async function claimIdempotencyKey(
  db: Database,
  request: IdempotencyRequest,
  options: { staleAfterMs: number; now?: Date },
): Promise<IdempotencyClaim> {
  const now = options.now ?? new Date();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...request, lockedAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed' };

    const [existing] = await db.select().from(idempotencyKeys).where(matches(request));
    // Released between our insert and select: claim again.
    if (!existing) continue;
    if (existing.requestHash !== request.requestHash) return { kind: 'mismatch' };
    if (existing.completedAt && existing.statusCode !== null && existing.responseBody !== null) {
      return {
        kind: 'replay',
        response: {
          statusCode: existing.statusCode,
          headers: existing.responseHeaders ?? {},
          body: existing.responseBody,
        },
      };
    }
    const staleBefore = new Date(now.getTime() - options.staleAfterMs);
    const takenOver = await db
      .update(idempotencyKeys)
      .set({ lockedAt: now })
      .where(and(matches(request), isNull(idempotencyKeys.completedAt), lt(idempotencyKeys.lockedAt, staleBefore)))
      .returning({ key: idempotencyKeys.key });
    return takenOver.length > 0 ? { kind: 'claimed' } : { kind: 'in-flight' };
  }
  return { kind: 'in-flight' };
}

/** Stores the response of a claimed execution, to be replayed for every repeat of the key. */
export async function completeIdempotencyKey(
  db: Database,
  identity: IdempotencyIdentity,
  response: StoredResponse,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: response.statusCode,
      responseHeaders: response.headers,
      responseBody: response.body,
      completedAt: new Date(),
    })
    .where(matches(identity));
}

/** Forgets a claim whose outcome must not be replayed (e.g. a 5xx), so a retry executes again. */
export async function releaseIdempotencyKey(db: Database, identity: IdempotencyIdentity): Promise<void> {
  await db.delete(idempotencyKeys).where(and(matches(identity), isNull(idempotencyKeys.completedAt)));
}

/** Deletes keys created before `before`; returns how many. */
export async function pruneIdempotencyKeys(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}

function matches(identity: IdempotencyIdentity) {
  return and(eq(idempotencyKeys.principal, identity.principal), eq(idempotencyKeys.key, identity.key));
}
