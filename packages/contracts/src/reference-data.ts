import { z } from 'zod';
import { paginated } from './pagination.ts';

/** Language (§3). `iso_code` as stored (e.g. `fr-BE`); lower-cased for locale use. */
export const language = z.object({
  id: z.number().int(),
  url: z.string().describe('Hyperlink, shape /language/{id}/'),
  name: z.string(),
  iso_code: z.string(),
  wordpress_slug: z.string().describe("Marketing-site path prefix; '/' means no prefix"),
  zendesk_link: z.string().describe('Help-centre link'),
});
export type Language = z.infer<typeof language>;

/** Country (§3). Times are `HH:MM:SS`; display the first 5 characters. */
export const country = z.object({
  id: z.number().int(),
  url: z.string().describe('Hyperlink, shape /country/{id}/'),
  name: z.string(),
  short_name: z.string(),
  default_language: z.string().describe('url of a language'),
  default_language_code: z.string(),
  language_codes: z.array(z.string()),
  languages: z.array(z.string()).describe('urls of the offered languages'),
  shipping_days: z.number().int(),
  support_email: z.string(),
  support_phone: z.string(),
  telephone_code: z.string(),
  working_hours_start: z.string(),
  working_hours_end: z.string(),
  frontend_domain_name: z.string(),
  wordpress_domain_name: z.string(),
  facebook_link: z.string(),
  instagram_link: z.string(),
  tiktok_link: z.string(),
  youtube_link: z.string(),
});
export type Country = z.infer<typeof country>;

export const countryList = paginated(country);
export const languageList = paginated(language);
