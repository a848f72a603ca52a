import type { Country } from '@brokkie/contracts/reference-data';
import { localizePath, splitLocalePath } from '@brokkie/domain/locales';
import type { ApiClient } from '../lib/api-client.ts';
import { browserApiClient } from './api-client-wiring.ts';
import { authReady } from './auth-session.ts';
import { latestShellData } from './client-shell-state.ts';
import type { ShellData } from './shell-data.ts';

function shellData(): ShellData {
  const shell = latestShellData();
  if (!shell) throw new Error('client loaders run after hydration, when the shell data is known');
  return shell;
}

/**
 * The API client a page's `clientLoader` reads with on a client navigation: straight to the API
 * with the browser's own token (refreshed on a 401), once the sign-in state is known. The first
 * request of a visit is read on the server instead (`serverPageApi`), so its HTML has the content.
 */
export async function clientPageApi({ request }: { request: Request }): Promise<ApiClient> {
  await authReady();
  return browserApiClient(shellData().config.apiBaseUrl, splitLocalePath(new URL(request.url).pathname).locale);
}

/** The site's country, as the root loader decided it (it is bound to the host). */
export function clientPageCountry(): Country | null {
  return shellData().country;
}

/** A page's path in the language of the request's URL (where an action sends the visitor next). */
export function clientPagePath({ request }: { request: Request }, path: string): string {
  return localizePath(path, splitLocalePath(new URL(request.url).pathname).locale);
}
