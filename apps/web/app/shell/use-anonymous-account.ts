import { useAuth } from './auth-store.ts';
import { useShellData } from './shell-data.ts';

/**
 * Whether the visitor is on an anonymous account (§3 `{secret}`): what the server rendered until
 * the browser's store is ready, then the store, which knows better (a promotion just now).
 */
export function useAnonymousAccount(): boolean {
  const state = useAuth();
  const shell = useShellData();
  return state.initialised ? Boolean(state.currentUser) && state.anonymous : (shell.auth.user?.anonymous ?? false);
}
