/**
 * The time the billing scheduler and the billing endpoints work with: the real time, shifted by
 * an offset that only the development control sets (so the whole cycle of a box — cut-off,
 * charge, retries — can be seen locally in minutes). In production the offset is always 0.
 */
export class BillingClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  get offset(): number {
    return this.offsetMs;
  }

  /** From now on the clock reads `instant` at this moment, and runs on from there. */
  setNow(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
