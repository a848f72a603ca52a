import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/**
 * Builds the empty React Router app with the repository's react-router CLI, then gives its client
 * files the brotli and gzip copies the web app's build gives its own (scripts/bundle-web-server.mjs:
 * brotli 11 in text mode, gzip 9, files of 1 KB and more), so that both send equally compressed JS.
 */
export async function buildBaselineApp(benchDirectory: string): Promise<void> {
  const appDirectory = path.join(benchDirectory, 'baseline-react-router');
  const cli = path.resolve(benchDirectory, '../node_modules/@react-router/dev/bin.js');
  await runCommand(process.execPath, [cli, 'build'], { cwd: appDirectory, env: quiet, timeoutMs: 5 * 60_000 });
  for (const file of filesUnder(path.join(appDirectory, 'build/client'))) {
    if (!/\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/.test(file) || statSync(file).size < 1024) continue;
    const content = readFileSync(file);
    const brotliParams = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT };
    writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: brotliParams }));
    writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}

function* filesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
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
