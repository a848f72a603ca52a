import { describe, expect, it } from 'vitest';
import { deliveryEcommerce, planEcommerce, pushEcommerce } from '../../app/shell/data-layer.ts';

describe('e-commerce events in the data layer', () => {
  it('a meal plan is one item per pet formula, in euros', () => {
    expect(
      planEcommerce({
        total_per_delivery: 8390,
        animals: [
          { product: '/product/12/', price_per_delivery: 5195 },
          { product: '/product/31/', price_per_delivery: 3195 },
        ],
      }),
    ).toEqual({
      currency: 'EUR',
      value: 83.9,
      items: [
        { item_id: '12', item_category: 'formula', quantity: 1, price: 51.95 },
        { item_id: '31', item_category: 'formula', quantity: 1, price: 31.95 },
      ],
    });
  });

  it('a paid box is a purchase with its delivery as the transaction, pushed once', () => {
    const delivery = {
      id: 77,
      total: 4990,
      couponcodes: ['WELCOME'],
      items: [
        { product: '/product/12/', kind: 'formula' as const, amount: 2, total_incl_vat: 4398 },
        { product: '/product/90/', kind: 'extra' as const, amount: 1, total_incl_vat: 599 },
      ],
    };
    const target = {} as Window;
    pushEcommerce('purchase', deliveryEcommerce(delivery, { transaction: true }), target);
    pushEcommerce('purchase', deliveryEcommerce(delivery, { transaction: true }), target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          currency: 'EUR',
          value: 49.9,
          transaction_id: '77',
          coupon: 'WELCOME',
          items: [
            { item_id: '12', item_category: 'formula', quantity: 2, price: 21.99 },
            { item_id: '90', item_category: 'extra', quantity: 1, price: 5.99 },
          ],
        },
      },
    ]);
  });
});
