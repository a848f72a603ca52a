import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The first order as the web client makes it, over real HTTP, for the load script (bench/load.ts):
 * an anonymous visitor answers the questionnaire, adds a pet, gets its meal plan and price, and
 * the first box; on the order summary makes the account (e-mail and password); on the checkout
 * saves the address, the names and the delivery date and starts the payment; pays at the payment
 * sandbox's page (which marks the payment paid and calls our webhook before it sends the payer
 * back); and the after-checkout page finds the order paid. The same calls, bodies and order as
 * the first-order walk of apps/api/test/multi-instance/two-instances.test.ts and the web app's
 * order summary and checkout (apps/web/app/features/order-summary, checkout/checkout-submit.ts);
 * every write to the product API carries an Idempotency-Key, as the web client's do.
 */

/** An answer that was neither the one expected nor a 503 of the load shedding (the run fails on these). */
export interface WalkFailure {
  step: string;
  /** The status, or `error` when there was no answer (timeout, refused connection). */
  status: number | 'error' | 'unexpected';
  detail: string;
}

/** What the walkers measured over a stretch of time. */
export class WalkStats {
  /** Milliseconds of each answered request, per step (the answer that counted, after any 503 retries). */
  readonly latencies = new Map<string, number[]>();
  /** Milliseconds of each whole walk that ended well. */
  readonly walkMs: number[] = [];
  walks = 0;
  requests = 0;
  /** 503s of the load shedding; the step was retried after Retry-After, as the web client does. */
  shed = 0;
  failures = 0;
  /** The first failures, for the report (every failure is counted in `failures`). */
  readonly failureSamples: WalkFailure[] = [];
  readonly startedAt = performance.now();

  record(step: string, ms: number): void {
    const list = this.latencies.get(step);
    if (list) list.push(ms);
    else this.latencies.set(step, [ms]);
  }

  fail(failure: WalkFailure): void {
    this.failures += 1;
    if (this.failureSamples.length < 20) this.failureSamples.push(failure);
  }

  /** Every step's latencies together. */
  all(): number[] {
    return [...this.latencies.values()].flat();
  }
}

/** The q-quantile (0–1) by nearest rank; NaN for no values. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
}

class WalkAborted extends Error {}

const requestTimeoutMs = 30_000;
const maxShedRetries = 5;

/** One visitor: its cookies for the identity service, its client address, its Origin. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  // The identity service limits sign-ups per client address; the API trusts X-Forwarded-For in
  // the load script (TRUST_PROXY=1), so each walk comes from an address of its own, as real
  // visitors do.
  private readonly address = `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  token = '';

  constructor(
    private readonly base: string,
    private readonly stats: () => WalkStats,
  ) {}

  /**
   * One step: the request, retried after Retry-After while the load shedding answers 503 (with
   * the same Idempotency-Key), the answer checked against `expected`. Returns the body's text.
   */
  async step(
    step: string,
    method: string,
    path: string,
    options: { expected: number; body?: unknown; form?: URLSearchParams; token?: boolean } = { expected: 200 },
  ): Promise<{ text: string; headers: Headers }> {
    const headers: Record<string, string> = { origin: this.base, 'accept-language': 'en', 'x-forwarded-for': this.address };
    if (options.token) headers.authorization = `Bearer ${this.token}`;
    if (path.startsWith('/api/auth/')) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    // As the web app's API client: every write to the product API carries an Idempotency-Key.
    if (method !== 'GET' && !/^\/api\/(auth|sandbox-payments)\//.test(path)) headers['idempotency-key'] = randomUUID();
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = options.form.toString();
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    for (let attempt = 0; ; attempt += 1) {
      const started = performance.now();
      let response: Response;
      let text: string;
      try {
        response = await fetch(`${this.base}${path}`, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(requestTimeoutMs) });
        text = await response.text();
      } catch (error) {
        this.stats().fail({ step, status: 'error', detail: (error as Error).message });
        throw new WalkAborted();
      }
      const ms = performance.now() - started;
      const stats = this.stats();
      stats.requests += 1;
      if (response.status === 503 && attempt < maxShedRetries) {
        stats.shed += 1;
        await sleep(1000 * Math.max(1, Number(response.headers.get('retry-after')) || 1));
        continue;
      }
      if (response.status !== options.expected) {
        stats.fail({ step, status: response.status, detail: `${method} ${path}: ${text.slice(0, 300)}` });
        throw new WalkAborted();
      }
      stats.record(step, ms);
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        if (separator > 0) this.cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
      }
      return { text, headers: response.headers };
    }
  }

  async json<T>(step: string, method: string, path: string, options: { expected: number; body?: unknown; token?: boolean }): Promise<T> {
    return JSON.parse((await this.step(step, method, path, options)).text) as T;
  }

  unexpected(step: string, detail: string): never {
    this.stats().fail({ step, status: 'unexpected', detail });
    throw new WalkAborted();
  }
}

