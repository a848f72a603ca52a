import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressMessageKeys,
  lookupAddress,
  lookupFindQuery,
  lookupFindResponse,
  lookupResultLimit,
  lookupRetrieveQuery,
} from '@brokkie/contracts/address';
import { notFound, permissionDenied, serviceUnavailable } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { AddressLookupUnavailable, type AddressLookupProvider } from './address-lookup-provider.ts';
import { createAddressLookupProvider, readAddressLookupConfig, type AddressLookupConfig } from './address-lookup-config.ts';

export interface AddressLookupRoutesOptions {
  /** Defaults to the environment's configuration (ADDRESS_LOOKUP_*). */
  config?: AddressLookupConfig;
  /** Replaces the provider the configuration selects (tests). */
  provider?: AddressLookupProvider;
}

const tags = ['address'];

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The address-autocomplete service (§5, §7): find by query, retrieve by id, behind the
 * {@link AddressLookupProvider} interface. Public (the checkout asks before an address
 * exists), but every call needs the lookup key; key and query are required (400 otherwise).
 */
export const addressLookupRoutes: FastifyPluginAsyncZod<AddressLookupRoutesOptions> = async (app, options) => {
  const config = options.config ?? readAddressLookupConfig();
  const provider = options.provider ?? createAddressLookupProvider(config.backend);
  const expectedKey = digest(config.key);

  // Compared as digests: equal lengths for timingSafeEqual, and no timing hint about the key.
  const checkKey = (key: string) => {
    if (!timingSafeEqual(digest(key), expectedKey)) {
      throw permissionDenied({ key: addressMessageKeys.lookupKeyInvalid });
    }
  };

  const ask = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AddressLookupUnavailable) {
        app.log.warn({ err: error }, 'address lookup unavailable');
        throw serviceUnavailable({ key: addressMessageKeys.lookupUnavailable });
      }
      throw error;
    }
  };

  app.get(
    '/address-lookup/find/',
    {
      schema: {
        tags,
        operationId: 'findAddress',
        summary: `Suggest postal codes, places or addresses for what the customer typed (at most ${lookupResultLimit})`,
        querystring: lookupFindQuery,
        response: { 200: lookupFindResponse, ...errorResponses(400, 403, 503) },
      },
    },
    async (request) => {
      const { key, text, country, container } = request.query;
      checkKey(key);
      const items = await ask(() =>
        provider.find({
          text,
          ...(country ? { country } : {}),
          ...(container ? { container } : {}),
          limit: lookupResultLimit,
          locale: request.context.locale,
        }),
      );
      return { items, credits: provider.creditsFor(items) };
    },
  );

  app.get(
    '/address-lookup/retrieve/',
    {
      schema: {
        tags,
        operationId: 'retrieveAddress',
        summary: 'The postal code, city and country (and street and number when known) of a suggestion',
        querystring: lookupRetrieveQuery,
        response: { 200: lookupAddress, ...errorResponses(400, 403, 404, 503) },
      },
    },
    async (request) => {
      const { key, id } = request.query;
      checkKey(key);
      const address = await ask(() => provider.retrieve(id));
      if (!address) throw notFound();
      return address;
    },
  );
};
