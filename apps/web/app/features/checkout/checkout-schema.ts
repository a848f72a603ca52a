import { z } from 'zod';
import { addressCountries, addressFieldLimits, type Address, type AddressCountry } from '@brokkie/contracts/address';
import type { CheckoutResponse } from '@brokkie/contracts/delivery';
import type { Customer } from '@brokkie/contracts/customer';
import { normalizePostalCode, validatePostalCode } from '@brokkie/domain/postal-codes';
import { addValidationIssue, max, required, zodRule, type ValidationResult } from '@brokkie/domain/validation-rules';
import { isValidPhoneNumber, nationalPhoneNumber } from './phone.ts';

/** Message keys of the checkout form's own rules (namespace `checkout`). */
export const checkoutFormKeys = {
  invalidPhone: 'checkout.errors.phone_invalid',
  dateRequired: 'checkout.errors.date_required',
  consentRequired: 'checkout.errors.consent_required',
} as const;

export const addressBlockFields = ['postal_code', 'city', 'street', 'number', 'box', 'company_name'] as const;
export type AddressBlockField = (typeof addressBlockFields)[number];

export interface AddressBlockValues {
  postal_code: string;
  city: string;
  street: string;
  number: string;
  box: string;
  company_name: string;
  country: AddressCountry;
}

export interface CheckoutFormValues {
  firstname: string;
  lastname: string;
  phone: string;
  delivery: AddressBlockValues;
  billing_differs: boolean;
  billing: AddressBlockValues;
  delivery_date: string | null;
  consent: boolean;
}

const text = z.string();
const nameField = (limit: number) => text.superRefine(zodRule(required)).superRefine(zodRule(max, limit));

const addressBlock = z.object({
  postal_code: text,
  city: text,
  street: text,
  number: text,
  box: text,
  company_name: text,
  country: z.enum(addressCountries),
});

type Ctx = z.core.$RefinementCtx<unknown>;

/**
 * The address rules: street, number, postal code (the country's §5 rules and messages) and city
 * are required; the lengths are the API's. Run for the delivery address always and for the
 * billing address only when it differs, so a hidden block never blocks the payment.
 */
function checkAddressBlock(block: AddressBlockValues, prefix: 'delivery' | 'billing', ctx: Ctx): void {
  const report = (field: AddressBlockField, result: ValidationResult) => addValidationIssue(ctx, result, [prefix, field]);
  report('postal_code', validatePostalCode(block.country, block.postal_code));
  report('city', required(block.city) ?? max(block.city, addressFieldLimits.city));
  report('street', required(block.street) ?? max(block.street, addressFieldLimits.street));
  report('number', required(block.number) ?? max(block.number, addressFieldLimits.number));
  report('box', max(block.box, addressFieldLimits.box));
  report('company_name', max(block.company_name, addressFieldLimits.company_name));
}

/** The form's values as the form submits them to the route's action (the form's rules have passed by then). */
export const checkoutValuesShape = z.object({
  firstname: nameField(addressFieldLimits.firstname),
  lastname: nameField(addressFieldLimits.lastname),
  phone: text,
  delivery: addressBlock,
  billing_differs: z.boolean(),
  billing: addressBlock,
  delivery_date: z.string().nullable(),
  consent: z.boolean(),
});

/**
 * The checkout form (§5 rules with their exact messages): names, the phone with the country's
 * telephone code, the delivery address in the site's country, an optional billing address in
 * any of the four countries, one of the offered delivery dates and consent to the General
 * Conditions.
 */
export function checkoutSchema(telephoneCode: string) {
  return checkoutValuesShape.superRefine(
    (values, ctx) => {
      const phoneIssue = required(values.phone) ?? (isValidPhoneNumber(values.phone, telephoneCode) ? null : { key: checkoutFormKeys.invalidPhone });
      addValidationIssue(ctx, phoneIssue, ['phone']);
      checkAddressBlock(values.delivery, 'delivery', ctx);
      if (values.billing_differs) checkAddressBlock(values.billing, 'billing', ctx);
      if (!values.delivery_date) addValidationIssue(ctx, { key: checkoutFormKeys.dateRequired }, ['delivery_date']);
      if (!values.consent) addValidationIssue(ctx, { key: checkoutFormKeys.consentRequired }, ['consent']);
    },
    // Every rule runs on every submit, so that one press shows every problem at once.
    { when: () => true },
  );
}

export type CheckoutSchema = ReturnType<typeof checkoutSchema>;

function blockOf(address: Address | undefined, country: AddressCountry): AddressBlockValues {
  return {
    postal_code: address?.postal_code ?? '',
    city: address?.city ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    box: address?.box ?? '',
    company_name: address?.company_name ?? '',
    country,
  };
}

/** The addresses the checkout edits: the default delivery address and the billing override. */
export function savedAddresses(checkout: Pick<CheckoutResponse, 'addresses' | 'default_delivery_address' | 'billing_address_override'>) {
  const byUrl = (url: string | null) => (url ? checkout.addresses.find((address) => address.url === url) : undefined);
  return { delivery: byUrl(checkout.default_delivery_address), billing: byUrl(checkout.billing_address_override) };
}

/**
 * What the form starts with: what the customer gave before (names, phone, the default delivery
 * address in this country, the billing override) and the delivery's date when it is still
 * offered, else the earliest date.
 */
export function initialCheckoutValues(
  checkout: Pick<CheckoutResponse, 'addresses' | 'default_delivery_address' | 'billing_address_override' | 'delivery' | 'delivery_dates'>,
  customer: Pick<Customer, 'firstname' | 'lastname' | 'phone'> | null,
  site: { country: AddressCountry; telephoneCode: string },
  /** Back from a payment that did not go through: the customer agreed to the conditions for this order already. */
  agreedBefore = false,
): CheckoutFormValues {
  const { delivery, billing } = savedAddresses(checkout);
  // An address in another country cannot be this site's delivery address (prices and VAT are the country's).
  const deliveryAddress = delivery?.country === site.country ? delivery : undefined;
  const chosen = checkout.delivery.delivery_date;
  return {
    firstname: customer?.firstname || delivery?.firstname || '',
    lastname: customer?.lastname || delivery?.lastname || '',
    phone: nationalPhoneNumber(customer?.phone || delivery?.phone || '', site.telephoneCode),
    delivery: blockOf(deliveryAddress, site.country),
    billing_differs: !!billing,
    billing: blockOf(billing, billing?.country ?? site.country),
    delivery_date: chosen && checkout.delivery_dates.includes(chosen) ? chosen : (checkout.delivery_dates[0] ?? null),
    consent: agreedBefore,
  };
}

/** The POST/PATCH /address/ body of an address block, with the names and phone of the form. */
export function addressBody(block: AddressBlockValues, person: { firstname: string; lastname: string; phone: string }) {
  return {
    firstname: person.firstname.trim(),
    lastname: person.lastname.trim(),
    phone: person.phone,
    company_name: block.company_name.trim(),
    street: block.street.trim(),
    number: block.number.trim(),
    box: block.box.trim(),
    postal_code: normalizePostalCode(block.country, block.postal_code),
    city: block.city.trim(),
    country: block.country,
  };
}

/**
 * `date_timestamp` (Unix seconds) of a delivery day: noon UTC lies within the same Brussels day
 * in summer and winter, so the API reads the day that was chosen.
 */
export function dateTimestamp(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12) / 1000;
}
