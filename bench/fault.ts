/**
 * `npm run test:fault [-- --rounds N] [-- --postgres-only | --pglite-only]`: the fault suite of
 * issue 17. It kills the API for real and checks what a customer would be left with:
 *
 * 1. kill -9 during a burst of writes (pets created with an Idempotency-Key), on the embedded
 *    PGlite and on PostgreSQL: after the restart every write the server acknowledged is there,
 *    nothing is there twice or half-written, and every retry of a key returns the first result
 *    (the acknowledged ones replayed, the others executed once);
 * 2. kill -9 during payment settlement (sandbox payments being marked paid and their webhooks
 *    applied): after the restart, the reconciliation job settles what the crash left open, and no
 *    box is paid, invoiced or charged twice;
 * 3. PostgreSQL's connections terminated under load: the app keeps running and answers again by
 *    itself.
 *
 * Exits 1 on any violation, printing what was found. PostgreSQL from DATABASE_URL, default the
 * machine's postgres://postgres@127.0.0.1:5432/test (a scratch database is made and dropped).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '@brokkie/db/client';
import { prepareDatabase } from '@brokkie/db/seed';
import { seedDueBoxes } from '../apps/api/test/modules/billing/billing-load.ts';
import { createBenchDatabase, type BenchDatabase } from './lib/database.ts';
import { signIn, type SignedIn } from './lib/identity.ts';
import { freePort, startProcess, stopAll, waitForHttp, type Started } from './lib/processes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'postgres-only': { type: 'boolean', default: false },
    'pglite-only': { type: 'boolean', default: false },
  },
});
const rounds = Number(options.rounds);
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';
const violations: string[] = [];

function check(condition: boolean, violation: string): void {
  if (!condition) {
    violations.push(violation);
    console.log(`  ✗ ${violation}`);
  }
}

async function startApi(database: BenchDatabase, port: number): Promise<Started> {
  const api = startProcess({
    name: `api (${database.kind})`,
    command: process.execPath,
    args: ['--import', 'tsx', 'apps/api/src/main.ts'],
    cwd: root,
    port,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      NODE_ENV: 'development',
      APP_ENV: 'development',
      DEV_TOOLS: 'on',
      // The payment job every second, reconciling payments open for a minute: what a crash cut off.
      PAYMENT_RECONCILE_INTERVAL_MS: '1000',
      PAYMENT_RECONCILE_AFTER_MINUTES: '1',
    },
  });
  await waitForHttp(api, `${api.url}/api/health/`, 120_000);
  return api;
}

function killHard(api: Started): Promise<void> {
  const exited = new Promise<void>((resolve) => api.child.once('exit', () => resolve()));
  process.kill(-(api.child.pid as number), 'SIGKILL');
  return exited;
}

interface Answer {
  status: number;
  body: string;
  replayed: boolean;
}

async function call(api: Started, customer: SignedIn, method: string, url: string, body?: unknown, key?: string): Promise<Answer> {
  const response = await fetch(`${api.url}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${customer.token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text(), replayed: response.headers.get('idempotent-replayed') === 'true' };
}

/** 1. kill -9 in a burst of idempotent writes. */
async function killDuringWrites(database: BenchDatabase): Promise<void> {
  const port = await freePort();
  let api = await startApi(database, port);
  const customer = await signIn(api.url);
  const keys: string[] = [];
  const acknowledged = new Map<string, Answer>();
  for (let round = 1; round <= rounds; round += 1) {
    const burst = Array.from({ length: 30 }, (_, index) => ({ key: randomUUID(), name: `Rex ${round}-${index}` }));
    keys.push(...burst.map((write) => write.key));
    const sent = burst.map((write) =>
      call(api, customer, 'POST', '/api/animal/', dogBody(write.name), write.key).then(
        (answer) => answer.status === 201 && acknowledged.set(write.key, answer),
        () => undefined,
      ),
    );
    // Killed while the burst is under way: some answered, some running, some not begun.
    await sleep(40 + Math.floor(Math.random() * 120));
    await killHard(api);
    await Promise.allSettled(sent);
    const beforeKill = acknowledged.size;
    api = await startApi(database, port);
    const names = new Map(burst.map((write) => [write.key, write.name]));
    for (const write of burst) {
      const retry = await call(api, customer, 'POST', '/api/animal/', dogBody(names.get(write.key) as string), write.key);
      const first = acknowledged.get(write.key);
      check(retry.status === 201, `round ${round}: the retry of ${write.key} answered ${retry.status}: ${retry.body.slice(0, 200)}`);
      if (first) {
        check(retry.replayed && retry.body === first.body, `round ${round}: an acknowledged write's retry did not return the first result (${write.key})`);
      } else {
        acknowledged.set(write.key, retry);
      }
    }
    console.log(
      `  round ${round}: killed with ${beforeKill - (keys.length - burst.length)} of ${burst.length} writes acknowledged; every retry answered, the acknowledged ones replayed`,
    );
  }
  // What the customer sees: every write once, whole.
  const list = JSON.parse((await call(api, customer, 'GET', '/api/animal/?limit=1000')).body) as { count: number; results: { id: number; name: string }[] };
  const byName = new Map<string, number>();
  for (const pet of list.results) byName.set(pet.name, (byName.get(pet.name) ?? 0) + 1);
  check(list.count === keys.length, `${database.kind}: ${list.count} pets after ${keys.length} distinct writes`);
  check(
    [...byName.values()].every((count) => count === 1),
    `${database.kind}: a pet was created twice: ${[...byName].filter(([, n]) => n > 1).map(([name]) => name)}`,
  );
  for (const answer of acknowledged.values()) {
    const id = (JSON.parse(answer.body) as { id: number }).id;
    const pet = await call(api, customer, 'GET', `/api/animal/${id}/`);
    check(pet.status === 200, `${database.kind}: acknowledged pet ${id} reads ${pet.status}`);
  }
  await api.stop();
}

