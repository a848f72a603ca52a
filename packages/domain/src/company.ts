/**
 * The seller: the legal data an invoice must carry (name, address, VAT number, company number,
 * bank account, e-mail). They come from the configuration of the server (COMPANY_* variables,
 * docs/invoices.md). Outside production a missing value falls back to the development company
 * below, which says on every line that it is not a real company; in production every required
 * value must be set, or the server does not start: an invoice with made-up seller data must never
 * reach a customer.
 */
export interface CompanyDetails {
  /** Registered name (COMPANY_NAME). */
  name: string;
  /** Street and number (COMPANY_STREET). */
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166 two-letter code, upper case (COMPANY_COUNTRY). */
  country: string;
  /** VAT identification number, compact (`BE0123456749`). */
  vatNumber: string;
  /** Registration number of the enterprise (KBO/BCE in Belgium). */
  companyNumber: string;
  /** IBAN, compact (`BE68539007547034`). */
  iban: string;
  /** BIC of the bank, when configured. */
  bic: string | undefined;
  email: string;
  /** Web site shown in the footer, when configured. */
  website: string | undefined;
  /** True when any value is the development company's: documents say they are not valid. */
  isDevelopment: boolean;
}

/** The environment variable of each value. */
export const companyEnvVars = {
  name: 'COMPANY_NAME',
  street: 'COMPANY_STREET',
  postalCode: 'COMPANY_POSTAL_CODE',
  city: 'COMPANY_CITY',
  country: 'COMPANY_COUNTRY',
  vatNumber: 'COMPANY_VAT_NUMBER',
  companyNumber: 'COMPANY_NUMBER',
  iban: 'COMPANY_IBAN',
  bic: 'COMPANY_BIC',
  email: 'COMPANY_EMAIL',
  website: 'COMPANY_WEBSITE',
} as const satisfies Record<keyof Omit<CompanyDetails, 'isDevelopment'>, string>;

type RequiredField = Exclude<keyof CompanyDetails, 'bic' | 'website' | 'isDevelopment'>;

const requiredFields: readonly RequiredField[] = [
  'name',
  'street',
  'postalCode',
  'city',
  'country',
  'vatNumber',
  'companyNumber',
  'iban',
  'email',
];

/**
 * Development and test only. Every value is visibly not real: the name says so, the numbers are
 * zeros with valid check digits (so that the validation below runs on them too), the e-mail
 * domain is a reserved one that cannot receive mail.
 */
export const developmentCompany: Readonly<Record<RequiredField, string>> = {
  name: 'Brokkie Development Company (not a real company)',
  street: 'Development Street 1',
  postalCode: '1000',
  city: 'Brussels',
  country: 'BE',
  vatNumber: 'BE0000000097',
  companyNumber: '0000.000.097',
  iban: 'BE54000000000097',
  email: 'invoices@brokkie.invalid',
};

/** Spaces, dots and dashes people write in numbers, removed; upper case. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The remainder modulo 97 of a long string of digits. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** ISO 13616: country, two check digits, up to 30 letters and digits; the checksum mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = compactIdentifier(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(rearranged) === 1;
}

/**
 * A VAT identification number: a two-letter prefix and 2–12 letters or digits. Belgian numbers
 * (the seller's country) are checked fully: ten digits, starting with 0 or 1, whose last two are
 * 97 minus the first eight modulo 97.
 */
export function isValidVatNumber(value: string): boolean {
  const vat = compactIdentifier(value);
  if (!/^[A-Z]{2}[A-Z0-9]{2,12}$/.test(vat)) return false;
  if (!vat.startsWith('BE')) return true;
  const digits = vat.slice(2);
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The company from `env`. `production`: every required value must be set; the error names all
 * missing ones at once. Values that are set are checked in every environment (IBAN and VAT
 * check digits, e-mail, country code), so a typo stops the server before it is on an invoice.
 */
export function readCompanyDetails(
  env: Readonly<Record<string, string | undefined>>,
  options: { production: boolean },
): CompanyDetails {
  const read = (field: keyof typeof companyEnvVars): string | undefined => env[companyEnvVars[field]]?.trim() || undefined;

  const missing = requiredFields.filter((field) => read(field) === undefined);
  if (options.production && missing.length > 0) {
    throw new Error(
      `Invoices need the company's legal data in production; set ${missing.map((field) => companyEnvVars[field]).join(', ')}`,
    );
  }
  const value = (field: RequiredField): string => read(field) ?? developmentCompany[field];

  const details: CompanyDetails = {
    name: value('name'),
    street: value('street'),
    postalCode: value('postalCode'),
    city: value('city'),
    country: value('country').toUpperCase(),
    vatNumber: compactIdentifier(value('vatNumber')),
    companyNumber: value('companyNumber'),
    iban: compactIdentifier(value('iban')),
    bic: read('bic') === undefined ? undefined : compactIdentifier(read('bic') ?? ''),
    email: value('email'),
    website: read('website'),
    isDevelopment: missing.length > 0,
  };

  const invalid: string[] = [];
  if (!/^[A-Z]{2}$/.test(details.country)) invalid.push(`${companyEnvVars.country} (a two-letter country code)`);
  if (!isValidVatNumber(details.vatNumber)) invalid.push(`${companyEnvVars.vatNumber} (VAT number with its country prefix)`);
  if (!isValidIban(details.iban)) invalid.push(`${companyEnvVars.iban} (IBAN)`);
  if (details.bic !== undefined && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(details.bic)) invalid.push(`${companyEnvVars.bic} (BIC)`);
  if (!emailPattern.test(details.email)) invalid.push(`${companyEnvVars.email} (e-mail address)`);
  if (invalid.length > 0) throw new Error(`Invalid company configuration: ${invalid.join(', ')}`);
  return details;
}

/** 'BE54 0000 0000 0097': an IBAN in groups of four, as it is printed. */
export function formatIban(iban: string): string {
  return compactIdentifier(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
