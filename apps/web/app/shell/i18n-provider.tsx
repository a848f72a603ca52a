import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@brokkie/domain/locales';
import { i18nFor } from './i18n-instances.ts';

export { i18nFor } from './i18n-instances.ts';

/** Gives every component `useTranslation('<namespace>')` in the page's locale. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => i18nFor(locale), [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
