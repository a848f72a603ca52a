import type { ApiClient } from '../lib/api-client.ts';
import { authStore } from './auth-store.ts';
import { currentConsent } from './consent.ts';

/**
 * The signed-in customer's consent record follows the browser's choice (issue 14). A visitor
 * chooses before having an account; at sign-up (or on another device's sign-in) the API has no
 * record of that choice, and the tracking forwarder sends a conversion only for a customer whose
 * record allows marketing. So before a conversion is posted, the choice in the cookie is recorded
 * when the API's latest record differs from it; once per customer and choice.
 */

let syncedKey: string | null = null;
let syncing: Promise<void> = Promise.resolve();

export function ensureConsentRecorded(api: Pick<ApiClient, 'get' | 'post'>): Promise<void> {
  const customer = authStore.getState().customer;
  const choice = currentConsent();
  if (!customer || !choice) return Promise.resolve();
  const key = `${customer.url}|${choice.version}|${choice.analytics}|${choice.marketing}`;
  if (key === syncedKey) return syncing;
  syncedKey = key;
  syncing = (async () => {
    try {
      // The contract (zod) loads with the first conversion, not with the shell's first load.
      const { customerConsent } = await import('@brokkie/contracts/consent');
      const { current } = await api.get('/customer/consent/', { schema: customerConsent });
      const same = current && current.banner_version === choice.version && current.analytics === choice.analytics && current.marketing === choice.marketing;
      if (!same) {
        await api.post('/customer/consent/', { analytics: choice.analytics, marketing: choice.marketing, banner_version: choice.version, source: 'banner' });
      }
    } catch (error) {
      // Only logged: the conversion is still posted, and the forwarder decides by what the API holds.
      console.error('[consent] the choice could not be recorded before a conversion', error);
      syncedKey = null;
    }
  })();
  return syncing;
}
