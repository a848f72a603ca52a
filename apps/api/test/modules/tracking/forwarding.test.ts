import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import {
  acceptAll,
  attemptsOf,
  consent,
  minutesAfter,
  networksAt,
  paidDelivery,
  Receiver,
  runForwarder,
  sha256,
  signUp,
  storedEvent,
  track,
  type Customer,
} from './forwarding-test-kit.ts';

/**
 * The forwarder against a local receiver standing in for Meta, TikTok and Awin: each network's
 * payload and hashing, retries with backoff, refusals that are not retried, and the events that
 * must not leave (no marketing consent, an erased customer).
 */

const receiver = new Receiver();
let api: TestApi;
let base: string;
let ip = 0;
const db = () => api.database.handle.db;
const page = 'https://www.brokkie.be/nl-be/suggested-mealplan';

async function customer(phone = '0470 12 34 56', marketing: boolean | null = true): Promise<Customer> {
  ip += 1;
  const signed = await signUp(api.app, `10.0.180.${ip}`, phone);
  if (marketing !== null) await consent(db(), signed.id, marketing);
  return signed;
}

beforeAll(async () => {
  base = await receiver.start();
  api = await createTestApi({ env: networksAt(base) });
});

afterAll(async () => {
  await api?.close();
  await receiver.stop();
});

