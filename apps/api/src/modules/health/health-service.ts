import type { DatabaseHandle } from '@brokkie/db/client';
import { pingDatabase } from '@brokkie/db/health-queries';
import type { HealthStatus } from '@brokkie/contracts/health';
import { serviceUnavailable } from '../../lib/api-problem.ts';

export async function checkHealth(database: DatabaseHandle): Promise<HealthStatus> {
  try {
    await pingDatabase(database.db);
  } catch (error) {
    throw Object.assign(serviceUnavailable({ key: 'api.errors.database_unavailable' }), { cause: error });
  }
  return { status: 'ok', database: database.kind };
}
