import { apiError } from '@brokkie/contracts/errors';

const descriptions: Record<number, string> = {
  400: 'Invalid request: validation_error (with fields) or parse_error',
  401: 'Not signed in, or the token is not valid: not_authenticated, authentication_failed',
  403: 'Not allowed: permission_denied',
  404: 'No such item: not_found',
  405: 'Method not allowed: method_not_allowed',
  409: 'Conflict, e.g. idempotency_in_progress (retry)',
  422: 'idempotency_key_reused, or a rule of the resource',
  429: 'Too many requests: throttled',
  500: 'Unexpected error: internal_error',
  503: 'Temporarily unavailable: service_unavailable',
};

type ErrorResponse = { description: string; content: { 'application/json': { schema: typeof apiError } } };

/**
 * The error responses a route declares in its schema, besides the 500 every route can give:
 * `response: { 200: thing, ...errorResponses(400, 404) }`. All use the one error body.
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S | 500, ErrorResponse> {
  const responses = {} as Record<S | 500, ErrorResponse>;
  for (const status of [...statuses, 500 as const]) {
    responses[status] = {
      description: descriptions[status] ?? 'Error',
      content: { 'application/json': { schema: apiError } },
    };
  }
  return responses;
}
