import { describe, expect, it } from 'vitest';
import { locales } from '@brokkie/domain/locales';
import { catalogs } from '../src/catalogs.ts';
import { glossary, glossaryProblems } from '../src/glossary.ts';

function texts(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

describe('the glossary', () => {
  it.each([
    ['en', 'Choose a sac size', 'bag'],
    ['en', 'Log in to continue', 'sign in'],
    ['en', 'You are signed out', 'log out'],
    ['nl-be', 'Inloggen', 'sign in'],
    ['nl', 'Meld je opnieuw aan', 'sign in'],
    ['nl-be', "Aanbevolen extra's", 'extras'],
    ['nl', 'Heel actief', 'very active'],
    ['fr', 'Choisissez un mode de paiement', 'payment methods'],
    ['de', 'Zwei Säcke pro Lieferung', 'bag'],
    ['de', 'Deine Zahlungsmethoden', 'payment methods'],
    ['de', 'Zurück zu meinem Dashboard', 'dashboard'],
    ['fr', 'Plan de repas suggéré', 'meal plan'],
    ['fr-be', 'Vous pouvez la modifier ou la passer jusqu’au {cut_off}.', 'skip a box'],
  ] as const)('in %s finds “%s” against the word for %s', (locale, text, concept) => {
    expect(glossaryProblems(text, locale).map((problem) => problem.concept)).toContain(concept);
  });

  it('lets a text the specification quotes keep its words', () => {
    const quoted = catalogs.en.auth as Record<string, Record<string, string>>;
    expect(glossaryProblems(quoted.errors!.email_already_in_use!, 'en', 'auth.errors.email_already_in_use')).toEqual([]);
  });

  it.each(locales)('names in %s words the catalog uses', (locale) => {
    const all = texts(catalogs[locale])
      .map(([, text]) => text.toLowerCase())
      .join('\n');
    const unused = glossary[locale].flatMap((term) => term.use.split(', ').filter((word) => !all.includes(word.toLowerCase())));
    expect(unused).toEqual([]);
  });
});

describe('every catalog text', () => {
  it.each(locales)('in %s writes an apostrophe as ’, as the rest of the brand’s texts do', (locale) => {
    const straight = texts(catalogs[locale])
      .filter(([, text]) => /[\p{L}}]'\p{L}/u.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(straight).toEqual([]);
  });

  it.each(locales)('in %s uses the glossary’s word for each thing it names', (locale) => {
    const problems = texts(catalogs[locale]).flatMap(([key, text]) =>
      glossaryProblems(text, locale, key).map((problem) => `${key}: “${problem.found}” (say “${problem.use}” for ${problem.concept})`),
    );
    expect(problems).toEqual([]);
  });
});
