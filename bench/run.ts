/**
 * `npm run bench [-- --quick]`: the performance figures of issue 11, each beside a baseline
 * measured in the same run, in one table (docs/performance.md says what each line means).
 * A benchmark, not a test: it exits 0 whatever the figures, and says how many targets were met.
 *
 * Options: --quick (one round, short loads, fewer pages, smaller billing run), --no-build (serve
 * the build already there), --no-lighthouse, --no-billing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp, readyPath, resolvedVersion, startApp, type RunningApp } from './lib/app-server.ts';
import { buildBaselineApp, startBareFastify, startBaselineApp } from './lib/baselines.ts';
import { createBenchDatabase, prepareOnly, seedCustomers, syntheticLoader, type BenchDatabase } from './lib/database.ts';
import { signIn, type SignedIn } from './lib/identity.ts';
import { chromiumAvailable, chromePath, medianScore, openLighthouse, type PageScore, type ScoreOptions } from './lib/lighthouse.ts';
import { load, loadRounds, type LoadResult } from './lib/load.ts';
import { isCompressed, pageScripts, rawGet } from './lib/page-weight.ts';
import { freePort, guardRun, runCommand, serverRss, stopAll, type Started } from './lib/processes.ts';
import { format, printTable, writeJson, type Row } from './lib/report.ts';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDirectory, '..');

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-billing': { type: 'boolean', default: false },
  },
});
const quick = options.quick;

const publicPages = ['/', '/en/signin', '/en/signup', '/en/question', '/en/this-page-does-not-exist'];
const notFoundPage = '/en/this-page-does-not-exist';
const signedInPages = ['/en/dashboard'];

const settings = quick
  ? {
      rounds: 1,
      loadSeconds: 5,
      sizes: [500, 5_000] as const,
      lighthousePages: ['/en/signin'],
      lighthouseSignedIn: signedInPages,
      lighthouseRounds: 1,
      billingBoxes: 200,
      billingIdleCustomers: 1_000,
      billingMinutes: 8,
      deadlineMinutes: 30,
    }
  : {
      rounds: 3,
      loadSeconds: 10,
      sizes: [10_000, 100_000] as const,
      lighthousePages: publicPages,
      lighthouseSignedIn: signedInPages,
      lighthouseRounds: 3,
      billingBoxes: 10_000,
      billingIdleCustomers: 100_000,
      billingMinutes: 40,
      deadlineMinutes: 90,
    };

const targets = {
  jsRatio: 1.6,
  performancePublic: 0.95,
  performanceSignedIn: 0.9,
  lcpMs: 2500,
  cls: 0.05,
  ssrRatio: 0.05,
  apiRatio: 0.25,
  apiP99Ms: 50,
  volumeRatio: 1.3,
  startMs: 3000,
  idleRss: { postgres: 250 * 1024 * 1024, pglite: 450 * 1024 * 1024 },
  billingSecondsPer10k: 60,
  idleTickMs: 50,
};

const startedAt = performance.now();
const log = (line: string) => console.error(`[${((performance.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const rows: Row[] = [];
const context: Record<string, unknown> = {
  when: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  node: process.version,
  cores: cpus().length,
  cpu: cpus()[0]?.model,
  memory: format.mb(totalmem()),
};

/** Runs one part; a part that fails becomes a line saying so (its targets counted as missed). */
async function part(name: string, targetsOfPart: string[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? String(error);
    log(`${name} failed: ${(error as Error).stack ?? message}`);
    if (targetsOfPart.length === 0) rows.push({ what: name, value: `failed: ${message.slice(0, 80)}` });
    for (const target of targetsOfPart) rows.push({ what: target, value: `failed: ${message.slice(0, 80)}`, met: false });
  }
}

/** A start had to be timed with `npm run serve`: the sources changed while the benchmark ran. */
let servedInstead = false;

const ratio = (app: number, baseline: number) => (baseline > 0 ? app / baseline : Number.NaN);

let database: BenchDatabase | undefined;

async function cleanUp(): Promise<void> {
  await stopAll();
  await database?.remove().catch((error: Error) => log(`could not remove the run's database: ${error.message}`));
  database = undefined;
}

