/**
 * `npm run test:load [-- --quick] [-- --soak <minutes>]`: the load script of issue 17, on
 * PostgreSQL (docs/performance.md, "Load script"). A scratch database seeded with synthetic
 * customers, the standalone API and the bare Fastify baseline each in a process of their own;
 * then, with the baseline measured in the same run:
 *
 * - the busiest reads, signed in as synthetic customers (GET /animal/, /recurringdelivery/,
 *   /delivery/, /customer/) and public (/country/, /product/): req/s and p99 beside bare
 *   Fastify's `select 1`, autocannon against both, interleaved;
 * - the checkout path: N walkers, each walking first orders one after the other (anonymous
 *   visitor → pet → meal plan and price → first box → account → address → date → payment → the
 *   sandbox marks it paid and calls the webhook → the order found paid; bench/lib/first-order-walk.ts):
 *   walks/s and the p99 of each step, beside the bare route through the same client;
 * - `--soak <minutes>`: reads and walkers together for that long, a sample every 30 s (server
 *   RSS, event-loop delay, req/s, p99); fails when memory or p99 drift (see `judgeSoak`).
 *
 * Exits 1 on any failure: an answer other than the one expected, no answer, or a soak drift.
 * 503s of the load shedding are counted and reported apart (the walkers retry them after
 * Retry-After, as the web client does); they do not fail the run.
 *
 * Options: --quick (~1 minute), --soak <minutes>, --customers N (default 10,000; quick 2,000),
 * --connections N (reads, default 50), --walkers N (default 10). PostgreSQL from DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/test (a database brokkie_bench_… is made and dropped).
 * Not part of CI (minutes long, and its figures depend on the machine).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import type autocannon from 'autocannon';
import { startBareFastify } from './lib/baselines.ts';
import { createBenchDatabase, seedCustomers, syntheticLoader, type BenchDatabase } from './lib/database.ts';
import { fetchLoop, quantile, Walkers, walkSteps, type WalkFailure, type WalkStats } from './lib/first-order-walk.ts';
import { signIn } from './lib/identity.ts';
import { load, loadRounds, type LoadResult } from './lib/load.ts';
import { freePort, guardRun, serverRss, startProcess, stopAll, waitForHttp, type Started } from './lib/processes.ts';
import { format, printTable, writeJson, type Row } from './lib/report.ts';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDirectory, '..');

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    soak: { type: 'string' },
    customers: { type: 'string' },
    connections: { type: 'string', default: '50' },
    walkers: { type: 'string', default: '10' },
  },
});
const quick = options.quick;
const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!(number > 0)) throw new Error(`--${name} must be a positive number, not ${value}`);
  return number;
};
const soakMinutes = options.soak === undefined ? undefined : positive('soak', options.soak, 0);
const settings = {
  customers: Math.round(positive('customers', options.customers, quick ? 2_000 : 10_000)),
  connections: Math.round(positive('connections', options.connections, 50)),
  walkers: Math.round(positive('walkers', options.walkers, 10)),
  // Customers whose tokens the signed-in reads take turns with (each request the next one).
  readers: quick ? 5 : 20,
  rounds: quick ? 1 : 3,
  readSeconds: quick ? 3 : 10,
  walkSeconds: quick ? 10 : 20,
  warmUpSeconds: quick ? 5 : 15,
  sampleSeconds: 30,
};
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';

/** The soak's limits (docs/performance.md): what "grows steadily" and "degrades" mean here. */
const soakLimits = { rssGrowth: 0.3, p99Growth: 2 };

const startedAt = performance.now();
const log = (line: string) => console.error(`[${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const rows: Row[] = [];
const failures: { what: string; failure: WalkFailure | string }[] = [];
const verdicts: string[] = [];
const context: Record<string, unknown> = {
  when: new Date().toISOString(),
  mode: soakMinutes ? `soak ${soakMinutes} min` : quick ? 'quick' : 'full',
  node: process.version,
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  loadAverageAtStart: loadavg().map((value) => Number(value.toFixed(2))),
  settings,
};
/** 503s of the load shedding, per part of the run. */
const shed = new Map<string, number>();

const probeFolder = mkdtempSync(path.join(tmpdir(), 'brokkie-load-'));
const probeFile = path.join(probeFolder, 'event-loop.jsonl');
let database: BenchDatabase | undefined;

async function cleanUp(): Promise<void> {
  await stopAll();
  await database?.remove().catch((error: Error) => log(`could not remove the run's database: ${error.message}`));
  database = undefined;
  rmSync(probeFolder, { recursive: true, force: true });
}

