import { and, eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { authAccounts, authUsers } from './schema.ts';

export interface IdentityUser {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
  role: string;
}

export async function findIdentityUser(db: Database, userId: string): Promise<IdentityUser | undefined> {
  const [row] = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      isAnonymous: authUsers.isAnonymous,
      role: authUsers.role,
    })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  return row && { ...row, isAnonymous: row.isAnonymous ?? false };
}

export async function findIdentityUserByEmail(db: Database, email: string): Promise<IdentityUser | undefined> {
  const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email.toLowerCase()));
  return row && findIdentityUser(db, row.id);
}

/** Sets the role of the user with this e-mail address; false when there is no such user. */
export async function setRoleByEmail(db: Database, email: string, role: string): Promise<boolean> {
  const updated = await db
    .update(authUsers)
    .set({ role, updatedAt: new Date() })
    .where(eq(authUsers.email, email.toLowerCase()))
    .returning({ id: authUsers.id });
  return updated.length > 0;
}

export interface StaffAccountSeed {
  /** Used only when the user does not exist yet. */
  userId: string;
  email: string;
  name: string;
  /** Hashes the password with the identity service's hasher; called only when the account has none. */
  hashPassword: () => Promise<string>;
}

/**
 * The staff account for local use (docs/identity.md): created with a password when missing, made
 * staff and verified when present. An existing password is kept, so a developer who changed it
 * keeps theirs.
 */
export async function ensureStaffAccount(db: Database, seed: StaffAccountSeed): Promise<string> {
  // Hashing is slow on purpose: do it before the transaction, and only when it will be needed.
  const [known] = await db
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .innerJoin(authUsers, eq(authUsers.id, authAccounts.userId))
    .where(and(eq(authUsers.email, seed.email.toLowerCase()), eq(authAccounts.providerId, 'credential')));
  const passwordHash = known ? undefined : await seed.hashPassword();
  return db.transaction(async (tx) => {
    const email = seed.email.toLowerCase();
    const now = new Date();
    const [existing] = await tx.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
    const userId = existing?.id ?? seed.userId;
    if (existing) {
      await tx
        .update(authUsers)
        .set({ role: 'staff', emailVerified: true, isAnonymous: false, updatedAt: now })
        .where(eq(authUsers.id, userId));
    } else {
      await tx.insert(authUsers).values({
        id: userId,
        email,
        name: seed.name,
        emailVerified: true,
        isAnonymous: false,
        role: 'staff',
        createdAt: now,
        updatedAt: now,
      });
    }
    const [credential] = await tx
      .select({ id: authAccounts.id })
      .from(authAccounts)
      .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
    if (!credential && passwordHash) {
      await tx.insert(authAccounts).values({
        id: `${userId}-credential`,
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
    }
    return userId;
  });
}
