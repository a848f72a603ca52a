import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrackingForwardEvent } from '@brokkie/contracts/tracking-forwarding';
import { DevAttempts, DevFact, DevMeta, DevOutboxItem, DevOutboxPage, useDevTime, type DevStatusTone } from '../../components/dev-outbox.tsx';
import styles from './dev-tracking.module.css';

export interface DevTrackingData {
  events: TrackingForwardEvent[];
  /** The events the last "Forward now" touched; null when the page was not opened from one. */
  ran: string[] | null;
}

const statusTone: Record<TrackingForwardEvent['forward_status'], DevStatusTone> = {
  pending: 'ink',
  sent: 'success',
  failed: 'danger',
  skipped: 'muted',
};

/**
 * The development list of the forwarded conversion events (never in production): each event, its
 * deduplication id and status, and every attempt with the request as it left (personal data
 * hashed) or would have left without the network's configuration, and the network's answer.
 */
export function DevTrackingPage({ events, ran }: DevTrackingData) {
  const { t } = useTranslation('dev_tracking');
  const navigation = useNavigation();
  const time = useDevTime();

  return (
    <DevOutboxPage
      heading={t('heading')}
      intro={t('intro')}
      runLabel={t('run')}
      refreshLabel={t('refresh')}
      ranText={ran === null ? null : t('ran', { count: ran.length })}
      busy={navigation.state !== 'idle'}
      emptyText={t('empty')}
      listLabel={t('list_label')}
      notInProduction={t('not_in_production')}
    >
      {events.map((event) => (
        <DevOutboxItem
          key={event.id}
          id={`tracking-event-${event.id}`}
          title={
            <>
              <span className={styles.channel}>{t(`channels.${event.channel}`, { defaultValue: event.channel })}</span> {event.event}
            </>
          }
          status={t(`statuses.${event.forward_status}`)}
          tone={statusTone[event.forward_status]}
        >
          <DevMeta>
            <DevFact term={t('event_id')}>
              <code>{event.event_id}</code>
            </DevFact>
            <DevFact term={t('customer')}>{event.customer ?? '—'}</DevFact>
            <DevFact term={t('created_at')}>{time(event.created_at)}</DevFact>
            <DevFact term={t('attempts')}>{event.forward_attempts}</DevFact>
            {event.forward_status === 'pending' && <DevFact term={t('next_attempt_at')}>{time(event.next_attempt_at)}</DevFact>}
            {event.forwarded_at !== null && <DevFact term={t('forwarded_at')}>{time(event.forwarded_at)}</DevFact>}
          </DevMeta>
          <DevAttempts
            attempts={event.attempts.map((attempt, index) => {
              // Skipped (no consent, erased, not configured): recorded, never sent.
              const notSent = attempt.status === null && (Object.keys(attempt.request).length === 0 || attempt.response === 'not configured');
              const request = Object.keys(attempt.request).length === 0 ? t('nothing_built') : JSON.stringify(attempt.request, null, 2);
              return {
                key: `${attempt.attempted_at}-${index}`,
                summary: (
                  <>
                    {time(attempt.attempted_at)} ·{' '}
                    {notSent
                      ? t('not_sent', { reason: attempt.response })
                      : attempt.status === null
                        ? t('no_answer', { reason: attempt.response })
                        : t(attempt.ok ? 'answer_ok' : 'answer_failed', { status: attempt.status })}
                  </>
                ),
                parts: notSent
                  ? [{ title: t('would_send'), body: request }]
                  : [
                      { title: t('request'), body: request },
                      { title: t('response'), body: attempt.response || '—' },
                    ],
              };
            })}
          />
        </DevOutboxItem>
      ))}
    </DevOutboxPage>
  );
}
