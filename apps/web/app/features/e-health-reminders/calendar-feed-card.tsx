import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFetcher } from 'react-router';
import type { CalendarFeed } from '@brokkie/contracts/reminder';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { CalendarIcon, ClipboardIcon, TrashIcon } from '../../components/icons.tsx';
import { TextField } from '../../components/text-field.tsx';
import { toast } from '../../components/toast.tsx';
import { resolveApiUrl } from '../../lib/api-client.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import type { PlannerOutcome, PlannerSubmission } from './planner-data.ts';
import cardStyles from '../../components/card.module.css';
import dialogStyles from '../../components/dialog.module.css';
import styles from './e-health-reminders.module.css';

/**
 * The household's calendar feed (iCalendar): its secret address to copy into a calendar app, made
 * when there is none, and revoked (asked first) when it was shared too widely: the old address
 * then stops working and a new one can be made.
 */
export function CalendarFeedCard({ feed, origin }: { feed: CalendarFeed | null | 'unavailable'; origin: string }) {
  const { t } = useTranslation('e_health_reminders');
  const { config, localeTag } = useShellData();
  const creating = useFetcher<PlannerOutcome>();
  const revoking = useFetcher<PlannerOutcome>();
  const [confirm, setConfirm] = useState(false);
  const address = feed && feed !== 'unavailable' ? new URL(resolveApiUrl(config.apiBaseUrl, feed.url), origin).toString() : null;
  const failure = [creating, revoking].map((fetcher) => (fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data : null)).find(Boolean);
  const revoked = revoking.state === 'idle' && revoking.data?.ok === true ? revoking.data : undefined;
  const told = useRef<unknown>(undefined);
  useEffect(() => {
    if (!revoked || told.current === revoked) return;
    told.current = revoked;
    setConfirm(false);
    toast.success(t('feed.revoked'));
  }, [revoked, t]);

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t('feed.copied'));
    } catch {
      toast.error(t('feed.copy_failed'));
    }
  };

  return (
    <section className={cardStyles.section} aria-labelledby="calendar-feed-heading">
      <div className={cardStyles.head}>
        <span className={cardStyles.icon}>
          <CalendarIcon />
        </span>
        <div className={styles.feedText}>
          <h2 id="calendar-feed-heading">{t('feed.title')}</h2>
          <p className={styles.muted}>{t('feed.text')}</p>
        </div>
      </div>
      {feed === 'unavailable' ? (
        <Alert tone="warning">{t('feed.unavailable')}</Alert>
      ) : address && feed ? (
        <>
          <TextField
            label={t('feed.address')}
            value={address}
            isReadOnly
            description={t('feed.made', { date: formatDate(feed.created, localeTag, { dateStyle: 'long' }) })}
          />
          <div className={styles.feedActions}>
            <Button iconStart={<ClipboardIcon size={18} />} onPress={() => void copy()}>
              {t('feed.copy')}
            </Button>
            <a className={styles.textLink} href={address.replace(/^https?:/, 'webcal:')}>
              {t('feed.subscribe')}
            </a>
            <Button variant="ghost" iconStart={<TrashIcon size={18} />} onPress={() => setConfirm(true)}>
              {t('feed.revoke')}
            </Button>
          </div>
          <p className={styles.note}>{t('feed.secret')}</p>
        </>
      ) : (
        <div>
          <Button
            variant="outline"
            isLoading={creating.state !== 'idle'}
            onPress={() => void creating.submit({ intent: 'feed_create' } satisfies PlannerSubmission, jsonSubmission)}
          >
            {t('feed.create')}
          </Button>
        </div>
      )}
      {failure && (
        <Alert tone="danger" role="alert">
          {failure.status > 0 && failure.status < 500 && failure.detail ? failure.detail : t('feed.failed')}
        </Alert>
      )}
      <ModalOverlay
        className={dialogStyles.overlay}
        isOpen={confirm}
        isDismissable={revoking.state === 'idle'}
        onOpenChange={(open) => {
          if (!open && revoking.state === 'idle') setConfirm(false);
        }}
      >
        <Modal className={dialogStyles.modal}>
          <Dialog role="alertdialog" className={dialogStyles.dialog}>
            <Heading slot="title" className={dialogStyles.title}>
              {t('feed.revoke_title')}
            </Heading>
            <p>{t('feed.revoke_text')}</p>
            <div className={dialogStyles.actions}>
              <Button variant="ghost" onPress={() => setConfirm(false)} isDisabled={revoking.state !== 'idle'} autoFocus>
                {t('feed.keep')}
              </Button>
              <Button
                variant="danger"
                iconStart={<TrashIcon />}
                isLoading={revoking.state !== 'idle'}
                onPress={() => void revoking.submit({ intent: 'feed_revoke' } satisfies PlannerSubmission, jsonSubmission)}
              >
                {t('feed.revoke_confirm')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  );
}
