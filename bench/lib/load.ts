import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors/timeouts: a figure with these is suspect. */
  failures: number;
  /** What the failures were: `503×12`, `errors×3`. */
  failureKinds: string[];
  /** Of the failures, the 503s of the API's load shedding (apps/api/src/plugins/load-shedding.ts). */
  shed: number;
  /** Answers received in all. */
  answered: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /**
   * autocannon's request sequence, which each connection walks in turn (a path and method of its
   * own, `setupRequest` to give each request other headers); without it, GET `url`.
   */
  requests?: autocannon.Request[];
}

/** One autocannon run against `url` (loopback). */
export async function load(url: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    // A slow server must show as latency, not as dropped connections.
    timeout: 30,
    // `[<id>]` in the URL becomes a new id per request (a page no cache has seen).
    idReplacement: url.includes('[<id>]'),
    ...(options.requests ? { requests: options.requests } : {}),
  });
  const failureKinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${status}×${stats.count ?? 0}`);
  if (result.errors > 0) failureKinds.push(`errors×${result.errors}`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    failureKinds,
    shed: (result.statusCodeStats as Record<string, { count?: number }> | undefined)?.['503']?.count ?? 0,
    answered: Object.values((result.statusCodeStats ?? {}) as Record<string, { count?: number }>).reduce((sum, stats) => sum + (stats.count ?? 0), 0),
  };
}

/** The median of each figure over runs (runs of one: that run). */
export function median(results: LoadResult[]): LoadResult {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? (sorted[half] as number) : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
  };
  return {
    requestsPerSecond: mid(results.map((r) => r.requestsPerSecond)),
    p50Ms: mid(results.map((r) => r.p50Ms)),
    p99Ms: mid(results.map((r) => r.p99Ms)),
    failures: results.reduce((sum, r) => sum + r.failures, 0),
    failureKinds: [...new Set(results.flatMap((r) => r.failureKinds))],
    shed: results.reduce((sum, r) => sum + r.shed, 0),
    answered: results.reduce((sum, r) => sum + r.answered, 0),
  };
}

export interface Target {
  label: string;
  url: string;
  connections: number;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

/**
 * Runs every target `rounds` times, interleaved (round 1 of each, then round 2 …), so that a
 * baseline and the app it is compared with see the same background load on a shared machine.
 * Returns the median per label.
 */
export async function loadRounds(targets: Target[], rounds: number, seconds: number, log: (line: string) => void): Promise<Map<string, LoadResult>> {
  const runs = new Map<string, LoadResult[]>();
  for (let round = 0; round < rounds; round += 1) {
    // Alternate the order per round: neither side always runs first on a cold or warm machine.
    const ordered = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of ordered) {
      const result = await load(target.url, {
        connections: target.connections,
        seconds,
        ...(target.headers ? { headers: target.headers } : {}),
        ...(target.requests ? { requests: target.requests } : {}),
      });
      log(
        `  ${target.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms} ms${result.failures ? `, failures: ${result.failureKinds.join(' ')}` : ''}`,
      );
      runs.set(target.label, [...(runs.get(target.label) ?? []), result]);
    }
  }
  return new Map([...runs].map(([label, results]) => [label, median(results)]));
}
