import type {
  ExtraSuitability,
  FormulaSuitability,
  ProductAnimalType,
  ProductCategory,
  ProductKind,
} from '@brokkie/domain/formula-suggestion';
import type { VatCategory } from '@brokkie/domain/vat';

/**
 * The product catalogue, seeded by `seedCatalogue` (upsert on `sku`).
 *
 * - Formulas (kind `formula`, category `dry_food`) make up a pet's meal plan. Prices are per kg
 *   excluding VAT, in cents; kcal_per_kg is metabolisable energy computed from the analytical
 *   constituents with the modified Atwater factors (protein 3.5, fat 8.5, carbohydrate 3.5 kcal/g,
 *   NRC 2006), which the test checks.
 * - Extras (kind `extra`) are sold per unit; `unit_weight_grams` is the net weight of one unit.
 * - `suitability` is what the suggestion rules read (packages/domain/formula-suggestion.ts);
 *   `details` is what a product page shows: analytical constituents in percent, the ingredient
 *   and additive declarations as an EU label gives them (Regulation (EC) No 767/2009), and the
 *   contents of a kit.
 * - VAT category: food (formulas, treats, chews, wet food, feed supplements) is `pet_food`;
 *   accessories and the kits, which are mostly accessories, are `standard`.
 *
 * Skus are the natural key: never rename one. A product dropped from this list is made inactive
 * by the seed, not deleted (deliveries point at it).
 */

export type CatalogueText = { en: string; nl: string; fr: string; de: string };

export type AnalyticalConstituents = {
  protein: number;
  fat: number;
  fibre: number;
  ash: number;
  moisture: number;
  calcium?: number;
  phosphorus?: number;
  omega3?: number;
  omega6?: number;
};

export type ProductDetailsSeed = {
  analytical_constituents?: AnalyticalConstituents;
  ingredients?: CatalogueText;
  additives?: CatalogueText;
  contents?: CatalogueText;
};

export type ProductSeed = {
  sku: string;
  kind: ProductKind;
  category: ProductCategory;
  animalType: ProductAnimalType;
  names: CatalogueText;
  descriptions: CatalogueText;
  kcalPerKg: number | null;
  unitWeightGrams: number | null;
  priceExclVatCents: number;
  vatCategory: VatCategory;
  details: ProductDetailsSeed;
  suitability: FormulaSuitability | ExtraSuitability;
  position: number;
};

const text = (en: string, nl: string, fr: string, de: string): CatalogueText => ({ en, nl, fr, de });

// ─── Ingredient declarations ────────────────────────────────────────────────────────────────

const ingredientNames = {
  chicken: text('chicken', 'kip', 'poulet', 'Huhn'),
  chickenDried: text('dried chicken', 'gedroogde kip', 'poulet déshydraté', 'Huhn getrocknet'),
  chickenFresh: text('freshly prepared chicken', 'vers bereide kip', 'poulet fraîchement préparé', 'frisch zubereitetes Huhn'),
  chickenLiverHydrolysed: text('hydrolysed chicken liver', 'gehydrolyseerde kippenlever', 'foie de poulet hydrolysé', 'hydrolysierte Hühnerleber'),
  chickenFat: text('chicken fat', 'kippenvet', 'graisse de poulet', 'Hühnerfett'),
  chickenBroth: text('chicken broth', 'kippenbouillon', 'bouillon de poulet', 'Hühnerbrühe'),
  lamb: text('lamb', 'lam', 'agneau', 'Lamm'),
  lambDried: text('dried lamb', 'gedroogd lamsvlees', 'agneau déshydraté', 'Lamm getrocknet'),
  lambFat: text('lamb fat', 'lamsvet', 'graisse d’agneau', 'Lammfett'),
  lambBroth: text('lamb broth', 'lamsbouillon', 'bouillon d’agneau', 'Lammbrühe'),
  turkey: text('turkey', 'kalkoen', 'dinde', 'Truthahn'),
  turkeyDried: text('dried turkey', 'gedroogde kalkoen', 'dinde déshydratée', 'Truthahn getrocknet'),
  duckDried: text('dried duck', 'gedroogde eend', 'canard déshydraté', 'Ente getrocknet'),
  duckFresh: text('freshly prepared duck', 'vers bereide eend', 'canard fraîchement préparé', 'frisch zubereitete Ente'),
  duckFat: text('duck fat', 'eendenvet', 'graisse de canard', 'Entenfett'),
  beefTendon: text('air-dried beef tendon', 'luchtgedroogde runderpees', 'tendon de bœuf séché à l’air', 'luftgetrocknete Rindersehne'),
  salmon: text('salmon', 'zalm', 'saumon', 'Lachs'),
  salmonDried: text('dried salmon', 'gedroogde zalm', 'saumon déshydraté', 'Lachs getrocknet'),
  salmonFresh: text('freshly prepared salmon', 'vers bereide zalm', 'saumon fraîchement préparé', 'frisch zubereiteter Lachs'),
  salmonOil: text('salmon oil', 'zalmolie', 'huile de saumon', 'Lachsöl'),
  tuna: text('tuna', 'tonijn', 'thon', 'Thunfisch'),
  fishBroth: text('fish broth', 'visbouillon', 'bouillon de poisson', 'Fischbrühe'),
  insect: text('dried black soldier fly larvae', 'gedroogde larven van de zwarte soldatenvlieg', 'larves de mouche soldat noire déshydratées', 'Larven der Schwarzen Soldatenfliege getrocknet'),
  egg: text('dried whole egg', 'gedroogd heel ei', 'œuf entier déshydraté', 'Vollei getrocknet'),
  greenLippedMussel: text('green-lipped mussel', 'groenlipmossel', 'moule aux orles verts', 'Grünlippmuschel'),
  rice: text('rice', 'rijst', 'riz', 'Reis'),
  brownRice: text('brown rice', 'zilvervliesrijst', 'riz complet', 'Vollkornreis'),
  riceFlour: text('rice flour', 'rijstmeel', 'farine de riz', 'Reismehl'),
  oats: text('oats', 'haver', 'avoine', 'Hafer'),
  barley: text('barley', 'gerst', 'orge', 'Gerste'),
  maize: text('maize', 'maïs', 'maïs', 'Mais'),
  potato: text('dried potato', 'gedroogde aardappel', 'pomme de terre déshydratée', 'Kartoffel getrocknet'),
  potatoStarch: text('potato starch', 'aardappelzetmeel', 'fécule de pomme de terre', 'Kartoffelstärke'),
  tapiocaStarch: text('tapioca starch', 'tapiocazetmeel', 'amidon de tapioca', 'Tapiokastärke'),
  sweetPotato: text('dried sweet potato', 'gedroogde zoete aardappel', 'patate douce déshydratée', 'Süßkartoffel getrocknet'),
  peas: text('dried peas', 'gedroogde erwten', 'pois déshydratés', 'Erbsen getrocknet'),
  carrot: text('carrot', 'wortel', 'carotte', 'Karotte'),
  pumpkin: text('pumpkin', 'pompoen', 'citrouille', 'Kürbis'),
  apple: text('dried apple', 'gedroogde appel', 'pomme déshydratée', 'Apfel getrocknet'),
  cranberry: text('dried cranberries', 'gedroogde veenbessen', 'canneberges déshydratées', 'Cranberrys getrocknet'),
  parsley: text('parsley', 'peterselie', 'persil', 'Petersilie'),
  beetPulp: text('dried beet pulp', 'gedroogde bietenpulp', 'pulpe de betterave déshydratée', 'Rübentrockenschnitzel'),
  cellulose: text('cellulose', 'cellulose', 'cellulose', 'Cellulose'),
  psyllium: text('psyllium husk', 'psylliumvezels', 'téguments de psyllium', 'Flohsamenschalen'),
  chicory: text('dried chicory root', 'gedroogde cichoreiwortel', 'racine de chicorée déshydratée', 'Zichorienwurzel getrocknet'),
  linseed: text('linseed', 'lijnzaad', 'graines de lin', 'Leinsamen'),
  linseedOil: text('linseed oil', 'lijnzaadolie', 'huile de lin', 'Leinöl'),
  sunflowerOil: text('sunflower oil', 'zonnebloemolie', 'huile de tournesol', 'Sonnenblumenöl'),
  algae: text('dried algae (Schizochytrium, source of DHA)', 'gedroogde algen (Schizochytrium, bron van DHA)', 'algues déshydratées (Schizochytrium, source de DHA)', 'Algen getrocknet (Schizochytrium, Quelle von DHA)'),
  yeast: text('brewer’s yeast', 'biergist', 'levure de bière', 'Bierhefe'),
  maltExtract: text('malt extract', 'moutextract', 'extrait de malt', 'Malzextrakt'),
  glycerine: text('glycerine', 'glycerine', 'glycérine', 'Glycerin'),
  glucosamine: text('glucosamine', 'glucosamine', 'glucosamine', 'Glucosamin'),
  chondroitin: text('chondroitin sulphate', 'chondroïtinesulfaat', 'sulfate de chondroïtine', 'Chondroitinsulfat'),
  sodiumTripolyphosphate: text('sodium tripolyphosphate', 'natriumtripolyfosfaat', 'tripolyphosphate de sodium', 'Natriumtripolyphosphat'),
  minerals: text('minerals', 'mineralen', 'minéraux', 'Mineralstoffe'),
} satisfies Record<string, CatalogueText>;

type Ingredient = keyof typeof ingredientNames;
type Part = Ingredient | readonly [Ingredient, number];

