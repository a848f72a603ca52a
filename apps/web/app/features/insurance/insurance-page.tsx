import { useTranslation } from 'react-i18next';
import type { InsuranceLead } from '@brokkie/contracts/insurance';
import { insuranceAgeLimits, insuranceCovers, insuranceOfferTerms, insuranceOffers } from '@brokkie/domain/insurance';
import { ButtonLink } from '../../components/button.tsx';
import { CheckIcon, CloseIcon, ShieldIcon } from '../../components/icons.tsx';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { BelgiumOnly } from './belgium-only.tsx';
import type { InsuranceOverviewData, NotSoldHere } from './insurance-data.ts';
import { useInsuranceFormat } from './insurance-format.ts';
import { LeadStatus } from './lead-status.tsx';
import { PremiumCalculator } from './premium-calculator.tsx';
import { WaitingPeriods } from './waiting-periods.tsx';
import styles from './insurance.module.css';

const coveredItems = ['illness', 'accident', 'surgery', 'diagnostics', 'medication', 'prevention'] as const;
const excludedItems = ['pre_existing', 'preventive', 'breeding', 'cosmetic', 'food'] as const;

function LeadList({ leads }: { leads: InsuranceLead[] }) {
  const { t } = useTranslation('insurance');
  const format = useInsuranceFormat();
  const localize = useLocalizedPath();
  return (
    <section className={styles.section} aria-labelledby="insurance-leads">
      <h2 id="insurance-leads">{t('leads.title')}</h2>
      <ul className={styles.leads}>
        {leads.map((lead) => (
          <li key={lead.id} className={styles.request}>
            <div className={styles.leadHead}>
              <h3 className={styles.leadTitle}>{t('leads.item', { name: lead.pet.name, insurer: format.insurer(lead.offer) })}</h3>
              <LeadStatus status={lead.status} />
            </div>
            <p className={styles.leadFacts}>
              <span>{t(`covers.${lead.cover}.name`)}</span>
              <span>{format.perMonth(lead.premium_cents)}</span>
              <span>{t('leads.starts_on', { date: format.day(lead.start_date) })}</span>
            </p>
            <p className={styles.leadFoot}>
              <span className={styles.muted}>{t('leads.requested_on', { date: format.moment(lead.created_at) })}</span>
              <ButtonLink
                to={localize(`/insurance/thankyou?lead=${lead.id}`)}
                variant="link"
                size="sm"
                aria-label={t('leads.view_label', { name: lead.pet.name })}
              >
                {t('leads.view')}
              </ButtonLink>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Covers() {
  const { t } = useTranslation('insurance');
  const format = useInsuranceFormat();
  return (
    <section className={styles.section} aria-labelledby="insurance-covers">
      <h2 id="insurance-covers">{t('covers_title')}</h2>
      <p className={styles.muted}>
        {t('covers_intro', {
          standard: format.insurer('standard'),
          standard_percent: insuranceOfferTerms.standard.reimbursementPercent,
          corona: format.insurer('corona_direct'),
          corona_percent: insuranceOfferTerms.corona_direct.reimbursementPercent,
        })}
      </p>
      <ul className={styles.covers}>
        {insuranceCovers.map((cover) => (
          <li key={cover} className={`${styles.cover} ${cover === 'comfort' ? styles.coverFeatured : ''}`}>
            <h3 className={styles.coverName}>{t(`covers.${cover}.name`)}</h3>
            <p>{t(`covers.${cover}.text`)}</p>
            <dl className={styles.ceilings}>
              {insuranceOffers.map((offer) => (
                <div key={offer}>
                  <dt>{format.insurer(offer)}</dt>
                  <dd>{t('ceiling', { amount: format.money(insuranceOfferTerms[offer].yearlyCeilingCents[cover]) })}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /insurance: pet insurance as it is — what it covers and does not, for which pets, the waiting
 * periods and the three covers with their reimbursement and ceilings — with the indicative monthly
 * premium for one of the customer's pets or another one, and the requests already made. Outside
 * Belgium it says that insurance is sold in Belgium only.
 */
export function InsurancePage({ data }: { data: InsuranceOverviewData | NotSoldHere }) {
  const { t } = useTranslation('insurance');
  if (!data.sold) return <BelgiumOnly page="insurance" />;
  const bestPercent = Math.max(...insuranceOffers.map((offer) => insuranceOfferTerms[offer].reimbursementPercent));
  return (
    <div className={styles.overview}>
      <div className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.kicker}>
            <ShieldIcon size={18} />
            {t('kicker')}
          </p>
          <PageHeading page="insurance" />
          <p className={styles.lead}>{t('intro')}</p>
          <ul className={styles.highlights}>
            <li>
              <CheckIcon size={18} />
              {t('highlights.reimbursed', { percent: bestPercent })}
            </li>
            <li>
              <CheckIcon size={18} />
              {t('highlights.own_vet')}
            </li>
            <li>
              <CheckIcon size={18} />
              {t('highlights.for_life')}
            </li>
          </ul>
        </div>
      </div>
      <div className={`container ${styles.layout}`}>
        <div className={styles.aside}>
          <PremiumCalculator pets={data.pets} today={data.today} request={data.request} />
        </div>
        <div className={styles.main}>
          {data.leads.length > 0 && <LeadList leads={data.leads} />}
          <div className={styles.twoLists}>
            <section className={styles.section} aria-labelledby="insurance-covered">
              <h2 id="insurance-covered">{t('covered.title')}</h2>
              <ul className={styles.checks}>
                {coveredItems.map((item) => (
                  <li key={item}>
                    <CheckIcon size={18} className={styles.yes} />
                    <span>{t(`covered.${item}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.section} aria-labelledby="insurance-excluded">
              <h2 id="insurance-excluded">{t('excluded.title')}</h2>
              <ul className={styles.checks}>
                {excludedItems.map((item) => (
                  <li key={item}>
                    <CloseIcon size={18} className={styles.no} />
                    <span>{t(`excluded.${item}`)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <Covers />
          <div className={styles.twoLists}>
            <section className={styles.section} aria-labelledby="insurance-who">
              <h2 id="insurance-who">{t('who.title')}</h2>
              <p>{t('who.text', { weeks: insuranceAgeLimits.dog.minWeeks })}</p>
              <ul className={styles.plain}>
                <li>{t('who.dog', { years: insuranceAgeLimits.dog.maxYears + 1 })}</li>
                <li>{t('who.cat', { years: insuranceAgeLimits.cat.maxYears + 1 })}</li>
              </ul>
              <p className={styles.muted}>{t('who.for_life')}</p>
            </section>
            <section className={styles.section} aria-labelledby="insurance-waiting">
              <h2 id="insurance-waiting">{t('waiting.title')}</h2>
              <p>{t('waiting.intro')}</p>
              <WaitingPeriods />
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
