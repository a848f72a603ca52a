import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Delivery } from '@brokkie/contracts/delivery';
import { trialBag } from '@brokkie/domain/coupons';
import { formatDate } from '@brokkie/domain/dates';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { findFirstDelivery } from '../../components/first-delivery.ts';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { ArrowRightIcon, RepeatIcon } from '../../components/icons.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { authReady } from '../../shell/auth-session.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { CouponBox, type AppliedCode } from './coupon-box.tsx';
import { DeliveryContents } from './delivery-contents.tsx';
import {
  addCoupon,
  checkCouponCode,
  loadOrderSummary,
  onboardingCodeOf,
  removeCoupon,
  setTrialBox,
  type OrderSummary,
} from './order-summary-data.ts';
import { PriceSummary } from './price-summary.tsx';
import styles from './order-summary.module.css';

type PageState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'none' } | { kind: 'paid' } | { kind: 'ready'; summary: OrderSummary };

interface Notice {
  tone: 'success' | 'warning' | 'danger';
  text: string;
}

/** The translated message of a refused request for `field`, or null when it was not a refusal. */
function refusal(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.fields[field]?.[0] ?? error.detail;
}

/**
 * /order-summary (issue 5): the first delivery as it will be paid — per pet the formula and its
 * sacs, extras, the trial-box option, coupon codes (checked before use, signed onboarding links
 * applied by themselves), subtotal, discounts, VAT per rate, total, the earliest delivery date
 * and what every later delivery costs and how often it comes.
 */