const languages = ['en', 'nl', 'fr', 'de'] as const;
const numberLocales = { en: 'en-GB', nl: 'nl-NL', fr: 'fr-FR', de: 'de-DE' } as const;
// One formatter per language: making one per number cost every start about 50 ms.
const numberFormats = Object.fromEntries(
  languages.map((language) => [language, new Intl.NumberFormat(numberLocales[language], { maximumFractionDigits: 2 })]),
) as Record<keyof CatalogueText, Intl.NumberFormat>;
const formatNumber = (language: keyof CatalogueText, value: number) => numberFormats[language].format(value);
// French and German put a (non-breaking) space before the percent sign, English and Dutch do not.
const percent = (language: keyof CatalogueText, value: number) =>
  `${formatNumber(language, value)}${language === 'fr' || language === 'de' ? '\u00a0' : ''}%`;
const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** The composition as a label declares it: descending by weight, percentages where highlighted. */
function ingredients(...parts: Part[]): CatalogueText {
  const line = (language: keyof CatalogueText) =>
    capitalised(
      parts
        .map((part) => {
          const [key, share] = typeof part === 'string' ? [part, undefined] : part;
          const name = ingredientNames[key][language];
          return share === undefined ? name : `${name} (${percent(language, share)})`;
        })
        .join(', '),
    );
  return Object.fromEntries(languages.map((language) => [language, line(language)])) as CatalogueText;
}

type Additives = {
  vitaminA: number;
  vitaminD3: number;
  vitaminE: number;
  taurine?: number;
  lCarnitine?: number;
  zinc: number;
  copper: number;
  iodine: number;
  selenium: number;
};

const additiveWords = {
  heading: text('Nutritional additives per kg', 'Nutritionele toevoegingsmiddelen per kg', 'Additifs nutritionnels par kg', 'Ernährungsphysiologische Zusatzstoffe je kg'),
  iu: text('IU', 'IE', 'UI', 'IE'),
  vitamin: text('vitamin', 'vitamine', 'vitamine', 'Vitamin'),
  taurine: text('taurine', 'taurine', 'taurine', 'Taurin'),
  lCarnitine: text('L-carnitine', 'L-carnitine', 'L-carnitine', 'L-Carnitin'),
  zinc: text('zinc (zinc chelate of amino acids hydrate)', 'zink (zinkchelaat van aminozuren, gehydrateerd)', 'zinc (chélate de zinc d’acides aminés, hydraté)', 'Zink (Aminosäure-Zinkchelat, Hydrat)'),
  copper: text('copper (copper(II) sulphate pentahydrate)', 'koper (koper(II)sulfaat, pentahydraat)', 'cuivre (sulfate de cuivre(II) pentahydraté)', 'Kupfer (Kupfer(II)-sulfat, Pentahydrat)'),
  iodine: text('iodine (calcium iodate, anhydrous)', 'jodium (calciumjodaat, watervrij)', 'iode (iodate de calcium anhydre)', 'Jod (Calciumjodat, wasserfrei)'),
  selenium: text('selenium (sodium selenite)', 'selenium (natriumseleniet)', 'sélénium (sélénite de sodium)', 'Selen (Natriumselenit)'),
} satisfies Record<string, CatalogueText>;

/** The additive declaration of a complete feed: vitamins, amino acids and trace elements per kg. */
function additives(amounts: Additives): CatalogueText {
  const line = (language: keyof CatalogueText) => {
    const n = (value: number) => formatNumber(language, value);
    const w = (key: keyof typeof additiveWords) => additiveWords[key][language];
    const items = [
      `${w('vitamin')} A ${n(amounts.vitaminA)} ${w('iu')}`,
      `${w('vitamin')} D3 ${n(amounts.vitaminD3)} ${w('iu')}`,
      `${w('vitamin')} E ${n(amounts.vitaminE)} mg`,
      ...(amounts.taurine === undefined ? [] : [`${w('taurine')} ${n(amounts.taurine)} mg`]),
      ...(amounts.lCarnitine === undefined ? [] : [`${w('lCarnitine')} ${n(amounts.lCarnitine)} mg`]),
      `${w('zinc')} ${n(amounts.zinc)} mg`,
      `${w('copper')} ${n(amounts.copper)} mg`,
      `${w('iodine')} ${n(amounts.iodine)} mg`,
      `${w('selenium')} ${n(amounts.selenium)} mg`,
    ];
    return `${w('heading')}${language === 'fr' ? ' : ' : ': '}${items.join(', ')}.`;
  };
  return Object.fromEntries(languages.map((language) => [language, line(language)])) as CatalogueText;
}

const dogAdditives: Additives = { vitaminA: 15_000, vitaminD3: 1_500, vitaminE: 300, zinc: 120, copper: 12, iodine: 2, selenium: 0.2 };
const catAdditives: Additives = { ...dogAdditives, vitaminA: 20_000, taurine: 2_000 };

// ─── Dry formulas ───────────────────────────────────────────────────────────────────────────

const formula = (
  seed: Omit<ProductSeed, 'kind' | 'category' | 'unitWeightGrams' | 'vatCategory' | 'suitability' | 'kcalPerKg'> & {
    kcalPerKg: number;
    suitability: FormulaSuitability;
  },
): ProductSeed => ({ ...seed, kind: 'formula', category: 'dry_food', unitWeightGrams: null, vatCategory: 'pet_food' });

