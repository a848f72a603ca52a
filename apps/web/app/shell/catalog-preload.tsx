import type { Locale } from '@brokkie/domain/locales';
import type { CatalogPart } from '@brokkie/i18n/browser-catalog';
import { catalogAssets as builtCatalogAssets } from 'virtual:brokkie-catalog-assets';
import { catalogListElementId, pageCatalogs, type CatalogList } from './browser-catalogs.ts';

/**
 * The preloads of the page's catalog parts (its locale's public part, and the signed-in pages'
 * part on those pages) and the list of every locale's part URLs, in the document's head. The
 * client entry imports the page's parts before it hydrates: the preloads have fetched them beside
 * the other modules by then, so hydration waits for no extra round trip.
 *
 * Deliberately not an import map: React hoists the page's module preloads above any element in
 * the head, so Chromium could resolve the entry's imports before a map further down was read and
 * then drop the map (the page never hydrated). A plain URL in data needs no resolution rules.
 */
export function CatalogPreload({ locale, parts }: { locale: Locale; parts: CatalogPart[] }) {
  // The server knows the URLs from the build; the browser reads back what the server wrote.
  const urls = typeof document === 'undefined' ? (builtCatalogAssets as CatalogList['urls']) : (pageCatalogs()?.urls ?? {});
  const own = urls[locale];
  if (!own) return null;
  const list: CatalogList = { locale, parts, urls };
  return (
    <>
      {parts.map((part) => (
        <link key={part} rel="modulepreload" href={own[part]} />
      ))}
      <script
        type="application/json"
        id={catalogListElementId}
        // JSON inside <script>: `<` escaped so no value can close the element.
        dangerouslySetInnerHTML={{ __html: JSON.stringify(list).replaceAll('<', '\\u003c') }}
      />
    </>
  );
}
