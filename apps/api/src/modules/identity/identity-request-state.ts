import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one identity request learns in one hook and needs in a later one: the profile of a social
 * account being linked (to promote an anonymous user), and whether an internal account was refused.
 */
export interface IdentityRequestState {
  linkedProfile?: { email: string | undefined; name: string | undefined; emailVerified: boolean };
  refusedInternal?: { linking: boolean };
}

const storage = new AsyncLocalStorage<IdentityRequestState>();

export function runIdentityRequest<T>(task: () => Promise<T>): Promise<T> {
  return storage.run({}, task);
}

/** The state of the identity request being handled; a fresh object outside of one. */
export function identityRequestState(): IdentityRequestState {
  return storage.getStore() ?? {};
}
