import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import { products } from '@brokkie/db/schema';
import { formatDate } from '@brokkie/domain/format';
import { formatCents } from '@brokkie/domain/format';
import { belgianAddress, DeliveryTestKit, dog, type Owner } from '../delivery/delivery-test-kit.ts';
import { downloadInvoice, germanAddress, paidFirstDelivery, seller, type PaidDelivery } from './invoice-test-support.ts';
import { pdfTextLines, plainSpaces } from './pdf-text.ts';

const kit = new DeliveryTestKit('10.0.86');

beforeAll(async () => {
  for (const [name, value] of Object.entries(seller)) vi.stubEnv(name, value);
  await kit.start();
});
afterAll(async () => {
  await kit.stop();
  vi.unstubAllEnvs();
});

function invoiceOf(url: string, owner: Owner | undefined, language: string) {
  return downloadInvoice(kit, url, owner, language);
}

/** The product names of the delivery in one catalogue language. */
async function productNames(delivery: PaidDelivery, language: 'nl' | 'fr'): Promise<string[]> {
  const ids = [...new Set(delivery.items.map((item) => Number(/\/(\d+)\/$/.exec(item.product)?.[1])))];
  const rows = await kit.db.select({ names: products.names }).from(products).where(inArray(products.id, ids));
  return rows.map((row) => row.names[language] ?? row.names.en);
}

/** Whether `sequence` appears as consecutive lines of the PDF (a row of a table). */
function hasRow(lines: string[], sequence: string[]): boolean {
  const wanted = sequence.map(plainSpaces);
  return lines.some((_, start) => wanted.every((text, offset) => lines[start + offset] === text));
}

