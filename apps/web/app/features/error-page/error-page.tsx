import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { localizePath, splitLocalePath, type Locale } from '@brokkie/domain/locales';
import { Button, ButtonLink } from '../../components/button.tsx';
import {
  AlertIcon,
  ArrowRightIcon,
  ExternalLinkIcon,
  HelpIcon,
  HomeIcon,
  LogInIcon,
  LogOutIcon,
  PawIcon,
  ReloadIcon,
  SettingsIcon,
  UserIcon,
} from '../../components/icons.tsx';
import { Logo, LogoMark } from '../../components/logo.tsx';
import { marketingUrl } from '../../components/marketing-url.ts';
import { SiteHeader } from '../../components/site-header.tsx';
import { SupportNotice } from '../../components/support-notice.tsx';
import { signOut } from '../../shell/sign-in-flows.ts';
import { useOptionalShellData, type ShellData } from '../../shell/shell-data.ts';
import { useErrorPageI18n } from './error-page-i18n.ts';
import { useFallbackCountry } from './use-fallback-country.ts';
import logoStyles from '../../components/logo.module.css';
import styles from './error-page.module.css';

export interface ErrorPageProps {
  status: number;
  message: string;
}

/**
 * The page for any fatal error (§2 "Error page"): the 503 maintenance screen, the 404 help with
 * links, or the generic screen with code and message. It must never fail itself: the root data
 * may be missing (the error may come from the root loader), so every piece of it is optional.
 * The document title comes from the root's `meta`.
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const shell = useOptionalShellData();
  const { pathname } = useLocation();
  const locale: Locale = shell?.locale ?? splitLocalePath(pathname).locale;
  const i18n = useErrorPageI18n(locale);
  return (
    <I18nextProvider i18n={i18n}>
      <ErrorPageContent status={status} message={message} shell={shell} locale={locale} />
    </I18nextProvider>
  );
}

interface ContentProps extends ErrorPageProps {
  shell: ShellData | undefined;
  locale: Locale;
}

function ErrorPageContent({ status, message, shell, locale }: ContentProps) {
  const { t } = useTranslation('error_page');
  const fallback = useFallbackCountry(!shell, locale);
  const country = shell?.country ?? fallback?.country ?? null;
  const language = shell?.language ?? fallback?.language ?? null;
  const signedIn = shell?.auth.signedIn ?? false;
  const maintenance = status === 503;
  const notFound = status === 404;
  const heading = maintenance ? t('maintenance.heading') : t('heading');
  // Without a marketing domain (unknown host or no data), the app's own home is the next best home.
  const homeUrl = marketingUrl('home', country, language) || localizePath('/', locale);
  const signinPath = localizePath('/signin', locale);

  const body = maintenance ? (
    <section className={styles.panel} aria-labelledby="error-heading">
      <Badge tone="sun" icon={<SettingsIcon size={44} />} />
      <h1 id="error-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={styles.lead}>{t('maintenance.text')}</p>
      <p>{t('maintenance.wait')}</p>
      <div className={styles.actions}>
        <Button size="lg" iconStart={<ReloadIcon />} onPress={() => window.location.reload()}>
          {t('maintenance.reload')}
        </Button>
      </div>
    </section>
  ) : (
    <>
      <section className={styles.panel} aria-labelledby="error-heading">
        {notFound ? <NotFoundBadge /> : <Badge tone="primary" icon={<AlertIcon size={44} />} />}
        <h1 id="error-heading" className={styles.heading}>
          {heading}
        </h1>
        {notFound ? (
          <NotFoundHelp country={country} language={language} homeUrl={homeUrl} signinPath={signinPath} />
        ) : (
          <p className={styles.lead}>{t('generic')}</p>
        )}

        <div className={styles.actions}>
          <ButtonLink href={homeUrl} size="lg" iconStart={<HomeIcon />}>
            {t('homepage')}
          </ButtonLink>
          {signedIn ? (
            // Logout ends on the localized sign-in page (§2).
            <Button variant="outline" size="lg" iconStart={<LogOutIcon />} onPress={() => void signOut(locale)}>
              {t('log_out')}
            </Button>
          ) : (
            <ButtonLink to={signinPath} variant="outline" size="lg" iconStart={<LogInIcon />}>
              {t('sign_in')}
            </ButtonLink>
          )}
        </div>

        {/* The code and message help support, not the visitor: closed until asked for. */}
        <details className={styles.details}>
          <summary className={styles.summary}>{t('technical_details')}</summary>
          <div className={styles.detailsBody}>
            <p>{t('code', { code: status })}</p>
            <p>{t('message', { message })}</p>
          </div>
        </details>
      </section>
      <SupportNotice country={country} language={language} />
    </>
  );

  // The site header helps a lost visitor on; the footer is left out, as the page already shows
  // the support notice the footer would repeat.
  const withSiteChrome = !!shell && !maintenance;
  return (
    <div className={styles.page}>
      {withSiteChrome ? (
        <SiteHeader country={country} language={language} locale={locale} signedIn={signedIn} />
      ) : (
        <header className={styles.bar}>
          <div className="container">
            <Link to={localizePath('/', locale)} className={logoStyles.homeLink} aria-label={t('layout:home_link')}>
              <Logo size="sm" />
            </Link>
          </div>
        </header>
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.stack}>{body}</div>
      </main>
    </div>
  );
}

