import type { Database } from '@brokkie/db/client';
import {
  findCountry,
  findLanguage,
  listCountries,
  listLanguages,
  type CountryRow,
  type LanguageRow,
} from '@brokkie/db/reference-data-queries';
import type { Country, Language } from '@brokkie/contracts/reference-data';
import { resourceUrl } from '@brokkie/contracts/resource-url';
import type { PageWindow } from '../../lib/pagination.ts';

export async function countryPage(db: Database, window: PageWindow): Promise<{ count: number; results: Country[] }> {
  const page = await listCountries(db, window);
  return { count: page.count, results: page.rows.map(toCountry) };
}

export async function countryById(db: Database, id: number): Promise<Country | undefined> {
  const row = await findCountry(db, id);
  return row && toCountry(row);
}

export async function languagePage(db: Database, window: PageWindow): Promise<{ count: number; results: Language[] }> {
  const page = await listLanguages(db, window);
  return { count: page.count, results: page.rows.map(toLanguage) };
}

export async function languageById(db: Database, id: number): Promise<Language | undefined> {
  const row = await findLanguage(db, id);
  return row && toLanguage(row);
}

export function toLanguage(row: LanguageRow): Language {
  return {
    id: row.id,
    url: resourceUrl('language', row.id),
    name: row.name,
    iso_code: row.isoCode,
    wordpress_slug: row.wordpressSlug,
    zendesk_link: row.zendeskLink,
  };
}

export function toCountry(row: CountryRow): Country {
  return {
    id: row.id,
    url: resourceUrl('country', row.id),
    name: row.name,
    short_name: row.shortName,
    default_language: resourceUrl('language', row.defaultLanguage.id),
    default_language_code: row.defaultLanguage.isoCode,
    language_codes: row.languages.map((language) => language.isoCode),
    languages: row.languages.map((language) => resourceUrl('language', language.id)),
    shipping_days: row.shippingDays,
    support_email: row.supportEmail,
    support_phone: row.supportPhone,
    telephone_code: row.telephoneCode,
    working_hours_start: row.workingHoursStart,
    working_hours_end: row.workingHoursEnd,
    frontend_domain_name: row.frontendDomainName,
    wordpress_domain_name: row.wordpressDomainName,
    facebook_link: row.facebookLink,
    instagram_link: row.instagramLink,
    tiktok_link: row.tiktokLink,
    youtube_link: row.youtubeLink,
  };
}
