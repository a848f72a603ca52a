import { z } from 'zod';

/**
 * Stable machine codes of the error body (docs/api-conventions.md). Later resources add their
 * own codes; these are the ones every endpoint can answer with.
 */
export const apiErrorCodes = [
  'validation_error',
  'parse_error',
  'not_authenticated',
  'authentication_failed',
  'permission_denied',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'request_timeout',
  'idempotency_in_progress',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'throttled',
  'internal_error',
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** Key of `fields` for an error that concerns the request as a whole rather than one field. */
export const nonFieldErrorsKey = 'non_field_errors';

/**
 * The one error body of the product API. `detail` is a translated sentence for people;
 * `code` is stable for programs; `fields` maps a field path (dot-joined) to translated messages.
 */
export const apiError = z
  .object({
    detail: z.string().describe("Translated sentence in the request's Accept-Language"),
    code: z.string().describe('Stable machine code, e.g. not_found, validation_error'),
    fields: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe(`Field path (dot-joined) → translated messages; '${nonFieldErrorsKey}' for the request as a whole`),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiError>;