// Bounded time: whatever hangs, everything started is stopped and the figures so far printed.
const deadlineMinutes = (soakMinutes ?? 0) + (quick ? 10 : 30);
const guard = guardRun({
  what: 'load script',
  minutes: deadlineMinutes,
  log,
  cleanUp,
  onDeadline: () => {
    failures.push({ what: 'run', failure: `stopped after ${deadlineMinutes} minutes` });
    void cleanUp().then(() => finish());
  },
});

function finish(): never {
  guard.done();
  context.seconds = Math.round((performance.now() - startedAt) / 1000);
  context.loadAverageAtEnd = loadavg().map((value) => Number(value.toFixed(2)));
  const [one, five] = loadavg();
  console.log(
    `\nBrokkie load (${context.mode}, PostgreSQL, ${settings.customers.toLocaleString('en')} customers; Node ${process.version}, ${cpus().length} cores; ` +
      `load average ${(context.loadAverageAtStart as number[]).slice(0, 2).join(', ')} at the start, ${one?.toFixed(2)}, ${five?.toFixed(2)} at the end)\n`,
  );
  console.log(printTable(rows));
  for (const verdict of verdicts) console.log(verdict);
  if (shed.size > 0) {
    const where = [...shed].map(([what, count]) => `${what} ${count.toLocaleString('en')}`).join(', ');
    console.log(`\n503s of the load shedding (${where}): counted apart, not failures; the walkers retry theirs after Retry-After, as the web client does.`);
  }
  if (failures.length > 0) {
    // The same failure many times over is one line with its count and its first answer.
    const grouped = new Map<string, { count: number; example: string }>();
    for (const { what, failure } of failures) {
      const key = typeof failure === 'string' ? `${what}: ${failure}` : `${what}: ${failure.step} → ${failure.status}`;
      const example = typeof failure === 'string' ? '' : (failure.detail.split('\n')[0]?.slice(0, 300) ?? '');
      const entry = grouped.get(key);
      if (entry) entry.count += 1;
      else grouped.set(key, { count: 1, example });
    }
    console.log(`\nFailures:`);
    for (const [key, { count, example }] of grouped) console.log(`  ${key}${count > 1 ? ` (×${count})` : ''}${example ? `: ${example}` : ''}`);
  }
  const file = writeJson(path.join(benchDirectory, '.output'), { context, rows, verdicts, failures, shed: Object.fromEntries(shed) }, 'load');
  const failed = failures.length > 0 || verdicts.some((verdict) => verdict.startsWith('Soak FAILED'));
  console.log(`\n${failed ? 'Load: FAILED' : 'Load: no failures'} (${path.relative(process.cwd(), file)}; ${context.seconds} s)`);
  process.exit(guard.interrupted ? 130 : failed ? 1 : 0);
}

async function main(): Promise<void> {
  log(`${context.mode} run on PostgreSQL, ${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}`);
  const loader = await syntheticLoader();
  if (!loader) throw new Error('no synthetic loader (@brokkie/db/synthetic-load) in this tree');
  database = await createBenchDatabase(postgresUrl);
  const seeded = await seedCustomers(database, loader, settings.customers, settings.readers);
  log(`seeded ${settings.customers.toLocaleString('en')} customers in ${seeded.seconds.toFixed(1)} s`);
  rows.push({ what: `seed ${settings.customers.toLocaleString('en')} synthetic customers`, value: format.seconds(seeded.seconds) });

  const [bare, api] = await Promise.all([startBareFastify(benchDirectory, database.url), startApi(database)]);
  log(`up: bare Fastify ${bare.url}, the API ${api.url}`);
  const readers = await signInReaders(api, seeded.credentials);
  log(`signed in ${readers.length} synthetic customers`);

  // Warm-up, not measured: every read and the walk, so that neither side is measured on a cold JIT.
  log(`warm-up, ${settings.warmUpSeconds} s`);
  const warmWalkers = new Walkers(api.url, settings.walkers);
  warmWalkers.start();
  await load(api.url, { connections: settings.connections, seconds: settings.warmUpSeconds, requests: mixedReads(readers) });
  const warm = await warmWalkers.stop();
  collect('warm-up', warm);
  await load(`${bare.url}/select-1`, { connections: settings.connections, seconds: 2 });

  if (soakMinutes) {
    await soak(api, bare, readers, soakMinutes);
    return;
  }
  await reads(api, bare, readers);
  await checkout(api, bare);
}