/** The day `years` years before today (a pet's date of birth). */
function yearsAgo(years: number): string {
  const today = new Date();
  return `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(today.getUTCDate(), 28)).padStart(2, '0')}`;
}

/** Unix seconds of noon (UTC) of a YYYY-MM-DD day. */
function secondsOf(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12) / 1000;
}

/** The step names, in the order of a walk (the report's order). */
export const walkSteps = [
  'POST /auth/sign-in/anonymous',
  'GET /auth/token',
  'GET /customer/',
  'PUT /questionnaire-draft/',
  'POST /animal/',
  'POST /animal/{id}/get_or_create_diet/',
  'POST /pricings/',
  'POST /delivery/create_for_animals/',
  'GET /delivery/{id}/checkout/',
  'POST /auth/promote-anonymous',
  'POST /address/',
  'PATCH /customer/{id}/',
  'POST /delivery/{id}/date/',
  'POST /delivery/{id}/handle_open_payment/',
  'GET sandbox checkout page',
  'POST sandbox checkout: paid, webhook',
  'GET /delivery/{id}/latest_payment/',
  'GET /delivery/{id}/',
] as const;

type Step = (typeof walkSteps)[number];

/** One first order, from an anonymous visitor to a paid box. Throws WalkAborted after a failure (already counted). */
async function walk(base: string, stats: () => WalkStats): Promise<void> {
  const visitor = new Visitor(base, stats);
  const s = (step: Step) => step;
  const withToken = { token: true };

  await visitor.step(s('POST /auth/sign-in/anonymous'), 'POST', '/api/auth/sign-in/anonymous', { expected: 200, body: {} });
  visitor.token = (await visitor.json<{ token: string }>(s('GET /auth/token'), 'GET', '/api/auth/token', { expected: 200 })).token;
  const customers = await visitor.json<{ results: { id: string }[] }>(s('GET /customer/'), 'GET', '/api/customer/', { expected: 200, ...withToken });
  const customerId = customers.results[0]?.id ?? visitor.unexpected('GET /customer/', 'no customer for the anonymous visitor');

  // The questionnaire, the pet, its meal plan and price, the first box.
  await visitor.step(s('PUT /questionnaire-draft/'), 'PUT', '/api/questionnaire-draft/', {
    expected: 200,
    body: { pets: [{ type: 'dog', name: 'Rex' }], pet_index: 0, step: 'weight' },
    ...withToken,
  });
  const dog = { name: 'Rex', type: 'dog', sex: 'male', dateOfBirth: yearsAgo(4), weight: 24.5, sterilised: true };
  const pet = await visitor.json<{ id: number }>(s('POST /animal/'), 'POST', '/api/animal/', { expected: 201, body: dog, ...withToken });
  await visitor.step(s('POST /animal/{id}/get_or_create_diet/'), 'POST', `/api/animal/${pet.id}/get_or_create_diet/`, {
    expected: 201,
    body: {},
    ...withToken,
  });
  await visitor.step(s('POST /pricings/'), 'POST', '/api/pricings/', { expected: 200, body: { animals: [pet.id] }, ...withToken });
  const created = await visitor.json<{ delivery: { id: number; url: string } }>(
    s('POST /delivery/create_for_animals/'),
    'POST',
    '/api/delivery/create_for_animals/',
    {
      expected: 201,
      body: { animals: [pet.id], country: 'BE' },
      ...withToken,
    },
  );
  const delivery = created.delivery;
  // The order summary's read; the account made there (anonymous → e-mail and password).
  await visitor.step(s('GET /delivery/{id}/checkout/'), 'GET', `/api${delivery.url}checkout/`, { expected: 200, ...withToken });
  const email = `load-${randomBytes(8).toString('hex')}@example.com`;
  await visitor.step(s('POST /auth/promote-anonymous'), 'POST', '/api/auth/promote-anonymous', {
    expected: 200,
    body: { email, password: randomBytes(12).toString('hex'), name: 'Lena Peeters' },
  });
  visitor.token = (await visitor.json<{ token: string }>(s('GET /auth/token'), 'GET', '/api/auth/token', { expected: 200 })).token;

  // The checkout page's read, then its Pay: address, names and address, date, payment.
  const checkout = await visitor.json<{ delivery_dates: string[] }>(s('GET /delivery/{id}/checkout/'), 'GET', `/api${delivery.url}checkout/`, {
    expected: 200,
    ...withToken,
  });
  const date = checkout.delivery_dates[2] ?? checkout.delivery_dates[0] ?? visitor.unexpected('GET /delivery/{id}/checkout/', 'no delivery date offered');
  const address = await visitor.json<{ url: string }>(s('POST /address/'), 'POST', '/api/address/', {
    expected: 201,
    body: { street: 'Kerkstraat', number: '12', postal_code: '9000', city: 'Gent', country: 'BE' },
    ...withToken,
  });
  await visitor.step(s('PATCH /customer/{id}/'), 'PATCH', `/api/customer/${customerId}/`, {
    expected: 200,
    body: { firstname: 'Lena', lastname: 'Peeters', default_delivery_address: address.url, billing_address_override: null },
    ...withToken,
  });
  await visitor.step(s('POST /delivery/{id}/date/'), 'POST', `/api${delivery.url}date/`, {
    expected: 200,
    body: { date_timestamp: secondsOf(date) },
    ...withToken,
  });
  const started = await visitor.json<{ checkout_url: string | null }>(
    s('POST /delivery/{id}/handle_open_payment/'),
    'POST',
    `/api${delivery.url}handle_open_payment/`,
    {
      expected: 200,
      body: { redirect_url: `/en/after-checkout-redirect?delivery=${delivery.id}`, address: address.url },
      ...withToken,
    },
  );
  // At the payment provider (the sandbox): its page, the payer's choice; the webhook is called before the answer.
  const checkoutUrl = new URL(started.checkout_url ?? visitor.unexpected('POST /delivery/{id}/handle_open_payment/', 'no checkout URL for a new payment'));
  const checkoutPath = `${checkoutUrl.pathname}${checkoutUrl.search}`;
  const page = await visitor.step(s('GET sandbox checkout page'), 'GET', checkoutPath, { expected: 200 });
  const formToken = /name="token" value="([^"]+)"/.exec(page.text)?.[1] ?? visitor.unexpected('GET sandbox checkout page', 'no token in the checkout form');
  await visitor.step(s('POST sandbox checkout: paid, webhook'), 'POST', checkoutPath, {
    expected: 303,
    form: new URLSearchParams({ token: formToken, method: 'bancontact', outcome: 'paid' }),
  });

  // Back at the shop: the after-checkout page finds the payment paid, the box confirmed.
  const latest = await visitor.json<{ status: string }>(
    s('GET /delivery/{id}/latest_payment/'),
    'GET',
    `/api${delivery.url}latest_payment/?checkout=true&is_shop=false`,
    {
      expected: 200,
      ...withToken,
    },
  );
  if (latest.status !== 'paid') visitor.unexpected('GET /delivery/{id}/latest_payment/', `the payment is ${latest.status} after the payer paid`);
  const box = await visitor.json<{ status: string; payment_state: string }>(s('GET /delivery/{id}/'), 'GET', `/api${delivery.url}`, {
    expected: 200,
    ...withToken,
  });
  if (box.status !== 'paid' || box.payment_state !== 'paid')
    visitor.unexpected('GET /delivery/{id}/', `the box is ${box.status}/${box.payment_state} after the payment`);
}

