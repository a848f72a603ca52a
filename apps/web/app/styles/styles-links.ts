import type { LinksFunction } from 'react-router';
import globalCss from './global.css?url';

/** The app-wide stylesheet (tokens + base styles); root.tsx spreads this into its `links`. */
export const links: ReturnType<LinksFunction> = [{ rel: 'stylesheet', href: globalCss }];
