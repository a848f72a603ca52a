import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@brokkie/i18n/i18n';
import type { Locale } from '@brokkie/domain/locales';

// In the browser one instance per locale lives for the whole visit; on the server every request
// gets its own, so that concurrent requests in other locales never share state.
const browserInstances = new Map<Locale, I18n>();

export function i18nFor(locale: Locale): I18n {
  if (typeof document === 'undefined') return createI18n(locale);
  let instance = browserInstances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    browserInstances.set(locale, instance);
  }
  return instance;
}

/** Gives every component `useTranslation('<namespace>')` in the page's locale. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => i18nFor(locale), [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
