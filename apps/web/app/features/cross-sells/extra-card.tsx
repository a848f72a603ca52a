import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { formatCents, formatList } from '@brokkie/domain/format';
import { Button } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { CheckCircleIcon, PlusIcon, RepeatIcon } from '../../components/icons.tsx';
import { ProductDetailsButton } from '../../components/product-details.tsx';
import { ProductVisual } from '../../components/product-visual.tsx';
import { pushEcommerce } from '../../shell/data-layer.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import type { CrossSellsOutcome } from './cross-sells-data.ts';
import styles from './cross-sells.module.css';

export type ExtraPlacement = 'none' | 'once' | 'every';

interface ExtraCardProps {
  product: ShopProduct;
  pets: string[];
  placement: ExtraPlacement;
  intervalWeeks: number | null;
  /** The open first delivery's url, and its recurring delivery's. */
  delivery: string;
  recurring: string | null;
  localeTag: string;
  /** The extra went where the owner asked. */
  onPlaced: (placement: ExtraPlacement) => void;
}

/** One suited extra: what it is, for whom, its price, and where it goes (this box or every box). */
export function ExtraCard({ product, pets, placement, intervalWeeks, delivery, recurring, localeTag, onPlaced }: ExtraCardProps) {
  const { t } = useTranslation('cross_sells');
  const titleId = useId();
  const footRef = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  // Each card writes through its own fetcher (the route's action): its own spinner, its own answer.
  const change = useFetcher<CrossSellsOutcome>();
  const busy = change.state !== 'idle';
  const asked = useRef<ExtraPlacement>('none');

  // The button pressed gives way to the other actions: keep the keyboard user in this card.
  useEffect(() => {
    if (!pressed.current) return;
    pressed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) footRef.current?.querySelector('button')?.focus();
  }, [placement]);

  const choose = (next: ExtraPlacement) => {
    if (busy) return;
    pressed.current = true;
    asked.current = next;
    // An extra put in the box is the data layer's add_to_cart (one unit at its shop price).
    if (placement === 'none' && next !== 'none') {
      const price = product.shop_price / 100;
      pushEcommerce('add_to_cart', { currency: 'EUR', value: price, items: [{ item_id: String(product.id), item_category: 'extra', quantity: 1, price }] });
    }
    void change.submit({ intent: 'place', delivery, recurring, product: { id: product.id, url: product.url }, from: placement, to: next }, jsonSubmission);
  };

  // Each answer is a new object: told once, when it arrives (the page has been read again by then).
  const answer = change.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      onPlaced(asked.current);
    } else {
      console.error('[cross-sells] could not change the extra', answer);
      toast.error(t('change_failed', { name: product.name }));
    }
    // Only a new answer is news; the callback is the page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  return (
    <li className={`${styles.card} ${placement !== 'none' ? styles.cardAdded : ''}`} aria-labelledby={titleId}>
      <div className={styles.tile}>
        <ProductVisual product={product} className={styles.tileVisual} />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.category}>
          {t(`categories.${product.category}`)}
          {product.unit_weight_grams ? ` · ${formatFoodWeight(product.unit_weight_grams, localeTag)}` : ''}
        </p>
        <h3 id={titleId} className={styles.name}>
          {product.name}
        </h3>
        <p className={styles.description}>{product.description}</p>
        <div>
          <ProductDetailsButton product={product} />
        </div>
        <p className={styles.suits}>{t('suits', { names: formatList(pets, localeTag) })}</p>
      </div>
      <div className={styles.cardFoot} ref={footRef}>
        <p className={styles.price}>
          {formatCents(product.shop_price, localeTag)}
          {busy && <Spinner size="sm" label={t('updating')} />}
        </p>
        {placement === 'none' ? (
          <div className={styles.cardActions}>
            <Button variant="secondary" size="sm" iconStart={<PlusIcon />} onPress={() => choose('once')} aria-describedby={titleId}>
              {t('add_once')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              iconStart={<RepeatIcon />}
              isDisabled={intervalWeeks === null}
              onPress={() => choose('every')}
              aria-describedby={titleId}
            >
              {t('add_every')}
            </Button>
          </div>
        ) : (
          <div className={styles.added}>
            <p className={styles.addedText}>
              <CheckCircleIcon size={20} />
              {placement === 'once' ? t('in_first_box') : t('in_every_delivery', { count: intervalWeeks ?? 0 })}
            </p>
            <Button variant="ghost" size="sm" onPress={() => choose('none')} aria-describedby={titleId}>
              {t('remove')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
