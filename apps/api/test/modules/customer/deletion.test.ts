import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '@brokkie/db/schema';
import { customerExport, deletionPreview, deletionResult } from '@brokkie/contracts/privacy';
import { TestBrowser } from '../../helpers/test-browser.ts';
import { DeliveryTestKit } from '../delivery/delivery-test-kit.ts';
import { AnimalTestKit } from '../animal/animal-test-kit.ts';
import { everyRow, makeHousehold, type Household } from './privacy-test-support.ts';

const ipBlock = '10.214.2';
const kit = new DeliveryTestKit(ipBlock);
let household: Household;
let other: Household;

beforeAll(async () => {
  await kit.start();
  household = await makeHousehold(kit, ipBlock, 'Ermentrude', 'Klaverblad');
  other = await makeHousehold(kit, ipBlock, 'Gertrudis', 'Pannekoek');
}, 120_000);
afterAll(async () => {
  await kit.stop();
});

async function ageSessions(userId: string, minutes: number) {
  await kit.db
    .update(schema.authSessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(schema.authSessions.userId, userId));
}

/**
 * The household's texts found anywhere in the database: every text of every row of every table.
 * Left out: the kept invoices' bill-to and delivery copies, and the payment provider's own records
 * (the sandbox stands in for Mollie, which keeps its customer under its own obligations).
 */
async function leftoversOf(subject: Household): Promise<string[]> {
  return (await everyRow(kit.db))
    .filter(({ table }) => !table.startsWith('sandbox_'))
    .map(({ table, row }) => {
      if (table === 'delivery' && row.invoice_number) return { table, text: JSON.stringify({ ...row, delivery_address: null, invoice_party: null }) };
      return { table, text: JSON.stringify(row) };
    })
    .flatMap(({ table, text }) => subject.markers.filter((marker) => text.toLowerCase().includes(marker.toLowerCase())).map((marker) => `${table}: ${marker}`));
}

describe('GET /customer/delete_preview/', () => {
  it('says what the deletion would do', async () => {
    const preview = deletionPreview.parse(await kit.ok('GET', '/api/customer/delete_preview/', household.token));
    expect(preview).toMatchObject({
      subscription_active: true,
      payment_methods: 1,
      invoices_kept: 1,
      reauthentication_required: false,
      summary: expect.objectContaining({ pets: 1, invoices: 1, insurance_leads: 1 }),
    });
    expect(preview.open_boxes).toBeGreaterThanOrEqual(1);
    expect(preview.kept_until).toMatch(/^\d{4}-12-31$/);
  });
});