async function startApi(bench: BenchDatabase): Promise<Started> {
  const port = await freePort();
  const api = startProcess({
    name: 'api',
    command: process.execPath,
    args: ['--import', 'tsx', '--import', path.join(benchDirectory, 'lib/event-loop-probe.ts'), 'apps/api/src/main.ts'],
    cwd: root,
    port,
    env: {
      ...process.env,
      DATABASE_URL: bench.url,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Each walk comes from a client address of its own (X-Forwarded-For), as visitors do.
      TRUST_PROXY: '1',
      // As `npm start` runs it: production builds of the libraries, the development stand-ins
      // (payment sandbox, mailbox) of a local run; the development routes are not needed.
      NODE_ENV: 'production',
      APP_ENV: 'development',
      DEV_TOOLS: 'off',
      BENCH_EVENT_LOOP_FILE: probeFile,
      BENCH_EVENT_LOOP_INTERVAL_MS: '5000',
    },
  });
  await waitForHttp(api, `${api.url}/api/health/`, 120_000);
  return api;
}

/** A signed-in synthetic customer whose token the reads send; refreshed before it expires (an hour). */
interface Reader {
  credentials: { email: string; password: string };
  token: string;
  signedInAt: number;
}

async function signInReaders(api: Started, credentials: { email: string; password: string }[]): Promise<Reader[]> {
  const readers: Reader[] = [];
  for (const each of credentials) readers.push({ credentials: each, token: (await signIn(api.url, each)).token, signedInAt: Date.now() });
  return readers;
}

async function refreshReaders(api: Started, readers: Reader[]): Promise<void> {
  for (const reader of readers) {
    if (Date.now() - reader.signedInAt < 30 * 60_000) continue;
    reader.token = (await signIn(api.url, reader.credentials)).token;
    reader.signedInAt = Date.now();
  }
}

const signedInReads = ['/api/animal/', '/api/recurringdelivery/', '/api/delivery/', '/api/customer/'];
const publicReads = ['/api/country/', '/api/product/?country=BE'];

/** autocannon requests of `paths` in turn, each signed in as the next reader (public paths without a token). */
function readRequests(paths: string[], readers: Reader[]): autocannon.Request[] {
  let next = 0;
  return paths.map((readPath) => ({
    method: 'GET' as const,
    path: readPath,
    ...(publicReads.includes(readPath)
      ? {}
      : {
          setupRequest: (request: autocannon.Request) => {
            const reader = readers[next++ % readers.length] as Reader;
            return { ...request, headers: { ...request.headers, authorization: `Bearer ${reader.token}` } };
          },
        }),
  }));
}

function mixedReads(readers: Reader[]): autocannon.Request[] {
  return readRequests([...signedInReads, ...publicReads], readers);
}

function collect(what: string, result: LoadResult | WalkStats): void {
  if ('failureKinds' in result) {
    if (result.shed > 0) shed.set(what, (shed.get(what) ?? 0) + result.shed);
    const other = result.failureKinds.filter((kind) => !kind.startsWith('503×'));
    if (other.length > 0) failures.push({ what, failure: other.join(' ') });
    return;
  }
  if (result.shed > 0) shed.set(what, (shed.get(what) ?? 0) + result.shed);
  for (const failure of result.failureSamples) failures.push({ what, failure });
  if (result.failures > result.failureSamples.length) failures.push({ what, failure: `and ${result.failures - result.failureSamples.length} more failures` });
}

/** The 503s of a load, with the rate of the answers that were served (req/s and p99 count the quick 503s too). */
function shedNote(result: LoadResult): string {
  if (result.shed === 0 || result.answered === 0) return '';
  const served = (result.requestsPerSecond * (result.answered - result.failures)) / result.answered;
  return ` (${result.shed.toLocaleString('en')} × 503 shed; ${format.perSecond(served)} served)`;
}

const ratio = (app: number, baseline: number) => (baseline > 0 ? app / baseline : Number.NaN);
const figures = (result: { requestsPerSecond: number; p99Ms: number }) => `${format.perSecond(result.requestsPerSecond)}, p99 ${format.ms(result.p99Ms)}`;

