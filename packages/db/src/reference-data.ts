/**
 * The one seed file of reference data (§3): the nine languages and the four countries.
 * Values the spec gives (short names, offered languages, shipping days, hours, phone codes,
 * fr-BE's slug) are verbatim; the rest (domains, support contacts, social links, help-centre
 * links, other slugs) are our plausible choices, kept here so they are changed in one place.
 *
 * Order matters: on a fresh database ids follow it (language nl = 1 … fr = 9; BE = 1 … DE = 4),
 * and a country's first language is its default (§3).
 */

export interface LanguageSeed {
  isoCode: string;
  /** Native name, as a language picker shows it. */
  name: string;
  /** Marketing-site path prefix; '/' means no prefix (the language the site's domain speaks). */
  wordpressSlug: string;
  /** Help-centre (Zendesk) home in that language. */
  zendeskLink: string;
}

export interface CountrySeed {
  shortName: string;
  name: string;
  /** iso codes of the offered languages; the first is the default. */
  languages: readonly [string, ...string[]];
  shippingDays: number;
  supportEmail: string;
  supportPhone: string;
  telephoneCode: string;
  /** HH:MM:SS */
  workingHoursStart: string;
  workingHoursEnd: string;
  frontendDomainName: string;
  wordpressDomainName: string;
  facebookLink: string;
  instagramLink: string;
  tiktokLink: string;
  youtubeLink: string;
}

const helpCentre = 'https://help.brokkie.com/hc';

export const languageSeeds: readonly LanguageSeed[] = [
  { isoCode: 'nl', name: 'Nederlands', wordpressSlug: '/', zendeskLink: `${helpCentre}/nl` },
  { isoCode: 'it', name: 'Italiano', wordpressSlug: '/it/', zendeskLink: `${helpCentre}/it` },
  { isoCode: 'es', name: 'Español', wordpressSlug: '/es/', zendeskLink: `${helpCentre}/es` },
  { isoCode: 'en', name: 'English', wordpressSlug: '/en/', zendeskLink: `${helpCentre}/en-gb` },
  { isoCode: 'de', name: 'Deutsch', wordpressSlug: '/', zendeskLink: `${helpCentre}/de` },
  { isoCode: 'fr-BE', name: 'Français (Belgique)', wordpressSlug: '/fr-BE/', zendeskLink: `${helpCentre}/fr-be` },
  { isoCode: 'nl-BE', name: 'Nederlands (België)', wordpressSlug: '/', zendeskLink: `${helpCentre}/nl-be` },
  { isoCode: 'da', name: 'Dansk', wordpressSlug: '/da/', zendeskLink: `${helpCentre}/da` },
  { isoCode: 'fr', name: 'Français', wordpressSlug: '/', zendeskLink: `${helpCentre}/fr` },
];

export const countrySeeds: readonly CountrySeed[] = [
  {
    shortName: 'BE',
    name: 'Belgium',
    languages: ['nl-BE', 'fr-BE', 'en'],
    shippingDays: 1,
    supportEmail: 'help@brokkie.be',
    supportPhone: '+32 9 296 45 10',
    telephoneCode: '+32',
    workingHoursStart: '08:00:00',
    workingHoursEnd: '18:00:00',
    frontendDomainName: 'app.brokkie.be',
    wordpressDomainName: 'www.brokkie.be',
    facebookLink: 'https://www.facebook.com/brokkie.be',
    instagramLink: 'https://www.instagram.com/brokkie.be/',
    tiktokLink: 'https://www.tiktok.com/@brokkie.be',
    youtubeLink: 'https://www.youtube.com/@brokkie',
  },
  {
    shortName: 'NL',
    name: 'Netherlands',
    languages: ['nl', 'en'],
    shippingDays: 1,
    supportEmail: 'help@brokkie.nl',
    supportPhone: '+31 20 808 45 10',
    telephoneCode: '+31',
    workingHoursStart: '08:00:00',
    workingHoursEnd: '18:00:00',
    frontendDomainName: 'app.brokkie.nl',
    wordpressDomainName: 'www.brokkie.nl',
    facebookLink: 'https://www.facebook.com/brokkie.nl',
    instagramLink: 'https://www.instagram.com/brokkie.nl/',
    tiktokLink: 'https://www.tiktok.com/@brokkie.nl',
    youtubeLink: 'https://www.youtube.com/@brokkie',
  },
  {
    shortName: 'FR',
    name: 'France',
    languages: ['fr', 'en'],
    shippingDays: 3,
    supportEmail: 'aide@brokkie.fr',
    supportPhone: '+33 1 84 80 45 10',
    telephoneCode: '+33',
    workingHoursStart: '09:00:00',
    workingHoursEnd: '17:00:00',
    frontendDomainName: 'app.brokkie.fr',
    wordpressDomainName: 'www.brokkie.fr',
    facebookLink: 'https://www.facebook.com/brokkie.fr',
    instagramLink: 'https://www.instagram.com/brokkie.fr/',
    tiktokLink: 'https://www.tiktok.com/@brokkie.fr',
    youtubeLink: 'https://www.youtube.com/@brokkie',
  },
  {
    shortName: 'DE',
    name: 'Germany',
    languages: ['de', 'en'],
    shippingDays: 2,
    supportEmail: 'hilfe@brokkie.de',
    supportPhone: '+49 30 3080 4510',
    telephoneCode: '+49',
    workingHoursStart: '09:00:00',
    workingHoursEnd: '16:00:00',
    frontendDomainName: 'app.brokkie.de',
    wordpressDomainName: 'www.brokkie.de',
    facebookLink: 'https://www.facebook.com/brokkie.de',
    instagramLink: 'https://www.instagram.com/brokkie.de/',
    tiktokLink: 'https://www.tiktok.com/@brokkie.de',
    youtubeLink: 'https://www.youtube.com/@brokkie',
  },
];
