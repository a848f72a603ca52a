#!/usr/bin/env node
// Type-checks every workspace that has a `typecheck` script, two at a time: each is its own tsc
// process, and on the two-core machines we test on, running them one after another left a core
// idle for most of a minute. A workspace's output is printed in one piece when it is done.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// The root package's workspace patterns are folders or `folder/*`.
const folders = readJson(path.join(root, 'package.json')).workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(path.join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(pattern.slice(0, -2), entry.name))
    : [pattern],
);
const queue = folders.filter((folder) => {
  const manifest = path.join(root, folder, 'package.json');
  return existsSync(manifest) && typeof readJson(manifest).scripts?.typecheck === 'string';
});
// The web app is the longest: start it first so the other lane works through the rest meanwhile.
queue.sort((a, b) => Number(b === 'apps/web') - Number(a === 'apps/web'));

const parallel = 2;
let failed = false;

function typecheck(folder) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', 'typecheck'], { cwd: path.join(root, folder), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${folder} (${seconds} s)\n${output.trim() ? `${output.trim()}\n` : ''}`);
      if (code !== 0) failed = true;
      resolve();
    });
  });
}

async function lane() {
  for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) await typecheck(folder);
}

await Promise.all(Array.from({ length: parallel }, lane));
process.exit(failed ? 1 : 0);
