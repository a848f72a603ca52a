import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { todayIsoDate } from '@brokkie/domain/dates';
import { addCalendarDays } from '@brokkie/domain/reminder-schedule';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { signInsuranceBody } from '../../../src/modules/insurance/insurer-signature.ts';

export interface Signed {
  token: string;
  customerId: string;
}

/** Signs a customer up on their own address (rate limits are per IP). */
export async function signUp(app: FastifyInstance, ip: string): Promise<Signed> {
  const browser = new TestBrowser(app, ip);
  expect((await browser.signUp(uniqueEmail('insured.owner'), 'woofwoof42', 'Pet Owner')).statusCode).toBe(200);
  const token = await browser.idToken();
  const list = await call(app, 'GET', '/api/customer/', token);
  return { token, customerId: list.json().results[0].id };
}

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = {
    method,
    url,
    headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  };
  if (body !== undefined) options.payload = body as InjectOptions['payload'];
  return app.inject(options);
}

/** A start date in the window: `days` from today in Brussels. */
export function startIn(days: number): string {
  return addCalendarDays(todayIsoDate(), days);
}

/** A valid lead body for a pet not added (a large dog of four); fields can be overridden. */
export function leadBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    offer: 'standard',
    cover: 'comfort',
    deductible_cents: 10_000,
    pet: { name: 'Rex', type: 'dog', date_of_birth: addCalendarDays(todayIsoDate(), -4 * 365 - 30), size: 'large' },
    chip_number: '981098104567890',
    conditions: ['allergies'],
    conditions_text: 'Itchy paws in spring',
    owner: {
      firstname: 'An',
      lastname: 'Peeters',
      email: 'an.peeters@example.be',
      phone: '0470 12 34 56',
      street: 'Kerkstraat',
      number: '12',
      box: 'b',
      postal_code: '9000',
      city: 'Gent',
    },
    start_date: startIn(10),
    consent: true,
    ...overrides,
  };
}

/** The insurer's decision callback, signed with `secret` (at `at`, default now). */
export function decide(app: FastifyInstance, secret: string | undefined, decision: Record<string, unknown>, at: Date = new Date()) {
  const body = JSON.stringify(decision);
  return app.inject({
    method: 'POST',
    url: '/api/insurancelead/decision/',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(secret ? { 'x-brokkie-signature': signInsuranceBody(secret, body, at) } : {}) },
    payload: body,
  });
}

export interface Received {
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for an insurer (node:http on port 0): keeps every request, answers what `answer` says. */
export class InsurerReceiver {
  readonly requests: Received[] = [];
  answer: (request: Received) => { status: number; body: string } = () => ({ status: 200, body: '{"reference":"INS-1"}' });
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received: Received = { url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
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
}

export const standardSecret = 'standard-insurer-shared-secret-1234';
export const coronaSecret = 'corona-direct-shared-secret-5678';

/** The environment of an API whose two insurers receive at `base`. */
export function insurersAt(base: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    INSURANCE_STANDARD_LEAD_URL: `${base}/standard/leads`,
    INSURANCE_STANDARD_LEAD_SECRET: standardSecret,
    INSURANCE_CORONA_DIRECT_LEAD_URL: `${base}/corona/leads`,
    INSURANCE_CORONA_DIRECT_LEAD_SECRET: coronaSecret,
  };
}

/**
 * What a production API needs of the insurance module: both offers' insurers over HTTPS (nothing
 * is sent to them in tests: the hand-over runs only when a test asks).
 */
export const productionInsurersEnv = {
  INSURANCE_STANDARD_LEAD_URL: 'https://leads.insurer.example/brokkie',
  INSURANCE_STANDARD_LEAD_SECRET: standardSecret,
  INSURANCE_CORONA_DIRECT_LEAD_URL: 'https://leads.coronadirect.example/brokkie',
  INSURANCE_CORONA_DIRECT_LEAD_SECRET: coronaSecret,
};
