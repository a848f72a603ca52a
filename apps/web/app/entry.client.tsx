// First: no schema may compile itself with eval under the pages' policy (zod-without-eval.ts).
import './shell/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalog, pageCatalogs } from './shell/browser-catalogs.ts';
import { stopKeepingEarlyInput } from './shell/early-input.ts';

// The page's catalog parts first: the server preloads them in the head, so this takes them from the
// module cache without a round trip of its own, and the first render is already in the page's language.
const page = pageCatalogs();
if (page) await Promise.all(page.parts.map((part) => loadCatalog(page.locale, part)));

// Presses before this point were kept by the document's loader; React takes the next ones.
stopKeepingEarlyInput();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
