import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  companyEnvVars,
  developmentCompany,
  formatIban,
  isValidIban,
  isValidVatNumber,
  readCompanyDetails,
} from '@brokkie/domain/company';
import { invoiceModule } from '../../../src/modules/invoice/invoice-module.ts';
import { renderInvoicePdf } from '../../../src/modules/invoice/invoice-pdf.ts';
import type { Invoice } from '../../../src/modules/invoice/invoice-service.ts';
import { pdfTextLines } from './pdf-text.ts';

const production = {
  COMPANY_NAME: 'Brokkie Test Company BV',
  COMPANY_STREET: 'Teststraat 7',
  COMPANY_POSTAL_CODE: '9000',
  COMPANY_CITY: 'Gent',
  COMPANY_COUNTRY: 'be',
  COMPANY_VAT_NUMBER: 'BE 0123.456.749',
  COMPANY_NUMBER: '0123.456.749',
  COMPANY_IBAN: 'be68 5390 0754 7034',
  COMPANY_BIC: 'GKCCBEBB',
  COMPANY_EMAIL: 'invoices@brokkie.test',
  COMPANY_WEBSITE: 'https://brokkie.test',
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the seller's legal data (readCompanyDetails)", () => {
  it('reads every value, compacted, and is not the development company', () => {
    expect(readCompanyDetails(production, { production: true })).toEqual({
      name: 'Brokkie Test Company BV',
      street: 'Teststraat 7',
      postalCode: '9000',
      city: 'Gent',
      country: 'BE',
      vatNumber: 'BE0123456749',
      companyNumber: '0123.456.749',
      iban: 'BE68539007547034',
      bic: 'GKCCBEBB',
      email: 'invoices@brokkie.test',
      website: 'https://brokkie.test',
      isDevelopment: false,
    });
  });

  it('in production, refuses to start without them and names every missing variable', () => {
    const { COMPANY_VAT_NUMBER: _vat, COMPANY_IBAN: _iban, ...partial } = production;
    expect(() => readCompanyDetails(partial, { production: true })).toThrow(/COMPANY_VAT_NUMBER, COMPANY_IBAN/);
    expect(() => readCompanyDetails({}, { production: true })).toThrow(
      'set COMPANY_NAME, COMPANY_STREET, COMPANY_POSTAL_CODE, COMPANY_CITY, COMPANY_COUNTRY, COMPANY_VAT_NUMBER, COMPANY_NUMBER, COMPANY_IBAN, COMPANY_EMAIL',
    );
    // BIC and web site are optional.
    const { COMPANY_BIC: _bic, COMPANY_WEBSITE: _website, ...required } = production;
    expect(readCompanyDetails(required, { production: true })).toMatchObject({ bic: undefined, website: undefined, isDevelopment: false });
  });

  it('outside production falls back to the development company, which says it is not real', () => {
    const details = readCompanyDetails({}, { production: false });
    expect(details).toMatchObject({ ...developmentCompany, isDevelopment: true, bic: undefined, website: undefined });
    expect(details.name).toMatch(/not a real company/);
    // Its numbers pass the same checks as real ones.
    expect(isValidIban(details.iban)).toBe(true);
    expect(isValidVatNumber(details.vatNumber)).toBe(true);
    // One value set is not a configured company yet.
    expect(readCompanyDetails({ COMPANY_NAME: 'Brokkie BV' }, { production: false })).toMatchObject({ name: 'Brokkie BV', isDevelopment: true });
  });

  it('refuses values that cannot be right, in any environment', () => {
    expect(() => readCompanyDetails({ ...production, COMPANY_IBAN: 'BE68 5390 0754 7035' }, { production: true })).toThrow(/COMPANY_IBAN/);
    expect(() => readCompanyDetails({ ...production, COMPANY_VAT_NUMBER: 'BE0123456748' }, { production: false })).toThrow(/COMPANY_VAT_NUMBER/);
    expect(() => readCompanyDetails({ ...production, COMPANY_EMAIL: 'invoices' }, { production: true })).toThrow(/COMPANY_EMAIL/);
    expect(() => readCompanyDetails({ ...production, COMPANY_COUNTRY: 'Belgium' }, { production: true })).toThrow(/COMPANY_COUNTRY/);
    expect(() => readCompanyDetails({ ...production, COMPANY_BIC: 'GKCC' }, { production: true })).toThrow(/COMPANY_BIC/);
  });

  it('checks IBANs and VAT numbers by their check digits', () => {
    expect(isValidIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isValidIban('NL91 ABNA 0417 1643 01')).toBe(false);
    expect(isValidVatNumber('BE0123456749')).toBe(true);
    expect(isValidVatNumber('BE2123456749')).toBe(false);
    expect(isValidVatNumber('NL123456789B01')).toBe(true);
    expect(isValidVatNumber('123456789')).toBe(false);
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

describe('the invoice module at start', () => {
  function apiWith(productionFlag: boolean) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    // The module reads only whether the server runs in production from the identity config.
    app.decorate('identity', { config: { production: productionFlag } } as never);
    return app;
  }

  it('stops a production server whose company is not configured', async () => {
    for (const name of Object.values(companyEnvVars)) vi.stubEnv(name, '');
    const app = apiWith(true);
    await expect(app.register(invoiceModule).ready()).rejects.toThrow(/COMPANY_NAME/);
    await app.close();
  });

  it('starts a production server whose company is configured', async () => {
    for (const [name, value] of Object.entries(production)) vi.stubEnv(name, value);
    const app = apiWith(true);
    await app.register(invoiceModule).ready();
    expect(app.hasRoute({ method: 'GET', url: '/delivery/:id/get_encoded_invoice/' })).toBe(true);
    await app.close();
  });
});

describe('an invoice of the development company', () => {
  it('says on its face that it is not a valid invoice', async () => {
    const invoice: Invoice = {
      locale: 'de',
      invoiceNumber: 'BRK-2026-000007',
      invoiceDate: new Date('2026-03-02T10:00:00Z'),
      deliveryDate: '2026-03-05',
      deliveryId: 7,
      customerId: 'hid_Test1234',
      customerEmail: null,
      billTo: { name: 'Łukasz Müller', companyName: '', street: 'Hauptstraße', number: '5', box: '', postalCode: '10115', city: 'Berlin', country: 'DE' },
      deliveredTo: null,
      lines: [
        { productName: 'Huhn & Reis', kind: 'formula', unitGrams: 1000, trial: true, quantity: 1, unitPriceInclVat: 899, totalInclVat: 899, vatRate: 700 },
      ],
      discounts: [{ code: null, type: 'testbag', amount: 404 }],
      subtotal: 899,
      discountTotal: 404,
      vat: [{ rate: 700, total_incl_vat: 495, base_excl_vat: 463, vat: 32 }],
      totalExclVat: 463,
      totalVat: 32,
      total: 495,
      paymentMethod: null,
    };
    const lines = pdfTextLines(await renderInvoicePdf(invoice, readCompanyDetails({}, { production: false })));
    expect(lines).toContain('Entwicklungsdaten: Dies ist keine gültige Rechnung.');
    expect(lines).toContain('Rechnung');
    // A letter the standard PDF fonts lack is written without its stroke rather than garbled.
    expect(lines).toContain('Lukasz Müller');
    expect(lines).toContain('Huhn & Reis, Probierbeutel à 1 kg');
    expect(lines).toContain('Probierbox');
    expect(lines).toContain('Bezahlt am 2. März 2026.');
  });
});
