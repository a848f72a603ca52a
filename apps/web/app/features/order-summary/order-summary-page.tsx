import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { forgetReferralCode, pendingReferralCode } from '../../shell/referral-invitation.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { useAnonymousAccount } from '../../shell/use-anonymous-account.ts';
import { AccountStep, LinkedAccountNotice } from './account-step.tsx';
import { CouponBox, type AppliedCode } from './coupon-box.tsx';
import { FirstBoxPanel } from './first-box-panel.tsx';
import { refusalOf, type OrderSummary, type OrderSummaryData, type OrderSummaryOutcome } from './order-summary-data.ts';
import { PriceAndDelivery } from './price-and-delivery.tsx';
import styles from './order-summary.module.css';

interface Notice {
  tone: 'success' | 'warning' | 'danger';
  text: string;
}

/**
 * /order-summary (issue 5): the first delivery as it will be paid — per pet the formula and its
 * sacs, extras, the trial-box option, coupon codes (checked before use, signed onboarding links
 * applied by themselves), subtotal, discounts, VAT per rate, total, the earliest delivery date
 * and what every later delivery costs and how often it comes. A visitor without an account yet
 * makes it here, before the payment (AccountStep).
 */
export function OrderSummaryPage({ data, providers }: { data: OrderSummaryData; providers: SocialProvider[] }) {
  return data.kind === 'open' ? <OpenOrder summary={data.summary} providers={providers} /> : <NoOpenOrder kind={data.kind} />;
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
function OpenOrder({ summary, providers }: { summary: OrderSummary; providers: SocialProvider[] }) {
  const { t } = useTranslation('order_summary');
  const anonymous = useAnonymousAccount();
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [linkCodes, setLinkCodes] = useState<string[]>([]);
  const signedCodeHandled = useRef(false);
  // Each write goes through the route's action on its own fetcher; the router then reads the order again.
  const link = useFetcher<OrderSummaryOutcome>();
  const trial = useFetcher<OrderSummaryOutcome>();
  const invitation = useFetcher<OrderSummaryOutcome>();
  const invitationHandled = useRef(false);
  const trialBusy = trial.state !== 'idle';
  const { checkout } = summary;
  const { cart, delivery } = checkout;

  // A signed onboarding link (?signed_code=) applies its code once the order is there.
  const signedCode = searchParams.get('signed_code');
  useEffect(() => {
    if (!signedCode || signedCodeHandled.current) return;
    signedCodeHandled.current = true;
    void link.submit({ intent: 'link', delivery: delivery.id, codes: delivery.couponcodes, signedCode }, jsonSubmission);
  }, [delivery, link, signedCode]);

  // Then the parameter leaves the address, so a reload after removing the code does not bring it back.
  const linkAnswer = link.data;
  useEffect(() => {
    if (!linkAnswer) return;
    const next = new URLSearchParams(searchParams);
    next.delete('signed_code');
    void (async () => {
      // The new address runs the loader again; the notice comes with the order as it is then.
      await navigate(`?${next}`, { replace: true, preventScrollReset: true });
      if (!linkAnswer.ok) {
        console.error('[order summary] the coupon link could not be applied', linkAnswer);
        setNotice({ tone: 'danger', text: refusalOf(linkAnswer, 'signed_code') ?? refusalOf(linkAnswer, 'code') ?? t('coupon.link_failed') });
      } else if ('code' in linkAnswer.value) {
        const applied = linkAnswer.value.code;
        setLinkCodes((codes) => [...new Set([...codes, applied])]);
        setNotice({ tone: 'success', text: t('coupon.link_applied', { code: applied }) });
      }
    })();
    // Only a new answer is news; the address is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkAnswer]);

  // A friend's invitation link (?ref=) brought its code along: applied once, as if typed (checked first, §5).
  useEffect(() => {
    if (invitationHandled.current || signedCode) return;
    invitationHandled.current = true;
    const code = pendingReferralCode();
    if (!code) return;
    forgetReferralCode();
    if (delivery.couponcodes.includes(code)) return;
    void invitation.submit({ intent: 'apply', delivery: delivery.id, code }, jsonSubmission);
  }, [delivery, invitation, signedCode]);

  const invitationAnswer = invitation.data;
  useEffect(() => {
    if (!invitationAnswer) return;
    if (!invitationAnswer.ok) {
      console.error('[order summary] the invitation code could not be applied', invitationAnswer);
      setNotice({ tone: 'danger', text: refusalOf(invitationAnswer, 'code') ?? t('coupon.link_failed') });
    } else if ('unusable' in invitationAnswer.value) {
      const { reason, code } = invitationAnswer.value.unusable;
      setNotice({ tone: 'warning', text: t(`api:coupon.reason.${reason}`, { code }) });
    } else if ('code' in invitationAnswer.value) {
      setNotice({ tone: 'success', text: t('coupon.invitation_applied', { code: invitationAnswer.value.code }) });
    }
  }, [invitationAnswer, t]);

  const toggleTrial = (testbag: boolean) => {
    const pets = [...new Set(cart.lines.flatMap((line) => (line.kind === 'formula' && line.animal ? [line.animal] : [])))];
    setNotice(null);
    void trial.submit({ intent: 'trial', pets, codes: delivery.couponcodes, testbag }, jsonSubmission);
  };

  const trialAnswer = trial.data;
  useEffect(() => {
    if (!trialAnswer) return;
    if (!trialAnswer.ok) {
      console.error('[order summary] could not change the trial box', trialAnswer);
      setNotice({ tone: 'danger', text: t('trial.failed') });
    } else if ('dropped' in trialAnswer.value && trialAnswer.value.dropped.length > 0) {
      const { dropped } = trialAnswer.value;
      setNotice({ tone: 'warning', text: t('trial.codes_dropped', { codes: dropped.join(', '), count: dropped.length }) });
    }
  }, [trialAnswer, t]);

  const applied: AppliedCode[] = delivery.couponcodes.map((code) => ({
    code,
    amount: cart.discounts.find((discount) => discount.code === code)?.amount ?? null,
    fromLink: linkCodes.includes(code),
  }));

  return (
    <PageBody standalone>
      <PageHeader page="order-summary" intro={t('intro')} lead />

      <LinkedAccountNotice />

      {notice && (
        <Alert tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}

      <div className={styles.layout}>
        <div className={styles.main}>
          <FirstBoxPanel summary={summary} trialBusy={trialBusy} onTrialChange={toggleTrial} localeTag={localeTag} />
          <CouponBox
            delivery={delivery.id}
            applied={applied}
            localeTag={localeTag}
            onApplied={() => setNotice(null)}
            onRemoved={(code) => setLinkCodes((codes) => codes.filter((other) => other !== code))}
            onRemoveFailed={(code) => setNotice({ tone: 'danger', text: t('coupon.remove_failed', { code }) })}
          />
        </div>

        <aside className={anonymous ? styles.sideWithAccount : styles.side} aria-label={t('side_label')}>
          <PriceAndDelivery checkout={checkout} localeTag={localeTag} />
          {anonymous ? (
            <AccountStep providers={providers} />
          ) : (
            <div className={styles.actions}>
              {/* A link, not a button that navigates on press: the press ends before the click, which then landed on the next page's own link under the pointer. */}
              <ButtonLink size="lg" fullWidth iconEnd={<ArrowRightIcon />} to={localize('/cross-sells')}>
                {t('continue')}
              </ButtonLink>
            </div>
          )}
        </aside>
      </div>
    </PageBody>
  );
}
