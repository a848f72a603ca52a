import { useId } from 'react';
import { formatDate } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { Mandate } from '@brokkie/contracts/payment';
import { Button } from '../../components/button.tsx';
import { CheckCircleIcon, TrashIcon } from '../../components/icons.tsx';
import { MethodIcon } from './method-icon.tsx';
import { methodKind } from './payment-method-kinds.ts';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './payment-methods.module.css';

/** How a mandate is called: the card brand, else the kind of method. */
export function useMandateLabel(): (mandate: Mandate) => string {
  const { t } = useTranslation('payment_methods');
  return (mandate) => {
    const kind = methodKind(mandate.method);
    if (kind === 'creditcard' && mandate.details.card_label) return mandate.details.card_label;
    return t(`method.${kind}`);
  };
}

export interface MandateCardProps {
  mandate: Mandate;
  localeTag: string;
  busy: boolean;
  onMakeDefault: (mandate: Mandate) => void;
  onRemove: (mandate: Mandate) => void;
}

/** One payment method: what it is, its masked details, whether it is the default, and what can be done with it. */
export function MandateCard({ mandate, localeTag, busy, onMakeDefault, onRemove }: MandateCardProps) {
  const { t } = useTranslation('payment_methods');
  const labelOf = useMandateLabel();
  const headingId = useId();
  const label = labelOf(mandate);
  const kind = methodKind(mandate.method);
  const { last4, consumer_name: holder } = mandate.details;
  const fullName = last4 ? `${label} ${t(kind === 'directdebit' ? 'account_ending' : 'card_ending', { last4 })}` : label;

  return (
    <article className={`${styles.card} ${mandate.is_default ? styles.cardDefault : ''}`} aria-labelledby={headingId}>
      <div className={styles.cardMain}>
        <span className={`${cardStyles.icon} ${cardStyles.iconLg} ${styles[`method_${kind}`]}`}>
          <MethodIcon kind={kind} />
        </span>
        <div className={styles.cardText}>
          <div className={styles.titleRow}>
            <h2 id={headingId} className={styles.cardTitle}>
              {label}
              {last4 && (
                <>
                  {' '}
                  <span className={styles.masked}>
                    <span aria-hidden="true">•••• {last4}</span>
                    <span className="visually-hidden">{t(kind === 'directdebit' ? 'account_ending' : 'card_ending', { last4 })}</span>
                  </span>
                </>
              )}
            </h2>
            {mandate.is_default && (
              <span className={styles.defaultBadge}>
                <CheckCircleIcon size={16} />
                {t('default_badge')}
              </span>
            )}
          </div>
          {kind === 'directdebit' && <p className={pageStyles.note}>{t('method_detail.directdebit')}</p>}
          {holder && <p className={pageStyles.note}>{t('holder', { name: holder })}</p>}
          <p className={pageStyles.note}>
            {t('added_on', { date: formatDate(mandate.created, localeTag, { day: 'numeric', month: 'long', year: 'numeric' }) })}
          </p>
        </div>
      </div>
      <div className={styles.cardActions}>
        {!mandate.is_default && (
          <Button
            variant="secondary"
            size="sm"
            isDisabled={busy}
            onPress={() => onMakeDefault(mandate)}
            aria-label={t('make_default_named', { name: fullName })}
          >
            {t('make_default')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          iconStart={<TrashIcon />}
          isDisabled={busy}
          onPress={() => onRemove(mandate)}
          aria-label={t('remove_named', { name: fullName })}
        >
          {t('remove')}
        </Button>
      </div>
    </article>
  );
}
