import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { localePrefixes } from '@brokkie/domain/locales';
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
 * The same page tree under every locale prefix (§2): '' (nl-be, the default) and each prefix.
 * Pages sharing wrappers share one layout route; ids are `<prefix|default>:<wrapper keys>` for
 * layout routes and `<prefix|default>:<page name>` for pages.
 */
function localeGroup(prefix: string): RouteConfigEntry[] {
  const scope = prefix || 'default';
  const at = (path: string) => [prefix, path].filter(Boolean).join('/');
  const pageRoute = (p: PageDefinition) =>
    p.path === '' && !prefix
      ? index(p.file, { id: `${scope}:${p.name}` })
      : route(at(p.path), p.file, { id: `${scope}:${p.name}` });

  const nest = (items: Array<{ page: PageDefinition; wrappers: Wrapper[] }>, idPrefix: string): RouteConfigEntry[] => {
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
      const id = `${idPrefix}:${entry.wrapper.key}`;
      return layout(entry.wrapper.file, { id }, nest(entry.items, id));
    });
  };

  return nest(
    pages.map((page) => ({ page, wrappers: wrappersOf(page) })),
    scope,
  );
}

export default [
  ...localeGroup(''),
  ...localePrefixes.flatMap(localeGroup),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
