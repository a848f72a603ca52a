import { z } from 'zod';
import { address, addressCountries, addressFieldLimits, addressInvalid, addressList, refinePostalCode, type Address } from '@brokkie/contracts/address';
import { customer as customerSchema, customerList, type Customer } from '@brokkie/contracts/customer';
import { max, required, zodRule } from '@brokkie/domain/validation-rules';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { authStore } from '../../shell/auth-store.ts';

/**
 * The profile's "Addresses" (docs/address-lookup.md, "The city of a postal code"; docs/billing.md):
 * the customer's addresses with the default delivery address and the separate billing address
 * marked; adding, changing and deleting one, choosing where the boxes go and where invoices go.
 */

export interface AddressBook {
  addresses: Address[];
  /** url of the default delivery address: where the next box goes. */
  delivery: string | null;
  /** url of the separate billing address; null: invoices name the delivery address. */
  billing: string | null;
}

/** The addresses and which are in use; null when they could not be read (the rest of the profile still shows). */
export async function loadAddressBook(api: ApiClient): Promise<AddressBook | null> {
  try {
    const [list, customers] = await Promise.all([
      api.get('/address/', { query: { limit: 100 }, schema: addressList }),
      api.get('/customer/', { schema: customerList }),
    ]);
    const owner = customers.results[0];
    return { addresses: list.results, delivery: owner?.default_delivery_address ?? null, billing: owner?.billing_address_override ?? null };
  } catch (error) {
    console.error('[profile] the addresses could not be read', error);
    return null;
  }
}

/** The form's values: every field of an address as text, the country one of those served. */
export interface AddressFormValues {
  firstname: string;
  lastname: string;
  company_name: string;
  street: string;
  number: string;
  box: string;
  postal_code: string;
  city: string;
  country: (typeof addressCountries)[number];
  phone: string;
}

export const addressFormFields = ['firstname', 'lastname', 'company_name', 'street', 'number', 'box', 'postal_code', 'city', 'country', 'phone'] as const;

const optional = (limit: number) => z.string().superRefine(zodRule(max, limit));
const requiredText = (limit: number) => z.string().superRefine(zodRule(required)).superRefine(zodRule(max, limit));

/** The rules the form checks before it sends (the API's lengths, required fields, the country's postal-code rules, §5). */
export const addressFormSchema = z
  .object({
    firstname: optional(addressFieldLimits.firstname),
    lastname: optional(addressFieldLimits.lastname),
    company_name: optional(addressFieldLimits.company_name),
    street: requiredText(addressFieldLimits.street),
    number: requiredText(addressFieldLimits.number),
    box: optional(addressFieldLimits.box),
    postal_code: requiredText(addressFieldLimits.postal_code),
    city: requiredText(addressFieldLimits.city),
    country: z.enum(addressCountries),
    phone: optional(addressFieldLimits.phone),
  })
  .superRefine(refinePostalCode);

const addressValues = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company_name: z.string(),
  street: z.string(),
  number: z.string(),
  box: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.enum(addressCountries),
  phone: z.string(),
});

const addressId = z.number().int().min(1);

export const addressesSubmission = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add_address'), address: addressValues, make_default: z.boolean() }),
  z.object({ intent: z.literal('edit_address'), id: addressId, address: addressValues }),
  z.object({ intent: z.literal('delete_address'), id: addressId }),
  z.object({ intent: z.literal('default_address'), id: addressId }),
  z.object({ intent: z.literal('billing_address'), id: addressId.nullable() }),
]);
export type AddressesSubmission = z.infer<typeof addressesSubmission>;
export type AddressIntent = AddressesSubmission['intent'];

/** What a write tells the section: done, or the API's words with the city's suggestions (`1000 Gent` → Brussel). */
export type AddressActionResult =
  | { ok: true; intent: AddressIntent }
  | { ok: false; intent: AddressIntent; detail: string | null; fields: Record<string, string[]>; status: number; citySuggestions: string[] };

function refusal(intent: AddressIntent, error: unknown): AddressActionResult {
  if (!(error instanceof ApiError)) {
    console.error('[profile] an address write failed', error);
    return { ok: false, intent, detail: null, fields: {}, status: 0, citySuggestions: [] };
  }
  const body = addressInvalid.safeParse(error.body);
  const citySuggestions = body.success ? (body.data.city_suggestions ?? []) : [];
  return { ok: false, intent, detail: error.detail || null, fields: error.fields, status: error.status, citySuggestions };
}

/** Trimmed, as the API stores it. */
function addressBody(values: z.infer<typeof addressValues>) {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
}

/** PATCH /customer/{id}/ of the signed-in customer; the account store keeps the answer (the pages that read it from there). */
async function updateOwner(api: ApiClient, change: { default_delivery_address?: string; billing_address_override?: string | null }): Promise<Customer> {
  const owner = (await api.get('/customer/', { schema: customerList })).results[0];
  if (!owner) throw new Error('No customer');
  const updated = await api.patch(owner.url, change, { schema: customerSchema });
  if (authStore.getState().customer) authStore.setState({ customer: updated });
  return updated;
}

/**
 * One write of the section: add (and, when asked, deliver there), change, delete (the API refuses
 * the delivery address of an active subscription: its words are shown), choose the delivery
 * address, choose or clear the separate billing address.
 */
export async function addressesAction(api: ApiClient, submission: AddressesSubmission): Promise<AddressActionResult> {
  const { intent } = submission;
  try {
    switch (submission.intent) {
      case 'add_address': {
        const created = await api.post('/address/', addressBody(submission.address), { schema: address });
        if (submission.make_default) await updateOwner(api, { default_delivery_address: created.url });
        break;
      }
      case 'edit_address':
        await api.patch(`/address/${submission.id}/`, addressBody(submission.address), { schema: address });
        break;
      case 'delete_address':
        await api.delete(`/address/${submission.id}/`);
        break;
      case 'default_address':
        await updateOwner(api, { default_delivery_address: `/address/${submission.id}/` });
        break;
      case 'billing_address':
        await updateOwner(api, { billing_address_override: submission.id === null ? null : `/address/${submission.id}/` });
        break;
    }
    return { ok: true, intent };
  } catch (error) {
    return refusal(intent, error);
  }
}
