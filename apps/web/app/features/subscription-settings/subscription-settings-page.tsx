import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { ButtonLink } from '../../components/button.tsx';
import { PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { jsonSubmission, type ActionResult } from '../../shell/page-action.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { ConfirmChangeDialog, type ChangeRequests, type PendingChange } from './confirm-change-dialog.tsx';
import { IntervalSection } from './interval-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { MoveDateSection } from './move-date-section.tsx';
import { NextDeliverySection } from './next-delivery-section.tsx';
import { PetsSection } from './pets-section.tsx';
import type { SettingsData } from './settings-data.ts';
import { StopSubscriptionSection } from './stop-subscription-section.tsx';
import { previewRows, useFormatters } from './settings-format.ts';
import cardStyles from '../../components/card.module.css';
import styles from './subscription-settings.module.css';
import { StopReasonField } from './stop-reason-field.tsx';

/**
 * /dashboard/subscription-settings: pets, interval, amounts, the next box's date and skip, each
 * change previewed first. The sections ask for a change; the page confirms it and submits it to
 * the route's action, after which the router reads the settings again.
 */
export function SubscriptionSettingsPage({ data }: { data: SettingsData }) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  const api = useApiClient();
  const localize = useLocalizedPath();
  // The dialog's Confirm saves through this fetcher: its state is the dialog's pending, its answer the dialog's failure.
  const save = useFetcher<ActionResult>();
  const busy = save.state !== 'idle';
  const [change, setChange] = useState<PendingChange | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const failed = save.state === 'idle' && save.data?.ok === false ? save.data : null;
  const changeError = failed ? (failed.detail && failed.status > 0 && failed.status < 500 ? failed.detail : t('save_failed')) : previewError;

  // Saved (the settings are read again meanwhile): the dialog closes; the picks the sections made
  // on the old settings are gone with them.
  const saved = save.state === 'idle' && save.data?.ok === true;
  const forgetSave = save.reset;
  useEffect(() => {
    if (!saved) return;
    toast.success(t('saved'));
    setChange(null);
    setReason('');
    forgetSave();
  }, [saved, forgetSave, t]);

  const { recurring, next } = data;
  if (!recurring || !(recurring.active || recurring.next_delivery_date)) {
    return (
      <div className={styles.page}>
        <PageHeader page="dashboard-subscription-settings" />
        <section className={cardStyles.section}>
          <h2>{t('no_subscription.title')}</h2>
          <p>{t('no_subscription.text')}</p>
          <ButtonLink to={localize('/pet-overview')} variant="primary">
            {t('no_subscription.continue')}
          </ButtonLink>
        </section>
      </div>
    );
  }

  const open = (pending: PendingChange) => {
    // A failure belongs to the change it was for.
    forgetSave();
    setPreviewError(null);
    setReasonError(null);
    setChange(pending);
  };
  const changes: ChangeRequests = {
    confirm: open,
    preview: (query, base) => {
      open({ ...base, rows: null });
      // The data module (and the schemas it checks answers with) loads with the first preview (decision 0021).
      import('./settings-data.ts')
        .then((data) => data.loadPreview(api, recurring, query))
        .then((preview) => setChange((current) => (current && current.title === base.title ? { ...current, rows: previewRows(t, f, preview) } : current)))
        .catch((error) => {
          console.warn('[subscription-settings] preview failed', error);
          setChange((current) => (current && current.title === base.title ? { ...current, rows: [] } : current));
          setPreviewError(error instanceof ApiError && error.status < 500 ? error.detail : t('preview.failed'));
        });
    },
  };

  const confirm = () => {
    if (!change) return;
    if (change.asksReason && !reason.trim()) {
      setReasonError(t('pets.reason_required'));
      return;
    }
    setPreviewError(null);
    // The dialog stays open with what was entered until the action answers, so nothing is lost on a refusal.
    void save.submit(change.submission.intent === 'stop' ? { ...change.submission, reason: reason.trim() } : change.submission, jsonSubmission);
  };

  const box = next?.delivery ?? null;
  const changeable = Boolean(next?.changeable && box);
  const offered = next?.delivery_dates ?? [];

  return (
    <div className={styles.page}>
      <PageHeader page="dashboard-subscription-settings" />
      <NextDeliverySection next={next} changeable={changeable} changes={changes} />
      {changeable && box && offered.length > 0 && <MoveDateSection box={box} offered={offered} changes={changes} />}
      <IntervalSection recurring={recurring} changeable={changeable} changes={changes} />
      <ItemsSection recurring={recurring} products={data.products} pets={data.pets} changeable={changeable} busy={busy} changes={changes} />
      <PetsSection pets={data.pets} recurring={recurring} changes={changes} />
      <StopSubscriptionSection pets={data.pets} next={next} />

      <ConfirmChangeDialog change={change} busy={busy} error={changeError} onConfirm={confirm} onCancel={() => setChange(null)}>
        {change?.asksReason && (
          <StopReasonField
            value={reason}
            error={reasonError}
            onChange={(value, clearsError) => {
              setReason(value);
              if (clearsError) setReasonError(null);
            }}
          />
        )}
      </ConfirmChangeDialog>
    </div>
  );
}
