import { useSyncExternalStore } from 'react';
import type { Customer, FeedbackCount } from '@brokkie/contracts/customer';

/**
 * The auth state of §3, one typed store for the whole app. It lives in the browser only: on the
 * server every render sees the initial state (not initialised), and components fall back to what
 * the shell data says (`ShellData.auth`), which the server knows from the session cookie.
 */

/** A sign-in method linked to the user (`credential` is e-mail and password). */
export interface ProviderInfo {
  providerId: string;
}

/** The identity provider's user (§3: uid, email, providerData; displayName). */
export interface CurrentUser {
  uid: string;
  /** null for an anonymous account. */
  email: string | null;
  displayName: string;
  emailVerified: boolean;
  providerData: ProviderInfo[];
  role: string;
}

/** Address (§3); the addresses arrive with the issue that brings delivery addresses. */
export interface Address {
  id: number;
  url?: string;
  number: string;
  country: string;
  postal_code: string;
  company_name: string;
  city: string;
}

/** Mandate (§3): fields beyond its url are not shown. */
export interface Mandate {
  url: string;
}

export interface AuthState {
  /** The identity service has reported the user (or that there is none) since the page loaded. */
  initialised: boolean;
  currentUser: CurrentUser | null;
  /** The anonymous flag (§3 `{secret}`): a guest account without e-mail or password. */
  anonymous: boolean;
  /** The user's ID token (JWT), sent as `Authorization: Bearer` to the product API. */
  token: string | null;
  newsletter: boolean;
  customer: Customer | null;
  address: Address | null;
  addresses: Address[];
  mandates: Mandate[];
  /** Visits of the customer, as the feature that records them defines them. */
  visits: unknown[];
  feedbackCounts: FeedbackCount | null;
  /** A translated message for the last failed identity action, shown by the page that caused it. */
  errorMessage: string | null;
}

export const signedOutState: AuthState = {
  initialised: false,
  currentUser: null,
  anonymous: false,
  token: null,
  newsletter: false,
  customer: null,
  address: null,
  addresses: [],
  mandates: [],
  visits: [],
  feedbackCounts: null,
  errorMessage: null,
};

type Listener = () => void;

function createAuthStore() {
  let state: AuthState = signedOutState;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(update: Partial<AuthState> | ((current: AuthState) => Partial<AuthState>)) {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    /** Sign-out in the store (§4 "logs out in the store"): everything about the user is forgotten. */
    logout() {
      state = { ...signedOutState, initialised: true };
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const authStore = createAuthStore();

const serverSnapshot = () => signedOutState;

/** The auth state, re-rendering when it changes: `const { customer } = useAuth()`. */
export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, serverSnapshot);
}
