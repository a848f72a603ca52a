import { developmentLookupKey } from '@brokkie/contracts/address';
import type { AddressLookupProvider } from './address-lookup-provider.ts';
import { EmbeddedAddressLookup } from './embedded-address-lookup.ts';
import { LoqateAddressLookup } from './loqate-address-lookup.ts';

export { developmentLookupKey };

export type AddressLookupBackend = { kind: 'embedded' } | { kind: 'loqate'; url: string; apiKey: string };

export interface AddressLookupConfig {
  /** ADDRESS_LOOKUP_KEY: the key every find and retrieve must carry (§5). */
  key: string;
  /** ADDRESS_LOOKUP_URL with ADDRESS_LOOKUP_API_KEY: a Loqate-compatible service; else embedded. */
  backend: AddressLookupBackend;
}

export function readAddressLookupConfig(env: NodeJS.ProcessEnv = process.env): AddressLookupConfig {
  const url = env.ADDRESS_LOOKUP_URL?.trim();
  const apiKey = env.ADDRESS_LOOKUP_API_KEY?.trim();
  if (!!url !== !!apiKey) throw new Error('ADDRESS_LOOKUP_URL and ADDRESS_LOOKUP_API_KEY are set together or not at all');
  if (url && !/^https?:\/\//.test(url)) throw new Error(`ADDRESS_LOOKUP_URL is not an http(s) URL: ${url}`);
  return {
    key: env.ADDRESS_LOOKUP_KEY?.trim() || developmentLookupKey,
    backend: url && apiKey ? { kind: 'loqate', url, apiKey } : { kind: 'embedded' },
  };
}

export function createAddressLookupProvider(backend: AddressLookupBackend, fetchImpl?: typeof fetch): AddressLookupProvider {
  return backend.kind === 'loqate'
    ? new LoqateAddressLookup({ baseUrl: backend.url, apiKey: backend.apiKey, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
    : new EmbeddedAddressLookup();
}
