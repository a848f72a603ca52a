// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const appDirectory = path.join(webDirectory, 'app');
const packagesDirectory = path.resolve(webDirectory, '../../packages');

/*
 * zod is the largest library the forms use (issue 11: JS sent for /en/signin). The document
 * shell and the public sign-in pages load their form rules when the visitor first focuses a form
 * (`useValidatedForm` with a loader), so nothing they import before that may import zod: this
 * follows their static imports, as the bundler does for the first load, and fails on one that does.
 */

/** The file an import names, or undefined for a library. `@brokkie/<package>/<name>` is `packages/<package>/src/<name>.ts`. */
function resolveImport(from: string, specifier: string): string | undefined {
  const workspace = /^@brokkie\/([a-z-]+)\/(.+)$/.exec(specifier);
  const candidate = workspace
    ? path.join(packagesDirectory, workspace[1] as string, 'src', workspace[2] as string)
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!candidate) return undefined;
  return [candidate, `${candidate}.ts`, `${candidate}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * Static imports that stay in the browser's code: not `import type`, not `import()`. An import of
 * only inline `type` names still counts: verbatimModuleSyntax keeps it as an import for its effects.
 */
function staticImports(source: string): string[] {
  const imports = [...source.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)];
  return imports.map((match) => match[1] as string);
}

/** The chain of files from an entry to a file that imports `library`, or [] when none does. */
function pathToLibrary(entries: string[], library: string): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const queue: string[][] = entries.map((entry) => [entry]);
  while (queue.length > 0) {
    const chain = queue.shift() as string[];
    const file = chain.at(-1) as string;
    // Server modules never reach the browser.
    if (seen.has(file) || /\.server\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier === library || specifier.startsWith(`${library}/`)) found.push(chain);
      const next = resolveImport(file, specifier);
      if (next) queue.push([...chain, next]);
    }
  }
  return found.map((chain) => chain.map((file) => path.relative(webDirectory, file)));
}

const firstLoadEntries = [
  'root.tsx',
  'routes/locale-scope.tsx',
  'routes/not-found.tsx',
  'layouts/default-header-layout.tsx',
  'layouts/light-header-layout.tsx',
  'routes/home.tsx',
  'routes/signin.tsx',
  'routes/signup.tsx',
  'routes/forgot-password.tsx',
].map((file) => path.join(appDirectory, file));

describe('the first load of the shell and the public sign-in pages', () => {
  it('imports no zod', () => {
    expect(pathToLibrary(firstLoadEntries, 'zod')).toEqual([]);
  });

  it('the check finds zod where a page imports it', () => {
    const chains = pathToLibrary([path.join(appDirectory, 'routes/dashboard-profile.tsx')], 'zod');
    expect(chains.length).toBeGreaterThan(0);
  });
});
