/** Settings of the reminder notices, from the environment. */
export interface ReminderNoticeConfig {
  /**
   * REMINDER_NOTICE_INTERVAL_MS: how often this process looks for notices due; 0 (or `off`)
   * never (another instance does). Default five minutes, except under the test runner (tests run
   * the job themselves).
   */
  intervalMs: number;
}

export const defaultReminderNoticeIntervalMs = 5 * 60_000;

export function readReminderNoticeConfig(env: NodeJS.ProcessEnv, context: { underTestRunner?: boolean } = {}): ReminderNoticeConfig {
  const raw = env.REMINDER_NOTICE_INTERVAL_MS?.trim();
  if (raw === undefined || raw === '') {
    return { intervalMs: (context.underTestRunner ?? Boolean(process.env.VITEST)) ? 0 : defaultReminderNoticeIntervalMs };
  }
  if (raw === 'off') return { intervalMs: 0 };
  const intervalMs = Number(raw);
  // A notice is about a day, not a second: more often than every second only loads the database.
  if (!Number.isInteger(intervalMs) || (intervalMs !== 0 && intervalMs < 1000)) {
    throw new Error(`REMINDER_NOTICE_INTERVAL_MS must be 0, off or a number of milliseconds of at least 1000: ${raw}`);
  }
  return { intervalMs };
}