// Bounded time: whatever hangs, everything started is stopped and the figures so far printed.
const guard = guardRun({ what: 'benchmark', minutes: settings.deadlineMinutes, log, cleanUp, onDeadline: () => void cleanUp().then(() => finish(1)) });

await main().catch((error: Error) => {
  log(`the benchmark stopped early: ${error.stack ?? error.message}`);
});
await cleanUp();
finish(0);

function finish(code: number): never {
  guard.done();
  context.seconds = Math.round((performance.now() - startedAt) / 1000);
  console.log(`\nBrokkie benchmark (${context.mode}, ${context.database ?? '?'}; Node ${process.version}, ${cpus().length} cores)\n`);
  console.log(printTable(rows));
  const file = writeJson(path.join(benchDirectory, '.output'), { context, rows });
  console.log(`(${path.relative(process.cwd(), file)}; ${context.seconds} s)`);
  process.exit(guard.interrupted ? 130 : code);
}

async function main(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined;
  log(`${quick ? 'quick' : 'full'} run on ${serverUrl ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, ${cpus().length} cores`);

  checkSameVersions();

  if (!options['no-build']) {
    context.buildSeconds = await buildApp(root, log);
  }
  await buildBaselineApp(benchDirectory);
  log('built the empty React Router app');

  database = await createBenchDatabase(serverUrl);
  context.database = database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const loader = await syntheticLoader();
  const [smallSize, largeSize] = settings.sizes;
  let credentials: { email: string; password: string } | undefined;
  if (loader) {
    const seeded = await seedCustomers(database, loader, smallSize);
    credentials = seeded.credentials[0];
    log(`seeded ${smallSize.toLocaleString('en')} customers in ${seeded.seconds.toFixed(1)} s`);
    rows.push({ what: `seed ${smallSize.toLocaleString('en')} synthetic customers (generate_series)`, value: format.seconds(seeded.seconds) });
  } else {
    await prepareOnly(database);
    log('no synthetic loader (@brokkie/db/synthetic-load) in this tree: the reads run for one new customer');
    rows.push({ what: 'synthetic customers', value: 'not available (no @brokkie/db/synthetic-load)' });
  }

  const [bare, baselineApp] = await Promise.all([
    startBareFastify(benchDirectory, database.kind === 'postgres' ? database.url : undefined),
    startBaselineApp(benchDirectory),
  ]);
  log(`baselines up: bare Fastify ${bare.url}, empty React Router app ${baselineApp.url}`);

  const port = await freePort();
  const starts: number[] = [];
  const idleRss: number[] = [];
  let app = await startAndSettle(port, database.url, starts, idleRss);
  let customer = await signIn(app.server.url, credentials);
  log(`signed in as ${customer.email}`);

  await part('page weight', ['JS sent for /en/signin', 'responses compressed'], () => pageWeight(app.server, baselineApp, customer));
  await part('SSR load', ['SSR /en/signin', 'SSR /'], () => ssrLoad(app.server, bare, baselineApp));
  await settle(app.server);
  let smallReads: LoadResult | undefined;
  await part('API load', ['/api/country/', '/api/animal/', '/api/delivery/'], async () => {
    smallReads = await apiLoad(app.server, bare, customer);
  });

  if (!options['no-lighthouse']) {
    await settle(app.server);
    await part('Lighthouse', ['Lighthouse'], () => lighthouseScores(app.server, baselineApp, customer));
  }

  // The large data set: the app stops (PGlite belongs to one process), the load grows, it starts again.
  await app.server.stop();
  if (loader) {
    await part(`data volume (${largeSize.toLocaleString('en')} customers)`, [volumeLabel()], async () => {
      if (!database) throw new Error('no database');
      const seeded = await seedCustomers(database, loader, largeSize);
      log(`grew to ${largeSize.toLocaleString('en')} customers in ${seeded.seconds.toFixed(1)} s`);
      rows.push({ what: `grow to ${largeSize.toLocaleString('en')} synthetic customers`, value: format.seconds(seeded.seconds) });
      app = await startAndSettle(port, database.url, starts, idleRss);
      customer = await signIn(app.server.url, credentials);
      const largeReads = await perCustomerReads(app.server, bare, customer, `${largeSize / 1000}k`);
      if (!smallReads || smallReads.requestsPerSecond === 0) throw new Error(`no figure at ${smallSize.toLocaleString('en')} customers to compare with`);
      const growth = ratio(largeReads.p99Ms, smallReads.p99Ms);
      rows.push({
        what: volumeLabel(),
        baseline: `p99 ${format.ms(smallReads.p99Ms)} at ${smallSize / 1000}k`,
        value: `p99 ${format.ms(largeReads.p99Ms)} at ${largeSize / 1000}k`,
        ratio: format.ratio(growth),
        target: `≤ ${targets.volumeRatio}×`,
        met: growth <= targets.volumeRatio && largeReads.failures === 0,
        data: { small: smallReads, large: largeReads },
      });
      await app.server.stop();
    });
  }

  startAndMemoryRows(database.kind, starts, idleRss);
  await bare.stop();
  await baselineApp.stop();

  if (!options['no-billing']) {
    await part('billing', [`billing run, ${settings.billingBoxes.toLocaleString('en')} due boxes`, 'idle scheduler tick'], () => billing(serverUrl));
  }
}

