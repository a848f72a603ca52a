import type { Locale } from '@brokkie/domain/locales';
import { catalogAssets as builtCatalogAssets } from 'virtual:brokkie-catalog-assets';
import { catalogSpecifier } from './browser-catalogs.ts';

type CatalogUrls = Partial<Record<Locale, string>>;
let pageCatalogUrls: CatalogUrls | undefined;

/** The catalog URLs: from the build on the server; in the browser, read back from the page's import map. */
function catalogUrls(): CatalogUrls {
  if (typeof document === 'undefined') return builtCatalogAssets as CatalogUrls;
  if (!pageCatalogUrls) {
    const map = JSON.parse(document.querySelector('script[type="importmap"]')?.textContent || '{}') as { imports?: Record<string, string> };
    const prefix = `${catalogSpecifier}/`;
    pageCatalogUrls = Object.fromEntries(
      Object.entries(map.imports ?? {})
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, url]) => [name.slice(prefix.length), url]),
    );
  }
  return pageCatalogUrls;
}

/**
 * The page's import map and the preload of its locale's catalog, in the document's head: the
 * client entry imports `brokkie:catalog` statically, so the catalog arrives with the other modules
 * and hydration waits for nothing more. Every locale is named too (`brokkie:catalog/<locale>`),
 * for client-side navigations into another language.
 */
export function CatalogPreload({ locale }: { locale: Locale }) {
  const urls = catalogUrls();
  const own = urls[locale];
  if (!own) return null;
  const imports: Record<string, string> = { [catalogSpecifier]: own };
  for (const [other, url] of Object.entries(urls)) imports[`${catalogSpecifier}/${other}`] = url;
  return (
    <>
      <script type="importmap" dangerouslySetInnerHTML={{ __html: JSON.stringify({ imports }) }} />
      <link rel="modulepreload" href={own} />
    </>
  );
}
