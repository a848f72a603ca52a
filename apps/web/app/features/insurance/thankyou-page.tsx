import { useTranslation } from 'react-i18next';
import { insuranceOfferTerms } from '@brokkie/domain/insurance';
import { Alert } from '../../components/alert.tsx';
import { ButtonLink } from '../../components/button.tsx';
import { ArrowLeftIcon, CalendarIcon, CheckCircleIcon, PhoneIcon, ShieldIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { BelgiumOnly } from './belgium-only.tsx';
import type { InsuranceThankYouData, NotSoldHere } from './insurance-data.ts';
import { useInsuranceFormat } from './insurance-format.ts';
import { WaitingPeriods } from './waiting-periods.tsx';
import { LeadStatus } from './lead-status.tsx';
import styles from './insurance.module.css';

/**
 * /insurance/thankyou?lead=<id> (Belgium, signed in): what happens next — the insurer calls
 * within its working days on the number given, the cover starts on the start date after the
 * waiting periods — and the request as it was sent, with its status. Without a request named,
 * the newest; without any, the way to ask for one.
 */
export function ThankYouPage({ data }: { data: InsuranceThankYouData | NotSoldHere }) {
  // Outside Belgium the guard shows the 404 page instead: this is only its fallback.
  if (!data.sold) return <BelgiumOnly page="insurance-thankyou" />;
  return <ThankYou data={data} />;
}

function ThankYou({ data }: { data: InsuranceThankYouData }) {
  const { t } = useTranslation('insurance');
  const format = useInsuranceFormat();
  const localize = useLocalizedPath();
  const { lead } = data;
  const back = (
    <div className={styles.thankyouLinks}>
      <ButtonLink to={localize('/insurance')} variant="outline" iconStart={<ArrowLeftIcon size={18} />}>
        {t('thankyou.back')}
      </ButtonLink>
      <ButtonLink to={localize('/dashboard')} variant="ghost">
        {t('thankyou.dashboard')}
      </ButtonLink>
    </div>
  );

  if (!lead) {
    return (
      <div className="container">
        <PageBody width="medium" className={styles.frame}>
          <PageHeader page="insurance-thankyou" />
          <EmptyState
            title={t('thankyou.none_title')}
            icon={<ShieldIcon size={28} />}
            action={<ButtonLink to={localize('/insurance')}>{t('quote.continue')}</ButtonLink>}
          >
            {t('thankyou.none_text')}
          </EmptyState>
        </PageBody>
      </div>
    );
  }

  const insurer = format.insurer(lead.offer);
  const terms = insuranceOfferTerms[lead.offer];
  const intro = lead.owner.firstname
    ? t('thankyou.intro', { name: lead.owner.firstname, insurer, pet: lead.pet.name })
    : t('thankyou.intro_without_name', { insurer, pet: lead.pet.name });

  return (
    <div className="container">
      <PageBody width="medium" className={styles.frame}>
        {data.unknown && (
          <Alert tone="info" role="status">
            {t('thankyou.unknown')}
          </Alert>
        )}
        <span className={styles.thanksMark} aria-hidden="true">
          <CheckCircleIcon size={30} />
        </span>
        <PageHeader page="insurance-thankyou" intro={intro} lead />
        <section className={`${styles.section} ${styles.nextCard}`} aria-labelledby="insurance-next">
          <h2 id="insurance-next">{t('thankyou.next_title')}</h2>
          <ol className={styles.steps}>
            <li>
              <span className={styles.stepIcon} aria-hidden="true">
                <PhoneIcon size={20} />
              </span>
              <p>{t('thankyou.call', { insurer, count: terms.callWithinWorkingDays, phone: format.phone(lead.owner.phone) })}</p>
            </li>
            <li>
              <span className={styles.stepIcon} aria-hidden="true">
                <ShieldIcon size={20} />
              </span>
              <p>{t('thankyou.offer')}</p>
            </li>
            <li>
              <span className={styles.stepIcon} aria-hidden="true">
                <CalendarIcon size={20} />
              </span>
              <div>
                <p>{t('thankyou.start', { date: format.day(lead.start_date) })}</p>
                <p className={styles.muted}>{t('waiting.intro')}</p>
                <WaitingPeriods />
              </div>
            </li>
          </ol>
        </section>
        <section className={styles.section} aria-labelledby="insurance-summary">
          <div className={styles.leadHead}>
            <h2 id="insurance-summary">{t('thankyou.summary_title')}</h2>
            <LeadStatus status={lead.status} />
          </div>
          <dl className={styles.summaryList}>
            <div>
              <dt>{t('thankyou.pet')}</dt>
              <dd>{lead.pet.name}</dd>
            </div>
            <div>
              <dt>{t('thankyou.insurer')}</dt>
              <dd>{t(`offers.${lead.offer}.name`)}</dd>
            </div>
            <div>
              <dt>{t('thankyou.cover')}</dt>
              <dd>{t(`covers.${lead.cover}.name`)}</dd>
            </div>
            <div>
              <dt>{t('thankyou.deductible')}</dt>
              <dd>{format.deductible(lead.deductible_cents)}</dd>
            </div>
            <div>
              <dt>{t('thankyou.premium')}</dt>
              <dd>{format.perMonth(lead.premium_cents)}</dd>
            </div>
            <div>
              <dt>{t('thankyou.start_date')}</dt>
              <dd>{format.day(lead.start_date)}</dd>
            </div>
          </dl>
        </section>
        {back}
      </PageBody>
    </div>
  );
}
