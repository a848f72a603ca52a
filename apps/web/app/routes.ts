import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { pages, type PageDefinition } from './page-table.ts';

interface Wrapper {
  key: string;
  file: string;
}

const layoutFiles = {
  dashboard: 'layouts/dashboard-layout.tsx',
  'default-header': 'layouts/default-header-layout.tsx',
  'light-header': 'layouts/light-header-layout.tsx',
} as const;

/**
 * The layout routes around a page, outermost first. The Belgium guard wraps the layout: outside
 * Belgium the page does not exist and its 404 page stands alone, like every other 404. The login
 * guard sits inside the layout, so a signed-out visitor never reaches the page.
 */
function wrappersOf(page: PageDefinition): Wrapper[] {
  return [
    ...(page.guards.includes('belgium') ? [{ key: 'belgium', file: 'guards/require-belgium.tsx' }] : []),
    ...(page.layout === 'none' ? [] : [{ key: `layout:${page.layout}`, file: layoutFiles[page.layout] }]),
    ...(page.guards.includes('login') ? [{ key: 'login', file: 'guards/require-login.tsx' }] : []),
  ];
}

/**
 * The page tree once, under one optional locale segment (§2: '' for nl-be, the default, and each
 * prefix). `routes/locale-scope.tsx` answers 404 for a first segment that names no locale. Pages
 * sharing wrappers share one layout route; ids are the wrapper keys for layout routes
 * (`layout:dashboard:login`) and the page name for pages (docs/decisions/0010).
 */
function pageTree(): RouteConfigEntry[] {
  const pageRoute = (p: PageDefinition) => (p.path === '' ? index(p.file, { id: p.name }) : route(p.path, p.file, { id: p.name }));

  const nest = (items: Array<{ page: PageDefinition; wrappers: Wrapper[] }>, idPrefix: string | undefined): RouteConfigEntry[] => {
    const entries: Array<RouteConfigEntry | { wrapper: Wrapper; items: typeof items }> = [];
    const groups = new Map<string, { wrapper: Wrapper; items: typeof items }>();
    for (const { page, wrappers } of items) {
      const [first, ...rest] = wrappers;
      if (!first) {
        entries.push(pageRoute(page));
        continue;
      }
      let group = groups.get(first.key);
      if (!group) {
        group = { wrapper: first, items: [] };
        groups.set(first.key, group);
        entries.push(group);
      }
      group.items.push({ page, wrappers: rest });
    }
    return entries.map((entry) => {
      if (!('wrapper' in entry)) return entry;
      const id = idPrefix ? `${idPrefix}:${entry.wrapper.key}` : entry.wrapper.key;
      return layout(entry.wrapper.file, { id }, nest(entry.items, id));
    });
  };

  return nest(
    pages.map((page) => ({ page, wrappers: wrappersOf(page) })),
    undefined,
  );
}

export default [
  route(':locale?', 'routes/locale-scope.tsx', { id: 'locale-scope' }, pageTree()),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
