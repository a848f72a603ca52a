import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { authSignInFailures } from './schema.ts';

export type SignInAttempt = { allowed: true; failures: number } | { allowed: false; retryAt: Date };

/**
 * Counts a sign-in attempt for `key` in its window (a fixed window that starts with the first
 * attempt counted), unless `max` are counted already: then it is refused until the window ends.
 * One statement, so concurrent attempts from many instances never count past `max`.
 */
export async function countSignInAttempt(db: Database, key: string, options: { now: Date; windowMs: number; max: number }): Promise<SignInAttempt> {
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const windowOver = sql`${authSignInFailures.windowStartedAt} <= ${new Date(options.now.getTime() - options.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authSignInFailures)
    .values({ key, failures: 1, windowStartedAt: options.now })
    .onConflictDoUpdate({
      target: authSignInFailures.key,
      set: {
        failures: sql`case when ${windowOver} then 1 else ${authSignInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now} else ${authSignInFailures.windowStartedAt} end`,
      },
      setWhere: sql`${windowOver} or ${authSignInFailures.failures} < ${options.max}`,
    })
    .returning({ failures: authSignInFailures.failures });
  if (row) return { allowed: true, failures: row.failures };
  const [full] = await db.select({ windowStartedAt: authSignInFailures.windowStartedAt }).from(authSignInFailures).where(eq(authSignInFailures.key, key));
  // Gone meanwhile (a password reset): the next attempt starts a new window.
  const startedAt = full?.windowStartedAt ?? options.now;
  return { allowed: false, retryAt: new Date(startedAt.getTime() + options.windowMs) };
}

/** Takes back one attempt counted for `key` (it was not a failed sign-in). */
export async function uncountSignInAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(authSignInFailures)
    .set({ failures: sql`${authSignInFailures.failures} - 1` })
    .where(and(eq(authSignInFailures.key, key), gt(authSignInFailures.failures, 0)));
}

/** Forgets every attempt counted for `key` (the password was reset). */
export async function forgetSignInAttempts(db: Database, key: string): Promise<void> {
  await db.delete(authSignInFailures).where(eq(authSignInFailures.key, key));
}

/** Removes the windows that started before `cutoff` (over, whatever they counted). */
export async function deleteSignInWindowsBefore(db: Database, cutoff: Date): Promise<void> {
  await db.delete(authSignInFailures).where(lt(authSignInFailures.windowStartedAt, cutoff));
}
