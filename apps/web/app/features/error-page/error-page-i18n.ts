import { useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { i18nFor } from '../../shell/i18n-instances.ts';
import type { Locale } from '@brokkie/domain/locales';

/**
 * The i18n instance for the error page. Normally the app's own; when the failure happened before
 * the app could provide one (a broken root loader), the instance for the URL's locale, so the
 * error page still speaks the visitor's language instead of showing keys.
 */
export function useErrorPageI18n(locale: Locale): I18n {
  const context = useContext(I18nContext);
  const provided = context?.i18n;
  return useMemo(() => {
    if (provided?.isInitialized) return provided;
    return i18nFor(locale);
  }, [provided, locale]);
}
