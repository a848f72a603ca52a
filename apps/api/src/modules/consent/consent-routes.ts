import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentChoiceCreate, consentRecord, customerConsent, type ConsentRecord } from '@brokkie/contracts/consent';
import type { ConsentSource } from '@brokkie/domain/consent';
import { insertConsentRecord, listConsentRecords, type ConsentRecordRow } from '@brokkie/db/consent-queries';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';

const tags = ['consent'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

function toConsentRecord(row: ConsentRecordRow): ConsentRecord {
  return {
    id: row.id,
    necessary: true,
    analytics: row.analytics,
    marketing: row.marketing,
    banner_version: row.bannerVersion,
    source: row.source as ConsentSource,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The signed-in customer's cookie consent (issue 14, docs/consent.md): the choice in force with its
 * history, and each new choice recorded as proof. Staff acting for a customer (customer_override)
 * may read, never record.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customer/consent/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getCustomerConsent',
        summary: "The customer's cookie consent in force (the newest record, or null) and every record before it, newest first",
        response: { 200: customerConsent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const history = (await listConsentRecords(app.db, customer.id)).map(toConsentRecord);
      return { current: history[0] ?? null, history };
    },
  );

  app.post(
    '/customer/consent/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'createCustomerConsent',
        summary: 'Record a cookie consent choice (analytics, marketing) made in the banner, the settings or the profile, for a banner version',
        body: consentChoiceCreate,
        response: { 201: consentRecord, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const { analytics, marketing, banner_version: bannerVersion, source } = request.body;
      const row = await insertConsentRecord(app.db, { customerId: customer.id, analytics, marketing, bannerVersion, source });
      return reply.code(201).send(toConsentRecord(row));
    },
  );
};
