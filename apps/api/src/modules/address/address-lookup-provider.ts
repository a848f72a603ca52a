import type { AddressCountry, LookupAddress, LookupCredit, LookupSuggestion } from '@brokkie/contracts/address';
import type { Locale } from '@brokkie/domain/locales';

export type { LookupAddress, LookupSuggestion };

/** One find request, as the routes hand it to a provider. */
export interface LookupQuery {
  /** What the customer typed, trimmed: a postal code (or its start), a place name, or both. */
  text: string;
  /** Only this country; every served country when absent. */
  country?: AddressCountry;
  /** Id of a `Postcode` suggestion to look inside. */
  container?: string;
  /** Most suggestions to return. */
  limit: number;
  /** The request's locale: place names are given in its language where they have one. */
  locale: Locale;
}

/**
 * An address-autocomplete service (§7: find by query, retrieve by id), shaped like Loqate's
 * Capture Interactive: `find` suggests, `retrieve` turns a suggestion's id into an address.
 * The embedded provider answers from data we ship; the HTTP adapter asks a Loqate-compatible
 * service.
 */
export interface AddressLookupProvider {
  find(query: LookupQuery): Promise<LookupSuggestion[]>;
  /** The address of a `Locality` or `Address` suggestion; null for an unknown id. */
  retrieve(id: string): Promise<LookupAddress | null>;
  /** The credits the licences of these suggestions' data ask to show with them. */
  creditsFor(items: LookupSuggestion[]): LookupCredit[];
}

/** The lookup service could not answer (unreachable, refused our key, answered nonsense). */
export class AddressLookupUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AddressLookupUnavailable';
  }
}
