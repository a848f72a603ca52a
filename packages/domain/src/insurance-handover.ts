/**
 * The hand-over of an insurance lead to its insurer (issue 15, docs/insurance.md "Hand-over"):
 * which answers are worth trying again, when, and when to give up. A lead is never deleted for
 * failing: it stays new, and one given up on is shown to people (the development page, the log).
 */

/**
 * Waits after each failed attempt that may succeed later: 1 min, 5 min, 15 min, 1 h, 3 h, then
 * every 6 h (`insuranceHandoverRepeatDelayMs`) until `insuranceHandoverGiveUpMs` have passed.
 */
export const insuranceHandoverRetryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 3_600_000, 3 * 3_600_000] as const;
export const insuranceHandoverRepeatDelayMs = 6 * 3_600_000;

/** Failures for longer than this since the lead was made: given up on (`handover_failed_at`). */
export const insuranceHandoverGiveUpMs = 7 * 24 * 3_600_000;

/** An insurer's answer worth trying again: none at all, a timeout, too early, too many requests, a server error. */
export function isRetryableHandoverStatus(status: number | null): boolean {
  return status === null || status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * When to try again after failed attempt number `attempts` (1 = the first) of a lead made at
 * `createdAt`; null once failures have lasted longer than seven days: give up.
 */
export function nextInsuranceHandoverAt(attempts: number, now: Date, createdAt: Date): Date | null {
  if (now.getTime() - createdAt.getTime() > insuranceHandoverGiveUpMs) return null;
  const delay = insuranceHandoverRetryDelaysMs[attempts - 1] ?? insuranceHandoverRepeatDelayMs;
  return new Date(now.getTime() + delay);
}