function eventLoopBetween(from: number, to: number): { p99Ms: number; maxMs: number } | undefined {
  let text = '';
  try {
    text = readFileSync(probeFile, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: number; p99Ms: number; maxMs: number })
    .filter((line) => line.at > from && line.at <= to + 1_000);
  if (lines.length === 0) return undefined;
  return { p99Ms: Math.max(...lines.map((line) => line.p99Ms)), maxMs: Math.max(...lines.map((line) => line.maxMs)) };
}

function serverState(api: Started, from: number): string {
  const rss = serverRss(api);
  const loop = eventLoopBetween(from, Date.now());
  return `server RSS ${rss === undefined ? '?' : format.mb(rss)}; event-loop delay: worst 5-s p99 ${loop ? format.ms(loop.p99Ms) : '?'}, max ${loop ? format.ms(loop.maxMs) : '?'}`;
}

/** The busiest reads, each beside bare Fastify's `select 1` at the same connections, interleaved. */
async function reads(api: Started, bare: Started, readers: Reader[]): Promise<void> {
  log(`reads, ${settings.connections} connections, ${settings.rounds} × ${settings.readSeconds} s each`);
  const from = Date.now();
  const paths = [...signedInReads, ...publicReads];
  const results = await loadRounds(
    [
      { label: 'bare', url: `${bare.url}/select-1`, connections: settings.connections },
      ...paths.map((readPath) => ({ label: readPath, url: api.url, connections: settings.connections, requests: readRequests([readPath], readers) })),
    ],
    settings.rounds,
    settings.readSeconds,
    log,
  );
  const baseline = results.get('bare') as LoadResult;
  collect('bare select 1', baseline);
  for (const readPath of paths) {
    const result = results.get(readPath) as LoadResult;
    collect(`GET ${readPath}`, result);
    const failed = result.failureKinds.filter((kind) => !kind.startsWith('503×'));
    rows.push({
      what: `GET ${readPath}${publicReads.includes(readPath) ? '' : ` (signed in, ${readers.length} customers in turn)`}`,
      baseline: figures(baseline),
      value: `${figures(result)}${shedNote(result)}${failed.length ? `, failed: ${failed.join(' ')}` : ''}`,
      ratio: `${format.ratio(ratio(result.requestsPerSecond, baseline.requestsPerSecond))} req/s, ${format.ratio(ratio(result.p99Ms, baseline.p99Ms))} p99`,
      target: 'no failures',
      met: failed.length === 0 && result.answered > 0,
      data: { baseline, app: result },
    });
  }
  rows.push({ what: `during the reads`, value: serverState(api, from) });
}

