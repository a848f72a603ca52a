/**
 * Loaded into a server the load script starts (`node --import tsx --import ./bench/lib/event-loop-probe.ts …`):
 * every BENCH_EVENT_LOOP_INTERVAL_MS (default 5 s) it appends one JSON line with the event loop's
 * delay over that interval (milliseconds: mean, p99, max) to BENCH_EVENT_LOOP_FILE, then starts
 * the next interval afresh. Node's own histogram (perf_hooks), so the server needs no change and
 * the cost is a timer. Without BENCH_EVENT_LOOP_FILE it does nothing.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_EVENT_LOOP_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;
  setInterval(
    () => {
      const line = { at: Date.now(), meanMs: ms(histogram.mean), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) };
      histogram.reset();
      try {
        appendFileSync(file, `${JSON.stringify(line)}\n`);
      } catch {
        // The load script removed the file at its end: nothing more to report.
      }
    },
    Number(process.env.BENCH_EVENT_LOOP_INTERVAL_MS ?? 5_000),
  ).unref();
}
