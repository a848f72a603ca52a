import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delivery } from '@brokkie/contracts/delivery';
import { ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, ReceiptIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { DeliveryCard } from './delivery-card.tsx';
import { saveBlob } from '../../lib/save-blob.ts';
import type { OrderHistory } from './order-history-data.ts';
import { fetchInvoice, invoiceFileName } from './order-history-rules.ts';
import styles from './order-history.module.css';

/**
 * /dashboard/order-history (legacy /dashboard/history): every box the customer ordered, newest
 * first, with its state, payment, contents, coupons and totals incl. VAT; an open payment can be
 * paid from here, and a paid box's invoice downloaded as a PDF.
 */
export function OrderHistoryPage({ history }: { history: OrderHistory }) {
  const { t } = useTranslation('order_history');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();

  const downloadInvoice = useCallback(
    async (delivery: Delivery) => {
      if (!delivery.invoice_number) return;
      try {
        const pdf = await fetchInvoice(api, delivery);
        saveBlob(pdf, invoiceFileName(delivery.invoice_number));
      } catch (error) {
        console.error('[order-history] invoice not downloaded', error);
        toast.error(t('invoice_failed'), error instanceof ApiError && error.status !== 404 && error.detail ? error.detail : undefined);
      }
    },
    [api, t],
  );

  return (
    <PageBody>
      <PageHeader page="dashboard-order-history" intro={t('intro')} />

      {history.deliveries.length === 0 ? (
        <EmptyState
          title={t('empty_title')}
          icon={<ReceiptIcon size={32} />}
          action={
            <ButtonLink to={localize('/dashboard')} variant="secondary" iconEnd={<ArrowRightIcon />}>
              {t('to_dashboard')}
            </ButtonLink>
          }
        >
          {t('empty_text')}
        </EmptyState>
      ) : (
        <ol className={styles.list} aria-label={t('list_label', { count: history.deliveries.length })}>
          {history.deliveries.map((delivery, index) => (
            <li key={delivery.id}>
              <DeliveryCard delivery={delivery} names={history.names} localeTag={localeTag} defaultOpen={index === 0} onDownloadInvoice={downloadInvoice} />
            </li>
          ))}
        </ol>
      )}
    </PageBody>
  );
}
