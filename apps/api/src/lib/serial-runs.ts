/**
 * The runs of an in-process job (the billing scheduler, the reminder notices, the tracking
 * forwarder): one at a time in this process, on a timer that waits for each run to finish before
 * it counts down again and never keeps the process alive, stopped by waiting for the run in
 * progress. Several instances of the API run their jobs at once; the jobs' claims in the database
 * keep that safe, this only keeps one process from overlapping itself.
 */
export class SerialRuns<Report> {
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly run: (now: Date) => Promise<Report>,
    /** A timed run that failed (a run asked for by `runOnce` rejects to its caller instead). */
    private readonly onError: (error: unknown) => void,
  ) {}

  /** One run as of `now`, after the one in progress. */
  runOnce(now: Date): Promise<Report> {
    const run = this.queue.then(() => this.run(now));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** A run every `intervalMs` as of `now()`, each after the previous one has finished. */
  start(intervalMs: number, now: () => Date = () => new Date()): void {
    this.stopped = false;
    const tick = () => {
      this.timer = setTimeout(() => {
        this.runOnce(now())
          .catch(this.onError)
          .finally(() => {
            if (!this.stopped) tick();
          });
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /** Stops the timer and waits for a run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.queue;
  }
}
