// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { accountNamespaces, developmentNamespaces } from '@brokkie/i18n/browser-catalog';
import { pages } from '../../app/page-table.ts';
import { catalogPartsOf } from '../../app/shell/catalog-parts.ts';

const appDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app');

/** Every app file a module reaches through relative imports (static and dynamic). */
function reachableFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+\.tsx?)['"]/g)) {
      queue.push(path.resolve(path.dirname(file), match[1] as string));
    }
  }
  return seen;
}

/** The namespaces a file names: `useTranslation('ns')`, `t('ns:key')`, `{ ns: 'ns' }`. */
function namespacesNamedIn(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = [
    ...[...source.matchAll(/useTranslation\(\s*\[?\s*'([a-z_]+)'/g)].map((m) => m[1]),
    ...[...source.matchAll(/['"`]([a-z_]+):[a-zA-Z_{$]/g)].map((m) => m[1]),
    ...[...source.matchAll(/\bns:\s*'([a-z_]+)'/g)].map((m) => m[1]),
  ];
  return names.filter((name): name is string => name !== undefined);
}

describe('the catalog parts', () => {
  it('a page behind the login guard speaks both parts; any other page only the public one', () => {
    expect(catalogPartsOf(['root', 'locale-scope', 'layout:dashboard', 'layout:dashboard:login', 'dashboard'])).toEqual(['public', 'account']);
    expect(catalogPartsOf(['root', 'locale-scope', 'layout:default-header', 'signin'])).toEqual(['public']);
    expect(catalogPartsOf(['root', 'locale-scope', 'pay-now'])).toEqual(['public']);
    expect(catalogPartsOf(['root'])).toEqual(['public']);
  });

  it('a development page speaks the public part and its own', () => {
    expect(catalogPartsOf(['root', 'locale-scope', 'design-buttons'])).toEqual(['public', 'development']);
    expect(catalogPartsOf(['root', 'locale-scope', 'layout:default-header', 'dev-tracking'])).toEqual(['public', 'development']);
  });

  it('no page outside the login guard, nor the document around it, names a signed-in pages’ namespace', () => {
    const publicEntries = [
      'root.tsx',
      'routes/locale-scope.tsx',
      'routes/not-found.tsx',
      'layouts/default-header-layout.tsx',
      'layouts/light-header-layout.tsx',
      ...pages.filter((page) => !page.guards.includes('login')).map((page) => page.file),
    ].map((file) => path.join(appDirectory, file));
    const files = reachableFiles(publicEntries);
    expect(files.size).toBeGreaterThan(40);

    const account = new Set<string>(accountNamespaces);
    const offenders = [...files].flatMap((file) =>
      namespacesNamedIn(file)
        .filter((namespace) => account.has(namespace))
        .map((namespace) => `${path.relative(appDirectory, file)}: ${namespace}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no page but the development pages, nor the document around them, names a development namespace', () => {
    const entries = [
      'root.tsx',
      'routes/locale-scope.tsx',
      'routes/not-found.tsx',
      'layouts/default-header-layout.tsx',
      'layouts/light-header-layout.tsx',
      'layouts/dashboard-layout.tsx',
      ...pages.filter((page) => !page.development).map((page) => page.file),
    ].map((file) => path.join(appDirectory, file));
    const development = new Set<string>(developmentNamespaces);
    const offenders = [...reachableFiles(entries)].flatMap((file) =>
      namespacesNamedIn(file)
        .filter((namespace) => development.has(namespace))
        .map((namespace) => `${path.relative(appDirectory, file)}: ${namespace}`),
    );
    expect(offenders).toEqual([]);
    // The check sees them where they are.
    expect([...reachableFiles([path.join(appDirectory, 'routes/design-buttons.tsx')])].flatMap(namespacesNamedIn)).toContain('design');
  });

  it('the check sees a signed-in page’s namespace where there is one', () => {
    const files = reachableFiles([path.join(appDirectory, 'routes/dashboard-pets.tsx')]);
    expect([...files].flatMap(namespacesNamedIn)).toContain('dashboard_pets');
  });
});
