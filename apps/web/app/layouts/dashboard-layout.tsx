import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, splitLocalePath, type Locale } from '@brokkie/domain/locales';
import {
  BowlIcon,
  CardIcon,
  GiftIcon,
  HeartPulseIcon,
  HelpIcon,
  HomeIcon,
  LogOutIcon,
  MenuIcon,
  PawIcon,
  ReceiptIcon,
  RepeatIcon,
  ShareIcon,
  UserIcon,
} from '../components/icons.tsx';
import { LanguageSwitcher } from '../components/language-switcher.tsx';
import { Logo } from '../components/logo.tsx';
import { marketingUrl } from '../components/marketing-url.ts';
import { Sheet } from '../components/sheet.tsx';
import { SupportNotice } from '../components/support-notice.tsx';
import { ToastProvider } from '../components/toast.tsx';
import { CookieSettingsLink } from '../features/consent/cookie-settings-link.tsx';
import { signOut } from '../shell/sign-in-flows.ts';
import { useShellData } from '../shell/shell-data.ts';
import headerStyles from '../components/header-bar.module.css';
import logoStyles from '../components/logo.module.css';
import styles from './dashboard-layout.module.css';

interface AppNavItem {
  key: string;
  path: string;
  icon: ReactNode;
  /** Only an exact match is the current page (the dashboard home contains the others). */
  end?: boolean;
  /** Shown in the mobile bottom bar; the rest are under "More". */
  inBottomBar?: boolean;
}

const appNavigation: AppNavItem[] = [
  { key: 'dashboard', path: '/dashboard', icon: <HomeIcon />, end: true, inBottomBar: true },
  { key: 'subscription', path: '/dashboard/subscription-settings', icon: <RepeatIcon /> },
  { key: 'mealplan', path: '/dashboard/mealplan', icon: <BowlIcon />, inBottomBar: true },
  { key: 'extras', path: '/dashboard/extras', icon: <GiftIcon />, inBottomBar: true },
  { key: 'pets', path: '/dashboard/pets', icon: <PawIcon />, inBottomBar: true },
  { key: 'order_history', path: '/dashboard/order-history', icon: <ReceiptIcon /> },
  { key: 'payment_methods', path: '/dashboard/payment-methods', icon: <CardIcon /> },
  { key: 'e_health', path: '/e-health', icon: <HeartPulseIcon /> },
  { key: 'share', path: '/dashboard/share', icon: <ShareIcon /> },
  { key: 'profile', path: '/dashboard/profile', icon: <UserIcon /> },
];

/**
 * Whether the item is the page shown, whatever locale prefix its address has: an alias prefix
 * (`/nl-be/…`, `/be-fr/…`) shows the same page as the canonical address the link goes to.
 */
function useCurrentItem(): (item: AppNavItem) => boolean {
  const { rest } = splitLocalePath(useLocation().pathname);
  const page = rest.length > 1 ? rest.replace(/\/$/, '') : rest;
  return (item) => page === item.path || (!item.end && page.startsWith(`${item.path}/`));
}

function NavItems({ locale, className, onNavigate }: { locale: Locale; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('layout');
  const isCurrent = useCurrentItem();
  return (
    <ul className={className}>
      {appNavigation.map((item) => (
        <li key={item.key}>
          <Link
            to={localizePath(item.path, locale)}
            aria-current={isCurrent(item) ? 'page' : undefined}
            className={[styles.navLink, isCurrent(item) && styles.active].filter(Boolean).join(' ')}
            onClick={onNavigate}
          >
            <span className={styles.navIcon}>{item.icon}</span>
            <span>{t(`app_nav.${item.key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * §2 "dashboard" layout of the customer's account: the app navigation as a sidebar on wide
 * screens, as a bottom bar (plus a "More" sheet) on phones.
 */
export default function DashboardLayout() {
  const { t } = useTranslation('layout');
  const { country, language, locale } = useShellData();
  const isCurrent = useCurrentItem();
  const helpUrl = language?.zendesk_link || marketingUrl('help', country, language);

  return (
    <ToastProvider>
      <div className={styles.shell}>
        <a href="#main" className="skip-link">
          {t('skip_to_content')}
        </a>
        <header className={styles.topbar}>
          <Link to={localizePath('/dashboard', locale)} className={logoStyles.homeLink} aria-label={t('dashboard_home_link')}>
            <Logo size="sm" />
          </Link>
          <div className={styles.topActions}>
            <LanguageSwitcher country={country} locale={locale} />
            {helpUrl && (
              <a className={headerStyles.help} href={helpUrl} target="_blank" rel="noopener noreferrer">
                <HelpIcon size={20} />
                <span className={styles.helpLabel}>{t('nav.help')}</span>
                <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
              </a>
            )}
            {/* Logout ends on the localized sign-in page (§2). */}
            <button type="button" className={styles.logout} aria-label={t('auth:logout')} onClick={() => void signOut(locale)}>
              <LogOutIcon size={20} />
              <span className={styles.helpLabel}>{t('auth:logout')}</span>
            </button>
          </div>
        </header>

        <nav className={styles.sidebar} aria-label={t('app_navigation')}>
          <NavItems locale={locale} className={styles.navList} />
          <div className={styles.sidebarSupport}>
            <SupportNotice country={country} language={language} appearance="compact" />
            <CookieSettingsLink className={styles.cookieSettings} />
          </div>
        </nav>

        <main id="main" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>

        <nav className={styles.bottomBar} aria-label={t('app_navigation')}>
          <ul className={styles.bottomList}>
            {appNavigation
              .filter((item) => item.inBottomBar)
              .map((item) => (
                <li key={item.key}>
                  <Link
                    to={localizePath(item.path, locale)}
                    aria-current={isCurrent(item) ? 'page' : undefined}
                    className={[styles.bottomLink, isCurrent(item) && styles.active].filter(Boolean).join(' ')}
                  >
                    {item.icon}
                    <span>{t(`app_nav.${item.key}`)}</span>
                  </Link>
                </li>
              ))}
            <li>
              <Sheet
                title={t('app_navigation')}
                side="bottom"
                trigger={
                  <button type="button" className={styles.bottomLink}>
                    <MenuIcon />
                    <span>{t('more')}</span>
                  </button>
                }
              >
                {(close) => (
                  <>
                    <NavItems locale={locale} className={styles.sheetNavList} onNavigate={close} />
                    <div className={styles.sheetSupport}>
                      <SupportNotice country={country} language={language} />
                      <CookieSettingsLink className={styles.cookieSettings} onOpen={close} />
                    </div>
                  </>
                )}
              </Sheet>
            </li>
          </ul>
        </nav>
      </div>
    </ToastProvider>
  );
}
