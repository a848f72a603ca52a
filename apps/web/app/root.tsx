import type { ReactNode } from 'react';
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  redirectDocument,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import { localeTags, splitLocalePath } from '@brokkie/domain/locales';
import { rootElementId } from '@brokkie/domain/layers';
import { ConsentManager } from './features/consent/consent-manager.tsx';
import { ErrorPage } from './features/error-page/error-page.tsx';
import { currentRouteRules, isNewBuildPending, recordReload, reloadAllowed } from './shell/build-watch.ts';
import { serverAuthOutdated } from './shell/auth-session.ts';
import { AuthSync } from './shell/auth-sync.tsx';
import { loadCatalog } from './shell/browser-catalogs.ts';
import { catalogPartsOf } from './shell/catalog-parts.ts';
import { CatalogPreload } from './shell/catalog-preload.tsx';
import { DocumentLinks } from './shell/document-links.tsx';
import { useReplayEarlyInput } from './shell/early-input.ts';
import { localeChanges, navigationRedirect } from './shell/client-navigation.ts';
import { rememberShellData } from './shell/client-shell-state.ts';
import { consentModeBootstrap } from './shell/tag-loading.ts';
import { I18nProvider } from './shell/i18n-provider.tsx';
import { NavigationBehaviour } from './shell/navigation-behaviour.tsx';
import { useScriptNonce } from './shell/script-nonce.tsx';
import { documentDescription, documentTitle, metaLocale } from './shell/page-meta.ts';
import { describeRouteError } from './shell/route-errors.ts';
import { loadShellData } from './shell/shell-loader.server.ts';
import type { ShellData } from './shell/shell-data.ts';
import type { Route } from './+types/root';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShellData(request, context);
}

/** The document varies by locale cookie and browser language; pages without headers inherit this. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

function navigationContext() {
  return { routeRules: currentRouteRules(), newBuildPending: isNewBuildPending(), reloadAllowed: reloadAllowed() };
}

/**
 * Client-side navigations pass here before any page loads (§2): legacy and route-rule redirects,
 * the reload after a new build, and marketing parameters carried over. The browser still shows
 * the page being left, so window.location is the navigation's origin.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const target = navigationRedirect(new URL(window.location.href), new URL(request.url), navigationContext());
  if (target) {
    if (target.document && isNewBuildPending()) recordReload();
    throw target.document ? redirectDocument(target.location) : redirect(target.location);
  }
  // A page in another language renders only once its catalog is here (the error page too, which
  // speaks the URL's language when the server fails).
  const urlCatalog = loadCatalog(splitLocalePath(new URL(request.url).pathname).locale);
  try {
    const shell = await serverLoader();
    await loadCatalog(shell.locale);
    return shell;
  } finally {
    await urlCatalog;
  }
}

export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  // A page's own write (its clientAction) changes the page's data, not the shell's: the page's
  // loaders read again, the root only when the user changed.
  if (formMethod && formMethod !== 'GET') return serverAuthOutdated();
  if (navigationRedirect(currentUrl, nextUrl, navigationContext())) return true;
  // After a sign-in or sign-out the root (and so the header and guards) must see the new user.
  return localeChanges(currentUrl, nextUrl) || serverAuthOutdated() || defaultShouldRevalidate;
}

/** The error page's title; pages give their own through `pageMeta`. */
export const meta: Route.MetaFunction = (args) => {
  if (!args.error) return [];
  const status = isRouteErrorResponse(args.error) ? args.error.status : 500;
  const page = status === 503 ? 'maintenance' : status === 404 ? 'not-found' : 'error';
  const locale = metaLocale(args);
  return [{ title: documentTitle(page, locale) }, { name: 'description', content: documentDescription(page, locale) }];
};

/** The document around every page and the error page; it renders even when the root loader failed. */
export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  const { pathname } = useLocation();
  const locale = shell?.locale ?? splitLocalePath(pathname).locale;
  const catalogParts = catalogPartsOf(useMatches().map((match) => match.id));
  // The response's script nonce on the server; none in the browser, which hides it (script-nonce.tsx).
  const nonce = useScriptNonce();
  // What was pressed between the first paint and hydration (decision 0020).
  useReplayEarlyInput();
  return (
    <html lang={localeTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Consent Mode v2 before any tag can load: all denied, then the cookie's choice (docs/consent.md). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: consentModeBootstrap() }} />
        <CatalogPreload locale={locale} parts={catalogParts} />
        <Meta />
        <DocumentLinks />
      </head>
      <body>
        <I18nProvider locale={locale}>
          <div id={rootElementId}>{children}</div>
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Recorded while rendering, not in an effect: the pages' effects run before the root's, and some
  // read it on their first (the conversions' tracking country on a page opened from another site).
  // A plain assignment of what this render shows, the same on every render of it.
  if (typeof window !== 'undefined') rememberShellData(loaderData);
  return (
    <>
      <NavigationBehaviour buildId={loaderData.config.buildId} />
      <AuthSync />
      <ConsentManager />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const { status, message } = describeRouteError(error, t);
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return <ErrorPage status={status} message={message} />;
}
