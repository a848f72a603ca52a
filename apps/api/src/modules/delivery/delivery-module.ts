import type { FastifyPluginAsync } from 'fastify';
import { deliveryActionsRoutes } from './delivery-actions-routes.ts';
import { deliveryRoutes } from './delivery-routes.ts';
import { listenForSettlements } from './delivery-settlement.ts';
import { recurringDeliveryRoutes } from './recurring-delivery-routes.ts';

/**
 * Deliveries (docs/deliveries.md): the recurring delivery and its items, deliveries and their
 * items, the checkout of the first delivery and the actions on a delivery url. Registered after
 * the payments plugin, whose `app.payments` it starts payments with and listens to: a paid
 * payment settles its delivery.
 */
export const deliveryModule: FastifyPluginAsync = async (app) => {
  const stopListening = listenForSettlements(app.payments, app.log);
  app.addHook('onClose', async () => {
    stopListening();
  });
  await app.register(recurringDeliveryRoutes);
  await app.register(deliveryRoutes);
  await app.register(deliveryActionsRoutes);
};
