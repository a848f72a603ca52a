import { useEffect, useId, useState } from 'react';
import { formatCents, formatDate } from '@brokkie/domain/format';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Delivery, DeliveryStatus } from '@brokkie/contracts/delivery';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { CardIcon, ReceiptIcon, RepeatIcon, TruckIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { BoxLines } from '../../components/box-lines.tsx';
import { contentsOf, type BoxNames } from '../../lib/box-contents.ts';
import type { OrderHistoryOutcome } from './order-history-data.ts';
import { hasInvoice, hasOpenPayment } from './order-history-rules.ts';
import cardStyles from '../../components/card.module.css';
import linesStyles from '../../components/order-lines.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './order-history.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

const statusTones: Record<DeliveryStatus, BadgeTone> = {
  scheduled: 'info',
  draft: 'neutral',
  awaiting_payment: 'warning',
  paid: 'info',
  shipped: 'accent',
  delivered: 'success',
  canceled: 'neutral',
  skipped: 'neutral',
};

const paymentTones: Record<PaymentStatus, BadgeTone> = {
  open: 'warning',
  pending: 'info',
  authorized: 'info',
  paid: 'success',
  failed: 'danger',
  canceled: 'danger',
  expired: 'danger',
};

function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${styles[`badge_${tone}`]}`}>{children}</span>;
}

function day(isoDate: string, localeTag: string): string {
  // Noon UTC is the same calendar day in Brussels.
  return formatDate(`${isoDate}T12:00:00Z`, localeTag, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
}

export interface DeliveryCardProps {
  delivery: Delivery;
  names: BoxNames;
  localeTag: string;
  /** Open the contents at first (the newest box). */
  defaultOpen?: boolean;
  onDownloadInvoice: (delivery: Delivery) => Promise<void>;
}

/** One delivery of the history: when, its state and payment, what was in it, what it cost, and what can be done. */
export function DeliveryCard({ delivery, names, localeTag, defaultOpen = false, onDownloadInvoice }: DeliveryCardProps) {
  const { t } = useTranslation('order_history');
  const headingId = useId();
  const localize = useLocalizedPath();
  // Each card pays through its own fetcher: its button shows its own pending state and failure.
  const payment = useFetcher<OrderHistoryOutcome>();
  const paying = payment.state !== 'idle';
  const payError = payment.data && !payment.data.ok ? (payment.data.detail ?? t('pay_failed')) : null;
  const [downloading, setDownloading] = useState(false);
  const contents = contentsOf(delivery.items, names);
  const payable = hasOpenPayment(delivery);
  const lineCount = delivery.items.reduce((sum, item) => sum + item.amount, 0);
  const when = delivery.delivery_date
    ? t('delivered_on', { date: day(delivery.delivery_date, localeTag) })
    : t('ordered_on', { date: formatDate(delivery.created, localeTag, { day: 'numeric', month: 'long', year: 'numeric' }) });

  // Paid meanwhile (another tab, the bank's late answer): the box shows as it is now, and says so.
  const payNotNeeded = payment.data?.ok === true;
  useEffect(() => {
    if (payNotNeeded) toast.info(t('pay_not_needed'));
  }, [payNotNeeded, t]);

  const download = async () => {
    setDownloading(true);
    try {
      await onDownloadInvoice(delivery);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <article className={`${styles.card} ${payable ? styles.cardOpen : ''}`} aria-labelledby={headingId}>
      <header className={cardStyles.head}>
        <span className={cardStyles.icon}>
          <TruckIcon size={22} />
        </span>
        <div className={styles.cardTitle}>
          <h2 id={headingId}>{t(delivery.status === 'scheduled' ? 'kind.upcoming' : `kind.${delivery.kind}`)}</h2>
          <p className={pageStyles.note}>{when}</p>
        </div>
        <p className={styles.cardTotal}>
          <span className="visually-hidden">{t('total_label')} </span>
          {formatCents(delivery.total, localeTag)}
        </p>
      </header>

      <ul className={styles.badges} aria-label={t('state_label')}>
        <li>
          <Badge tone={statusTones[delivery.status]}>{t(`status.${delivery.status}`)}</Badge>
        </li>
        {delivery.payment_state && (
          <li>
            <Badge tone={paymentTones[delivery.payment_state]}>{t(`payment.${delivery.payment_state}`)}</Badge>
          </li>
        )}
        {delivery.testbag && (
          <li>
            <Badge tone="accent">{t('trial_box')}</Badge>
          </li>
        )}
      </ul>

      {payable && (
        <div className={styles.payNotice}>
          <p>
            {delivery.payment_state === 'open'
              ? t('pay_open', { amount: formatCents(delivery.total, localeTag) })
              : t('pay_due', { amount: formatCents(delivery.total, localeTag) })}
          </p>
          <Button iconStart={<CardIcon />} isLoading={paying} onPress={() => void payment.submit({ intent: 'pay', delivery: delivery.id }, jsonSubmission)}>
            {t('pay_now')}
          </Button>
          {payError && (
            <Alert tone="danger" role="alert">
              {payError}
            </Alert>
          )}
        </div>
      )}

      {delivery.status === 'scheduled' && (
        <div className={styles.scheduledNotice}>
          <p>{t('scheduled_note')}</p>
          <ButtonLink to={localize('/dashboard/subscription-settings')} variant="outline" size="sm" iconStart={<RepeatIcon />}>
            {t('scheduled_link')}
          </ButtonLink>
        </div>
      )}

      <details className={styles.details} open={defaultOpen}>
        <summary>{t('contents_summary', { count: lineCount })}</summary>
        <div className={styles.detailsBody}>
          <BoxLines
            contents={contents}
            localeTag={localeTag}
            keys={{
              sacs: 'order_history:line_sacs',
              units: 'order_history:line_units',
              unnamedProduct: 'order_history:unnamed_product',
              unnamedPet: 'order_history:unnamed_pet',
              extras: 'order_history:extras',
            }}
          />
          {delivery.items.length === 0 && delivery.status !== 'scheduled' && <p className={pageStyles.muted}>{t('no_lines')}</p>}

          <dl className={linesStyles.totals}>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{formatCents(delivery.subtotal, localeTag)}</dd>
            </div>
            {delivery.discount > 0 && (
              <div className={linesStyles.discount}>
                <dt>{delivery.couponcodes.length > 0 ? t('discount_codes', { codes: delivery.couponcodes.join(', ') }) : t('discount')}</dt>
                <dd>−{formatCents(delivery.discount, localeTag)}</dd>
              </div>
            )}
            {delivery.discount === 0 && delivery.couponcodes.length > 0 && (
              <div>
                <dt>{t('codes_used', { codes: delivery.couponcodes.join(', ') })}</dt>
                <dd>{formatCents(0, localeTag)}</dd>
              </div>
            )}
            <div className={linesStyles.total}>
              <dt>{t('total')}</dt>
              <dd>{formatCents(delivery.total, localeTag)}</dd>
            </div>
            <div className={linesStyles.vat}>
              <dt>{t('vat_included')}</dt>
              <dd>{formatCents(delivery.vat, localeTag)}</dd>
            </div>
            <div className={linesStyles.vat}>
              <dt>{t('excl_vat')}</dt>
              <dd>{formatCents(delivery.price_excl_vat, localeTag)}</dd>
            </div>
          </dl>
        </div>
      </details>

      {hasInvoice(delivery) && delivery.invoice_number && (
        <footer className={styles.cardFoot}>
          <span className={styles.invoiceNumber}>{t('invoice_number', { number: delivery.invoice_number })}</span>
          <Button
            variant="outline"
            size="sm"
            iconStart={<ReceiptIcon />}
            isLoading={downloading}
            onPress={() => void download()}
            aria-label={t('download_invoice_named', { number: delivery.invoice_number })}
          >
            {t('download_invoice')}
          </Button>
        </footer>
      )}
    </article>
  );
}