/**
 * `count` walkers, each walking first orders one after the other until `stop()`. What they
 * measure goes to `stats`, which `swap()` replaces (a window of a soak run).
 */
export class Walkers {
  private stopping = false;
  private running: Promise<void>[] = [];
  stats = new WalkStats();

  constructor(
    private readonly base: string,
    private readonly count: number,
  ) {}

  start(): void {
    this.stopping = false;
    this.stats = new WalkStats();
    this.running = Array.from({ length: this.count }, async () => {
      while (!this.stopping) {
        const begun = performance.now();
        try {
          await walk(this.base, () => this.stats);
          this.stats.walks += 1;
          this.stats.walkMs.push(performance.now() - begun);
        } catch (error) {
          if (!(error instanceof WalkAborted)) this.stats.fail({ step: 'walk', status: 'unexpected', detail: (error as Error).stack ?? String(error) });
          // After a failure the next walk starts a moment later: a dead server must not spin the loop.
          await sleep(200);
        }
      }
    });
  }

  /** The stats so far; the next ones start now. */
  swap(): WalkStats {
    const done = this.stats;
    this.stats = new WalkStats();
    return done;
  }

  /** Stops after the walks under way; returns the stats since the last swap. */
  async stop(): Promise<WalkStats> {
    this.stopping = true;
    await Promise.all(this.running);
    return this.stats;
  }
}

/**
 * `concurrency` loops of GET `url` through the same client as the walkers (fetch) for `seconds`:
 * the bare route measured the way the walkers measure the app.
 */
export async function fetchLoop(
  url: string,
  concurrency: number,
  seconds: number,
): Promise<{ requestsPerSecond: number; p50Ms: number; p99Ms: number; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const begun = performance.now();
        try {
          const response = await fetch(url, { signal: AbortSignal.timeout(requestTimeoutMs) });
          await response.arrayBuffer();
          if (response.ok) latencies.push(performance.now() - begun);
          else failures += 1;
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { requestsPerSecond: latencies.length / elapsed, p50Ms: quantile(latencies, 0.5), p99Ms: quantile(latencies, 0.99), failures };
}