/**
 * Waits until the app answers a page within a second again (at most a minute): after a load
 * run it may still be working through requests the load generator gave up on, and the next
 * measurement must not queue behind them.
 */
async function settle(app: Started): Promise<void> {
  const until = performance.now() + 60_000;
  while (performance.now() < until) {
    const started = performance.now();
    const answered = await rawGet(`${app.url}${readyPath}`).then(
      () => true,
      () => false,
    );
    if (answered && performance.now() - started < 1_000) return;
    await sleep(500);
  }
  log('the app is still slow a minute after the load: measuring anyway');
}

function volumeLabel(): string {
  const [small, large] = settings.sizes;
  return `/api/delivery/?limit=1000, ${large / 1000}k vs ${small / 1000}k customers`;
}

/** React and React Router must be the web app's versions, or the baseline compares nothing. */
function checkSameVersions(): void {
  const names = ['react', 'react-dom', 'react-router', '@react-router/dev', '@react-router/node', 'vite'];
  const web = path.join(root, 'apps/web');
  const baseline = path.join(benchDirectory, 'baseline-react-router');
  const versions = Object.fromEntries(names.map((name) => [name, resolvedVersion(name, web)]));
  context.versions = versions;
  const different = names.filter((name) => resolvedVersion(name, baseline) !== versions[name]);
  if (different.length > 0) {
    rows.push({ what: 'baseline app versions', value: `differ from apps/web: ${different.join(', ')}`, met: false, target: 'same' });
  }
}

async function startAndSettle(port: number, databaseUrl: string, starts: number[], idleRss: number[]): Promise<RunningApp> {
  log('starting the app (npm start)');
  let app = await startApp(root, port, databaseUrl);
  if (app.rebuilt) {
    // The sources changed since the build (someone is editing the tree): that start built first,
    // so it was not the start of a built tree. Serve the build as it is, and say so.
    log(`npm start rebuilt the app (${(app.startMs / 1000).toFixed(0)} s): the sources change during the run; timing npm run serve instead`);
    await app.server.stop();
    app = await startApp(root, port, databaseUrl, 'serve');
    servedInstead = true;
  }
  starts.push(app.startMs);
  log(`the app answered ${readyPath} ${(app.startMs / 1000).toFixed(1)} s after the spawn`);
  // Warm-up: every kind of request once or twice, then ten seconds of nothing.
  for (let i = 0; i < 3; i += 1) {
    for (const page of [...publicPages, '/api/country/']) await rawGet(`${app.server.url}${page}`).catch(() => undefined);
  }
  await sleep(10_000);
  const rss = serverRss(app.server);
  if (rss !== undefined) idleRss.push(rss);
  log(`idle memory: ${rss === undefined ? 'unknown' : format.mb(rss)}`);
  return app;
}

