import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import {
  countValidMandates,
  findValidMandateOfCustomer,
  hasActiveRecurringDelivery,
  listValidMandates,
  lockCustomerMandates,
  makeDefaultMandate,
  revokeMandate,
} from '@brokkie/db/mandate-queries';
import { findProviderCustomerId } from '@brokkie/db/payment-queries';
import { paymentErrorCodes, paymentMessageKeys, type Mandate, type MandateCreated } from '@brokkie/contracts/payment';
import type { Paginated } from '@brokkie/contracts/pagination';
import { ApiProblem, notFound } from '../../lib/api-problem.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { PaymentService } from './payment-service.ts';
import { toMandate, toPayment } from './payment-resources.ts';

/** The customer's valid mandates, by id. */
export async function listMandates(
  db: Database,
  customerId: string,
  window: PageWindow,
): Promise<Pick<Paginated<Mandate>, 'count' | 'results'>> {
  const [count, rows] = await Promise.all([
    countValidMandates(db, customerId),
    listValidMandates(db, customerId, window),
  ]);
  return { count, results: rows.map(toMandate) };
}

export async function getMandate(db: Database, customerId: string, id: number): Promise<Mandate> {
  const row = await findValidMandateOfCustomer(db, customerId, id);
  if (!row) throw notFound();
  return toMandate(row);
}

/** Makes the mandate the customer's only default. */
export async function makeMandateDefault(db: Database, customerId: string, id: number): Promise<Mandate> {
  const row = await db.transaction(async (tx) => {
    await lockCustomerMandates(tx, customerId);
    return makeDefaultMandate(tx, customerId, id);
  });
  if (!row) throw notFound();
  return toMandate(row);
}

/**
 * Revokes a mandate: refused (409 mandate_in_use) when it is the customer's last valid mandate
 * while their subscription is active, since the next delivery could not be charged. The local
 * revocation comes first (it decides, under the customer's lock); the provider is told after,
 * and if it cannot be reached the mandate is still never charged by us again.
 */
export async function revokeCustomerMandate(
  payments: PaymentService,
  db: Database,
  customerId: string,
  id: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const revoked = await db.transaction(async (tx) => {
    await lockCustomerMandates(tx, customerId);
    const mandate = await findValidMandateOfCustomer(tx, customerId, id);
    if (!mandate) throw notFound();
    if ((await countValidMandates(tx, customerId)) <= 1 && (await hasActiveRecurringDelivery(tx, customerId))) {
      throw new ApiProblem({
        statusCode: 409,
        code: paymentErrorCodes.mandateInUse,
        detail: { key: paymentMessageKeys.lastMandateInUse },
      });
    }
    return revokeMandate(tx, customerId, id);
  });
  if (!revoked || revoked.provider !== payments.provider.name) return;
  const providerCustomerId = await findProviderCustomerId(db, customerId, revoked.provider);
  if (!providerCustomerId) return;
  try {
    await payments.provider.revokeMandate(providerCustomerId, revoked.providerMandateId);
  } catch (error) {
    log.error({ err: error, mandateId: revoked.id }, 'mandate revoked here but not at the payment provider');
  }
}

/**
 * Adds a payment method: a verification first payment (€0.01) whose checkout the payer
 * completes; its mandate appears once the provider reports the payment paid.
 */
export async function startMandateCreation(
  payments: PaymentService,
  input: { customerId: string; redirectUrl: string; description: string },
): Promise<MandateCreated> {
  const start = await payments.startMandateVerification(input);
  if (!start.checkoutUrl) throw new Error(`Verification payment ${start.payment.id} has no checkout`);
  return { checkout_url: start.checkoutUrl, payment: toPayment(start.payment) };
}
