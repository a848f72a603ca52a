import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { authJwks, authUsers, countries, deliveries, mandates, payments } from '@brokkie/db/schema';
import type { BillingRunReport } from '@brokkie/contracts/billing';
import type { ReminderNoticeRunReport } from '@brokkie/contracts/reminder';
import type { TrackingForwardRunReport } from '@brokkie/contracts/tracking-forwarding';
import { consentBannerVersion } from '@brokkie/domain/consent';
import { belgianAddress, dog, secondsOf } from '../modules/delivery/delivery-test-kit.ts';
import { formToken, pathOf, paymentOfDelivery, settleAtSandboxWithoutWebhook } from '../modules/payments/payment-test-support.ts';
import { uniqueEmail } from '../helpers/test-browser.ts';
import { Deployment } from './deployment.ts';
import type { HttpVisitor } from './http-visitor.ts';

/**
 * Several instances, as a shop that outgrows one machine runs them (issue 17,
 * docs/production-topology.md): two API processes (the standalone API, each its own operating
 * system process) on one PostgreSQL database, behind a load balancer that sends each request to
 * the next instance in turn, with one SMTP server, one S3-compatible bucket and the same identity
 * secret. Whatever one instance keeps must hold at the other: sessions, tokens, rate limits,
 * idempotent replays, photos; and the jobs every instance runs (billing, reminder notices,
 * payment reconciliation, tracking forwarding) must lose and double nothing when both run them.
 *
 * It needs a PostgreSQL server (DATABASE_URL=postgres://…): two processes cannot share the
 * embedded PGlite. `.ci/run` runs it in its PostgreSQL step, where no PostgreSQL is a failure.
 */

const serverUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(serverUrl);

const password = 'woofwoof42';
const minutes = (count: number) => count * 60_000;

