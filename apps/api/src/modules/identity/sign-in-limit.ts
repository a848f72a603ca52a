import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import { countSignInAttempt, deleteSignInWindowsBefore, forgetSignInAttempts, uncountSignInAttempt } from '@brokkie/db/sign-in-limit-queries';

/**
 * The per-account limit of e-mail sign-ins, beside the per-IP one: at most `max` failed sign-ins
 * per e-mail address in a window of `windowSeconds` (a fixed window from the first failure), from
 * any number of IPs. 10 per 15 minutes keeps a guesser spread over many addresses under 40
 * guesses an hour per account (OWASP ASVS 2.2.1 asks at most 100), and a person who mistypes
 * far from it.
 */
export const signInFailureLimit = { max: 10, windowSeconds: 15 * 60 } as const;

export type SignInLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * The counter behind the limit, in the database (every API instance shares it). An attempt is
 * counted before its password is checked (so that concurrent guesses cannot all slip in before
 * the first failure is written) and taken back when it was not a failure. Addresses without an
 * account count the same, so the 429 tells nothing about which addresses have one. The key is a
 * hash of the address: the table never holds the address itself.
 */
export class SignInLimit {
  constructor(
    private readonly options: {
      db: Database;
      max: number;
      windowSeconds: number;
      log: FastifyBaseLogger;
    },
  ) {}

  /** Counts an attempt for `email`; refused while the address has had `max` failures in its window. */
  async attempt(email: string, now = new Date()): Promise<SignInLimitDecision> {
    const { db, max, windowSeconds } = this.options;
    const windowMs = windowSeconds * 1000;
    const counted = await countSignInAttempt(db, keyOf(email), { now, windowMs, max });
    if (!counted.allowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((counted.retryAt.getTime() - now.getTime()) / 1000)) };
    // A new window: the windows that ended before it are of no use any more.
    if (counted.failures === 1) {
      await deleteSignInWindowsBefore(db, new Date(now.getTime() - windowMs)).catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'old sign-in windows could not be removed'),
      );
    }
    return { allowed: true };
  }

  /** The attempt was no failed sign-in (it succeeded, or was refused for another reason). */
  async notAFailure(email: string): Promise<void> {
    await uncountSignInAttempt(this.options.db, keyOf(email));
  }

  /** The password was reset: its owner gets in at once. */
  async forget(email: string): Promise<void> {
    await forgetSignInAttempts(this.options.db, keyOf(email));
  }
}

/** The address as better-auth looks it up, hashed. */
function keyOf(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