/** The first-order walk, `rounds` times, each after the bare route through the same client at the same concurrency. */
async function checkout(api: Started, bare: Started): Promise<void> {
  log(`checkout: ${settings.walkers} walkers, ${settings.rounds} × ${settings.walkSeconds} s`);
  const from = Date.now();
  const bareRuns: Awaited<ReturnType<typeof fetchLoop>>[] = [];
  const latencies = new Map<string, number[]>();
  const walkMs: number[] = [];
  let walks = 0;
  let requests = 0;
  let seconds = 0;
  for (let round = 0; round < settings.rounds; round += 1) {
    const bareRun = await fetchLoop(`${bare.url}/select-1`, settings.walkers, settings.walkSeconds / 2);
    bareRuns.push(bareRun);
    if (bareRun.failures > 0) failures.push({ what: 'bare select 1 (fetch)', failure: `${bareRun.failures} failed` });
    const walkers = new Walkers(api.url, settings.walkers);
    walkers.start();
    await sleep(settings.walkSeconds * 1000);
    const stats = await walkers.stop();
    const elapsed = (performance.now() - stats.startedAt) / 1000;
    collect('checkout', stats);
    log(`  bare ${figures(bareRun)}; walks ${(stats.walks / elapsed).toFixed(1)}/s, ${format.perSecond(stats.requests / elapsed)}, ${stats.failures} failures`);
    for (const [step, values] of stats.latencies) latencies.set(step, [...(latencies.get(step) ?? []), ...values]);
    walkMs.push(...stats.walkMs);
    walks += stats.walks;
    requests += stats.requests;
    seconds += elapsed;
  }
  const baseline = {
    requestsPerSecond: quantile(
      bareRuns.map((run) => run.requestsPerSecond),
      0.5,
    ),
    p99Ms: quantile(
      bareRuns.map((run) => run.p99Ms),
      0.5,
    ),
  };
  const walkFigures = { requestsPerSecond: requests / seconds, p99Ms: quantile(walkMs, 0.99) };
  rows.push({
    what: `first-order walk, ${walkSteps.length} steps, ${settings.walkers} walkers (bare: ${settings.walkers} fetch loops)`,
    baseline: figures(baseline),
    value: `${(walks / seconds).toFixed(1)} walks/s (${format.perSecond(walkFigures.requestsPerSecond)})${walks ? `, a whole walk p99 ${format.ms(walkFigures.p99Ms)}` : ''}`,
    ratio: `${format.ratio(ratio(walkFigures.requestsPerSecond, baseline.requestsPerSecond))} req/s`,
    target: 'no failures, ≥ 1 walk',
    met: walks > 0 && !failures.some((entry) => entry.what === 'checkout'),
    data: { baseline: bareRuns, walks, requests, seconds },
  });
  for (const step of walkSteps) {
    const values = latencies.get(step) ?? [];
    const p99 = quantile(values, 0.99);
    rows.push({
      what: `  ${step}`,
      baseline: `p99 ${format.ms(baseline.p99Ms)}`,
      value: values.length ? `p99 ${format.ms(p99)} (p50 ${format.ms(quantile(values, 0.5))}, ${values.length} answers)` : 'never answered',
      ratio: values.length ? `${format.ratio(ratio(p99, baseline.p99Ms))} p99` : '',
      data: { count: values.length, p50Ms: quantile(values, 0.5), p99Ms: p99 },
    });
  }
  rows.push({ what: `during the walks`, value: serverState(api, from) });
}

interface Sample {
  minute: number;
  reads: LoadResult;
  walksPerSecond: number;
  walkRequestsPerSecond: number;
  checkoutP99Ms: number;
  rssBytes: number | undefined;
  eventLoopP99Ms: number | undefined;
  eventLoopMaxMs: number | undefined;
  failures: number;
  shed: number;
}

/** Reads and walkers together for `minutes`, a sample every 30 s, judged at the end. */
async function soak(api: Started, bare: Started, readers: Reader[], minutes: number): Promise<void> {
  const windows = Math.max(1, Math.round((minutes * 60) / settings.sampleSeconds));
  log(`soak: ${minutes} min (${windows} windows of ${settings.sampleSeconds} s), reads at ${settings.connections} connections + ${settings.walkers} walkers`);
  const bareBefore = await load(`${bare.url}/select-1`, { connections: settings.connections, seconds: 10 });
  collect('bare select 1', bareBefore);
  log(`  bare select 1 before: ${figures(bareBefore)}`);
  const samples: Sample[] = [];
  const walkers = new Walkers(api.url, settings.walkers);
  walkers.start();
  for (let window = 0; window < windows; window += 1) {
    const from = Date.now();
    const readsResult = await load(api.url, { connections: settings.connections, seconds: settings.sampleSeconds, requests: mixedReads(readers) });
    const walked = walkers.swap();
    const elapsed = (performance.now() - walked.startedAt) / 1000;
    collect(`soak minute ${((window + 1) * settings.sampleSeconds) / 60}`, readsResult);
    collect(`soak minute ${((window + 1) * settings.sampleSeconds) / 60}`, walked);
    const loop = eventLoopBetween(from, Date.now());
    const sample: Sample = {
      minute: ((window + 1) * settings.sampleSeconds) / 60,
      reads: readsResult,
      walksPerSecond: walked.walks / elapsed,
      walkRequestsPerSecond: walked.requests / elapsed,
      checkoutP99Ms: quantile(walked.all(), 0.99),
      rssBytes: serverRss(api),
      eventLoopP99Ms: loop?.p99Ms,
      eventLoopMaxMs: loop?.maxMs,
      failures: readsResult.failures - readsResult.shed + walked.failures,
      shed: readsResult.shed + walked.shed,
    };
    samples.push(sample);
    log(`  ${describeSample(sample, bareBefore)}`);
    await refreshReaders(api, readers);
  }
  collect('soak, last walks', await walkers.stop());
  const bareAfter = await load(`${bare.url}/select-1`, { connections: settings.connections, seconds: 10 });
  collect('bare select 1', bareAfter);
  log(`  bare select 1 after: ${figures(bareAfter)}`);

  rows.push({ what: `bare select 1, ${settings.connections} connections, before / after the soak`, value: `${figures(bareBefore)} / ${figures(bareAfter)}` });
  for (const sample of samples) {
    rows.push({
      what: `minute ${sample.minute.toFixed(1)}: mixed reads / walks`,
      baseline: figures(bareBefore),
      value: describeSample(sample, bareBefore),
      ratio: `${format.ratio(ratio(sample.reads.requestsPerSecond, bareBefore.requestsPerSecond))} req/s`,
      target: 'no failures',
      met: sample.failures === 0,
      data: { ...sample },
    });
  }
  verdicts.push(...judgeSoak(samples));
}

