import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type Locale } from '@brokkie/domain/locales';
import { useOptionalShellData } from './shell-data.ts';

/**
 * `localize('/signin')` → the path in the current locale ('/signin' for nl-be, '/fr-be/signin',
 * ...). Sign-up and sign-in links and every in-app link go through it (§2).
 */
export function useLocalizedPath(): (path: string, locale?: Locale) => string {
  const shell = useOptionalShellData();
  const { pathname } = useLocation();
  const current = shell?.locale ?? splitLocalePath(pathname).locale;
  return useCallback((path: string, locale: Locale = current) => localizePath(path, locale), [current]);
}
