/** The catalog chunks' URLs by locale (vite.config.ts, `browserCatalogs`). */
declare module 'virtual:brokkie-catalog-assets' {
  export const catalogAssets: Partial<Record<string, string>>;
}
