import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { deliveries } from '@brokkie/db/schema';
import type { DeliveryAddress } from '@brokkie/contracts/delivery';
import { currentInvoiceParty } from '../../../src/modules/delivery/invoice-party.ts';
import { belgianAddress, DeliveryTestKit, type Owner } from './delivery-test-kit.ts';
import { billingOverride, downloadInvoice, paidFirstDelivery, seller } from '../invoice/invoice-test-support.ts';
import { pdfTextLines } from '../invoice/pdf-text.ts';

const kit = new DeliveryTestKit('10.0.87');

beforeAll(async () => {
  for (const [name, value] of Object.entries(seller)) vi.stubEnv(name, value);
  await kit.start();
});
afterAll(async () => {
  await kit.stop();
  vi.unstubAllEnvs();
});

/** The invoice's text, in English (the customers here prefer no language). */
async function invoiceText(url: string, owner: Owner): Promise<{ text: string; pdf: Buffer }> {
  const response = await downloadInvoice(kit, url, owner, 'en');
  expect(response.statusCode, response.body).toBe(200);
  return { text: pdfTextLines(response.rawPayload).join('\n'), pdf: response.rawPayload };
}

function idOf(url: string): number {
  return Number(/\/(\d+)\/$/.exec(url)?.[1]);
}

async function rename(owner: Owner, firstname: string, lastname: string): Promise<void> {
  await kit.ok('PATCH', `/api/customer/${owner.customerId}/`, owner.token, { firstname, lastname });
}

// The delivery addresses here have no name: the customer's own name is printed.
const antwerpBilling = { company_name: 'Hondensalon Maes', street: 'Meir', number: '1', postal_code: '2000', city: 'Antwerpen', country: 'BE' };
const laterBilling = { firstname: 'Boekhouding', lastname: 'Claes', street: 'Grote Markt', number: '3', postal_code: '1000', city: 'Brussel', country: 'BE' };

