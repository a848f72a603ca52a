import { useId } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { FeedingGuide, FeedingGuideColumn } from '@brokkie/domain/feeding-guide';
import { useShellData } from '../shell/shell-data.ts';
import { formatFoodWeight, formatKilos, formatNumber } from './food-quantities.ts';
import { CloseIcon } from './icons.tsx';
import { constituentRows, feedingGuideOf, feedTypeOf, formatLabelPercent } from './product-details-model.ts';
import { ProductVisual } from './product-visual.tsx';
import styles from './product-details.module.css';

export interface ProductDetailsPanelProps {
  product: ShopProduct;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

function columnKey(column: FeedingGuideColumn): string {
  switch (column.kind) {
    case 'activity':
      return `activity.${column.activity}`;
    case 'growth':
      return `growth.${column.band}`;
    case 'kitten_age':
      return `kitten_age.${column.band}`;
    case 'cat_basis':
      return `cat_basis.${column.basis}`;
  }
}

function GuideTable({ guide, name, localeTag }: { guide: FeedingGuide; name: string; localeTag: string }) {
  const { t } = useTranslation('product');
  const captionId = useId();
  return (
    // A table wider than a phone scrolls sideways, and can be scrolled from the keyboard.
    <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`${styles.table} ${styles.guideTable}`}>
        <caption id={captionId} className="visually-hidden">
          {t('details.guide.caption', { name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('details.guide.weight')}</th>
            {guide.columns.map((column) => (
              <th key={columnKey(column)} scope="col">
                {t(`details.guide.${columnKey(column)}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row) => (
            <tr key={row.weightKg}>
              <th scope="row">{formatKilos(row.weightKg, localeTag)}</th>
              {row.grams.map((grams, index) => (
                <td key={index}>{formatFoodWeight(grams, localeTag)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A product's detail view (product-details.tsx opens it): what its label declares, and for a
 * formula the feeding guide. From below on a phone, centred on a wide screen; it scrolls.
 */
export default function ProductDetailsPanel({ product, isOpen, onOpenChange }: ProductDetailsPanelProps) {
  const { t } = useTranslation('product');
  const { localeTag } = useShellData();
  const { details } = product;
  const feedType = feedTypeOf(product);
  const animal = product.animal_type;
  const constituents = constituentRows(details);
  const guide = feedingGuideOf(product);
  const percent = (value: number) => formatLabelPercent(value, localeTag);

  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              <header className={styles.head}>
                <ProductVisual product={product} className={styles.visual} />
                <div className={styles.headText}>
                  {feedType && <p className={styles.eyebrow}>{t(`details.feed.${feedType}.${animal}`)}</p>}
                  <Heading slot="title" className={styles.title}>
                    {product.name}
                  </Heading>
                  {product.unit_weight_grams !== null && (
                    <p className={styles.muted}>{t('details.net_weight', { weight: formatFoodWeight(product.unit_weight_grams, localeTag) })}</p>
                  )}
                </div>
                <AriaButton className={styles.close} onPress={close} aria-label={t('common:close')}>
                  <CloseIcon />
                </AriaButton>
              </header>

              <div className={styles.body}>
                <p className={styles.description}>{product.description}</p>

                {details.contents && (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('details.contents')}</h3>
                    <p>{details.contents}</p>
                  </section>
                )}

                {details.ingredients && (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('details.composition')}</h3>
                    <p>{details.ingredients}</p>
                  </section>
                )}

                {(constituents.length > 0 || product.kcal_per_kg !== null) && (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('details.constituents')}</h3>
                    <table className={`${styles.table} ${styles.constituents}`}>
                      <tbody>
                        {constituents.map((row) => (
                          <tr key={row.key}>
                            <th scope="row">{t(`details.constituent.${row.key}`)}</th>
                            <td>{percent(row.percent)}</td>
                          </tr>
                        ))}
                        {product.kcal_per_kg !== null && (
                          <tr>
                            <th scope="row">{t('details.constituent.energy')}</th>
                            <td>{t('details.kcal_per_kg', { kcal: formatNumber(product.kcal_per_kg, localeTag, 0) })}</td>
                          </tr>
                        )}
                      </tbody>
                    </table>
                  </section>
                )}

                {details.additives && (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('details.additives')}</h3>
                    <p>{details.additives}</p>
                  </section>
                )}

                {guide && (
                  <section className={styles.section}>
                    <h3 className={styles.sectionTitle}>{t('details.guide.title')}</h3>
                    <p className={styles.muted}>{t('details.guide.intro')}</p>
                    <GuideTable guide={guide} name={product.name} localeTag={localeTag} />
                    {guide.stage === 'puppy' && <p className={styles.muted}>{t('details.guide.growth_hint')}</p>}
                    {guide.neuteredDogReductionPercent !== null && (
                      <p className={styles.muted}>{t('details.guide.neutered_dog', { percent: percent(guide.neuteredDogReductionPercent) })}</p>
                    )}
                    <p className={styles.muted}>{t('details.guide.water')}</p>
                  </section>
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
