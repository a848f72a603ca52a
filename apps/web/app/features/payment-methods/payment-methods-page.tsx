import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { mandateVerificationAmountCents, type Mandate } from '@brokkie/contracts/payment';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { CardIcon, PlusIcon, ReloadIcon, TrashIcon } from '../../components/icons.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { authReady } from '../../shell/auth-session.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { MandateCard, useMandateLabel } from './mandate-card.tsx';
import {
  isMandateInUse,
  latestPayment,
  loadPaymentMethods,
  makeDefault,
  removeMandate,
  returnParameter,
  startAddingMethod,
  verificationOutcome,
  type PaymentMethods,
  type VerificationOutcome,
} from './payment-methods-data.ts';
import styles from './payment-methods.module.css';

/** How often, and how long, the page asks again while the bank has not confirmed the new method. */
const recheckMs = 2000;
const recheckTimes = 15;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * /dashboard/payment-methods (legacy /dashboard/wallet): the customer's payment methods
 * (mandates) with their masked details and the default; add one through the payment provider
 * (a €0.01 verification), make one the default, remove one — never the last one while the
 * subscription runs (the API answers 409 mandate_in_use, shown here with a way out).
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation('payment_methods');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const labelOf = useMandateLabel();
  const [params, setParams] = useSearchParams();
  const [data, setData] = useState<PaymentMethods | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Mandate | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);
  // Read once: the parameter is taken out of the address as soon as the page has seen it.
  const [returned] = useState(() => params.get(returnParameter) !== null);

  const reload = useCallback(async () => {
    const loaded = await loadPaymentMethods(api);
    setData(loaded);
    return loaded;
  }, [api]);

  useEffect(() => {
    let active = true;
    setFailed(false);
    void (async () => {
      await authReady();
      const loaded = await loadPaymentMethods(api);
      if (active) setData(loaded);
    })().catch((error: unknown) => {
      console.error('[payment-methods] not loaded', error);
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [api, attempt]);

  // The return marker is read once (above); taken out of the address, a reload does not repeat the notice.
  useEffect(() => {
    if (!params.has(returnParameter)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(returnParameter);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, setParams]);

  // Back from the provider: say how the verification went, asking again while the bank confirms.
  useEffect(() => {
    if (!returned) return;
    let active = true;
    void (async () => {
      await authReady();
      for (let round = 0; active; round += 1) {
        const result = verificationOutcome(await latestPayment(api));
        if (!active) return;
        setOutcome(result);
        if (result !== 'waiting' || round >= recheckTimes) break;
        await wait(recheckMs);
      }
      if (active) await reload();
    })().catch((error: unknown) => {
      console.error('[payment-methods] verification not read', error);
      if (active) setOutcome('unknown');
    });
    return () => {
      active = false;
    };
  }, [api, reload, returned]);

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
      await reload();
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
      await reload();
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

  const mandates = data?.mandates ?? [];
  const lastOfRunningSubscription = !!data && data.subscriptionActive && mandates.length === 1;
  const verificationAmount = formatCents(mandateVerificationAmountCents, localeTag);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageHeading page="dashboard-payment-methods" />
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      {outcome === 'added' && (
        <Alert tone="success" role="status" title={t('returned.added_title')}>
          {t('returned.added_text', { amount: verificationAmount })}
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert tone="danger" role="alert" title={t('returned.failed_title')}>
          {t('returned.failed_text')}
        </Alert>
      )}
      {outcome === 'waiting' && (
        <Alert tone="info" role="status" title={t('returned.waiting_title')}>
          {t('returned.waiting_text')}
        </Alert>
      )}

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

      {!data && !failed && <LoadingState label={t('loading')} />}

      {failed && (
        <div className={styles.stateBox}>
          <Alert tone="danger" role="alert" title={t('failed_title')}>
            {t('failed_text')}
          </Alert>
          <div>
            <Button variant="outline" iconStart={<ReloadIcon />} onPress={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </Button>
          </div>
        </div>
      )}

      {data && mandates.length === 0 && (
        <section className={styles.empty} aria-labelledby="payment-methods-empty">
          <span className={styles.emptyIcon}>
            <CardIcon size={30} />
          </span>
          <h2 id="payment-methods-empty">{t('empty_title')}</h2>
          <p>{t('empty_text')}</p>
        </section>
      )}

      {data && mandates.length > 0 && (
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

      {data && (
        <section className={styles.add} aria-labelledby="payment-methods-add">
          <h2 id="payment-methods-add">{t('add_title')}</h2>
          <p>{t('add_text', { amount: verificationAmount })}</p>
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
      )}

      <ModalOverlay
        className={styles.overlay}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open && !removeBusy) setRemoving(null);
        }}
        isDismissable={!removeBusy}
      >
        <Modal className={styles.modal}>
          <Dialog role="alertdialog" className={styles.dialog}>
            {removing && (
              <>
                <Heading slot="title" className={styles.dialogTitle}>
                  {t('confirm_title', { name: labelOf(removing) })}
                </Heading>
                <p>{t('confirm_text')}</p>
                {removing.is_default && mandates.length > 1 && <p>{t('confirm_default_moves')}</p>}
                {lastOfRunningSubscription && (
                  <Alert tone="warning" title={t('confirm_last_title')}>
                    {t('confirm_last_text')}
                  </Alert>
                )}
                <div className={styles.dialogActions}>
                  <Button variant="ghost" onPress={() => setRemoving(null)} isDisabled={removeBusy} autoFocus>
                    {t('keep')}
                  </Button>
                  <Button variant="danger" iconStart={<TrashIcon />} onPress={() => void confirmRemove()} isLoading={removeBusy}>
                    {t('confirm_remove')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