// Each test walks many requests through two processes: on a busy CI machine a few take seconds.
describe.skipIf(!onPostgres)(
  'two API instances behind a load balancer on one PostgreSQL (skipped without DATABASE_URL=postgres://…)',
  { timeout: 60_000 },
  () => {
    const deployment = new Deployment({
      serverUrl,
      instances: 2,
      settings: {
        // Driven by the test through the development routes, on both instances at the same moment
        // (their runs need another "now" than the real one).
        BILLING_SCHEDULER_INTERVAL_MS: 'off',
        REMINDER_NOTICE_INTERVAL_MS: 'off',
        INSURANCE_HANDOVER_INTERVAL_MS: 'off',
        TRACKING_FORWARD_INTERVAL_MS: 'off',
        // Its timer runs on both instances every second, as a deployment's does every minute.
        PAYMENT_RECONCILE_INTERVAL_MS: '1000',
        PAYMENT_RECONCILE_AFTER_MINUTES: '1',
      },
    });
    const operator = () => deployment.operator();

    beforeAll(() => deployment.start(), 120_000);
    afterAll(() => deployment.stop(), 60_000);
    afterEach((context) => {
      if (context.task.result?.state !== 'fail') return;
      for (const instance of deployment.instances) console.error(`── last log lines of ${instance.name} ──\n${instance.tail(30)}`);
    });

    /** A customer through the funnel up to the payment's checkout page. */
    interface Buyer {
      visitor: HttpVisitor;
      email: string;
      token: string;
      customerId: string;
      deliveryId: number;
      deliveryUrl: string;
      checkoutUrl: string;
    }

    /** A registered customer (sign-up, pet, order, address) whose first box awaits payment. */
    async function buyerUpToPayment(name: string): Promise<Buyer> {
      const visitor = deployment.visitor();
      const email = uniqueEmail('instances');
      await visitor.ok('POST', '/api/auth/sign-up/email', { body: { email, password, name } });
      const token = await visitor.idToken();
      const customerId: string = (await visitor.ok('GET', '/api/customer/', { token })).results[0].id;
      const [firstname, lastname] = name.split(' ');
      await visitor.ok('PATCH', `/api/customer/${customerId}/`, { token, body: { firstname, lastname } });
      const pet = await visitor.ok('POST', '/api/animal/', { token, body: dog, status: 201 });
      const created = await visitor.ok('POST', '/api/delivery/create_for_animals/', { token, body: { animals: [pet.id], country: 'BE' }, status: 201 });
      const address = await visitor.ok('POST', '/api/address/', { token, body: belgianAddress, status: 201 });
      await visitor.ok('PATCH', `/api/customer/${customerId}/`, { token, body: { default_delivery_address: address.url } });
      const pay = await visitor.ok('POST', `/api${created.delivery.url}handle_open_payment/`, { token, body: {} });
      return { visitor, email, token, customerId, deliveryId: created.delivery.id, deliveryUrl: created.delivery.url, checkoutUrl: pay.checkout_url };
    }

    async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }

    it('both instances started at the same moment on the empty database: migrated and seeded once, both answer', async () => {
      expect(deployment.instances.every((instance) => instance.running)).toBe(true);
      const [seeded] = await deployment.db.select({ count: count() }).from(countries);
      expect(seeded?.count).toBe(4);
      // The identity service's signing key, made at start under the start-up lock: one for both.
      const [keys] = await deployment.db.select({ count: count() }).from(authJwks);
      expect(keys?.count).toBe(1);
      // The local staff account, which each instance makes at start when missing: made once.
      const [staff] = await deployment.db.select({ count: count() }).from(authUsers).where(eq(authUsers.email, 'staff@brokkie.be'));
      expect(staff?.count).toBe(1);
      const answers = await Promise.all([0, 1].map((instance) => operator().request('GET', '/api/health/', { instance })));
      expect(answers.map((answer) => [answer.servedBy, answer.status])).toEqual([
        [0, 200],
        [1, 200],
      ]);
    });

    it('the first ID tokens, minted on both instances at once: one signing key in the database, each token accepted by the other instance', async () => {
      const [first, second] = [deployment.visitor(), deployment.visitor()];
      await first.ok('POST', '/api/auth/sign-in/anonymous', { body: {}, instance: 0 });
      await second.ok('POST', '/api/auth/sign-in/anonymous', { body: {}, instance: 1 });
      const [firstToken, secondToken] = await Promise.all([first.idToken(0), second.idToken(1)]);
      const [keys] = await deployment.db.select({ count: count() }).from(authJwks);
      expect(keys?.count).toBe(1);
      expect(keyIdOf(firstToken)).toBe(keyIdOf(secondToken));
      expect((await first.request('GET', '/api/customer/', { token: firstToken, instance: 1, withoutCookies: true })).status).toBe(200);
      expect((await second.request('GET', '/api/customer/', { token: secondToken, instance: 0, withoutCookies: true })).status).toBe(200);
    });

    it('a session made by one instance is the session at the other; a token one issues, the other accepts; a sign-out at one ends it at both', async () => {
      const visitor = deployment.visitor();
      const email = uniqueEmail('session');
      const signedUp = await visitor.request('POST', '/api/auth/sign-up/email', { body: { email, password, name: 'Sam Peeters' }, instance: 0 });
      expect(signedUp.status).toBe(200);
      const session = await visitor.ok('GET', '/api/auth/get-session', { instance: 1 });
      expect(session.user.email).toBe(email);

      const fromFirst = await visitor.idToken(0);
      const fromSecond = await visitor.idToken(1);
      for (const [token, instance] of [
        [fromFirst, 1],
        [fromSecond, 0],
      ] as const) {
        const customers = await visitor.ok('GET', '/api/customer/', { token, instance, withoutCookies: true });
        expect(customers.results[0].email).toBe(email);
      }
      const forged = `${fromFirst.slice(0, -4)}AAAA`;
      expect((await visitor.request('GET', '/api/customer/', { token: forged, instance: 1, withoutCookies: true })).status).toBe(401);

      const cookies = new Map(visitor.cookies);
      await visitor.ok('POST', '/api/auth/sign-out', { body: {}, instance: 1 });
      // The cookie as it was, replayed at the other instance: no session any more.
      for (const [name, value] of cookies) visitor.cookies.set(name, value);
      expect(await visitor.ok('GET', '/api/auth/get-session', { instance: 0 })).toBeNull();
      expect((await visitor.request('GET', '/api/auth/token', { instance: 0 })).status).toBe(401);
    });

    it('the per-IP sign-in limit counts the attempts both instances saw', async () => {
      const guesser = deployment.visitor();
      const attempts = [];
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const body = { email: uniqueEmail('nobody'), password: 'not-the-password' };
        attempts.push(await guesser.request('POST', '/api/auth/sign-in/email', { body, instance: attempt % 2 }));
      }
      // Five at each instance: each alone saw five, under its limit of ten.
      expect(attempts.filter((attempt) => attempt.servedBy === 0)).toHaveLength(5);
      expect(attempts.filter((attempt) => attempt.servedBy === 1)).toHaveLength(5);
      expect(attempts.map((attempt) => attempt.status).filter((status) => status === 429)).toEqual([]);
      for (const instance of [0, 1]) {
        const eleventh = await guesser.request('POST', '/api/auth/sign-in/email', { body: { email: uniqueEmail('nobody'), password: 'x-password' }, instance });
        expect(eleventh.status, `instance ${instance}`).toBe(429);
        expect(eleventh.json().code).toBe('throttled');
        expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      // Someone else, from another address, is not held back.
      const other = deployment.visitor();
      expect(
        (await other.request('POST', '/api/auth/sign-in/email', { body: { email: uniqueEmail('nobody'), password: 'not-the-password' } })).status,
      ).not.toBe(429);
    });

    it('the per-account sign-in limit counts failures from many addresses at both instances', async () => {
      const owner = deployment.visitor();
      const email = uniqueEmail('targeted');
      await owner.ok('POST', '/api/auth/sign-up/email', { body: { email, password, name: 'Tess Maes' } });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const failed = await deployment
          .visitor()
          .request('POST', '/api/auth/sign-in/email', { body: { email, password: `wrong-${attempt}-guess` }, instance: attempt % 2 });
        expect(failed.status).toBe(401);
      }
      // The right password, from yet another address, at either instance: held back all the same.
      for (const instance of [0, 1]) {
        const held = await deployment.visitor().request('POST', '/api/auth/sign-in/email', { body: { email, password }, instance });
        expect(held.status, `instance ${instance}`).toBe(429);
      }
    });

    it('an Idempotency-Key retry sent to the other instance is replayed, not run again; the same write at both at once runs once', async () => {
      const visitor = deployment.visitor();
      await visitor.ok('POST', '/api/auth/sign-up/email', { body: { email: uniqueEmail('retry'), password, name: 'Rik Claes' } });
      const token = await visitor.idToken();
      const key = randomUUID();
      const body = { ...dog, name: 'Bolt' };
      const first = await visitor.request('POST', '/api/animal/', { token, body, instance: 0, headers: { 'idempotency-key': key } });
      expect(first.status, first.text).toBe(201);
      const retry = await visitor.request('POST', '/api/animal/', { token, body, instance: 1, headers: { 'idempotency-key': key } });
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.json()).toEqual(first.json());
      // The same key for another request, at the other instance: refused.
      const reused = await visitor.request('POST', '/api/animal/', {
        token,
        body: { ...body, name: 'Other' },
        instance: 1,
        headers: { 'idempotency-key': key },
      });
      expect(reused.status).toBe(422);
      expect(reused.json().code).toBe('idempotency_key_reused');

      const atOnce = randomUUID();
      const both = await Promise.all(
        [0, 1].map((instance) =>
          visitor.request('POST', '/api/animal/', { token, body: { ...body, name: 'Flash' }, instance, headers: { 'idempotency-key': atOnce } }),
        ),
      );
      // One ran; the other was told it is running (409, which the client retries) or got its answer.
      const ran = both.filter((answer) => answer.status === 201 && answer.headers.get('idempotent-replayed') !== 'true');
      expect(ran).toHaveLength(1);
      for (const answer of both.filter((candidate) => candidate !== ran[0])) {
        if (answer.status === 409) expect(answer.json().code).toBe('idempotency_in_progress');
        else expect([answer.status, answer.headers.get('idempotent-replayed'), answer.json().id]).toEqual([201, 'true', ran[0]!.json().id]);
      }
      const pets = await visitor.ok('GET', '/api/animal/', { token });
      expect(pets.results.map((pet: { name: string }) => pet.name).sort()).toEqual(['Bolt', 'Flash']);
    });

    it('a pet photo uploaded through one instance is served by the other, from the shared bucket', async () => {
      const visitor = deployment.visitor();
      await visitor.ok('POST', '/api/auth/sign-up/email', { body: { email: uniqueEmail('photo'), password, name: 'Fien Jacobs' } });
      const token = await visitor.idToken();
      const pet = await visitor.ok('POST', '/api/animal/', { token, body: dog, status: 201 });
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c63' } })
        .png()
        .toBuffer();
      const stored = await visitor.ok('PUT', `/api/animal/${pet.id}/image/`, { token, raw: { bytes: png, contentType: 'image/png' }, instance: 0 });
      expect(stored.image).toMatch(/^\/media\/animals\/[0-9a-f-]{36}\.webp$/);
      const objectKey = stored.image.replace('/media/', '');

      const served = await visitor.request('GET', `/api${stored.image}`, { instance: 1 });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
      expect((await visitor.ok('GET', `/api/animal/${pet.id}/`, { token, instance: 1 })).image).toBe(stored.image);
      // Written once and read from the bucket (path-style, signed with the deployment's key).
      const objectRequests = deployment.s3.requests.filter((request) => request.path === `/${deployment.s3.bucket}/${objectKey}`);
      expect(objectRequests.map((request) => request.method)).toEqual(['PUT', 'GET']);
      for (const request of objectRequests) expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    });

    it('the public reference data one instance keeps in its memory is the same at the other: its ETag is answered 304 there', async () => {
      const visitor = deployment.visitor();
      const first = await visitor.request('GET', '/api/country/', { instance: 0 });
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await visitor.request('GET', '/api/country/', { instance: 1, headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });

    let ann: Buyer;
    let annRex: number;

    it('the first order, from an anonymous visitor to a paid box, each request to either instance', async () => {
      const visitor = deployment.visitor();
      await visitor.ok('POST', '/api/auth/sign-in/anonymous', { body: {} });
      let token = await visitor.idToken();
      const customer = (await visitor.ok('GET', '/api/customer/', { token })).results[0];
      expect(customer.email).toBeNull();
      await visitor.ok('PUT', '/api/questionnaire-draft/', { token, body: { pets: [{ type: 'dog', name: 'Rex' }], pet_index: 0, step: 'weight' } });
      const rex = await visitor.ok('POST', '/api/animal/', { token, body: dog, status: 201 });
      annRex = rex.id;
      const diet = await visitor.ok('POST', `/api/animal/${rex.id}/get_or_create_diet/`, { token, body: {}, status: 201 });
      expect(diet.grams_per_day).toBeGreaterThan(0);
      const pricing = await visitor.ok('POST', '/api/pricings/', { token, body: { animals: [rex.id] } });
      expect(pricing.animals[0].price_per_delivery).toBeGreaterThan(0);
      const created = await visitor.ok('POST', '/api/delivery/create_for_animals/', { token, body: { animals: [rex.id], country: 'BE' }, status: 201 });
      const deliveryUrl: string = created.delivery.url;

      // The order summary: the visitor makes the account, keeping what they did.
      const email = uniqueEmail('ann');
      await visitor.ok('POST', '/api/auth/promote-anonymous', { body: { email, password, name: 'Ann Wouters' } });
      token = await visitor.idToken();
      await visitor.ok('PATCH', `/api/customer/${customer.id}/`, { token, body: { firstname: 'Ann', lastname: 'Wouters' } });
      await visitor.ok('POST', '/api/customer/consent/', {
        token,
        body: { analytics: true, marketing: true, banner_version: consentBannerVersion, source: 'banner' },
        status: 201,
      });
      await visitor.ok('POST', `/api${deliveryUrl}add_coupon/`, { token, body: { code: 'welcome15' } });

      // The checkout.
      const address = await visitor.ok('POST', '/api/address/', { token, body: belgianAddress, status: 201 });
      await visitor.ok('PATCH', `/api/customer/${customer.id}/`, { token, body: { default_delivery_address: address.url } });
      const checkout = await visitor.ok('GET', `/api${deliveryUrl}checkout/`, { token });
      await visitor.ok('POST', `/api${deliveryUrl}date/`, { token, body: { date_timestamp: secondsOf(checkout.delivery_dates[2]) } });
      const pay = await visitor.ok('POST', `/api${deliveryUrl}handle_open_payment/`, { token, body: {} });
      expect(pay.checkout_url.startsWith(`${deployment.base}/api/sandbox-payments/`)).toBe(true);

      // At the payment provider: its page opened through one instance, the choice sent to the other.
      const page = await visitor.request('GET', pathOf(pay.checkout_url), { instance: 0 });
      expect(page.status).toBe(200);
      const back = await visitor.request('POST', pathOf(pay.checkout_url), {
        instance: 1,
        body: new URLSearchParams({ token: formToken(page.text), method: 'bancontact', outcome: 'paid' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toContain(`/after-checkout-redirect?delivery=${created.delivery.id}`);

      // The after-checkout page polls: paid, whichever instance it asks.
      for (const instance of [0, 1]) {
        expect(await visitor.ok('GET', `/api${deliveryUrl}latest_payment/?checkout=true&is_shop=false`, { token, instance })).toMatchObject({ status: 'paid' });
      }
      const delivery = await visitor.ok('GET', `/api${deliveryUrl}`, { token });
      expect(delivery).toMatchObject({ status: 'paid', payment_state: 'paid', couponcodes: ['WELCOME15'] });
      expect(delivery.invoice_number).toMatch(/^BRK-\d{4}-\d{6}$/);
      expect((await visitor.ok('GET', '/api/recurringdelivery/', { token })).results[0]).toMatchObject({ active: true });

      // The thank-you page's conversion events.
      await visitor.ok('POST', '/api/fb-conversions/lead/', { token, status: 201 });
      await visitor.ok('POST', '/api/fb-conversions/purchase/', { token, body: { delivery_id: delivery.id }, status: 201 });
      await visitor.ok('POST', '/api/tiktok-events/add_to_cart/', {
        token,
        body: { ttclid: 'click-ann', url: `${deployment.base}/nl-be/checkout` },
        status: 201,
      });
      await visitor.ok('POST', '/api/awin-conversions/sale/', {
        token,
        body: { orderRef: delivery.id, amount: '49.95', currency: 'EUR', cks: 'awc-ann' },
        status: 201,
      });

      ann = { visitor, email, token, customerId: customer.id, deliveryId: delivery.id, deliveryUrl, checkoutUrl: pay.checkout_url };
      const served = new Set(deployment.balancer.forwarded.map((entry) => entry.instance));
      expect(served).toEqual(new Set([0, 1]));
    });

    let reconciled: Buyer[] = [];

    /** The buyer's box as GET /delivery/ answers it at that instance (each keeps its answers, decision 0023). */
    const listedBox = async (buyer: Buyer, instance: number): Promise<{ status: string; payment_state: string | null }> =>
      (await buyer.visitor.ok('GET', '/api/delivery/', { token: buyer.token, instance })).results.find((box: { id: number }) => box.id === buyer.deliveryId);

    it('payments settled at the provider while no webhook came: the reconcilers of both instances settle each once', async () => {
      reconciled = [await buyerUpToPayment('Bart Claes'), await buyerUpToPayment('Chris Goossens')];
      // Both instances answer the list, and keep that answer, while the boxes await payment.
      for (const buyer of reconciled) {
        for (const instance of [0, 1]) expect(await listedBox(buyer, instance)).toMatchObject({ status: 'awaiting_payment', payment_state: 'open' });
      }
      const open = await Promise.all(reconciled.map((buyer) => paymentOfDelivery(deployment.db, buyer.deliveryId)));
      for (const payment of open) await settleAtSandboxWithoutWebhook(deployment.db, payment.providerPaymentId, 'paid');
      // As if our servers had been down since: older than PAYMENT_RECONCILE_AFTER_MINUTES.
      await deployment.db
        .update(payments)
        .set({ createdAt: new Date(Date.now() - minutes(10)) })
        .where(
          inArray(
            payments.id,
            open.map((payment) => payment.id),
          ),
        );
      const ids = reconciled.map((buyer) => buyer.deliveryId);
      const paid = async () =>
        (await deployment.db.select().from(deliveries).where(inArray(deliveries.id, ids))).filter((box) => box.status === 'paid' && box.invoiceNumber !== null);
      await waitFor('both boxes paid by the reconcilers', async () => (await paid()).length === ids.length);

      const boxes = await paid();
      expect(new Set(boxes.map((box) => box.invoiceNumber)).size).toBe(ids.length);
      for (const buyer of reconciled) {
        const rows = await deployment.db.select().from(payments).where(eq(payments.deliveryId, buyer.deliveryId));
        expect(rows.map((row) => row.status)).toEqual(['paid']);
        // The mandate of the first payment, made once.
        expect(await deployment.db.select().from(mandates).where(eq(mandates.customerId, buyer.customerId))).toHaveLength(1);
        expect((await buyer.visitor.ok('GET', `/api${buyer.deliveryUrl}`, { token: buyer.token })).status).toBe('paid');
        // Paid by a job, at whichever instance: both lists say so at once.
        for (const instance of [0, 1]) expect(await listedBox(buyer, instance)).toMatchObject({ status: 'paid', payment_state: 'paid' });
      }
    });

    it('the billing scheduler and the reminder notices run on both instances at once: each box made, charged and confirmed once, each notice sent once', async () => {
      const buyers = [ann, ...reconciled];
      /** Both instances run twice each, all at the same moment. */
      const runBilling = async (now?: Date): Promise<BillingRunReport[]> => {
        const reports = await Promise.all(
          [0, 0, 1, 1].map((instance) => operator().ok('POST', '/api/dev/billing/run/', { instance, body: now ? { now: now.toISOString() } : {} })),
        );
        for (const report of reports) expect(report.errors).toBe(0);
        return reports;
      };
      const all = <K extends 'created' | 'frozen' | 'advanced' | 'confirmed' | 'order_confirmed'>(reports: BillingRunReport[], key: K) =>
        reports.flatMap((report) => report[key]).sort((a, b) => a - b);
      const boxesOf = (buyer: Buyer) =>
        deployment.db
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.customerId, buyer.customerId), eq(deliveries.kind, 'recurring')));

      try {
        // Now: each subscription's next box made once, each first order confirmed once.
        const now = await runBilling();
        expect(all(now, 'created')).toHaveLength(buyers.length);
        expect(all(now, 'order_confirmed')).toEqual(buyers.map((buyer) => buyer.deliveryId).sort((a, b) => a - b));
        const boxes = (await Promise.all(buyers.map(boxesOf))).flat();
        expect(boxes.map((box) => box.status)).toEqual(buyers.map(() => 'scheduled'));
        expect(all(now, 'created')).toEqual(boxes.map((box) => box.id).sort((a, b) => a - b));

        // Past the latest cut-off: each box frozen, charged, paid and confirmed once.
        const latestCutOff = Math.max(...boxes.map((box) => box.cutOffAt!.getTime()));
        const due = await runBilling(new Date(latestCutOff + minutes(1)));
        const ids = boxes.map((box) => box.id).sort((a, b) => a - b);
        expect(all(due, 'frozen')).toEqual(ids);
        const charged = due.flatMap((report) => report.charged);
        expect(charged.map((charge) => charge.delivery).sort((a, b) => a - b)).toEqual(ids);
        expect(charged.every((charge) => charge.status === 'paid' && charge.attempt === 1)).toBe(true);
        expect(all(due, 'confirmed')).toEqual(ids);
        const charges = await deployment.db.select().from(payments).where(inArray(payments.deliveryId, ids));
        expect(charges.map((charge) => [charge.deliveryId, charge.status, charge.sequenceType]).sort()).toEqual(
          ids.map((id) => [id, 'paid', 'recurring']).sort(),
        );
        const paid = await deployment.db.select().from(deliveries).where(inArray(deliveries.id, ids));
        expect(paid.every((box) => box.status === 'paid')).toBe(true);
        expect(new Set(paid.map((box) => box.invoiceNumber)).size).toBe(ids.length);
        // Each subscription moved on once: its paid box and one next box.
        for (const buyer of buyers) expect((await boxesOf(buyer)).map((box) => box.status).sort()).toEqual(['paid', 'scheduled']);
      } finally {
        await Promise.all([0, 1].map((instance) => operator().ok('DELETE', '/api/dev/billing/clock/', { instance })));
      }

      // A reminder with a notice the day before; the notice day's runs on both instances at once.
      const day = new Date(Date.now() + 10 * 24 * 60 * 60_000).toISOString().slice(0, 10);
      const reminder = await ann.visitor.ok('POST', '/api/reminder/', {
        token: ann.token,
        body: { animal: annRex, kind: 'vaccination', title: 'Rabies booster', start_date: day, time: '09:00', repeat: 'never', notify_days_before: 1 },
        status: 201,
      });
      const noticeDay = new Date(Date.parse(`${day}T10:00:00Z`) - 24 * 60 * 60_000).toISOString();
      const notices: ReminderNoticeRunReport[] = await Promise.all(
        [0, 0, 1, 1].map((instance) => operator().ok('POST', '/api/dev/reminder/notices/run/', { instance, body: { now: noticeDay } })),
      );
      expect(notices.flatMap((report) => report.sent)).toEqual([{ reminder: reminder.url, date: day }]);

      // The mails, as the SMTP server received them.
      await waitFor('the mails of the jobs', () =>
        buyers.every(
          (buyer) => deployment.smtp.to(buyer.email, 'delivery_confirmed').length > 0 && deployment.smtp.to(buyer.email, 'order_confirmation').length > 0,
        ),
      );
      for (const buyer of buyers) {
        expect(deployment.smtp.to(buyer.email, 'order_confirmation'), buyer.email).toHaveLength(1);
        expect(deployment.smtp.to(buyer.email, 'delivery_confirmed'), buyer.email).toHaveLength(1);
      }
      expect(deployment.smtp.to(ann.email, 'reminder_notice')).toHaveLength(1);
    });

    it('each conversion event reaches its network once when the forwarders of both instances run at the same moment', async () => {
      const expected = [`lead-${ann.customerId}`, `purchase-${ann.deliveryId}`, `add_to_cart-${ann.customerId}`, String(ann.deliveryId)];
      const runEverywhere = async (): Promise<TrackingForwardRunReport[]> => {
        const reports = await Promise.all([0, 0, 1, 1].map((instance) => operator().ok('POST', '/api/dev/tracking/forward/run/', { instance, body: {} })));
        for (const report of reports) expect(report.errors).toBe(0);
        return reports;
      };
      const sent = (await runEverywhere()).flatMap((report) => report.sent);
      expect(sent).toHaveLength(expected.length);
      expect(new Set(sent).size).toBe(expected.length);
      for (const id of expected) expect(deployment.networks.about(id), id).toHaveLength(1);
      // Nothing twice, on either instance.
      expect((await runEverywhere()).flatMap((report) => report.sent)).toEqual([]);
      expect(deployment.networks.requests).toHaveLength(expected.length);
    });

    it('no mail went out twice, no answer was a 5xx, and both instances did their share', async () => {
      for (const buyer of [ann, ...reconciled]) expect(deployment.smtp.to(buyer.email, 'welcome'), buyer.email).toHaveLength(1);
      const copies = new Map<string, number>();
      for (const mail of deployment.smtp.mails) {
        const key = JSON.stringify([mail.to, mail.kind, mail.subject, mail.content]);
        copies.set(key, (copies.get(key) ?? 0) + 1);
      }
      expect([...copies.entries()].filter(([, copiesOfMail]) => copiesOfMail > 1).map(([key]) => key)).toEqual([]);
      expect(deployment.balancer.forwarded.filter((entry) => entry.status >= 500)).toEqual([]);
      const [first = 0, second = 0] = deployment.balancer.counts();
      expect(Math.min(first, second)).toBeGreaterThan(40);
      expect(deployment.instances.every((instance) => instance.running)).toBe(true);
    });
  },
);

function keyIdOf(token: string): unknown {
  const [header = ''] = token.split('.');
  return JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).kid;
}
