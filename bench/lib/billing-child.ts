/**
 * Runs `measureBillingRun` of bench/billing-scheduler.ts in a process of its own: its PGlite
 * work blocks the event loop for minutes at a time, and a child can be stopped when the
 * benchmark's time is up. Arguments: the options as JSON, then the file to write the result to.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface BillingModule {
  measureBillingRun(options: { databaseUrl?: string | undefined; boxes: number; idleCustomers?: number; log?: (line: string) => void }): Promise<unknown>;
}

const [options, resultFile] = process.argv.slice(2);
if (!options || !resultFile) throw new Error('usage: billing-child.ts <options JSON> <result file>');
const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../billing-scheduler.ts');
const module = (await import(pathToFileURL(file).href)) as Partial<BillingModule>;
if (!module.measureBillingRun) throw new Error('bench/billing-scheduler.ts exports no measureBillingRun');
const result = await module.measureBillingRun({ ...(JSON.parse(options) as { boxes: number }), log: (line) => console.log(line) });
writeFileSync(resultFile, JSON.stringify(result));
process.exit(0);
