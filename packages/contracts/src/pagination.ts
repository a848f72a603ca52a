import { z } from 'zod';

/** limit/offset query of every list endpoint (docs/api-conventions.md). */
export const paginationQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/** Django-REST-style page: `{count, next, previous, results}`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