describe('GET {delivery url}get_encoded_invoice/', () => {
  let dutch: Owner;
  let french: Owner;
  let stranger: Owner;
  let belgian: Awaited<ReturnType<typeof paidFirstDelivery>>;
  let german: Awaited<ReturnType<typeof paidFirstDelivery>>;
  let unpaidUrl: string;

  beforeAll(async () => {
    dutch = await kit.signUp('Jan Peeters');
    french = await kit.signUp('Camille Dubois');
    stranger = await kit.signUp('Els Janssens');

    // A delivery not paid yet: its draft has no invoice.
    const pet = await kit.pet(stranger, dog);
    unpaidUrl = (await kit.ok('POST', '/api/delivery/create_for_animals/', stranger.token, { animals: [pet.url], country: 'BE' }, 201)).delivery.url;

    belgian = await paidFirstDelivery(kit, dutch, { address: belgianAddress, coupon: 'WELCOME15' });

    // Camille prefers French, is delivered in Germany (dog food at 7 %, the scoop at 19 %) and
    // has her invoices sent to another address.
    const languages = await kit.ok('GET', '/api/language/?limit=100', french.token);
    const frenchLanguage = languages.results.find((language: { iso_code: string }) => language.iso_code === 'fr');
    await kit.ok('PATCH', `/api/customer/${french.customerId}/`, french.token, { prefered_language: frenchLanguage.url });
    german = await paidFirstDelivery(kit, french, {
      address: germanAddress,
      billingAddress: { firstname: 'Camille', lastname: 'Dubois', company_name: 'Atelier Dubois', street: 'Rue de la Loi', number: '16', box: '2', postal_code: '1000', city: 'Bruxelles', country: 'BE' },
    });
  });

  it('answers the PDF of a paid delivery as an attachment named after the invoice number', async () => {
    const response = await invoiceOf(belgian.delivery.url, dutch, 'nl');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${belgian.delivery.invoice_number}.pdf"`);
    expect(response.headers['content-language']).toBe('nl-NL');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
  });

  it('says in Dutch what was charged: number, dates, customer, lines, discount, VAT per rate and totals as priced', async () => {
    const { delivery, cart } = belgian;
    const lines = pdfTextLines((await invoiceOf(delivery.url, dutch, 'nl')).rawPayload);
    const text = lines.join('\n');
    const money = (cents: number) => plainSpaces(formatCents(cents, 'nl-NL'));

    expect(lines).toContain('Factuur');
    expect(lines).toContain(delivery.invoice_number);
    expect(text).toContain(`Factuurdatum\n${formatDate(delivery.paid_at, 'nl-NL')}`);
    expect(text).toContain(`Leverdatum\n${formatDate(`${delivery.delivery_date}T12:00:00Z`, 'nl-NL')}`);
    expect(text).toContain('Jan Peeters\nKerkstraat 12\n9000 Gent\nBelgië');

    // The seller, from the configuration.
    expect(text).toContain('Brokkie Test Company BV');
    expect(text).toContain('Btw-nummer: BE0123456749');
    expect(text).toContain('IBAN: BE68 5390 0754 7034');
    expect(text).not.toContain('Ontwikkelgegevens');

    // The lines, named in Dutch.
    for (const name of await productNames(delivery, 'nl')) expect(text).toContain(name);

    expect(cart.discounts).toHaveLength(1);
    expect(hasRow(lines, ['Subtotaal incl. btw', money(cart.subtotal)])).toBe(true);
    expect(hasRow(lines, ['Korting WELCOME15', money(-(cart.discounts[0]?.amount ?? 0))])).toBe(true);

    expect(cart.vat).toHaveLength(1);
    for (const rate of cart.vat) {
      expect(rate.rate).toBe(2100);
      expect(hasRow(lines, ['21%', money(rate.base_excl_vat), money(rate.vat), money(rate.total_incl_vat)])).toBe(true);
    }
    expect(cart.total).toBe(delivery.total);
    expect(hasRow(lines, ['Totaal excl. btw', money(cart.total_excl_vat)])).toBe(true);
    expect(hasRow(lines, ['Totaal btw', money(cart.total_vat)])).toBe(true);
    expect(hasRow(lines, ['Totaal incl. btw', money(cart.total)])).toBe(true);
    expect(text).toContain(`Betaald met Bancontact op ${formatDate(delivery.paid_at, 'nl-NL')}.`);
  });

  it('is in the language the customer prefers (French), whatever the request asks, with each VAT rate of Germany', async () => {
    const { delivery, cart } = german;
    const response = await invoiceOf(delivery.url, french, 'nl');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('fr-FR');
    const lines = pdfTextLines(response.rawPayload);
    const text = lines.join('\n');
    const money = (cents: number) => plainSpaces(formatCents(cents, 'fr-FR'));

    expect(lines).toContain('Facture');
    expect(text).toContain(`Numéro de facture\n${delivery.invoice_number}`);
    expect(text).toContain(`Date de facture\n${formatDate(delivery.paid_at, 'fr-FR')}`);
    expect(text).not.toContain('Factuur');

    // Addressed to the billing address; the delivery address follows it.
    expect(text).toContain('FACTURÉ À\nCamille Dubois\nAtelier Dubois\nRue de la Loi 16 boîte 2\n1000 Bruxelles\nBelgique');
    expect(text).toContain('LIVRÉ À\nCamille Dubois\nHauptstraße 5\n10115 Berlin\nAllemagne');

    for (const name of await productNames(delivery, 'fr')) expect(text).toContain(name);

    expect(cart.vat.map((rate) => rate.rate)).toEqual([700, 1900]);
    expect(hasRow(lines, ['Taux de TVA', 'Base HT', 'TVA', 'Total TTC'])).toBe(true);
    for (const rate of cart.vat) {
      const percent = plainSpaces(new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(rate.rate / 10_000));
      expect(hasRow(lines, [percent, money(rate.base_excl_vat), money(rate.vat), money(rate.total_incl_vat)])).toBe(true);
    }
    expect(hasRow(lines, ['Total HT', money(cart.total_excl_vat)])).toBe(true);
    expect(hasRow(lines, ['Total TVA', money(cart.total_vat)])).toBe(true);
    expect(hasRow(lines, ['Total TTC', money(delivery.total)])).toBe(true);
    expect(text).toContain(`Payé par Bancontact le ${formatDate(delivery.paid_at, 'fr-FR')}.`);
  });

  it('gives the same file every time (its dates are the invoice date)', async () => {
    const first = await invoiceOf(belgian.delivery.url, dutch, 'nl');
    const second = await invoiceOf(belgian.delivery.url, dutch, 'nl');
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    // In the request's language when the customer has no preference.
    const english = pdfTextLines((await invoiceOf(belgian.delivery.url, dutch, 'en')).rawPayload);
    expect(english).toContain('Invoice');
    expect(english).toContain('Total incl. VAT');
  });

  it("is a 404 for another customer's delivery", async () => {
    const response = await invoiceOf(belgian.delivery.url, stranger, 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('is a 409, translated, before the delivery is paid', async () => {
    const response = await invoiceOf(unpaidUrl, stranger, 'nl');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'not_invoiced',
      detail: 'Deze levering heeft nog geen factuur: die wordt gemaakt zodra ze betaald is.',
    });
    const french409 = await invoiceOf(unpaidUrl, stranger, 'fr');
    expect(french409.json().detail).toBe('Cette livraison n’a pas encore de facture : elle en reçoit une dès qu’elle est payée.');
  });

  it('is a 401 without a token', async () => {
    const response = await invoiceOf(belgian.delivery.url, undefined, 'en');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'not_authenticated' });
  });

  // A cross-check with a real PDF reader where the machine has one (CI may not).
  const pdftotext = (() => {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(!pdftotext)('reads the same in pdftotext', async () => {
    const response = await invoiceOf(german.delivery.url, french, 'fr');
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
    try {
      const file = join(dir, 'invoice.pdf');
      writeFileSync(file, response.rawPayload);
      const text = plainSpaces(execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8'));
      expect(text).toContain(german.delivery.invoice_number);
      expect(text).toMatch(new RegExp(`Total TTC\\s+${plainSpaces(formatCents(german.delivery.total, 'fr-FR')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      for (const rate of german.cart.vat) expect(text).toContain(plainSpaces(formatCents(rate.vat, 'fr-FR')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
