import type { MetaDescriptor } from 'react-router';
import { localeTags, splitLocalePath, type Locale } from '@brokkie/domain/locales';
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

/** The picture a shared link shows: the app icon in public/ (180 × 180 PNG). */
export const shareImage = { path: '/apple-touch-icon.png', width: 180, height: 180 };

/**
 * The Open Graph tags of a page, so a shared link shows its name and description: title,
 * description, type, site name and locale; the URL and image too when the origin is known (from
 * the root data: they must be absolute).
 */
function openGraph(title: string, description: string, locale: Locale, args: MetaArgs): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  const tags: MetaDescriptor[] = [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: productName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: localeTags[locale].replace('-', '_') },
  ];
  if (root?.origin) {
    tags.push(
      { property: 'og:url', content: new URL(args.location.pathname, root.origin).href },
      { property: 'og:image', content: new URL(shareImage.path, root.origin).href },
      { property: 'og:image:width', content: String(shareImage.width) },
      { property: 'og:image:height', content: String(shareImage.height) },
      { property: 'og:image:alt', content: productName },
    );
  }
  return tags;
}

/** A route's `meta`: its translated page name as the document title, its description and its Open Graph tags. */
export function pageMeta(pageName: string) {
  return (args: MetaArgs): MetaDescriptor[] => {
    const page = answeredNotFound(args) ? 'not-found' : pageName;
    const locale = metaLocale(args);
    const title = documentTitle(page, locale);
    const description = documentDescription(page, locale);
    return [{ title }, { name: 'description', content: description }, ...openGraph(title, description, locale, args)];
  };
}
