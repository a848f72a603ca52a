import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import catalog, { locale } from 'brokkie:catalog';
import { isLocale } from '@brokkie/domain/locales';
import { registerCatalog } from './shell/browser-catalogs.ts';

// The page's catalog is a static import (the page's import map names it, the server preloads it),
// so it is here before hydration without a round trip of its own.
if (isLocale(locale)) registerCatalog(locale, catalog);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
