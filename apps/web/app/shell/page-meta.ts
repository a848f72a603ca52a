import type { MetaDescriptor } from 'react-router';
import { splitLocalePath, type Locale } from '@brokkie/domain/locales';
import type { TFunction } from 'i18next';
import { i18nFor } from './i18n-instances.ts';
import { productName } from './product.ts';
import type { ShellData } from './shell-data.ts';

function translatorFor(locale: Locale): TFunction {
  return i18nFor(locale).t;
}

/** '{page} - Brokkie App' in `locale` (§2 page title pattern). */
export function documentTitle(pageName: string, locale: Locale): string {
  const t = translatorFor(locale);
  return t('shell:documentTitle', { page: t(`pages:${pageName}.title`), product: productName });
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The locale of a meta function: the root loader's, else the URL prefix's (when the root failed). */
export function metaLocale({ matches, location }: MetaArgs): Locale {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  return root?.locale ?? splitLocalePath(location.pathname).locale;
}

/** Whether a guard answered the 404 page in place of this page (the Belgium guard does). */
function answeredNotFound({ matches }: MetaArgs): boolean {
  return matches.some((match) => (match?.loaderData as { messageKey?: unknown } | null | undefined)?.messageKey === 'pageNotFound');
}

/** The page's own description for search results, else the product's. */
export function documentDescription(pageName: string, locale: Locale): string {
  const i18n = i18nFor(locale);
  const own = `pages:${pageName}.description`;
  return i18n.t(i18n.exists(own) ? own : 'shell:description');
}

/** A route's `meta`: its translated page name as the document title, and its description. */
export function pageMeta(pageName: string) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const page = answeredNotFound(args) ? 'not-found' : pageName;
    const locale = metaLocale(args);
    return [{ title: documentTitle(page, locale) }, { name: 'description', content: documentDescription(page, locale) }];
  };
}
