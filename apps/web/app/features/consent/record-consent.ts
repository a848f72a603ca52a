import { consentBannerVersion, type ConsentSource } from '@brokkie/domain/consent';
import type { ApiClient } from '../../lib/api-client.ts';
import { authStore } from '../../shell/auth-store.ts';
import { saveConsent, type ConsentChoice } from '../../shell/consent.ts';

/**
 * Makes a choice: the cookie (every visitor) and, for a signed-in customer, the record on the API
 * as proof (issue 14). Staff looking at a customer (customer_override) record nothing. A failed
 * record is only logged: the cookie already holds the choice.
 */
export function makeConsentChoice(api: ApiClient, purposes: { analytics: boolean; marketing: boolean }, source: ConsentSource): ConsentChoice {
  const choice = saveConsent(purposes);
  const signedIn = !!authStore.getState().customer;
  const override = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('customer_override');
  if (signedIn && !override) {
    api
      .post('/customer/consent/', { analytics: choice.analytics, marketing: choice.marketing, banner_version: consentBannerVersion, source })
      .catch((error: unknown) => console.error('[consent] the choice was not recorded on the server', error));
  }
  return choice;
}
