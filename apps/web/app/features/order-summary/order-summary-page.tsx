import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { CouponBox, type AppliedCode } from './coupon-box.tsx';
import { FirstBoxPanel } from './first-box-panel.tsx';
import { addCoupon, checkCouponCode, onboardingCodeOf, removeCoupon, setTrialBox, type OrderSummary, type OrderSummaryData } from './order-summary-data.ts';
import { PriceAndDelivery } from './price-and-delivery.tsx';
import styles from './order-summary.module.css';

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
export function OrderSummaryPage({ data }: { data: OrderSummaryData }) {
  return data.kind === 'open' ? <OpenOrder summary={data.summary} /> : <NoOpenOrder kind={data.kind} />;
}

/** Without an unpaid first delivery there is nothing to sum up: none made yet, or paid already. */
function NoOpenOrder({ kind }: { kind: 'none' | 'paid' }) {
  const { t } = useTranslation('order_summary');
  const localize = useLocalizedPath();
  return (
    <PageBody standalone>
      <PageHeader page="order-summary" />
      {kind === 'none' ? (
        <EmptyState title={t('none_title')} action={<ButtonLink to={localize('/suggested-mealplan')}>{t('none_action')}</ButtonLink>}>
          {t('none_text')}
        </EmptyState>
      ) : (
        <EmptyState title={t('paid_title')} action={<ButtonLink to={localize('/dashboard')}>{t('paid_action')}</ButtonLink>}>
          {t('paid_text')}
        </EmptyState>
      )}
    </PageBody>
  );
}

/** The open first delivery; every change here is made in the API, then the order is read again. */
function OpenOrder({ summary }: { summary: OrderSummary }) {
  const { t } = useTranslation('order_summary');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [searchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [trialBusy, setTrialBusy] = useState(false);
  const [linkCodes, setLinkCodes] = useState<string[]>([]);
  const signedCodeHandled = useRef(false);
  const { checkout } = summary;
  const { cart, delivery } = checkout;

  // A signed onboarding link (?signed_code=) applies its code once the order is there; the
  // parameter then leaves the address, so a reload after removing the code does not bring it back.
  const signedCode = searchParams.get('signed_code');
  useEffect(() => {
    if (!signedCode || signedCodeHandled.current) return;
    signedCodeHandled.current = true;
    void (async () => {
      let applied: string | null = null;
      try {
        const code = await onboardingCodeOf(api, signedCode);
        if (!delivery.couponcodes.includes(code)) await addCoupon(api, delivery, code);
        applied = code;
      } catch (error) {
        console.error('[order summary] the coupon link could not be applied', error);
        setNotice({ tone: 'danger', text: refusal(error, 'signed_code') ?? refusal(error, 'code') ?? t('coupon.link_failed') });
      }
      const next = new URLSearchParams(searchParams);
      next.delete('signed_code');
      // The new address runs the loader again, which reads the order with the code in it.
      await navigate(`?${next}`, { replace: true, preventScrollReset: true });
      if (applied === null) return;
      setLinkCodes((codes) => [...new Set([...codes, applied])]);
      setNotice({ tone: 'success', text: t('coupon.link_applied', { code: applied }) });
    })();
  }, [api, delivery, navigate, searchParams, signedCode, t]);

  const apply = async (code: string): Promise<string | null> => {
    try {
      const check = await checkCouponCode(api, code);
      if (!check.exists || !check.valid) {
        return t(`api:coupon.reason.${check.reason ?? 'not_found'}`, { code: check.code });
      }
      await addCoupon(api, delivery, check.code);
      await revalidate();
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
    try {
      await removeCoupon(api, delivery, code);
      await revalidate();
      setLinkCodes((codes) => codes.filter((other) => other !== code));
    } catch (error) {
      console.error('[order summary] could not remove the code', error);
      setNotice({ tone: 'danger', text: t('coupon.remove_failed', { code }) });
    }
  };

  const toggleTrial = async (testbag: boolean) => {
    const pets = [...new Set(cart.lines.flatMap((line) => (line.kind === 'formula' && line.animal ? [line.animal] : [])))];
    setTrialBusy(true);
    setNotice(null);
    try {
      const changed = await setTrialBox(api, pets, testbag);
      await revalidate();
      // The API drops the codes that cannot go with a trial box; its answer has those that stay.
      const dropped = changed ? delivery.couponcodes.filter((code) => !changed.couponcodes.includes(code)) : [];
      if (dropped.length > 0) setNotice({ tone: 'warning', text: t('trial.codes_dropped', { codes: dropped.join(', '), count: dropped.length }) });
    } catch (error) {
      console.error('[order summary] could not change the trial box', error);
      setNotice({ tone: 'danger', text: t('trial.failed') });
    } finally {
      setTrialBusy(false);
    }
  };

  const applied: AppliedCode[] = delivery.couponcodes.map((code) => ({
    code,
    amount: cart.discounts.find((discount) => discount.code === code)?.amount ?? null,
    fromLink: linkCodes.includes(code),
  }));

  return (
    <PageBody standalone>
      <PageHeader page="order-summary" intro={t('intro')} lead />

      {notice && (
        <Alert tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          <FirstBoxPanel summary={summary} trialBusy={trialBusy} onTrialChange={(selected) => void toggleTrial(selected)} localeTag={localeTag} />
          <CouponBox applied={applied} localeTag={localeTag} onApply={apply} onRemove={remove} />
        </div>

        <aside className={styles.side} aria-label={t('side_label')}>
          <PriceAndDelivery checkout={checkout} localeTag={localeTag} />
          <div className={styles.actions}>
            <Button size="lg" fullWidth iconEnd={<ArrowRightIcon />} onPress={() => void navigate(localize('/cross-sells'))}>
              {t('continue')}
            </Button>
          </div>
        </aside>
      </div>
    </PageBody>
  );
}
