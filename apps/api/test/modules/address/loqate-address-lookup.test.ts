import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressLookupUnavailable } from '../../../src/modules/address/address-lookup-provider.ts';
import {
  createAddressLookupProvider,
  developmentLookupKey,
  readAddressLookupConfig,
} from '../../../src/modules/address/address-lookup-config.ts';
import { EmbeddedAddressLookup } from '../../../src/modules/address/embedded-address-lookup.ts';
import {
  LoqateAddressLookup,
  loqateFindPath,
  loqateRetrievePath,
} from '../../../src/modules/address/loqate-address-lookup.ts';

/** A stand-in for the Loqate service on a local port: answers what the test sets, records the calls. */
let server: Server;
let baseUrl: string;
let answer: (request: IncomingMessage, url: URL) => { status?: number; body: unknown };
const calls: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    calls.push(url);
    const { status = 200, body } = answer(request, url);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
});

function lookup() {
  return new LoqateAddressLookup({ baseUrl, apiKey: 'AA11-BB22-CC33-DD44', timeoutMs: 2_000 });
}

describe('LoqateAddressLookup', () => {
  it('maps Find v1.10 items to suggestions: addresses stay addresses, anything else is a container', async () => {
    answer = () => ({
      body: {
        Items: [
          { Id: 'BE|OA|A|1', Type: 'Address', Text: 'Wetstraat 16', Highlight: '0-3', Description: '1000 Brussel' },
          { Id: 'BE|OA|C|2', Type: 'Street', Text: 'Wetstraat', Highlight: '0-3', Description: '1000 Brussel - 48 Addresses' },
          { Id: 'BE|OA|C|3', Type: 'Postcode', Text: '1000', Highlight: '', Description: 'Brussel - 2000 Addresses' },
        ],
      },
    });
    const items = await lookup().find({ text: 'Wetstr', country: 'BE', container: 'BE|OA|C|9', limit: 10, locale: 'nl-be' });
    expect(items).toEqual([
      { id: 'BE|OA|A|1', type: 'Address', text: 'Wetstraat 16', description: '1000 Brussel' },
      { id: 'BE|OA|C|2', type: 'Postcode', text: 'Wetstraat', description: '1000 Brussel - 48 Addresses' },
      { id: 'BE|OA|C|3', type: 'Postcode', text: '1000', description: 'Brussel - 2000 Addresses' },
    ]);
    const [call] = calls;
    expect(call?.pathname).toBe(loqateFindPath);
    expect(Object.fromEntries(call?.searchParams ?? [])).toEqual({
      Key: 'AA11-BB22-CC33-DD44',
      Text: 'Wetstr',
      Countries: 'BE',
      Container: 'BE|OA|C|9',
      Limit: '10',
      Language: 'nl',
    });
  });

  it('asks every served country when the query names none', async () => {
    answer = () => ({ body: { Items: [] } });
    expect(await lookup().find({ text: '1000', limit: 10, locale: 'en' })).toEqual([]);
    expect(calls[0]?.searchParams.get('Countries')).toBe('BE,NL,FR,DE');
    expect(calls[0]?.searchParams.has('Container')).toBe(false);
  });

  it('maps Retrieve v1.2 to the address: postal code, city, country, street and building number', async () => {
    answer = () => ({
      body: {
        Items: [
          {
            Id: 'BE|OA|A|1',
            Company: '',
            BuildingNumber: '16',
            Street: 'Wetstraat',
            City: 'Brussel',
            PostalCode: '1000',
            CountryIso2: 'BE',
            Line1: 'Wetstraat 16',
          },
        ],
      },
    });
    expect(await lookup().retrieve('BE|OA|A|1')).toEqual({
      postal_code: '1000',
      city: 'Brussel',
      country: 'BE',
      street: 'Wetstraat',
      number: '16',
    });
    expect(calls[0]?.pathname).toBe(loqateRetrievePath);
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({ Key: 'AA11-BB22-CC33-DD44', Id: 'BE|OA|A|1' });
  });

  it('gives no address for an empty answer or a country we do not deliver to', async () => {
    answer = () => ({ body: { Items: [] } });
    expect(await lookup().retrieve('gone')).toBeNull();
    answer = () => ({ body: { Items: [{ Id: 'LU|1', City: 'Luxembourg', PostalCode: '1009', CountryIso2: 'LU' }] } });
    expect(await lookup().retrieve('LU|1')).toBeNull();
  });

  it('turns service errors into AddressLookupUnavailable', async () => {
    answer = () => ({ body: { Items: [{ Error: '2', Description: 'Unknown key', Cause: 'The key you are using is not valid.', Resolution: '' }] } });
    await expect(lookup().find({ text: 'x', limit: 10, locale: 'en' })).rejects.toThrow(/Unknown key/);
    answer = () => ({ status: 500, body: { Message: 'boom' } });
    await expect(lookup().retrieve('x')).rejects.toBeInstanceOf(AddressLookupUnavailable);
    answer = () => ({ body: '<html>not json</html>' });
    await expect(lookup().retrieve('x')).rejects.toBeInstanceOf(AddressLookupUnavailable);
    const unreachable = new LoqateAddressLookup({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 1_000 });
    await expect(unreachable.find({ text: 'x', limit: 10, locale: 'en' })).rejects.toBeInstanceOf(AddressLookupUnavailable);
  });
});

describe('readAddressLookupConfig', () => {
  it('uses the embedded provider and the documented development key by default', () => {
    const config = readAddressLookupConfig({});
    expect(config).toEqual({ key: developmentLookupKey, backend: { kind: 'embedded' } });
    expect(createAddressLookupProvider(config.backend)).toBeInstanceOf(EmbeddedAddressLookup);
  });

  it('selects the Loqate adapter when the URL and its API key are set', async () => {
    const config = readAddressLookupConfig({
      ADDRESS_LOOKUP_KEY: 'our-web-app',
      ADDRESS_LOOKUP_URL: baseUrl,
      ADDRESS_LOOKUP_API_KEY: 'AA11-BB22',
    });
    expect(config).toEqual({ key: 'our-web-app', backend: { kind: 'loqate', url: baseUrl, apiKey: 'AA11-BB22' } });
    const provider = createAddressLookupProvider(config.backend);
    expect(provider).toBeInstanceOf(LoqateAddressLookup);
    answer = () => ({ body: { Items: [{ Id: '1', Type: 'Address', Text: 'Damrak 1', Description: '1012 LG Amsterdam' }] } });
    expect(await provider.find({ text: 'Damrak', country: 'NL', limit: 10, locale: 'nl' })).toHaveLength(1);
    expect(calls[0]?.searchParams.get('Key')).toBe('AA11-BB22');
  });

  it('refuses half a configuration', () => {
    expect(() => readAddressLookupConfig({ ADDRESS_LOOKUP_URL: baseUrl })).toThrow(/together/);
    expect(() => readAddressLookupConfig({ ADDRESS_LOOKUP_API_KEY: 'k' })).toThrow(/together/);
    expect(() => readAddressLookupConfig({ ADDRESS_LOOKUP_URL: 'ftp://x', ADDRESS_LOOKUP_API_KEY: 'k' })).toThrow(/http/);
  });
});
