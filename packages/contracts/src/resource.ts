import { z } from 'zod';

/** Largest id a PostgreSQL `integer`/`serial` column holds. */
const maxId = 2_147_483_647;

/** `{id}` of a detail path such as /country/{id}/. */
export const resourceIdParams = z.object({
  id: z.coerce.number().int().min(1).max(maxId).describe('Numeric id'),
});
export type ResourceIdParams = z.infer<typeof resourceIdParams>;
