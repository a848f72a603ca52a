import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { locales } from '../../packages/domain/src/locales.ts';
import { browserCatalogPart, catalogParts, type CatalogPart } from '../../packages/i18n/src/browser-catalog.ts';

const apiTarget = process.env.API_DEV_TARGET ?? 'http://127.0.0.1:3001';
const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.resolve(here, '../../packages/i18n/locales');
// react-router.config.ts: buildDirectory 'build'. The client build's manifest exists while the server builds.
const clientManifestFile = path.resolve(here, 'build/client/.vite/manifest.json');

const catalogModule = 'virtual:brokkie-catalog/';
const catalogAssetsModule = 'virtual:brokkie-catalog-assets';
const catalogChunkName = (locale: string, part: CatalogPart) => (part === 'public' ? `catalog-${locale}` : `catalog-${locale}-${part}`);

/**
 * One catalog per page in the browser (issue 11): each locale's catalog, without the server-only
 * namespaces, is two chunks: what every page speaks, and what only the pages behind sign-in do
 * (`browserCatalogPart`). The server preloads the page's parts and lists every chunk's URL in the
 * page (shell/catalog-preload.tsx); the client entry imports the page's parts before hydrating.
 * `virtual:brokkie-catalog-assets` tells the server build the chunks' URLs.
 */
function browserCatalogs(): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'brokkie-browser-catalogs',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (command !== 'build' || this.environment.config.consumer !== 'client') return;
      for (const locale of locales) {
        for (const part of catalogParts) {
          this.emitFile({ type: 'chunk', id: `${catalogModule}${locale}/${part}`, name: catalogChunkName(locale, part), preserveSignature: 'strict' });
        }
      }
    },
    resolveId(id) {
      if (id.startsWith(catalogModule) || id === catalogAssetsModule) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id.startsWith(`\0${catalogModule}`)) {
        const [locale, part] = id.slice(catalogModule.length + 1).split('/') as [string, CatalogPart];
        const file = path.join(localesDir, `${locale}.json`);
        this.addWatchFile(file);
        const catalog = browserCatalogPart(JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof browserCatalogPart>[0], part);
        // A string parsed once is cheaper for the browser than the same data as an object literal.
        return `export const locale = ${JSON.stringify(locale)};\nexport default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});`;
      }
      if (id === `\0${catalogAssetsModule}`) {
        return `export const catalogAssets = ${JSON.stringify(catalogAssets(command, this.environment.config.consumer))};`;
      }
      return null;
    },
  };
}

function catalogAssets(command: 'build' | 'serve', consumer: 'client' | 'server'): Record<string, Record<CatalogPart, string>> {
  const byPart = (url: (part: CatalogPart) => string) => Object.fromEntries(catalogParts.map((part) => [part, url(part)])) as Record<CatalogPart, string>;
  if (command === 'serve') {
    return Object.fromEntries(locales.map((locale) => [locale, byPart((part) => `/@id/__x00__${catalogModule}${locale}/${part}`)]));
  }
  // Only the server build renders the list; the client reads it back from the page.
  if (consumer === 'client') return {};
  const manifest = JSON.parse(readFileSync(clientManifestFile, 'utf8')) as Record<string, { file: string; name?: string }>;
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      byPart((part) => {
        const chunk = Object.values(manifest).find((entry) => entry.name === catalogChunkName(locale, part));
        if (!chunk) throw new Error(`The client build has no ${part} catalog chunk for ${locale}`);
        return `/${chunk.file}`;
      }),
    ]),
  );
}

/**
 * What every page renders or runs (root, app shell, guards, layouts, header, footer, error page,
 * toasts, the API client) goes into one client chunk, and so into one stylesheet: the stylesheets
 * of a page block its first paint, and on a phone network a dozen small files cost a round trip
 * each (left to itself the bundler made 25 scripts for /en/signin, 17 with these). Lazy parts
 * (sheet-panel, menu-popover) stay out: they load when used.
 */
const shellModules = [
  'app/components/alert',
  'app/components/button',
  'app/components/card',
  // The fields' stylesheet, which most pages need: the sign-in page draws its e-mail form before
  // the form's code loads (decision 0022), so the stylesheet cannot come with that code.
  'app/components/field.module',
  'app/components/header-bar.module',
  'app/components/country-switcher',
  'app/components/icons',
  'app/components/language-switcher',
  'app/components/logo',
  'app/components/menu-button',
  'app/components/sheet.',
  'app/components/site-footer',
  'app/components/site-header',
  'app/components/spinner',
  'app/components/support-notice',
  'app/components/toast.',
  'app/features/error-page/',
  'app/guards/',
  // The layouts' stylesheets, and the code of the one most pages share; the dashboard's and the
  // light header's code come with their pages (their stylesheets stay here: one file to paint).
  'app/layouts/default-header-layout',
  'app/layouts/dashboard-layout.module',
  'app/layouts/light-header-layout.module',
  // Only the API client: the rest of app/lib serves some pages, and a prefix would pull their
  // contracts and zod into every page's first load (it did: 230 KB for /en/signin, 2.48x).
  'app/lib/api-client',
  'app/routes/locale-scope',
  'app/routes/not-found',
  'app/shell/',
  'app/styles/',
  '../../packages/domain/src/layers',
  '../../packages/domain/src/locales',
].map((prefix) => path.join(here, prefix));

/**
 * What only the sign-in pages use beside their page (frame, social buttons, error alert, the
 * schemas' loader): one chunk rather than six files of a few hundred bytes, each a request.
 */
const authModules = [
  'app/features/auth/auth-frame',
  'app/features/auth/auth.module',
  'app/features/auth/signed-in-card',
  'app/features/auth/return-url',
  'app/components/auth-error-alert',
  'app/components/auth-schema-loaders',
  'app/components/social-sign-in',
  'app/components/provider-icon',
  'app/components/account-forms.module',
].map((prefix) => path.join(here, prefix));

/**
 * What stays out of the shell although its folder is in: the re-authentication (profile page and
 * sign-in popup only) and the conversions (the pages that convert, and a sign-up).
 */
const notShellModules = ['app/shell/reauthentication.ts', 'app/shell/conversions.ts'].map((file) => path.join(here, file));

const startsWithAny = (prefixes: string[]) => (id: string) => prefixes.some((prefix) => id.startsWith(prefix));
const isShellModule = (id: string) => startsWithAny(shellModules)(id) && !notShellModules.includes(id);

// Groups take their modules' dependencies with them, the higher priority first: the shell's
// libraries stay in the shell, and the auth chunk gets only what the shell does not have.
const chunkGroups = [
  { name: 'shell', priority: 2, test: isShellModule },
  { name: 'auth', priority: 1, test: startsWithAny(authModules) },
];

export default defineConfig({
  plugins: [browserCatalogs(), reactRouter()],
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: chunkGroups } } } } },
    // A route's server loader imports its data module and its clientLoader imports it again on first
    // use (decision 0021): on the server that is as meant, not a split gone wrong.
    ssr: { build: { rollupOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  // Workspace packages ship TypeScript source: bundle them into the server build.
  ssr: { noExternal: [/^@brokkie\//] },
  server: {
    port: 5173,
    // `npm run dev`: the API runs on its own (apps/api `npm run dev`) and is proxied under /api.
    proxy: { '/api': apiTarget },
  },
});
