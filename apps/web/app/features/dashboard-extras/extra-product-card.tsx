import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { formatCents } from '@brokkie/domain/format';
import { Button } from '../../components/button.tsx';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { PlusIcon, RepeatIcon } from '../../components/icons.tsx';
import { ProductDetailsButton } from '../../components/product-details.tsx';
import { ProductVisual } from '../../components/product-visual.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import type { ExtraMode } from './extras-cart.ts';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-extras.module.css';

interface ExtraProductCardProps {
  product: ShopProduct;
  /** Units in the cart once and in every delivery (for this pet). */
  inCart: { once: number; every: number };
  /** The next box cannot take extras once (none is scheduled); the pet gets no deliveries (paused). */
  onceBlocked: boolean;
  everyBlocked: boolean;
  onAdd: (mode: ExtraMode) => void;
}

/** One extra of a pet's shop: what it is, its price incl. VAT, and the two ways to add it. */
export function ExtraProductCard({ product, inCart, onceBlocked, everyBlocked, onAdd }: ExtraProductCardProps) {
  const { t } = useTranslation('dashboard_extras');
  const { localeTag } = useShellData();
  const headingId = `extra-${product.id}`;
  return (
    <li className={styles.productCard} aria-labelledby={headingId}>
      <div className={styles.productArt}>
        <ProductVisual product={product} className={styles.productVisual} />
        <span>{t(`categories.${product.category}`)}</span>
      </div>
      <div className={styles.productBody}>
        <h3 id={headingId} className={styles.productName}>
          {product.name}
        </h3>
        <p className={styles.productDescription}>{product.description}</p>
        <div>
          <ProductDetailsButton product={product} />
        </div>
        <p className={styles.productPrice}>
          <strong>{formatCents(product.shop_price, localeTag)}</strong>
          {product.unit_weight_grams !== null && <span className={pageStyles.note}>{formatFoodWeight(product.unit_weight_grams, localeTag)}</span>}
          <span className={pageStyles.note}>{t('incl_vat')}</span>
        </p>
        {(inCart.once > 0 || inCart.every > 0) && (
          <p className={styles.inCart}>
            {[inCart.once > 0 && t('in_cart_once', { count: inCart.once }), inCart.every > 0 && t('in_cart_every', { count: inCart.every })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <div className={styles.productActions}>
          <Button
            variant="outline"
            size="sm"
            iconStart={<PlusIcon size={18} />}
            isDisabled={onceBlocked}
            aria-label={t('add_once_named', { name: product.name })}
            onPress={() => onAdd('once')}
          >
            {t('add_once')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            iconStart={<RepeatIcon size={18} />}
            isDisabled={everyBlocked}
            aria-label={t('add_every_named', { name: product.name })}
            onPress={() => onAdd('every')}
          >
            {t('add_every')}
          </Button>
        </div>
      </div>
    </li>
  );
}
