import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insuranceLeads } from '@brokkie/db/schema';
import { handoverAttemptsOf } from '@brokkie/db/insurance-queries';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { embeddedInsurerSecret } from '../../../src/modules/insurance/insurer-adapter.ts';
import { insuranceSignatureValid } from '../../../src/modules/insurance/insurer-signature.ts';
import { call, coronaSecret, decide, InsurerReceiver, insurersAt, leadBody, signUp, standardSecret, type Signed } from './insurance-test-kit.ts';

/**
 * The hand-over to insurers configured over HTTP(S) (a local receiver stands in for them): the
 * signed request, retries with backoff while the insurer does not answer, giving up on a refusal
 * or after seven days, the insurer's reference and decision.
 */

const receiver = new InsurerReceiver();
let api: TestApi;
let owner: Signed;
let pets = 0;

beforeAll(async () => {
  const base = await receiver.start();
  api = await createTestApi({ env: insurersAt(base) });
  owner = await signUp(api.app, '10.0.151.1');
});
afterAll(async () => {
  await api?.close();
  await receiver.stop();
});
beforeEach(() => {
  receiver.requests.length = 0;
  receiver.answer = () => ({ status: 200, body: '{"reference":"INS-1"}' });
});

/** A lead of a pet of its own (one open lead per pet and offer). */
async function newLead(overrides: Record<string, unknown> = {}): Promise<number> {
  pets += 1;
  const response = await call(
    api.app,
    'POST',
    '/api/insurancelead/',
    owner.token,
    leadBody({ pet: { name: `Cat ${pets}`, type: 'cat', date_of_birth: '2022-04-01' }, ...overrides }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function run(now: Date = new Date()) {
  const response = await call(api.app, 'POST', '/api/dev/insurance/handover/run/', undefined, { now: now.toISOString() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    sent: { lead: number; reference: string | null }[];
    retry_scheduled: { lead: number; at: string }[];
    failed: number[];
    errors: number;
  };
}

const row = async (id: number) => (await api.database.handle.db.select().from(insuranceLeads).where(eq(insuranceLeads.id, id)))[0]!;

describe('the hand-over over HTTP(S)', () => {
  it('retries while the insurer answers 503, then hands the lead over signed with the offer’s secret', async () => {
    const id = await newLead();
    let calls = 0;
    receiver.answer = () => {
      calls += 1;
      return calls === 1 ? { status: 503, body: 'busy' } : { status: 201, body: JSON.stringify({ reference: 'STD-2026-0042' }) };
    };
    const start = new Date();
    const first = await run(start);
    expect(first.sent).toEqual([]);
    expect(first.retry_scheduled.map((entry) => entry.lead)).toEqual([id]);
    let lead = await row(id);
    expect(lead).toMatchObject({ status: 'new', handoverAttempts: 1, sentAt: null, handoverFailedAt: null, lastHandoverError: 'HTTP 503: busy' });
    expect(lead.nextHandoverAt.getTime()).toBeGreaterThan(start.getTime() + 50_000);
    expect((await handoverAttemptsOf(api.database.handle.db, id)).map((attempt) => [attempt.status, attempt.ok])).toEqual([[503, false]]);

    // Not due yet.
    expect((await run(new Date(start.getTime() + 30_000))).sent).toEqual([]);
    expect(receiver.requests).toHaveLength(1);

    const later = await run(new Date(start.getTime() + 2 * 60_000));
    expect(later.sent).toEqual([{ lead: id, reference: 'STD-2026-0042' }]);
    lead = await row(id);
    expect(lead).toMatchObject({ status: 'sent', handoverAttempts: 2, insurerReference: 'STD-2026-0042', lastHandoverError: null });
    expect(lead.sentAt).not.toBeNull();

    // What the insurer received: signed with the standard offer's secret, over its URL.
    expect(receiver.requests).toHaveLength(2);
    for (const request of receiver.requests) {
      expect(request.url).toBe('/standard/leads');
      expect(request.headers['content-type']).toBe('application/json');
      const signature = String(request.headers['x-brokkie-signature']);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(insuranceSignatureValid(standardSecret, request.body, signature)).toBe(true);
      expect(insuranceSignatureValid(coronaSecret, request.body, signature)).toBe(false);
      expect(JSON.parse(request.body)).toMatchObject({ lead: id, offer: 'standard', premium_cents: lead.premiumCents, pet: { name: lead.petName } });
    }
    // The record of what left: no secret, no signature.
    const attempts = await handoverAttemptsOf(api.database.handle.db, id);
    expect(attempts.map((attempt) => [attempt.status, attempt.ok])).toEqual([
      [503, false],
      [201, true],
    ]);
    expect(JSON.stringify(attempts)).not.toContain(standardSecret);
    expect(JSON.stringify(attempts)).not.toContain('x-brokkie-signature');
    expect(attempts[1]!.request).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/standard\/leads$/), body: { lead: id } });

    // The insurer's decision is signed with the configured secret; the embedded one no longer counts.
    expect((await decide(api.app, embeddedInsurerSecret('standard'), { lead: id, status: 'accepted' })).statusCode).toBe(401);
    const accepted = await decide(api.app, standardSecret, { lead: id, status: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await row(id)).status).toBe('accepted');
  });

  it('sends a Corona Direct lead to its own insurer, with its own secret', async () => {
    const id = await newLead({ offer: 'corona_direct' });
    const report = await run();
    expect(report.sent).toEqual([{ lead: id, reference: 'INS-1' }]);
    expect(receiver.requests.map((request) => request.url)).toEqual(['/corona/leads']);
    expect(insuranceSignatureValid(coronaSecret, receiver.requests[0]!.body, String(receiver.requests[0]!.headers['x-brokkie-signature']))).toBe(true);
    expect((await decide(api.app, standardSecret, { lead: id, status: 'refused' })).statusCode).toBe(404);
    expect((await decide(api.app, coronaSecret, { lead: id, status: 'refused' })).statusCode).toBe(200);
  });

  it('gives up on a lead the insurer refuses (400) and keeps it, new, for people to see', async () => {
    const id = await newLead();
    receiver.answer = () => ({ status: 400, body: '{"error":"postal code unknown"}' });
    const report = await run();
    expect(report.failed).toEqual([id]);
    const lead = await row(id);
    expect(lead).toMatchObject({ status: 'new', handoverAttempts: 1, lastHandoverError: 'HTTP 400: {"error":"postal code unknown"}' });
    expect(lead.handoverFailedAt).not.toBeNull();
    // Never taken again, and shown on the development page.
    receiver.answer = () => ({ status: 200, body: '{}' });
    expect((await run(new Date(Date.now() + 86_400_000))).sent).toEqual([]);
    expect(receiver.requests).toHaveLength(1);
    const shown = (await call(api.app, 'GET', '/api/dev/insurance/leads/')).json().results.find((entry: { id: number }) => entry.id === id);
    expect(shown).toMatchObject({ status: 'new', adapter: 'https', next_handover_at: null, handover_attempts: 1 });
    expect(shown.handover_failed_at).not.toBeNull();
    expect(shown.attempts).toHaveLength(1);
    expect(shown.attempts[0]).toMatchObject({ status: 400, ok: false, response: '{"error":"postal code unknown"}' });
    // The customer still sees it as theirs.
    expect((await call(api.app, 'GET', `/api/insurancelead/${id}/`, owner.token)).json().status).toBe('new');
  });

  it('does not follow a redirect: an answer that is no delivery is given up on', async () => {
    const id = await newLead();
    receiver.answer = () => ({ status: 302, body: '' });
    expect((await run()).failed).toEqual([id]);
  });

  it('keeps retrying a lead whose insurer does not answer, and gives up after seven days', async () => {
    const id = await newLead();
    receiver.answer = () => ({ status: 500, body: 'oops' });
    const now = new Date();
    expect((await run(now)).retry_scheduled.map((entry) => entry.lead)).toEqual([id]);
    // Made eight days ago, still failing: given up on.
    await api.database.handle.db
      .update(insuranceLeads)
      .set({ createdAt: new Date(now.getTime() - 8 * 86_400_000) })
      .where(eq(insuranceLeads.id, id));
    const report = await run(new Date(now.getTime() + 2 * 60_000));
    expect(report.failed).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: 'new', handoverAttempts: 2 });
  });

  it('counts no answer at all as an answer to try again', async () => {
    const id = await newLead();
    // A port nobody listens on.
    const closed = new InsurerReceiver();
    const address = await closed.start();
    await closed.stop();
    const quiet = await createTestApi({ env: insurersAt(address) });
    try {
      const someone = await signUp(quiet.app, '10.0.151.2');
      const created = await call(quiet.app, 'POST', '/api/insurancelead/', someone.token, leadBody());
      expect(created.statusCode).toBe(201);
      const report = (await call(quiet.app, 'POST', '/api/dev/insurance/handover/run/', undefined, {})).json();
      expect(report.retry_scheduled.map((entry: { lead: number }) => entry.lead)).toEqual([created.json().id]);
      const [attempt] = await handoverAttemptsOf(quiet.database.handle.db, created.json().id);
      expect(attempt).toMatchObject({ status: null, ok: false });
    } finally {
      await quiet.close();
    }
    expect((await row(id)).status).toBe('new');
  });
});
