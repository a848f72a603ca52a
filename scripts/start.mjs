#!/usr/bin/env node
// `npm start`: builds when the sources changed since the last build (their content hash is kept
// beside it), then runs the bundled web server with plain node. `--no-build` only runs it
// (`npm run serve`, the browser tests).
//
// Without NODE_ENV it runs with NODE_ENV=production (React's production server renderer) and
// APP_ENV=development: a local run that keeps the development stand-ins of the outside services
// (mailbox, sign-in provider, payment sandbox) unless APP_ENV=production, and, with it,
// DEV_TOOLS=on (the development tools, answered only on loopback). NODE_ENV=production set by the
// caller still means a production deployment unless APP_ENV says otherwise.
import { spawnSync } from 'node:child_process';
import module from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { computeSourceHash, repositoryRoot, sourceHashFile, webBuildDirectory } from './source-hash.mjs';

// WEB_BUILD_DIR runs a build kept elsewhere (inside the repository, for its node_modules), as is.
const keptBuild = process.env.WEB_BUILD_DIR ? path.resolve(process.env.WEB_BUILD_DIR) : undefined;
const serverBundle = path.join(keptBuild ?? webBuildDirectory, 'server-bundle/main.js');

function builtHash() {
  try {
    return readFileSync(sourceHashFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}

if (!keptBuild && !process.argv.includes('--no-build')) {
  if (!existsSync(serverBundle) || builtHash() !== computeSourceHash()) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], { cwd: repositoryRoot, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (!existsSync(serverBundle)) {
  console.error('No build to serve: run `npm run build` (or `npm start`, which builds when needed).');
  process.exit(1);
}

if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = 'production';
  process.env.APP_ENV ??= 'development';
  // A local run has the development tools (mailbox, billing clock, …; only for this machine).
  if (process.env.APP_ENV === 'development') process.env.DEV_TOOLS ??= 'on';
}
// Node 22+ keeps the compiled code of the modules on disk between starts.
module.enableCompileCache?.();
// Imported only now: libraries read NODE_ENV when they are first loaded (the bundle has React's
// production build only, scripts/bundle-web-server.mjs).
await import(pathToFileURL(serverBundle).href);