describe('DELETE /customer/', () => {
  it('needs the confirmation', async () => {
    const response = await kit.call('DELETE', '/api/customer/', household.token, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.confirm).toBeDefined();
  });

  it('needs a recent sign-in (the identity rule for e-mail and password changes)', async () => {
    await ageSessions(household.userId, 11);
    const refused = await kit.call('DELETE', '/api/customer/', household.token, { confirm: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('reauthentication_required');
    expect((await kit.ok('GET', '/api/customer/delete_preview/', household.token)).reauthentication_required).toBe(true);
    // Signing in again is the re-authentication.
    expect((await household.browser.signIn(household.email, household.password)).statusCode).toBe(200);
    household.token = await household.browser.idToken();
    expect((await kit.ok('GET', '/api/customer/delete_preview/', household.token)).reauthentication_required).toBe(false);
  });

  it('is refused to staff acting as the customer', async () => {
    const staff = new AnimalTestKit(ipBlock);
    staff.api = kit.api;
    const staffToken = await staff.signInAsStaff();
    const response = await kit.call('DELETE', `/api/customer/?customer_override=${household.customerId}`, staffToken, { confirm: true });
    expect(response.statusCode).toBe(403);
  });

  it('erases the customer: nothing personal left outside the kept invoices, no sign-in, the e-mail free again', async () => {
    const otherBefore = customerExport.parse(await kit.ok('GET', '/api/customer/export/', other.token));
    const [paidBefore] = await kit.db.select().from(schema.deliveries).where(eq(schema.deliveries.customerId, household.customerId));
    expect(paidBefore).toBeDefined();

    expect(await leftoversOf(household), 'the search finds the household before its deletion').not.toEqual([]);
    const result = deletionResult.parse(await kit.ok('DELETE', '/api/customer/', household.token, { confirm: true }));
    expect(result.invoices_kept).toBe(1);

    // What stays: the customer row (erased), the paid delivery with its invoice data, the payments.
    const [customer] = await kit.db.select().from(schema.customers).where(eq(schema.customers.id, household.customerId));
    expect(customer).toMatchObject({ firstname: '', lastname: '', phone: '', erasedAt: expect.any(Date) });
    const kept = await kit.db.select().from(schema.deliveries).where(eq(schema.deliveries.customerId, household.customerId));
    expect(kept.map((delivery) => delivery.status)).toEqual(['paid']);
    expect(kept[0]!.invoiceNumber).toMatch(/^BRK-/);
    expect(JSON.stringify(kept[0]!.invoiceParty)).toContain('Klaverblad');
    const [subscription] = await kit.db.select().from(schema.recurringDeliveries).where(eq(schema.recurringDeliveries.customerId, household.customerId));
    expect(subscription?.active).toBe(false);
    const mandates = await kit.db.select().from(schema.mandates).where(eq(schema.mandates.customerId, household.customerId));
    expect(mandates.map((mandate) => [mandate.status, mandate.details])).toEqual([['invalid', {}]]);
    // Revoked at the provider too (the sandbox's own record).
    const [sandboxMandate] = await kit.db.select().from(schema.sandboxMandates).where(eq(schema.sandboxMandates.id, mandates[0]!.providerMandateId));
    expect(sandboxMandate?.status).toBe('invalid');

    // No personal data anywhere else.
    expect(await leftoversOf(household)).toEqual([]);

    // The old token is refused everywhere, the session is gone, the password no longer signs in.
    for (const path of ['/api/customer/', '/api/delivery/', '/api/animal/', '/api/customer/export/']) {
      expect((await kit.call('GET', path, household.token)).statusCode, path).toBe(401);
    }
    expect((await household.browser.request('GET', '/api/auth/get-session')).json()).toBeNull();
    const signIn = await new TestBrowser(kit.api.app, `${ipBlock}.90`).signIn(household.email, household.password);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().code).toBe('USER_NOT_FOUND');

    // The e-mail signs up again, as a new customer with nothing of the old one.
    const again = new TestBrowser(kit.api.app, `${ipBlock}.91`);
    expect((await again.signUp(household.email, 'another42', 'Ermentrude Klaverblad')).statusCode).toBe(200);
    const fresh = customerExport.parse(await kit.ok('GET', '/api/customer/export/', await again.idToken()));
    expect(fresh.customer_id).not.toBe(household.customerId);
    expect(fresh.summary).toMatchObject({ pets: 0, deliveries: 0, invoices: 0, payment_methods: 0, insurance_leads: 0 });

    // The other household is untouched.
    const otherAfter = customerExport.parse(await kit.ok('GET', '/api/customer/export/', other.token));
    expect(otherAfter.tables).toEqual(otherBefore.tables);
    expect(otherAfter.profile.customer).toEqual(otherBefore.profile.customer);
    expect(otherAfter.pets).toEqual(otherBefore.pets);
  });

  it('two deletions at once: one erases, the other finds nothing left to erase', async () => {
    const third = await makeHousehold(kit, ipBlock, 'Hildegard', 'Boterbloem');
    const answers = await Promise.all([
      kit.call('DELETE', '/api/customer/', third.token, { confirm: true }),
      kit.call('DELETE', '/api/customer/', third.token, { confirm: true }),
    ]);
    // The loser waited for the winner's row lock and found the customer erased (404), or came
    // after it and found its user gone (401, PGlite runs one transaction at a time).
    const [first, second] = answers.map((answer) => answer.statusCode).sort();
    expect(first).toBe(200);
    expect([401, 404]).toContain(second);
    expect(await leftoversOf(third)).toEqual([]);
  }, 60_000);

  it('cancels at the provider a payment left open for a box it removes', async () => {
    const browser = new TestBrowser(kit.api.app, `${ipBlock}.80`);
    expect((await browser.signUp(`open.payment.${Date.now()}@example.com`, 'woofwoof4242', 'Open Payment')).statusCode).toBe(200);
    const token = await browser.idToken();
    const customerId: string = (await kit.ok('GET', '/api/customer/', token)).results[0].id;
    const owner = { token, customerId };
    const pet = await kit.pet(owner, { name: 'Bolleke', type: 'dog', sex: 'male', dateOfBirth: '2021-04-12', weight: 12, sterilised: true });
    const created = await kit.ok('POST', '/api/delivery/create_for_animals/', token, { animals: [pet.url], country: 'BE' }, 201);
    await kit.defaultAddress(owner, { street: 'Open Straat', number: '1', postal_code: '9000', city: 'Gent', country: 'BE' });
    const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, token, {});
    const providerPaymentId = new URL(pay.checkout_url).pathname.split('/').filter(Boolean).at(-1)!;
    expect(providerPaymentId).toMatch(/^tr_sbx_/);

    await kit.ok('DELETE', '/api/customer/', token, { confirm: true });
    const [atProvider] = await kit.db.select().from(schema.sandboxPayments).where(eq(schema.sandboxPayments.id, providerPaymentId));
    expect(atProvider?.status).toBe('canceled');
    expect(await kit.db.select().from(schema.deliveries).where(eq(schema.deliveries.customerId, customerId))).toEqual([]);
  });

  it('a second deletion with the old token is refused', async () => {
    expect((await kit.call('DELETE', '/api/customer/', household.token, { confirm: true })).statusCode).toBe(401);
  });
});
