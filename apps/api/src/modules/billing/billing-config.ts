/** Settings of recurring billing, from the environment (docs/billing.md lists them). */
export interface BillingConfig {
  /**
   * BILLING_SCHEDULER_INTERVAL_MS: how often the scheduler runs in this process; 0 (or `off`)
   * never. Default one minute, except under the test runner (tests start it themselves).
   */
  schedulerIntervalMs: number;
  /** PAY_NOW_SECRET: signs pay-now links; default the identity secret. */
  payNowSecret: string;
  /** BILLING_BATCH_SIZE: rows the scheduler reads and claims at a time (default 200). */
  batchSize: number;
  /** BILLING_CONCURRENCY: items of a batch worked on at once; default by database (undefined here). */
  concurrency: number | undefined;
}

export const defaultBillingBatchSize = 200;

export const defaultSchedulerIntervalMs = 60_000;

export function readBillingConfig(
  env: NodeJS.ProcessEnv,
  context: { identitySecret: string; underTestRunner?: boolean },
): BillingConfig {
  const raw = env.BILLING_SCHEDULER_INTERVAL_MS?.trim();
  let schedulerIntervalMs: number;
  if (raw === undefined || raw === '') {
    schedulerIntervalMs = (context.underTestRunner ?? Boolean(process.env.VITEST)) ? 0 : defaultSchedulerIntervalMs;
  } else if (raw === 'off') {
    schedulerIntervalMs = 0;
  } else {
    schedulerIntervalMs = Number(raw);
    // Below a second the scheduler would mostly look at an unchanged database.
    if (!Number.isInteger(schedulerIntervalMs) || (schedulerIntervalMs !== 0 && schedulerIntervalMs < 1000)) {
      throw new Error(`BILLING_SCHEDULER_INTERVAL_MS must be 0, off or a number of milliseconds of at least 1000: ${raw}`);
    }
  }
  const payNowSecret = env.PAY_NOW_SECRET?.trim() || context.identitySecret;
  if (!payNowSecret) throw new Error('PAY_NOW_SECRET or BETTER_AUTH_SECRET must be set');
  const rawBatch = env.BILLING_BATCH_SIZE?.trim();
  const batchSize = rawBatch ? Number(rawBatch) : defaultBillingBatchSize;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new Error(`BILLING_BATCH_SIZE must be a whole number from 1 to 10000: ${rawBatch}`);
  }
  const rawConcurrency = env.BILLING_CONCURRENCY?.trim();
  const concurrency = rawConcurrency ? Number(rawConcurrency) : undefined;
  if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64)) {
    throw new Error(`BILLING_CONCURRENCY must be a whole number from 1 to 64: ${rawConcurrency}`);
  }
  return { schedulerIntervalMs, payNowSecret, batchSize, concurrency };
}
