/**
 * The page's modules as its hydration loader lists them in `data-modules` (decision 0020,
 * apps/web/app/shell/scripts-after-paint.server.ts): what the browser starts after the first paint.
 */
export function hydrationModules(html: string): string[] {
  const list = /<script\b[^>]*\bdata-modules="([^"]*)"/.exec(html)?.[1] ?? '';
  return list
    .split(' ')
    .filter(Boolean)
    .map((href) => href.replaceAll('&amp;', '&'));
}
