import { Form as RouterForm, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackingForwardEvent } from '@brokkie/contracts/tracking-forwarding';
import { defaultTimeZone } from '@brokkie/domain/dates';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ReloadIcon } from '../../components/icons.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './dev-tracking.module.css';

export interface DevTrackingData {
  events: TrackingForwardEvent[];
  /** The events the last "Forward now" touched; null when the page was not opened from one. */
  ran: string[] | null;
}

const statusTone: Record<TrackingForwardEvent['forward_status'], string> = {
  pending: styles.pending ?? '',
  sent: styles.sent ?? '',
  failed: styles.failed ?? '',
  skipped: styles.skipped ?? '',
};

/**
 * The development list of the forwarded conversion events (never in production): each event, its
 * deduplication id and status, and every attempt with the request as it left (personal data
 * hashed) or would have left without the network's configuration, and the network's answer.
 */
export function DevTrackingPage({ events, ran }: DevTrackingData) {
  const { t } = useTranslation('dev_tracking');
  const { localeTag } = useShellData();
  const navigation = useNavigation();
  const format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'medium', timeZone: defaultTimeZone });
  const time = (iso: string) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.actions}>
          <RouterForm method="post">
            <Button type="submit" size="sm" isDisabled={navigation.state !== 'idle'}>
              {t('run')}
            </Button>
          </RouterForm>
          <ButtonLink to="." variant="ghost" size="sm" iconStart={<ReloadIcon />} reloadDocument>
            {t('refresh')}
          </ButtonLink>
        </div>
        {ran !== null && (
          <p role="status" className={styles.ran}>
            {t('ran', { count: ran.length })}
          </p>
        )}
      </header>

      {events.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('list_label')}>
          {events.map((event) => (
            <li key={event.id}>
              <Card as="article" padding="none" className={styles.event} aria-labelledby={`tracking-event-${event.id}`}>
                <div className={styles.eventHead}>
                  <h2 id={`tracking-event-${event.id}`} className={styles.eventTitle}>
                    <span className={styles.channel}>{t(`channels.${event.channel}`, { defaultValue: event.channel })}</span> {event.event}
                  </h2>
                  <span className={`${styles.status} ${statusTone[event.forward_status]}`}>{t(`statuses.${event.forward_status}`)}</span>
                </div>
                <dl className={styles.meta}>
                  <dt>{t('event_id')}</dt>
                  <dd>
                    <code>{event.event_id}</code>
                  </dd>
                  <dt>{t('customer')}</dt>
                  <dd>{event.customer ?? '—'}</dd>
                  <dt>{t('created_at')}</dt>
                  <dd>{time(event.created_at)}</dd>
                  <dt>{t('attempts')}</dt>
                  <dd>{event.forward_attempts}</dd>
                  {event.forward_status === 'pending' && (
                    <>
                      <dt>{t('next_attempt_at')}</dt>
                      <dd>{time(event.next_attempt_at)}</dd>
                    </>
                  )}
                  {event.forwarded_at !== null && (
                    <>
                      <dt>{t('forwarded_at')}</dt>
                      <dd>{time(event.forwarded_at)}</dd>
                    </>
                  )}
                </dl>
                {event.attempts.length > 0 && (
                  <ol className={styles.attempts}>
                    {event.attempts.map((attempt, index) => {
                      // Skipped (no consent, erased, not configured): recorded, never sent.
                      const notSent = attempt.status === null && (Object.keys(attempt.request).length === 0 || attempt.response === 'not configured');
                      return (
                        <li key={`${attempt.attempted_at}-${index}`}>
                          <details className={styles.attempt}>
                            <summary>
                              {time(attempt.attempted_at)} ·{' '}
                              {notSent
                                ? t('not_sent', { reason: attempt.response })
                                : attempt.status === null
                                  ? t('no_answer', { reason: attempt.response })
                                  : t(attempt.ok ? 'answer_ok' : 'answer_failed', { status: attempt.status })}
                            </summary>
                            <h3 className={styles.partTitle}>{t(notSent ? 'would_send' : 'request')}</h3>
                            <pre className={styles.code}>
                              {Object.keys(attempt.request).length === 0 ? t('nothing_built') : JSON.stringify(attempt.request, null, 2)}
                            </pre>
                            {!notSent && (
                              <>
                                <h3 className={styles.partTitle}>{t('response')}</h3>
                                <pre className={styles.code}>{attempt.response || '—'}</pre>
                              </>
                            )}
                          </details>
                        </li>
                      );
                    })}
                  </ol>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Alert tone="info" className={styles.notice}>
        {t('not_in_production')}
      </Alert>
    </div>
  );
}
