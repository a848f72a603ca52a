import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { preparedPerDatabase } from './prepared-statements.ts';
import { customerDataVersions, customers } from './schema.ts';

/** A customer and the version of its data (schema.ts `customerDataVersions`: 0 until its first change). */
export interface CustomerDataVersion {
  customerId: string;
  version: number;
}

const versionStatements = preparedPerDatabase((db) => {
  const version = sql<number>`coalesce(${customerDataVersions.version}, 0)`.mapWith(Number);
  const withVersion = () =>
    db.select({ customerId: customers.id, version }).from(customers).leftJoin(customerDataVersions, eq(customerDataVersions.customerId, customers.id));
  return {
    // An erased customer is nobody's (actingCustomer refuses it).
    ofUser: withVersion()
      .where(and(eq(customers.userId, sql.placeholder('userId')), isNull(customers.erasedAt)))
      .prepare('customer_data_version_of_user'),
    ofCustomer: withVersion()
      .where(eq(customers.id, sql.placeholder('customerId')))
      .prepare('customer_data_version_of_customer'),
  };
});

/** The user's customer with its data version, in one statement; undefined while the user has no customer. */
export async function customerDataVersionOfUser(db: Database, userId: string): Promise<CustomerDataVersion | undefined> {
  const [row] = await versionStatements(db).ofUser.execute({ userId });
  return row;
}

/** The customer's data version; undefined when there is no such customer. */
export async function customerDataVersionOf(db: Database, customerId: string): Promise<CustomerDataVersion | undefined> {
  const [row] = await versionStatements(db).ofCustomer.execute({ customerId });
  return row;
}
