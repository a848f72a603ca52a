import { useEffect, useMemo, useState } from 'react';
import { formatDate } from '@brokkie/domain/format';
import { subscriptionStarted } from '@brokkie/domain/subscription-progress';
import { useFetcher, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { Alert } from '../../components/alert.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { PetTabs } from '../../components/pet-tabs.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, PlusIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { trackConversion, useSignedInCustomerId } from '../../shell/conversions.ts';
import { jsonSubmission, type ActionResult } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { ExtraProductCard } from './extra-product-card.tsx';
import {
  addToCart,
  cartRequests,
  cartTotals,
  changedLines,
  currentLines,
  lineKey,
  setAmount,
  withPendingChanges,
  type CartLine,
  type ExtraMode,
} from './extras-cart.ts';
import { ExtrasCartSummary } from './extras-cart-summary.tsx';
import { ExtrasReviewBar, useInView } from './extras-review-bar.tsx';
import type { ExtrasData } from './extras-data.ts';
import { petSelection } from '../../components/pet-selection.ts';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-extras.module.css';

/** Why the next box cannot take extras once, or null when it can. */
function onceBlockReason(data: ExtrasData): 'paused' | 'preparing' | 'not_scheduled' | null {
  const next = data.next;
  if (next?.changeable && next.delivery) return null;
  if (next?.state === 'inactive' || data.recurring?.active === false) return 'paused';
  if (next && next.state !== 'scheduled') return 'preparing';
  return 'not_scheduled';
}

/** The cart of the boxes as read, with the owner's unsaved changes that can still be made put back on top. */
function cartOf(data: ExtrasData, pending: readonly CartLine[]): CartLine[] {
  // Only a box that can still change has extras once to change; a frozen one is the order history's.
  const changeableBox = data.next?.changeable ? (data.next.delivery ?? null) : null;
  const stillPossible = changeableBox ? pending : pending.filter((line) => line.mode === 'every');
  return withPendingChanges(currentLines(data.recurring, changeableBox, data.products), stillPossible);
}

function PetShop({
  pet,
  data,
  lines,
  onceBlocked,
  onAdd,
}: {
  pet: Animal;
  data: ExtrasData;
  lines: CartLine[];
  onceBlocked: boolean;
  onAdd: (mode: ExtraMode, productId: number) => void;
}) {
  const { t } = useTranslation('dashboard_extras');
  const products = data.productsByPet[pet.id] ?? [];
  const active = pet.status === 'active';
  const units = (key: string) => lines.find((line) => line.key === key)?.amount ?? 0;
  return (
    <div className={styles.shop}>
      <p className={pageStyles.note}>{t('suited', { name: pet.name })}</p>
      {!active && <Alert tone="warning">{t(pet.stop_kind === 'paused' ? 'pet_paused' : 'pet_stopped', { name: pet.name })}</Alert>}
      {products.length === 0 ? (
        <p className={styles.emptyShop}>{t('no_products', { name: pet.name })}</p>
      ) : (
        <ul className={`${cardStyles.grid} ${styles.productGrid}`}>
          {products.map((product) => (
            <ExtraProductCard
              key={product.id}
              product={product}
              inCart={{ once: units(lineKey('once', product, null)), every: units(lineKey('every', product, pet.url)) }}
              onceBlocked={onceBlocked}
              everyBlocked={!active}
              onAdd={(mode) => onAdd(mode, product.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * /dashboard/extras: per pet (tabs; §4: the first pet loaded is selected, the list shown
 * reversed) the extras that suit it, with their prices incl. VAT, to add once to the next box
 * (its `custom_amounts`) or to every delivery (the recurring delivery's upselling); a cart with
 * the amounts, and what the next box and every delivery cost after the change.
 */
export function ExtrasPage({ data }: { data: ExtrasData }) {
  const { t } = useTranslation('dashboard_extras');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  // The cart is saved through the route's action; the router then reads the boxes again.
  const saving = useFetcher<ActionResult>();
  const busy = saving.state !== 'idle';
  // The cart as it was sent: what a failed save puts back.
  const [sent, setSent] = useState<CartLine[]>([]);
  const [lines, setLines] = useState(() => cartOf(data, []));
  // The boxes the cart was made from. When the loader reads them again, the cart starts again from
  // them with the owner's changes on top: none after a save, the cart as it was sent after a
  // failed one; by default (another reason to read) the owner's unsaved changes are kept.
  const [linesOf, setLinesOf] = useState(data);
  if (linesOf !== data) {
    setLinesOf(data);
    setLines(cartOf(data, saving.data ? (saving.data.ok ? [] : sent) : lines));
  }
  // A link may name the pet to show first (?pet=3); read once, on arrival.
  const [selected, setSelected] = useState(() => petSelection(data.pets, Number(params.get('pet')) || null).selectedId);
  // The review bar stays while it holds focus: hiding it under a keyboard user would drop focus on the body.
  const [barFocused, setBarFocused] = useState(false);

  const pendingCount = changedLines(lines).length;
  const shopOpen = data.pets.length > 0 && subscriptionStarted(data.recurring);
  const cartInView = useInView('cart', shopOpen);
  // Told once the save answered and the boxes were read again; then forgotten, so that the next read keeps the owner's changes.
  const answer = saving.state === 'idle' ? saving.data : undefined;
  const forgetAnswer = saving.reset;
  const api = useApiClient();
  const customerId = useSignedInCustomerId();
  // Opening the shop, and the first thing put in its cart, are the shop's conversions (§7).
  useEffect(() => {
    if (customerId && shopOpen) trackConversion(api, { kind: 'shop_lead', customerId });
  }, [api, customerId, shopOpen]);
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    const added = answer.ok ? sent.find((line) => line.amount > line.current) : undefined;
    if (added && customerId) {
      const line = { product: added.product.url, amount: added.amount - added.current, price: added.product.shop_price };
      trackConversion(api, { kind: 'shop_add_to_cart', customerId, line });
    }
    if (answer.ok) toast.success(t('saved_title', { count: changedLines(sent).length }), t('saved_text'));
    else toast.error(t('save_failed'), answer.status > 0 && answer.status < 500 ? (answer.detail ?? undefined) : undefined);
  }, [answer, api, customerId, forgetAnswer, sent, t]);

  const totals = useMemo(() => cartTotals(lines, data.pets, data.recurring, data.next?.changeable ? (data.next.delivery ?? null) : null), [data, lines]);

  const header = <PageHeader page="dashboard-extras" intro={t('intro')} className={styles.head} />;

  if (data.pets.length === 0) {
    return (
      <PageBody width="full" className={styles.page}>
        {header}
        <EmptyState
          title={t('no_pets_title')}
          action={
            <ButtonLink to={localize('/change-pet-profile')} iconStart={<PlusIcon />}>
              {t('no_pets_action')}
            </ButtonLink>
          }
        >
          {t('no_pets_text')}
        </EmptyState>
      </PageBody>
    );
  }

  if (!subscriptionStarted(data.recurring)) {
    return (
      <PageBody width="full" className={styles.page}>
        {header}
        <EmptyState
          title={t('no_subscription_title')}
          action={
            <ButtonLink to={localize(data.recurring ? '/order-summary' : '/suggested-mealplan')} iconEnd={<ArrowRightIcon />}>
              {data.recurring ? t('no_subscription_finish') : t('no_subscription_start')}
            </ButtonLink>
          }
        >
          {t('no_subscription_text')}
        </EmptyState>
      </PageBody>
    );
  }

  const recurring = data.recurring;
  const blockReason = onceBlockReason(data);
  const nextBox = blockReason === null ? (data.next?.delivery ?? null) : null;
  const nextDate = nextBox?.delivery_date ?? null;
  const expectedDate = recurring.next_delivery_date;

  const add = (mode: ExtraMode, productId: number) => {
    const product = data.products.get(productId);
    const pet = data.pets.find((candidate) => candidate.id === selected);
    if (!product || !pet) return;
    setLines((current) => addToCart(current, mode, product, pet.url));
  };

  // Price and order as the cart shows them: the next box first, every delivery when there is none.
  const barPrice = totals.nextBox
    ? { kind: 'next' as const, after: totals.nextBox.after }
    : totals.every && recurring.interval_weeks !== null
      ? { kind: 'every' as const, after: totals.every.after }
      : null;

  const reviewCart = () => {
    // Focus on the cart's heading: screen readers and keyboards go on from there to the lines and
    // Save. Without scrolling, so that the whole card is brought up, not just its heading.
    document.getElementById('extras-cart-title')?.focus({ preventScroll: true });
    document.getElementById('cart')?.scrollIntoView({ block: 'start' });
  };

  const save = () => {
    const { upselling, customAmounts } = cartRequests(lines);
    setSent(lines);
    void saving.submit(
      {
        intent: 'save',
        recurring: recurring.id,
        upselling,
        nextBox: customAmounts && nextBox ? { delivery: nextBox.id, update: customAmounts } : null,
      },
      jsonSubmission,
    );
  };

  return (
    <PageBody width="full" className={styles.page}>
      {header}
      {blockReason && (
        <Alert tone="info">
          {t(`once_blocked.${blockReason}`, {
            date: expectedDate ? formatDate(expectedDate, localeTag, { day: 'numeric', month: 'long' }) : '',
          })}
        </Alert>
      )}
      <div className={styles.layout}>
        <PetTabs pets={data.pets} selected={selected} onSelect={setSelected} label={t('pets_label')}>
          {(pet) => <PetShop pet={pet} data={data} lines={lines} onceBlocked={blockReason !== null} onAdd={add} />}
        </PetTabs>
        {/* Fixed on screen, but between the products and the cart in the tab order: reached right after the last product. */}
        {pendingCount > 0 && (!cartInView || barFocused) && (
          <ExtrasReviewBar changes={pendingCount} price={barPrice} onReview={reviewCart} onFocusChange={setBarFocused} />
        )}
        <ExtrasCartSummary
          lines={lines}
          pets={data.pets}
          totals={totals}
          nextBoxDate={nextDate}
          intervalWeeks={recurring.interval_weeks}
          hasCoupons={(nextBox?.discount ?? 0) > 0}
          busy={busy}
          onAmount={(key, amount) => setLines((current) => setAmount(current, key, amount))}
          onSave={save}
          onDiscard={() => setLines((current) => current.filter((line) => line.current > 0).map((line) => ({ ...line, amount: line.current })))}
        />
      </div>
    </PageBody>
  );
}
