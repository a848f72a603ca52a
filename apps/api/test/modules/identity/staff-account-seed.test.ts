import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers } from '@brokkie/db/schema';
import { buildApi } from '../../../src/app.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

// The local staff account's password is in the README: a server others can reach (a staging
// deployment, not production, without the development tools) must not have it.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const staffAccounts = async () =>
  (await database.handle.db.select({ count: count() }).from(authUsers).where(eq(authUsers.email, localStaffAccount.email)))[0]?.count;

describe('the local staff account', () => {
  it('is seeded only where the development tools are on (DEV_TOOLS=on, this machine)', async () => {
    const staging = await buildApi({ database: database.handle, devTools: false, identity: { devOidc: { enabled: false, port: 0 } } });
    await staging.close();
    expect(await staffAccounts()).toBe(0);

    const local = await buildApi({ database: database.handle, devTools: true, identity: { devOidc: { enabled: false, port: 0 } } });
    try {
      expect(await staffAccounts()).toBe(1);
      const signIn = await local.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: localStaffAccount.email, password: localStaffAccount.password },
      });
      expect(signIn.statusCode).toBe(200);
    } finally {
      await local.close();
    }
  });
});