function startAndMemoryRows(kind: 'postgres' | 'pglite', starts: number[], idleRss: number[]): void {
  if (starts.length > 0) {
    const worst = Math.max(...starts);
    rows.push({
      what: `${servedInstead ? 'npm start/serve' : 'npm start'} → first 200 (built tree, worst of ${starts.length})${servedInstead ? ' — sources changed during the run' : ''}`,
      value: format.seconds(worst / 1000),
      target: `≤ ${targets.startMs / 1000} s`,
      met: worst <= targets.startMs,
      data: { startsMs: starts },
    });
  }
  if (idleRss.length > 0) {
    const worst = Math.max(...idleRss);
    const limit = targets.idleRss[kind];
    rows.push({
      what: `memory at idle (server RSS, worst of ${idleRss.length})`,
      value: format.mb(worst),
      target: `≤ ${format.mb(limit)}`,
      met: worst <= limit,
      data: { rssBytes: idleRss },
    });
  }
}

async function pageWeight(app: Started, baselineApp: Started, customer: SignedIn): Promise<void> {
  const mine = await pageScripts(app.url, '/en/signin');
  const theirs = await pageScripts(baselineApp.url, '/');
  const jsRatio = ratio(mine.bytes, theirs.bytes);
  rows.push({
    what: 'JS sent for /en/signin (compressed)',
    baseline: `${format.kb(theirs.bytes)} in ${theirs.files} files`,
    value: `${format.kb(mine.bytes)} in ${mine.files} files`,
    ratio: format.ratio(jsRatio),
    target: `≤ ${targets.jsRatio}×`,
    met: jsRatio <= targets.jsRatio,
    data: { app: mine, baseline: theirs },
  });

  // Compression of each kind of response: the page, its scripts and styles, and API JSON.
  const uncompressed: string[] = [];
  const checked: string[] = [];
  const check = (what: string, encoding: string, bytes: number) => {
    checked.push(`${what} ${encoding}`);
    if (!isCompressed(encoding, bytes)) uncompressed.push(what);
  };
  check('HTML', mine.html.encoding, mine.html.bytes);
  for (const asset of mine.assets) check(`${asset.kind.toUpperCase()} ${path.basename(new URL(asset.url).pathname)}`, asset.encoding, asset.bytes);
  if (!mine.assets.some((asset) => asset.kind === 'css')) uncompressed.push('CSS (no stylesheet found on /en/signin)');
  const json = await rawGet(`${app.url}/api/country/`);
  check('JSON /api/country/', json.encoding, json.bytes);
  const own = await rawGet(`${app.url}/api/delivery/`, { Authorization: `Bearer ${customer.token}` });
  check('JSON /api/delivery/', own.encoding, own.bytes);
  rows.push({
    what: 'responses compressed (HTML, JS, CSS, JSON)',
    value:
      uncompressed.length === 0
        ? `all ${checked.length}`
        : `not: ${uncompressed.slice(0, 3).join(', ')}${uncompressed.length > 3 ? ` and ${uncompressed.length - 3} more` : ''}`,
    target: 'all (≥ 1 KB)',
    met: uncompressed.length === 0,
    data: { checked, uncompressed },
  });
}

