import { index, layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { localePrefixes } from '@brokkie/domain/locales';
import { pages, type LayoutName, type PageDefinition } from './page-table.ts';

const layoutFiles: Record<Exclude<LayoutName, 'none'>, string> = {
  dashboard: 'layouts/dashboard-layout.tsx',
  'default-header': 'layouts/default-header-layout.tsx',
  'light-header': 'layouts/light-header-layout.tsx',
};
const guardFiles = { login: 'guards/require-login.tsx', belgium: 'guards/require-belgium.tsx' } as const;

/**
 * The same page tree under every locale prefix (§2): '' (nl-be, the default) and each prefix.
 * Each group is nested as layout → guards → page, so a guard runs before its page renders.
 */
function localeGroup(prefix: string): RouteConfigEntry[] {
  const scope = prefix || 'default';
  const at = (path: string) => [prefix, path].filter(Boolean).join('/');
  const pageRoute = (p: PageDefinition) =>
    p.path === '' && !prefix
      ? index(p.file, { id: `${scope}:${p.name}` })
      : route(at(p.path), p.file, { id: `${scope}:${p.name}` });

  const byLayout = new Map<LayoutName, PageDefinition[]>();
  for (const p of pages) byLayout.set(p.layout, [...(byLayout.get(p.layout) ?? []), p]);

  const guarded = (list: PageDefinition[], key: string): RouteConfigEntry[] => {
    const open = list.filter((p) => p.guards.length === 0).map(pageRoute);
    const login = list.filter((p) => p.guards.includes('login'));
    const loginOnly = login.filter((p) => !p.guards.includes('belgium')).map(pageRoute);
    const belgium = login.filter((p) => p.guards.includes('belgium')).map(pageRoute);
    const loginChildren = [
      ...loginOnly,
      ...(belgium.length ? [layout(guardFiles.belgium, { id: `${scope}:${key}:belgium` }, belgium)] : []),
    ];
    return [...open, ...(loginChildren.length ? [layout(guardFiles.login, { id: `${scope}:${key}:login` }, loginChildren)] : [])];
  };

  return [...byLayout.entries()].flatMap(([name, list]) =>
    name === 'none' ? guarded(list, name) : [layout(layoutFiles[name], { id: `${scope}:layout:${name}` }, guarded(list, name))],
  );
}

export default [
  ...localeGroup(''),
  ...localePrefixes.flatMap(localeGroup),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;
