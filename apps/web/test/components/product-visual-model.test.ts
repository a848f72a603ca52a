import { describe, expect, it } from 'vitest';
import { productSeeds, type ProductSeed } from '@brokkie/db/catalogue-data';
import { constituentRows, feedingGuideOf, feedTypeOf, formatLabelPercent, hasDetails } from '../../app/components/product-details-model.ts';
import { nameOnPack, productVisualModel, type VisualProduct } from '../../app/components/product-visual-model.ts';

/** A catalogue product as the API gives it (in English), the parts the drawing reads. */
const visualOf = (seed: ProductSeed): VisualProduct => ({
  sku: seed.sku,
  kind: seed.kind,
  category: seed.category,
  animal_type: seed.animalType,
  name: seed.names.en,
});
const seedOf = (sku: string) => productSeeds.find((seed) => seed.sku === sku)!;

describe('product visual', () => {
  it('draws every formula as a bag in a colour of its own', () => {
    const formulas = productSeeds.filter((seed) => seed.kind === 'formula');
    const models = formulas.map((seed) => productVisualModel(visualOf(seed)));
    expect(models.every((model) => model.shape === 'bag')).toBe(true);
    expect(new Set(models.map((model) => model.palette.base)).size).toBe(formulas.length);
  });

  it('draws each extra as what it is', () => {
    const shape = (sku: string) => productVisualModel(visualOf(seedOf(sku)));
    expect(shape('BRK-X-DOG-TREATS-CHICKEN')).toMatchObject({ shape: 'pouch', mark: 'bone' });
    expect(shape('BRK-X-CAT-TREATS-SALMON')).toMatchObject({ shape: 'pouch', mark: 'fish' });
    expect(shape('BRK-X-CAT-DENTAL')).toMatchObject({ shape: 'pouch', mark: 'tooth' });
    expect(shape('BRK-X-DOG-CHEW-TENDON').shape).toBe('chews');
    expect(shape('BRK-X-DOG-WET-LAMB').shape).toBe('tin');
    expect(shape('BRK-X-CAT-WET-FISH').shape).toBe('sachets');
    expect(shape('BRK-X-SUPPLEMENT-SALMON-OIL').shape).toBe('bottle');
    expect(shape('BRK-X-CAT-MALT-PASTE').shape).toBe('tube');
    expect(shape('BRK-X-DOG-SUPPLEMENT-JOINTS').shape).toBe('jar');
    expect(shape('BRK-X-DOG-PUPPY-KIT').shape).toBe('kit');
    expect(shape('BRK-X-DOG-SLOW-FEEDER').shape).toBe('slow_bowl');
    expect(shape('BRK-X-CAT-BOWL').shape).toBe('bowl');
    expect(shape('BRK-X-FOOD-SCOOP').shape).toBe('scoop');
    expect(shape('BRK-X-STORAGE-CONTAINER').shape).toBe('container');
  });

  it('gives a product the catalogue added later its category’s colour', () => {
    const model = productVisualModel({ sku: 'BRK-X-NEW', kind: 'extra', category: 'treats', animal_type: 'dog', name: 'New' });
    expect(model.palette.base).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('prints a name on the bag in lines, "&" and "7+" kept with the word before them, smaller for longer words', () => {
    expect(nameOnPack('Chicken & Barley Senior 7+').lines).toEqual(['Chicken &', 'Barley', 'Senior 7+']);
    expect(nameOnPack('Poulet & Orge Senior 7+').lines).toEqual(['Poulet &', 'Orge Senior 7+']);
    expect(nameOnPack('Kip Adult').lines).toEqual(['Kip Adult']);
    const long = nameOnPack('Insecte & Avoine Hypoallergénique');
    expect(long.lines).toEqual(['Insecte &', 'Avoine', 'Hypoallergénique']);
    expect(long.fontSize).toBeLessThan(nameOnPack('Kip Adult').fontSize);
    // Never more than four lines: the rest joins the last.
    expect(nameOnPack('one two three four five six seven eight nine ten eleven twelve', { perLine: 5 }).lines).toHaveLength(4);
  });
});

describe('product details', () => {
  it('names the type of feed as the label must', () => {
    expect(feedTypeOf({ category: 'dry_food' })).toBe('complete');
    expect(feedTypeOf({ category: 'wet_food' })).toBe('complete');
    expect(feedTypeOf({ category: 'treats' })).toBe('complementary');
    expect(feedTypeOf({ category: 'supplement' })).toBe('complementary');
    expect(feedTypeOf({ category: 'accessory' })).toBeNull();
  });

  it('lists the constituents in the label’s order, leaving out what is not declared', () => {
    const rows = constituentRows({ analytical_constituents: { moisture: 8, protein: 26, fat: 16, fibre: 2.5, ash: 7, omega3: 0.5 } });
    expect(rows.map((row) => row.key)).toEqual(['protein', 'fat', 'fibre', 'ash', 'moisture', 'omega3']);
    expect(constituentRows({})).toEqual([]);
  });

  it('writes a label’s percentages in the page’s locale', () => {
    expect(formatLabelPercent(0.5, 'en-GB')).toBe('0.5%');
    expect(formatLabelPercent(0.5, 'nl-BE')).toBe('0,5%');
    // French and German put a no-break space (which one depends on the ICU version) before the sign.
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(formatLabelPercent(0.5, 'de-DE'))).toBe('0,5 %');
    expect(spaced(formatLabelPercent(2.5, 'fr-FR'))).toBe('2,5 %');
    expect(spaced(formatLabelPercent(26, 'de-DE'))).toBe('26 %');
  });

  it('has a feeding guide for a formula only, and details where the catalogue declares any', () => {
    const formula = seedOf('BRK-DOG-CHICKEN-ADULT');
    const asShop = (seed: ProductSeed) => ({
      kind: seed.kind,
      animal_type: seed.animalType,
      kcal_per_kg: seed.kcalPerKg,
      suitability: seed.suitability as never,
      details: {},
    });
    expect(feedingGuideOf(asShop(formula))?.stage).toBe('adult');
    expect(feedingGuideOf(asShop(seedOf('BRK-X-DOG-WET-LAMB')))).toBeNull();
    expect(hasDetails({ kind: 'extra', details: {} })).toBe(false);
    expect(hasDetails({ kind: 'extra', details: { contents: 'A bowl.' } })).toBe(true);
    expect(hasDetails({ kind: 'formula', details: {} })).toBe(true);
  });
});