describe('who an invoice is addressed to is kept as it was when the delivery was paid', () => {
  let billed: Owner;
  let plain: Owner;
  let billedUrl: string;
  let plainUrl: string;
  let billedAddressId: number;
  let before: { billed: { text: string; pdf: Buffer }; plain: { text: string; pdf: Buffer } };

  beforeAll(async () => {
    billed = await kit.signUp('Lotte Maes');
    plain = await kit.signUp('Jan Janssens');
    billedUrl = (await paidFirstDelivery(kit, billed, { address: belgianAddress, billingAddress: antwerpBilling })).delivery.url;
    plainUrl = (await paidFirstDelivery(kit, plain, { address: belgianAddress })).delivery.url;
    const customer = await kit.ok('GET', `/api/customer/${billed.customerId}/`, billed.token);
    billedAddressId = idOf(customer.billing_address_override);
    before = { billed: await invoiceText(billedUrl, billed), plain: await invoiceText(plainUrl, plain) };
  });

  it('prints the billing address override and the name of the day it was paid', () => {
    expect(before.billed.text).toContain('INVOICE TO\nLotte Maes\nHondensalon Maes\nMeir 1\n2000 Antwerpen\nBelgium');
    expect(before.billed.text).toContain('DELIVERED TO\nLotte Maes\nKerkstraat 12\n9000 Gent\nBelgium');
    expect(before.plain.text).toContain('INVOICE TO\nJan Janssens\nKerkstraat 12\n9000 Gent\nBelgium');
    expect(before.plain.text).not.toContain('DELIVERED TO');
  });

  it('keeps the copy on the delivery: bill-to, delivered-to and e-mail', async () => {
    const customer = await kit.ok('GET', `/api/customer/${billed.customerId}/`, billed.token);
    const [row] = await kit.db.select({ invoiceParty: deliveries.invoiceParty }).from(deliveries).where(eq(deliveries.id, idOf(billedUrl)));
    expect(row?.invoiceParty).toEqual({
      billTo: { name: 'Lotte Maes', companyName: 'Hondensalon Maes', street: 'Meir', number: '1', box: '', postalCode: '2000', city: 'Antwerpen', country: 'BE' },
      deliveredTo: { name: 'Lotte Maes', companyName: '', street: 'Kerkstraat', number: '12', box: '', postalCode: '9000', city: 'Gent', country: 'BE' },
      email: customer.email,
    });
    expect(before.billed.text).toContain(`Belgium\n${customer.email}`);
  });

  it('does not change when the customer changes their name, their billing address or its override later', async () => {
    // The billing address itself is edited, then replaced by another override; the name changes.
    await kit.ok('PATCH', `/api/address/${billedAddressId}/`, billed.token, { street: 'Leien', number: '99' });
    await billingOverride(kit, billed, laterBilling);
    await rename(billed, 'Lotte', 'Claes');
    // Without an override at payment, one made later does not readdress the invoice either.
    await billingOverride(kit, plain, laterBilling);
    await rename(plain, 'Johan', 'Janssens');

    const after = { billed: await invoiceText(billedUrl, billed), plain: await invoiceText(plainUrl, plain) };
    expect(after.billed.text).toContain('INVOICE TO\nLotte Maes\nHondensalon Maes\nMeir 1\n2000 Antwerpen\nBelgium');
    expect(after.billed.text).toContain('DELIVERED TO\nLotte Maes\nKerkstraat 12\n9000 Gent\nBelgium');
    expect(after.plain.text).toContain('INVOICE TO\nJan Janssens\nKerkstraat 12\n9000 Gent\nBelgium');
    expect(after.plain.text).not.toContain('DELIVERED TO');
    for (const text of [after.billed.text, after.plain.text]) {
      expect(text).not.toContain('Claes');
      expect(text).not.toContain('Johan');
      expect(text).not.toContain('Grote Markt');
      expect(text).not.toContain('Leien');
    }
    // The very same document as before.
    expect(after.billed.pdf.equals(before.billed.pdf)).toBe(true);
    expect(after.plain.pdf.equals(before.plain.pdf)).toBe(true);
  });

  it('addresses a delivery paid before the copy was kept (old rows) from the customer as they are now', async () => {
    await kit.db.update(deliveries).set({ invoiceParty: null }).where(eq(deliveries.id, idOf(plainUrl)));
    const { text } = await invoiceText(plainUrl, plain);
    expect(text).toContain('INVOICE TO\nBoekhouding Claes\nGrote Markt 3\n1000 Brussel\nBelgium');
    expect(text).toContain('DELIVERED TO\nJohan Janssens\nKerkstraat 12\n9000 Gent\nBelgium');
  });
});

describe('currentInvoiceParty', () => {
  // Without a billing address override nothing is read from the database.
  const noDatabase = {} as Database;
  const address: DeliveryAddress = {
    firstname: '',
    lastname: '',
    company_name: '',
    street: 'Kerkstraat',
    number: '12',
    box: '',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
    phone: '',
  };
  const customer = { id: 'hid_TEST000001', firstname: 'Els', lastname: 'Janssens', email: 'els@example.test', isAnonymous: false, billingAddressOverrideId: null } as CustomerRow;

  it("names the customer on an address without a name, and keeps the address's own name", async () => {
    expect((await currentInvoiceParty(noDatabase, customer, address)).billTo.name).toBe('Els Janssens');
    expect((await currentInvoiceParty(noDatabase, customer, { ...address, firstname: 'Piet' })).billTo.name).toBe('Piet');
  });

  it('has no e-mail for an anonymous customer', async () => {
    expect(await currentInvoiceParty(noDatabase, { ...customer, isAnonymous: true }, address)).toMatchObject({ email: null, deliveredTo: null });
    expect((await currentInvoiceParty(noDatabase, customer, address)).email).toBe('els@example.test');
  });
});