async function ssrLoad(app: Started, bare: Started, baselineApp: Started): Promise<void> {
  log(`SSR load, 20 connections, ${settings.rounds} × ${settings.loadSeconds} s`);
  const results = await loadRounds(
    [
      { label: 'bare', url: `${bare.url}/html`, connections: 20 },
      { label: '/en/signin', url: `${app.url}/en/signin`, connections: 20 },
      { label: '/', url: `${app.url}/`, connections: 20 },
      // The app keeps signed-out copies of its public pages (docs/decisions/0012): a query string
      // new on every request shows what rendering the page costs.
      { label: 'rendered', url: `${app.url}/en/signin?render=[<id>]`, connections: 20 },
      { label: 'empty', url: `${baselineApp.url}/`, connections: 20 },
    ],
    settings.rounds,
    settings.loadSeconds,
    log,
  );
  const baseline = results.get('bare') as LoadResult;
  for (const page of ['/en/signin', '/']) {
    const result = results.get(page) as LoadResult;
    const value = ratio(result.requestsPerSecond, baseline.requestsPerSecond);
    rows.push({
      what: `SSR ${page}, 20 connections (vs bare 20 KB HTML)`,
      baseline: format.perSecond(baseline.requestsPerSecond),
      value: `${format.perSecond(result.requestsPerSecond)}${failures(result)}`,
      ratio: format.ratio(value),
      target: `≥ ${targets.ssrRatio}×`,
      met: value >= targets.ssrRatio && result.failures === 0,
      data: { baseline, app: result },
    });
  }
  const rendered = results.get('rendered') as LoadResult;
  rows.push({
    what: 'SSR /en/signin rendered for every request (page cache bypassed, for scale)',
    baseline: format.perSecond(baseline.requestsPerSecond),
    value: `${format.perSecond(rendered.requestsPerSecond)}${failures(rendered)}`,
    ratio: format.ratio(ratio(rendered.requestsPerSecond, baseline.requestsPerSecond)),
    data: { baseline, rendered },
  });
  const empty = results.get('empty') as LoadResult;
  rows.push({
    what: 'SSR / of the empty React Router app (for scale)',
    baseline: format.perSecond(baseline.requestsPerSecond),
    value: format.perSecond(empty.requestsPerSecond),
    ratio: format.ratio(ratio(empty.requestsPerSecond, baseline.requestsPerSecond)),
    data: { baseline, empty },
  });
}

function failures(result: LoadResult): string {
  if (result.requestsPerSecond === 0) return ' (no answer within the run)';
  return result.failures > 0 ? ` (${result.failures} failed)` : '';
}

/** The API at 50 connections beside bare Fastify's `select 1`; returns the per-customer read of the small data set. */
async function apiLoad(app: Started, bare: Started, customer: SignedIn): Promise<LoadResult> {
  log(`API load, 50 connections, ${settings.rounds} × ${settings.loadSeconds} s`);
  const auth = { Authorization: `Bearer ${customer.token}` };
  const results = await loadRounds(
    [
      { label: 'select 1', url: `${bare.url}/select-1`, connections: 50 },
      { label: '/api/country/', url: `${app.url}/api/country/`, connections: 50 },
      { label: '/api/animal/', url: `${app.url}/api/animal/`, connections: 50, headers: auth },
      { label: '/api/delivery/', url: `${app.url}/api/delivery/`, connections: 50, headers: auth },
    ],
    settings.rounds,
    settings.loadSeconds,
    log,
  );
  const baseline = results.get('select 1') as LoadResult;
  for (const endpoint of ['/api/country/', '/api/animal/', '/api/delivery/']) {
    const result = results.get(endpoint) as LoadResult;
    const value = ratio(result.requestsPerSecond, baseline.requestsPerSecond);
    rows.push({
      what: `${endpoint}${endpoint === '/api/country/' ? '' : ' (signed in)'}, 50 connections (vs bare select 1)`,
      baseline: `${format.perSecond(baseline.requestsPerSecond)}, p99 ${format.ms(baseline.p99Ms)}`,
      value: `${format.perSecond(result.requestsPerSecond)}, p99 ${format.ms(result.p99Ms)}${failures(result)}`,
      ratio: format.ratio(value),
      target: `≥ ${targets.apiRatio}×, p99 ≤ ${targets.apiP99Ms} ms`,
      met: value >= targets.apiRatio && result.p99Ms <= targets.apiP99Ms && result.failures === 0,
      data: { baseline, app: result },
    });
  }
  return perCustomerReads(app, bare, customer, `${settings.sizes[0] / 1000}k`);
}

/**
 * One customer's whole delivery history (limit=1000) at 2 connections: latency, not saturation
 * (at 10 the server's one thread was saturated and p99 measured its queue, not the read). A
 * warm-up run first: the large data set is read by an app just started, the small one by an app
 * warmed by the loads before it, and a cold JIT must not pass for data volume.
 */
