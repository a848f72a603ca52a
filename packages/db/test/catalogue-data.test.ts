import { describe, expect, it } from 'vitest';
import { dogSizeClass } from '@brokkie/domain/feeding-science';
import {
  lifeStageOf,
  productCategories,
  readExtraSuitability,
  readFormulaSuitability,
  suggestFormula,
  suitableExtras,
  type SuggestionPet,
} from '@brokkie/domain/formula-suggestion';
import { bodyConditions, complaintKinds, sizeClasses, type ComplaintKind } from '@brokkie/domain/pet-profile';
import { breedSeeds } from '../src/breed-data.ts';
import { extraSeeds, formulaSeeds, productSeeds, type CatalogueText } from '../src/catalogue-data.ts';

const languages = ['en', 'nl', 'fr', 'de'] as const;

function expectTranslated(value: CatalogueText | undefined, label: string) {
  expect(value, label).toBeDefined();
  for (const language of languages) {
    const translation = value?.[language];
    expect(translation, `${label}.${language}`).toMatch(/\S/);
    expect(translation, `${label}.${language}`).toBe(translation?.trim());
  }
}

describe('breed table', () => {
  const dogs = breedSeeds.filter((breed) => breed.type === 'dog');
  const cats = breedSeeds.filter((breed) => breed.type === 'cat');

  it('has at least 150 dog and 40 cat breeds with unique, url-safe slugs', () => {
    expect(dogs.length).toBeGreaterThanOrEqual(150);
    expect(cats.length).toBeGreaterThanOrEqual(40);
    const slugs = breedSeeds.map((breed) => breed.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names every breed in en, nl, fr and de, with no name used twice in a language', () => {
    for (const breed of breedSeeds) expectTranslated(breed.names, breed.slug);
    for (const type of ['dog', 'cat'] as const) {
      for (const language of languages) {
        const names = breedSeeds.filter((breed) => breed.type === type).map((breed) => breed.names[language].toLowerCase());
        const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
        expect(duplicates, `${type} ${language}`).toEqual([]);
      }
    }
  });

  it('translates where the languages differ', () => {
    const shepherd = breedSeeds.find((breed) => breed.slug === 'german-shepherd');
    expect(shepherd?.names).toEqual({
      en: 'German Shepherd',
      nl: 'Duitse herder',
      fr: 'Berger allemand',
      de: 'Deutscher Schäferhund',
    });
    expect(breedSeeds.find((breed) => breed.slug === 'european-shorthair')?.names.nl).toBe('Europese korthaar');
  });

  it('gives realistic adult weight ranges', () => {
    for (const breed of breedSeeds) {
      const { adultWeightMinKg: min, adultWeightMaxKg: max } = breed;
      expect(min, breed.slug).toBeGreaterThan(0);
      expect(min, breed.slug).toBeLessThanOrEqual(max);
      expect(max / min, `${breed.slug}: range too wide`).toBeLessThanOrEqual(3);
      if (breed.type === 'dog') {
        expect(min, breed.slug).toBeGreaterThanOrEqual(1);
        expect(max, breed.slug).toBeLessThanOrEqual(100);
      } else {
        expect(min, breed.slug).toBeGreaterThanOrEqual(1.5);
        expect(max, breed.slug).toBeLessThanOrEqual(12);
      }
    }
  });

  it('sizes dogs by the midpoint of their weight range and leaves cats without a size', () => {
    for (const dog of dogs) {
      expect(dog.size, dog.slug).toBe(dogSizeClass((dog.adultWeightMinKg + dog.adultWeightMaxKg) / 2));
    }
    for (const size of sizeClasses) expect(dogs.filter((dog) => dog.size === size).length, size).toBeGreaterThanOrEqual(15);
    for (const cat of cats) expect(cat.size, cat.slug).toBeNull();
  });
});

describe('product catalogue', () => {
  const skus = (seeds: readonly { sku: string }[]) => seeds.map((seed) => seed.sku);

  it('has the dry formulas the issue asks for and unique skus', () => {
    expect(skus(formulaSeeds)).toEqual(
      expect.arrayContaining([
        'BRK-DOG-CHICKEN-ADULT',
        'BRK-DOG-LAMB-ADULT',
        'BRK-DOG-SALMON-ADULT',
        'BRK-DOG-INSECT-HYPOALLERGENIC',
        'BRK-DOG-TURKEY-LIGHT',
        'BRK-DOG-SENIOR',
        'BRK-DOG-PUPPY',
        'BRK-CAT-CHICKEN-ADULT',
        'BRK-CAT-SALMON-ADULT',
        'BRK-CAT-STERILISED',
        'BRK-CAT-KITTEN',
      ]),
    );
    const all = skus(productSeeds);
    expect(new Set(all).size).toBe(all.length);
    for (const sku of all) expect(sku).toMatch(/^BRK-[A-Z0-9-]+$/);
    const positions = productSeeds.map((seed) => seed.position);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('translates every name, description and shown detail', () => {
    for (const product of productSeeds) {
      expectTranslated(product.names, `${product.sku} name`);
      expectTranslated(product.descriptions, `${product.sku} description`);
      for (const key of ['ingredients', 'additives', 'contents'] as const) {
        if (product.details[key]) expectTranslated(product.details[key], `${product.sku} ${key}`);
      }
    }
  });

  it('names products in each language’s own words, not in English', () => {
    // English stage words that the other languages say their own way (Adult, Senior, Puppy, Kitten
    // and Light are the trade's words in Dutch and German as well).
    const english = /\b(Sterilised|Active|Sensitive|Bites|Wet Food|Starter Kit|Training)\b/;
    for (const product of productSeeds) {
      for (const language of ['nl', 'fr', 'de'] as const) expect(product.names[language], `${product.sku}.${language}`).not.toMatch(english);
    }
    const byId = (sku: string) => productSeeds.find((product) => product.sku === sku)!;
    expect(byId('BRK-CAT-STERILISED').names).toMatchObject({ nl: 'Kalkoen Gesteriliseerd', de: 'Truthahn Sterilisiert' });
    // A "kattenbak" is a litter box: the cat's bowl is a "voerbak".
    expect(byId('BRK-X-CAT-BOWL').names.nl).toBe('Brede keramische voerbak voor katten');
    // A kit names what it holds by the products' own names.
    for (const language of languages) {
      expect(byId('BRK-X-DOG-PUPPY-KIT').details.contents?.[language]).toContain(byId('BRK-X-DOG-TREATS-CHICKEN').names[language]);
      expect(byId('BRK-X-CAT-KITTEN-KIT').details.contents?.[language]).toContain(byId('BRK-X-CAT-TREATS-SALMON').names[language]);
    }
  });

  it('declares formulas completely: 3500–4200 kcal/kg from their constituents, ingredients, additives', () => {
    for (const formula of formulaSeeds) {
      expect(formula.kind).toBe('formula');
      expect(formula.category).toBe('dry_food');
      expect(formula.vatCategory).toBe('pet_food');
      expect(formula.kcalPerKg, formula.sku).toBeGreaterThanOrEqual(3500);
      expect(formula.kcalPerKg, formula.sku).toBeLessThanOrEqual(4200);
      expect(formula.details.ingredients, formula.sku).toBeDefined();
      expect(formula.details.additives, formula.sku).toBeDefined();
      expect(formula.details.analytical_constituents?.calcium, formula.sku).toBeGreaterThan(0);
      expect(formula.details.analytical_constituents?.phosphorus, formula.sku).toBeGreaterThan(0);
    }
  });

  it('states energy consistent with the analytical constituents (modified Atwater, within 2 %)', () => {
    for (const product of productSeeds) {
      const c = product.details.analytical_constituents;
      if (!c || product.kcalPerKg === null) continue;
      const carbohydrate = 100 - c.protein - c.fat - c.fibre - c.ash - c.moisture;
      expect(carbohydrate, product.sku).toBeGreaterThanOrEqual(0);
      const atwater = (3.5 * c.protein + 8.5 * c.fat + 3.5 * carbohydrate) * 10;
      expect(Math.abs(product.kcalPerKg - atwater) / atwater, product.sku).toBeLessThanOrEqual(0.02);
    }
  });

  it('prices in whole cents: formulas 9–14 euros per kg excluding VAT, extras per unit', () => {
    for (const product of productSeeds) {
      expect(Number.isSafeInteger(product.priceExclVatCents), product.sku).toBe(true);
      expect(product.priceExclVatCents, product.sku).toBeGreaterThan(0);
    }
    for (const formula of formulaSeeds) {
      expect(formula.priceExclVatCents, formula.sku).toBeGreaterThanOrEqual(900);
      expect(formula.priceExclVatCents, formula.sku).toBeLessThanOrEqual(1400);
    }
  });

  it('taxes food as pet food and accessories and kits at the standard rate', () => {
    for (const product of extraSeeds) {
      expect(product.kind).toBe('extra');
      expect(productCategories).toContain(product.category);
      expect(product.category).not.toBe('dry_food');
      const standard = product.category === 'accessory' || product.category === 'puppy_kit';
      expect(product.vatCategory, product.sku).toBe(standard ? 'standard' : 'pet_food');
    }
    const categories = new Set(extraSeeds.map((product) => product.category));
    expect([...categories].sort()).toEqual(['accessory', 'chews', 'dental', 'puppy_kit', 'supplement', 'treats', 'wet_food']);
  });

  it('gives wet food about 900 kcal/kg and a unit weight', () => {
    const wet = extraSeeds.filter((product) => product.category === 'wet_food');
    expect(new Set(wet.map((product) => product.animalType))).toEqual(new Set(['dog', 'cat']));
    for (const product of wet) {
      expect(product.kcalPerKg, product.sku).toBeGreaterThanOrEqual(800);
      expect(product.kcalPerKg, product.sku).toBeLessThanOrEqual(1100);
      expect(product.unitWeightGrams, product.sku).toBeGreaterThan(0);
    }
  });

  it('has suitability rules the suggestion engine reads, matching the product’s animal type', () => {
    for (const product of productSeeds) {
      const rules =
        product.kind === 'formula' ? readFormulaSuitability(product.suitability) : readExtraSuitability(product.suitability);
      const expected = product.animalType === 'both' ? ['dog', 'cat'] : [product.animalType];
      expect([...rules.animal_types].sort(), product.sku).toEqual([...expected].sort());
      expect(rules.life_stages.length, product.sku).toBeGreaterThan(0);
    }
  });

  it('falls back to the adult chicken formula of each type, and only to it', () => {
    const fallbacks = formulaSeeds.filter((formula) => readFormulaSuitability(formula.suitability).fallback);
    expect(skus(fallbacks).sort()).toEqual(['BRK-CAT-CHICKEN-ADULT', 'BRK-DOG-CHICKEN-ADULT']);
  });
});

describe('every pet profile gets a formula', () => {
  const candidates = formulaSeeds.map((seed, index) => ({
    id: index + 1,
    position: seed.position,
    suitability: readFormulaSuitability(seed.suitability),
  }));
  const extraCandidates = extraSeeds.map((seed, index) => ({
    id: 1000 + index,
    position: seed.position,
    suitability: readExtraSuitability(seed.suitability),
  }));
  const complaintSets: ComplaintKind[][] = Array.from({ length: 2 ** complaintKinds.length }, (_, mask) =>
    complaintKinds.filter((_, bit) => mask & (1 << bit)),
  );

  function* pets(): Generator<SuggestionPet> {
    const profiles = [
      { type: 'dog' as const, sizes: [...sizeClasses, null], ages: [2, 9, 11, 14, 17, 24, 60, 75, 90, 150] },
      { type: 'cat' as const, sizes: [null], ages: [2, 11, 12, 60, 119, 120, 200] },
    ];
    for (const { type, sizes, ages } of profiles) {
      for (const sizeClass of sizes) {
        for (const ageMonths of ages) {
          for (const sterilised of [false, true]) {
            for (const condition of bodyConditions) {
              for (const complaints of complaintSets) yield { type, ageMonths, sizeClass, sterilised, condition, complaints };
            }
          }
        }
      }
    }
  }

  // Tens of thousands of profiles: give a busy machine time.
  it('suggests a suitable formula of the pet’s type and life stage, never the fallback, with extras to offer', { timeout: 30_000 }, () => {
    // Plain checks in the loop (tens of thousands of profiles); the failures are reported at once.
    const failures: string[] = [];
    let checked = 0;
    for (const pet of pets()) {
      const suggestion = suggestFormula(pet, candidates);
      const formula = candidates.find((candidate) => candidate.id === suggestion?.productId);
      const problem =
        !suggestion || !formula
          ? 'no formula'
          : suggestion.reasons.includes('fallback')
            ? 'fallback'
            : !formula.suitability.animal_types.includes(pet.type)
              ? 'other animal type'
              : !formula.suitability.life_stages.includes(lifeStageOf(pet))
                ? 'other life stage'
                : pet.complaints.includes('allergies') && formula.suitability.avoid_when?.includes('allergies')
                  ? 'allergen'
                  : suitableExtras(pet, extraCandidates, 12).length < 4
                    ? 'fewer than 4 extras'
                    : undefined;
      if (problem) failures.push(`${problem}: ${JSON.stringify(pet)}`);
      checked += 1;
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(40_000);
  });

  it('offers every extra to some pet', () => {
    const offered = new Set<number>();
    for (const pet of pets()) {
      if (pet.complaints.length > 2) continue;
      for (const match of suitableExtras(pet, extraCandidates, 100)) offered.add(match.productId);
    }
    expect(offered.size).toBe(extraCandidates.length);
  });
});
