import pg from 'pg';
import { openDatabase } from '@brokkie/db/client';
import { probeSubject, recordPerCustomerQueries, wholeTableScans, type PlanNode } from './per-customer-queries.ts';

/**
 * EXPLAIN ANALYZE of every per-customer query on a database seeded with seedSyntheticLoad (issue 11):
 *   DATABASE_URL=postgres://…/bench npx tsx apps/api/test/database/explain-per-customer-queries.ts
 * (SKIP_PROBES=a,b leaves probes out.) Each query runs twice in a rolled-back transaction; the second (warm) time is printed, with the
 * scans of whole growing tables it planned.
 */
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL=postgres://… of a database seeded with seedSyntheticLoad');
const handle = openDatabase(url);
const subject = await probeSubject(handle.db);
const skipped = (process.env.SKIP_PROBES ?? '').split(',');
const queries = await recordPerCustomerQueries(handle, subject, (probe) => !skipped.includes(probe));
const client = new pg.Client({ connectionString: url });
await client.connect();
const lines: string[] = [];
for (const query of queries) {
  let plan: { Plan: PlanNode; 'Execution Time': number } | undefined;
  for (let run = 0; run < 2; run += 1) {
    await client.query('begin');
    try {
      const result = await client.query(`explain (analyze, format json) ${query.sql}`, query.params);
      plan = (result.rows[0] as { 'QUERY PLAN': [typeof plan] })['QUERY PLAN'][0];
    } finally {
      await client.query('rollback');
    }
  }
  if (!plan) continue;
  const scans = wholeTableScans(plan.Plan);
  lines.push(`${plan['Execution Time'].toFixed(3).padStart(10)} ms  ${query.probe.padEnd(32)} ${scans.join(', ')}`);
}
console.log(lines.join('\n'));
await client.end();
await handle.close();
