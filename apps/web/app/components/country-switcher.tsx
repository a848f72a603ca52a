import { useTranslation } from 'react-i18next';
import type { Country } from '@brokkie/contracts/reference-data';
import { switchCountry } from '../shell/country-switch.ts';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';
import { MenuButton } from './menu-button.tsx';
import styles from './language-switcher.module.css';

export interface CountrySwitcherProps {
  country: Country | null;
  countries: Country[];
  /** ShellData.config.countryHostAliases: where each country lives on a local machine. */
  hostAliases: string;
  tone?: 'default' | 'inverse';
}

/**
 * Moves the visit to another country's site (§4): a full page load on that country's domain,
 * keeping the page and the query. Country names come from the catalogs so they read in the
 * visitor's language; the API's name is the fallback for a country the catalogs do not know.
 */
export function CountrySwitcher({ country, countries, hostAliases, tone = 'default' }: CountrySwitcherProps) {
  const { t } = useTranslation('layout');
  if (countries.length < 2) return null;
  const nameOf = (c: Country) => t(`country.names.${c.short_name.toUpperCase()}`, { defaultValue: c.name });
  const current = country ? nameOf(country) : t('country.none');
  return (
    <MenuButton
      label={t('country.choose', { current })}
      menuLabel={t('country.menu')}
      placement="top start"
      tone={tone}
      options={countries.map((option) => ({
        id: option.short_name,
        label: nameOf(option),
        isCurrent: option.short_name === country?.short_name,
      }))}
      onAction={(key) => {
        const target = countries.find((c) => c.short_name === key);
        if (target && target.short_name !== country?.short_name) switchCountry(target, hostAliases);
      }}
    >
      <GlobeIcon size={18} />
      <span>{current}</span>
      <ChevronDownIcon size={16} className={styles.chevron} />
    </MenuButton>
  );
}
