#!/usr/bin/env node
// Makes sure the browser tests have Debian's Chromium. We never download a browser: on a machine
// of our kind (root, apt-get) we install the distribution package, anywhere else we say what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (existsSync(chromiumPath)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (!isRoot || !hasAptGet) {
  console.error(
    `Chromium is missing at ${chromiumPath}: install your distribution's Chromium package (on Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to an installed Chromium, then run the tests again.`,
  );
  process.exit(1);
}

const run = (args) => {
  console.log(`> apt-get ${args.join(' ')}`);
  // -q keeps apt's progress to a few lines; the noninteractive frontend never prompts.
  const result = spawnSync('apt-get', ['-q', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`apt-get ${args[0]} failed (exit ${result.status ?? result.signal}): install Debian's chromium package by hand, then run the tests again.`);
    process.exit(1);
  }
};

console.log('Chromium is missing: installing Debian\'s chromium package for the browser tests…');
run(['update']);
run(['install', '-y', 'chromium']);

if (!existsSync(chromiumPath)) {
  console.error(`apt-get installed chromium but ${chromiumPath} does not exist: set CHROMIUM_PATH to the installed Chromium binary.`);
  process.exit(1);
}
console.log(`Chromium installed at ${chromiumPath}.`);
