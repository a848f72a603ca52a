import { Form as RouterForm, useNavigation } from 'react-router';
import { formatCents } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { InsuranceDevLead } from '@brokkie/contracts/insurance';
import { Button } from '../../components/button.tsx';
import { DevAttempts, DevFact, DevMeta, DevOutboxItem, DevOutboxPage, useDevTime, type DevStatusTone } from '../../components/dev-outbox.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './dev-insurance.module.css';

export interface DevInsuranceData {
  leads: InsuranceDevLead[];
  /** The leads the last "Run hand-over now" touched; null when the page was not opened from one. */
  ran: string[] | null;
}

const statusTone: Record<InsuranceDevLead['status'], DevStatusTone> = {
  new: 'ink',
  sent: 'accent',
  accepted: 'success',
  refused: 'danger',
};

/**
 * The development view of the insurance hand-over (never in production): each lead as the insurer
 * received it, its status and every attempt with what was sent and answered; the hand-over run
 * now, and the insurer's Accept or Refuse of a lead it has.
 */
export function DevInsurancePage({ leads, ran }: DevInsuranceData) {
  const { t } = useTranslation('dev_insurance');
  const { localeTag } = useShellData();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const time = useDevTime();
  const when = (iso: string | null) => (iso === null ? null : time(iso));

  return (
    <DevOutboxPage
      heading={t('heading')}
      intro={t('intro')}
      runLabel={t('run')}
      runIntent="run"
      refreshLabel={t('refresh')}
      ranText={ran === null ? null : t('ran', { count: ran.length })}
      busy={busy}
      emptyText={t('empty')}
      listLabel={t('list_label')}
      notInProduction={t('not_in_production')}
    >
      {leads.map((lead) => (
        <DevOutboxItem
          key={lead.id}
          id={`insurance-lead-${lead.id}`}
          title={`${t('lead', { id: lead.id })} · ${lead.pet.name}`}
          status={t(`statuses.${lead.status}`)}
          tone={statusTone[lead.status]}
        >
          <DevMeta>
            <DevFact term={t('offer')}>
              {lead.offer} · {lead.cover} · {formatCents(lead.deductible_cents, localeTag)}
            </DevFact>
            <DevFact term={t('premium')}>{formatCents(lead.premium_cents, localeTag)}</DevFact>
            <DevFact term={t('pet')}>
              {lead.pet.type} · {lead.pet.date_of_birth}
              {lead.pet.size ? ` · ${lead.pet.size}` : ''} · {lead.chip_number}
            </DevFact>
            <DevFact term={t('owner')}>
              {lead.owner.firstname} {lead.owner.lastname} · {lead.owner.phone} · {lead.owner.postal_code} {lead.owner.city}
            </DevFact>
            <DevFact term={t('customer')}>{lead.customer ?? '—'}</DevFact>
            <DevFact term={t('adapter')}>{lead.adapter}</DevFact>
            <DevFact term={t('reference')}>{lead.insurer_reference === null ? null : <code>{lead.insurer_reference}</code>}</DevFact>
            <DevFact term={t('created_at')}>{time(lead.created_at)}</DevFact>
            <DevFact term={t('sent_at')}>{when(lead.sent_at)}</DevFact>
            <DevFact term={t('decided_at')}>{when(lead.decided_at)}</DevFact>
            <DevFact term={t('next_handover_at')}>{when(lead.next_handover_at)}</DevFact>
            <DevFact term={t('failed_at')}>{when(lead.handover_failed_at)}</DevFact>
            <DevFact term={t('last_error')}>{lead.last_handover_error}</DevFact>
            <DevFact term={t('attempts')}>{lead.handover_attempts}</DevFact>
          </DevMeta>
          <DevAttempts
            attempts={lead.attempts.map((attempt, index) => ({
              key: `${attempt.attempted_at}-${index}`,
              summary: (
                <>
                  {time(attempt.attempted_at)} · {attempt.status === null ? t('no_answer') : t('answer', { status: attempt.status })}
                </>
              ),
              parts: [
                { title: t('request'), body: JSON.stringify(attempt.request, null, 2) },
                { title: t('response'), body: attempt.response || '—' },
              ],
            }))}
          />
          {lead.status === 'sent' && (
            <RouterForm method="post" className={styles.decision} aria-label={t('decision_label', { id: lead.id })}>
              <input type="hidden" name="intent" value="decide" />
              <input type="hidden" name="lead" value={lead.id} />
              <Button type="submit" size="sm" name="status" value="accepted" isDisabled={busy}>
                {t('accept')}
              </Button>
              <Button type="submit" size="sm" variant="outline" name="status" value="refused" isDisabled={busy}>
                {t('refuse')}
              </Button>
            </RouterForm>
          )}
        </DevOutboxItem>
      ))}
    </DevOutboxPage>
  );
}
