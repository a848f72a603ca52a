import { z } from 'zod';
import { paginated } from './pagination.ts';

const timeOfDay = z.string().regex(/^\d{2}:\d{2}:\d{2}$/).describe('HH:MM:SS; display the first 5 characters');

/** Language (§3). `iso_code` as stored (e.g. `fr-BE`); lower-cased for locale use. */
export const language = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /language/{id}/'),
    name: z.string().describe('Native name, e.g. Nederlands (België)'),
    iso_code: z.string().describe('e.g. nl-BE, en; lower-cased for locale use'),
    wordpress_slug: z.string().describe("Marketing-site path prefix; '/' means no prefix"),
    zendesk_link: z.string().describe('Help-centre link'),
  })
  .meta({ id: 'Language' });
export type Language = z.infer<typeof language>;

/** Country (§3). Times are `HH:MM:SS`; display the first 5 characters. */
export const country = z
  .object({
    id: z.number().int(),
    url: z.string().describe('Hyperlink, shape /country/{id}/'),
    name: z.string(),
    short_name: z.string().describe('ISO 3166-1 alpha-2, e.g. BE'),
    default_language: z.string().describe('url of a language'),
    default_language_code: z.string().describe('iso_code of the default language'),
    language_codes: z.array(z.string()).describe('iso_codes of the offered languages, default first'),
    languages: z.array(z.string()).describe('urls of the offered languages, default first'),
    shipping_days: z.number().int(),
    support_email: z.string(),
    support_phone: z.string(),
    telephone_code: z.string().describe('e.g. +32'),
    working_hours_start: timeOfDay,
    working_hours_end: timeOfDay,
    frontend_domain_name: z.string().describe('Host of the web app, e.g. app.brokkie.be'),
    wordpress_domain_name: z.string().describe('Host of the marketing site, e.g. www.brokkie.be'),
    facebook_link: z.string(),
    instagram_link: z.string(),
    tiktok_link: z.string(),
    youtube_link: z.string(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof country>;

export const countryList = paginated(country).meta({ id: 'CountryList' });
export const languageList = paginated(language).meta({ id: 'LanguageList' });
