// No zod here: the browser's shell reads these helpers without loading the schemas.

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
