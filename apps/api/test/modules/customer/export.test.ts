import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerExport } from '@brokkie/contracts/privacy';
import { DeliveryTestKit } from '../delivery/delivery-test-kit.ts';
import { customerDataTables, customerRows, makeHousehold, type Household } from './privacy-test-support.ts';

const ipBlock = '10.214.1';
const kit = new DeliveryTestKit(ipBlock);
let household: Household;
let other: Household;

beforeAll(async () => {
  await kit.start();
  household = await makeHousehold(kit, ipBlock, 'Wilhelmina', 'Zwartkop');
  other = await makeHousehold(kit, ipBlock, 'Gustaaf', 'Vermeulen');
}, 120_000);
afterAll(async () => {
  await kit.stop();
});

describe('GET /customer/export/', () => {
  it('holds every table that has the customer data, row for row', async () => {
    const response = await kit.call('GET', '/api/customer/export/', household.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="brokkie-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = customerExport.parse(response.json());

    const tables = customerDataTables();
    // Derived from the schema: the roots and what hangs off them, so a new table joins by itself.
    expect(tables).toEqual(
      expect.arrayContaining(['customer', 'auth_user', 'mail_message', 'animal', 'reminder_completion', 'delivery_item', 'consent_record']),
    );
    const missing = tables.filter((table) => exported.tables[table] === undefined);
    expect(missing, 'tables with customer data that the export leaves out').toEqual([]);

    const rows = await customerRows(kit.db, household);
    for (const table of tables) {
      expect(exported.tables[table], table).toBe(rows.get(table)?.length ?? 0);
    }
    // The household has data in (nearly) every table, so the counts above compare something.
    const empty = tables.filter((table) => (rows.get(table)?.length ?? 0) === 0);
    expect(empty.filter((table) => !['reminder_notice', 'coupon_redemption', 'billing_event'].includes(table))).toEqual([]);
  });

  it('says what it holds in readable sections, and no secrets', async () => {
    const exported = customerExport.parse((await kit.call('GET', '/api/customer/export/', household.token)).json());
    expect(exported.customer_id).toBe(household.customerId);
    expect(exported.profile.customer).toMatchObject({ firstname: 'Wilhelmina', lastname: 'Zwartkop' });
    expect(exported.profile.identity).toMatchObject({ email: household.email, name: 'Wilhelmina Zwartkop' });
    expect(exported.profile.sign_in_methods).toEqual([expect.objectContaining({ provider_id: 'credential' })]);
    expect(exported.pets[0]).toMatchObject({ name: 'Wilhelminahond', vet_name: 'Dierenarts Zwartkop' });
    expect(exported.deliveries.some((delivery) => typeof delivery.invoice_number === 'string')).toBe(true);
    expect(exported.payment_methods[0]).toMatchObject({ method: 'creditcard', status: 'valid' });
    expect(exported.calendar_feed).toEqual([{ customer_id: household.customerId, created_at: expect.any(String) }]);
    expect(exported.summary).toMatchObject({ pets: 1, invoices: 1, reminders: 1, consent_records: 1, tracking_events: 1, insurance_leads: 1 });
    expect(exported.insurance_leads[0]).toMatchObject({ pet_name: 'Wilhelminahond', owner: { lastname: 'Zwartkop' }, premium_cents: 3250 });
    expect(exported.insurance_handover_attempts).toHaveLength(1);
    expect(exported.summary.mails).toBeGreaterThan(0);

    const text = JSON.stringify(exported);
    expect(text).not.toContain(`feed-${household.customerId}`);
    expect(text).not.toContain(household.password);
    for (const secret of ['"password"', '"token"', '"access_token"', '"refresh_token"', '"id_token"', '"checkout_url"', '"checkout_token"']) {
      expect(text, secret).not.toContain(secret);
    }
    // Nothing of the other household.
    for (const marker of other.markers) expect(text).not.toContain(marker);
  });

  it('answers 401 without a token', async () => {
    expect((await kit.call('GET', '/api/customer/export/')).statusCode).toBe(401);
  });
});
