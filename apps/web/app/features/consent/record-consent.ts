import type { Customer } from '@brokkie/contracts/customer';
import { consentBannerVersion, type ConsentSource } from '@brokkie/domain/consent';
import type { ApiClient } from '../../lib/api-client.ts';
import { authStore } from '../../shell/auth-store.ts';
import { saveConsent, type ConsentChoice } from '../../shell/consent.ts';

/** How long a choice made while the account is still loading waits for it. */
const customerWaitMs = 15_000;

/** The signed-in customer once the account is known (at once if it is), or null for a visitor. */
function customerWhenKnown(): Promise<Customer | null> {
  const known = (state = authStore.getState()) => !!state.customer || (state.initialised && !state.currentUser);
  if (known()) return Promise.resolve(authStore.getState().customer);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(authStore.getState().customer);
    };
    const timer = setTimeout(finish, customerWaitMs);
    const unsubscribe = authStore.subscribe(() => {
      if (known()) finish();
    });
  });
}

/**
 * Makes a choice: the cookie (every visitor) and, for a signed-in customer, the record on the API
 * as proof (issue 14). Staff looking at a customer (customer_override) record nothing. A failed
 * record is only logged: the cookie already holds the choice.
 */
export function makeConsentChoice(api: ApiClient, purposes: { analytics: boolean; marketing: boolean }, source: ConsentSource): ConsentChoice {
  const choice = saveConsent(purposes);
  const override = typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('customer_override');
  if (!override) {
    void customerWhenKnown().then(async (customer) => {
      if (!customer) return;
      try {
        await api.post('/customer/consent/', { analytics: choice.analytics, marketing: choice.marketing, banner_version: consentBannerVersion, source });
      } catch (error) {
        console.error('[consent] the choice was not recorded on the server', error);
      }
    });
  }
  return choice;
}
