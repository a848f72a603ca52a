import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { breedSeeds } from '@brokkie/db/breed-data';
import { productSeeds } from '@brokkie/db/catalogue-data';
import { seedCatalogue } from '@brokkie/db/catalogue-seed';
import { breeds, products } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { publicResponsesOf } from '../../../src/plugins/http-cache.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

// This file's own address range (rate limits are per address).
const get = (url: string, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'GET', url, headers, remoteAddress: '10.0.80.1' });

const dogCount = breedSeeds.filter((breed) => breed.type === 'dog').length;
const catCount = breedSeeds.filter((breed) => breed.type === 'cat').length;
const names = (body: { results: { name: string }[] }) => body.results.map((result) => result.name);

async function breedIdOf(slug: string): Promise<number> {
  const en = breedSeeds.find((breed) => breed.slug === slug)?.names.en ?? '';
  const response = await get(`/api/breeds/?search=${encodeURIComponent(en)}`, { 'accept-language': 'en' });
  const found = response.json().results.find((result: { name: string }) => result.name === en);
  return found.id;
}

async function productBySku(sku: string, query = '') {
  const list = await get(`/api/product/?limit=1000${query}`, { 'accept-language': 'en' });
  return list.json().results.find((product: { sku: string }) => product.sku === sku);
}

