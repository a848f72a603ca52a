import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { NavigationBehaviour } from '../../app/shell/navigation-behaviour.tsx';

function renderApp(initialPath: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationBehaviour buildId={undefined} />
            <Outlet />
          </>
        ),
        children: [
          { path: 'signin', element: <a href="/fr-be/signin" hrefLang="fr-be">Français</a> },
          { path: 'question', element: <Link to="/dashboard">next</Link> },
          { path: 'dashboard', element: <p>dashboard</p> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NavigationBehaviour', () => {
  afterEach(() => {
    delete window.dataLayer;
    document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
    vi.restoreAllMocks();
  });

  it('pushes a page view for the first page and every navigation, except question paths', async () => {
    const router = renderApp('/signin');
    expect(window.dataLayer).toEqual([{ event: 'virtualPageView', pagePath: '/signin/', pageTitle: 'Brokkie App' }]);
    await act(() => router.navigate('/question'));
    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate('/dashboard?tab=2'));
    expect(window.dataLayer?.map((e) => (e as { pagePath: string }).pagePath)).toEqual(['/signin/', '/dashboard/', '/dashboard/']);
  });

  it('remembers the locale of a link to another language version before following it', () => {
    renderApp('/signin');
    const link = screen.getByText('Français');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(document.cookie).toContain('i18n_redirected=fr-be');
  });
});