export function OrderSummaryPage() {
  const { t } = useTranslation('order_summary');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [state, setState] = useState<PageState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [trialBusy, setTrialBusy] = useState(false);
  const [linkCodes, setLinkCodes] = useState<string[]>([]);
  const signedCodeHandled = useRef(false);

  const summary = state.kind === 'ready' ? state.summary : null;
  const delivery = summary?.checkout.delivery;

  const reload = useCallback(
    async (target: Pick<Delivery, 'url'>) => {
      const next = await loadOrderSummary(api, target);
      setState({ kind: 'ready', summary: next });
      return next;
    },
    [api],
  );

  useEffect(() => {
    let active = true;
    setState({ kind: 'loading' });
    void (async () => {
      await authReady();
      const first = await findFirstDelivery(api);
      if (!active) return;
      if (first.kind !== 'open') {
        setState({ kind: first.kind });
        return;
      }
      const loaded = await loadOrderSummary(api, first.delivery);
      if (active) setState({ kind: 'ready', summary: loaded });
    })().catch((error: unknown) => {
      console.error('[order summary] could not load the order', error);
      if (active) setState({ kind: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [api, attempt]);

  // A signed onboarding link (?signed_code=) applies its code once the order is there; the
  // parameter then leaves the address, so a reload after removing the code does not bring it back.
  const signedCode = searchParams.get('signed_code');
  useEffect(() => {
    if (!delivery || !signedCode || signedCodeHandled.current) return;
    signedCodeHandled.current = true;
    void (async () => {
      try {
        const code = await onboardingCodeOf(api, signedCode);
        if (!delivery.couponcodes.includes(code)) await addCoupon(api, delivery, code);
        await reload(delivery);
        setLinkCodes((codes) => [...new Set([...codes, code])]);
        setNotice({ tone: 'success', text: t('coupon.link_applied', { code }) });
      } catch (error) {
        console.error('[order summary] the coupon link could not be applied', error);
        setNotice({ tone: 'danger', text: refusal(error, 'signed_code') ?? refusal(error, 'code') ?? t('coupon.link_failed') });
      } finally {
        const next = new URLSearchParams(searchParams);
        next.delete('signed_code');
        setSearchParams(next, { replace: true, preventScrollReset: true });
      }
    })();
  }, [api, delivery, reload, searchParams, setSearchParams, signedCode, t]);

  const apply = async (code: string): Promise<string | null> => {
    if (!delivery) return null;
    try {
      const check = await checkCouponCode(api, code);
      if (!check.exists || !check.valid) {
        return t(`api:coupon.reason.${check.reason ?? 'not_found'}`, { code: check.code });
      }
      await addCoupon(api, delivery, check.code);
      await reload(delivery);
      setNotice(null);
      return null;
    } catch (error) {
      const refused = refusal(error, 'code');
      if (refused) return refused;
      console.error('[order summary] could not apply the code', error);
      return t('coupon.failed');
    }
  };

  const remove = async (code: string) => {
    if (!delivery) return;
    try {
      await removeCoupon(api, delivery, code);
      await reload(delivery);
      setLinkCodes((codes) => codes.filter((other) => other !== code));
    } catch (error) {
      console.error('[order summary] could not remove the code', error);
      setNotice({ tone: 'danger', text: t('coupon.remove_failed', { code }) });
    }
  };

  const toggleTrial = async (testbag: boolean) => {
    if (!summary || !delivery) return;
    const pets = [...new Set(summary.checkout.cart.lines.flatMap((line) => (line.kind === 'formula' && line.animal ? [line.animal] : [])))];
    setTrialBusy(true);
    setNotice(null);
    try {
      const before = delivery.couponcodes;
      const changed = await setTrialBox(api, pets, testbag);
      const next = await reload(changed ?? delivery);
      const dropped = before.filter((code) => !next.checkout.delivery.couponcodes.includes(code));
      if (dropped.length > 0) setNotice({ tone: 'warning', text: t('trial.codes_dropped', { codes: dropped.join(', '), count: dropped.length }) });
    } catch (error) {
      console.error('[order summary] could not change the trial box', error);
      setNotice({ tone: 'danger', text: t('trial.failed') });
    } finally {
      setTrialBusy(false);
    }
  };

  if (state.kind !== 'ready' || !summary || !delivery) {
    return (
      <div className={`container ${styles.page}`}>
        <PageHeading page="order-summary" />
        {state.kind === 'failed' && (
          <div className={styles.stack}>
            <Alert tone="danger" role="alert">
              {t('load_failed')}
            </Alert>
            <div>
              <Button variant="outline" onPress={() => setAttempt((value) => value + 1)}>
                {t('retry')}
              </Button>
            </div>
          </div>
        )}
        {state.kind === 'none' && (
          <div className={styles.empty}>
            <h2 className={styles.panelTitle}>{t('none_title')}</h2>
            <p>{t('none_text')}</p>
            <div>
              <ButtonLink to={localize('/suggested-mealplan')}>{t('none_action')}</ButtonLink>
            </div>
          </div>
        )}
        {state.kind === 'paid' && (
          <div className={styles.empty}>
            <h2 className={styles.panelTitle}>{t('paid_title')}</h2>
            <p>{t('paid_text')}</p>
            <div>
              <ButtonLink to={localize('/dashboard')}>{t('paid_action')}</ButtonLink>
            </div>
          </div>
        )}
        {state.kind === 'loading' && <LoadingState label={t('loading')} />}
      </div>
    );
  }

  const { checkout, petNames, products } = summary;
  const cart = checkout.cart;
  const trialByCode = cart.discounts.some((discount) => discount.type === 'testbag' && discount.code !== null);
  const applied: AppliedCode[] = delivery.couponcodes.map((code) => ({
    code,
    amount: cart.discounts.find((discount) => discount.code === code)?.amount ?? null,
    fromLink: linkCodes.includes(code),
  }));
  const deliveryDate = delivery.delivery_date ?? checkout.earliest_delivery_date;
  const longDate = (date: string) => formatDate(`${date}T12:00:00`, localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const recurring = checkout.recurring;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <PageHeading page="order-summary" />
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      {notice && (
        <Alert tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.panel} aria-labelledby="first-delivery-title">
            <h2 id="first-delivery-title" className={styles.panelTitle}>
              {cart.testbag ? t('first_delivery_trial_title') : t('first_delivery_title')}
            </h2>
            <DeliveryContents
              lines={cart.lines}
              petNames={petNames}
              products={products}
              onceOnly={new Set(Object.keys(delivery.custom_amounts))}
              localeTag={localeTag}
            />
            <div className={styles.trial}>
              <Checkbox
                isSelected={cart.testbag}
                isDisabled={trialBusy || trialByCode}
                onChange={(selected) => void toggleTrial(selected)}
                description={trialByCode ? t('trial.by_code') : t('trial.description', { price: formatCents(trialBag.priceInclVatCents, localeTag), size: formatFoodWeight(trialBag.grams, localeTag) })}
              >
                {t('trial.label')}
              </Checkbox>
              {trialBusy && <p className={styles.status}>{t('trial.updating')}</p>}
            </div>
          </section>

          <CouponBox applied={applied} localeTag={localeTag} onApply={apply} onRemove={remove} />
        </div>

        <aside className={styles.side} aria-label={t('side_label')}>
          <section className={styles.panel} aria-labelledby="price-title">
            <h2 id="price-title" className={styles.panelTitle}>
              {t('price.title')}
            </h2>
            <PriceSummary cart={cart} localeTag={localeTag} />
            <p className={styles.dateLine}>
              <span>{t('delivery_date', { date: longDate(deliveryDate) })}</span>
              <span className={styles.muted}>{t('delivery_date_note')}</span>
            </p>
          </section>

          {recurring && (
            <section className={styles.panel} aria-labelledby="recurring-title">
              <h2 id="recurring-title" className={styles.panelTitle}>
                <RepeatIcon size={22} className={styles.titleIcon} />
                {t('recurring.title')}
              </h2>
              <dl className={styles.priceList}>
                <div>
                  <dt>{t('recurring.interval')}</dt>
                  <dd>{t('recurring.every', { count: recurring.interval_weeks })}</dd>
                </div>
                <div className={styles.total}>
                  <dt>{t('recurring.per_delivery')}</dt>
                  <dd>{formatCents(recurring.price_per_delivery, localeTag)}</dd>
                </div>
                <div>
                  <dt>{t('recurring.per_day')}</dt>
                  <dd>{formatCents(recurring.price_per_day, localeTag)}</dd>
                </div>
                {recurring.next_delivery_date && (
                  <div>
                    <dt>{t('recurring.next')}</dt>
                    <dd>{longDate(recurring.next_delivery_date)}</dd>
                  </div>
                )}
              </dl>
              <p className={styles.muted}>{cart.testbag ? t('recurring.after_trial') : t('recurring.note')}</p>
              <div>
                <ButtonLink variant="link" to={localize('/suggested-mealplan')}>
                  {t('recurring.change')}
                </ButtonLink>
              </div>
            </section>
          )}

          <div className={styles.actions}>
            <Button size="lg" fullWidth iconEnd={<ArrowRightIcon />} onPress={() => void navigate(localize('/cross-sells'))}>
              {t('continue')}
            </Button>
          </div>
        </aside>
      </div>
    </div>
  );
}