async function perCustomerReads(app: Started, bare: Started, customer: SignedIn, size: string): Promise<LoadResult> {
  log(`per-customer reads at ${size} customers`);
  const read = { url: `${app.url}/api/delivery/?limit=1000`, headers: { Authorization: `Bearer ${customer.token}` } };
  await load(read.url, { connections: 2, seconds: settings.loadSeconds / 2, headers: read.headers });
  const results = await loadRounds(
    [
      { label: 'select 1', url: `${bare.url}/select-1`, connections: 2 },
      { label: 'limit=1000', ...read, connections: 2 },
    ],
    settings.rounds,
    settings.loadSeconds,
    log,
  );
  return results.get('limit=1000') as LoadResult;
}

async function lighthouseScores(app: Started, baselineApp: Started, customer: SignedIn): Promise<void> {
  if (!chromiumAvailable()) throw new Error(`no Chromium at ${chromePath} (CHROME_PATH)`);
  const session = await openLighthouse();
  try {
    const scoreOf = async (url: string, options?: ScoreOptions): Promise<PageScore> => {
      const runs: PageScore[] = [];
      for (let round = 0; round < settings.lighthouseRounds; round += 1) runs.push(await session.score(url, options));
      return medianScore(runs);
    };
    log(`Lighthouse (mobile), ${settings.lighthouseRounds} run(s) per page`);
    const baseline = await scoreOf(`${baselineApp.url}/`);
    log(`  empty React Router app: ${baseline.performance}`);
    const pages: { page: string; signedIn: boolean; score: PageScore }[] = [];
    const visits = [
      ...settings.lighthousePages.map((page) => ({ page, signedIn: false })),
      ...settings.lighthouseSignedIn.map((page) => ({ page, signedIn: true })),
    ];
    for (const { page, signedIn } of visits) {
      const what = `Lighthouse mobile performance ${page}${signedIn ? ' (signed in)' : page === notFoundPage ? ' (404)' : ''}`;
      try {
        await settle(app);
        const score = await scoreOf(`${app.url}${page}`, { cookie: signedIn ? customer.cookie : undefined, ignoreStatusCode: page === notFoundPage });
        log(`  ${page}${signedIn ? ' (signed in)' : ''}: ${score.performance} (LCP ${score.lcpMs.toFixed(0)} ms)`);
        // A signed-in page scored after a redirect to the sign-in page would be the wrong page.
        if (signedIn && new URL(score.finalUrl).pathname !== page) throw new Error(`${page} ended at ${score.finalUrl}`);
        pages.push({ page, signedIn, score });
      } catch (error) {
        // One page that does not load must not hide the others' scores.
        log(`  ${page}: ${(error as Error).message}`);
        rows.push({ what, value: `failed: ${(error as Error).message.slice(0, 80)}`, met: false });
      }
    }
    if (pages.length === 0) return;

    for (const { page, signedIn, score } of pages) {
      const target = signedIn ? targets.performanceSignedIn : targets.performancePublic;
      rows.push({
        what: `Lighthouse mobile performance ${page}${signedIn ? ' (signed in)' : page === notFoundPage ? ' (404)' : ''}`,
        baseline: format.score(baseline.performance),
        value: `${format.score(score.performance)} (LCP ${format.seconds(score.lcpMs / 1000)}, CLS ${score.cls.toFixed(3)})`,
        target: `≥ ${target}`,
        met: score.performance >= target,
        data: { page, baseline, score },
      });
    }
    const worst = <K extends keyof PageScore>(key: K, highest: boolean, among = pages) =>
      among.reduce((a, b) => ((highest ? b.score[key] > a.score[key] : b.score[key] < a.score[key]) ? b : a));
    const lcp = worst('lcpMs', true);
    rows.push({
      what: 'LCP, slowest page',
      baseline: format.seconds(baseline.lcpMs / 1000),
      value: `${format.seconds(lcp.score.lcpMs / 1000)} (${lcp.page})`,
      target: `≤ ${targets.lcpMs / 1000} s`,
      met: lcp.score.lcpMs <= targets.lcpMs,
    });
    const cls = worst('cls', true);
    rows.push({
      what: 'CLS, worst page',
      baseline: baseline.cls.toFixed(3),
      value: `${cls.score.cls.toFixed(3)} (${cls.page})`,
      target: `≤ ${targets.cls}`,
      met: cls.score.cls <= targets.cls,
    });
    const accessibility = worst('accessibility', false);
    rows.push({
      what: 'accessibility, lowest page',
      baseline: format.score(baseline.accessibility),
      value: `${format.score(accessibility.score.accessibility)} (${accessibility.page})`,
      target: '1.00',
      met: accessibility.score.accessibility >= 1,
    });
    // A 404 page fails the SEO status-code audit by design: its score is shown, not counted.
    const seo = worst(
      'seo',
      false,
      pages.filter((entry) => entry.page !== notFoundPage).length > 0 ? pages.filter((entry) => entry.page !== notFoundPage) : pages,
    );
    const notFound = pages.find((entry) => entry.page === notFoundPage);
    rows.push({
      what: 'SEO, lowest page (the 404 page aside)',
      baseline: format.score(baseline.seo),
      value: `${format.score(seo.score.seo)} (${seo.page})${notFound ? `; 404: ${format.score(notFound.score.seo)}` : ''}`,
      target: '1.00',
      met: seo.score.seo >= 1,
    });
    const bestPractices = worst('bestPractices', false);
    rows.push({
      what: 'best practices, lowest page',
      baseline: format.score(baseline.bestPractices),
      value: `${format.score(bestPractices.score.bestPractices)} (${bestPractices.page})`,
    });
  } finally {
    await session.close();
  }
}

