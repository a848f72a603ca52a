import { openDatabase } from '@brokkie/db/client';
import { prepareDatabase } from '@brokkie/db/seed';
import { apiPrefix, buildApi } from './app.ts';
import { readApiConfig } from './config.ts';

// The API alone (the web server normally mounts it in its own process): for development and
// for deployments that run the API separately.
const config = readApiConfig();
const database = openDatabase(config.databaseUrl);
await prepareDatabase(database);
const app = await buildApi({ database, logger: { level: config.logLevel }, trustProxy: config.trustProxy });
await app.listen({ port: config.port, host: config.host });

const base = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}${apiPrefix}/`;
console.log(`Brokkie API (${database.kind}) at ${base} — docs at ${base}docs`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: stopping`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
