import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrackingForwardList } from '@brokkie/contracts/tracking-forwarding';
import { readForwardingConfig } from '../../../src/modules/tracking/forwarding/forwarding-config.ts';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { attemptsOf, consent, paidDelivery, Receiver, runForwarder, sha256, signUp, storedEvent, track } from './forwarding-test-kit.ts';

/**
 * Without a network's configuration nothing leaves: the event is `skipped` and the request it
 * would have been is recorded, for the development list (GET /dev/tracking/events/).
 */

const networkVariables = /^(META|TIKTOK|AWIN)_/;
let api: TestApi;
const receiver = new Receiver();

beforeAll(async () => {
  await receiver.start();
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !networkVariables.test(name)));
  api = await createTestApi({ env });
});

afterAll(async () => {
  await api?.close();
  await receiver.stop();
});

describe('forwarding without configuration', () => {
  it('skips the event, records what would have been sent, and lists it on the development list', async () => {
    const db = api.database.handle.db;
    const gus = await signUp(api.app, '10.0.181.1', '0470 99 88 77');
    await consent(db, gus.id, true);
    const delivery = await paidDelivery(db, gus.id, 1990);
    await track(api.app, gus, '/fb-conversions/trial_purchase/', { delivery_id: delivery });
    await track(api.app, gus, '/awin-conversions/sale/', { orderRef: String(delivery), amount: '19.90', currency: 'EUR' });
    const trial = await storedEvent(db, 'meta', 'trial_purchase', String(delivery));
    const sale = await storedEvent(db, 'awin', 'sale', String(delivery));

    const report = await runForwarder(api.app);
    expect(report.sent).toEqual([]);
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { event: trial.id, reason: 'not configured' },
        { event: sale.id, reason: 'not configured' },
      ]),
    );
    expect(await storedEvent(db, 'meta', 'trial_purchase', String(delivery))).toMatchObject({ forwardStatus: 'skipped', forwardAttempts: 0 });
    const [attempt] = await attemptsOf(db, trial.id);
    expect(attempt).toMatchObject({ status: null, ok: false, response: 'not configured' });
    expect(attempt!.request).toMatchObject({
      method: 'POST',
      url: 'https://graph.facebook.com/v21.0/not-configured/events?access_token=[redacted]',
      body: {
        data: [
          {
            event_name: 'TrialPurchase',
            event_id: `trial_purchase-${delivery}`,
            user_data: { em: [sha256(gus.email.toLowerCase())], ph: [sha256('32470998877')], external_id: [sha256(gus.id)] },
            custom_data: { value: 19.9, currency: 'EUR' },
          },
        ],
      },
    });
    // Nothing left, and a later run does not send it either.
    await runForwarder(api.app, new Date(Date.now() + 86_400_000));
    expect(receiver.requests).toEqual([]);

    const list = await api.app.inject({ method: 'GET', url: '/api/dev/tracking/events/?limit=10' });
    expect(list.statusCode, list.body).toBe(200);
    const { results } = list.json<TrackingForwardList>();
    expect(results.map((event) => event.id).slice(0, 2)).toEqual([sale.id, trial.id]);
    expect(results[0]).toMatchObject({
      channel: 'awin',
      event: 'sale',
      event_id: `sale-${delivery}`,
      customer: gus.id,
      forward_status: 'skipped',
      forward_attempts: 0,
      forwarded_at: null,
      attempts: [{ status: null, ok: false, response: 'not configured' }],
    });
    expect(String(results[0]!.attempts[0]!.request.url)).toContain(`ref=${delivery}&`);
    expect((await api.app.inject({ method: 'GET', url: '/api/dev/tracking/events/?limit=0' })).statusCode).toBe(400);
  });

  it('forwards by itself every TRACKING_FORWARD_INTERVAL_MS, and stops when the API closes', async () => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !networkVariables.test(name)));
    const timed = await createTestApi({ env: { ...env, TRACKING_FORWARD_INTERVAL_MS: '1000' } });
    try {
      const db = timed.database.handle.db;
      const hal = await signUp(timed.app, '10.0.181.2');
      await consent(db, hal.id, true);
      await track(timed.app, hal, '/fb-conversions/lead/');
      await expect.poll(async () => (await storedEvent(db, 'meta', 'lead', hal.id)).forwardStatus, { timeout: 10_000, interval: 200 }).toBe('skipped');
    } finally {
      await timed.close();
    }
  });

  it('reads its settings from the environment', () => {
    const production = { production: true, underTestRunner: false };
    expect(readForwardingConfig({}, production)).toMatchObject({ intervalMs: 60_000, batchSize: 50, meta: undefined, tiktok: undefined, awin: undefined });
    expect(readForwardingConfig({}, { production: false, underTestRunner: true }).intervalMs).toBe(0);
    expect(readForwardingConfig({ TRACKING_FORWARD_INTERVAL_MS: 'off' }, production).intervalMs).toBe(0);
    expect(() => readForwardingConfig({ TRACKING_FORWARD_INTERVAL_MS: '10' }, production)).toThrow(/at least 1000/);
    expect(() => readForwardingConfig({ META_PIXEL_ID: '1' }, production)).toThrow(/META_CAPI_TOKEN/);
    expect(() => readForwardingConfig({ TIKTOK_ACCESS_TOKEN: 't' }, production)).toThrow(/TIKTOK_PIXEL_CODE/);
    const awin = { AWIN_ADVERTISER_ID: '1001' };
    expect(readForwardingConfig(awin, production).awin).toMatchObject({ advertiserId: '1001', testMode: false, commissionGroup: 'DEFAULT' });
    expect(readForwardingConfig(awin, { production: false }).awin?.testMode).toBe(true);
    expect(readForwardingConfig({ ...awin, AWIN_TEST_MODE: '0' }, { production: false }).awin?.testMode).toBe(false);
    expect(readForwardingConfig({ META_PIXEL_ID: '1', META_CAPI_TOKEN: 't' }, production).meta).toEqual({
      pixelId: '1',
      accessToken: 't',
      testEventCode: '',
      baseUrl: 'https://graph.facebook.com/v21.0',
    });
  });
});
