import { z } from 'zod';

export const defaultPageLimit = 100;
export const maxPageLimit = 1000;

/** limit/offset query of every list endpoint (docs/api-conventions.md). */
export const paginationQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxPageLimit)
    .optional()
    .describe(`Page size, 1–${maxPageLimit}; default ${defaultPageLimit}`),
  offset: z.coerce.number().int().min(0).optional().describe('Number of items to skip; default 0'),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/**
 * Django-REST-style page: `{count, next, previous, results}`. `next` and `previous` are
 * API-relative like every hyperlink (`/country/?limit=2&offset=2`): prepend the API base URL.
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().describe('Number of items in the whole list'),
    next: z.string().nullable().describe('API-relative url of the next page, or null'),
    previous: z.string().nullable().describe('API-relative url of the previous page, or null'),
    results: z.array(item),
  });
}
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
