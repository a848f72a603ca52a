import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the identity service does after it has answered (better-auth's
 * `advanced.backgroundTasks`): the e-mails of a password-reset request and of an e-mail change.
 * Sent while the request waits, they would make the answer for an address with an account
 * measurably slower than for one without (which sends none), and tell the two apart. Closing
 * the API waits for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(task: Promise<unknown>): void {
    const tracked = task.then(
      () => undefined,
      (error: unknown) => this.log.error({ err: error }, 'identity background task failed'),
    );
    this.running.add(tracked);
    void tracked.finally(() => this.running.delete(tracked));
  }

  /** Resolves when every task started so far (and those they started) has finished. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
