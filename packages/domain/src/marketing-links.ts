import { localeFromIsoCode, type Locale } from './locales.ts';

/**
 * Links to the marketing site (a separate WordPress site per country), used by the header, the
 * footer and the error page (§2).
 *
 * A link is https + the country's `wordpress_domain_name` + the language's `wordpress_slug` as a
 * prefix ('/' means none, '/fr-BE/' gives '/fr-BE') + the path from the table below. A language
 * without a path for a link gets '' and the link is not shown.
 *
 * The paths are ours to choose (the spec does not give them): THIS TABLE IS THE ONE PLACE TO
 * CHANGE THEM. One row per link; the columns are the marketing site's languages. Belgian Dutch
 * and Dutch share the `nl` column, Belgian French and French the `fr` column; the domain and the
 * slug keep the countries apart. Leave a column out to have no link in that language.
 * Labels are i18n keys `marketing_links.<name>`.
 */
export type MarketingLanguage = 'nl' | 'fr' | 'de' | 'en';

export const marketingLinkPaths = {
  home: { nl: '/', fr: '/', de: '/', en: '/' },
  our_concept: { nl: '/ons-concept/', fr: '/notre-concept/', de: '/unser-konzept/', en: '/our-concept/' },
  flexible_subscription: {
    nl: '/flexibel-abonnement/',
    fr: '/abonnement-flexible/',
    de: '/flexibles-abo/',
    en: '/flexible-subscription/',
  },
  our_app: { nl: '/onze-app/', fr: '/notre-application/', de: '/unsere-app/', en: '/our-app/' },
  pricing: { nl: '/prijzen/', fr: '/prix/', de: '/preise/', en: '/pricing/' },
  tailor_made_dog_food: {
    nl: '/hondenvoer-op-maat/',
    fr: '/croquettes-chien-sur-mesure/',
    de: '/hundefutter-nach-mass/',
    en: '/tailor-made-dog-food/',
  },
  tailor_made_cat_food: {
    nl: '/kattenvoer-op-maat/',
    fr: '/croquettes-chat-sur-mesure/',
    de: '/katzenfutter-nach-mass/',
    en: '/tailor-made-cat-food/',
  },
  puppy_food: { nl: '/puppyvoer/', fr: '/croquettes-chiot/', de: '/welpenfutter/', en: '/puppy-food/' },
  reviews: { nl: '/reviews/', fr: '/avis/', de: '/bewertungen/', en: '/reviews/' },
  help: { nl: '/hulp/', fr: '/aide/', de: '/hilfe/', en: '/help/' },
  blog: { nl: '/blog/', fr: '/blog/', de: '/blog/', en: '/blog/' },
  how_it_works: { nl: '/hoe-werkt-het/', fr: '/comment-ca-marche/', de: '/so-funktionierts/', en: '/how-it-works/' },
  breeder_program: { nl: '/kwekersprogramma/' },
  puppy_kit: { nl: '/puppypakket/', fr: '/kit-chiot/', de: '/welpenpaket/' },
  general_conditions: {
    nl: '/algemene-voorwaarden/',
    fr: '/conditions-generales/',
    de: '/agb/',
    en: '/general-conditions/',
  },
  privacy_policy: {
    nl: '/privacybeleid/',
    fr: '/politique-de-confidentialite/',
    de: '/datenschutz/',
    en: '/privacy-policy/',
  },
  healthy_dog_food: { nl: '/gezond-hondenvoer/', fr: '/croquettes-saines-chien/', de: '/gesundes-hundefutter/' },
  senior_dog_food: { nl: '/hondenvoer-senior/', fr: '/croquettes-chien-senior/', de: '/hundefutter-senior/' },
  digestive_dog_food: {
    nl: '/hondenvoer-gevoelige-spijsvertering/',
    fr: '/croquettes-chien-digestion-sensible/',
    de: '/hundefutter-empfindliche-verdauung/',
  },
  hypoallergenic_dog_food: {
    nl: '/hypoallergeen-hondenvoer/',
    fr: '/croquettes-hypoallergeniques-chien/',
    de: '/hypoallergenes-hundefutter/',
  },
  diet_dog_food: { nl: '/dieetvoer-hond/', fr: '/croquettes-light-chien/', de: '/diaetfutter-hund/' },
  dog_food_per_breed: { nl: '/hondenvoer-per-ras/', fr: '/croquettes-par-race/', de: '/hundefutter-nach-rasse/' },
  our_team: { nl: '/ons-team/', fr: '/notre-equipe/', de: '/unser-team/', en: '/our-team/' },
  career: { nl: '/vacatures/' },
  insurance: { nl: '/dierenverzekering/', fr: '/assurance-animaux/', de: '/tierversicherung/' },
  blog_health: { nl: '/blog/gezondheid/', fr: '/blog/sante/', de: '/blog/gesundheit/' },
  blog_food: { nl: '/blog/voeding/', fr: '/blog/alimentation/', de: '/blog/ernaehrung/' },
  blog_must_have: { nl: '/blog/must-haves/', fr: '/blog/indispensables/', de: '/blog/must-haves/' },
  blog_news: { nl: '/blog/nieuws/', fr: '/blog/actualites/', de: '/blog/neuigkeiten/' },
  blog_puppy: { nl: '/blog/puppy/', fr: '/blog/chiot/', de: '/blog/welpen/' },
} as const satisfies Record<string, Partial<Record<MarketingLanguage, string>>>;

export type MarketingLinkName = keyof typeof marketingLinkPaths;

export const marketingLinkNames = Object.keys(marketingLinkPaths) as MarketingLinkName[];

const columnByLocale: Record<Locale, MarketingLanguage> = {
  'nl-be': 'nl',
  nl: 'nl',
  'fr-be': 'fr',
  fr: 'fr',
  de: 'de',
  en: 'en',
};

/** The table column for a language `iso_code` ('nl-BE', 'fr', ...); languages not offered have none. */
export function marketingLanguageFor(isoCode: string): MarketingLanguage | undefined {
  const locale = localeFromIsoCode(isoCode);
  return locale ? columnByLocale[locale] : undefined;
}

export interface MarketingLinkContext {
  /** The country's `wordpress_domain_name`, e.g. 'www.brokkie.be'. */
  wordpressDomainName: string;
  /** The language's `wordpress_slug`: '/' for none, '/fr-BE/' for a prefix. */
  wordpressSlug: string;
  /** The language's `iso_code` (or a locale id): picks the table column. */
  isoCode: string;
}

/** The language prefix a slug stands for: '/' → '', '/fr-BE/' → '/fr-BE'. */
export function wordpressPrefix(slug: string): string {
  const trimmed = slug.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}

/**
 * The full URL of a marketing link, or '' when the language has no such page or the country has
 * no marketing domain (the empty country of an unknown host).
 */
export function marketingLink(name: MarketingLinkName, context: MarketingLinkContext): string {
  const language = marketingLanguageFor(context.isoCode);
  const paths: Partial<Record<MarketingLanguage, string>> = marketingLinkPaths[name];
  const path = language ? paths[language] : undefined;
  // Tolerate a domain stored with a scheme or a trailing slash; a doubled one would break the URL.
  const domain = context.wordpressDomainName.trim().replace(/^https?:\/\//i, '').replace(/\/+$/, '');
  if (!path || !domain) return '';
  return `https://${domain}${wordpressPrefix(context.wordpressSlug)}${path}`;
}

/** The i18n key of a link's label, e.g. `marketing_links.our_concept`. */
export function marketingLinkLabelKey(name: MarketingLinkName): string {
  return `marketing_links.${name}`;
}
