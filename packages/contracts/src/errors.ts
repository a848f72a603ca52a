import { z } from 'zod';

/**
 * The one error body of the product API. `detail` is a translated sentence for people;
 * `code` is stable for programs; `fields` maps a field path (dot-joined) to translated messages.
 */
export const apiError = z.object({
  detail: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;
