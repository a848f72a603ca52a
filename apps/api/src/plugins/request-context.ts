import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { defaultLocale, localeFromAcceptLanguage, localeTags, type Locale } from '@brokkie/domain/locales';
import { apiTranslator, type Translate } from '../lib/translator.ts';

/**
 * What every request may carry (§7), read in this one place: `JR-Token` header,
 * `customer_override` query parameter, `Authorization` header, `Accept-Language` header;
 * plus the `Idempotency-Key` header the web client adds to non-idempotent calls.
 */
export interface RequestContext {
  /** From Accept-Language; nl-be when absent or unknown. Error messages use it. */
  locale: Locale;
  /** BCP 47 tag of `locale`, for Content-Language. */
  languageTag: string;
  jrToken: string | undefined;
  /** Staff acting as a customer (§6); the rules come with the identity issue. */
  customerOverride: string | undefined;
  /** The raw Authorization header. */
  authorization: string | undefined;
  /** The token of `Authorization: Bearer <token>`. */
  bearerToken: string | undefined;
  idempotencyKey: string | undefined;
  /**
   * Who is calling, as far as this request has established: 'anonymous', or
   * 'authorization:<sha-256 of the Authorization header>' until authentication (identity
   * issue) replaces it with the verified user ('user:<id>'). Idempotency keys are scoped by it.
   */
  principal: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
    /** Translator of the `api` namespace in the request's locale. */
    t: Translate;
  }
}

export function readRequestContext(request: Pick<FastifyRequest, 'headers' | 'url'>): RequestContext {
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    return first?.trim() ? first.trim() : undefined;
  };
  const locale = localeFromAcceptLanguage(header('accept-language')) ?? defaultLocale;
  const authorization = header('authorization');
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
  // Read from the raw URL so that it is seen whatever a route's query schema declares.
  const queryAt = request.url.indexOf('?');
  const query = queryAt < 0 ? undefined : new URLSearchParams(request.url.slice(queryAt + 1));
  // The hash of the header is taken when the principal is first read (only a request with an
  // Idempotency-Key reads it), not on every request; authentication replaces it anyway.
  let principal: string | undefined;
  return {
    locale,
    languageTag: localeTags[locale],
    jrToken: header('jr-token'),
    customerOverride: query?.get('customer_override')?.trim() || undefined,
    authorization,
    bearerToken: bearer,
    idempotencyKey: header('idempotency-key'),
    get principal(): string {
      principal ??= authorization ? `authorization:${createHash('sha256').update(authorization).digest('hex')}` : 'anonymous';
      return principal;
    },
    set principal(value: string) {
      principal = value;
    },
  };
}

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('context', null as unknown as RequestContext);
    app.decorateRequest('t', null as unknown as Translate);
    // Callback style (security-headers.ts).
    app.addHook('onRequest', (request, reply, done) => {
      request.context = readRequestContext(request);
      request.t = apiTranslator(request.context.locale);
      // Lets support match a report to the log line of its request.
      reply.header('x-request-id', request.id);
      done();
    });
  },
  { name: 'brokkie-request-context' },
);
