import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nextDelivery, subscriptionPreview, subscriptionPreviewQuery, switchOver } from '@brokkie/contracts/billing';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { todayIsoDate } from '@brokkie/domain/dates';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import type { BillingClock } from './billing-clock.ts';
import { nextDeliveryOf, previewChange, skipBox, unskipBox } from './billing-service.ts';
import { switchOverOf } from './switch-over.ts';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * The subscription's next box for the dashboard (docs/billing.md): GET …/next_delivery/ with its
 * cut-off, POST {delivery}skip/ and unskip/, and GET …/preview/ (what a change would do, before
 * it is saved). Times are the billing clock's (the real time outside development).
 */
export const billingRoutes: FastifyPluginAsyncZod<{ clock: BillingClock }> = async (app, { clock }) => {
  app.get(
    '/recurringdelivery/:id/next_delivery/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getNextDelivery',
        summary: 'The next box of the subscription, priced as it stands, with its cut-off and the dates it may move to',
        params: resourceIdParams,
        response: { 200: nextDelivery, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer, overridden } = await actingCustomer(app.db, request, { forWrite: false });
      return nextDeliveryOf(app.db, customer, request.params.id, clock.now(), { persist: !overridden });
    },
  );

  app.get(
    '/recurringdelivery/:id/switch_over/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getSwitchOver',
        summary:
          'The switch-over guide of the paid first box: a week from its delivery date, 25/50/75/100 % Brokkie, ' +
          "each pet's grams of Brokkie and of the old food a day; 404 without a paid first box (or a pet with dry food)",
        params: resourceIdParams,
        response: { 200: switchOver, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const guide = await switchOverOf(app.db, customer.id, request.params.id, todayIsoDate(clock.now()));
      if (!guide) throw notFound();
      return guide;
    },
  );

  const skipAction = (path: 'skip' | 'unskip', operationId: string, summary: string, change: typeof skipBox) =>
    app.post(
      `/delivery/:id/${path}/`,
      {
        config,
        schema: {
          tags,
          security,
          operationId,
          summary,
          params: resourceIdParams,
          response: { 200: nextDelivery, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { customer } = await actingCustomer(app.db, request, { forWrite: true });
        const now = clock.now();
        const box = await change(app.db, customer, request.params.id, now);
        return nextDeliveryOf(app.db, customer, box.recurringDeliveryId ?? 0, now, { persist: true });
      },
    );

  skipAction(
    'skip',
    'skipDelivery',
    'Skip the next box: it moves one interval on (409 cut_off_passed after its cut-off; a skipped box stays as it is)',
    skipBox,
  );
  skipAction(
    'unskip',
    'unskipDelivery',
    "Undo a skip: the box goes back to its date while that date's cut-off is ahead (409 cut_off_passed otherwise)",
    unskipBox,
  );

  app.get(
    '/recurringdelivery/:id/preview/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'previewSubscriptionChange',
        summary: 'What a new interval or a new date of the next box would do: dates, price per delivery and per day',
        params: resourceIdParams,
        querystring: subscriptionPreviewQuery,
        response: { 200: subscriptionPreview, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return previewChange(app.db, customer, request.params.id, request.query, clock.now());
    },
  );
};
