/** The catalog chunks' URLs by locale and part (vite.config.ts, `browserCatalogs`). */
declare module 'virtual:brokkie-catalog-assets' {
  export const catalogAssets: Partial<Record<string, Record<'public' | 'account', string>>>;
}
