#!/usr/bin/env node
// Makes sure the browser tests have what they run with: Debian's Chromium (we never download a
// browser) and poppler's pdftotext (the invoice walk reads the downloaded PDF with a real reader).
// On a machine of our kind (root, apt-get) we install the distribution packages; anywhere else we
// say what to install.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

const tools = [
  { name: 'Chromium', debianPackage: 'chromium', present: () => existsSync(chromiumPath), hint: `or set CHROMIUM_PATH to an installed Chromium` },
  { name: 'pdftotext', debianPackage: 'poppler-utils', present: () => onPath('pdftotext'), hint: 'poppler' },
];

const missing = tools.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const packages = missing.map((tool) => tool.debianPackage);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !onPath('apt-get')) {
  for (const tool of missing) {
    console.error(`${tool.name} is missing for the browser tests: install it (on Debian/Ubuntu: sudo apt-get install -y ${tool.debianPackage}; ${tool.hint}), then run the tests again.`);
  }
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
    console.error(`apt-get ${args[0]} failed (exit ${result.status ?? result.signal}): install ${packages.join(' ')} by hand, then run the tests again.`);
    process.exit(1);
  }
};

console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests…`);
run(['update']);
run(['install', '-y', ...packages]);

const stillMissing = missing.filter((tool) => !tool.present());
if (stillMissing.length > 0) {
  console.error(`apt-get installed ${packages.join(' ')} but ${stillMissing.map((tool) => tool.name).join(' and ')} cannot be found${stillMissing.some((tool) => tool.debianPackage === 'chromium') ? ` (set CHROMIUM_PATH to the Chromium binary)` : ''}.`);
  process.exit(1);
}
console.log(`${missing.map((tool) => tool.name).join(' and ')} installed.`);
