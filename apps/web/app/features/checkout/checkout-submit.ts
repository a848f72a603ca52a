import { z } from 'zod';
import { redirect, redirectDocument } from 'react-router';
import { address as addressSchema } from '@brokkie/contracts/address';
import type { CustomerUpdate } from '@brokkie/contracts/customer';
import { handleOpenPaymentResponse, type Delivery } from '@brokkie/contracts/delivery';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { addressBody, checkoutValuesShape, dateTimestamp, type AddressBlockValues, type CheckoutFormValues } from './checkout-schema.ts';
import { fullPhoneNumber } from './phone.ts';

/** The urls of the addresses this checkout saved, so a second press updates them instead of adding more. */
export interface SavedAddressUrls {
  delivery?: string;
  billing?: string;
}

export interface CheckoutSubmission {
  values: CheckoutFormValues;
  delivery: Pick<Delivery, 'id' | 'url'>;
  telephoneCode: string;
  /** The localized path of the after-checkout page (the API resolves it against the payer's origin). */
  redirectUrl: string;
  addresses: SavedAddressUrls;
  /** PATCH /customer/{id}/ of the signed-in customer (auth-session's updateCustomer). */
  updateCustomer: (update: CustomerUpdate) => Promise<unknown>;
}

export type CheckoutOutcome =
  /** Off to the payment provider's checkout. */
  | { kind: 'redirect'; checkoutUrl: string }
  /** Nothing left to pay (already paid) or the payment is being processed: the after-checkout page tells. */
  | { kind: 'return'; status: string };

/** Form fields an API field error belongs to; anything else is a general error. */
export type CheckoutFieldPath = 'firstname' | 'lastname' | 'phone' | 'delivery_date' | `${'delivery' | 'billing'}.${keyof AddressBlockValues}`;

/**
 * A step of the checkout failed. `fields` are API messages (already translated) on form fields;
 * `general` is the API's sentence for the rest (or undefined when there was no answer at all).
 */
export class CheckoutSubmitError extends Error {
  constructor(
    readonly fields: Partial<Record<CheckoutFieldPath, string>>,
    readonly general: string[],
    override readonly cause: unknown,
  ) {
    super('Checkout failed');
    this.name = 'CheckoutSubmitError';
  }
}

const addressFieldNames = new Set(['postal_code', 'city', 'street', 'number', 'box', 'company_name']);

/** Where each API field of a step shows on the form. */
function fieldMapper(step: 'address-delivery' | 'address-billing' | 'customer' | 'date' | 'payment') {
  return (apiField: string): CheckoutFieldPath | undefined => {
    if (apiField === 'firstname' || apiField === 'lastname' || apiField === 'phone') {
      return step === 'date' || step === 'payment' ? undefined : apiField;
    }
    if (step === 'address-delivery' && addressFieldNames.has(apiField)) return `delivery.${apiField}` as CheckoutFieldPath;
    if (step === 'address-billing' && addressFieldNames.has(apiField)) return `billing.${apiField}` as CheckoutFieldPath;
    // The date step names its field date_timestamp; the payment step re-checks the date as delivery_date.
    if ((step === 'date' || step === 'payment') && (apiField === 'date_timestamp' || apiField === 'delivery_date')) return 'delivery_date';
    return undefined;
  };
}

/** Turns an API failure of one step into field errors and general messages. */
function explain(error: unknown, toField: (apiField: string) => CheckoutFieldPath | undefined): CheckoutSubmitError {
  if (!(error instanceof ApiError)) return new CheckoutSubmitError({}, [], error);
  const fields: Partial<Record<CheckoutFieldPath, string>> = {};
  const general: string[] = [];
  for (const [apiField, messages] of Object.entries(error.fields)) {
    const message = messages[0];
    if (!message) continue;
    const path = toField(apiField);
    if (path && !fields[path]) fields[path] = message;
    else general.push(message);
  }
  if (Object.keys(fields).length === 0 && general.length === 0) general.push(error.detail);
  return new CheckoutSubmitError(fields, general, error);
}

async function step<T>(run: () => Promise<T>, toField: (apiField: string) => CheckoutFieldPath | undefined): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw explain(error, toField);
  }
}

async function saveAddress(api: ApiClient, url: string | undefined, body: ReturnType<typeof addressBody>): Promise<string> {
  const saved = url ? await api.patch(url, body, { schema: addressSchema }) : await api.post('/address/', body, { schema: addressSchema });
  return saved.url;
}

