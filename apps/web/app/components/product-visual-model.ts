import type { ShopProduct } from '@brokkie/contracts/catalogue';

/**
 * What a product's drawing shows (components/product-visual.tsx): the pack it comes in, in its
 * own colour, with the mark that says what is inside. Drawn rather than photographed, so every
 * product of the catalogue has one, they all look alike in style, and a formula's bag carries its
 * name in the page's language.
 */

export type VisualProduct = Pick<ShopProduct, 'sku' | 'kind' | 'category' | 'animal_type' | 'name'>;

export type VisualShape = 'bag' | 'pouch' | 'chews' | 'tin' | 'sachets' | 'jar' | 'bottle' | 'tube' | 'kit' | 'bowl' | 'slow_bowl' | 'scoop' | 'container';
export type VisualMark = 'dog' | 'cat' | 'both' | 'bone' | 'fish' | 'tooth' | 'heart' | 'drop' | 'leaf' | 'none';

export interface Palette {
  /** The pack's colour. */
  base: string;
  /** Its shaded parts (seal, sides, lid). */
  dark: string;
}

export interface ProductVisualModel {
  shape: VisualShape;
  mark: VisualMark;
  palette: Palette;
}

const palette = (base: string, dark: string): Palette => ({ base, dark });

/**
 * Each product's own colour, by sku (the catalogue's natural key, never renamed). Formulas of one
 * protein share a family of colours, dogs' and cats' differ in shade. A product missing here (added
 * to the catalogue later) takes its category's colour.
 */
const productPalettes: Record<string, Palette> = {
  'BRK-DOG-CHICKEN-ADULT': palette('#c8562f', '#973d1f'),
  'BRK-DOG-LAMB-ADULT': palette('#6e8b4e', '#4f6a35'),
  'BRK-DOG-SALMON-ADULT': palette('#dd7658', '#b0553b'),
  'BRK-DOG-INSECT-HYPOALLERGENIC': palette('#3f7f74', '#2a5c53'),
  'BRK-DOG-TURKEY-LIGHT': palette('#5b8db8', '#3f6d95'),
  'BRK-DOG-SENIOR': palette('#7d5a8c', '#5c3f6a'),
  'BRK-DOG-PUPPY': palette('#e0a22c', '#b07a14'),
  'BRK-DOG-DUCK-ACTIVE': palette('#34507a', '#22375a'),
  'BRK-CAT-CHICKEN-ADULT': palette('#d9794a', '#a95630'),
  'BRK-CAT-SALMON-ADULT': palette('#e68f7d', '#bb6655'),
  'BRK-CAT-STERILISED': palette('#6f9fb0', '#4d7b8c'),
  'BRK-CAT-KITTEN': palette('#e9b949', '#bb8d22'),
  'BRK-CAT-DUCK-SENSITIVE': palette('#4f7f6a', '#355c4b'),
  'BRK-X-DOG-TREATS-CHICKEN': palette('#e0a22c', '#b07a14'),
  'BRK-X-DOG-TREATS-INSECT': palette('#7c8c3a', '#5b6925'),
  'BRK-X-DOG-TREATS-LIGHT': palette('#5b8db8', '#3f6d95'),
  'BRK-X-DOG-CHEW-TENDON': palette('#b9834f', '#8a5c31'),
  'BRK-X-DOG-CHEW-PUPPY': palette('#c99a6b', '#9a6f45'),
  'BRK-X-DOG-DENTAL-SMALL': palette('#4c9a8c', '#2f7366'),
  'BRK-X-DOG-DENTAL-LARGE': palette('#2f7366', '#1d5248'),
  'BRK-X-DOG-SUPPLEMENT-JOINTS': palette('#7d5a8c', '#5c3f6a'),
  'BRK-X-SUPPLEMENT-SALMON-OIL': palette('#d98e2b', '#a8661a'),
  'BRK-X-DOG-SUPPLEMENT-DIGESTION': palette('#6e8b4e', '#4f6a35'),
  'BRK-X-DOG-WET-CHICKEN': palette('#c8562f', '#973d1f'),
  'BRK-X-DOG-WET-LAMB': palette('#6e8b4e', '#4f6a35'),
  'BRK-X-DOG-PUPPY-KIT': palette('#b4472c', '#86321d'),
  'BRK-X-DOG-SLOW-FEEDER': palette('#3f7f74', '#2a5c53'),
  'BRK-X-DOG-BOWL': palette('#a9afb6', '#7d848c'),
  'BRK-X-CAT-TREATS-SALMON': palette('#e68f7d', '#bb6655'),
  'BRK-X-CAT-DENTAL': palette('#4c9a8c', '#2f7366'),
  'BRK-X-CAT-MALT-PASTE': palette('#b9834f', '#8a5c31'),
  'BRK-X-CAT-WET-CHICKEN': palette('#d9794a', '#a95630'),
  'BRK-X-CAT-WET-FISH': palette('#5b8db8', '#3f6d95'),
  'BRK-X-CAT-KITTEN-KIT': palette('#1f4e46', '#143630'),
  'BRK-X-CAT-BOWL': palette('#6f9fb0', '#4d7b8c'),
  'BRK-X-FOOD-SCOOP': palette('#b4472c', '#86321d'),
  'BRK-X-STORAGE-CONTAINER': palette('#1f4e46', '#143630'),
};

