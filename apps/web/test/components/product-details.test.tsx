import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { productSeeds, type CatalogueText } from '@brokkie/db/catalogue-data';
import type { Locale } from '@brokkie/domain/locales';
import { ProductDetailsButton } from '../../app/components/product-details.tsx';
import { ProductVisual } from '../../app/components/product-visual.tsx';
import { product } from '../support/fixtures.ts';
import { renderWithShell, shellData } from './render-with-shell.tsx';

afterEach(cleanup);

/** A catalogue product as GET /product/{id}/ answers it in `language` (texts picked, as the API does). */
function fromCatalogue(sku: string, language: keyof CatalogueText): ShopProduct {
  const seed = productSeeds.find((candidate) => candidate.sku === sku)!;
  const { analytical_constituents, ingredients, additives, contents } = seed.details;
  return product(1, {
    sku,
    kind: seed.kind,
    category: seed.category,
    animal_type: seed.animalType,
    name: seed.names[language],
    description: seed.descriptions[language],
    kcal_per_kg: seed.kcalPerKg,
    unit_weight_grams: seed.unitWeightGrams,
    price_unit: seed.kind === 'formula' ? 'kg' : 'unit',
    details: {
      ...(analytical_constituents ? { analytical_constituents } : {}),
      ...(ingredients ? { ingredients: ingredients[language] } : {}),
      ...(additives ? { additives: additives[language] } : {}),
      ...(contents ? { contents: contents[language] } : {}),
    },
    suitability: seed.suitability as ShopProduct['suitability'],
  });
}

const localeTags: Partial<Record<Locale, string>> = { en: 'en-GB', de: 'de-DE', 'nl-be': 'nl-BE' };
const renderIn = (ui: React.ReactNode, locale: Locale) =>
  renderWithShell(ui, { locale, path: `/${locale}/somewhere`, shell: shellData({ locale, localeTag: localeTags[locale]! }) });
/** Text as shown, whatever no-break space the locale puts before a unit. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('product picture', () => {
  it('draws a formula as its bag with the name on it, named in the page’s language', async () => {
    renderIn(<ProductVisual product={fromCatalogue('BRK-DOG-CHICKEN-ADULT', 'de')} />, 'de');
    const bag = await screen.findByRole('img', { name: 'Beutel mit Huhn & Reis Adult' });
    expect(bag).toHaveAttribute('data-shape', 'bag');
    expect(bag.textContent).toBe('Huhn & ReisAdult');
  });

  it('draws an extra as the thing it is, and hides itself inside a control that names the product', async () => {
    renderIn(
      <>
        <ProductVisual product={fromCatalogue('BRK-X-CAT-BOWL', 'nl')} />
        <ProductVisual product={fromCatalogue('BRK-X-DOG-BOWL', 'nl')} decorative />
      </>,
      'nl-be',
    );
    const bowl = await screen.findByRole('img', { name: 'Afbeelding van Brede keramische voerbak voor katten' });
    expect(bowl).toHaveAttribute('data-shape', 'bowl');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});

describe('product details', () => {
  it('shows a formula’s label in German: composition, constituents, additives and the feeding guide', async () => {
    const user = userEvent.setup();
    renderIn(<ProductDetailsButton product={fromCatalogue('BRK-DOG-CHICKEN-ADULT', 'de')} />, 'de');
    const open = await screen.findByRole('button', { name: 'Zusammensetzung und Fütterungsempfehlung: Huhn & Reis Adult' });
    await user.click(open);

    const dialog = await screen.findByRole('dialog', { name: 'Huhn & Reis Adult' });
    expect(within(dialog).getByText('Alleinfuttermittel für Hunde')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Zusammensetzung' })).toBeInTheDocument();
    expect(within(dialog).getByText(/^Huhn getrocknet \(28\s%\), Reis \(24\s%\)/)).toBeInTheDocument();

    const constituents = within(dialog).getAllByRole('table')[0]!;
    const row = (name: string) => plain(within(constituents).getByRole('row', { name: new RegExp(`^${name}`) }).textContent);
    expect(row('Rohprotein')).toBe('Rohprotein26 %');
    expect(row('Rohfaser')).toBe('Rohfaser2,5 %');
    expect(row('Rohasche')).toBe('Rohasche7 %');
    expect(row('Feuchtigkeit')).toBe('Feuchtigkeit8 %');
    expect(row('Omega-3-Fettsäuren')).toBe('Omega-3-Fettsäuren0,5 %');
    expect(row('Umsetzbare Energie')).toBe('Umsetzbare Energie3.690 kcal/kg');
    expect(within(dialog).getByText(/^Ernährungsphysiologische Zusatzstoffe je kg: Vitamin A 15\.000 IE/)).toBeInTheDocument();

    // The guide: 20 kg, moderately active, 3 to 7 years = 1040 kcal / 3.69 → 280 g (the engine's rounding).
    const guide = within(dialog).getByRole('table', { name: 'Gramm Huhn & Reis Adult pro Tag nach Körpergewicht' });
    expect(
      within(guide)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Körpergewicht', 'Ruhig', 'Mäßig aktiv', 'Aktiv', 'Sehr aktiv']);
    const twenty = within(guide).getByRole('row', { name: /^20 kg/ });
    expect(
      within(twenty)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['255 g', '280 g', '310 g', '350 g']);
    expect(within(dialog).getByText(/braucht etwa 10\s%\sweniger/)).toBeInTheDocument();

    // Escape closes it and gives focus back to the button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('gives a sterilised-cat formula only the neutered-or-indoor column, in English', async () => {
    const user = userEvent.setup();
    renderIn(<ProductDetailsButton product={fromCatalogue('BRK-CAT-STERILISED', 'en')} named />, 'en');
    await user.click(await screen.findByRole('button', { name: 'Composition and feeding guide: Turkey Sterilised' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turkey Sterilised' });
    expect(within(dialog).getByText('Complete feed for cats')).toBeInTheDocument();
    const guide = within(dialog).getByRole('table', { name: /^Grams of Turkey Sterilised a day/ });
    expect(
      within(guide)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Body weight', 'Neutered or indoor']);
    // 4 kg: 75 × 4^0.67 = 190 kcal / 3.5 → 54.3 g → 55 g.
    expect(within(within(guide).getByRole('row', { name: /^4 kg/ })).getByRole('cell').textContent).toBe('55 g');
    expect(within(dialog).queryByText(/neutered dog/)).not.toBeInTheDocument();
  });

  it('shows a kit’s contents, and offers no details for an accessory with nothing to declare', async () => {
    const user = userEvent.setup();
    renderIn(
      <>
        <ProductDetailsButton product={fromCatalogue('BRK-X-DOG-PUPPY-KIT', 'nl')} />
        <ProductDetailsButton product={fromCatalogue('BRK-X-FOOD-SCOOP', 'nl')} />
      </>,
      'nl-be',
    );
    const buttons = await screen.findAllByRole('button');
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Startpakket voor puppy’s' });
    expect(within(dialog).getByRole('heading', { name: 'In het pakket' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Trainingssnoepjes met kip \(100 g\)/)).toBeInTheDocument();
    expect(plain(within(dialog).getByText(/^Nettogewicht/).textContent)).toBe('Nettogewicht: 950 g');
    // A kit is no feed: no type of feed, no feeding guide.
    expect(within(dialog).queryByText(/diervoeder/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });
});
