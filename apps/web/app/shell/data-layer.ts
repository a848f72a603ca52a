import { productName } from './product.ts';

/** The fixed page title of every virtual page view (§2): the app's name, not the page's. */
export const virtualPageViewTitle = `${productName} App`;

export interface VirtualPageView {
  event: 'virtualPageView';
  pagePath: string;
  pageTitle: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page view for `pathname` (given a trailing slash), or undefined for question paths (§2). */
export function virtualPageView(pathname: string): VirtualPageView | undefined {
  if (pathname.includes('question')) return undefined;
  const pagePath = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return { event: 'virtualPageView', pagePath, pageTitle: virtualPageViewTitle };
}

/** Pushes the page view of a navigation into the analytics data layer. */
export function pushVirtualPageView(pathname: string, target: Window = window): void {
  const view = virtualPageView(pathname);
  if (!view) return;
  target.dataLayer ??= [];
  target.dataLayer.push(view);
}