describe('GET /api/breeds/', () => {
  it('lists every seeded breed, 100 a page, sorted by the Dutch name by default', async () => {
    const response = await get('/api/breeds/');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(dogCount + catCount);
    expect(page.results).toHaveLength(100);
    expect(page.next).toBe('/breeds/?limit=100&offset=100');
    expect(page.previous).toBeNull();
    const sorted = [...names(page)].sort(new Intl.Collator('nl', { sensitivity: 'base' }).compare);
    expect(names(page)).toEqual(sorted);
    expect(response.headers['content-language']).toBe('nl-BE');
  });

  it('gives each breed its url, type, size and weight range', async () => {
    const id = await breedIdOf('german-shepherd');
    const response = await get(`/api/breeds/${id}/`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      url: `/breeds/${id}/`,
      name: 'German Shepherd',
      type: 'dog',
      size: 'large',
      adult_weight_min_kg: 22,
      adult_weight_max_kg: 40,
    });
    const cat = await get(`/api/breeds/${await breedIdOf('maine-coon')}/`, { 'accept-language': 'en' });
    expect(cat.json()).toMatchObject({ name: 'Maine Coon', type: 'cat', size: null, adult_weight_min_kg: 4.5 });
  });

  it('filters by type', async () => {
    const dogs = (await get('/api/breeds/?type=dog&limit=1000')).json();
    expect(dogs.count).toBe(dogCount);
    expect(dogs.results).toHaveLength(dogCount);
    expect(new Set(dogs.results.map((breed: { type: string }) => breed.type))).toEqual(new Set(['dog']));
    const cats = (await get('/api/breeds/?type=cat&limit=1000')).json();
    expect(cats.count).toBe(catCount);
    expect(cats.results.every((breed: { type: string; size: unknown }) => breed.type === 'cat' && breed.size === null)).toBe(true);
  });

  it('pages with limit and offset, keeping the filter in the links', async () => {
    const first = (await get('/api/breeds/?type=cat&limit=10')).json();
    expect(first).toMatchObject({ count: catCount, previous: null, next: '/breeds/?type=cat&limit=10&offset=10' });
    const second = (await get(`/api${first.next}`)).json();
    expect(second.previous).toBe('/breeds/?type=cat&limit=10');
    expect(second.next).toBe('/breeds/?type=cat&limit=10&offset=20');
    expect(second.results).toHaveLength(10);
    const firstIds = first.results.map((breed: { id: number }) => breed.id);
    expect(second.results.some((breed: { id: number }) => firstIds.includes(breed.id))).toBe(false);
    const last = (await get(`/api/breeds/?type=cat&limit=10&offset=${catCount - 3}`)).json();
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
  });

  it('names breeds in the request’s language: de, fr-be, nl, en', async () => {
    const id = await breedIdOf('german-shepherd');
    const nameIn = async (language: string) => (await get(`/api/breeds/${id}/`, { 'accept-language': language })).json().name;
    expect(await nameIn('de')).toBe('Deutscher Schäferhund');
    expect(await nameIn('fr-BE')).toBe('Berger allemand');
    expect(await nameIn('nl')).toBe('Duitse herder');
    expect(await nameIn('nl-BE')).toBe('Duitse herder');
    expect(await nameIn('en')).toBe('German Shepherd');
    const german = await get('/api/breeds/?type=cat&limit=1000', { 'accept-language': 'de' });
    expect(german.headers['content-language']).toBe('de-DE');
    expect(names(german.json())).toContain('Europäisch Kurzhaar');
  });

  it('searches the localised name, ignoring case and accents', async () => {
    const dutch = (await get('/api/breeds/?type=dog&search=HERDER&limit=1000')).json();
    expect(names(dutch)).toEqual(expect.arrayContaining(['Duitse herder', 'Hollandse herder', 'Mechelse herder']));
    expect(dutch.count).toBe(dutch.results.length);
    for (const name of names(dutch)) expect(name.toLowerCase()).toContain('herder');

    const german = (await get('/api/breeds/?search=schaferhund', { 'accept-language': 'de' })).json();
    expect(names(german)).toContain('Deutscher Schäferhund');
    const french = (await get(`/api/breeds/?search=${encodeURIComponent("l'alaska")}`, { 'accept-language': 'fr' })).json();
    expect(names(french)).toEqual(['Malamute de l’Alaska']);

    // The English name is not searched in another language.
    expect((await get('/api/breeds/?search=shepherd&type=dog', { 'accept-language': 'nl' })).json().results.map((b: { name: string }) => b.name)).not.toContain(
      'Duitse herder',
    );
    expect((await get('/api/breeds/?search=zzzz')).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('sorts by the language’s alphabet, accents among their letters', async () => {
    const page = (await get('/api/breeds/?type=cat&limit=1000', { 'accept-language': 'de' })).json();
    const list = names(page);
    // "Ägyptische Mau" sorts with the As, not after Z.
    expect(list.indexOf('Ägyptische Mau')).toBeLessThan(list.indexOf('Balinese'));
  });

  it('answers 400 with the field for a bad type, limit or search', async () => {
    const badType = await get('/api/breeds/?type=horse', { 'accept-language': 'en' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json()).toMatchObject({ code: 'validation_error', fields: { type: [expect.any(String)] } });
    const badLimit = await get('/api/breeds/?limit=0');
    expect(badLimit.json().fields).toHaveProperty('limit');
    const longSearch = await get(`/api/breeds/?search=${'a'.repeat(101)}`);
    expect(longSearch.statusCode).toBe(400);
    expect(longSearch.json().fields).toHaveProperty('search');
  });

  it('answers 404 for an unknown breed and 400 for an id that is not a number', async () => {
    const missing = await get('/api/breeds/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
    expect((await get('/api/breeds/abc/')).statusCode).toBe(400);
  });

  it('is public and cacheable per language', async () => {
    const response = await get('/api/breeds/?type=cat', { 'accept-language': 'fr' });
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(response.headers.vary).toContain('Accept-Language');
    const etag = String(response.headers.etag);
    const again = await get('/api/breeds/?type=cat', { 'accept-language': 'fr', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const otherLanguage = await get('/api/breeds/?type=cat', { 'accept-language': 'de', 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
    expect(otherLanguage.headers['content-language']).toBe('de-DE');
    expect(otherLanguage.headers.vary).toContain('Accept-Language');
    const french = await get('/api/breeds/?type=cat', { 'accept-language': 'fr' });
    expect(french.headers['content-language']).toBe(response.headers['content-language']);
    expect(french.body).toBe(response.body);
  });
});

describe('GET /api/product/', () => {
  it('lists the active products in catalogue order', async () => {
    const response = await get('/api/product/?limit=1000', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(productSeeds.length);
    expect(page.results.map((product: { sku: string }) => product.sku)).toEqual(
      [...productSeeds].sort((a, b) => a.position - b.position).map((seed) => seed.sku),
    );
    const first = page.results[0];
    expect(first).toMatchObject({
      url: `/product/${first.id}/`,
      sku: 'BRK-DOG-CHICKEN-ADULT',
      kind: 'formula',
      category: 'dry_food',
      animal_type: 'dog',
      name: 'Chicken & Rice Adult',
      kcal_per_kg: 3690,
      unit_weight_grams: null,
      price_unit: 'kg',
      price_excl_vat: 990,
      details: { analytical_constituents: { protein: 26, fat: 16, fibre: 2.5, ash: 7, moisture: 8 } },
      suitability: { animal_types: ['dog'], life_stages: ['adult', 'senior'], avoid_when: ['allergies'] },
    });
    expect(first.details.ingredients).toMatch(/^Dried chicken \(28%\), rice \(24%\)/);
  });

  it('filters by kind and animal type (a cat gets the products for both too)', async () => {
    const formulas = (await get('/api/product/?kind=formula&limit=1000')).json();
    expect(formulas.count).toBe(productSeeds.filter((seed) => seed.kind === 'formula').length);
    expect(formulas.results.every((product: { kind: string; price_unit: string }) => product.kind === 'formula' && product.price_unit === 'kg')).toBe(true);

    const cat = (await get('/api/product/?animal_type=cat&limit=1000')).json();
    const types = new Set(cat.results.map((product: { animal_type: string }) => product.animal_type));
    expect(types).toEqual(new Set(['cat', 'both']));
    expect(cat.count).toBe(productSeeds.filter((seed) => seed.animalType !== 'dog').length);

    const dogExtras = (await get('/api/product/?kind=extra&animal_type=dog&limit=5')).json();
    expect(dogExtras.next).toBe('/product/?kind=extra&animal_type=dog&limit=5&offset=5');
    expect(dogExtras.results.every((product: { kind: string; animal_type: string }) => product.kind === 'extra' && product.animal_type !== 'cat')).toBe(true);
  });

  it('prices food and accessories with the VAT of the delivery country', async () => {
    const chicken = await productBySku('BRK-DOG-CHICKEN-ADULT');
    const scoop = await productBySku('BRK-X-FOOD-SCOOP');
    const price = async (id: number, country?: string) =>
      (await get(`/api/product/${id}/${country ? `?country=${country}` : ''}`)).json();

    // Belgium by default: 21 % on both.
    expect(await price(chicken.id)).toMatchObject({ price_excl_vat: 990, vat_rate: 2100, shop_price: 1198 });
    expect(await price(scoop.id)).toMatchObject({ price_excl_vat: 495, vat_rate: 2100, shop_price: 599 });
    // Germany: pet food at the reduced 7 %, an accessory at 19 %.
    expect(await price(chicken.id, 'DE')).toMatchObject({ vat_rate: 700, shop_price: 1059 });
    expect(await price(scoop.id, 'DE')).toMatchObject({ vat_rate: 1900, shop_price: 589 });
    // France 20 %, the Netherlands 21 %.
    expect(await price(chicken.id, 'FR')).toMatchObject({ vat_rate: 2000, shop_price: 1188 });
    expect(await price(chicken.id, 'NL')).toMatchObject({ vat_rate: 2100, shop_price: 1198 });

    const germanList = (await get('/api/product/?kind=formula&country=DE&limit=1000')).json();
    expect(germanList.results.every((product: { vat_rate: number }) => product.vat_rate === 700)).toBe(true);
  });

  it('gives names, descriptions and label texts in the request’s language', async () => {
    const chicken = await productBySku('BRK-DOG-CHICKEN-ADULT');
    const german = (await get(`/api/product/${chicken.id}/`, { 'accept-language': 'de' })).json();
    expect(german.name).toBe('Huhn & Reis Adult');
    expect(german.details.ingredients).toMatch(/^Huhn getrocknet \(28\u00a0%\)/);
    expect(german.details.additives).toMatch(/^Ernährungsphysiologische Zusatzstoffe je kg: Vitamin A 15\.000 IE/);
    const belgianFrench = (await get(`/api/product/${chicken.id}/`, { 'accept-language': 'fr-BE' })).json();
    expect(belgianFrench.name).toBe('Poulet & Riz Adulte');
    const kit = await productBySku('BRK-X-DOG-PUPPY-KIT', '&kind=extra');
    const dutchKit = (await get(`/api/product/${kit.id}/`, { 'accept-language': 'nl-BE' })).json();
    expect(dutchKit).toMatchObject({ name: 'Startpakket voor puppy’s', category: 'puppy_kit', price_unit: 'unit' });
    expect(dutchKit.details.contents).toMatch(/^Roestvrijstalen antislipbak/);
  });

  it('answers 400 for an unknown country or kind, 404 for an unknown product', async () => {
    const chicken = await productBySku('BRK-DOG-CHICKEN-ADULT');
    const badCountry = await get(`/api/product/${chicken.id}/?country=US`);
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().fields).toHaveProperty('country');
    expect((await get('/api/product/?kind=toy')).json().fields).toHaveProperty('kind');
    expect((await get('/api/product/?animal_type=both')).statusCode).toBe(400);
    const missing = await get('/api/product/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('is public and cacheable', async () => {
    const response = await get('/api/product/?kind=formula');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(response.headers.vary).toContain('Accept-Language');
  });
});

describe('seedCatalogue', () => {
  const snapshot = async () => {
    const { db } = api.database.handle;
    return {
      breeds: await db.select().from(breeds).orderBy(breeds.id),
      products: await db.select().from(products).orderBy(products.id),
    };
  };

  it('changes nothing when it runs again, and puts edited rows back under the same ids', async () => {
    const before = await snapshot();
    expect(before.breeds).toHaveLength(breedSeeds.length);
    expect(before.products).toHaveLength(productSeeds.length);
    await seedCatalogue(api.database.handle.db);
    expect(await snapshot()).toEqual(before);

    const { db } = api.database.handle;
    await db.update(products).set({ priceExclVatCents: 1, active: false }).where(eq(products.sku, 'BRK-DOG-PUPPY'));
    await db.update(breeds).set({ names: { en: 'Edited' } }).where(eq(breeds.slug, 'beagle'));
    await seedCatalogue(db);
    expect(await snapshot()).toEqual(before);
    publicResponsesOf(api.database.handle).clear();
  });

  it('gives a database seeded before the names were translated the new names', async () => {
    const { db } = api.database.handle;
    // The names as an existing ./data database still has them from an earlier seed.
    await db
      .update(products)
      .set({ names: { en: 'Turkey Sterilised', nl: 'Kalkoen Sterilised', fr: 'Dinde Stérilisé', de: 'Truthahn Sterilised' } })
      .where(eq(products.sku, 'BRK-CAT-STERILISED'));
    await db
      .update(products)
      .set({ names: { en: 'Wide Ceramic Cat Bowl', nl: 'Brede Keramische Kattenbak', fr: 'Gamelle large en céramique pour chat', de: 'Breiter Keramik-Katzennapf' } })
      .where(eq(products.sku, 'BRK-X-CAT-BOWL'));
    await seedCatalogue(db);
    publicResponsesOf(api.database.handle).clear();
    const cat = await productBySku('BRK-CAT-STERILISED');
    expect((await get(`/api/product/${cat.id}/`, { 'accept-language': 'nl-BE' })).json().name).toBe('Kalkoen Gesteriliseerd');
    expect((await get(`/api/product/${cat.id}/`, { 'accept-language': 'de' })).json().name).toBe('Truthahn Sterilisiert');
    const bowl = await productBySku('BRK-X-CAT-BOWL', '&kind=extra');
    expect((await get(`/api/product/${bowl.id}/`, { 'accept-language': 'nl' })).json().name).toBe('Brede keramische voerbak voor katten');
  });

  it('makes a product the seed no longer lists inactive instead of deleting it', async () => {
    const { db } = api.database.handle;
    const [retired] = await db
      .insert(products)
      .values({
        sku: 'BRK-RETIRED-TEST',
        kind: 'extra',
        category: 'treats',
        animalType: 'dog',
        names: { en: 'Retired treats' },
        descriptions: { en: 'No longer sold.' },
        priceExclVatCents: 100,
        vatCategory: 'pet_food',
      })
      .returning();
    await seedCatalogue(db);
    // The seed runs when a process starts; the responses it kept were made before it ran.
    publicResponsesOf(api.database.handle).clear();
    const [after] = await db.select().from(products).where(eq(products.sku, 'BRK-RETIRED-TEST'));
    expect(after).toMatchObject({ id: retired?.id, active: false });
    const listed = (await get('/api/product/?limit=1000')).json().results.map((product: { sku: string }) => product.sku);
    expect(listed).not.toContain('BRK-RETIRED-TEST');
    // A delivery may still point at it: the detail stays readable (without rules, it has no
    // suitability to show).
    const detail = await get(`/api/product/${retired?.id}/`, { 'accept-language': 'de' });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ sku: 'BRK-RETIRED-TEST', name: 'Retired treats', details: {} });
    expect(detail.json()).not.toHaveProperty('suitability');
    await db.delete(products).where(eq(products.sku, 'BRK-RETIRED-TEST'));
  });
});
