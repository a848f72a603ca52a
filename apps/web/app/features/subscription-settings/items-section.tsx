import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { RecurringDelivery, RecurringDeliveryItem } from '@brokkie/contracts/delivery';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { Button } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { ProductVisual } from '../../components/product-visual.tsx';
import type { ChangeRequests } from './confirm-change-dialog.tsx';
import { priceRows, useFormatters } from './settings-format.ts';
import { priceWithItem } from './settings-rules.ts';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './subscription-settings.module.css';

type ItemChange = { amount?: number; skipped?: boolean };

function ItemRow({
  item,
  product,
  name,
  petName,
  onChange,
  disabled,
}: {
  item: RecurringDeliveryItem;
  /** The product as the catalogue gives it, for its picture; undefined when it is no longer listed. */
  product: ShopProduct | undefined;
  name: string;
  petName: string | null;
  onChange: (change: ItemChange) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  return (
    <li className={styles.item}>
      <div className={styles.itemInfo}>
        {product && <ProductVisual product={product} className={styles.itemVisual} />}
        <div>
          <strong>{name}</strong>
          {petName && <span className={pageStyles.muted}> · {petName}</span>}
          <div className={pageStyles.muted}>
            {item.kind === 'formula' ? t('items.sacs', { count: item.amount }) : t('items.units', { count: item.amount })} · {f.money(item.price_per_delivery)}
            {!item.included && !item.skipped && item.amount > 0 && <> · {t('items.not_included')}</>}
          </div>
        </div>
      </div>
      <div className={styles.itemControls}>
        {item.kind === 'extra' && (
          <div className={styles.stepper} role="group" aria-label={t('items.amount_of', { name })}>
            <Button
              variant="outline"
              size="sm"
              isDisabled={disabled || item.amount <= 0}
              onPress={() => onChange({ amount: item.amount - 1 })}
              aria-label={t('items.less', { name })}
            >
              −
            </Button>
            <span aria-hidden="true">{item.amount}</span>
            <Button
              variant="outline"
              size="sm"
              isDisabled={disabled || item.amount >= 99}
              onPress={() => onChange({ amount: item.amount + 1 })}
              aria-label={t('items.more', { name })}
            >
              +
            </Button>
          </div>
        )}
        <Checkbox isSelected={item.skipped} isDisabled={disabled} onChange={(skipped) => onChange({ skipped })}>
          {t('items.skip_once')}
        </Checkbox>
      </div>
    </li>
  );
}

/** What is in every box: formulas and extras, with the amount of an extra and skipping an item once. */
export function ItemsSection({
  recurring,
  products,
  pets,
  changeable,
  busy,
  changes,
}: {
  recurring: RecurringDelivery;
  products: Map<number, ShopProduct>;
  pets: Animal[];
  changeable: boolean;
  busy: boolean;
  changes: ChangeRequests;
}) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  if (recurring.recurringdeliveryitem_set.length === 0) return null;
  const productName = (item: RecurringDeliveryItem) => products.get(idFromResourceUrl(item.product) ?? 0)?.name ?? t('items.product');
  const petName = (url: string | null) => pets.find((pet) => pet.url === url)?.name ?? null;

  const onItemChange = (item: RecurringDeliveryItem, itemChange: ItemChange) => {
    const name = productName(item);
    changes.confirm({
      title:
        itemChange.skipped === undefined
          ? t('items.confirm_amount_title', { name, count: itemChange.amount ?? 0 })
          : t(itemChange.skipped ? 'items.confirm_skip_title' : 'items.confirm_unskip_title', { name }),
      rows: priceRows(t, f, recurring, priceWithItem(recurring, item, itemChange)),
      note: changeable ? undefined : t('after_cut_off.applies_next'),
      confirmLabel: t('preview.confirm'),
      submission: { intent: 'item', item: item.id, ...itemChange },
    });
  };

  return (
    <section className={cardStyles.section} aria-labelledby="items-title">
      <h2 id="items-title">{t('items.title')}</h2>
      <p className={pageStyles.muted}>{t('items.intro')}</p>
      <ul className={styles.items}>
        {recurring.recurringdeliveryitem_set.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            product={products.get(idFromResourceUrl(item.product) ?? 0)}
            name={productName(item)}
            petName={petName(item.animal)}
            disabled={busy}
            onChange={(itemChange) => onItemChange(item, itemChange)}
          />
        ))}
      </ul>
    </section>
  );
}
