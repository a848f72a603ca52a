import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@brokkie/i18n/i18n';
import { mealPlanFor, type FeedingProfile } from '@brokkie/domain/feeding-science';
import { locales, localeTags, type Locale } from '@brokkie/domain/locales';
import type { Animal } from '@brokkie/contracts/animal';
import { FeedingSummaryText } from '../../app/components/feeding-summary-text.tsx';
import { readExplanation } from '../../app/components/meal-plan-explanation.ts';

// The meal plan in the owner's words, in every language, from the feeding engine's own numbers:
// the pet's sex decides he or she and, in French, the words that agree with it.

afterEach(cleanup);

const today = '2026-11-22';

interface Case {
  pet: Pick<Animal, 'name' | 'sex' | 'sterilised' | 'indoor'>;
  profile: Partial<FeedingProfile>;
}

function profile(overrides: Partial<FeedingProfile>): FeedingProfile {
  return {
    type: 'dog',
    dateOfBirth: '2024-05-01',
    weightKg: 20,
    breeds: [{ adultWeightMinKg: 18, adultWeightMaxKg: 22 }],
    size: null,
    sterilised: true,
    indoor: null,
    nurturing: false,
    activity: 'moderate',
    condition: 'ideal',
    percentageTreats: 0,
    percentageFreshFood: 0,
    amountWetFood: 0,
    portionsWet: 0,
    ...overrides,
  };
}

function sentence(locale: Locale, { pet, profile: overrides }: Case): { text: string; kcal: string } {
  const feeding = profile({ sterilised: pet.sterilised, indoor: pet.indoor, ...overrides });
  const plan = mealPlanFor(feeding, { kcalPerKg: 3600 }, today);
  const explanation = readExplanation(plan.explanation)!;
  const { container } = render(
    <I18nextProvider i18n={createI18n(locale)}>
      <FeedingSummaryText explanation={explanation} pet={pet} localeTag={localeTags[locale]} />
    </I18nextProvider>,
  );
  const text = container.textContent ?? '';
  cleanup();
  return { text, kcal: new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 0 }).format(plan.kcalPerDay) };
}

const bruno: Case = { pet: { name: 'Bruno', sex: 'male', sterilised: true, indoor: null }, profile: {} };
const bella: Case = { pet: { name: 'Bella', sex: 'female', sterilised: false, indoor: null }, profile: { activity: 'very_active' } };
const minou: Case = {
  pet: { name: 'Minou', sex: 'female', sterilised: true, indoor: true },
  profile: { type: 'cat', dateOfBirth: '2025-10-01', weightKg: 4.2, breeds: [] },
};
const pup: Case = { pet: { name: 'Pip', sex: 'female', sterilised: false, indoor: null }, profile: { dateOfBirth: '2026-06-20', weightKg: 9 } };
const chunky: Case = {
  pet: { name: 'Tom', sex: 'male', sterilised: true, indoor: false },
  profile: { type: 'cat', dateOfBirth: '2020-01-01', weightKg: 6, breeds: [], condition: 'overweight' },
};

describe('the meal plan in the owner’s words', () => {
  it('English: he or she, age, activity and neutering as they counted', () => {
    let s = sentence('en', bruno);
    expect(s.text).toBe(`Bruno needs about ${s.kcal} kcal a day: he is 2 years old, moderately active and neutered.`);
    s = sentence('en', bella);
    expect(s.text).toBe(`Bella needs about ${s.kcal} kcal a day: she is 2 years old, very active and not spayed.`);
    s = sentence('en', minou);
    expect(s.text).toBe(`Minou needs about ${s.kcal} kcal a day: she is 1 year old and spayed, and lives indoors only.`);
    s = sentence('en', pup);
    expect(s.text).toBe(`Pip needs about ${s.kcal} kcal a day: she is 5 months old and still growing.`);
    s = sentence('en', chunky);
    expect(s.text).toBe(
      `Tom needs about ${s.kcal} kcal a day: he is 6 years old and neutered, and also goes outdoors. He is overweight, so we calculate with a target weight of 5.4 kg.`,
    );
  });

  it('French: the adjectives agree with the pet, one year is singular', () => {
    let s = sentence('fr', bruno);
    expect(s.text).toBe(`Bruno a besoin d’environ ${s.kcal} kcal par jour\u00a0: il a 2 ans, est moyennement actif et castré.`);
    s = sentence('fr-be', bella);
    expect(s.text).toBe(`Bella a besoin d’environ ${s.kcal} kcal par jour\u00a0: elle a 2 ans, est très active et non stérilisée.`);
    s = sentence('fr', minou);
    expect(s.text).toBe(`Minou a besoin d’environ ${s.kcal} kcal par jour\u00a0: elle a 1 an, est stérilisée et vit uniquement à l’intérieur.`);
  });

  it('German and Dutch: er or sie, hij or ze', () => {
    let s = sentence('de', minou);
    expect(s.text).toBe(`Minou braucht etwa ${s.kcal} kcal am Tag: Sie ist 1 Jahr alt, kastriert und eine Wohnungskatze.`);
    s = sentence('de', bruno);
    expect(s.text).toBe(`Bruno braucht etwa ${s.kcal} kcal am Tag: Er ist 2 Jahre alt, mäßig aktiv und kastriert.`);
    s = sentence('nl-be', bella);
    expect(s.text).toBe(`Bella heeft ongeveer ${s.kcal} kcal per dag nodig: ze is 2 jaar oud, zeer actief en niet gesteriliseerd.`);
    s = sentence('nl', pup);
    expect(s.text).toBe(`Pip heeft ongeveer ${s.kcal} kcal per dag nodig: ze is 5 maanden oud en groeit nog.`);
  });

  it.each(locales)('%s: every case reads as a whole sentence, with no placeholder or key left', (locale) => {
    for (const pet of [bruno, bella, minou, pup, chunky]) {
      const { text } = sentence(locale, pet);
      expect(text).toMatch(/\.$/);
      expect(text).not.toMatch(/[{}]|why\.|_male|_female|undefined/);
      expect(text).toContain(pet.pet.name);
    }
  });
});
