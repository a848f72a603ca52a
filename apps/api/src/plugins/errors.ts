import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@brokkie/contracts/errors';
import { defaultLocale, localeFromAcceptLanguage, localeTags, type Locale } from '@brokkie/domain/locales';
import { ApiProblem, validationFailed } from '../lib/api-problem.ts';
import { translateMessage } from '../lib/translator.ts';
import { fieldMessages } from '../lib/validation-messages.ts';
import { setApiSecurityHeaders } from './security-headers.ts';

// Codes for the statuses Fastify itself raises (DRF's names where DRF has one).
const codeByStatus: Record<number, string> = {
  400: 'parse_error',
  401: 'not_authenticated',
  403: 'permission_denied',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  408: 'request_timeout',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'throttled',
  503: 'service_unavailable',
};

/**
 * Every error of the API leaves as `{detail, code, fields?}` in the request's language:
 * ApiProblem (thrown by our code), zod validation (400 with per-field messages), Fastify's own
 * 4xx (bad JSON, wrong media type, too large), and anything else as a 500 whose cause is
 * logged but never sent.
 */
export const errorsPlugin = fp(
  async (app) => {
    // A NUL character is never text anyone typed, and PostgreSQL refuses it in a text column
    // (22021): it is a 400 on the field that holds it — in the body, the query or the path
    // (`/calendar/%00/`) — before any handler sees the request.
    app.addHook('preValidation', (request, _reply, done) => {
      const field = nulField(request.body) ?? nulField(request.query) ?? nulField(request.params);
      if (field !== undefined) throw validationFailed({ [field || 'non_field_errors']: [{ key: 'api.validation.invalid_characters' }] });
      done();
    });

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const locale = localeOf(request);
      if (error instanceof ApiProblem) {
        const fields = error.fields
          ? Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages.map((message) => translateMessage(locale, message))]))
          : undefined;
        const body = { ...error.extra, detail: translateMessage(locale, error.detail), code: error.code, ...(fields ? { fields } : {}) };
        return sendError(reply, error.statusCode, body, error.headers);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const input = validatedInput(request, error.validationContext);
        return sendError(reply, 400, {
          detail: translateMessage(locale, { key: 'api.errors.validation_error' }),
          code: 'validation_error',
          fields: fieldMessages(locale, error.validation, input),
        });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
        const code = codeByStatus[status] ?? 'bad_request';
        const params = code === 'unsupported_media_type' ? { type: request.headers['content-type'] ?? '' } : { method: request.method };
        return sendError(reply, status, {
          detail: translateMessage(locale, { key: `api.errors.${code}`, params }),
          code,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, {
        detail: translateMessage(locale, { key: 'api.errors.internal_error' }),
        code: 'internal_error',
      });
    });
  },
  { name: 'brokkie-errors', dependencies: ['brokkie-request-context'] },
);

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs — a URL whose
 * percent-escapes do not decode (400), a path parameter longer than it takes (414) — leaves as the
 * one error body too, in the language asked for, rather than Fastify's own `{error, message}`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  const refused = status >= 400 && status < 500;
  if (!refused) request.log.error({ err: error }, 'router error');
  // No hook runs for these: the headers every answer carries are set here.
  setApiSecurityHeaders(request, reply);
  void sendError(reply, refused ? status : 500, {
    detail: translateMessage(localeOf(request), { key: refused ? 'api.errors.bad_request' : 'api.errors.internal_error' }),
    code: refused ? 'bad_request' : 'internal_error',
  });
}

// The part of the request that failed validation, as it arrived (to tell missing from wrong).
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

export function localeOf(request: FastifyRequest): Locale {
  // The context is missing only when a request failed before onRequest ran.
  return request.context?.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? defaultLocale;
}

export function sendError(reply: FastifyReply, statusCode: number, body: ApiError, headers: Record<string, string> = {}): FastifyReply {
  // Error texts depend on Accept-Language; nothing about an error may be cached.
  return reply
    .code(statusCode)
    .headers({
      ...headers,
      'content-language': localeTags[localeOf(reply.request)],
      vary: 'Accept-Language',
      'cache-control': 'no-store',
    })
    .type('application/json; charset=utf-8')
    .send(body);
}

/** The dotted path of the first string holding a NUL character in a parsed body, query or path ('' for the whole value); undefined when none does. */
function nulField(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Bodies are shallow; a deeper one is left to the schema (which rejects it as it is).
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nulField(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