export const formulaSeeds: readonly ProductSeed[] = [
  formula({
    sku: 'BRK-DOG-CHICKEN-ADULT',
    animalType: 'dog',
    position: 10,
    names: text('Chicken & Rice Adult', 'Kip & Rijst Adult', 'Poulet & Riz Adulte', 'Huhn & Reis Adult'),
    descriptions: text(
      'Our everyday recipe for adult dogs: tender chicken as the first ingredient, easily digested rice and a touch of salmon oil for a glossy coat. Complete and balanced, in medium-sized kibbles.',
      'Ons recept voor elke dag voor volwassen honden: malse kip als eerste ingrediënt, lichtverteerbare rijst en een scheutje zalmolie voor een glanzende vacht. Volledig en uitgebalanceerd, in middelgrote brokjes.',
      'Notre recette de tous les jours pour chiens adultes : du poulet tendre en premier ingrédient, du riz facile à digérer et une touche d’huile de saumon pour un pelage brillant. Complète et équilibrée, en croquettes de taille moyenne.',
      'Unser Rezept für jeden Tag für erwachsene Hunde: zartes Huhn als erste Zutat, leicht verdaulicher Reis und etwas Lachsöl für glänzendes Fell. Vollwertig und ausgewogen, in mittelgroßen Kroketten.',
    ),
    kcalPerKg: 3690,
    priceExclVatCents: 990,
    details: {
      analytical_constituents: { protein: 26, fat: 16, fibre: 2.5, ash: 7, moisture: 8, calcium: 1.3, phosphorus: 1, omega3: 0.5, omega6: 2.8 },
      ingredients: ingredients(
        ['chickenDried', 28], ['rice', 24], 'maize', 'chickenFat', 'beetPulp', 'chickenLiverHydrolysed', 'egg',
        'linseed', 'yeast', ['salmonOil', 1], 'minerals', ['chicory', 0.5],
      ),
      additives: additives(dogAdditives),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: [], avoid_when: ['allergies'], fallback: true },
  }),
  formula({
    sku: 'BRK-DOG-LAMB-ADULT',
    animalType: 'dog',
    position: 20,
    names: text('Lamb & Rice Adult', 'Lam & Rijst Adult', 'Agneau & Riz Adulte', 'Lamm & Reis Adult'),
    descriptions: text(
      'Gentle on the stomach: lamb as the only animal protein, rice and oats, with pumpkin and psyllium for firm stools. A favourite of dogs that turn up their nose at chicken.',
      'Zacht voor de maag: lam als enige dierlijke eiwitbron, rijst en haver, met pompoen en psyllium voor een stevige stoelgang. Een favoriet van honden die hun neus ophalen voor kip.',
      'Douce pour l’estomac : l’agneau comme seule protéine animale, du riz et de l’avoine, avec de la citrouille et du psyllium pour des selles fermes. Une valeur sûre pour les chiens qui boudent le poulet.',
      'Schonend für den Magen: Lamm als einzige tierische Eiweißquelle, Reis und Hafer, dazu Kürbis und Flohsamenschalen für eine feste Kotkonsistenz. Beliebt bei Hunden, die Huhn verschmähen.',
    ),
    kcalPerKg: 3550,
    priceExclVatCents: 1090,
    details: {
      analytical_constituents: { protein: 24, fat: 14, fibre: 3, ash: 7.5, moisture: 8, calcium: 1.4, phosphorus: 1, omega3: 0.5, omega6: 2.2 },
      ingredients: ingredients(
        ['lambDried', 26], ['rice', 30], ['oats', 12], 'lambFat', 'beetPulp', 'linseed', ['pumpkin', 2], 'yeast',
        ['psyllium', 1], 'minerals', ['chicory', 0.5],
      ),
      additives: additives(dogAdditives),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['sensitive_digestion', 'picky_eater'] },
  }),
  formula({
    sku: 'BRK-DOG-SALMON-ADULT',
    animalType: 'dog',
    position: 30,
    names: text('Salmon & Oats Adult', 'Zalm & Haver Adult', 'Saumon & Avoine Adulte', 'Lachs & Hafer Adult'),
    descriptions: text(
      'Salmon and salmon oil, rich in the omega-3 fatty acids EPA and DHA, for healthy skin and a soft, shiny coat. Wholesome oats and rice, and a taste most dogs cannot resist.',
      'Zalm en zalmolie, rijk aan de omega-3-vetzuren EPA en DHA, voor een gezonde huid en een zachte, glanzende vacht. Voedzame haver en rijst, en een smaak waar de meeste honden niet aan kunnen weerstaan.',
      'Du saumon et de l’huile de saumon, riches en acides gras oméga-3 EPA et DHA, pour une peau saine et un pelage doux et brillant. De l’avoine et du riz nourrissants, et un goût auquel peu de chiens résistent.',
      'Lachs und Lachsöl, reich an den Omega-3-Fettsäuren EPA und DHA, für gesunde Haut und weiches, glänzendes Fell. Nahrhafter Hafer und Reis und ein Geschmack, dem kaum ein Hund widersteht.',
    ),
    kcalPerKg: 3640,
    priceExclVatCents: 1190,
    details: {
      analytical_constituents: { protein: 25, fat: 16, fibre: 3, ash: 8, moisture: 8, calcium: 1.5, phosphorus: 1.1, omega3: 1.5, omega6: 2.2 },
      ingredients: ingredients(
        ['salmonDried', 26], ['salmonFresh', 10], ['oats', 22], ['rice', 18], ['salmonOil', 4], 'beetPulp',
        'linseed', 'yeast', 'minerals', ['chicory', 0.5],
      ),
      additives: additives(dogAdditives),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['skin_coat', 'picky_eater'] },
  }),
  formula({
    sku: 'BRK-DOG-INSECT-HYPOALLERGENIC',
    animalType: 'dog',
    position: 40,
    names: text(
      'Insect & Oats Hypoallergenic',
      'Insect & Haver Hypoallergeen',
      'Insecte & Avoine Hypoallergénique',
      'Insekt & Hafer Hypoallergen',
    ),
    descriptions: text(
      'One novel protein from black soldier fly larvae, and no chicken, beef, dairy, wheat or soy: made for dogs with food allergies, itchy skin or a sensitive stomach. Sustainably farmed in Europe.',
      'Eén nieuwe eiwitbron uit larven van de zwarte soldatenvlieg, en geen kip, rund, zuivel, tarwe of soja: gemaakt voor honden met een voedselallergie, jeuk of een gevoelige maag. Duurzaam gekweekt in Europa.',
      'Une seule protéine inédite issue de larves de mouche soldat noire, sans poulet, bœuf, produits laitiers, blé ni soja : conçue pour les chiens allergiques, à la peau qui gratte ou à l’estomac sensible. Élevées durablement en Europe.',
      'Eine einzige neue Eiweißquelle aus Larven der Schwarzen Soldatenfliege, ohne Huhn, Rind, Milchprodukte, Weizen oder Soja: für Hunde mit Futtermittelallergie, juckender Haut oder empfindlichem Magen. Nachhaltig in Europa gezüchtet.',
    ),
    kcalPerKg: 3570,
    priceExclVatCents: 1290,
    details: {
      analytical_constituents: { protein: 25, fat: 14, fibre: 3.5, ash: 6.5, moisture: 8, calcium: 1.2, phosphorus: 0.9, omega3: 0.6, omega6: 2 },
      ingredients: ingredients(
        ['insect', 30], ['oats', 25], ['sweetPotato', 15], 'peas', 'sunflowerOil', 'beetPulp', 'linseed', 'minerals',
        ['psyllium', 1], ['chicory', 0.5],
      ),
      additives: additives(dogAdditives),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['allergies', 'sensitive_digestion', 'skin_coat'] },
  }),
  formula({
    sku: 'BRK-DOG-TURKEY-LIGHT',
    animalType: 'dog',
    position: 50,
    names: text('Turkey Light', 'Kalkoen Light', 'Dinde Light', 'Truthahn Light'),
    descriptions: text(
      'For dogs that need to lose a few kilos or put them on easily: lean turkey, less fat than our adult recipes, fibre that keeps them full and L-carnitine. With glucosamine and chondroitin for joints that carry too much weight.',
      'Voor honden die een paar kilo kwijt moeten of snel bijkomen: mager kalkoenvlees, minder vet dan onze adultrecepten, vezels die lang verzadigen en L-carnitine. Met glucosamine en chondroïtine voor gewrichten die te veel gewicht dragen.',
      'Pour les chiens qui doivent perdre quelques kilos ou qui en prennent facilement : de la dinde maigre, moins de matières grasses que nos recettes adultes, des fibres rassasiantes et de la L-carnitine. Avec glucosamine et chondroïtine pour les articulations qui portent trop de poids.',
      'Für Hunde, die ein paar Kilo abnehmen sollen oder leicht zunehmen: mageres Truthahnfleisch, weniger Fett als unsere Adult-Rezepte, sättigende Ballaststoffe und L-Carnitin. Mit Glucosamin und Chondroitin für Gelenke, die zu viel Gewicht tragen.',
    ),
    kcalPerKg: 3500,
    priceExclVatCents: 1050,
    details: {
      analytical_constituents: { protein: 28, fat: 13, fibre: 4, ash: 6.5, moisture: 8, calcium: 1.1, phosphorus: 0.9, omega3: 0.5, omega6: 2 },
      ingredients: ingredients(
        ['turkeyDried', 28], ['rice', 20], ['barley', 15], 'oats', 'peas', 'beetPulp', 'cellulose', 'sunflowerOil',
        'linseed', 'yeast', 'minerals', ['glucosamine', 0.05], ['chondroitin', 0.03],
      ),
      additives: additives({ ...dogAdditives, lCarnitine: 300 }),
    },
    suitability: {
      animal_types: ['dog'],
      life_stages: ['adult', 'senior'],
      addresses: ['overweight', 'joints'],
      body_conditions: ['ideal', 'overweight', 'obese'],
    },
  }),
  formula({
    sku: 'BRK-DOG-SENIOR',
    animalType: 'dog',
    position: 60,
    names: text('Chicken & Barley Senior 7+', 'Kip & Gerst Senior 7+', 'Poulet & Orge Senior 7+', 'Huhn & Gerste Senior 7+'),
    descriptions: text(
      'For dogs from seven years (giant breeds from six): fewer calories, high-quality protein to keep muscle, green-lipped mussel, glucosamine and chondroitin for stiff joints, and small kibbles that are easy to chew.',
      'Voor honden vanaf zeven jaar (reuzenrassen vanaf zes): minder calorieën, hoogwaardige eiwitten om spiermassa te behouden, groenlipmossel, glucosamine en chondroïtine voor stijve gewrichten, en kleine brokjes die makkelijk te kauwen zijn.',
      'Pour les chiens dès sept ans (races géantes dès six ans) : moins de calories, des protéines de qualité pour garder la masse musculaire, moule aux orles verts, glucosamine et chondroïtine pour les articulations raides, et de petites croquettes faciles à croquer.',
      'Für Hunde ab sieben Jahren (Riesenrassen ab sechs): weniger Kalorien, hochwertiges Eiweiß für den Erhalt der Muskulatur, Grünlippmuschel, Glucosamin und Chondroitin für steife Gelenke und kleine, leicht zu kauende Kroketten.',
    ),
    kcalPerKg: 3520,
    priceExclVatCents: 1090,
    details: {
      analytical_constituents: { protein: 26, fat: 13, fibre: 3.5, ash: 6.5, moisture: 8, calcium: 1, phosphorus: 0.8, omega3: 0.8, omega6: 2.2 },
      ingredients: ingredients(
        ['chickenDried', 26], ['barley', 20], ['rice', 18], 'oats', 'chickenFat', 'beetPulp', 'chickenLiverHydrolysed',
        'linseed', 'yeast', 'minerals', ['greenLippedMussel', 0.3], ['glucosamine', 0.05], ['chondroitin', 0.03],
      ),
      additives: additives({ ...dogAdditives, vitaminE: 500 }),
    },
    suitability: { animal_types: ['dog'], life_stages: ['senior'], addresses: ['joints'], avoid_when: ['allergies'] },
  }),
  formula({
    sku: 'BRK-DOG-PUPPY',
    animalType: 'dog',
    position: 70,
    names: text('Chicken & Rice Puppy', 'Kip & Rijst Puppy', 'Poulet & Riz Chiot', 'Huhn & Reis Junior'),
    descriptions: text(
      'For puppies of every size, from weaning until they are fully grown: extra protein and energy, calcium and phosphorus in balance for steady bone growth (important for large breeds), and DHA for brain and eyes. Small kibbles for small teeth.',
      'Voor pups van elk formaat, vanaf het spenen tot ze volgroeid zijn: extra eiwit en energie, calcium en fosfor in balans voor een gelijkmatige botgroei (belangrijk bij grote rassen) en DHA voor hersenen en ogen. Kleine brokjes voor kleine tandjes.',
      'Pour les chiots de toutes tailles, du sevrage à l’âge adulte : plus de protéines et d’énergie, calcium et phosphore équilibrés pour une croissance osseuse régulière (essentiel chez les grandes races) et du DHA pour le cerveau et les yeux. De petites croquettes pour de petites dents.',
      'Für Welpen jeder Größe, vom Absetzen bis sie ausgewachsen sind: mehr Eiweiß und Energie, Calcium und Phosphor im Gleichgewicht für ein gleichmäßiges Knochenwachstum (wichtig bei großen Rassen) und DHA für Gehirn und Augen. Kleine Kroketten für kleine Zähne.',
    ),
    kcalPerKg: 3820,
    priceExclVatCents: 1150,
    details: {
      analytical_constituents: { protein: 30, fat: 19, fibre: 2.5, ash: 7.5, moisture: 8, calcium: 1.2, phosphorus: 1, omega3: 0.7, omega6: 2.8 },
      ingredients: ingredients(
        ['chickenDried', 32], ['rice', 25], 'maize', 'chickenFat', ['egg', 4], 'beetPulp', 'chickenLiverHydrolysed',
        ['salmonOil', 2], 'yeast', 'minerals', ['algae', 0.5], ['chicory', 0.5],
      ),
      additives: additives({ ...dogAdditives, vitaminD3: 1_200, vitaminE: 400 }),
    },
    suitability: { animal_types: ['dog'], life_stages: ['young'], addresses: [] },
  }),
  formula({
    sku: 'BRK-DOG-DUCK-ACTIVE',
    animalType: 'dog',
    position: 80,
    names: text('Duck & Rice Active', 'Eend & Rijst Actief', 'Canard & Riz Actif', 'Ente & Reis Aktiv'),
    descriptions: text(
      'Energy-dense for working and sporting dogs and for dogs that struggle to keep their weight on: more fat and protein, so that a smaller portion goes a longer way.',
      'Energierijk voor werk- en sporthonden en voor honden die moeilijk op gewicht blijven: meer vet en eiwit, zodat een kleinere portie langer meegaat.',
      'Riche en énergie pour les chiens de travail et de sport, et pour ceux qui peinent à garder leur poids : plus de matières grasses et de protéines, pour qu’une plus petite ration tienne plus longtemps.',
      'Energiereich für Arbeits- und Sporthunde und für Hunde, die schwer ihr Gewicht halten: mehr Fett und Eiweiß, damit eine kleinere Portion länger vorhält.',
    ),
    kcalPerKg: 3970,
    priceExclVatCents: 1150,
    details: {
      analytical_constituents: { protein: 30, fat: 22, fibre: 2.5, ash: 7.5, moisture: 8, calcium: 1.3, phosphorus: 1, omega3: 0.6, omega6: 3.2 },
      ingredients: ingredients(
        ['duckDried', 30], ['rice', 25], 'oats', 'duckFat', 'beetPulp', 'egg', ['salmonOil', 2], 'linseed', 'yeast',
        'minerals',
      ),
      additives: additives({ ...dogAdditives, vitaminE: 400 }),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult'], addresses: [], body_conditions: ['thin', 'ideal'] },
  }),
  formula({
    sku: 'BRK-CAT-CHICKEN-ADULT',
    animalType: 'cat',
    position: 110,
    names: text('Chicken Adult', 'Kip Adult', 'Poulet Adulte', 'Huhn Adult'),
    descriptions: text(
      'Rich in animal protein, as a true carnivore needs: chicken first, taurine for heart and eyes, and cranberry with balanced minerals for a healthy urinary tract.',
      'Rijk aan dierlijk eiwit, zoals een echte vleeseter nodig heeft: kip als eerste ingrediënt, taurine voor hart en ogen, en veenbes met uitgebalanceerde mineralen voor gezonde urinewegen.',
      'Riche en protéines animales, comme il faut à un vrai carnivore : le poulet en premier, de la taurine pour le cœur et les yeux, et de la canneberge avec des minéraux équilibrés pour des voies urinaires saines.',
      'Reich an tierischem Eiweiß, wie es ein echter Fleischfresser braucht: Huhn an erster Stelle, Taurin für Herz und Augen und Cranberry mit ausgewogenen Mineralstoffen für gesunde Harnwege.',
    ),
    kcalPerKg: 3690,
    priceExclVatCents: 1190,
    details: {
      analytical_constituents: { protein: 34, fat: 16, fibre: 2.5, ash: 7, moisture: 8, calcium: 1.1, phosphorus: 0.9, omega3: 0.5, omega6: 3 },
      ingredients: ingredients(
        ['chickenDried', 36], ['chickenFresh', 10], 'rice', 'chickenFat', 'maize', 'chickenLiverHydrolysed', 'egg',
        'beetPulp', 'yeast', 'salmonOil', 'minerals', ['cranberry', 0.2],
      ),
      additives: additives(catAdditives),
    },
    suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: [], avoid_when: ['allergies'], fallback: true },
  }),
  formula({
    sku: 'BRK-CAT-SALMON-ADULT',
    animalType: 'cat',
    position: 120,
    names: text('Salmon Adult', 'Zalm Adult', 'Saumon Adulte', 'Lachs Adult'),
    descriptions: text(
      'Salmon that even fussy cats finish, omega-3 for supple skin and a shiny coat, and psyllium to help hairballs pass.',
      'Zalm die zelfs kieskeurige katten opeten, omega-3 voor een soepele huid en een glanzende vacht, en psyllium om haarballen te helpen afvoeren.',
      'Du saumon que même les chats difficiles terminent, des oméga-3 pour une peau souple et un pelage brillant, et du psyllium pour faciliter l’élimination des boules de poils.',
      'Lachs, den selbst wählerische Katzen aufessen, Omega-3 für geschmeidige Haut und glänzendes Fell und Flohsamenschalen, damit Haarballen leichter abgehen.',
    ),
    kcalPerKg: 3600,
    priceExclVatCents: 1290,
    details: {
      analytical_constituents: { protein: 34, fat: 15, fibre: 3, ash: 7.5, moisture: 8, calcium: 1.2, phosphorus: 1, omega3: 1.2, omega6: 2.5 },
      ingredients: ingredients(
        ['salmonDried', 30], ['salmonFresh', 12], 'rice', 'chickenFat', 'peas', ['salmonOil', 3], 'beetPulp', 'egg',
        'yeast', ['psyllium', 1], 'minerals',
      ),
      additives: additives(catAdditives),
    },
    suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: ['skin_coat', 'picky_eater'] },
  }),
  formula({
    sku: 'BRK-CAT-STERILISED',
    animalType: 'cat',
    position: 130,
    names: text('Turkey Sterilised', 'Kalkoen Gesteriliseerd', 'Dinde Chat Stérilisé', 'Truthahn Sterilisiert'),
    descriptions: text(
      'Made for neutered cats, who need fewer calories: less fat, more protein to keep them lean and muscular, fibre for a full feeling, L-carnitine and cranberry for the urinary tract.',
      'Gemaakt voor gesteriliseerde en gecastreerde katten, die minder calorieën nodig hebben: minder vet, meer eiwit voor een slank en gespierd lijf, vezels voor een verzadigd gevoel, L-carnitine en veenbes voor de urinewegen.',
      'Conçue pour les chats stérilisés, qui ont besoin de moins de calories : moins de matières grasses, plus de protéines pour rester fins et musclés, des fibres rassasiantes, de la L-carnitine et de la canneberge pour les voies urinaires.',
      'Für kastrierte Katzen, die weniger Kalorien brauchen: weniger Fett, mehr Eiweiß für einen schlanken, muskulösen Körper, sättigende Ballaststoffe, L-Carnitin und Cranberry für die Harnwege.',
    ),
    kcalPerKg: 3500,
    priceExclVatCents: 1250,
    details: {
      analytical_constituents: { protein: 38, fat: 13, fibre: 3.5, ash: 7, moisture: 8, calcium: 1, phosphorus: 0.85, omega3: 0.5, omega6: 2.4 },
      ingredients: ingredients(
        ['turkeyDried', 38], 'rice', 'peas', 'chickenFat', 'chickenLiverHydrolysed', 'egg', 'beetPulp', 'cellulose',
        'yeast', ['psyllium', 1], 'minerals', ['cranberry', 0.2],
      ),
      additives: additives({ ...catAdditives, lCarnitine: 250 }),
    },
    suitability: {
      animal_types: ['cat'],
      life_stages: ['adult', 'senior'],
      addresses: ['overweight'],
      body_conditions: ['ideal', 'overweight', 'obese'],
      requires_sterilised: true,
    },
  }),
  formula({
    sku: 'BRK-CAT-KITTEN',
    animalType: 'cat',
    position: 140,
    names: text('Chicken Kitten', 'Kip Kitten', 'Poulet Chaton', 'Huhn Kitten'),
    descriptions: text(
      'Everything a kitten needs in its first year: plenty of protein and energy for growth, DHA for brain and eyesight, and tiny kibbles for small mouths. Also suitable for pregnant and nursing queens.',
      'Alles wat een kitten in zijn eerste jaar nodig heeft: veel eiwit en energie voor de groei, DHA voor hersenen en zicht, en piepkleine brokjes voor kleine bekjes. Ook geschikt voor drachtige en zogende poezen.',
      'Tout ce dont un chaton a besoin la première année : beaucoup de protéines et d’énergie pour grandir, du DHA pour le cerveau et la vue, et de toutes petites croquettes pour les petites gueules. Convient aussi aux chattes gestantes et allaitantes.',
      'Alles, was ein Kitten im ersten Jahr braucht: viel Eiweiß und Energie fürs Wachstum, DHA für Gehirn und Sehkraft und winzige Kroketten für kleine Mäuler. Auch für tragende und säugende Katzen geeignet.',
    ),
    kcalPerKg: 3890,
    priceExclVatCents: 1350,
    details: {
      analytical_constituents: { protein: 36, fat: 20, fibre: 2, ash: 7.5, moisture: 8, calcium: 1.3, phosphorus: 1.1, omega3: 0.8, omega6: 3.2 },
      ingredients: ingredients(
        ['chickenDried', 38], ['chickenFresh', 12], 'rice', 'chickenFat', ['egg', 5], 'chickenLiverHydrolysed',
        ['salmonOil', 2], 'beetPulp', 'yeast', 'minerals', ['algae', 0.5],
      ),
      additives: additives({ ...catAdditives, vitaminE: 400 }),
    },
    suitability: { animal_types: ['cat'], life_stages: ['young'], addresses: [] },
  }),
  formula({
    sku: 'BRK-CAT-DUCK-SENSITIVE',
    animalType: 'cat',
    position: 150,
    names: text('Duck & Pea Sensitive', 'Eend & Erwt Gevoelig', 'Canard & Pois Sensible', 'Ente & Erbse Sensitiv'),
    descriptions: text(
      'Duck as the only animal protein and no grain, for cats with a food allergy or a sensitive stomach. Psyllium and chicory support a calm digestion.',
      'Eend als enige dierlijke eiwitbron en zonder granen, voor katten met een voedselallergie of een gevoelige maag. Psyllium en cichorei ondersteunen een rustige spijsvertering.',
      'Le canard comme seule protéine animale, sans céréales, pour les chats allergiques ou à l’estomac sensible. Le psyllium et la chicorée soutiennent une digestion apaisée.',
      'Ente als einzige tierische Eiweißquelle und ohne Getreide, für Katzen mit Futtermittelallergie oder empfindlichem Magen. Flohsamenschalen und Zichorie unterstützen eine ruhige Verdauung.',
    ),
    kcalPerKg: 3620,
    priceExclVatCents: 1390,
    details: {
      analytical_constituents: { protein: 33, fat: 15, fibre: 3, ash: 7, moisture: 8, calcium: 1.1, phosphorus: 0.9, omega3: 0.5, omega6: 2.6 },
      ingredients: ingredients(
        ['duckDried', 34], ['duckFresh', 10], ['peas', 18], 'potato', 'duckFat', 'beetPulp', 'linseed', 'minerals',
        ['psyllium', 1], ['chicory', 0.5],
      ),
      additives: additives(catAdditives),
    },
    suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: ['allergies', 'sensitive_digestion'] },
  }),
];

