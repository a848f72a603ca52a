import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { repositoryRoot } from '@brokkie/db/client';

const mainScript = path.join(repositoryRoot, 'apps/api/src/main.ts');

// What a process inherits from the test runner's environment: enough to run node, nothing that
// configures the app (VITEST would switch the jobs' timers off, DATABASE_URL would name the
// runner's database). Everything the app reads is given explicitly.
const inherited = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];

/**
 * One API instance as a deployment runs it: its own operating-system process
 * (`node --import tsx apps/api/src/main.ts`, the standalone API), configured only by its
 * environment, on a port of its own. Its log (pino's JSON lines) is kept for the test to read,
 * and the last lines are shown when it fails to start or dies.
 */
export class ApiProcess {
  readonly log: string[] = [];
  private child: ChildProcess | undefined;
  private exited: Promise<number | null> | undefined;
  baseUrl = '';

  constructor(
    readonly name: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts the process and resolves when it listens (its log's "Server listening at …"). */
  async start(timeoutMs = 60_000): Promise<string> {
    const env: Record<string, string> = {};
    for (const name of inherited) if (process.env[name] !== undefined) env[name] = process.env[name]!;
    Object.assign(env, { API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info' }, this.env);
    const child = spawn(process.execPath, ['--import', 'tsx', mainScript], { cwd: repositoryRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    this.exited = once(child, 'exit').then(([code, signal]) => {
      this.log.push(`── ${this.name} (pid ${child.pid}) exited: ${signal ? `signal ${String(signal)}` : `code ${String(code)}`} ──`);
      return code as number | null;
    });
    const listening = new Promise<string>((resolve, reject) => {
      const keep = (line: string) => {
        this.log.push(line);
        if (this.log.length > 5000) this.log.splice(0, 1000);
        const address = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line)?.[1];
        if (address) resolve(address);
      };
      createInterface({ input: child.stdout! }).on('line', keep);
      createInterface({ input: child.stderr! }).on('line', keep);
      void this.exited!.then((code) => reject(new Error(`${this.name} exited (${code}) before listening:\n${this.tail()}`)));
      setTimeout(() => reject(new Error(`${this.name} did not listen within ${timeoutMs} ms:\n${this.tail()}`)), timeoutMs).unref();
    });
    this.baseUrl = await listening;
    return this.baseUrl;
  }

  /** Whether the process is still running. */
  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines of its log. */
  tail(lines = 40): string {
    return this.log.slice(-lines).join('\n');
  }

  /** The log lines whose message contains `text`. */
  logged(text: string): string[] {
    return this.log.filter((line) => line.includes(text));
  }

  /** SIGTERM (the API closes its jobs, connections and database pool), then SIGKILL if it hangs. */
  async stop(): Promise<void> {
    if (!this.child || !this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}
