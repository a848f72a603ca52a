import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingClock, billingRunReport, billingRunRequest } from '@brokkie/contracts/billing';
import { errorResponses } from '../../lib/error-responses.ts';
import type { BillingScheduler } from './billing-scheduler.ts';

const tags = ['development'];

/**
 * The development control of the billing scheduler (registered only with DEV_TOOLS=on, plugins/dev-tools.ts): run it now
 * or as if at another time — the clock keeps that offset, so the dashboard and the next runs see
 * the same time — and read or reset the clock. docs/billing.md shows a whole cycle with it.
 */
export const billingDevRoutes: FastifyPluginAsyncZod<{ scheduler: BillingScheduler }> = async (app, { scheduler }) => {
  const clockNow = () => {
    const now = scheduler.clock.now();
    return { now: now.toISOString(), real_now: new Date().toISOString(), offset_ms: scheduler.clock.offset };
  };

  app.post(
    '/dev/billing/run/',
    {
      schema: {
        tags,
        operationId: 'runBillingScheduler',
        summary: 'Development only: run the billing scheduler once, optionally as if at `now`; returns what it did',
        body: billingRunRequest.optional(),
        response: { 200: billingRunReport, ...errorResponses(400) },
      },
    },
    async (request) => {
      const now = request.body?.now;
      if (now !== undefined) scheduler.clock.setNow(new Date(now));
      return scheduler.runOnce(scheduler.clock.now());
    },
  );

  app.get(
    '/dev/billing/clock/',
    {
      schema: {
        tags,
        operationId: 'getBillingClock',
        summary: "Development only: the billing clock (the real time plus the offset of the last run's `now`)",
        response: { 200: billingClock },
      },
    },
    async () => clockNow(),
  );

  app.delete(
    '/dev/billing/clock/',
    {
      schema: {
        tags,
        operationId: 'resetBillingClock',
        summary: 'Development only: the billing clock goes back to the real time',
        response: { 200: billingClock },
      },
    },
    async () => {
      scheduler.clock.reset();
      return clockNow();
    },
  );
};
