import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '@brokkie/db/client';
import { consentRecords, deliveries, trackingEvents, trackingForwardAttempts } from '@brokkie/db/schema';
import type { TrackingForwardRunReport } from '@brokkie/contracts/tracking-forwarding';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

export interface Received {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReceiverAnswer {
  status: number;
  body: string;
}

/**
 * A local stand-in for Meta, TikTok and Awin (node:http on port 0): keeps every request and
 * answers with what `answer` says (default: each network's "accepted").
 */
export class Receiver {
  readonly requests: Received[] = [];
  answer: (request: Received) => ReceiverAnswer = acceptAll;
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received: Received = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(received);
        const answer = this.answer(received);
        // A little wait, so that two workers' runs really overlap.
        setTimeout(() => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body), 5);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The requests that carry `eventId` (Meta and TikTok in the body, Awin's order reference in the query). */
  about(eventId: string): Received[] {
    return this.requests.filter((request) => request.body.includes(`"${eventId}"`) || request.url.includes(`ref=${eventId}&`));
  }
}

export function acceptAll(request: Received): ReceiverAnswer {
  if (request.url.startsWith('/tiktok')) return { status: 200, body: '{"code":0,"message":"OK","data":{}}' };
  if (request.url.startsWith('/awin')) return { status: 200, body: '' };
  return { status: 200, body: '{"events_received":1,"messages":[],"fbtrace_id":"Atest"}' };
}

/** The environment of an API whose three networks are configured to send to `base`. */
export function networksAt(base: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    META_PIXEL_ID: '1234567890',
    META_CAPI_TOKEN: 'meta-secret-token',
    META_TEST_EVENT_CODE: 'TEST4242',
    META_CAPI_URL: `${base}/meta`,
    TIKTOK_PIXEL_CODE: 'CTESTPIXEL',
    TIKTOK_ACCESS_TOKEN: 'tiktok-secret-token',
    TIKTOK_EVENTS_URL: `${base}/tiktok/event/track/`,
    AWIN_ADVERTISER_ID: '99999',
    AWIN_TEST_MODE: '1',
    AWIN_S2S_URL: `${base}/awin/sread.php`,
  };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Customer {
  token: string;
  id: string;
  email: string;
}

/** Signs a customer up (on its own address: rate limits are per IP) and gives them a phone. */
export async function signUp(app: FastifyInstance, ip: string, phone = ''): Promise<Customer> {
  const browser = new TestBrowser(app, ip);
  expect((await browser.signUp(uniqueEmail('Tracked.Owner'), 'woofwoof42', 'Pet Owner')).statusCode).toBe(200);
  const token = await browser.idToken();
  const customer = (await call(app, 'GET', '/api/customer/', token)).json().results[0];
  if (phone) expect((await call(app, 'PATCH', `/api/customer/${customer.id}/`, token, { phone })).statusCode).toBe(200);
  return { token, id: customer.id, email: customer.email };
}

export function call(app: FastifyInstance, method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The customer's choice in the consent banner, as the consent endpoints store it. */
export async function consent(db: Database, customerId: string, marketing: boolean): Promise<void> {
  await db.insert(consentRecords).values({ customerId, analytics: marketing, marketing, bannerVersion: 1, source: 'banner' });
}

export async function paidDelivery(db: Database, customerId: string, totalCents = 4995): Promise<number> {
  const [row] = await db.insert(deliveries).values({ customerId, kind: 'first', status: 'paid', country: 'BE', totalCents }).returning({ id: deliveries.id });
  return row!.id;
}

/** Posts a tracking call of §7 and checks it was stored. */
export async function track(app: FastifyInstance, customer: Customer, path: string, body?: unknown): Promise<void> {
  const response = await call(app, 'POST', `/api${path}`, customer.token, body);
  expect(response.statusCode, response.body).toBe(201);
}

export async function runForwarder(app: FastifyInstance, now?: Date): Promise<TrackingForwardRunReport> {
  const response = await app.inject({ method: 'POST', url: '/api/dev/tracking/forward/run/', payload: now ? { now: now.toISOString() } : {} });
  expect(response.statusCode, response.body).toBe(200);
  const report: TrackingForwardRunReport = response.json();
  expect(report.errors).toBe(0);
  return report;
}

export async function storedEvent(db: Database, channel: string, event: string, subjectKey: string) {
  const rows = await db.select().from(trackingEvents).where(eq(trackingEvents.subjectKey, subjectKey));
  const row = rows.find((candidate) => candidate.channel === channel && candidate.event === event);
  if (!row) throw new Error(`no ${channel} ${event} for ${subjectKey}`);
  return row;
}

export async function attemptsOf(db: Database, eventId: number) {
  return db.select().from(trackingForwardAttempts).where(eq(trackingForwardAttempts.eventId, eventId)).orderBy(trackingForwardAttempts.id);
}

export const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
