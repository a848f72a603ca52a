import { useState } from 'react';
import { DeliveryChargeRow } from '../../components/delivery-charge.tsx';
import { formatCents } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { unitsInEveryDelivery, unitsInFirstDelivery, type CrossSellsData, type Funnel } from './cross-sells-data.ts';
import { ExtraCard, type ExtraPlacement } from './extra-card.tsx';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './cross-sells.module.css';

function placementOf(funnel: Funnel, product: ShopProduct): ExtraPlacement {
  if (unitsInEveryDelivery(funnel.recurring, product) > 0) return 'every';
  return unitsInFirstDelivery(funnel.delivery, product) > 0 ? 'once' : 'none';
}

/**
 * /cross-sells (issue 5): extras suited to the household's pets, each added to the first box
 * once or to every delivery, with the first box's total and the recurring price running along.
 * Continue and Skip both go on to the checkout.
 */
export function CrossSellsPage({ data }: { data: CrossSellsData }) {
  return data.kind === 'open' ? <ChooseExtras funnel={data.funnel} /> : <NoOpenBox kind={data.kind} />;
}

/** Without an unpaid first delivery there is nothing to add to: none made yet, or paid already. */
function NoOpenBox({ kind }: { kind: 'none' | 'paid' }) {
  const { t } = useTranslation('cross_sells');
  const localize = useLocalizedPath();
  return (
    <PageBody standalone stickyEnd>
      <PageHeader page="cross-sells" />
      {kind === 'none' ? (
        <EmptyState title={t('none_title')} action={<ButtonLink to={localize('/suggested-mealplan')}>{t('none_action')}</ButtonLink>}>
          {t('none_text')}
        </EmptyState>
      ) : (
        <EmptyState title={t('paid_title')} action={<ButtonLink to={localize('/dashboard/extras')}>{t('paid_action')}</ButtonLink>}>
          {t('paid_text')}
        </EmptyState>
      )}
    </PageBody>
  );
}

/** The extras on offer and the running total, for the open first delivery. */
function ChooseExtras({ funnel }: { funnel: Funnel }) {
  const { t } = useTranslation('cross_sells');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  // What just changed, for screen readers; the card and the running total show it to the eye.
  const [announcement, setAnnouncement] = useState('');

  const { delivery, recurring, extras } = funnel;
  const addedCount = extras.filter(({ product }) => placementOf(funnel, product) !== 'none').length;

  return (
    <PageBody standalone stickyEnd>
      <PageHeader page="cross-sells" intro={t('intro')} lead />

      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      <section aria-labelledby="extras-heading" className={styles.stack}>
        <h2 id="extras-heading" className="visually-hidden">
          {t('list_title')}
        </h2>
        {extras.length === 0 ? (
          <div className={pageStyles.emptyFrame}>
            <p>{t('empty')}</p>
          </div>
        ) : (
          <ul className={`${cardStyles.fillGrid} ${styles.grid}`}>
            {extras.map(({ product, pets }) => (
              <ExtraCard
                key={product.id}
                product={product}
                pets={pets}
                placement={placementOf(funnel, product)}
                intervalWeeks={recurring?.interval_weeks ?? null}
                delivery={delivery.url}
                recurring={recurring?.url ?? null}
                localeTag={localeTag}
                onPlaced={(next) =>
                  setAnnouncement(
                    next === 'none' ? t('removed', { name: product.name }) : t(next === 'once' ? 'added_once' : 'added_every', { name: product.name }),
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section className={styles.totalBar} aria-labelledby="running-total-title">
        <h2 id="running-total-title" className="visually-hidden">
          {t('total_title')}
        </h2>
        <dl className={styles.totals} aria-live="polite">
          <div>
            <dt>{t('first_box_total')}</dt>
            <dd>{formatCents(delivery.total, localeTag)}</dd>
          </div>
          <DeliveryChargeRow localeTag={localeTag} />
          {recurring && (
            <div>
              <dt>{t('every_delivery_total', { count: recurring.interval_weeks })}</dt>
              <dd>{formatCents(recurring.price_per_delivery, localeTag)}</dd>
            </div>
          )}
        </dl>
        <div className={styles.barActions}>
          <ButtonLink variant="ghost" to={localize('/checkout')}>
            {t('skip')}
          </ButtonLink>
          <ButtonLink iconEnd={<ArrowRightIcon />} to={localize('/checkout')}>
            {addedCount > 0 ? t('continue_with', { count: addedCount }) : t('continue')}
          </ButtonLink>
        </div>
      </section>
    </PageBody>
  );
}