const categoryPalettes: Record<ShopProduct['category'], Palette> = {
  dry_food: palette('#b4472c', '#86321d'),
  treats: palette('#e0a22c', '#b07a14'),
  chews: palette('#b9834f', '#8a5c31'),
  dental: palette('#4c9a8c', '#2f7366'),
  supplement: palette('#7d5a8c', '#5c3f6a'),
  wet_food: palette('#c8562f', '#973d1f'),
  puppy_kit: palette('#b4472c', '#86321d'),
  accessory: palette('#3f7f74', '#2a5c53'),
};

function animalMark(product: VisualProduct): VisualMark {
  return product.animal_type === 'cat' ? 'cat' : product.animal_type === 'dog' ? 'dog' : 'both';
}

/** The pack and its mark: by category, and for supplements and accessories by what the sku names. */
function shapeOf(product: VisualProduct): Pick<ProductVisualModel, 'shape' | 'mark'> {
  if (product.kind === 'formula') return { shape: 'bag', mark: animalMark(product) };
  const sku = product.sku;
  switch (product.category) {
    case 'dry_food':
      return { shape: 'bag', mark: animalMark(product) };
    case 'treats':
      return { shape: 'pouch', mark: product.animal_type === 'cat' ? 'fish' : 'bone' };
    case 'dental':
      return { shape: 'pouch', mark: 'tooth' };
    case 'chews':
      return { shape: 'chews', mark: 'none' };
    case 'wet_food':
      return product.animal_type === 'cat' ? { shape: 'sachets', mark: 'fish' } : { shape: 'tin', mark: 'dog' };
    case 'supplement':
      if (sku.includes('OIL')) return { shape: 'bottle', mark: 'drop' };
      if (sku.includes('PASTE')) return { shape: 'tube', mark: 'cat' };
      return { shape: 'jar', mark: sku.includes('DIGESTION') ? 'leaf' : 'heart' };
    case 'puppy_kit':
      return { shape: 'kit', mark: animalMark(product) };
    case 'accessory':
      if (sku.includes('SCOOP')) return { shape: 'scoop', mark: 'none' };
      if (sku.includes('CONTAINER')) return { shape: 'container', mark: 'none' };
      if (sku.includes('SLOW')) return { shape: 'slow_bowl', mark: 'none' };
      return { shape: 'bowl', mark: 'none' };
  }
}

export function productVisualModel(product: VisualProduct): ProductVisualModel {
  return { ...shapeOf(product), palette: productPalettes[product.sku] ?? categoryPalettes[product.category] };
}

/**
 * A formula's name as it is printed on its bag: words in lines of about `perLine` characters (a
 * word longer than that gets a line of its own), at most `maxLines` (the rest joins the last), and
 * the font size, in the drawing's units, at which the longest line fits `width`.
 */
export function nameOnPack(name: string, { perLine = 11, maxLines = 4, width = 58, largest = 11 } = {}): { lines: string[]; fontSize: number } {
  const words = name.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    // '&' and short marks such as '7+' stay with the word before them, never alone on a line.
    if (last !== undefined && (`${last} ${word}`.length <= perLine || word.length <= 2)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const shown = lines.length > maxLines ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')] : lines;
  const longest = Math.max(1, ...shown.map((line) => line.length));
  // A bold sans-serif letter is about 0.6 em wide on average.
  const fontSize = Math.min(largest, Math.round((width / (longest * 0.6)) * 10) / 10);
  return { lines: shown, fontSize };
}
