import type { Locale } from '@brokkie/domain/locales';

/**
 * One word for one thing, per language: the word the catalogs use for each of these, and the
 * words that name the same thing and must not appear (whole words, any case). The catalog test
 * (packages/i18n/test/glossary.test.ts) reads every text of every locale against it.
 */
export interface GlossaryTerm {
  /** The thing, in English. */
  concept: string;
  /** The word to use. */
  use: string;
  /** Words for the same thing that the catalogs must not use. */
  avoid: RegExp[];
  /** Keys whose text the specification quotes word for word (§8): they keep its words. */
  quoted?: string[];
}

// A word boundary that knows accented letters: \b would split 'déconnecter' after 'd'.
const word = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'iu');

const english: GlossaryTerm[] = [
  {
    concept: 'sign in',
    use: 'sign in',
    avoid: [word('log(?:ged|ging)? ?in(?:to)?'), word('login')],
    quoted: ['auth.errors.email_already_in_use', 'auth.errors.email_already_in_use_link'],
  },
  // The specification says 'Log out' next to 'Sign in' (§2): every page says log out.
  { concept: 'log out', use: 'log out', avoid: [word('sign(?:ed|ing)?[ -]?out')] },
  { concept: 'payment method', use: 'payment method', avoid: [word('payment (?:option|mean|type)s?'), word('method of payment')] },
  { concept: 'extras', use: 'extras', avoid: [word('add-?ons?'), word('cross-?sells?')] },
  { concept: 'very active', use: 'very active', avoid: [word('highly active'), word('extremely active')] },
  { concept: 'bag', use: 'bag', avoid: [word('sacs?'), word('sacks?')] },
];

const dutchBelgium: GlossaryTerm[] = [
  {
    concept: 'sign in',
    use: 'aanmelden',
    avoid: [word('inlog\\p{L}*'), word('(?:log|logt|loggen) (?:je |u )?(?:opnieuw )?in'), word('ingelogd'), word('uitlog\\p{L}*'), word('uitgelogd')],
  },
  {
    concept: 'payment methods',
    use: 'betaalmethode, betaalmethodes',
    avoid: [word('betaalmethoden'), word('betaalwijzen?s?'), word('betaalmiddel\\p{L}*'), word('betalingsmethode\\p{L}*')],
  },
  { concept: 'extras', use: 'extra’s', avoid: [word("extra's"), word('extraatjes?')] },
  { concept: 'very active', use: 'zeer actief', avoid: [word('heel actief'), word('erg actief')] },
  { concept: 'bag', use: 'zak', avoid: [word('sacs?'), word('baal'), word('balen')] },
];

const dutchNetherlands: GlossaryTerm[] = [
  // In the Netherlands 'aanmelden' also means signing up: signing in is 'inloggen' there.
  {
    concept: 'sign in',
    use: 'inloggen',
    avoid: [word('aanmeld\\p{L}*'), word('(?:meld|meldt|melden) (?:je|u) (?:\\p{L}+ )?aan'), word('aan te melden'), word('aangemeld')],
  },
  {
    concept: 'payment methods',
    use: 'betaalmethode, betaalmethoden',
    avoid: [word('betaalmethodes'), word('betaalwijzen?s?'), word('betaalmiddel\\p{L}*'), word('betalingsmethode\\p{L}*')],
  },
  { concept: 'extras', use: 'extra’s', avoid: [word("extra's"), word('extraatjes?')] },
  { concept: 'very active', use: 'zeer actief', avoid: [word('heel actief'), word('erg actief')] },
  { concept: 'bag', use: 'zak', avoid: [word('sacs?'), word('baal'), word('balen')] },
];

const french: GlossaryTerm[] = [
  { concept: 'sign in', use: 'se connecter', avoid: [word("(?:s’|s'|vous )identifi\\p{L}*"), word('identifiez-vous'), word('login'), word('log(?:in|out)')] },
  { concept: 'payment methods', use: 'moyen de paiement', avoid: [word('modes? de paiement'), word('méthodes? de paiement'), word('moyens? de payement')] },
  { concept: 'extras', use: 'extras', avoid: [word('suppléments?'), word('add-?ons?')] },
  { concept: 'very active', use: 'très actif', avoid: [word('hyper ?actif\\p{L}*'), word('extrêmement actif\\p{L}*')] },
  { concept: 'bag', use: 'sac', avoid: [word('paquets?'), word('sachets? de croquettes')] },
  { concept: 'meal plan', use: 'plan alimentaire', avoid: [word('plans? de repas'), word('programmes? alimentaires?')] },
  // "Passer une livraison" also reads as placing one: a box is skipped with "sauter".
  {
    concept: 'skip a box',
    use: 'sauter',
    avoid: [
      word('(?:la|les|le) passer'),
      word('passer (?:cette|la|chaque|votre|vos) (?:box|livraisons?)'),
      word('(?:peut|peuvent) être passée?s?'),
      word('reportée?s?'),
    ],
  },
];

const german: GlossaryTerm[] = [
  {
    concept: 'sign in',
    use: 'anmelden',
    avoid: [word('einlogg\\p{L}*'), word('eingeloggt'), word('auslogg\\p{L}*'), word('ausgeloggt'), word('log(?:g?e)? dich (?:ein|aus)'), word('login')],
  },
  { concept: 'payment methods', use: 'Zahlungsart', avoid: [word('zahlungsmethoden?'), word('zahlungsmittel\\p{L}*'), word('bezahlmethoden?')] },
  { concept: 'extras', use: 'Extras', avoid: [word('zusatzprodukte?'), word('add-?ons?')] },
  { concept: 'very active', use: 'sehr aktiv', avoid: [word('hochaktiv\\p{L}*'), word('äußerst aktiv\\p{L}*')] },
  { concept: 'bag', use: 'Beutel', avoid: [word('s[aä]ck\\p{L}*'), word('tüten?')] },
  { concept: 'cut-off', use: 'Stichtag', avoid: [word('änderungsschluss'), word('änderungsfrist'), word('bestellschluss')] },
  // The account's first page is "Übersicht" in its menu entry and its title.
  { concept: 'dashboard', use: 'Übersicht', avoid: [word('dashboard')] },
];

export const glossary: Record<Locale, GlossaryTerm[]> = {
  'nl-be': dutchBelgium,
  nl: dutchNetherlands,
  'fr-be': french,
  fr: french,
  de: german,
  en: english,
};

export interface GlossaryProblem {
  concept: string;
  use: string;
  found: string;
}

/** The words of `text` that the glossary of `locale` says to avoid (none for a text the spec quotes). */
export function glossaryProblems(text: string, locale: Locale, key?: string): GlossaryProblem[] {
  return glossary[locale].flatMap((term) => {
    if (key && term.quoted?.includes(key)) return [];
    return term.avoid.flatMap((pattern) => {
      const found = new RegExp(pattern.source, `${pattern.flags}g`);
      return [...text.matchAll(found)].map((m) => ({ concept: term.concept, use: term.use, found: m[0] }));
    });
  });
}
