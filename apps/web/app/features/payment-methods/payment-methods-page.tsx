import { useEffect, useState } from 'react';
import { formatCents } from '@brokkie/domain/format';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mandateVerificationAmountCents, type Mandate } from '@brokkie/contracts/payment';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { CardIcon, PlusIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission, type ActionResult } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { MandateCard, useMandateLabel } from './mandate-card.tsx';
import type { PaymentMethods, RemoveOutcome } from './payment-methods-data.ts';
import { RemoveMandateDialog } from './remove-mandate-dialog.tsx';
import { VerificationNotice } from './verification-notice.tsx';
import styles from './payment-methods.module.css';

/**
 * /dashboard/payment-methods (legacy /dashboard/wallet): the customer's payment methods
 * (mandates) with their masked details and the default; add one through the payment provider
 * (a €0.01 verification), make one the default, remove one — never the last one while the
 * subscription runs (the API answers 409 mandate_in_use, shown here with a way out).
 */
export function PaymentMethodsPage({ data }: { data: PaymentMethods }) {
  const { t } = useTranslation('payment_methods');
  const { localeTag } = useShellData();
  const labelOf = useMandateLabel();
  // One fetcher per write, each with its own pending state and answer.
  const adding = useFetcher<ActionResult>();
  const defaulting = useFetcher<ActionResult<Mandate>>();
  const removal = useFetcher<RemoveOutcome>();
  const [removing, setRemoving] = useState<Mandate | null>(null);
  const [inUse, setInUse] = useState<string | null>(null);

  const addBusy = adding.state !== 'idle';
  const addError = !addBusy && adding.data?.ok === false ? (adding.data.detail ?? t('add_failed')) : null;
  const add = () => void adding.submit({ intent: 'add' }, jsonSubmission);

  // Told once the action answered and the list was read again; then forgotten, so the next write tells its own.
  const defaultAnswer = defaulting.state === 'idle' ? defaulting.data : undefined;
  const forgetDefault = defaulting.reset;
  useEffect(() => {
    if (!defaultAnswer) return;
    if (defaultAnswer.ok) toast.success(t('default_done', { name: labelOf(defaultAnswer.value) }));
    else toast.error(t('action_failed'), defaultAnswer.detail ?? undefined);
    forgetDefault();
  }, [defaultAnswer, forgetDefault, labelOf, t]);

  const removeAnswer = removal.state === 'idle' ? removal.data : undefined;
  const forgetRemoval = removal.reset;
  useEffect(() => {
    if (!removeAnswer || !removing) return;
    const name = labelOf(removing);
    setRemoving(null);
    if (removeAnswer.ok) toast.success(t('removed', { name }));
    // Announced at once (role alert) and kept on the page with the way out: add another method.
    else if ('inUse' in removeAnswer && removeAnswer.inUse) setInUse(removeAnswer.detail || `${t('in_use_text')} ${t('in_use_hint')}`);
    else toast.error(t('action_failed'), removeAnswer.detail ?? undefined);
    forgetRemoval();
  }, [removeAnswer, removing, forgetRemoval, labelOf, t]);

  const busy = defaulting.state !== 'idle' || removal.state !== 'idle';

  const { mandates } = data;

  return (
    <PageBody width="narrow">
      <PageHeader page="dashboard-payment-methods" intro={t('intro')} />

      <VerificationNotice initial={data.verification} />

      {inUse && (
        <div className={styles.inUse}>
          <Alert tone="warning" role="alert" title={t('in_use_title')}>
            <p>{inUse}</p>
            <div className={styles.inUseAction}>
              <Button size="sm" iconStart={<PlusIcon />} isLoading={addBusy} onPress={add}>
                {t('add')}
              </Button>
            </div>
          </Alert>
        </div>
      )}

      {mandates.length === 0 ? (
        <EmptyState title={t('empty_title')} icon={<CardIcon size={30} />}>
          {t('empty_text')}
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label={t('list_label')}>
          {mandates.map((mandate) => (
            <li key={mandate.id}>
              <MandateCard
                mandate={mandate}
                localeTag={localeTag}
                busy={busy}
                onMakeDefault={(chosen) => void defaulting.submit({ intent: 'default', mandate: chosen.id }, jsonSubmission)}
                onRemove={(chosen) => {
                  setInUse(null);
                  setRemoving(chosen);
                }}
              />
            </li>
          ))}
        </ul>
      )}

      <section className={styles.add} aria-labelledby="payment-methods-add">
        <h2 id="payment-methods-add">{t('add_title')}</h2>
        <p>{t('add_text', { amount: formatCents(mandateVerificationAmountCents, localeTag) })}</p>
        <div>
          <Button iconStart={<PlusIcon />} isLoading={addBusy} onPress={add}>
            {t('add')}
          </Button>
        </div>
        {addError && (
          <Alert tone="danger" role="alert">
            {addError}
          </Alert>
        )}
      </section>

      <RemoveMandateDialog
        mandate={removing}
        mandateCount={mandates.length}
        lastOfRunningSubscription={data.subscriptionActive && mandates.length === 1}
        busy={removal.state !== 'idle'}
        onKeep={() => setRemoving(null)}
        onConfirm={() => {
          setInUse(null);
          if (removing) void removal.submit({ intent: 'remove', mandate: removing.id }, jsonSubmission);
        }}
        onAdd={() => {
          setRemoving(null);
          add();
        }}
      />
    </PageBody>
  );
}
