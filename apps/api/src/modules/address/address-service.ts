import { formatList } from '@brokkie/domain/format';
import type { Database } from '@brokkie/db/client';
import {
  addressPageOf,
  deleteAddressOf,
  findAddressOf,
  insertAddress,
  updateAddressOf,
  type AddressChanges,
  type AddressRow,
} from '@brokkie/db/address-queries';
import { addressInUseCode, addressMessageKeys, type Address, type AddressCountry, type AddressCreate, type AddressUpdate } from '@brokkie/contracts/address';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import { type Locale } from '@brokkie/domain/locales';
import { normalizePostalCode, validatePostalCode } from '@brokkie/domain/postal-codes';
import { citySuggestionsFor } from '@brokkie/domain/postal-places';
import { ApiProblem, notFound, validationFailed } from '../../lib/api-problem.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { placesOfPostalCode } from './postal-code-places.ts';

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    url: resourceUrl('address', row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    company_name: row.companyName,
    street: row.street,
    number: row.number,
    box: row.box,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country as AddressCountry,
    phone: row.phone,
  };
}

export async function addressPage(db: Database, customerId: string, window: PageWindow): Promise<{ count: number; results: Address[] }> {
  const page = await addressPageOf(db, customerId, window);
  return { count: page.count, results: page.rows.map(toAddress) };
}

/** The customer's address; another customer's does not exist as far as this caller is concerned. */
export async function addressOf(db: Database, customerId: string, id: number): Promise<Address> {
  const row = await findAddressOf(db, customerId, id);
  if (!row) throw notFound();
  return toAddress(row);
}

/**
 * The city must be one of the places the shipped postal tables know for the postal code (in any
 * of their languages): '1000 Gent' is refused with 400 on `city`, "1000 is Brussel; did you mean
 * Brussel?", and the places in `city_suggestions`. A code the tables do not know is not checked.
 */
export function checkCityOfPostalCode(country: AddressCountry, postalCode: string, city: string, locale: Locale): void {
  const suggestions = citySuggestionsFor(city, placesOfPostalCode(country, postalCode, locale));
  if (!suggestions) return;
  const places = formatList(suggestions, locale, 'disjunction');
  throw new ApiProblem({
    statusCode: 400,
    code: 'validation_error',
    detail: { key: 'api.errors.validation_error' },
    fields: {
      city: [
        { key: addressMessageKeys.cityNotInPostalCode, params: { postal_code: normalizePostalCode(country, postalCode), places, suggestion: suggestions[0] } },
      ],
    },
    extra: { city_suggestions: suggestions },
  });
}

export async function createAddress(db: Database, customerId: string, body: AddressCreate, locale: Locale): Promise<Address> {
  checkCityOfPostalCode(body.country, body.postal_code, body.city, locale);
  const row = await insertAddress(db, customerId, {
    firstname: body.firstname ?? '',
    lastname: body.lastname ?? '',
    companyName: body.company_name ?? '',
    street: body.street,
    number: body.number,
    box: body.box ?? '',
    postalCode: normalizePostalCode(body.country, body.postal_code),
    city: body.city,
    country: body.country,
    phone: body.phone ?? '',
  });
  return toAddress(row);
}

/**
 * Applies a validated PATCH body. The postal code must fit the country the address has after
 * the change: a new country alone re-checks the stored code, a new code alone the stored country;
 * the city must fit the code after the change too.
 */
export async function updateAddress(db: Database, customerId: string, id: number, body: AddressUpdate, locale: Locale): Promise<Address> {
  const current = await findAddressOf(db, customerId, id);
  if (!current) throw notFound();

  const country = body.country ?? current.country;
  const postalCode = body.postal_code ?? current.postalCode;
  if (body.country !== undefined || body.postal_code !== undefined) {
    const issue = validatePostalCode(country, postalCode);
    if (issue) throw validationFailed({ postal_code: [issue] });
  }
  if (body.country !== undefined || body.postal_code !== undefined || body.city !== undefined) {
    checkCityOfPostalCode(country as AddressCountry, postalCode, body.city ?? current.city, locale);
  }

  const changes: AddressChanges = {};
  if (body.firstname !== undefined) changes.firstname = body.firstname;
  if (body.lastname !== undefined) changes.lastname = body.lastname;
  if (body.company_name !== undefined) changes.companyName = body.company_name;
  if (body.street !== undefined) changes.street = body.street;
  if (body.number !== undefined) changes.number = body.number;
  if (body.box !== undefined) changes.box = body.box;
  if (body.city !== undefined) changes.city = body.city;
  if (body.phone !== undefined) changes.phone = body.phone;
  if (body.country !== undefined) changes.country = country;
  if (body.country !== undefined || body.postal_code !== undefined) {
    changes.postalCode = normalizePostalCode(country, postalCode);
  }

  const updated = await updateAddressOf(db, customerId, id, changes);
  if (!updated) throw notFound();
  return toAddress(updated);
}

/**
 * Deletes the customer's address. Refused (409) while the customer's active subscription
 * delivers to it: the next box would have nowhere to go. Choose another default first.
 */
export async function removeAddress(db: Database, customerId: string, id: number): Promise<void> {
  const outcome = await deleteAddressOf(db, customerId, id);
  if (outcome === 'not-found') throw notFound();
  if (outcome === 'default-of-active-subscription') {
    throw new ApiProblem({
      statusCode: 409,
      code: addressInUseCode,
      detail: { key: addressMessageKeys.defaultOfActiveSubscription },
    });
  }
}
