import type { Database } from '@brokkie/db/client';
import type { CustomerRow } from '@brokkie/db/customer-queries';
import { latestSignInOf } from '@brokkie/db/customer-export-queries';
import { reauthenticationMaxAgeSeconds } from '@brokkie/domain/identity';

/**
 * The identity's rule for sensitive changes (docs/identity.md, "Re-authentication"), applied to
 * the account's deletion: the user signed in (a new session) at most `reauthenticationMaxAgeSeconds`
 * ago. The product API sees only the ID token, so the newest session of the user is the proof.
 * An anonymous account has nothing to sign in again with: its session is all there is.
 */
export async function needsReauthentication(db: Database, customer: CustomerRow, now = new Date()): Promise<boolean> {
  if (customer.isAnonymous) return false;
  const signedIn = await latestSignInOf(db, customer.userId);
  return !signedIn || now.getTime() - signedIn.getTime() > reauthenticationMaxAgeSeconds * 1000;
}
