import { useTranslation } from 'react-i18next';
import type { MarketingLinkName } from '@brokkie/domain/marketing-links';
import type { Country, Language } from '@brokkie/contracts/reference-data';
import { CookieSettingsLink } from '../features/consent/cookie-settings-link.tsx';
import { CountrySwitcher } from './country-switcher.tsx';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { marketingUrl } from './marketing-url.ts';
import { SupportNotice } from './support-notice.tsx';
import styles from './site-footer.module.css';

const columns: { heading: string; links: MarketingLinkName[] }[] = [
  {
    heading: 'footer.our_food',
    links: ['tailor_made_dog_food', 'tailor_made_cat_food', 'puppy_food', 'puppy_kit', 'pricing', 'flexible_subscription'],
  },
  { heading: 'footer.about', links: ['our_concept', 'how_it_works', 'our_team', 'reviews', 'blog', 'career', 'breeder_program'] },
  { heading: 'footer.service', links: ['help', 'our_app', 'insurance', 'general_conditions', 'privacy_policy'] },
];

export interface SiteFooterProps {
  country: Country | null;
  language: Language | null;
  /** Every country, for the country switch; none (the error page without data) hides it. */
  countries?: Country[];
  hostAliases?: string;
}

/** The default footer: marketing links, the country's social channels and the support notice. */
export function SiteFooter({ country, language, countries = [], hostAliases = '' }: SiteFooterProps) {
  const { t } = useTranslation('layout');
  const socials = [
    { key: 'facebook', href: country?.facebook_link, icon: <FacebookIcon /> },
    { key: 'instagram', href: country?.instagram_link, icon: <InstagramIcon /> },
    { key: 'tiktok', href: country?.tiktok_link, icon: <TiktokIcon /> },
    { key: 'youtube', href: country?.youtube_link, icon: <YoutubeIcon /> },
  ].filter((social) => social.href);

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <Logo tone="inverse" />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          {socials.length > 0 && (
            <ul className={styles.socials} aria-label={t('footer.follow_us')}>
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    className={styles.social}
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`footer.social.${social.key}`)} ${t('common:opens_in_new_tab')}`}
                  >
                    {social.icon}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        {columns.map((column) => {
          const links = column.links.map((name) => ({ name, href: marketingUrl(name, country, language) })).filter((link) => link.href);
          if (links.length === 0) return null;
          return (
            <nav key={column.heading} className={styles.column} aria-label={t(column.heading)}>
              <h2 className={styles.heading}>{t(column.heading)}</h2>
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.name}>
                    <a href={link.href}>{t(`marketing_links:${link.name}`)}</a>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}

        <div className={styles.support}>
          <SupportNotice country={country} language={language} appearance="inverse" />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <CookieSettingsLink />
        <CountrySwitcher country={country} countries={countries} hostAliases={hostAliases} tone="inverse" />
      </div>
    </footer>
  );
}
