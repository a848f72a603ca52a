import {
  createMollieClient,
  MollieApiError,
  PaymentMethod,
  SequenceType,
  type CustomerCreateParams,
  type MandateGetParams,
  type MandateRevokeParams,
  type MandatesListParams,
  type PaymentCreateParams,
} from '@mollie/api-client';
import { centsToDecimalString, eurosToCents } from '@brokkie/domain/money';
import { paymentStatuses, sequenceTypes, type PaymentStatus, type SequenceType as OurSequenceType } from '@brokkie/contracts/payment';
import {
  maskMandateDetails,
  PaymentNotFoundAtProvider,
  PaymentProviderRefused,
  type CreatedPayment,
  type CreatePaymentRequest,
  type PaymentProvider,
  type ProviderCustomerInput,
  type ProviderMandate,
  type ProviderPayment,
} from './payment-provider.ts';

/** What the adapter reads of a Mollie payment (the client's `Payment` has all of it). */
export interface MolliePaymentLike {
  id: string;
  status: string;
  method?: string | null | undefined;
  mandateId?: string | undefined;
  customerId?: string | undefined;
  amount: { value: string; currency: string };
  sequenceType: string;
  description: string;
  metadata: unknown;
  _links: { checkout?: { href: string } | undefined };
}

/** What the adapter reads of a Mollie mandate. */
export interface MollieMandateLike {
  id: string;
  status: string;
  method: string;
  details: {
    consumerName?: string | null;
    consumerAccount?: string | null;
    cardHolder?: string | null;
    cardNumber?: string | null;
    cardLabel?: string | null;
  };
  createdAt: string;
}

/** The part of `@mollie/api-client`'s client the adapter uses (tests give it a fake). */
export interface MollieApi {
  payments: {
    create(parameters: PaymentCreateParams): Promise<MolliePaymentLike>;
    get(id: string): Promise<MolliePaymentLike>;
    cancel(id: string): Promise<unknown>;
  };
  customers: { create(parameters: CustomerCreateParams): Promise<{ id: string }> };
  customerMandates: {
    get(id: string, parameters: MandateGetParams): Promise<MollieMandateLike>;
    page(parameters: MandatesListParams): Promise<Iterable<MollieMandateLike>>;
    revoke(id: string, parameters: MandateRevokeParams): Promise<unknown>;
  };
}

export function createMollieApi(apiKey: string): MollieApi {
  return createMollieClient({ apiKey, versionStrings: 'Brokkie/1.0' });
}

/** Our payment request in Mollie's create-payment parameters. */
export function toMollieCreateParameters(request: CreatePaymentRequest): PaymentCreateParams {
  const parameters: PaymentCreateParams = {
    amount: { currency: 'EUR', value: centsToDecimalString(request.amountCents) },
    description: request.description.slice(0, 255),
    webhookUrl: request.webhookUrl,
    sequenceType: SequenceType[request.sequenceType],
    metadata: request.metadata,
  };
  // Mollie ignores a redirect URL on a recurring charge: the payer is not there.
  if (request.sequenceType !== 'recurring' && request.redirectUrl) parameters.redirectUrl = request.redirectUrl;
  if (request.providerCustomerId) parameters.customerId = request.providerCustomerId;
  if (request.sequenceType === 'recurring' && request.mandateId) parameters.mandateId = request.mandateId;
  if (request.method) parameters.method = PaymentMethod[request.method];
  return parameters;
}

/** A Mollie payment in the provider interface's terms. */
export function fromMolliePayment(payment: MolliePaymentLike): ProviderPayment {
  const status = (paymentStatuses as readonly string[]).includes(payment.status) ? (payment.status as PaymentStatus) : 'open';
  const sequenceType = (sequenceTypes as readonly string[]).includes(payment.sequenceType)
    ? (payment.sequenceType as OurSequenceType)
    : 'oneoff';
  const amountCents = eurosToCents(payment.amount.value);
  if (amountCents === null || payment.amount.currency !== 'EUR') {
    throw new Error(`Mollie payment ${payment.id} has an amount we do not take: ${payment.amount.value} ${payment.amount.currency}`);
  }
  return {
    id: payment.id,
    status,
    method: payment.method ?? null,
    mandateId: payment.mandateId ?? null,
    customerId: payment.customerId ?? null,
    amountCents,
    sequenceType,
    description: payment.description,
    metadata: payment.metadata && typeof payment.metadata === 'object' ? (payment.metadata as Record<string, unknown>) : {},
    checkoutUrl: payment._links.checkout?.href ?? null,
  };
}

export function fromMollieMandate(mandate: MollieMandateLike): ProviderMandate {
  const status = mandate.status === 'valid' || mandate.status === 'pending' ? mandate.status : 'invalid';
  return {
    id: mandate.id,
    status,
    method: mandate.method,
    details: maskMandateDetails(mandate.details),
    createdAt: new Date(mandate.createdAt),
  };
}

function isMollieStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof MollieApiError && error.statusCode !== undefined && statuses.includes(error.statusCode);
}

/**
 * The production provider: Mollie (`MOLLIE_API_KEY`). First payments carry the Mollie customer
 * and sequenceType first, so that Mollie makes a mandate when they are paid; recurring charges
 * carry the customer and that mandate. Mollie's webhook only names the payment; the service
 * fetches its status here, so nothing in a webhook body is trusted.
 */
export class MollieProvider implements PaymentProvider {
  readonly name = 'mollie' as const;

  constructor(private readonly api: MollieApi) {}

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    try {
      const payment = fromMolliePayment(await this.api.payments.create(toMollieCreateParameters(request)));
      return { id: payment.id, status: payment.status, checkoutUrl: payment.checkoutUrl };
    } catch (error) {
      // 422: Mollie refused the request as such (e.g. a mandate that is no longer valid).
      if (isMollieStatus(error, 422)) throw new PaymentProviderRefused((error as Error).message);
      throw error;
    }
  }

  async getPayment(id: string): Promise<ProviderPayment> {
    try {
      return fromMolliePayment(await this.api.payments.get(id));
    } catch (error) {
      if (isMollieStatus(error, 404, 410)) throw new PaymentNotFoundAtProvider(id);
      throw error;
    }
  }

  async cancelPayment(id: string): Promise<boolean> {
    try {
      await this.api.payments.cancel(id);
      return true;
    } catch (error) {
      // Most methods cannot be canceled while open: the payment simply expires.
      if (isMollieStatus(error, 404, 410, 422)) return false;
      throw error;
    }
  }

  async ensureCustomer(customer: ProviderCustomerInput): Promise<string> {
    const created = await this.api.customers.create({
      name: customer.name || undefined,
      email: customer.email ?? undefined,
      metadata: { customer_id: customer.id },
    });
    return created.id;
  }

  async getMandate(providerCustomerId: string, mandateId: string): Promise<ProviderMandate | undefined> {
    try {
      return fromMollieMandate(await this.api.customerMandates.get(mandateId, { customerId: providerCustomerId }));
    } catch (error) {
      if (isMollieStatus(error, 404, 410)) return undefined;
      throw error;
    }
  }

  async listMandates(providerCustomerId: string): Promise<ProviderMandate[]> {
    const page = await this.api.customerMandates.page({ customerId: providerCustomerId, limit: 250 });
    return [...page].map(fromMollieMandate);
  }

  async revokeMandate(providerCustomerId: string, mandateId: string): Promise<void> {
    try {
      await this.api.customerMandates.revoke(mandateId, { customerId: providerCustomerId });
    } catch (error) {
      if (isMollieStatus(error, 404, 410)) return;
      throw error;
    }
  }
}