interface BillingResult {
  boxes: number;
  seconds: number;
  idleTickMs: number;
  idleCustomers?: number;
}

async function billing(serverUrl: string | undefined): Promise<void> {
  const boxesLabel = `billing run, ${settings.billingBoxes.toLocaleString('en')} due boxes`;
  const file = path.join(benchDirectory, 'billing-scheduler.ts');
  // The measurement lives beside the billing work: a tree without it still runs the rest.
  if (!existsSync(file)) {
    rows.push({ what: boxesLabel, value: 'not available' });
    rows.push({ what: 'idle scheduler tick', value: 'not available' });
    return;
  }
  log(`billing: ${settings.billingBoxes} boxes${serverUrl ? '' : ' (in-memory PGlite)'}`);
  const resultFile = path.join(mkdtempSync(path.join(tmpdir(), 'brokkie-bench-billing-')), 'result.json');
  const measureOptions = { databaseUrl: serverUrl, boxes: settings.billingBoxes, idleCustomers: settings.billingIdleCustomers };
  let output: string;
  try {
    output = await runCommand(
      process.execPath,
      ['--import', 'tsx', path.join(benchDirectory, 'lib/billing-child.ts'), JSON.stringify(measureOptions), resultFile],
      {
        cwd: root,
        timeoutMs: settings.billingMinutes * 60_000,
      },
    );
  } catch (error) {
    throw new Error(`measureBillingRun did not finish within ${settings.billingMinutes} minutes or failed: ${(error as Error).message.slice(-300)}`);
  }
  for (const line of output.trim().split('\n')) log(`  ${line}`);
  const result = JSON.parse(readFileSync(resultFile, 'utf8')) as BillingResult;
  rmSync(path.dirname(resultFile), { recursive: true, force: true });
  // The target is 10,000 boxes in a minute on PostgreSQL; a quick run charges fewer, pro rata.
  const limit = (targets.billingSecondsPer10k * settings.billingBoxes) / 10_000;
  rows.push({
    what: boxesLabel,
    value: `${format.seconds(result.seconds)} (${result.boxes.toLocaleString('en')} paid)`,
    ...(serverUrl
      ? { target: `≤ ${limit} s`, met: result.seconds <= limit && result.boxes === settings.billingBoxes }
      : { target: `(${limit} s on PostgreSQL)` }),
    data: { ...result },
  });
  const customers = result.idleCustomers ?? settings.billingIdleCustomers;
  rows.push({
    what: `idle scheduler tick, ${customers.toLocaleString('en')} customers`,
    value: format.ms(result.idleTickMs),
    target: `≤ ${targets.idleTickMs} ms`,
    met: result.idleTickMs <= targets.idleTickMs,
  });
}
