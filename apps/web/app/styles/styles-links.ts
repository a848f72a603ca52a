import nunitoLatin from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';
import globalCss from './global.css?url';

/** The app-wide stylesheet (tokens + base styles), before every page's own. */
export const globalStylesheet: string = globalCss;

/**
 * The latin Nunito file every page sets its text in (preloaded: found only after the stylesheet
 * otherwise, and swapped in late), and the favicons. shell/document-links.tsx renders them.
 */
export const documentLinks = [
  { rel: 'preload', href: nunitoLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
] as const;