describe('forwarding to Meta, TikTok and Awin', () => {
  it('sends a purchase to Meta with the hashed e-mail, phone and customer id, its value and the deduplication id', async () => {
    const ann = await customer('+32 470 12 34 56');
    const delivery = await paidDelivery(db(), ann.id, 4995);
    await track(api.app, ann, '/fb-conversions/purchase/', { delivery_id: delivery });
    const event = await storedEvent(db(), 'meta', 'purchase', String(delivery));

    const report = await runForwarder(api.app);
    expect(report.sent).toContain(event.id);
    const [request, ...more] = receiver.about(`purchase-${delivery}`);
    expect(more).toEqual([]);
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/meta/1234567890/events?access_token=meta-secret-token');
    expect(JSON.parse(request!.body)).toEqual({
      data: [
        {
          event_name: 'Purchase',
          event_time: Math.floor(event.createdAt.getTime() / 1000),
          event_id: `purchase-${delivery}`,
          action_source: 'website',
          event_source_url: 'http://localhost:3000/',
          user_data: {
            em: [sha256(ann.email.trim().toLowerCase())],
            ph: [sha256('32470123456')],
            external_id: [sha256(ann.id)],
            // The browser's, kept by the tracking call (app.inject's here).
            client_user_agent: 'lightMyRequest',
          },
          custom_data: { value: 49.95, currency: 'EUR' },
        },
      ],
      test_event_code: 'TEST4242',
    });
    // The e-mail and phone never leave in clear.
    expect(request!.body).not.toContain(ann.email);
    expect(request!.body).not.toContain('470');

    const settled = await storedEvent(db(), 'meta', 'purchase', String(delivery));
    expect(settled).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 1, claimedUntil: null });
    expect(settled.forwardedAt).toBeInstanceOf(Date);
    const [attempt, ...others] = await attemptsOf(db(), event.id);
    expect(others).toEqual([]);
    expect(attempt).toMatchObject({ status: 200, ok: true, response: '{"events_received":1,"messages":[],"fbtrace_id":"Atest"}' });
    // The record keeps what was sent, without the access token.
    expect(attempt!.request).toEqual({
      method: 'POST',
      url: `${base}/meta/1234567890/events?access_token=[redacted]`,
      body: JSON.parse(request!.body),
    });
    expect(JSON.stringify(attempt!.request)).not.toContain('meta-secret-token');

    // Sent once: a later run has nothing to do.
    expect((await runForwarder(api.app, minutesAfter(new Date(), 60))).sent).not.toContain(event.id);
    expect(receiver.about(`purchase-${delivery}`)).toHaveLength(1);
  });

  it('sends TikTok events with the ttclid, the page, the hashed e-mail and E.164 phone, and a purchase value', async () => {
    const bob = await customer('0470 12 34 56');
    const delivery = await paidDelivery(db(), bob.id, 2500);
    await track(api.app, bob, '/tiktok-events/add_to_cart/', { ttclid: 'E.C.P.click-1', url: page });
    await track(api.app, bob, '/tiktok-events/purchase/', { delivery_id: String(delivery), ttclid: null, url: page });
    const cart = await storedEvent(db(), 'tiktok', 'add_to_cart', bob.id);

    const report = await runForwarder(api.app);
    expect(report.sent).toContain(cart.id);
    const [request] = receiver.about(`add_to_cart-${bob.id}`);
    expect(request!.url).toBe('/tiktok/event/track/');
    expect(request!.headers['access-token']).toBe('tiktok-secret-token');
    const user = { email: sha256(bob.email.trim().toLowerCase()), phone: sha256('+32470123456'), external_id: sha256(bob.id) };
    expect(JSON.parse(request!.body)).toEqual({
      event_source: 'web',
      event_source_id: 'CTESTPIXEL',
      data: [
        {
          event: 'AddToCart',
          event_time: Math.floor(cart.createdAt.getTime() / 1000),
          event_id: `add_to_cart-${bob.id}`,
          user: { ttclid: 'E.C.P.click-1', ...user, user_agent: 'lightMyRequest' },
          page: { url: page },
        },
      ],
    });
    const [purchase] = receiver.about(`purchase-${delivery}`);
    expect(JSON.parse(purchase!.body).data[0]).toMatchObject({
      event: 'CompletePayment',
      user,
      page: { url: page },
      properties: { value: 25, currency: 'EUR' },
    });
    // No click id: none is sent.
    expect(JSON.parse(purchase!.body).data[0].user).not.toHaveProperty('ttclid');
  });

  it('sends the Awin sale server to server with the order reference, amount, commission group, voucher codes and click checksum', async () => {
    const cas = await customer();
    const delivery = await paidDelivery(db(), cas.id, 5995);
    await track(api.app, cas, '/awin-conversions/sale/', { orderRef: delivery, amount: '49.9', currency: 'EUR', cks: '1234_abcdef_9z', vc: 'WELCOME10,PUP-5' });
    const sale = await storedEvent(db(), 'awin', 'sale', String(delivery));

    expect((await runForwarder(api.app)).sent).toContain(sale.id);
    const [request] = receiver.about(String(delivery));
    expect(request!.method).toBe('GET');
    const url = new URL(request!.url, 'http://receiver');
    expect(url.pathname).toBe('/awin/sread.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tt: 'ss',
      tv: '2',
      merchant: '99999',
      amount: '49.90',
      ch: 'aw',
      parts: 'DEFAULT:49.90',
      vc: 'WELCOME10,PUP-5',
      cr: 'EUR',
      ref: String(delivery),
      testmode: '1',
      cks: '1234_abcdef_9z',
    });
    // Nothing personal goes to Awin.
    expect(request!.url).not.toContain(cas.id);
  });

  it('retries a 500 after a minute and records both attempts', async () => {
    const dan = await customer();
    await track(api.app, dan, '/fb-conversions/lead/');
    const lead = await storedEvent(db(), 'meta', 'lead', dan.id);
    const failing = new Set([`lead-${dan.id}`]);
    receiver.answer = (request) =>
      [...failing].some((id) => request.body.includes(id)) ? { status: 500, body: '{"error":{"message":"Please retry"}}' } : acceptAll(request);

    const now = new Date();
    const first = await runForwarder(api.app, now);
    expect(first.retry_scheduled).toContainEqual({ event: lead.id, at: minutesAfter(now, 1).toISOString() });
    expect(await storedEvent(db(), 'meta', 'lead', dan.id)).toMatchObject({ forwardStatus: 'pending', forwardAttempts: 1, claimedUntil: null });
    // Not before its time.
    expect((await runForwarder(api.app, minutesAfter(now, 0.5))).retry_scheduled).toEqual([]);
    expect(receiver.about(`lead-${dan.id}`)).toHaveLength(1);

    failing.clear();
    const second = await runForwarder(api.app, minutesAfter(now, 1));
    expect(second.sent).toContain(lead.id);
    expect(receiver.about(`lead-${dan.id}`)).toHaveLength(2);
    expect(await storedEvent(db(), 'meta', 'lead', dan.id)).toMatchObject({ forwardStatus: 'sent', forwardAttempts: 2 });
    const attempts = await attemptsOf(db(), lead.id);
    expect(attempts.map((attempt) => [attempt.status, attempt.ok])).toEqual([
      [500, false],
      [200, true],
    ]);
    expect(attempts[0]!.response).toBe('{"error":{"message":"Please retry"}}');
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, then gives up', async () => {
    const eve = await customer();
    await track(api.app, eve, '/fb-conversions/add_to_cart/');
    const cart = await storedEvent(db(), 'meta', 'add_to_cart', eve.id);
    receiver.answer = (request) => (request.body.includes(`add_to_cart-${eve.id}`) ? { status: 503, body: 'x'.repeat(5000) } : acceptAll(request));

    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const report = await runForwarder(api.app, now);
      const scheduled = report.retry_scheduled.find((retry) => retry.event === cart.id);
      expect(scheduled, `attempt ${attempt}`).toBeDefined();
      const at = new Date(scheduled!.at);
      waits.push((at.getTime() - now.getTime()) / 60_000);
      now = at;
    }
    expect(waits).toEqual([1, 5, 30, 120, 720]);
    expect((await runForwarder(api.app, now)).failed).toContain(cart.id);
    expect(await storedEvent(db(), 'meta', 'add_to_cart', eve.id)).toMatchObject({ forwardStatus: 'failed', forwardAttempts: 6 });
    const attempts = await attemptsOf(db(), cart.id);
    expect(attempts).toHaveLength(6);
    // The answer is kept shortened.
    expect(attempts[0]!.response).toHaveLength(1000);
    expect((await runForwarder(api.app, minutesAfter(now, 24 * 60))).failed).not.toContain(cart.id);
    expect(receiver.about(`add_to_cart-${eve.id}`)).toHaveLength(6);
  });

  it('does not retry a refusal (4xx, or TikTok answering an error code): the event fails at once', async () => {
    const fay = await customer();
    await track(api.app, fay, '/fb-conversions/shop_lead/');
    await track(api.app, fay, '/tiktok-events/lead/', { url: page });
    receiver.answer = (request) => {
      if (request.body.includes(`"shop_lead-${fay.id}"`)) return { status: 400, body: '{"error":{"message":"Invalid parameter","code":100}}' };
      if (request.body.includes(`"lead-${fay.id}"`)) return { status: 200, body: '{"code":40002,"message":"Invalid event"}' };
      return acceptAll(request);
    };
    const shopLead = await storedEvent(db(), 'meta', 'shop_lead', fay.id);
    const lead = await storedEvent(db(), 'tiktok', 'lead', fay.id);

    const report = await runForwarder(api.app);
    expect(report.failed).toEqual(expect.arrayContaining([shopLead.id, lead.id]));
    expect(JSON.parse(receiver.about(`shop_lead-${fay.id}`)[0]!.body).data[0].event_name).toBe('ShopLead');
    expect(JSON.parse(receiver.about(`lead-${fay.id}`)[0]!.body).data[0].event).toBe('CompleteRegistration');
    expect(await storedEvent(db(), 'meta', 'shop_lead', fay.id)).toMatchObject({ forwardStatus: 'failed', forwardAttempts: 1 });
    expect(await attemptsOf(db(), lead.id)).toMatchObject([{ status: 200, ok: false, response: '{"code":40002,"message":"Invalid event"}' }]);
    await runForwarder(api.app, minutesAfter(new Date(), 24 * 60));
    expect(receiver.about(`shop_lead-${fay.id}`)).toHaveLength(1);
  });

  it('sends nothing for a customer without marketing consent, who withdrew it, or who was erased: skipped', async () => {
    receiver.answer = acceptAll;
    const never = await customer('0470 00 00 01', null);
    const refused = await customer('0470 00 00 02', false);
    const withdrew = await customer('0470 00 00 03', true);
    await consent(db(), withdrew.id, false);
    const erased = await customer('0470 00 00 04', true);
    const everyone = [never, refused, withdrew, erased];
    for (const who of everyone) await track(api.app, who, '/fb-conversions/lead/');
    await db().update(customers).set({ erasedAt: new Date() }).where(eq(customers.id, erased.id));

    const report = await runForwarder(api.app);
    const reasons = await Promise.all(
      everyone.map(async (who) => {
        const event = await storedEvent(db(), 'meta', 'lead', who.id);
        expect(event.forwardStatus).toBe('skipped');
        expect(event.forwardAttempts).toBe(0);
        expect(receiver.about(`lead-${who.id}`)).toEqual([]);
        const [attempt] = await attemptsOf(db(), event.id);
        // Nothing built: not even hashes of their data.
        expect(attempt).toMatchObject({ status: null, ok: false, request: {} });
        return report.skipped.find((skip) => skip.event === event.id)?.reason;
      }),
    );
    expect(reasons).toEqual(['no marketing consent', 'no marketing consent', 'no marketing consent', 'customer erased']);
  });
});
