import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { countryLocales } from '@brokkie/domain/country-resolution';
import { localizePath, splitLocalePath, type Locale } from '@brokkie/domain/locales';
import type { Country } from '@brokkie/contracts/reference-data';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';
import { MenuButton } from './menu-button.tsx';
import styles from './language-switcher.module.css';

/** The same page in `locale`, keeping the query (marketing parameters must survive). */
export function pathInLocale(pathname: string, search: string, locale: Locale): string {
  return `${localizePath(splitLocalePath(pathname).rest, locale)}${search}`;
}

export interface LanguageSwitcherProps {
  country: Country | null;
  locale: Locale;
  /** `inverse` on dark backgrounds. */
  tone?: 'default' | 'inverse';
}

/**
 * Offers the current page in the other languages of the visitor's country. A full page load on
 * purpose: the new locale is then set up by the server (cookie, <html lang>, catalogs) in one go.
 * Hidden when the country offers a single language.
 */
export function LanguageSwitcher({ country, locale, tone = 'default' }: LanguageSwitcherProps) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const offered = countryLocales(country);
  if (offered.length < 2) return null;
  return (
    <MenuButton
      label={t('language.choose', { current: t(`language.names.${locale}`) })}
      menuLabel={t('language.menu')}
      placement="bottom end"
      tone={tone}
      options={offered.map((option) => ({
        id: option,
        label: t(`language.names.${option}`),
        href: pathInLocale(pathname, search, option),
        lang: option,
        isCurrent: option === locale,
      }))}
    >
      <GlobeIcon size={18} />
      <span className={styles.code}>{t(`language.short.${locale}`)}</span>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </MenuButton>
  );
}
