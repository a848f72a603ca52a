import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog, pageCatalogs } from './shell/browser-catalogs.ts';

// The page's catalog first: the server preloads it in the head, so this takes it from the module
// cache without a round trip of its own, and the first render is already in the page's language.
const page = pageCatalogs();
if (page) await loadCatalog(page.locale);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
