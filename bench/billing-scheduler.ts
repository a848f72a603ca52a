/**
 * How long one run of the recurring-billing scheduler takes for N boxes at their cut-off
 * (docs/billing.md, issue 11: 10,000 in ≤ 60 s on PostgreSQL), and how long an idle tick takes.
 *
 *   npx tsx bench/billing-scheduler.ts --boxes 10000 [--database-url postgres://postgres@127.0.0.1:5432/test]
 *
 * With a PostgreSQL URL (flag or DATABASE_URL) a fresh database is made on that server and dropped
 * afterwards; without one, an in-memory PGlite. The run freezes, charges (sandbox provider),
 * confirms every box and makes each subscription's next one; it must leave no error and no box
 * unpaid. The idle tick is a run with nothing due and nothing changed in the last ten minutes
 * (the history is aged to a quiet day): over these subscriptions, and, when the synthetic loader
 * (`@brokkie/db/synthetic-load`) is there, at 100k customers.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '@brokkie/db/client';
import { createScratchDatabase } from '@brokkie/db/scratch-database';
import { prepareDatabase } from '@brokkie/db/seed';
import type { BillingRunReport } from '@brokkie/contracts/billing';
import { buildApi } from '../apps/api/src/app.ts';
import { seedDueBoxes } from '../apps/api/test/modules/billing/billing-load.ts';
import { settleSchedulerHistory } from './lib/database.ts';

export interface BillingRunMeasurement {
  /** Boxes frozen, charged and paid by the run. */
  boxes: number;
  /** Wall-clock seconds of that one run. */
  seconds: number;
  /** An idle tick (nothing due) at 100k customers when the synthetic loader is there, else over the boxes seeded. */
  idleTickMs: number;
  /** How many customers the idle tick ran over. */
  idleCustomers: number;
  errors: number;
}

export interface MeasureBillingRunOptions {
  /** PostgreSQL server to make a scratch database on; PGlite in memory when absent. */
  databaseUrl?: string | undefined;
  boxes: number;
  /** Customers of the idle tick (synthetic loader); default 100,000. */
  idleCustomers?: number;
  log?: (line: string) => void;
}

