import type { Country, Language } from '@brokkie/contracts/reference-data';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './button.tsx';
import { ExternalLinkIcon, PhoneIcon } from './icons.tsx';
import { workingHour } from './marketing-url.ts';
import styles from './support-notice.module.css';

export interface SupportNoticeProps {
  country: Country | null | undefined;
  language: Language | null | undefined;
  /**
   * `card`: a framed block in a page; `compact`: stacked, for narrow sidebars; `inverse`: on the
   * dark footer.
   */
  appearance?: 'card' | 'compact' | 'inverse';
  className?: string;
}

/**
 * The customer-service notice (§9): the country's phone hours (HH:MM) and a 'Get in touch' button
 * opening the language's help centre in a new tab. Without a known country the hours are left out;
 * without a language there is no help link to open.
 */
export function SupportNotice({ country, language, appearance = 'card', className }: SupportNoticeProps) {
  const { t } = useTranslation('support');
  const helpLink = language?.zendesk_link;
  return (
    <aside
      aria-label={t('label')}
      className={[styles.notice, styles[appearance], className].filter(Boolean).join(' ')}
    >
      <span className={styles.icon} aria-hidden="true">
        <PhoneIcon size={22} />
      </span>
      <div className={styles.body}>
        <p className={styles.text}>
          {country
            ? t('notice', { start: workingHour(country.working_hours_start), end: workingHour(country.working_hours_end) })
            : t('notice_without_hours')}
        </p>
        {helpLink && (
          <ButtonLink
            href={helpLink}
            target="_blank"
            variant={appearance === 'inverse' ? 'primary' : 'secondary'}
            size="sm"
            iconEnd={<ExternalLinkIcon />}
          >
            {t('get_in_touch')}
            <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
          </ButtonLink>
        )}
      </div>
    </aside>
  );
}
