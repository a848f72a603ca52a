import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '@brokkie/domain/locales';
import type { MarketingLinkName } from '@brokkie/domain/marketing-links';
import type { Country, Language } from '@brokkie/contracts/reference-data';
import { ButtonLink } from './button.tsx';
import { ArrowRightIcon, LogInIcon, MenuIcon, UserIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { marketingUrl } from './marketing-url.ts';
import { Sheet } from './sheet.tsx';
import logoStyles from './logo.module.css';
import styles from './site-header.module.css';

export interface SiteHeaderProps {
  country: Country | null;
  language: Language | null;
  locale: Locale;
  signedIn: boolean;
}

/** Marketing pages in the header, with short labels of our own; the mobile menu adds more. */
const primaryLinks: { name: MarketingLinkName; label: string }[] = [
  { name: 'how_it_works', label: 'nav.how_it_works' },
  { name: 'tailor_made_dog_food', label: 'nav.dogs' },
  { name: 'tailor_made_cat_food', label: 'nav.cats' },
  { name: 'pricing', label: 'nav.pricing' },
];
const moreLinks: MarketingLinkName[] = ['reviews', 'our_concept', 'puppy_food', 'flexible_subscription', 'our_app', 'blog'];

/** The default header (§2 "default header" layout): logo, marketing navigation, language, account. */
export function SiteHeader({ country, language, locale, signedIn }: SiteHeaderProps) {
  const { t } = useTranslation('layout');
  const helpUrl = language?.zendesk_link || marketingUrl('help', country, language);
  const primary = primaryLinks.map((link) => ({ ...link, href: marketingUrl(link.name, country, language) })).filter((link) => link.href);
  const more = moreLinks.map((name) => ({ name, href: marketingUrl(name, country, language) })).filter((link) => link.href);

  const account = signedIn ? (
    <ButtonLink to={localizePath('/dashboard', locale)} variant="secondary" size="sm" iconStart={<UserIcon />}>
      {t('my_account')}
    </ButtonLink>
  ) : (
    <ButtonLink to={localizePath('/signin', locale)} variant="outline" size="sm" iconStart={<LogInIcon />}>
      {t('sign_in')}
    </ButtonLink>
  );

  return (
    <header className={styles.header}>
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <div className={`container ${styles.bar}`}>
        <Link to={localizePath('/', locale)} className={`${logoStyles.homeLink} ${styles.brand}`} aria-label={t('home_link')}>
          <Logo />
        </Link>

        {(primary.length > 0 || helpUrl) && (
          <nav className={styles.nav} aria-label={t('main_navigation')}>
            <ul className={styles.navList}>
              {primary.map((link) => (
                <li key={link.name}>
                  <a className={styles.navLink} href={link.href}>
                    {t(link.label)}
                  </a>
                </li>
              ))}
              {helpUrl && (
                <li>
                  <a className={styles.navLink} href={helpUrl}>
                    {t('nav.help')}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        )}

        <div className={styles.actions}>
          <LanguageSwitcher country={country} locale={locale} />
          <span className={styles.account}>{account}</span>
          <Sheet
            title={t('menu')}
            trigger={
              <button type="button" className={styles.menuButton} aria-label={t('open_menu')}>
                <MenuIcon size={22} />
              </button>
            }
          >
            <nav aria-label={t('main_navigation')}>
              <ul className={styles.sheetList}>
                {[
                  ...primary.map((link) => ({ key: link.name, href: link.href, label: t(link.label) })),
                  ...more.map((link) => ({ key: link.name, href: link.href, label: t(`marketing_links:${link.name}`) })),
                  ...(helpUrl ? [{ key: 'help', href: helpUrl, label: t('nav.help') }] : []),
                ].map((item) => (
                  <li key={item.key}>
                    <a className={styles.sheetLink} href={item.href}>
                      <span>{item.label}</span>
                      <ArrowRightIcon size={18} />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.sheetAccount}>
              {signedIn ? (
                <ButtonLink to={localizePath('/dashboard', locale)} variant="secondary" fullWidth iconStart={<UserIcon />}>
                  {t('my_account')}
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to={localizePath('/signup', locale)} variant="primary" fullWidth>
                    {t('get_started')}
                  </ButtonLink>
                  <ButtonLink to={localizePath('/signin', locale)} variant="outline" fullWidth iconStart={<LogInIcon />}>
                    {t('sign_in')}
                  </ButtonLink>
                </>
              )}
            </div>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
