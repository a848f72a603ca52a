import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchOver } from '@brokkie/contracts/billing';
import { formatDay, formatGrams, formatPercent } from '@brokkie/domain/format';
import { BowlIcon } from './icons.tsx';
import styles from './switch-over-guide.module.css';

interface SwitchOverGuideProps {
  /** The guide of the paid first box, as GET /recurringdelivery/{id}/switch_over/ gives it. */
  guide: SwitchOver;
  localeTag: string;
  /** Today in Brussels (YYYY-MM-DD): its step is marked, and the intro speaks of a start that has come. */
  today: string;
  /** The frame the page puts it in (a panel, a dashboard card). */
  className?: string;
}

/**
 * The week of switching to Brokkie, from the day the first box arrives (packages/domain's
 * switchOverGuide, through the API): per pet a table of the steps (days, dates, share) with the
 * grams of Brokkie and of the old food, today's step marked. The thank-you page and the dashboard
 * home show it; the order confirmation e-mail says the same.
 */
export function SwitchOverGuide({ guide, localeTag, today, className }: SwitchOverGuideProps) {
  const { t } = useTranslation('switch_over');
  const headingId = useId();
  const grams = (value: number) => formatGrams(value, localeTag);
  const day = (date: string) => formatDay(date, localeTag, 'weekday-short');
  const started = today >= guide.starts_on;
  return (
    <section className={className} aria-labelledby={headingId}>
      <div className={styles.head}>
        <BowlIcon size={24} aria-hidden="true" />
        <h2 id={headingId}>{t('title')}</h2>
      </div>
      <p>{t(started ? 'intro_started' : 'intro', { date: formatDay(guide.starts_on, localeTag, 'weekday') })}</p>
      <div className={styles.tables}>
        {guide.pets.map((pet) => (
          <table key={pet.animal} className={styles.table}>
            <caption>{t('pet', { name: pet.name, grams: grams(pet.grams_per_day) })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('column_days')}</th>
                <th scope="col">{t('column_new')}</th>
                <th scope="col">{t('column_old')}</th>
              </tr>
            </thead>
            <tbody>
              {guide.steps.map((step) => {
                const portion = step.portions.find((found) => found.animal === pet.animal);
                if (!portion) return null;
                const isToday = step.from <= today && today <= step.to;
                return (
                  <tr key={step.first_day} className={isToday ? styles.today : undefined} aria-current={isToday ? 'date' : undefined}>
                    <th scope="row">
                      <span className={styles.days}>
                        {step.first_day === step.last_day ? t('day', { day: step.first_day }) : t('days', { first: step.first_day, last: step.last_day })}
                        {isToday && <span className={styles.badge}>{t('today')}</span>}
                      </span>
                      <span className={styles.detail}>{step.from === step.to ? day(step.from) : t('dates', { from: day(step.from), to: day(step.to) })}</span>
                      <span className={styles.detail}>{t('share', { percentage: formatPercent(step.new_percentage, localeTag, 0) })}</span>
                    </th>
                    <td>{grams(portion.new_grams)}</td>
                    <td>{portion.old_grams > 0 ? grams(portion.old_grams) : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </div>
      <p className={styles.note}>{t('note')}</p>
    </section>
  );
}
