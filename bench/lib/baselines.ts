import path from 'node:path';
import { freePort, runCommand, startProcess, waitForHttp, type Started } from './processes.ts';

const quiet = { ...process.env, NODE_ENV: 'production' };

/** The bare Fastify server (bench/baseline-fastify.ts) on `databaseUrl` (PostgreSQL) or PGlite. */
export async function startBareFastify(benchDirectory: string, databaseUrl: string | undefined): Promise<Started> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...quiet, PORT: String(port) };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const server = startProcess({
    name: 'bare Fastify',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(benchDirectory, 'baseline-fastify.ts')],
    cwd: benchDirectory,
    env,
    port,
  });
  await waitForHttp(server, `${server.url}/select-1`, 120_000);
  return server;
}

/** Builds the empty React Router app with its own react-router CLI (the repository's version). */
export async function buildBaselineApp(benchDirectory: string): Promise<void> {
  const appDirectory = path.join(benchDirectory, 'baseline-react-router');
  const cli = path.resolve(benchDirectory, '../node_modules/@react-router/dev/bin.js');
  await runCommand(process.execPath, [cli, 'build'], { cwd: appDirectory, env: quiet, timeoutMs: 5 * 60_000 });
}

export async function startBaselineApp(benchDirectory: string): Promise<Started> {
  const port = await freePort();
  const appDirectory = path.join(benchDirectory, 'baseline-react-router');
  const server = startProcess({
    name: 'empty React Router app',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(appDirectory, 'server.ts')],
    cwd: appDirectory,
    env: { ...quiet, PORT: String(port) },
    port,
  });
  await waitForHttp(server, `${server.url}/`, 120_000);
  return server;
}
