import type { FastifyPluginAsync } from 'fastify';
import { readCompanyDetails } from '@brokkie/domain/company';
import { invoiceRoutes } from './invoice-routes.ts';

/**
 * Invoices of paid deliveries (docs/invoices.md). The seller's legal data are read once, at
 * start: in production a missing value stops the server here, before any customer could
 * download an invoice without them.
 */
export const invoiceModule: FastifyPluginAsync<{ env?: NodeJS.ProcessEnv }> = async (app, options) => {
  const company = readCompanyDetails(options.env ?? process.env, { production: app.identity.config.production });
  if (company.isDevelopment) app.log.info('invoices carry the development company (COMPANY_* not set)');
  await app.register(invoiceRoutes, { company });
};
