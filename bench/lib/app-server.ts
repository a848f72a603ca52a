import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCommand, startProcess, waitForHttp, type Started } from './processes.ts';

/**
 * How the benchmark builds and starts the app: the project's own scripts, so that it measures
 * what `npm start` does. This is the one place to change when they change.
 */
export const appCommands = {
  /** Builds the web app (and whatever `npm run build` builds). */
  build: ['npm', ['run', 'build']] as const,
  /** `npm start` on the built tree: the start-up the benchmark times. */
  start: ['npm', ['start']] as const,
  /** The built tree without the check for changed sources: only when they change during the run. */
  serve: ['npm', ['run', 'serve']] as const,
};

/** A page that answers 200 once the app is up (the first answer is timed from the spawn). */
export const readyPath = '/en/signin';

// One secret per run: production refuses to start without one, and no development key is used.
const authSecret = randomBytes(32).toString('hex');

/**
 * The environment of the app under test: loopback only, its own port and database, quiet logs.
 * NODE_ENV and APP_ENV are whatever the start script makes them; what production mode requires is given.
 */
export function appEnvironment(port: number, databaseUrl: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    // The benchmark signs in as several customers from 127.0.0.1: each speaks as its own address.
    TRUST_PROXY: '1',
    BETTER_AUTH_SECRET: authSecret,
    // The payment sandbox stays (production would otherwise ask for a Mollie key).
    PAYMENT_SANDBOX: 'on',
  };
  // The benchmark's own settings must not leak into the app.
  for (const name of ['NODE_ENV', 'APP_ENV', 'API_URL', 'WEB_BUILD_DIR', 'VITEST', 'npm_lifecycle_event', 'npm_lifecycle_script']) delete env[name];
  return env;
}

interface SourceHashModule {
  computeSourceHash(): string;
  sourceHashFile: string;
}

/** True when the build there is made from the sources as they are (the hash `npm start` keeps). */
async function buildIsCurrent(root: string): Promise<boolean> {
  try {
    const module = (await import(pathToFileURL(path.join(root, 'scripts/source-hash.mjs')).href)) as Partial<SourceHashModule>;
    if (!module.computeSourceHash || !module.sourceHashFile) return false;
    return readFileSync(module.sourceHashFile, 'utf8').trim() === module.computeSourceHash();
  } catch {
    return false;
  }
}

/** Builds the app unless its build is current; returns the seconds it took (0: it was current). */
export async function buildApp(root: string, log: (line: string) => void): Promise<number> {
  if (await buildIsCurrent(root)) {
    log('the build is current: not rebuilt');
    return 0;
  }
  const started = performance.now();
  const [command, args] = appCommands.build;
  await runCommand(command, [...args], { cwd: root, env: appEnvironment(0, ''), timeoutMs: 15 * 60_000 });
  const seconds = (performance.now() - started) / 1000;
  log(`built the app in ${seconds.toFixed(0)} s`);
  return seconds;
}

export interface RunningApp {
  server: Started;
  /** Milliseconds from the spawn of `npm start` to the first 200. */
  startMs: number;
  /** `npm start` built first (the sources changed after the benchmark's build): not a start on a built tree. */
  rebuilt: boolean;
}

/** The server build's file: its modification time tells whether a start rebuilt the app. */
function buildStamp(root: string): number {
  try {
    return statSync(path.join(root, 'apps/web/build/server/index.js')).mtimeMs;
  } catch {
    return 0;
  }
}

/** Starts the app with `npm start` (or `npm run serve`) and waits for its first 200 (generous: it may build first). */
export async function startApp(root: string, port: number, databaseUrl: string, how: 'start' | 'serve' = 'start'): Promise<RunningApp> {
  const [command, args] = appCommands[how];
  const stamp = buildStamp(root);
  const since = performance.now();
  const server = startProcess({ name: 'the app', command, args: [...args], cwd: root, env: appEnvironment(port, databaseUrl), port });
  const startMs = await waitForHttp(server, `${server.url}${readyPath}`, 10 * 60_000, since);
  return { server, startMs, rebuilt: buildStamp(root) !== stamp };
}

/** The installed version of `name` as `fromDirectory` resolves it (undefined when it is not there). */
export function resolvedVersion(name: string, fromDirectory: string): string | undefined {
  let directory = fromDirectory;
  for (;;) {
    try {
      return (JSON.parse(readFileSync(path.join(directory, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      const parent = path.dirname(directory);
      if (parent === directory) return undefined;
      directory = parent;
    }
  }
}
