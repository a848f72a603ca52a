import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locales } from '@brokkie/domain/locales';
import { catalogs } from '../src/catalogs.ts';
import { accountNamespaces, browserCatalog, browserCatalogPart, catalogParts, developmentNamespaces, serverOnlyNamespaces } from '../src/browser-catalog.ts';

const webApp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/app');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Keys of server-only namespaces the web app's code names (`t('api:coupon.invalid_code')`), up to any `${…}`. */
function serverNamespaceKeysUsedByWebApp(): string[] {
  const pattern = new RegExp(`['\`](${serverOnlyNamespaces.join('|')}):([\\w.]+)`, 'g');
  return [...new Set(sourceFiles(webApp).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => `${m[1]}.${m[2]!.replace(/\.$/, '')}`)))];
}

function has(catalog: unknown, dottedKey: string): boolean {
  let node = catalog;
  for (const part of dottedKey.split('.')) {
    if (!node || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

describe('the browser catalog', () => {
  it.each(locales)('%s leaves out the e-mails and the API texts the browser never shows', (locale) => {
    const trimmed = browserCatalog(catalogs[locale]);
    expect(trimmed.mail).toBeUndefined();
    expect(Object.keys(trimmed.api ?? {})).toEqual(['coupon']);
    expect(JSON.stringify(trimmed).length).toBeLessThan(JSON.stringify(catalogs[locale]).length * 0.9);
  });

  it.each(locales)('%s keeps every other namespace whole', (locale) => {
    const trimmed = browserCatalog(catalogs[locale]);
    for (const namespace of Object.keys(catalogs[locale]).filter((n) => !(serverOnlyNamespaces as readonly string[]).includes(n))) {
      expect(trimmed[namespace]).toEqual(catalogs[locale][namespace]);
    }
  });

  it('keeps every server-namespace text the web app shows', () => {
    const used = serverNamespaceKeysUsedByWebApp();
    expect(used.length).toBeGreaterThan(0);
    for (const locale of locales) {
      expect(used.filter((key) => !has(browserCatalog(catalogs[locale]), key)), locale).toEqual([]);
    }
  });
});

describe('the browser catalog in parts', () => {
  it.each(locales)('%s: every browser namespace is in exactly one part, and the public part is smaller than the signed-in one', (locale) => {
    const whole = browserCatalog(catalogs[locale]);
    const [publicPart, accountPart, developmentPart] = catalogParts.map((part) => browserCatalogPart(catalogs[locale], part));
    expect({ ...publicPart, ...accountPart, ...developmentPart }).toEqual(whole);
    const namespaces = [publicPart, accountPart, developmentPart].flatMap((part) => Object.keys(part ?? {}));
    expect(namespaces.length).toBe(new Set(namespaces).size);
    expect(Object.keys(accountPart ?? {}).sort()).toEqual([...accountNamespaces].sort());
    expect(Object.keys(developmentPart ?? {}).sort()).toEqual([...developmentNamespaces].sort());
    expect(JSON.stringify(publicPart).length).toBeLessThan(JSON.stringify(accountPart).length);
    expect(publicPart?.auth).toEqual(catalogs[locale].auth);
  });
});
