import type { ApiErrorCode } from '@brokkie/contracts/errors';
import type { MessageRef } from './translator.ts';

/**
 * An expected failure that a handler, hook or service throws; the errors plugin turns it into
 * the one error body `{detail, code, fields?}`, translated into the request's language.
 * Messages are references (`api.errors.not_found`), never sentences, so that the same problem
 * reads right in every locale.
 */
export class ApiProblem extends Error {
  readonly statusCode: number;
  readonly code: ApiErrorCode | (string & {});
  readonly detail: MessageRef;
  readonly fields: Record<string, MessageRef[]> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** More of the body beside detail, code and fields, for a route whose error schema names it (follow_plan/'s `pets`). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(options: {
    statusCode: number;
    code: ApiErrorCode | (string & {});
    detail: MessageRef;
    fields?: Record<string, MessageRef[]>;
    headers?: Record<string, string>;
    extra?: Record<string, unknown>;
  }) {
    super(`${options.statusCode} ${options.code}`);
    this.name = 'ApiProblem';
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.detail = options.detail;
    this.fields = options.fields;
    this.headers = options.headers;
    this.extra = options.extra;
  }
}

export function notFound(): ApiProblem {
  return new ApiProblem({ statusCode: 404, code: 'not_found', detail: { key: 'api.errors.not_found' } });
}

/** 400 with per-field messages; `fields` maps a dot-joined field path to message references. */
export function validationFailed(fields: Record<string, MessageRef[]>): ApiProblem {
  return new ApiProblem({
    statusCode: 400,
    code: 'validation_error',
    detail: { key: 'api.errors.validation_error' },
    fields,
  });
}

export function notAuthenticated(): ApiProblem {
  return new ApiProblem({
    statusCode: 401,
    code: 'not_authenticated',
    detail: { key: 'api.errors.not_authenticated' },
    headers: { 'www-authenticate': 'Bearer' },
  });
}

export function authenticationFailed(): ApiProblem {
  return new ApiProblem({
    statusCode: 401,
    code: 'authentication_failed',
    detail: { key: 'api.errors.authentication_failed' },
    headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
  });
}

export function permissionDenied(detail: MessageRef = { key: 'api.errors.permission_denied' }): ApiProblem {
  return new ApiProblem({ statusCode: 403, code: 'permission_denied', detail });
}

export function serviceUnavailable(detail: MessageRef = { key: 'api.errors.service_unavailable' }): ApiProblem {
  return new ApiProblem({ statusCode: 503, code: 'service_unavailable', detail, headers: { 'retry-after': '30' } });
}
