import { useContext } from 'react';
import { UNSAFE_FrameworkContext, useMatches } from 'react-router';
import { documentLinks, globalStylesheet } from '../styles/styles-links.ts';

/**
 * What React Router's `<Links />` would render (the stylesheets of the matched routes, and the
 * document's own links: font preload, favicons), with one difference that matters on a phone: the
 * stylesheets carry a `precedence`, so React writes them at the top of the head, before the
 * module preloads of the page's scripts. As plain links they came after some thirty module
 * preloads; on a slow network the page's first paint then waited for the scripts' bytes too.
 * With `precedence`, a client navigation also waits for a new page's stylesheet before it shows
 * the page (no unstyled flash); stylesheets already loaded stay (CSS modules never collide).
 */
export function DocumentLinks() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes ?? {};
  const stylesheets = new Set([globalStylesheet, ...matches.flatMap((match) => routes[match.id]?.css ?? [])]);
  return (
    <>
      {[...stylesheets].map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="page" />
      ))}
      {documentLinks.map((link) => (
        <link key={link.href} {...link} />
      ))}
    </>
  );
}
