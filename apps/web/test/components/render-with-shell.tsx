import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '@brokkie/i18n/i18n';
import type { Country, Language } from '@brokkie/contracts/reference-data';
import type { Locale } from '@brokkie/domain/locales';
import type { ShellData } from '../../app/shell/shell-data.ts';

export const belgium: Country = {
  id: 1,
  url: '/country/1/',
  name: 'Belgium',
  short_name: 'BE',
  default_language: '/language/7/',
  default_language_code: 'nl-BE',
  language_codes: ['nl-BE', 'fr-BE', 'en'],
  languages: ['/language/7/', '/language/6/', '/language/4/'],
  shipping_days: 1,
  support_email: 'help@brokkie.be',
  support_phone: '+32 9 296 45 10',
  telephone_code: '+32',
  working_hours_start: '08:00:00',
  working_hours_end: '18:00:00',
  frontend_domain_name: 'app.brokkie.be',
  wordpress_domain_name: 'www.brokkie.be',
  facebook_link: 'https://www.facebook.com/brokkie.be',
  instagram_link: 'https://www.instagram.com/brokkie.be/',
  tiktok_link: '',
  youtube_link: '',
};

export const english: Language = {
  id: 4,
  url: '/language/4/',
  name: 'English',
  iso_code: 'en',
  wordpress_slug: '/en/',
  zendesk_link: 'https://help.brokkie.com/hc/en-gb',
};

export function shellData(overrides: Partial<ShellData> = {}): ShellData {
  return {
    locale: 'en',
    localeTag: 'en-GB',
    origin: 'https://app.brokkie.be',
    country: belgium,
    language: english,
    countries: [belgium],
    languages: [english],
    auth: { signedIn: false },
    consentDecided: true,
    config: { apiBaseUrl: '/api', buildId: 'test', productName: 'Brokkie', countryHostAliases: '', addressLookupKey: 'brokkie-local', tags: {} },
    ...overrides,
  };
}

/**
 * Renders `ui` at `path` inside a router whose 'root' route has `shell` as loader data (or no
 * data at all, as when the root loader failed), with the catalogs of `locale`.
 */
export function renderWithShell(
  ui: ReactNode,
  { shell = shellData(), path = '/en/somewhere', locale = 'en' as Locale }: { shell?: ShellData | null; path?: string; locale?: Locale } = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => shell,
        HydrateFallback: () => null,
        children: [{ path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

/** The same without any i18n provider, as far out as the error page can be rendered. */
export function renderBare(ui: ReactNode, path = '/fr/nope') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}
