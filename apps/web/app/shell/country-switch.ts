import { countrySwitchUrl, parseCountryHostAliases, type CountryForResolution } from '@brokkie/domain/country-resolution';

/**
 * Changing country (§4): a full page load on the other country's frontend domain, keeping the
 * path without its locale segment and the query. `hostAliases` is ShellData.config.countryHostAliases.
 */
export function switchCountry(target: CountryForResolution, hostAliases: string): void {
  window.location.assign(countrySwitchUrl(target, new URL(window.location.href), parseCountryHostAliases(hostAliases)));
}
