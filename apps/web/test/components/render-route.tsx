import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, useLocation, type ActionFunction, type LoaderFunction, type ShouldRevalidateFunction } from 'react-router';
import { createI18n } from '@brokkie/i18n/i18n';
import { formatLocaleTags, type Locale } from '@brokkie/domain/locales';
import { ToastProvider } from '../../app/components/toast.tsx';
import { rememberShellData } from '../../app/shell/client-shell-state.ts';
import type { ShellData } from '../../app/shell/shell-data.ts';
import { shellData } from './render-with-shell.tsx';

/** What a test needs of a route module (`import * as route from '…/routes/x.tsx'`). */
export interface RouteModule {
  // Route components take their loader data as props; each module types its own.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  // Each module's loader takes its own typed arguments; the stub passes the router's.
  clientLoader?: (args: never) => unknown;
  clientAction?: (args: never) => unknown;
  ErrorBoundary?: ComponentType;
  shouldRevalidate?: (args: never) => boolean;
}

/**
 * Renders a route module at `path` as the browser runs it after a client navigation: its real
 * `clientLoader` reads through the app's API client (answered by the test's fake fetch), then its
 * component renders with that data, or its ErrorBoundary when the read failed; its real
 * `clientAction` takes the page's submissions. Every other path
 * renders a marker, so a test can see where a link or a Continue leads.
 */
export function renderRoute(route: RouteModule, { path, locale = 'en' as Locale, shell }: { path: string; locale?: Locale; shell?: ShellData }) {
  const rootData = shell ?? shellData({ locale, localeTag: formatLocaleTags[locale] });
  // What the root route's effect records in the app, for client loaders.
  rememberShellData(rootData);
  const pagePath = new URL(path, 'http://localhost').pathname;
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      ),
      children: [
        {
          path: pagePath.slice(1),
          Component: route.default,
          ...(route.clientLoader ? { loader: route.clientLoader as LoaderFunction } : {}),
          ...(route.clientAction ? { action: route.clientAction as ActionFunction } : {}),
          ...(route.ErrorBoundary ? { ErrorBoundary: route.ErrorBoundary } : {}),
          ...(route.shouldRevalidate ? { shouldRevalidate: route.shouldRevalidate as ShouldRevalidateFunction } : {}),
        },
        { path: '*', Component: ReachedPage },
      ],
    },
  ]);
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

function ReachedPage() {
  const { pathname } = useLocation();
  return <p data-testid="reached">{pathname}</p>;
}
