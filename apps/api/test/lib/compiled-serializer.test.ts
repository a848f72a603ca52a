import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { deliveryList } from '@brokkie/contracts/delivery';
import { compileJsonSerializer, compiledSerializerCompiler } from '../../src/lib/compiled-serializer.ts';

// The compiled serializer must write what the zod serializer writes for the same data.
const zodWrites = (schema: z.ZodType, data: unknown) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/x/', httpStatus: '200' } as Parameters<typeof zodSerializerCompiler>[0])(data);

const address = {
  firstname: 'An',
  lastname: 'Claes',
  company_name: '',
  street: 'Kerkstraat',
  number: '12',
  box: '',
  postal_code: '9000',
  city: 'Gent',
  country: 'BE',
  phone: '+32 470 12 34 56',
};

const delivery = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  url: `/delivery/${id}/`,
  kind: 'recurring',
  status: 'paid',
  recurring_delivery: '/recurringdelivery/1/',
  delivery_date: '2026-05-13',
  country: 'BE',
  testbag: false,
  custom_amounts: { '12': 2 },
  subtotal: 4772,
  discount: 716,
  price_excl_vat: 3826,
  vat: 230,
  total: 4056,
  couponcodes: ['WELCOME15'],
  delivery_address: address,
  items: [
    {
      id: 3 * id,
      url: `/deliveryitem/${3 * id}/`,
      delivery: `/delivery/${id}/`,
      kind: 'formula',
      animal: '/animal/1/',
      product: '/product/1/',
      amount: 2,
      unit_grams: 6000,
      unit_price_excl_vat: 2250,
      vat_rate: 600,
      total_incl_vat: 4772,
    },
  ],
  payment_state: 'paid',
  invoice_number: 'BRK-2026-000001',
  paid_at: '2026-05-10T00:00:00.000Z',
  created: '2026-04-13T00:00:00.000Z',
  ...overrides,
});

describe('compileJsonSerializer', () => {
  it('writes a delivery list as zod does: nulls, empty lists, records, text that needs escaping', () => {
    const page = {
      count: 3,
      next: '/delivery/?limit=2&offset=2',
      previous: null,
      results: [
        delivery(1),
        delivery(2, {
          recurring_delivery: null,
          delivery_date: null,
          custom_amounts: {},
          couponcodes: [],
          delivery_address: { ...address, street: 'Rue "du" Marché \\ 5\n', city: 'Liège' },
          items: [],
          payment_state: null,
          invoice_number: null,
          paid_at: null,
        }),
      ],
    };
    expect(compileJsonSerializer(deliveryList)(page)).toBe(zodWrites(deliveryList, page));
  });

  it('leaves out what the contract does not have, as zod strips it', () => {
    const page = {
      count: 1,
      next: null,
      previous: null,
      internal: true,
      results: [{ ...delivery(1, { delivery_address: { ...address, id: 7 } }), pricing: { lines: [] } }],
    };
    const written = compileJsonSerializer(deliveryList)(page);
    expect(written).toBe(zodWrites(deliveryList, page));
    expect(written).not.toContain('internal');
    expect(written).not.toContain('pricing');
    expect(written).not.toContain('"id":7');
  });

  it('refuses a schema it cannot write as zod would (a union of objects) when the route is built', () => {
    const either = z.union([z.object({ card: z.string() }), z.object({ iban: z.string() })]);
    expect(() => compileJsonSerializer(z.object({ method: either }))).toThrow(/anyOf/);
  });
});

describe('compiledSerializerCompiler', () => {
  it('keeps the zod serializer for error responses', () => {
    const schema = z.object({ detail: z.string() });
    const serialize = compiledSerializerCompiler({ schema, method: 'GET', url: '/x/', httpStatus: '404' });
    // zod checks the body against the schema: the compiled serializer would not.
    expect(() => serialize({ detail: 42 })).toThrow();
  });
});