// ─── Extras ─────────────────────────────────────────────────────────────────────────────────

const allStages: ExtraSuitability['life_stages'] = ['young', 'adult', 'senior'];

const extra = (
  seed: Omit<ProductSeed, 'kind' | 'suitability'> & { suitability: ExtraSuitability },
): ProductSeed => ({ ...seed, kind: 'extra' });

export const extraSeeds: readonly ProductSeed[] = [
  extra({
    sku: 'BRK-X-DOG-TREATS-CHICKEN',
    category: 'treats',
    animalType: 'dog',
    position: 200,
    names: text('Chicken Training Bites', 'Trainingssnoepjes met kip', 'Bouchées d’éducation au poulet', 'Trainingshappen mit Huhn'),
    descriptions: text(
      'Soft, pea-sized bites with 70% chicken, easy to break and quick to eat: made for rewarding often during training. About 3 kcal per bite. Pouch of 200 g.',
      'Zachte snoepjes zo groot als een erwt met 70% kip, makkelijk te breken en snel op: gemaakt om vaak te belonen tijdens de training. Ongeveer 3 kcal per snoepje. Zakje van 200 g.',
      'Des bouchées tendres de la taille d’un petit pois, avec 70 % de poulet, faciles à partager et vite avalées : idéales pour récompenser souvent pendant l’éducation. Environ 3 kcal par bouchée. Sachet de 200 g.',
      'Weiche, erbsengroße Happen mit 70 % Huhn, leicht zu teilen und schnell gefressen: ideal, um beim Training oft zu belohnen. Etwa 3 kcal pro Happen. Beutel mit 200 g.',
    ),
    kcalPerKg: 3260,
    unitWeightGrams: 200,
    priceExclVatCents: 449,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 30, fat: 12, fibre: 1, ash: 5, moisture: 18 },
      ingredients: ingredients(['chicken', 70], 'riceFlour', 'glycerine', 'potatoStarch', 'minerals'),
    },
    suitability: { animal_types: ['dog'], life_stages: allStages, addresses: [], avoid_when: ['allergies'] },
  }),
  extra({
    sku: 'BRK-X-DOG-TREATS-INSECT',
    category: 'treats',
    animalType: 'dog',
    position: 210,
    names: text('Insect & Apple Bites', 'Snoepjes met insect & appel', 'Bouchées à l’insecte et à la pomme', 'Happen mit Insekt & Apfel'),
    descriptions: text(
      'Hypoallergenic treats with insect protein as the only animal protein: a reward that dogs on an elimination diet or with food allergies can have too. Pouch of 150 g.',
      'Hypoallergene snoepjes met insecteneiwit als enige dierlijke eiwitbron: een beloning die ook honden op een eliminatiedieet of met een voedselallergie mogen. Zakje van 150 g.',
      'Des friandises hypoallergéniques dont la seule protéine animale vient des insectes : une récompense permise aux chiens allergiques ou sous régime d’éviction. Sachet de 150 g.',
      'Hypoallergene Leckerli mit Insektenprotein als einziger tierischer Eiweißquelle: eine Belohnung, die auch Hunde mit Futtermittelallergie oder in einer Ausschlussdiät bekommen dürfen. Beutel mit 150 g.',
    ),
    kcalPerKg: 3160,
    unitWeightGrams: 150,
    priceExclVatCents: 499,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 22, fat: 10, fibre: 5, ash: 5, moisture: 14 },
      ingredients: ingredients(['insect', 45], 'oats', ['apple', 10], 'potatoStarch', 'sunflowerOil', 'minerals'),
    },
    suitability: { animal_types: ['dog'], life_stages: allStages, addresses: ['allergies'] },
  }),
  extra({
    sku: 'BRK-X-DOG-TREATS-LIGHT',
    category: 'treats',
    animalType: 'dog',
    position: 220,
    names: text('Turkey & Carrot Light Bites', 'Lightsnoepjes met kalkoen & wortel', 'Bouchées light à la dinde et à la carotte', 'Light-Happen mit Truthahn & Karotte'),
    descriptions: text(
      'Crunchy treats with a sixth fewer calories than our training bites, for dogs watching their weight. Pouch of 200 g.',
      'Knapperige snoepjes met een zesde minder calorieën dan onze trainingssnoepjes, voor honden die op hun lijn letten. Zakje van 200 g.',
      'Des friandises croquantes avec un sixième de calories en moins que nos bouchées d’éducation, pour les chiens qui surveillent leur ligne. Sachet de 200 g.',
      'Knusprige Leckerli mit einem Sechstel weniger Kalorien als unsere Trainingshappen, für Hunde, die auf ihr Gewicht achten. Beutel mit 200 g.',
    ),
    kcalPerKg: 2740,
    unitWeightGrams: 200,
    priceExclVatCents: 449,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 26, fat: 5, fibre: 6, ash: 5, moisture: 18 },
      ingredients: ingredients(['turkey', 40], ['carrot', 20], 'oats', 'potatoStarch', 'cellulose', 'minerals'),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['overweight'] },
  }),
  extra({
    sku: 'BRK-X-DOG-CHEW-TENDON',
    category: 'chews',
    animalType: 'dog',
    position: 230,
    names: text('Air-Dried Beef Tendons', 'Luchtgedroogde runderpezen', 'Tendons de bœuf séchés à l’air', 'Luftgetrocknete Rindersehnen'),
    descriptions: text(
      'Single-ingredient beef tendons, slowly air-dried: a long chew that keeps a dog busy and helps scrape off plaque. Give under supervision. Bag of 200 g.',
      'Runderpezen en verder niets, langzaam aan de lucht gedroogd: een lange kauwsnack die een hond zoet houdt en tandplak helpt wegschuren. Geef onder toezicht. Zak van 200 g.',
      'Des tendons de bœuf et rien d’autre, lentement séchés à l’air : une mastication longue qui occupe le chien et aide à frotter la plaque dentaire. À donner sous surveillance. Sachet de 200 g.',
      'Rindersehnen und sonst nichts, langsam luftgetrocknet: ein langer Kauspaß, der beschäftigt und hilft, Zahnbelag abzureiben. Nur unter Aufsicht geben. Beutel mit 200 g.',
    ),
    kcalPerKg: 3210,
    unitWeightGrams: 200,
    priceExclVatCents: 599,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 82, fat: 4, fibre: 1, ash: 3, moisture: 10 },
      ingredients: ingredients(['beefTendon', 100]),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['dental'] },
  }),
  extra({
    sku: 'BRK-X-DOG-CHEW-PUPPY',
    category: 'chews',
    animalType: 'dog',
    position: 240,
    names: text('Lamb Puppy Chew Sticks', 'Kauwsticks met lam voor pups', 'Bâtonnets à mâcher à l’agneau pour chiots', 'Kausticks mit Lamm für Welpen'),
    descriptions: text(
      'Soft-textured chew sticks with lamb, sized for puppy mouths: something good to chew on while the adult teeth come through. Bag of 150 g.',
      'Zachte kauwsticks met lam, op maat van een puppybekje: iets lekkers om op te kauwen terwijl de blijvende tanden doorkomen. Zak van 150 g.',
      'Des bâtonnets tendres à l’agneau, à la taille des gueules de chiots : de quoi mâchouiller pendant la poussée des dents définitives. Sachet de 150 g.',
      'Weiche Kausticks mit Lamm, passend für Welpenmäuler: etwas Gutes zum Kauen, während die bleibenden Zähne kommen. Beutel mit 150 g.',
    ),
    kcalPerKg: 3100,
    unitWeightGrams: 150,
    priceExclVatCents: 499,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 28, fat: 8, fibre: 1, ash: 4, moisture: 18 },
      ingredients: ingredients(['lamb', 60], 'riceFlour', 'glycerine', 'potatoStarch', 'minerals'),
    },
    suitability: { animal_types: ['dog'], life_stages: ['young'], addresses: [] },
  }),
  extra({
    sku: 'BRK-X-DOG-DENTAL-SMALL',
    category: 'dental',
    animalType: 'dog',
    position: 250,
    names: text(
      'Dental Sticks Small (28 pcs)',
      'Gebitssticks voor kleine honden (28 st.)',
      'Bâtonnets dentaires pour petits chiens (28 pièces)',
      'Zahnpflege-Sticks für kleine Hunde (28 Stück)',
    ),
    descriptions: text(
      'One a day for dogs up to 10 kg: the ridged shape cleans as they chew and sodium tripolyphosphate helps keep tartar from forming. Four weeks’ supply.',
      'Eén per dag voor honden tot 10 kg: de geribbelde vorm reinigt tijdens het kauwen en natriumtripolyfosfaat helpt tandsteenvorming tegen te gaan. Voor vier weken.',
      'Un par jour pour les chiens jusqu’à 10 kg : la forme striée nettoie pendant la mastication et le tripolyphosphate de sodium aide à freiner la formation du tartre. Pour quatre semaines.',
      'Einer am Tag für Hunde bis 10 kg: Die gerillte Form reinigt beim Kauen, Natriumtripolyphosphat hilft gegen die Bildung von Zahnstein. Für vier Wochen.',
    ),
    kcalPerKg: 2850,
    unitWeightGrams: 440,
    priceExclVatCents: 699,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 8, fat: 3, fibre: 3, ash: 5, moisture: 15 },
      ingredients: ingredients('riceFlour', 'potatoStarch', 'glycerine', ['chicken', 8], 'cellulose', ['sodiumTripolyphosphate', 0.5], ['parsley', 0.2]),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['dental'], size_classes: ['small'] },
  }),
  extra({
    sku: 'BRK-X-DOG-DENTAL-LARGE',
    category: 'dental',
    animalType: 'dog',
    position: 260,
    names: text(
      'Dental Sticks Medium & Large (28 pcs)',
      'Gebitssticks voor middelgrote en grote honden (28 st.)',
      'Bâtonnets dentaires pour chiens moyens et grands (28 pièces)',
      'Zahnpflege-Sticks für mittelgroße und große Hunde (28 Stück)',
    ),
    descriptions: text(
      'One a day for dogs from 10 kg: a bigger, firmer stick that lasts longer and cleans all the way to the back teeth. Four weeks’ supply.',
      'Eén per dag voor honden vanaf 10 kg: een grotere, stevigere stick die langer meegaat en tot de achterste tanden reinigt. Voor vier weken.',
      'Un par jour pour les chiens à partir de 10 kg : un bâtonnet plus grand et plus ferme, qui dure plus longtemps et nettoie jusqu’aux dents du fond. Pour quatre semaines.',
      'Einer am Tag für Hunde ab 10 kg: ein größerer, festerer Stick, der länger hält und bis zu den hinteren Zähnen reinigt. Für vier Wochen.',
    ),
    kcalPerKg: 2850,
    unitWeightGrams: 1080,
    priceExclVatCents: 999,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 8, fat: 3, fibre: 3, ash: 5, moisture: 15 },
      ingredients: ingredients('riceFlour', 'potatoStarch', 'glycerine', ['chicken', 8], 'cellulose', ['sodiumTripolyphosphate', 0.5], ['parsley', 0.2]),
    },
    suitability: {
      animal_types: ['dog'],
      life_stages: ['adult', 'senior'],
      addresses: ['dental'],
      size_classes: ['medium', 'large', 'giant'],
    },
  }),
  extra({
    sku: 'BRK-X-DOG-SUPPLEMENT-JOINTS',
    category: 'supplement',
    animalType: 'dog',
    position: 270,
    names: text('Joint Support Chews', 'Kauwtabletten voor de gewrichten', 'Bouchées pour les articulations', 'Gelenk-Kautabletten'),
    descriptions: text(
      'Green-lipped mussel, glucosamine and chondroitin in a chewable tablet dogs take as a treat, for stiff joints and active seniors. 90 chews: one to three a day depending on weight.',
      'Groenlipmossel, glucosamine en chondroïtine in een kauwtablet die honden als snoepje nemen, voor stijve gewrichten en actieve senioren. 90 tabletten: één tot drie per dag volgens gewicht.',
      'Moule aux orles verts, glucosamine et chondroïtine dans une bouchée que les chiens prennent comme une friandise, pour les articulations raides et les seniors actifs. 90 bouchées : une à trois par jour selon le poids.',
      'Grünlippmuschel, Glucosamin und Chondroitin in einer Kautablette, die Hunde wie ein Leckerli nehmen, für steife Gelenke und aktive Senioren. 90 Tabletten: je nach Gewicht ein bis drei am Tag.',
    ),
    kcalPerKg: null,
    unitWeightGrams: 270,
    priceExclVatCents: 1990,
    vatCategory: 'pet_food',
    details: {
      ingredients: ingredients(['greenLippedMussel', 15], ['glucosamine', 12], ['chondroitin', 6], 'chickenLiverHydrolysed', 'riceFlour', 'glycerine', 'minerals'),
    },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['joints'] },
  }),
  extra({
    sku: 'BRK-X-SUPPLEMENT-SALMON-OIL',
    category: 'supplement',
    animalType: 'both',
    position: 280,
    names: text('Wild Salmon Oil (250 ml)', 'Olie van wilde zalm (250 ml)', 'Huile de saumon sauvage (250 ml)', 'Wildlachsöl (250 ml)'),
    descriptions: text(
      'Cold-pressed oil of wild salmon, rich in EPA and DHA, for a soft coat and calm skin. A pump on the food: one pump for cats and small dogs, two to four for bigger dogs.',
      'Koudgeperste olie van wilde zalm, rijk aan EPA en DHA, voor een zachte vacht en een rustige huid. Een pompje over het voer: één pompje voor katten en kleine honden, twee tot vier voor grotere honden.',
      'Huile de saumon sauvage pressée à froid, riche en EPA et DHA, pour un pelage doux et une peau apaisée. Une pression sur la ration : une pour les chats et petits chiens, deux à quatre pour les plus grands.',
      'Kaltgepresstes Öl vom Wildlachs, reich an EPA und DHA, für weiches Fell und beruhigte Haut. Ein Pumpstoß über das Futter: einer für Katzen und kleine Hunde, zwei bis vier für größere Hunde.',
    ),
    kcalPerKg: null,
    unitWeightGrams: 230,
    priceExclVatCents: 1290,
    vatCategory: 'pet_food',
    details: { ingredients: ingredients(['salmonOil', 100]) },
    suitability: { animal_types: ['dog', 'cat'], life_stages: allStages, addresses: ['skin_coat'] },
  }),
  extra({
    sku: 'BRK-X-DOG-SUPPLEMENT-DIGESTION',
    category: 'supplement',
    animalType: 'dog',
    position: 290,
    names: text('Digestive Support Powder', 'Spijsverteringspoeder', 'Poudre pour la digestion', 'Verdauungspulver'),
    descriptions: text(
      'Psyllium, chicory inulin and pumpkin sprinkled over the food: fibre that feeds the good gut bacteria and helps with soft stools. Tub of 150 g with scoop.',
      'Psyllium, inuline uit cichorei en pompoen over het voer gestrooid: vezels die de goede darmbacteriën voeden en helpen bij een zachte stoelgang. Pot van 150 g met schepje.',
      'Psyllium, inuline de chicorée et citrouille à saupoudrer sur la ration : des fibres qui nourrissent les bonnes bactéries intestinales et aident en cas de selles molles. Pot de 150 g avec cuillère.',
      'Flohsamenschalen, Inulin aus Zichorie und Kürbis, über das Futter gestreut: Ballaststoffe, die die guten Darmbakterien nähren und bei weichem Kot helfen. Dose mit 150 g und Messlöffel.',
    ),
    kcalPerKg: null,
    unitWeightGrams: 150,
    priceExclVatCents: 1490,
    vatCategory: 'pet_food',
    details: { ingredients: ingredients(['psyllium', 40], ['chicory', 30], ['pumpkin', 20], 'yeast') },
    suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], addresses: ['sensitive_digestion'] },
  }),
  extra({
    sku: 'BRK-X-DOG-WET-CHICKEN',
    category: 'wet_food',
    animalType: 'dog',
    position: 300,
    names: text(
      'Chicken & Carrot Wet Food (400 g)',
      'Natvoer met kip & wortel (400 g)',
      'Pâtée au poulet et à la carotte (400 g)',
      'Nassfutter mit Huhn & Karotte (400 g)',
    ),
    descriptions: text(
      'Chunky chicken with carrot and rice, complete and balanced: as a meal on its own or a spoonful on the kibble for dogs that like variety. Your pet’s meal plan takes it into account.',
      'Stukjes kip met wortel en rijst, volledig en uitgebalanceerd: als maaltijd op zich of een lepel over de brokjes voor honden die van afwisseling houden. Het voedingsplan van je dier houdt er rekening mee.',
      'Des morceaux de poulet avec carotte et riz, complets et équilibrés : en repas à part entière ou une cuillère sur les croquettes pour les chiens qui aiment varier. Le plan alimentaire de votre animal en tient compte.',
      'Hühnchenstücke mit Karotte und Reis, vollwertig und ausgewogen: als eigene Mahlzeit oder ein Löffel über den Kroketten für Hunde, die Abwechslung mögen. Der Futterplan deines Tieres berücksichtigt es.',
    ),
    kcalPerKg: 950,
    unitWeightGrams: 400,
    priceExclVatCents: 259,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 10, fat: 5.5, fibre: 0.5, ash: 2, moisture: 78 },
      ingredients: ingredients(['chicken', 65], 'chickenBroth', ['carrot', 4], ['rice', 3], 'linseedOil', 'minerals'),
      additives: additives({ vitaminA: 2_000, vitaminD3: 200, vitaminE: 40, zinc: 20, copper: 2, iodine: 0.4, selenium: 0.04 }),
    },
    suitability: { animal_types: ['dog'], life_stages: allStages, addresses: ['picky_eater'], avoid_when: ['allergies'] },
  }),
  extra({
    sku: 'BRK-X-DOG-WET-LAMB',
    category: 'wet_food',
    animalType: 'dog',
    position: 310,
    names: text(
      'Lamb & Pumpkin Wet Food (400 g)',
      'Natvoer met lam & pompoen (400 g)',
      'Pâtée à l’agneau et à la citrouille (400 g)',
      'Nassfutter mit Lamm & Kürbis (400 g)',
    ),
    descriptions: text(
      'Tender lamb with pumpkin and brown rice, gentle on sensitive stomachs and irresistible to fussy eaters. Complete and balanced.',
      'Mals lam met pompoen en zilvervliesrijst, zacht voor gevoelige magen en onweerstaanbaar voor kieskeurige eters. Volledig en uitgebalanceerd.',
      'De l’agneau tendre avec citrouille et riz complet, doux pour les estomacs sensibles et irrésistible pour les difficiles. Complet et équilibré.',
      'Zartes Lamm mit Kürbis und Vollkornreis, schonend für empfindliche Mägen und unwiderstehlich für wählerische Esser. Vollwertig und ausgewogen.',
    ),
    kcalPerKg: 890,
    unitWeightGrams: 400,
    priceExclVatCents: 279,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 9.5, fat: 5, fibre: 0.5, ash: 2.2, moisture: 79 },
      ingredients: ingredients(['lamb', 60], 'lambBroth', ['pumpkin', 6], ['brownRice', 3], 'sunflowerOil', 'minerals'),
      additives: additives({ vitaminA: 2_000, vitaminD3: 200, vitaminE: 40, zinc: 20, copper: 2, iodine: 0.4, selenium: 0.04 }),
    },
    suitability: { animal_types: ['dog'], life_stages: allStages, addresses: ['picky_eater', 'sensitive_digestion'] },
  }),
  extra({
    sku: 'BRK-X-DOG-PUPPY-KIT',
    category: 'puppy_kit',
    animalType: 'dog',
    position: 320,
    names: text('Puppy Starter Kit', 'Startpakket voor puppy’s', 'Kit de bienvenue pour chiot', 'Welpen-Startpaket'),
    descriptions: text(
      'Everything for the first weeks at home: a non-slip bowl, our measuring scoop, a natural rubber chew toy for teething, training bites and our guide to feeding and first training.',
      'Alles voor de eerste weken thuis: een antislipbak, onze maatschep, een kauwspeeltje van natuurrubber voor het wisselen van de tanden, trainingssnoepjes en onze gids over voeding en de eerste opvoeding.',
      'Tout pour les premières semaines à la maison : une gamelle antidérapante, notre doseur, un jouet à mâcher en caoutchouc naturel pour la poussée des dents, des bouchées d’éducation et notre guide de l’alimentation et de la première éducation.',
      'Alles für die ersten Wochen zu Hause: ein rutschfester Napf, unser Messbecher, ein Kauspielzeug aus Naturkautschuk für den Zahnwechsel, Trainingshappen und unser Ratgeber zu Fütterung und erster Erziehung.',
    ),
    kcalPerKg: null,
    unitWeightGrams: 950,
    priceExclVatCents: 2479,
    vatCategory: 'standard',
    details: {
      contents: text(
        'Stainless steel non-slip bowl (0.5 l), measuring scoop with gram marks, natural rubber chew toy, Chicken Training Bites (100 g), feeding and training guide.',
        'Roestvrijstalen antislipbak (0,5 l), maatschep met grammenschaal, kauwspeeltje van natuurrubber, Trainingssnoepjes met kip (100 g), gids voeding en opvoeding.',
        'Gamelle antidérapante en inox (0,5 l), doseur gradué en grammes, jouet à mâcher en caoutchouc naturel, Bouchées d’éducation au poulet (100 g), guide de l’alimentation et de l’éducation.',
        'Rutschfester Edelstahlnapf (0,5 l), Messbecher mit Grammskala, Kauspielzeug aus Naturkautschuk, Trainingshappen mit Huhn (100 g), Ratgeber Fütterung und Erziehung.',
      ),
    },
    suitability: { animal_types: ['dog'], life_stages: ['young'], addresses: [] },
  }),
  extra({
    sku: 'BRK-X-DOG-SLOW-FEEDER',
    category: 'accessory',
    animalType: 'dog',
    position: 330,
    names: text('Slow Feeder Bowl', 'Anti-schrokbak', 'Gamelle anti-glouton', 'Anti-Schling-Napf'),
    descriptions: text(
      'A maze-shaped bowl that turns gulping into a ten-minute meal: less air swallowed, less regurgitation, and a fuller feeling for dogs on a diet. Dishwasher-safe, fits up to 600 g of kibble.',
      'Een bak met een doolhofpatroon die schrokken verandert in een maaltijd van tien minuten: minder ingeslikte lucht, minder opgeven en een voller gevoel voor honden op dieet. Vaatwasserbestendig, voor tot 600 g brokjes.',
      'Une gamelle en labyrinthe qui transforme l’engloutissement en un repas de dix minutes : moins d’air avalé, moins de régurgitations et une meilleure satiété pour les chiens au régime. Passe au lave-vaisselle, jusqu’à 600 g de croquettes.',
      'Ein Napf mit Labyrinthmuster, der Schlingen in eine Mahlzeit von zehn Minuten verwandelt: weniger geschluckte Luft, weniger Hochwürgen und ein besseres Sättigungsgefühl für Hunde auf Diät. Spülmaschinenfest, für bis zu 600 g Kroketten.',
    ),
    kcalPerKg: null,
    unitWeightGrams: null,
    priceExclVatCents: 1490,
    vatCategory: 'standard',
    details: {},
    suitability: { animal_types: ['dog'], life_stages: allStages, addresses: ['overweight', 'sensitive_digestion'] },
  }),
  extra({
    sku: 'BRK-X-DOG-BOWL',
    category: 'accessory',
    animalType: 'dog',
    position: 340,
    names: text('Stainless Steel Bowl (1.2 l)', 'Roestvrijstalen voerbak (1,2 l)', 'Gamelle en inox (1,2 l)', 'Edelstahlnapf (1,2 l)'),
    descriptions: text(
      'A sturdy stainless steel bowl with a removable non-slip rubber base: hygienic, dishwasher-safe and quiet on tiled floors.',
      'Een stevige roestvrijstalen bak met afneembare antislipvoet van rubber: hygiënisch, vaatwasserbestendig en stil op een tegelvloer.',
      'Une gamelle robuste en inox avec base antidérapante amovible en caoutchouc : hygiénique, passe au lave-vaisselle et silencieuse sur le carrelage.',
      'Ein robuster Edelstahlnapf mit abnehmbarem, rutschfestem Gummiboden: hygienisch, spülmaschinenfest und leise auf Fliesen.',
    ),
    kcalPerKg: null,
    unitWeightGrams: null,
    priceExclVatCents: 1199,
    vatCategory: 'standard',
    details: {},
    suitability: { animal_types: ['dog'], life_stages: allStages, addresses: [] },
  }),
  extra({
    sku: 'BRK-X-CAT-TREATS-SALMON',
    category: 'treats',
    animalType: 'cat',
    position: 400,
    names: text('Crunchy Salmon Cat Treats', 'Knapperige kattensnoepjes met zalm', 'Friandises croquantes au saumon pour chat', 'Knusprige Lachs-Katzensnacks'),
    descriptions: text(
      'Crisp little pillows with a soft salmon filling, about 1.5 kcal each: a treat cats come running for. Pouch of 60 g.',
      'Krokante kussentjes met een zachte zalmvulling, ongeveer 1,5 kcal per stuk: een snoepje waarvoor katten komen aanrennen. Zakje van 60 g.',
      'De petits coussins croustillants au cœur fondant de saumon, environ 1,5 kcal chacun : une friandise qui fait accourir les chats. Sachet de 60 g.',
      'Knusprige Kissen mit weicher Lachsfüllung, etwa 1,5 kcal pro Stück: ein Snack, für den Katzen angerannt kommen. Beutel mit 60 g.',
    ),
    kcalPerKg: 3650,
    unitWeightGrams: 60,
    priceExclVatCents: 299,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 32, fat: 16, fibre: 2, ash: 7, moisture: 9 },
      ingredients: ingredients(['salmon', 30], 'riceFlour', 'chickenFat', 'potatoStarch', 'egg', 'minerals'),
    },
    suitability: { animal_types: ['cat'], life_stages: allStages, addresses: [] },
  }),
  extra({
    sku: 'BRK-X-CAT-DENTAL',
    category: 'dental',
    animalType: 'cat',
    position: 410,
    names: text('Dental Care Cat Treats', 'Gebitsverzorgende kattensnoepjes', 'Friandises soin dentaire pour chat', 'Zahnpflege-Katzensnacks'),
    descriptions: text(
      'Crunchy treats with a texture that cleans the teeth as the cat chews and sodium tripolyphosphate against tartar. Pouch of 60 g.',
      'Knapperige snoepjes met een structuur die de tanden reinigt tijdens het kauwen, en natriumtripolyfosfaat tegen tandsteen. Zakje van 60 g.',
      'Des friandises croquantes dont la texture nettoie les dents pendant la mastication, avec du tripolyphosphate de sodium contre le tartre. Sachet de 60 g.',
      'Knusprige Snacks, deren Struktur beim Kauen die Zähne reinigt, mit Natriumtripolyphosphat gegen Zahnstein. Beutel mit 60 g.',
    ),
    kcalPerKg: 3370,
    unitWeightGrams: 60,
    priceExclVatCents: 349,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 30, fat: 12, fibre: 5, ash: 8, moisture: 8 },
      ingredients: ingredients(['chicken', 20], 'riceFlour', 'cellulose', 'chickenFat', ['sodiumTripolyphosphate', 0.5], 'minerals'),
    },
    suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: ['dental'] },
  }),
  extra({
    sku: 'BRK-X-CAT-MALT-PASTE',
    category: 'supplement',
    animalType: 'cat',
    position: 420,
    names: text('Malt Paste for Hairballs', 'Moutpasta tegen haarballen', 'Pâte au malt anti-boules de poils', 'Malzpaste gegen Haarballen'),
    descriptions: text(
      'A few centimetres a day helps swallowed hair pass through the gut instead of coming back up: especially useful for long-haired cats and in the moulting season. Tube of 100 g.',
      'Enkele centimeters per dag helpen ingeslikte haren via de darmen af te voeren, zodat de kat ze niet uitbraakt: vooral handig bij langharige katten en in de ruiperiode. Tube van 100 g.',
      'Quelques centimètres par jour aident les poils avalés à transiter plutôt qu’à être régurgités : particulièrement utile pour les chats à poil long et en période de mue. Tube de 100 g.',
      'Ein paar Zentimeter am Tag helfen verschluckten Haaren, den Darm zu passieren, statt wieder hochgewürgt zu werden: besonders nützlich bei Langhaarkatzen und im Fellwechsel. Tube mit 100 g.',
    ),
    kcalPerKg: null,
    unitWeightGrams: 100,
    priceExclVatCents: 699,
    vatCategory: 'pet_food',
    details: { ingredients: ingredients(['maltExtract', 40], 'sunflowerOil', 'cellulose', 'yeast', 'glycerine') },
    suitability: { animal_types: ['cat'], life_stages: ['adult', 'senior'], addresses: ['sensitive_digestion'] },
  }),
  extra({
    sku: 'BRK-X-CAT-WET-CHICKEN',
    category: 'wet_food',
    animalType: 'cat',
    position: 430,
    names: text('Chicken in Gravy (12 × 85 g)', 'Kip in saus (12 × 85 g)', 'Poulet en sauce (12 × 85 g)', 'Huhn in Soße (12 × 85 g)'),
    descriptions: text(
      'Tender chicken pieces in a light gravy, complete and balanced: extra water in the diet supports the urinary tract. Twelve pouches.',
      'Malse stukjes kip in een lichte saus, volledig en uitgebalanceerd: extra vocht in het dieet ondersteunt de urinewegen. Twaalf zakjes.',
      'De tendres morceaux de poulet dans une sauce légère, complets et équilibrés : plus d’eau dans l’alimentation, c’est bon pour les voies urinaires. Douze sachets.',
      'Zarte Hühnchenstücke in leichter Soße, vollwertig und ausgewogen: mehr Flüssigkeit in der Ernährung unterstützt die Harnwege. Zwölf Beutel.',
    ),
    kcalPerKg: 870,
    unitWeightGrams: 1020,
    priceExclVatCents: 1049,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 10.5, fat: 5.2, fibre: 0.4, ash: 2.1, moisture: 80 },
      ingredients: ingredients(['chicken', 60], 'chickenBroth', 'tapiocaStarch', 'salmonOil', 'minerals'),
      additives: additives({ vitaminA: 3_000, vitaminD3: 250, vitaminE: 50, taurine: 500, zinc: 25, copper: 2, iodine: 0.4, selenium: 0.05 }),
    },
    suitability: { animal_types: ['cat'], life_stages: allStages, addresses: ['picky_eater'], avoid_when: ['allergies'] },
  }),
  extra({
    sku: 'BRK-X-CAT-WET-FISH',
    category: 'wet_food',
    animalType: 'cat',
    position: 440,
    names: text('Fish Selection in Jelly (12 × 85 g)', 'Visselectie in gelei (12 × 85 g)', 'Sélection de poissons en gelée (12 × 85 g)', 'Fischauswahl in Gelee (12 × 85 g)'),
    descriptions: text(
      'Tuna and salmon in a delicate jelly, complete and balanced: for cats that prefer fish and for days when they need coaxing. Twelve pouches.',
      'Tonijn en zalm in een fijne gelei, volledig en uitgebalanceerd: voor katten die liever vis eten en voor dagen waarop ze wat aanmoediging nodig hebben. Twaalf zakjes.',
      'Du thon et du saumon dans une gelée délicate, complets et équilibrés : pour les chats qui préfèrent le poisson et les jours où il faut les mettre en appétit. Douze sachets.',
      'Thunfisch und Lachs in zartem Gelee, vollwertig und ausgewogen: für Katzen, die lieber Fisch fressen, und für Tage, an denen sie etwas Anreiz brauchen. Zwölf Beutel.',
    ),
    kcalPerKg: 830,
    unitWeightGrams: 1020,
    priceExclVatCents: 1099,
    vatCategory: 'pet_food',
    details: {
      analytical_constituents: { protein: 10, fat: 5, fibre: 0.3, ash: 2.2, moisture: 81 },
      ingredients: ingredients(['tuna', 35], ['salmon', 15], 'fishBroth', 'tapiocaStarch', 'minerals'),
      additives: additives({ vitaminA: 3_000, vitaminD3: 250, vitaminE: 50, taurine: 500, zinc: 25, copper: 2, iodine: 0.4, selenium: 0.05 }),
    },
    suitability: { animal_types: ['cat'], life_stages: allStages, addresses: ['picky_eater'] },
  }),
  extra({
    sku: 'BRK-X-CAT-KITTEN-KIT',
    category: 'puppy_kit',
    animalType: 'cat',
    position: 450,
    names: text('Kitten Starter Kit', 'Startpakket voor kittens', 'Kit de bienvenue pour chaton', 'Kitten-Startpaket'),
    descriptions: text(
      'A good start at home: a shallow ceramic bowl, our measuring scoop, a feather wand for play, salmon treats and our kitten feeding guide.',
      'Een goede start thuis: een ondiepe keramische bak, onze maatschep, een veren hengel om te spelen, zalmsnoepjes en onze voedingsgids voor kittens.',
      'Un bon départ à la maison : une gamelle en céramique peu profonde, notre doseur, une canne à plumes pour jouer, des friandises au saumon et notre guide d’alimentation du chaton.',
      'Ein guter Start zu Hause: ein flacher Keramiknapf, unser Messbecher, eine Federangel zum Spielen, Lachs-Snacks und unser Fütterungsratgeber für Kitten.',
    ),
    kcalPerKg: null,
    unitWeightGrams: 700,
    priceExclVatCents: 1999,
    vatCategory: 'standard',
    details: {
      contents: text(
        'Shallow ceramic bowl, measuring scoop with gram marks, feather wand toy, Crunchy Salmon Cat Treats (60 g), kitten feeding guide.',
        'Ondiepe keramische bak, maatschep met grammenschaal, veren speelhengel, Knapperige kattensnoepjes met zalm (60 g), voedingsgids voor kittens.',
        'Gamelle peu profonde en céramique, doseur gradué en grammes, canne à plumes, Friandises croquantes au saumon pour chat (60 g), guide d’alimentation du chaton.',
        'Flacher Keramiknapf, Messbecher mit Grammskala, Federangel, Knusprige Lachs-Katzensnacks (60 g), Fütterungsratgeber für Kitten.',
      ),
    },
    suitability: { animal_types: ['cat'], life_stages: ['young'], addresses: [] },
  }),
  extra({
    sku: 'BRK-X-CAT-BOWL',
    category: 'accessory',
    animalType: 'cat',
    position: 460,
    names: text('Wide Ceramic Cat Bowl', 'Brede keramische voerbak voor katten', 'Gamelle large en céramique pour chat', 'Breiter Keramik-Katzennapf'),
    descriptions: text(
      'A wide, shallow bowl so that whiskers do not brush the rim, which many cats find unpleasant. Glazed ceramic, dishwasher-safe.',
      'Een brede, ondiepe bak zodat de snorharen de rand niet raken, wat veel katten onaangenaam vinden. Geglazuurd keramiek, vaatwasserbestendig.',
      'Une gamelle large et peu profonde pour que les moustaches ne frottent pas le bord, ce que beaucoup de chats n’aiment pas. Céramique émaillée, passe au lave-vaisselle.',
      'Ein breiter, flacher Napf, damit die Schnurrhaare den Rand nicht berühren, was viele Katzen unangenehm finden. Glasierte Keramik, spülmaschinenfest.',
    ),
    kcalPerKg: null,
    unitWeightGrams: null,
    priceExclVatCents: 990,
    vatCategory: 'standard',
    details: {},
    suitability: { animal_types: ['cat'], life_stages: allStages, addresses: [] },
  }),
  extra({
    sku: 'BRK-X-FOOD-SCOOP',
    category: 'accessory',
    animalType: 'both',
    position: 500,
    names: text('Measuring Scoop', 'Maatschep', 'Doseur', 'Messbecher'),
    descriptions: text(
      'A scoop with gram marks inside for our kibbles, so that every portion matches the meal plan without a kitchen scale.',
      'Een schep met grammenschaal aan de binnenkant voor onze brokjes, zodat elke portie klopt met het voedingsplan zonder keukenweegschaal.',
      'Un doseur gradué en grammes pour nos croquettes, pour que chaque ration corresponde au plan alimentaire sans balance de cuisine.',
      'Ein Messbecher mit Grammskala innen für unsere Kroketten, damit jede Portion ohne Küchenwaage zum Futterplan passt.',
    ),
    kcalPerKg: null,
    unitWeightGrams: null,
    priceExclVatCents: 495,
    vatCategory: 'standard',
    details: {},
    suitability: { animal_types: ['dog', 'cat'], life_stages: allStages, addresses: [] },
  }),
  extra({
    sku: 'BRK-X-STORAGE-CONTAINER',
    category: 'accessory',
    animalType: 'both',
    position: 510,
    names: text('Airtight Storage Container (10 l)', 'Luchtdichte voercontainer (10 l)', 'Conteneur à croquettes hermétique (10 l)', 'Luftdichter Futterbehälter (10 l)'),
    descriptions: text(
      'Keeps kibble fresh and crunchy until the last scoop: a sealing lid with a silicone ring and room for a 4 kg bag. Food-safe, BPA-free plastic.',
      'Houdt brokjes vers en knapperig tot de laatste schep: een afsluitbaar deksel met siliconenring en plaats voor een zak van 4 kg. Voedselveilig, BPA-vrij kunststof.',
      'Garde les croquettes fraîches et croquantes jusqu’au dernier doseur : couvercle hermétique avec joint en silicone et place pour un sac de 4 kg. Plastique alimentaire sans BPA.',
      'Hält Kroketten bis zum letzten Messbecher frisch und knusprig: dicht schließender Deckel mit Silikonring und Platz für einen 4-kg-Beutel. Lebensmittelechter, BPA-freier Kunststoff.',
    ),
    kcalPerKg: null,
    unitWeightGrams: null,
    priceExclVatCents: 1990,
    vatCategory: 'standard',
    details: {},
    suitability: { animal_types: ['dog', 'cat'], life_stages: allStages, addresses: [] },
  }),
];

export const productSeeds: readonly ProductSeed[] = [...formulaSeeds, ...extraSeeds];