export async function measureBillingRun(options: MeasureBillingRunOptions): Promise<BillingRunMeasurement> {
  const log = options.log ?? (() => {});
  const serverUrl = options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl) ? options.databaseUrl : undefined;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'brokkie_bench_billing') : undefined;
  const database: DatabaseHandle = openDatabase(scratch?.url ?? 'memory://');
  try {
    await prepareDatabase(database);
    const app = await buildApi({
      database,
      identity: { devOidc: { enabled: false, port: 0 } },
      env: { ...process.env, BILLING_SCHEDULER_INTERVAL_MS: 'off' },
      // Its runs go through the development control (POST /api/dev/billing/run/).
      devTools: true,
    });
    try {
      let started = performance.now();
      const due = await seedDueBoxes(database.db, { boxes: options.boxes, tag: 'bench' });
      await analyze(database.db);
      log(`seeded ${options.boxes} due boxes in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind})`);

      // The development control is the API's one door to its scheduler (the module is encapsulated).
      // A 503 is the API shedding load (decision 0018): right after the big run, on PGlite, the
      // sandbox's webhooks for its payments still queue for the database. The caller then waits
      // and asks again, as the web client does; a run is only timed once it was answered.
      const runOnce = async (now: Date): Promise<BillingRunReport> => {
        const response = await app.inject({ method: 'POST', url: '/api/dev/billing/run/', payload: { now: now.toISOString() } });
        if (response.statusCode === 503) throw new BusyError(Number(response.headers['retry-after'] ?? 1));
        if (response.statusCode !== 200) throw new Error(`billing run: ${response.statusCode} ${response.body}`);
        return response.json();
      };
      started = performance.now();
      const report = await runOnce(due.dueAt);
      const seconds = (performance.now() - started) / 1000;
      const paid = await countPaid(database.db, due.boxIds);
      log(
        `one run: ${seconds.toFixed(1)} s — frozen ${report.frozen.length}, charged ${report.charged.length}, paid ${paid}, ` +
          `confirmed ${report.confirmed.length}, next boxes ${report.created.length}, errors ${report.errors}`,
      );
      if (paid !== options.boxes) log(`WARNING: ${options.boxes - paid} boxes left unpaid`);

      // The ticks run at the real time: the boxes made by the run and the synthetic ones are weeks
      // from their cut-off then (at the seeded boxes' cut-off the synthetic ones would be due too).
      const quietNow = new Date();
      let idleCustomers = options.boxes;
      const synthetic = await loadSyntheticLoader();
      if (synthetic && options.idleCustomers !== 0) {
        idleCustomers = options.idleCustomers ?? 100_000;
        started = performance.now();
        // None of them due: what is timed is a tick with nothing to do among 100k subscriptions.
        await synthetic(database.db, { customers: idleCustomers, dueForBilling: 0 });
        await settleSchedulerHistory(database.db);
        await analyze(database.db);
        log(`synthetic load of ${idleCustomers} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        started = performance.now();
        const sweep = await runOnce(quietNow);
        log(`a full sweep over them: ${(performance.now() - started).toFixed(0)} ms (errors ${sweep.errors})`);
      } else {
        await settleSchedulerHistory(database.db);
      }
      const idleTickMs = await idleTick(() => runOnce(quietNow));
      log(`idle tick over ${idleCustomers} customers: ${idleTickMs.toFixed(1)} ms (median of 5)`);
      return { boxes: paid, seconds, idleTickMs, idleCustomers, errors: report.errors };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await scratch?.drop();
  }
}

class BusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`the API is busy: retry after ${retryAfterSeconds} s`);
  }
}

/** Five answered runs, timed; a run the API shed (503) is asked again after its Retry-After, untimed, for up to two minutes. */
async function idleTick(run: () => Promise<{ created: unknown[]; frozen: unknown[]; charged: unknown[] }>): Promise<number> {
  const times: number[] = [];
  const giveUpAt = performance.now() + 120_000;
  while (times.length < 5) {
    const started = performance.now();
    try {
      await run();
    } catch (error) {
      if (!(error instanceof BusyError) || performance.now() > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, error.retryAfterSeconds) * 1000));
      continue;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[2] ?? Number.NaN;
}

async function countPaid(db: Database, ids: number[]): Promise<number> {
  const result = await db.execute<{ paid: number }>(
    sql`select count(*)::int as paid from delivery where id = any(${`{${ids.join(',')}}`}::int[]) and status = 'paid'`,
  );
  const rows = (result as { rows?: { paid: number }[] }).rows ?? (result as unknown as { paid: number }[]);
  return Number(rows[0]?.paid ?? 0);
}

async function analyze(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

type SyntheticLoader = (db: Database, options: { customers: number; dueForBilling?: number }) => Promise<unknown>;

/** The synthetic loader of the data-volume work, when it is there (it may not be yet). */
async function loadSyntheticLoader(): Promise<SyntheticLoader | undefined> {
  try {
    const specifier = '@brokkie/db/synthetic-load';
    const module = (await import(specifier)) as { seedSyntheticLoad?: SyntheticLoader };
    return module.seedSyntheticLoad;
  } catch {
    return undefined;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      boxes: { type: 'string', default: '10000' },
      'database-url': { type: 'string' },
      'idle-customers': { type: 'string' },
    },
  });
  const result = await measureBillingRun({
    boxes: Number(values.boxes),
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL,
    idleCustomers: values['idle-customers'] ? Number(values['idle-customers']) : undefined,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(result));
  process.exit(result.errors === 0 && result.boxes === Number(values.boxes) ? 0 : 1);
}
