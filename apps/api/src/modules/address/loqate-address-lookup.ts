import { addressCountries, type AddressCountry, type LookupAddress, type LookupCredit, type LookupSuggestion } from '@brokkie/contracts/address';
import { AddressLookupUnavailable, type AddressLookupProvider, type LookupQuery } from './address-lookup-provider.ts';

export interface LoqateOptions {
  /** Base URL of the Loqate-compatible service, without the path of the operations. */
  baseUrl: string;
  /** The service's API key (ours, server-side; never the key the browser sends us). */
  apiKey: string;
  /** How long one call may take; default 5 s, then the lookup is unavailable for that request. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Capture Interactive Find v1.10 and Retrieve v1.2, JSON (json3.ws) flavour. */
export const loqateFindPath = '/Capture/Interactive/Find/v1.10/json3.ws';
export const loqateRetrievePath = '/Capture/Interactive/Retrieve/v1.2/json3.ws';

interface LoqateError {
  Error: string;
  Description?: string;
  Cause?: string;
}

interface LoqateFindItem {
  Id: string;
  Type: string;
  Text: string;
  Highlight?: string;
  Description: string;
}

interface LoqateRetrieveItem {
  Id?: string;
  BuildingNumber?: string;
  Street?: string;
  City?: string;
  PostalCode?: string;
  CountryIso2?: string;
}

function isError(item: unknown): item is LoqateError {
  return typeof item === 'object' && item !== null && 'Error' in item;
}

/**
 * The production address lookup: a Loqate-compatible HTTP service. Loqate's containers (every
 * Find item whose Type is not Address: Postcode, Street, Locality, Residential, …) become our
 * `Postcode` suggestions, to be opened with `container`; addresses are retrieved by id.
 */
export class LoqateAddressLookup implements AddressLookupProvider {
  private readonly baseUrl: string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: LoqateOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async find(query: LookupQuery): Promise<LookupSuggestion[]> {
    const items = await this.call<LoqateFindItem>(loqateFindPath, {
      Text: query.text,
      Countries: query.country ?? addressCountries.join(','),
      Limit: String(query.limit),
      Language: query.locale.slice(0, 2),
      ...(query.container ? { Container: query.container } : {}),
    });
    return items.slice(0, query.limit).map((item) => ({
      id: item.Id,
      type: item.Type === 'Address' ? 'Address' : 'Postcode',
      text: item.Text,
      description: item.Description ?? '',
    }));
  }

  // The service's own contract covers its data: nothing to credit on our pages.
  creditsFor(): LookupCredit[] {
    return [];
  }

  async retrieve(id: string): Promise<LookupAddress | null> {
    const items = await this.call<LoqateRetrieveItem>(loqateRetrievePath, { Id: id });
    const item = items[0];
    const country = item?.CountryIso2?.toUpperCase();
    // An address outside the countries we deliver to is no address for us.
    if (!item || !country || !(addressCountries as readonly string[]).includes(country)) return null;
    return {
      postal_code: item.PostalCode ?? '',
      city: item.City ?? '',
      country: country as AddressCountry,
      ...(item.Street ? { street: item.Street } : {}),
      ...(item.BuildingNumber ? { number: item.BuildingNumber } : {}),
    };
  }

  private async call<T>(path: string, parameters: Record<string, string>): Promise<T[]> {
    const url = new URL(`${this.baseUrl}${path}`);
    url.search = new URLSearchParams({ Key: this.options.apiKey, ...parameters }).toString();
    let response: Response;
    try {
      response = await this.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new AddressLookupUnavailable(`Address lookup unreachable: ${(error as Error).message}`, { cause: error });
    }
    if (!response.ok) throw new AddressLookupUnavailable(`Address lookup answered HTTP ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new AddressLookupUnavailable('Address lookup answered something other than JSON', { cause: error });
    }
    const items = (body as { Items?: unknown }).Items;
    if (!Array.isArray(items)) throw new AddressLookupUnavailable('Address lookup answered without Items');
    // Loqate reports its errors (a bad key, no credit left) as a 200 with one error item.
    const error = items.find(isError);
    if (error) {
      throw new AddressLookupUnavailable(`Address lookup error ${error.Error}: ${error.Description ?? ''} ${error.Cause ?? ''}`.trim());
    }
    return items as T[];
  }
}
