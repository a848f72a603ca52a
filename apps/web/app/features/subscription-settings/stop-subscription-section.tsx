import { useEffect, useState } from 'react';
import { formatDate } from '@brokkie/domain/format';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import type { NextDelivery } from '@brokkie/contracts/billing';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission, type ActionResult } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import type { SettingsSubmission } from './settings-data.ts';
import cardStyles from '../../components/card.module.css';
import dialogStyles from '../../components/dialog.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './subscription-settings.module.css';
import { StopReasonField } from './stop-reason-field.tsx';

type Step = 'offer' | 'reason';

/** What happens to the boxes already paid, said before the subscription stops. */
function paidBoxesNote(t: (key: string, options?: Record<string, unknown>) => string, next: NextDelivery | null, localeTag: string): string {
  const day = (date: string) => formatDate(date, localeTag, { weekday: 'long', day: 'numeric', month: 'long' });
  if (next?.paid_delivery?.delivery_date) return t('stop_all.paid_box', { date: day(next.paid_delivery.delivery_date) });
  // A box frozen at its cut-off is being charged: it is sent once paid, whatever stops now.
  const frozen = next?.delivery && next.state !== 'scheduled' && next.state !== 'inactive' ? next.delivery.delivery_date : null;
  if (frozen) return t('stop_all.paying_box', { date: day(frozen) });
  return t('stop_all.paid_none');
}

/**
 * Stopping the whole subscription (not pet by pet): a pause of every pet is offered first; then
 * the reason, asked once for all pets, with what happens to the boxes already paid; then every pet
 * stops at once (POST /animal/stop_all/).
 */
export function StopSubscriptionSection({ pets, next }: { pets: Animal[]; next: NextDelivery | null }) {
  const { t } = useTranslation('subscription_settings');
  const { localeTag } = useShellData();
  const save = useFetcher<ActionResult>();
  const busy = save.state !== 'idle';
  const [step, setStep] = useState<Step | null>(null);
  const [sent, setSent] = useState<'pause_all' | 'stop_all' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const failed = save.state === 'idle' && save.data?.ok === false ? save.data : null;
  const error = failed ? (failed.detail && failed.status > 0 && failed.status < 500 ? failed.detail : t('save_failed')) : null;
  const saved = save.state === 'idle' && save.data?.ok === true;
  const forget = save.reset;
  useEffect(() => {
    if (!saved) return;
    toast.success(t(sent === 'pause_all' ? 'stop_all.paused' : 'stop_all.stopped'));
    setStep(null);
    setReason('');
    setSent(null);
    forget();
  }, [saved, sent, forget, t]);

  const active = pets.filter((pet) => pet.status === 'active');
  const running = pets.filter((pet) => pet.status === 'active' || pet.stop_kind === 'paused');
  const submit = (submission: SettingsSubmission) => {
    setSent(submission.intent === 'pause_all' ? 'pause_all' : 'stop_all');
    void save.submit(submission, jsonSubmission);
  };
  const stopAll = () => {
    if (!reason.trim()) {
      setReasonError(t('pets.reason_required'));
      return;
    }
    submit({ intent: 'stop_all', reason: reason.trim() });
  };
  const close = () => {
    if (busy) return;
    setStep(null);
    setReasonError(null);
    forget();
  };

  return (
    <section className={cardStyles.section} aria-labelledby="stop-all-title">
      <h2 id="stop-all-title">{t('stop_all.title')}</h2>
      {running.length === 0 ? (
        <p>{t('stop_all.none_left')}</p>
      ) : (
        <>
          <p className={pageStyles.muted}>{t('stop_all.intro')}</p>
          <div className={styles.actions}>
            <Button variant="outline" onPress={() => setStep(active.length > 0 ? 'offer' : 'reason')}>
              {t('stop_all.open')}
            </Button>
          </div>
        </>
      )}

      <ModalOverlay isOpen={step !== null} onOpenChange={(open) => !open && close()} isDismissable={!busy} className={dialogStyles.overlay}>
        <Modal className={`${dialogStyles.modal} ${dialogStyles.wide}`}>
          <Dialog className={dialogStyles.dialog}>
            {step === 'offer' && (
              <>
                <Heading slot="title" className={dialogStyles.title}>
                  {t('stop_all.offer_title')}
                </Heading>
                <p>{t('stop_all.offer_text')}</p>
                {error && (
                  <Alert tone="danger" role="alert">
                    {error}
                  </Alert>
                )}
                <div className={dialogStyles.actions}>
                  <Button variant="ghost" onPress={close} isDisabled={busy}>
                    {t('stop_all.cancel')}
                  </Button>
                  <Button variant="outline" onPress={() => (forget(), setStep('reason'))} isDisabled={busy}>
                    {t('stop_all.no_pause')}
                  </Button>
                  <Button variant="primary" onPress={() => submit({ intent: 'pause_all' })} isLoading={busy}>
                    {t('stop_all.pause_all')}
                  </Button>
                </div>
              </>
            )}
            {step === 'reason' && (
              <>
                <Heading slot="title" className={dialogStyles.title}>
                  {t('stop_all.reason_title')}
                </Heading>
                <p>{paidBoxesNote(t, next, localeTag)}</p>
                <p className={pageStyles.muted}>{t('stop_all.reason_note')}</p>
                <StopReasonField
                  value={reason}
                  error={reasonError}
                  onChange={(value, clearsError) => {
                    setReason(value);
                    if (clearsError) setReasonError(null);
                  }}
                />
                {error && (
                  <Alert tone="danger" role="alert">
                    {error}
                  </Alert>
                )}
                <div className={dialogStyles.actions}>
                  <Button variant="ghost" onPress={active.length > 0 ? () => (forget(), setStep('offer')) : close} isDisabled={busy}>
                    {active.length > 0 ? t('stop_all.back') : t('stop_all.cancel')}
                  </Button>
                  <Button variant="danger" onPress={stopAll} isLoading={busy}>
                    {t('stop_all.confirm')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}
