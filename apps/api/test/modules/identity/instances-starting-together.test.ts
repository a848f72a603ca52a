import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { prepareDatabase } from '@brokkie/db/seed';
import { authJwks, authUsers } from '@brokkie/db/schema';
import { buildApi } from '../../../src/app.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { createBareTestDatabase } from '../../helpers/test-database.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';

/**
 * Two API instances started at the same moment on a database nobody has used yet, as the first
 * deployment of several servers starts them: what each makes at start when it is missing (the
 * identity service's signing key, the local staff account) is made once. On PostgreSQL
 * (DATABASE_URL=postgres://…, as CI runs this file) each instance has its own pool; on PGlite both
 * share one connection. apps/api/test/multi-instance/ runs the same with two processes.
 */

let instances: FastifyInstance[] = [];
let dispose: (() => Promise<void>) | undefined;

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await dispose?.();
});

describe(`two instances starting together (${process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL, two pools' : 'PGlite, one shared connection'})`, () => {
  it('make one signing key before any token is asked for, and one staff account; a token of one is accepted by the other', async () => {
    const bare = await createBareTestDatabase();
    dispose = bare.dispose;
    await prepareDatabase(bare.handles[0]!);
    instances = await Promise.all(
      bare.handles.map((database) => buildApi({ database, identity: { devOidc: { enabled: false, port: 0 }, seedStaffAccount: true }, devTools: true })),
    );
    const db = bare.handles[0]!.db;

    // Made at start, once: the first tokens, whichever instance signs them, share it.
    const [keys] = await db.select({ count: count() }).from(authJwks);
    expect(keys?.count).toBe(1);
    const [staff] = await db.select({ count: count() }).from(authUsers).where(eq(authUsers.email, localStaffAccount.email));
    expect(staff?.count).toBe(1);

    const [first, second] = instances as [FastifyInstance, FastifyInstance];
    const browser = new TestBrowser(first, '10.0.217.1');
    expect((await browser.signUp(uniqueEmail('starting'), 'woofwoof42')).statusCode).toBe(200);
    const token = await browser.idToken();
    const customers = await second.inject({ method: 'GET', url: '/api/customer/', headers: { authorization: `Bearer ${token}` } });
    expect(customers.statusCode).toBe(200);
    expect((await db.select({ count: count() }).from(authJwks))[0]?.count).toBe(1);
  });
});
