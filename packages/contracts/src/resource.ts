import { z } from 'zod';

/** Largest id a PostgreSQL `integer`/`serial` column holds. */
const maxId = 2_147_483_647;

/** `{id}` of a detail path such as /country/{id}/. */
export const resourceIdParams = z.object({
  id: z.coerce.number().int().min(1).max(maxId).describe('Numeric id'),
});
export type ResourceIdParams = z.infer<typeof resourceIdParams>;

/**
 * Hyperlink of a resource, relative to the API base (§3: `/country/{id}/`): a client prepends
 * its API base URL, so the same data works behind any host or prefix.
 */
export function resourceUrl(resource: string, id: number | string): string {
  return `/${resource}/${id}/`;
}

/** The trailing id of a hyperlink (`/country/3/` → 3), or undefined when it has none. */
export function idFromResourceUrl(url: string): number | undefined {
  const match = /\/(\d+)\/?(?:[?#].*)?$/.exec(url);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
