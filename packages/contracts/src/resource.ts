import { z } from 'zod';
import { idFromResourceUrl } from './resource-url.ts';

/** Largest id a PostgreSQL `integer`/`serial` column holds. */
const maxId = 2_147_483_647;

/** An id in a path or a query (`?animal=3`): digits naming a row. */
export const resourceId = z.coerce.number().int().min(1).max(maxId);

/** `{id}` of a detail path such as /country/{id}/. */
export const resourceIdParams = z.object({
  id: resourceId.describe('Numeric id'),
});
export type ResourceIdParams = z.infer<typeof resourceIdParams>;

/**
 * A reference to a resource in a request body: its url (`/animal/3/`) or its id (3). Every way it
 * can be wrong answers `message`; ten digits that exceed PostgreSQL's integer name nothing.
 */
export function resourceReference(resource: string, message: string) {
  return z
    .union(
      [
        z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(maxId, { error: message }),
        z
          .string({ error: message })
          .regex(new RegExp(`^/${resource}/[1-9]\\d{0,9}/$`), { error: message })
          .refine((url) => Number(idFromResourceUrl(url)) <= maxId, { error: message }),
      ],
      { error: message },
    )
    .describe(`url of a ${resource} (/${resource}/{id}/) or its id`);
}

/** The id of a reference `resourceReference` accepted. */
export function referencedId(value: number | string): number {
  const id = typeof value === 'number' ? value : idFromResourceUrl(value);
  if (id === undefined) throw new RangeError(`Not a reference: ${value}`);
  return id;
}
