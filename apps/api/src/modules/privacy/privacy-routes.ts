import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerExport, deletionPreview, deletionRequest, deletionResult } from '@brokkie/contracts/privacy';
import { errorResponses } from '../../lib/error-responses.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import type { ImageStorage } from '../animal/image-storage.ts';
import { imageStorageFromEnv } from '../animal/image-storage-from-env.ts';
import { eraseCustomer } from './erase-customer.ts';
import { exportCustomerData } from './export-customer-data.ts';
import { previewDeletion } from './preview-deletion.ts';

const tags = ['customer'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

export interface PrivacyRoutesOptions {
  /** Where the pets' photos are (deleted with the account); default: what the environment configures. */
  imageStorage?: ImageStorage;
}

/**
 * Privacy rights (GDPR, docs/privacy.md): the data export, what a deletion would do, and the
 * deletion of the caller's own account. Registered after the payments module (mandates are
 * revoked at the provider).
 */
export const privacyRoutes: FastifyPluginAsyncZod<PrivacyRoutesOptions> = async (app, options) => {
  const storage = options.imageStorage ?? imageStorageFromEnv();

  app.get(
    '/customer/export/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'exportCustomerData',
        summary: 'Everything we hold about the signed-in customer, as one JSON document (GDPR art. 15 and 20)',
        response: { 200: customerExport, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      void reply.header('content-disposition', `attachment; filename="brokkie-data-${new Date().toISOString().slice(0, 10)}.json"`);
      return exportCustomerData(app.db, customer);
    },
  );

  app.get(
    '/customer/delete_preview/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'previewCustomerDeletion',
        summary: 'What deleting the account would do now: subscription, open boxes, payment methods, invoices kept',
        response: { 200: deletionPreview, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      return previewDeletion(app.db, customer);
    },
  );

  app.delete(
    '/customer/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'deleteCustomer',
        summary:
          "Deletes the caller's own account (GDPR art. 17): needs { confirm: true } and a sign-in at most 10 minutes old; " +
          'refused (403) with customer_override. Invoices are kept with their bill-to data.',
        body: deletionRequest,
        response: { 200: deletionResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      return eraseCustomer({ db: app.db, payments: app.payments, storage, log: request.log }, customer);
    },
  );
};
