import type { Database } from '@brokkie/db/client';
import { findAddressOf, type AddressRow } from '@brokkie/db/address-queries';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import type { DeliveryRow } from '@brokkie/db/delivery-queries';
import type { DeliveryAddress } from '@brokkie/contracts/delivery';

/** A postal address as an invoice prints it. */
export interface InvoiceAddress {
  name: string;
  companyName: string;
  street: string;
  number: string;
  box: string;
  postalCode: string;
  city: string;
  /** ISO two-letter code. */
  country: string;
}

/**
 * What an invoice says about the customer. Copied onto the delivery (`invoice_party`) when it is
 * paid and numbered, so that an issued invoice keeps it whatever the customer changes later.
 */
export interface InvoiceParty {
  /** Where the invoice is addressed: the billing address override, else the delivery address. */
  billTo: InvoiceAddress;
  /** The delivery address when the invoice is addressed elsewhere. */
  deliveredTo: InvoiceAddress | null;
  /** The customer's e-mail; null for an anonymous customer. */
  email: string | null;
}

function fromDeliveryAddress(address: DeliveryAddress): InvoiceAddress {
  return {
    name: [address.firstname, address.lastname].filter(Boolean).join(' '),
    companyName: address.company_name,
    street: address.street,
    number: address.number,
    box: address.box,
    postalCode: address.postal_code,
    city: address.city,
    country: address.country,
  };
}

function fromAddressRow(address: AddressRow): InvoiceAddress {
  return {
    name: [address.firstname, address.lastname].filter(Boolean).join(' '),
    companyName: address.companyName,
    street: address.street,
    number: address.number,
    box: address.box,
    postalCode: address.postalCode,
    city: address.city,
    country: address.country,
  };
}

function customerName(customer: CustomerRow): string {
  return [customer.firstname, customer.lastname].filter(Boolean).join(' ');
}

/** The invoice party kept on the delivery at payment; null for deliveries paid before it was kept. */
export function storedInvoiceParty(delivery: DeliveryRow): InvoiceParty | null {
  return (delivery.invoiceParty as InvoiceParty | null) ?? null;
}

/** What `storedInvoiceParty` reads back, as the delivery column stores it. */
export function toStoredInvoiceParty(party: InvoiceParty): Record<string, unknown> {
  return party as unknown as Record<string, unknown>;
}

/**
 * The one rule for whom an invoice is addressed to, from the customer as they are now: their
 * billing address override when they have one (then the delivery address follows as "delivered
 * to"), else the delivery address; an address without a name is the customer's own.
 */
export async function currentInvoiceParty(db: Database, customer: CustomerRow, deliveryAddress: DeliveryAddress): Promise<InvoiceParty> {
  const billing =
    customer.billingAddressOverrideId === null ? undefined : await findAddressOf(db, customer.id, customer.billingAddressOverrideId);
  const shipped = fromDeliveryAddress(deliveryAddress);
  if (!shipped.name) shipped.name = customerName(customer);
  const billTo = billing ? fromAddressRow(billing) : shipped;
  if (!billTo.name) billTo.name = customerName(customer);
  return {
    billTo,
    deliveredTo: billing ? shipped : null,
    email: customer.isAnonymous ? null : customer.email,
  };
}
