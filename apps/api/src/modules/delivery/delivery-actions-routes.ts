import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponRequest,
  delivery,
  deliveryCouponList,
  deliveryDateRequest,
  deliveryLatestPaymentQuery,
  deliveryMessageKeys,
  handleOpenPaymentRequest,
  handleOpenPaymentResponse,
  setCouponsRequest,
} from '@brokkie/contracts/delivery';
import { payment } from '@brokkie/contracts/payment';
import { resourceIdParams } from '@brokkie/contracts/resource';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { notFound } from '../../lib/api-problem.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { translateMessage } from '../../lib/translator.ts';
import { actingCustomer } from '../customer/customer-service.ts';
import { hostMatcher } from '../payments/payer-origin.ts';
import { toPayment } from '../payments/payment-resources.ts';
import { submitForPayment } from './checkout-workflow.ts';
import { returnUrl } from './payment-return-url.ts';
import {
  addCoupon,
  deliveryCoupons,
  describeDelivery,
  ownDelivery,
  removeCoupon,
  setCoupons,
  setDeliveryDate,
} from './delivery-service.ts';

const tags = ['delivery'];
const security = [{ bearerAuth: [] }];
const config = { requireUser: true };

/**
 * The actions on a delivery url (§7): set_coupons/, add_coupon/, remove_coupon/, coupon_code/,
 * date/, latest_payment/ and handle_open_payment/ (Pay). Changes are for a delivery not paid
 * yet (draft or awaiting payment); otherwise 409 delivery_not_editable.
 */
export const deliveryActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hosts = { isOwnHost: hostMatcher(app.identity.config.allowedHosts), publicUrl: app.identity.config.publicUrl };

  const couponAction = (
    path: string,
    operationId: string,
    summary: string,
    change: typeof addCoupon,
  ) =>
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
          body: couponRequest,
          response: { 200: delivery, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { customer } = await actingCustomer(app.db, request, { forWrite: true });
        const row = await change(app.db, customer, request.params.id, request.body.code, new Date());
        return describeDelivery(app.db, row);
      },
    );

  app.post(
    '/delivery/:id/set_coupons/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'setDeliveryCoupons',
        summary: "The delivery's coupon codes become these (400 on codes naming one that cannot be used)",
        params: resourceIdParams,
        body: setCouponsRequest,
        response: { 200: delivery, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const row = await setCoupons(app.db, customer, request.params.id, request.body.codes, new Date());
      return describeDelivery(app.db, row);
    },
  );

  couponAction('add_coupon', 'addDeliveryCoupon', 'Add a coupon code (400 on code when it cannot be used)', addCoupon);
  couponAction('remove_coupon', 'removeDeliveryCoupon', 'Remove a coupon code', removeCoupon);

  app.get(
    '/delivery/:id/coupon_code/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'listDeliveryCoupons',
        summary: "The delivery's coupons with the discount each gives",
        params: resourceIdParams,
        response: { 200: deliveryCouponList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      const results = await deliveryCoupons(app.db, customer.id, request.params.id);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    '/delivery/:id/date/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'setDeliveryDate',
        summary: 'Choose the delivery date: one of the delivery days on offer (400 otherwise)',
        params: resourceIdParams,
        body: deliveryDateRequest,
        response: { 200: delivery, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const row = await setDeliveryDate(app.db, customer, request.params.id, request.body.date_timestamp, new Date());
      return describeDelivery(app.db, row);
    },
  );

  app.get(
    '/delivery/:id/latest_payment/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'getDeliveryLatestPayment',
        summary: "The delivery's latest payment, brought up to date with the provider while it is open (404 without one)",
        params: resourceIdParams,
        querystring: deliveryLatestPaymentQuery,
        response: { 200: payment, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: false });
      await ownDelivery(app.db, customer.id, request.params.id);
      const latest = await app.payments.latestPayment({
        customerId: customer.id,
        deliveryId: request.params.id,
        isShop: request.query.is_shop,
        refresh: true,
      });
      if (!latest) throw notFound();
      return toPayment(latest);
    },
  );

  app.post(
    '/delivery/:id/handle_open_payment/',
    {
      config,
      schema: {
        tags,
        security,
        operationId: 'payDelivery',
        summary: 'Pay: freezes the priced delivery and starts (or returns) its payment; send the payer to checkout_url',
        params: resourceIdParams,
        body: handleOpenPaymentRequest.optional(),
        response: { 200: handleOpenPaymentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { customer } = await actingCustomer(app.db, request, { forWrite: true });
      const deliveryId = request.params.id;
      const body = request.body ?? {};
      // Another customer's delivery is a 404 before anything about the request is judged.
      await ownDelivery(app.db, customer.id, deliveryId);
      const redirectUrl = returnUrl(request, body.redirect_url, deliveryId, hosts);
      const addressId =
        body.address === undefined ? undefined : typeof body.address === 'number' ? body.address : idFromResourceUrl(body.address);
      const { delivery: row, start } = await submitForPayment(app.db, app.payments, {
        customer,
        deliveryId,
        redirectUrl,
        addressId,
        description: translateMessage(request.context.locale, {
          key: deliveryMessageKeys.paymentDescription,
          params: { id: deliveryId },
        }),
        now: new Date(),
      });
      return { checkout_url: start.checkoutUrl, payment: toPayment(start.payment), delivery: await describeDelivery(app.db, row) };
    },
  );
};
