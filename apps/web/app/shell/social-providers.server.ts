import type { AppLoadContext } from 'react-router';
import { shellRuntime } from './runtime-config.server.ts';
import type { SocialProvider } from './identity-client.ts';

// Which providers are enabled changes only with the configuration: ask once a minute at most.
const cacheMs = 60_000;
let cached: { at: number; providers: SocialProvider[]; url: string } | undefined;

/**
 * The social providers the identity service reports enabled (its `/social-providers`), for the
 * sign-in buttons. Without an answer the page simply offers e-mail sign-in.
 */
export async function loadSocialProviders(context: AppLoadContext | undefined): Promise<SocialProvider[]> {
  const url = `${shellRuntime(context).apiInternalUrl.replace(/\/+$/, '')}/auth/social-providers`;
  if (cached && cached.url === url && Date.now() - cached.at < cacheMs) return cached.providers;
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const body = (await response.json()) as { providers?: SocialProvider[] };
    const providers = (body.providers ?? []).filter((p) => typeof p.id === 'string' && typeof p.name === 'string');
    cached = { at: Date.now(), providers, url };
    return providers;
  } catch (error) {
    console.error('[auth] could not read the social providers:', error);
    return [];
  }
}
