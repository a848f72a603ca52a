import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@brokkie/domain/locales';
import { HelpIcon } from '../components/icons.tsx';
import { Logo } from '../components/logo.tsx';
import { marketingUrl } from '../components/marketing-url.ts';
import { ToastProvider } from '../components/toast.tsx';
import { CookieSettingsLink } from '../features/consent/cookie-settings-link.tsx';
import { useShellData } from '../shell/shell-data.ts';
import headerStyles from '../components/header-bar.module.css';
import logoStyles from '../components/logo.module.css';
import styles from './light-header-layout.module.css';

/**
 * §2 "light header" layout for the focused sign-up and checkout funnel: only the logo and a way
 * to help, so nothing pulls the customer out of the flow.
 */
export default function LightHeaderLayout() {
  const { t } = useTranslation('layout');
  const { country, language, locale } = useShellData();
  const helpUrl = language?.zendesk_link || marketingUrl('help', country, language);
  const conditions = marketingUrl('general_conditions', country, language);
  const privacy = marketingUrl('privacy_policy', country, language);
  return (
    <ToastProvider>
      <header className={headerStyles.header}>
        <a href="#main" className="skip-link">
          {t('skip_to_content')}
        </a>
        <div className={`container ${headerStyles.bar}`}>
          <Link to={localizePath('/', locale)} className={logoStyles.homeLink} aria-label={t('home_link')}>
            <Logo size="sm" />
          </Link>
          {helpUrl && (
            <a className={headerStyles.help} href={helpUrl} target="_blank" rel="noopener noreferrer">
              <HelpIcon size={20} />
              <span>{t('nav.help')}</span>
              <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
            </a>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <div className={`container ${styles.footerBar}`}>
          <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
          <ul className={styles.footerLinks}>
            {conditions && (
              <li>
                <a href={conditions}>{t('marketing_links:general_conditions')}</a>
              </li>
            )}
            {privacy && (
              <li>
                <a href={privacy}>{t('marketing_links:privacy_policy')}</a>
              </li>
            )}
            <li>
              <CookieSettingsLink className={styles.cookieSettings} />
            </li>
          </ul>
        </div>
      </footer>
    </ToastProvider>
  );
}
