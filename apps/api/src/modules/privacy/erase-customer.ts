import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@brokkie/db/client';
import { findCustomerById, type CustomerRow } from '@brokkie/db/customer-queries';
import {
  anonymiseCustomer,
  deleteCustomerRecords,
  deletePets,
  keepInvoiceParty,
  keptInvoices,
  lockCustomerForErasure,
  openPaymentsOfUnpaidDeliveries,
  paidDeliveriesWithoutParty,
  replaceIdentity,
  revokeAllMandates,
  stopSubscription,
  type OpenPayment,
  type RevokedMandate,
} from '@brokkie/db/customer-erasure-queries';
import { findProviderCustomerId } from '@brokkie/db/payment-queries';
import type { DeliveryAddress } from '@brokkie/contracts/delivery';
import { privacyErrorCodes, privacyMessageKeys, type DeletionResult } from '@brokkie/contracts/privacy';
import { ApiProblem, notFound } from '../../lib/api-problem.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import type { ImageStorage } from '../animal/image-storage.ts';
import { currentInvoiceParty, toStoredInvoiceParty } from '../delivery/invoice-party.ts';
import { retentionEnd } from './preview-deletion.ts';
import { needsReauthentication } from './reauthentication.ts';

export interface ErasureDeps {
  db: Database;
  payments: PaymentService;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}

/**
 * DELETE /customer/ (docs/privacy.md): the signed-in customer's own account.
 *
 * 1. Checks: a sign-in at most 10 minutes old (the identity's re-authentication rule).
 * 2. One transaction, under the customer's row lock:
 *    a. paid deliveries without a copy of their invoice party get it now (the invoice must keep
 *       saying whom it was for once the customer's name and addresses are gone);
 *    b. the subscription stops: inactive, no items; unpaid deliveries are removed, paid ones stay;
 *    c. mandates are revoked here (never charged by us again) and their masked details emptied;
 *    d. pets (meal plans, weights, reminders, surveys) deleted; addresses, consent records,
 *       tracking events, insurance leads, the questionnaire draft, calendar feed, referral code
 *       and referrals, feedback answers deleted;
 *    e. the customer's fields emptied, `erased_at` set;
 *    f. the identity replaced: the customer moves to a new nameless user that cannot sign in,
 *       the old user is deleted with its accounts and sessions (so its ID tokens are refused and
 *       the e-mail can sign up again); mails to the address deleted.
 * 3. After the commit, outside the transaction (a provider call can be slow or fail, and must not
 *    hold the lock or undo the erasure): the mandates are revoked at the payment provider, the
 *    payments still open for the removed deliveries are canceled there (when the provider allows
 *    it), and the pets' photos removed from the image storage. A failure there is logged; our side
 *    is done and nothing will be charged.
 */
export async function eraseCustomer(deps: ErasureDeps, customer: CustomerRow, now = new Date()): Promise<DeletionResult> {
  if (await needsReauthentication(deps.db, customer, now)) {
    // An erasure that finished meanwhile took the sessions with the user: nothing is left to erase.
    if ((await findCustomerById(deps.db, customer.id))?.erasedAt) throw notFound();
    throw new ApiProblem({
      statusCode: 403,
      code: privacyErrorCodes.reauthenticationRequired,
      detail: { key: privacyMessageKeys.reauthenticationRequired },
    });
  }
  const outcome = await deps.db.transaction(async (tx) => {
    const subject = await lockCustomerForErasure(tx, customer.id);
    if (!subject || subject.erasedAt) throw notFound();
    for (const delivery of await paidDeliveriesWithoutParty(tx, customer.id)) {
      if (!delivery.deliveryAddress) continue;
      const party = await currentInvoiceParty(tx, customer, delivery.deliveryAddress as unknown as DeliveryAddress);
      await keepInvoiceParty(tx, delivery.id, toStoredInvoiceParty(party));
    }
    const openPayments = await openPaymentsOfUnpaidDeliveries(tx, customer.id);
    await stopSubscription(tx, customer.id, now);
    const mandates = await revokeAllMandates(tx, customer.id, now);
    const photos = await deletePets(tx, customer.id);
    await deleteCustomerRecords(tx, customer.id);
    await anonymiseCustomer(tx, customer.id, now);
    await replaceIdentity(tx, { customerId: customer.id, userId: subject.userId, email: customer.isAnonymous ? '' : customer.email }, randomUUID(), now);
    return { mandates, photos, openPayments, kept: await keptInvoices(tx, customer.id) };
  });
  await revokeAtProvider(deps, customer.id, outcome.mandates);
  await cancelAtProvider(deps, outcome.openPayments);
  for (const key of outcome.photos) {
    await deps.storage.delete(key).catch((error: unknown) => deps.log.error({ err: error, key }, 'erased customer: pet photo not removed'));
  }
  return { erased_at: now.toISOString(), invoices_kept: outcome.kept.invoices, kept_until: retentionEnd(outcome.kept.lastInvoiceAt) };
}

/** Tells the provider in use about each mandate revoked here (as DELETE /mandate/{id}/ does). */
async function revokeAtProvider(deps: ErasureDeps, customerId: string, mandates: readonly RevokedMandate[]): Promise<void> {
  const provider = deps.payments.provider;
  const ofProvider = mandates.filter((mandate) => mandate.provider === provider.name);
  if (ofProvider.length === 0) return;
  const providerCustomerId = await findProviderCustomerId(deps.db, customerId, provider.name);
  if (!providerCustomerId) return;
  for (const mandate of ofProvider) {
    try {
      await provider.revokeMandate(providerCustomerId, mandate.providerMandateId);
    } catch (error) {
      deps.log.error({ err: error, mandateId: mandate.id }, 'erased customer: mandate revoked here but not at the payment provider');
    }
  }
}

/** Cancels at the provider the payments left open for the deliveries removed (Mollie can cancel only some methods). */
async function cancelAtProvider(deps: ErasureDeps, open: readonly OpenPayment[]): Promise<void> {
  const provider = deps.payments.provider;
  for (const payment of open.filter((entry) => entry.provider === provider.name)) {
    try {
      if (!(await provider.cancelPayment(payment.providerPaymentId))) {
        deps.log.warn({ paymentId: payment.providerPaymentId }, 'erased customer: an open payment could not be canceled at the provider');
      }
    } catch (error) {
      deps.log.error({ err: error, paymentId: payment.providerPaymentId }, 'erased customer: an open payment not canceled at the provider');
    }
  }
}
