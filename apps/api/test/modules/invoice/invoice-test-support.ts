import { expect } from 'vitest';
import { dog, type DeliveryTestKit, type Owner } from '../delivery/delivery-test-kit.ts';

// The seller as production configures it (the development company is the subject of
// company-details.test.ts); read when the API starts, so stub these before `kit.start()`.
export const seller = {
  COMPANY_NAME: 'Brokkie Test Company BV',
  COMPANY_STREET: 'Teststraat 7',
  COMPANY_POSTAL_CODE: '9000',
  COMPANY_CITY: 'Gent',
  COMPANY_COUNTRY: 'BE',
  COMPANY_VAT_NUMBER: 'BE 0123.456.749',
  COMPANY_NUMBER: '0123.456.749',
  COMPANY_IBAN: 'BE68 5390 0754 7034',
  COMPANY_EMAIL: 'invoices@brokkie.test',
};

export const germanAddress = { street: 'Hauptstraße', number: '5', postal_code: '10115', city: 'Berlin', country: 'DE' };

export interface PaidDelivery {
  url: string;
  invoice_number: string;
  paid_at: string;
  delivery_date: string;
  total: number;
  price_excl_vat: number;
  vat: number;
  items: { product: string }[];
}

export interface StoredCart {
  subtotal: number;
  discounts: { code: string | null; amount: number }[];
  vat: { rate: number; base_excl_vat: number; vat: number; total_incl_vat: number }[];
  total_excl_vat: number;
  total_vat: number;
  total: number;
}

/**
 * The funnel's steps up to a paid first delivery: a dog, an extra for this box, maybe a code,
 * maybe a billing address override (made before paying, so the invoice is addressed to it).
 */
export async function paidFirstDelivery(
  kit: DeliveryTestKit,
  owner: Owner,
  options: { address: Record<string, string>; coupon?: string; billingAddress?: Record<string, string> },
): Promise<{ delivery: PaidDelivery; cart: StoredCart; draftUrl: string }> {
  const pet = await kit.pet(owner, dog);
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [pet.url], country: options.address.country }, 201);
  const url: string = created.delivery.url;
  const scoop = await kit.productId('BRK-X-FOOD-SCOOP');
  await kit.ok('PATCH', `/api${url}`, owner.token, { custom_amounts: { [scoop]: 1 } });
  if (options.coupon) await kit.ok('POST', `/api${url}add_coupon/`, owner.token, { code: options.coupon });
  await kit.defaultAddress(owner, options.address);
  if (options.billingAddress) await billingOverride(kit, owner, options.billingAddress);
  const pay = await kit.ok('POST', `/api${url}handle_open_payment/`, owner.token, {});
  await kit.payAt(pay.checkout_url, 'paid', 'bancontact');
  const delivery: PaidDelivery = await kit.ok('GET', `/api${url}`, owner.token);
  expect(delivery.invoice_number).toMatch(/^BRK-\d{4}-\d{6}$/);
  const cart: StoredCart = await kit.ok('GET', `/api${url}calculate_cart/`, owner.token);
  return { delivery, cart, draftUrl: url };
}

/** A new address of the customer made their billing address override. */
export async function billingOverride(kit: DeliveryTestKit, owner: Owner, address: Record<string, string>): Promise<{ id: number; url: string }> {
  const created = await kit.ok('POST', '/api/address/', owner.token, address, 201);
  await kit.ok('PATCH', `/api/customer/${owner.customerId}/`, owner.token, { billing_address_override: created.url });
  return created;
}

/** The invoice download of a delivery, as the web app asks for it. */
export function downloadInvoice(kit: DeliveryTestKit, url: string, owner: Owner | undefined, language: string) {
  return kit.call('GET', `/api${url}get_encoded_invoice/`, owner?.token, undefined, language);
}
