import { z } from 'zod';

export const healthStatus = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']).describe('Which database answered the round trip'),
  })
  .meta({ id: 'HealthStatus' });
export type HealthStatus = z.infer<typeof healthStatus>;
