import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { createI18n } from '@brokkie/i18n/i18n';
import type { Locale } from '@brokkie/domain/locales';
import { ToastProvider } from '../../app/components/toast.tsx';
import { shellData } from '../components/render-with-shell.tsx';

/**
 * Renders a funnel page at `path` with the shell's root data, and a marker page at every other
 * funnel step, so a test can see where Continue and Skip lead.
 */
export function renderFunnelPage(ui: ReactNode, { path, locale = 'en' as Locale }: { path: string; locale?: Locale }) {
  const pagePath = new URL(path, 'http://localhost').pathname;
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => shellData({ locale, localeTag: locale === 'en' ? 'en' : locale }),
        HydrateFallback: () => null,
        children: [
          { path: pagePath.slice(1), element: <ToastProvider>{ui}</ToastProvider> },
          { path: '*', Component: ReachedPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={createI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router };
}

function ReachedPage() {
  const { pathname } = useLocation();
  return <p data-testid="reached">{pathname}</p>;
}
