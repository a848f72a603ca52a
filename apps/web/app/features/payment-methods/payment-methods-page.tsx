import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mandateVerificationAmountCents, type Mandate } from '@brokkie/contracts/payment';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { CardIcon, PlusIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { MandateCard, useMandateLabel } from './mandate-card.tsx';
import { isMandateInUse, makeDefault, removeMandate, returnParameter, startAddingMethod, type PaymentMethods } from './payment-methods-data.ts';
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
  const api = useApiClient();
  const localize = useLocalizedPath();
  const labelOf = useMandateLabel();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Mandate | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);

  const add = async () => {
    setAdding(true);
    setAddError(null);
    try {
      const returnUrl = `${window.location.origin}${localize('/dashboard/payment-methods')}?${returnParameter}=1`;
      window.location.assign(await startAddingMethod(api, returnUrl));
    } catch (error) {
      console.error('[payment-methods] could not start adding', error);
      setAddError(error instanceof ApiError && error.detail ? error.detail : t('add_failed'));
      setAdding(false);
    }
  };

  const setDefault = async (mandate: Mandate) => {
    setBusy(true);
    try {
      await makeDefault(api, mandate);
      await revalidate();
      toast.success(t('default_done', { name: labelOf(mandate) }));
    } catch (error) {
      console.error('[payment-methods] default not changed', error);
      toast.error(t('action_failed'), error instanceof ApiError ? error.detail : undefined);
    }
    setBusy(false);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    setInUse(null);
    try {
      await removeMandate(api, removing);
      const name = labelOf(removing);
      setRemoving(null);
      await revalidate();
      toast.success(t('removed', { name }));
    } catch (error) {
      setRemoving(null);
      if (isMandateInUse(error)) {
        // Announced at once (role alert) and kept on the page with the way out: add another method.
        setInUse(error.detail || `${t('in_use_text')} ${t('in_use_hint')}`);
      } else {
        console.error('[payment-methods] not removed', error);
        toast.error(t('action_failed'), error instanceof ApiError ? error.detail : undefined);
      }
    }
    setRemoveBusy(false);
  };

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
              <Button size="sm" iconStart={<PlusIcon />} isLoading={adding} onPress={() => void add()}>
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
                busy={busy || removeBusy}
                onMakeDefault={(chosen) => void setDefault(chosen)}
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
          <Button iconStart={<PlusIcon />} isLoading={adding} onPress={() => void add()}>
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
        busy={removeBusy}
        onKeep={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </PageBody>
  );
}