function describeSample(sample: Sample, bareBefore: LoadResult): string {
  return (
    `reads ${figures(sample.reads.requestsPerSecond ? sample.reads : { requestsPerSecond: 0, p99Ms: Number.NaN })} (${format.ratio(ratio(sample.reads.requestsPerSecond, bareBefore.requestsPerSecond))}); ` +
    `${sample.walksPerSecond.toFixed(1)} walks/s, step p99 ${format.ms(sample.checkoutP99Ms)}; ` +
    `RSS ${sample.rssBytes === undefined ? '?' : format.mb(sample.rssBytes)}; loop p99 ${sample.eventLoopP99Ms === undefined ? '?' : format.ms(sample.eventLoopP99Ms)}` +
    `${sample.failures ? `; ${sample.failures} failed` : ''}${sample.shed ? `; ${sample.shed} × 503` : ''}`
  );
}

/**
 * The soak's verdict. The first window (or the first tenth of the run, if longer) is warm-up; the
 * samples after it are cut in thirds. It fails when the server's RSS in the last third is more
 * than 30 % above the first third's (means), or when the p99 of the reads or of the walk's steps
 * in the last third is more than twice the first third's (medians). Fewer than 3 samples after
 * the warm-up: too short to judge a trend (said, not failed).
 */
function judgeSoak(samples: Sample[]): string[] {
  const warmUp = Math.max(1, Math.ceil(samples.length / 10));
  const judged = samples.slice(warmUp);
  if (judged.length < 3) return [`Soak: ${judged.length} samples after the warm-up: too short to judge a trend (at least 2 minutes).`];
  const third = Math.floor(judged.length / 3);
  const first = judged.slice(0, third);
  const last = judged.slice(-third);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const lines: string[] = [];
  const rssFirst = first.flatMap((sample) => (sample.rssBytes === undefined ? [] : [sample.rssBytes]));
  const rssLast = last.flatMap((sample) => (sample.rssBytes === undefined ? [] : [sample.rssBytes]));
  if (rssFirst.length && rssLast.length) {
    const growth = mean(rssLast) / mean(rssFirst) - 1;
    lines.push(
      `${growth > soakLimits.rssGrowth ? 'FAILED' : 'ok'}: server RSS ${format.mb(mean(rssFirst))} in the first third after warm-up, ${format.mb(mean(rssLast))} in the last (${(growth * 100).toFixed(0)} %; limit +${soakLimits.rssGrowth * 100} %)`,
    );
  } else {
    lines.push('FAILED: the server RSS could not be read');
  }
  for (const [what, of] of [
    ['reads p99', (sample: Sample) => sample.reads.p99Ms],
    ['walk steps p99', (sample: Sample) => sample.checkoutP99Ms],
  ] as const) {
    const before = quantile(first.map(of), 0.5);
    const after = quantile(last.map(of), 0.5);
    const growth = after / before;
    lines.push(
      `${growth > soakLimits.p99Growth ? 'FAILED' : 'ok'}: ${what} ${format.ms(before)} in the first third, ${format.ms(after)} in the last (${format.ratio(growth)}; limit ${soakLimits.p99Growth}×)`,
    );
  }
  return lines.map((line) => `Soak ${line}`);
}

// Last: the module's constants above are initialised by now.
await main().catch((error: Error) => {
  log(`the load script stopped early: ${error.stack ?? error.message}`);
  failures.push({ what: 'run', failure: `stopped early: ${error.message.split('\n')[0]}` });
});
await cleanUp();
finish();
