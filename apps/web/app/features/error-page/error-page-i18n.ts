import { useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@brokkie/i18n/i18n';
import type { Locale } from '@brokkie/domain/locales';

/**
 * The i18n instance for the error page. Normally the app's own; when the failure happened before
 * the app could provide one (a broken root loader), a fresh instance for the URL's locale, so the
 * error page still speaks the visitor's language instead of showing keys.
 */
export function useErrorPageI18n(locale: Locale): I18n {
  const context = useContext(I18nContext);
  const provided = context?.i18n;
  return useMemo(() => {
    if (provided?.isInitialized) return provided;
    return createI18n(locale);
  }, [provided, locale]);
}
