import { useRouteLoaderData } from 'react-router';
import type { Country, Language } from '@brokkie/contracts/reference-data';
import type { Locale } from '@brokkie/domain/locales';
import type { TagConfig } from './tag-loading.ts';

/** What the server knows about the visitor's sign-in (`auth-state.server.ts`). */
export interface AuthState {
  /** Signed in, anonymous accounts included (§6). */
  signedIn: boolean;
  user?: AuthStateUser;
}

export interface AuthStateUser {
  uid: string;
  /** null for an anonymous account. */
  email: string | null;
  anonymous: boolean;
  role: string;
}

/**
 * What the root loader gives every page: the resolved locale and country, the reference data
 * and the runtime configuration. Layouts, the error page and features read it through
 * `useShellData()` rather than fetching it again.
 */
export interface ShellData {
  locale: Locale;
  /** BCP 47 tag that numbers and dates are written in (`formatLocaleTags`: en-GB for English); `<html lang>` uses `localeTags`. */
  localeTag: string;
  /** The origin the visitor asked (scheme and host), for absolute links such as the Open Graph URL and image. */
  origin: string;
  /** Country derived from the host (§4); `null` is the "empty country with no languages". */
  country: Country | null;
  /** The language of the current locale (§4 current-language rule). */
  language: Language | null;
  countries: Country[];
  languages: Language[];
  /**
   * Signed-in state as far as the server knows it (the session sync cookie, §4). In the browser
   * the auth store (`useAuth`) knows better once it is initialised.
   */
  auth: AuthState;
  /** Whether the request's consent cookie holds a choice for the current banner version (else the banner shows). */
  consentDecided: boolean;
  config: {
    /** Base URL of the product API as the browser must call it (runtime configuration). */
    apiBaseUrl: string;
    buildId: string;
    productName: string;
    /** COUNTRY_HOST_ALIASES (`host=SHORT_NAME,...`), for the country switch on local hosts. */
    countryHostAliases: string;
    /** The token sync URL (§4): unset → the API's session sync; null → no sync. */
    tokenSyncUrl?: string | null;
    /** The key of address lookups (§5: a key and a query). */
    addressLookupKey: string;
    /** The analytics tags, loaded after analytics consent (tag-loading.ts). */
    tags: TagConfig;
  };
}

export function useShellData(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  if (!data) throw new Error('useShellData() needs the root loader data');
  return data;
}

/**
 * The shell data when the root loader succeeded, else undefined: the error page uses this, since
 * it also renders when the root loader itself failed (e.g. the API is down → 503).
 */
export function useOptionalShellData(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}
