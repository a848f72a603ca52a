import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Country } from '@brokkie/contracts/reference-data';
import { switchCountry } from '../shell/country-switch.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons.tsx';
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
    <MenuTrigger>
      <AriaButton className={`${styles.trigger} ${styles[tone]}`} aria-label={t('country.choose', { current })}>
        <GlobeIcon size={18} />
        <span>{current}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </AriaButton>
      <Popover className={styles.popover} placement="top start" offset={8}>
        <Menu
          className={styles.menu}
          aria-label={t('country.menu')}
          onAction={(key) => {
            const target = countries.find((c) => c.short_name === key);
            if (target && target.short_name !== country?.short_name) switchCountry(target, hostAliases);
          }}
        >
          {countries.map((option) => (
            <MenuItem key={option.short_name} id={option.short_name} className={styles.item} textValue={nameOf(option)}>
              <span>{nameOf(option)}</span>
              {option.short_name === country?.short_name && <CheckIcon size={18} />}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
