import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A process tree the benchmark started: stopped as a whole (its own process group). */
export interface Started {
  name: string;
  child: ChildProcess;
  port: number;
  url: string;
  /** Last lines of its output, for the error message when it dies or never answers. */
  output(): string;
  stop(): Promise<void>;
}

const running = new Set<Started>();

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
}

/**
 * Starts a command in a process group of its own, so that stopping it also stops what it
 * started (npm → sh → node).
 */
export function startProcess(options: StartOptions): Started {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const started: Started = {
    name: options.name,
    child,
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    output: () => lines.join('\n'),
    async stop() {
      running.delete(started);
      if (exited || child.pid === undefined) return;
      signalGroup(child.pid, 'SIGTERM');
      const stopped = await Promise.race([exit.then(() => true), sleep(10_000).then(() => false)]);
      if (!stopped) {
        signalGroup(child.pid, 'SIGKILL');
        await Promise.race([exit, sleep(2_000)]);
      }
      // Whatever the group leader left behind (an npm child that ignored SIGTERM).
      signalGroup(child.pid, 'SIGKILL');
    },
  };
  running.add(started);
  return started;
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Stops everything still running (at the end, and when the benchmark is interrupted). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((started) => started.stop()));
}

/**
 * Polls `url` until it answers `expected` (a status), the process exits or `timeoutMs` passes.
 * Returns the milliseconds from `since` to the first answer.
 */
export async function waitForHttp(started: Started, url: string, timeoutMs: number, since = performance.now(), expected = 200): Promise<number> {
  const deadline = since + timeoutMs;
  let last = '';
  while (performance.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) {
      throw new Error(`${started.name} exited (${started.child.exitCode ?? started.child.signalCode}) before answering:\n${started.output()}`);
    }
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status === expected) return performance.now() - since;
      last = `status ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await sleep(50);
  }
  throw new Error(`${started.name} did not answer ${url} with ${expected} within ${timeoutMs / 1000} s (${last}):\n${started.output()}`);
}

/** Runs a command to its end; rejects with its output when it fails. */
export function runCommand(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.pid !== undefined && signalGroup(child.pid, 'SIGKILL'), options.timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * Resident memory (bytes) of the process listening on `port` among `root`'s process tree: the
 * server itself, not the npm and shell processes in front of it. Linux only (/proc).
 */
export function serverRss(root: Started): number | undefined {
  const pids = descendants(root.child.pid ?? -1);
  const inodes = listeningInodes(root.port);
  const listener = pids.find((pid) => socketInodes(pid).some((inode) => inodes.has(inode)));
  return listener === undefined ? undefined : rssOf(listener);
}

function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the parent pid follows the last ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const next = queue.shift() as number;
    found.push(next);
    queue.push(...(parents.get(next) ?? []));
  }
  return found;
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      // State 0A is LISTEN.
      if (!local || fields[3] !== '0A') continue;
      if (Number.parseInt(local.split(':')[1] ?? '', 16) === port && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

function socketInodes(pid: number): string[] {
  try {
    return readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        return match?.[1] ? [match[1]] : [];
      } catch {
        return [];
      }
    });
  } catch {
    return [];
  }
}

function rssOf(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

export interface RunGuard {
  /** The run was stopped by SIGINT or SIGTERM (exit with 130). */
  readonly interrupted: boolean;
  /** The run is over: the deadline no longer applies. */
  done(): void;
}

/**
 * Bounds a script that starts servers: on SIGINT or SIGTERM, `cleanUp` and exit 130; past
 * `minutes`, whatever hangs, `onDeadline` (which cleans up and reports what it has).
 */
export function guardRun(options: {
  what: string;
  minutes: number;
  log: (line: string) => void;
  cleanUp: () => Promise<void>;
  onDeadline: () => void;
}): RunGuard {
  const guard = { interrupted: false, done: () => clearTimeout(deadline) };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      guard.interrupted = true;
      options.log(`${signal}: stopping what the ${options.what} started`);
      void options.cleanUp().then(() => process.exit(130));
    });
  }
  const deadline = setTimeout(() => {
    options.log(`the run took longer than ${options.minutes} minutes: stopping`);
    options.onDeadline();
  }, options.minutes * 60_000);
  deadline.unref();
  return guard;
}
