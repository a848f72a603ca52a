import { Form as RouterForm, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InsuranceDevLead } from '@brokkie/contracts/insurance';
import { defaultTimeZone } from '@brokkie/domain/dates';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ReloadIcon } from '../../components/icons.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './dev-insurance.module.css';

export interface DevInsuranceData {
  leads: InsuranceDevLead[];
  /** The leads the last "Run hand-over now" touched; null when the page was not opened from one. */
  ran: string[] | null;
}

const statusTone: Record<InsuranceDevLead['status'], string> = {
  new: styles.new ?? '',
  sent: styles.sent ?? '',
  accepted: styles.accepted ?? '',
  refused: styles.refused ?? '',
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
  const format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeStyle: 'medium', timeZone: defaultTimeZone });
  const time = (iso: string) => <time dateTime={iso}>{format.format(new Date(iso))}</time>;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('heading')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <div className={styles.actions}>
          <RouterForm method="post">
            <input type="hidden" name="intent" value="run" />
            <Button type="submit" size="sm" isDisabled={busy}>
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

      {leads.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('list_label')}>
          {leads.map((lead) => (
            <li key={lead.id}>
              <Card as="article" padding="none" className={styles.lead} aria-labelledby={`insurance-lead-${lead.id}`}>
                <div className={styles.leadHead}>
                  <h2 id={`insurance-lead-${lead.id}`} className={styles.leadTitle}>
                    {t('lead', { id: lead.id })} · {lead.pet.name}
                  </h2>
                  <span className={`${styles.status} ${statusTone[lead.status]}`}>{t(`statuses.${lead.status}`)}</span>
                </div>
                <dl className={styles.meta}>
                  <dt>{t('offer')}</dt>
                  <dd>
                    {lead.offer} · {lead.cover} · {formatCents(lead.deductible_cents, localeTag)}
                  </dd>
                  <dt>{t('premium')}</dt>
                  <dd>{formatCents(lead.premium_cents, localeTag)}</dd>
                  <dt>{t('pet')}</dt>
                  <dd>
                    {lead.pet.type} · {lead.pet.date_of_birth}
                    {lead.pet.size ? ` · ${lead.pet.size}` : ''} · {lead.chip_number}
                  </dd>
                  <dt>{t('owner')}</dt>
                  <dd>
                    {lead.owner.firstname} {lead.owner.lastname} · {lead.owner.phone} · {lead.owner.postal_code} {lead.owner.city}
                  </dd>
                  <dt>{t('customer')}</dt>
                  <dd>{lead.customer ?? '—'}</dd>
                  <dt>{t('adapter')}</dt>
                  <dd>{lead.adapter}</dd>
                  {lead.insurer_reference !== null && (
                    <>
                      <dt>{t('reference')}</dt>
                      <dd>
                        <code>{lead.insurer_reference}</code>
                      </dd>
                    </>
                  )}
                  <dt>{t('created_at')}</dt>
                  <dd>{time(lead.created_at)}</dd>
                  {lead.sent_at !== null && (
                    <>
                      <dt>{t('sent_at')}</dt>
                      <dd>{time(lead.sent_at)}</dd>
                    </>
                  )}
                  {lead.decided_at !== null && (
                    <>
                      <dt>{t('decided_at')}</dt>
                      <dd>{time(lead.decided_at)}</dd>
                    </>
                  )}
                  {lead.next_handover_at !== null && (
                    <>
                      <dt>{t('next_handover_at')}</dt>
                      <dd>{time(lead.next_handover_at)}</dd>
                    </>
                  )}
                  {lead.handover_failed_at !== null && (
                    <>
                      <dt>{t('failed_at')}</dt>
                      <dd>{time(lead.handover_failed_at)}</dd>
                    </>
                  )}
                  {lead.last_handover_error !== null && (
                    <>
                      <dt>{t('last_error')}</dt>
                      <dd>{lead.last_handover_error}</dd>
                    </>
                  )}
                  <dt>{t('attempts')}</dt>
                  <dd>{lead.handover_attempts}</dd>
                </dl>
                {lead.attempts.length > 0 && (
                  <ol className={styles.attempts}>
                    {lead.attempts.map((attempt, index) => (
                      <li key={`${attempt.attempted_at}-${index}`}>
                        <details className={styles.attempt}>
                          <summary>
                            {time(attempt.attempted_at)} · {attempt.status === null ? t('no_answer') : t('answer', { status: attempt.status })}
                          </summary>
                          <h3 className={styles.partTitle}>{t('request')}</h3>
                          <pre className={styles.code}>{JSON.stringify(attempt.request, null, 2)}</pre>
                          <h3 className={styles.partTitle}>{t('response')}</h3>
                          <pre className={styles.code}>{attempt.response || '—'}</pre>
                        </details>
                      </li>
                    ))}
                  </ol>
                )}
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