function Badge({ tone, icon }: { tone: 'sun' | 'primary'; icon: ReactNode }) {
  return (
    <div className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
      {icon}
    </div>
  );
}

/** "404" with the Brokkie paw as its zero: friendly, and readable at a glance. */
function NotFoundBadge() {
  return (
    <div className={styles.code404} aria-hidden="true">
      <span>4</span>
      <LogoMark className={styles.code404Mark} />
      <span>4</span>
    </div>
  );
}

function NotFoundHelp({
  country,
  language,
  homeUrl,
  signinPath,
}: {
  country: ShellData['country'];
  language: ShellData['language'];
  homeUrl: string;
  signinPath: string;
}) {
  const { t } = useTranslation('error_page');
  const links: { key: string; label: string; href?: string; to?: string; icon: ReactNode; external?: boolean }[] = [
    { key: 'home', label: t('not_found.links.home'), href: homeUrl, icon: <HomeIcon /> },
    { key: 'dog', label: t('not_found.links.dog_food'), href: marketingUrl('tailor_made_dog_food', country, language), icon: <PawIcon /> },
    { key: 'cat', label: t('not_found.links.cat_food'), href: marketingUrl('tailor_made_cat_food', country, language), icon: <PawIcon /> },
    { key: 'account', label: t('not_found.links.my_account'), to: signinPath, icon: <UserIcon /> },
    { key: 'help', label: t('not_found.links.help'), href: language?.zendesk_link, icon: <HelpIcon />, external: true },
  ];
  return (
    <div className={styles.help}>
      <p className={styles.lead}>{t('not_found.intro')}</p>
      <ul className={styles.hints}>
        <li>{t('not_found.hint_typo')}</li>
        <li>{t('not_found.hint_expired')}</li>
      </ul>
      <h2 className={styles.subheading}>{t('not_found.links_intro')}</h2>
      <ul className={styles.links}>
        {links
          .filter((link) => link.href || link.to)
          .map((link) => {
            const content = (
              <>
                <span className={styles.linkIcon}>{link.icon}</span>
                <span className={styles.linkLabel}>{link.label}</span>
                {link.external ? <ExternalLinkIcon size={18} /> : <ArrowRightIcon size={18} />}
              </>
            );
            return (
              <li key={link.key}>
                {link.to ? (
                  <Link className={styles.link} to={link.to}>
                    {content}
                  </Link>
                ) : (
                  <a className={styles.link} href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    {content}
                    {link.external && <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>}
                  </a>
                )}
              </li>
            );
          })}
      </ul>
    </div>
  );
}