function dogBody(name: string) {
  return { name, type: 'dog', sex: 'male', dateOfBirth: '2020-05-17', weight: 24.5 };
}

/**
 * 2. kill -9 while a billing run charges due boxes through the sandbox mandates and their payments
 * settle; after the restart the scheduler runs again (as its timer would). No box may be charged
 * or invoiced twice, and every box charged before the kill is still charged.
 */
async function killDuringSettlement(database: BenchDatabase): Promise<void> {
  const seeding = openDatabase(database.url);
  await prepareDatabase(seeding);
  const due = await seedDueBoxes(seeding.db, { boxes: 120, tag: `fault${Date.now().toString(36)}` });
  await seeding.close();
  const port = await freePort();
  let api = await startApi(database, port);
  const run = () =>
    fetch(`${api.url}/api/dev/billing/run/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: due.dueAt.toISOString() }),
      signal: AbortSignal.timeout(120_000),
    }).then((response) => response.status);
  const interrupted = run().catch(() => 0);
  await sleep(300 + Math.floor(Math.random() * 900));
  const charged = await chargedBoxes(database, due.boxIds);
  await killHard(api);
  await interrupted;
  api = await startApi(database, port);
  for (let again = 0; again < 2; again += 1) check((await run()) === 200, 'the billing run after the restart failed');
  // The sandbox calls the webhook of a recurring charge 5 s after it; the calls the kill cut off
  // are made again by the payment job (their retry, or the reconciliation of payments open for a
  // minute, both every second here): wait until every box charged is paid, or 150 s.
  let after = await chargedBoxes(database, due.boxIds);
  for (let waited = 0; waited < 150 && after.paid.length < after.charged.length; waited += 2) {
    await sleep(2_000);
    after = await chargedBoxes(database, due.boxIds);
  }
  await api.stop();
  check(after.twice.length === 0, `${database.kind}: boxes charged twice: ${after.twice.join(', ')}`);
  check(after.invoicedTwice === 0, `${database.kind}: ${after.invoicedTwice} invoice numbers given twice`);
  const unpaid = after.charged.filter((id) => !after.paid.includes(id));
  check(unpaid.length === 0, `${database.kind}: boxes charged but never paid: ${unpaid.join(', ')}`);
  const lost = charged.charged.filter((id) => !after.charged.includes(id));
  check(lost.length === 0, `${database.kind}: charges made before the kill are gone: ${lost.join(', ')}`);
  console.log(
    `  ${charged.charged.length} of ${due.boxIds.length} boxes charged when killed; after the restart ${after.charged.length} charged, ${after.paid.length} paid, none twice`,
  );
}

async function chargedBoxes(database: BenchDatabase, boxIds: number[]): Promise<{ charged: number[]; paid: number[]; twice: number[]; invoicedTwice: number }> {
  const handle = openDatabase(database.url);
  try {
    const ids = sql.raw(boxIds.join(','));
    const payments = rowsOf<{ delivery_id: number; paid: number; live: number }>(
      await handle.db.execute(sql`select delivery_id, count(*) filter (where status = 'paid')::int as paid,
        count(*) filter (where status in ('paid', 'open', 'pending', 'authorized'))::int as live
        from payment where delivery_id in (${ids}) group by delivery_id`),
    );
    const invoices = rowsOf<{ twice: number }>(
      await handle.db.execute(sql`select count(*)::int as twice from (select invoice_number from delivery
        where invoice_number is not null group by invoice_number having count(*) > 1) as repeated`),
    );
    return {
      charged: payments.filter((row) => row.live > 0).map((row) => row.delivery_id),
      paid: payments.filter((row) => row.paid > 0).map((row) => row.delivery_id),
      twice: payments.filter((row) => row.paid > 1 || row.live > 1).map((row) => row.delivery_id),
      invoicedTwice: invoices[0]?.twice ?? 0,
    };
  } finally {
    await handle.close();
  }
}

/** 3. PostgreSQL's connections cut under load: the app recovers by itself. */
async function terminateConnectionsUnderLoad(database: BenchDatabase): Promise<void> {
  const port = await freePort();
  const api = await startApi(database, port);
  const customer = await signIn(api.url);
  const admin = new pg.Client({ connectionString: database.serverUrl });
  await admin.connect();
  const databaseName = new URL(database.url).pathname.slice(1);
  let stop = false;
  const statuses = new Map<number, number>();
  const workers = Array.from({ length: 20 }, async () => {
    while (!stop) {
      const answer = await call(api, customer, 'GET', '/api/animal/').catch(() => ({ status: 0 }) as Answer);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  });
  await sleep(1_500);
  const cut = await admin.query('select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity where datname = $1', [databaseName]);
  await sleep(2_000);
  stop = true;
  await Promise.all(workers);
  await admin.end();
  check(api.child.exitCode === null && api.child.signalCode === null, 'postgres: the app died when its connections were cut');
  const after = await call(api, customer, 'GET', '/api/animal/');
  const health = await fetch(`${api.url}/api/health/`);
  check(after.status === 200 && health.status === 200, `postgres: after the cut the app answered ${after.status} (health ${health.status})`);
  console.log(`  ${cut.rows[0]?.cut ?? 0} connections cut under load; answers: ${[...statuses].map(([status, count]) => `${status}×${count}`).join(', ')}`);
  await api.stop();
}

async function main(): Promise<void> {
  const kinds: Array<'pglite' | 'postgres'> = options['postgres-only'] ? ['postgres'] : options['pglite-only'] ? ['pglite'] : ['pglite', 'postgres'];
  for (const kind of kinds) {
    const database = await createBenchDatabase(kind === 'postgres' ? postgresUrl : undefined);
    try {
      console.log(`\nkill -9 during a burst of writes (${kind}, ${rounds} rounds)`);
      await killDuringWrites(database);
      if (kind === 'postgres') {
        // PGlite belongs to one process: the checks read it between the server's lives only.
        console.log('\nkill -9 during payment settlement (postgres)');
        await killDuringSettlement(database);
      }
      if (kind === 'postgres') {
        console.log('\nPostgreSQL connections terminated under load');
        await terminateConnectionsUnderLoad(database);
      }
    } finally {
      await stopAll();
      await database.remove();
    }
  }
  if (violations.length > 0) {
    console.log(`\nFault suite: ${violations.length} violation(s).`);
    process.exit(1);
  }
  console.log('\nFault suite: nothing acknowledged was lost, nothing was written twice or half, every retry returned the first result.');
}

process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
await main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
