import type { CheckoutMethod, PaymentProviderName, PaymentStatus, SequenceType } from '@brokkie/contracts/payment';

/**
 * What the product needs of a payment provider, in Mollie's terms (payments with a sequence
 * type, customers, mandates). Two implementations: the embedded sandbox (default, works offline)
 * and Mollie (`MOLLIE_API_KEY`). docs/payments.md describes both.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates a payment; `checkoutUrl` is where the payer goes (null for a recurring charge). */
  createPayment(request: CreatePaymentRequest): Promise<CreatedPayment>;
  /** The payment as the provider knows it now; throws `PaymentNotFoundAtProvider` for an unknown id. */
  getPayment(id: string): Promise<ProviderPayment>;
  /** Cancels an open payment when the provider allows it; false when it does not. */
  cancelPayment(id: string): Promise<boolean>;
  /** Creates the provider's customer for one of ours (the caller keeps the id: call it once). */
  ensureCustomer(customer: ProviderCustomerInput): Promise<string>;
  getMandate(providerCustomerId: string, mandateId: string): Promise<ProviderMandate | undefined>;
  listMandates(providerCustomerId: string): Promise<ProviderMandate[]>;
  /** Revokes the mandate; a mandate the provider no longer knows counts as revoked. */
  revokeMandate(providerCustomerId: string, mandateId: string): Promise<void>;
  /**
   * Optional, for providers that can: `createPayment` of each request at once (the billing
   * scheduler's batches of recurring charges), each with its own outcome. Without it, the
   * payment service calls `createPayment` for each, a few at a time.
   */
  createPayments?(requests: readonly CreatePaymentRequest[]): Promise<Array<CreatedPayment | Error>>;
  /** Optional: `getPayment` of each id at once; an unknown id is absent. */
  getPayments?(ids: readonly string[]): Promise<Map<string, ProviderPayment>>;
}

export interface CreatePaymentRequest {
  amountCents: number;
  description: string;
  sequenceType: SequenceType;
  /** Required for first and recurring payments. */
  providerCustomerId?: string | undefined;
  /** Required for recurring payments: the mandate to charge. */
  mandateId?: string | undefined;
  /** Skips the method choice; absent: the payer chooses. */
  method?: CheckoutMethod | undefined;
  /** Where the payer returns after the checkout; not used for recurring payments. */
  redirectUrl?: string | undefined;
  /** Where the provider reports status changes (only the payment id; we fetch the rest). */
  webhookUrl: string;
  metadata: Record<string, string | number | null>;
}

export interface CreatedPayment {
  id: string;
  status: PaymentStatus;
  checkoutUrl: string | null;
}

export interface ProviderPayment {
  id: string;
  status: PaymentStatus;
  method: string | null;
  /** The mandate a paid first payment made, or the one a recurring payment used. */
  mandateId: string | null;
  customerId: string | null;
  amountCents: number;
  sequenceType: SequenceType;
  description: string;
  metadata: Record<string, unknown>;
  checkoutUrl: string | null;
}

/** Mandate details as they may be stored and shown: never a whole account or card number. */
export interface MaskedMandateDetails {
  consumerName: string | null;
  /** Last four characters of the IBAN or card number. */
  last4: string | null;
  cardLabel: string | null;
}

export interface ProviderMandate {
  id: string;
  status: 'valid' | 'pending' | 'invalid';
  method: string;
  details: MaskedMandateDetails;
  createdAt: Date;
}

export interface ProviderCustomerInput {
  /** Our customer id (hid_…), kept in the provider's metadata. */
  id: string;
  name: string;
  email: string | null;
}

export class PaymentNotFoundAtProvider extends Error {
  constructor(id: string) {
    super(`The payment provider does not know payment ${id}`);
    this.name = 'PaymentNotFoundAtProvider';
  }
}

/** The provider refused a request (e.g. a mandate that is no longer valid). */
export class PaymentProviderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderRefused';
  }
}

const finalStatuses: ReadonlySet<PaymentStatus> = new Set(['paid', 'failed', 'canceled', 'expired']);

export function isFinalStatus(status: PaymentStatus): boolean {
  return finalStatuses.has(status);
}

// open → pending → authorized → one final status. Equal ranks never replace each other, so a
// final status (paid above all) is never undone by a later or replayed report.
const statusRank: Record<PaymentStatus, number> = {
  open: 0,
  pending: 1,
  authorized: 2,
  paid: 3,
  failed: 3,
  canceled: 3,
  expired: 3,
};

/** Whether a payment in `from` may move to `to`: forward only, and never out of a final status. */
export function isForwardTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return statusRank[to] > statusRank[from];
}

/** Masks what a provider reports of a mandate's account or card. */
export function maskMandateDetails(details: {
  consumerName?: string | null | undefined;
  consumerAccount?: string | null | undefined;
  cardHolder?: string | null | undefined;
  cardNumber?: string | null | undefined;
  cardLabel?: string | null | undefined;
}): MaskedMandateDetails {
  const account = (details.consumerAccount ?? details.cardNumber ?? '').replace(/\s+/g, '');
  return {
    consumerName: details.consumerName ?? details.cardHolder ?? null,
    last4: account.length >= 4 ? account.slice(-4) : null,
    cardLabel: details.cardLabel ?? null,
  };
}

/** The mandate method a paid first payment of `method` makes, as Mollie does. */
export function mandateMethodFor(method: string): 'directdebit' | 'creditcard' {
  return method === 'creditcard' ? 'creditcard' : 'directdebit';
}
