#!/usr/bin/env node
// Starts the already-built production server for the browser tests. Each run gets a fresh,
// empty PGlite data directory (migrated and seeded by the server at start), so a run never
// depends on, or touches, ./data. With API_URL set the server runs without its own API and
// needs no database at all (the error-screen servers use that).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Like `npm start` (React's production build, APP_ENV=development: the test run keeps the
// development stand-ins of the outside services), but on loopback only and with its own public URL.
const env = { ...process.env, HOST: process.env.HOST ?? '127.0.0.1' };
env.PUBLIC_URL ??= `http://localhost:${env.PORT ?? 3000}`;

// An empty API_URL means "this server runs the API itself", the same as no API_URL.
if (!env.API_URL) delete env.API_URL;

let dataDirectory;
if (!env.API_URL) {
  dataDirectory = mkdtempSync(path.join(tmpdir(), 'brokkie-e2e-pglite-'));
  env.DATABASE_URL = dataDirectory;
}

const server = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
  cwd: repositoryRoot,
  env,
  stdio: 'inherit',
});

const cleanUp = () => {
  if (dataDirectory) rmSync(dataDirectory, { recursive: true, force: true });
};

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});