/**
 * The checkout, in order: the delivery address (and the billing address when it differs) saved,
 * the customer's names, phone and addresses, the delivery date, then the payment of the delivery
 * (`handle_open_payment/`: the open payment's checkout, or a new payment). Each step is safe to
 * repeat: a second press patches the addresses the first one made, and the API gives a delivery at
 * most one open payment. `submission.addresses` is updated as addresses are saved.
 */
export async function submitCheckout(api: ApiClient, submission: CheckoutSubmission): Promise<CheckoutOutcome> {
  const { values, delivery, addresses } = submission;
  const person = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    phone: fullPhoneNumber(values.phone, submission.telephoneCode),
  };

  addresses.delivery = await step(() => saveAddress(api, addresses.delivery, addressBody(values.delivery, person)), fieldMapper('address-delivery'));
  if (values.billing_differs) {
    addresses.billing = await step(() => saveAddress(api, addresses.billing, addressBody(values.billing, person)), fieldMapper('address-billing'));
  }

  await step(
    () =>
      submission.updateCustomer({
        ...person,
        default_delivery_address: addresses.delivery ?? null,
        billing_address_override: values.billing_differs ? (addresses.billing ?? null) : null,
      }),
    fieldMapper('customer'),
  );

  if (values.delivery_date) {
    await step(() => api.post(`${delivery.url}date/`, { date_timestamp: dateTimestamp(values.delivery_date!) }), fieldMapper('date'));
  }

  const started = await step(
    () =>
      api.post(
        `${delivery.url}handle_open_payment/`,
        { redirect_url: submission.redirectUrl, ...(addresses.delivery ? { address: addresses.delivery } : {}) },
        { schema: handleOpenPaymentResponse },
      ),
    fieldMapper('payment'),
  );
  if (started.checkout_url) return { kind: 'redirect', checkoutUrl: started.checkout_url };
  return { kind: 'return', status: started.payment.status };
}

/** What the checkout's Pay submits: the form's values, the delivery they pay, and the addresses an earlier press saved. */
export const checkoutPaySubmission = z.object({
  intent: z.literal('pay'),
  values: checkoutValuesShape,
  delivery: z.object({ id: z.number().int().positive(), url: z.string().min(1) }),
  telephoneCode: z.string(),
  addresses: z.object({ delivery: z.string().optional(), billing: z.string().optional() }),
});

/**
 * Pay did not get the payer to the provider: the API's messages on form fields and the rest, and
 * the addresses saved on the way (the next press updates them). `cause`: the API refused
 * (`api`), there was no answer (`network`, nothing is known to have happened), or a defect.
 */
export interface CheckoutFailure {
  ok: false;
  fields: Partial<Record<CheckoutFieldPath, string>>;
  general: string[];
  cause: 'api' | 'network' | 'other';
  addresses: SavedAddressUrls;
}

/**
 * The checkout's write, the whole chain in one action (`submitCheckout`): off to the payment
 * provider's page (a document redirect), or to the after-checkout page when there is nothing to
 * pay there; a failure comes back as data for the form.
 */
export async function checkoutAction(
  api: ApiClient,
  submission: z.output<typeof checkoutPaySubmission>,
  { afterCheckoutPath, updateCustomer }: { afterCheckoutPath: string; updateCustomer: CheckoutSubmission['updateCustomer'] },
): Promise<CheckoutFailure | Response> {
  const addresses: SavedAddressUrls = { ...submission.addresses };
  const back = `${afterCheckoutPath}?delivery=${submission.delivery.id}`;
  try {
    const outcome = await submitCheckout(api, {
      values: submission.values,
      delivery: submission.delivery,
      telephoneCode: submission.telephoneCode,
      redirectUrl: back,
      addresses,
      updateCustomer,
    });
    return outcome.kind === 'redirect' ? redirectDocument(outcome.checkoutUrl) : redirect(back);
  } catch (error) {
    if (!(error instanceof CheckoutSubmitError)) {
      console.error('[checkout] payment not started', error);
      return { ok: false, fields: {}, general: [], cause: 'other', addresses };
    }
    if (error.cause instanceof ApiError) return { ok: false, fields: error.fields, general: error.general, cause: 'api', addresses };
    // No answer at all (network): nothing is known to have happened, pressing Pay again is safe.
    console.error('[checkout] payment not started', error.cause);
    return { ok: false, fields: error.fields, general: [], cause: 'network', addresses };
  }
}
