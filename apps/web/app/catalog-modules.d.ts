/** The catalog chunks' URLs by locale (vite.config.ts, `browserCatalogs`). */
declare module 'virtual:brokkie-catalog-assets' {
  export const catalogAssets: Partial<Record<string, string>>;
}

/** The page's own catalog, named by the page's import map. */
declare module 'brokkie:catalog' {
  export const locale: string;
  const catalog: Record<string, Record<string, unknown>>;
  export default catalog;
}
