// The content hash of everything a build is made from: the web app, the API, the packages, the
// lock file and the build scripts. `npm start` rebuilds only when it differs from the one stored
// beside the build (apps/web/build/.source-hash).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webBuildDirectory = path.join(repositoryRoot, 'apps/web/build');
export const sourceHashFile = path.join(webBuildDirectory, '.source-hash');

const inputs = ['apps/web', 'apps/api', 'packages', 'package-lock.json', 'scripts/bundle-web-server.mjs', 'scripts/source-hash.mjs'];
// Generated or not part of what runs: tests change no build.
const skippedDirectories = new Set(['node_modules', 'build', '.react-router', 'test', 'data', 'coverage']);
const skippedFile = /\.test\.tsx?$|\.tmp\.|~$/;

function collect(relative, files) {
  const absolute = path.join(repositoryRoot, relative);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') files.push(relative);
    else if (error.code !== 'ENOENT') throw error;
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) collect(path.join(relative, entry.name), files);
    } else if (entry.isFile() && !skippedFile.test(entry.name)) {
      files.push(path.join(relative, entry.name));
    }
  }
}

export function computeSourceHash() {
  const files = [];
  for (const input of inputs) collect(input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(repositoryRoot, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}
