import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { erasureFacts } from '@brokkie/db/customer-erasure-queries';
import { invoiceRetentionYears, type DeletionPreview } from '@brokkie/contracts/privacy';
import { exportCustomerData } from './export-customer-data.ts';
import { needsReauthentication } from './reauthentication.ts';

/** The last day an invoice paid at `paidAt` is kept: the end of the retention years after its year. */
export function retentionEnd(paidAt: Date | null): string | null {
  if (!paidAt) return null;
  return `${paidAt.getUTCFullYear() + invoiceRetentionYears}-12-31`;
}

/** GET /customer/delete_preview/: what deleting the account would do now, and what we hold. */
export async function previewDeletion(db: Database, customer: CustomerRow, now = new Date()): Promise<DeletionPreview> {
  const [facts, data, reauthenticate] = await Promise.all([
    erasureFacts(db, customer.id),
    exportCustomerData(db, customer, now),
    needsReauthentication(db, customer, now),
  ]);
  return {
    subscription_active: facts.subscriptionActive,
    open_boxes: facts.openBoxes,
    paid_boxes_to_come: facts.paidBoxesToCome,
    payment_methods: facts.validMandates,
    invoices_kept: facts.invoices,
    kept_until: retentionEnd(facts.lastInvoiceAt),
    reauthentication_required: reauthenticate,
    summary: data.summary,
  };
}
