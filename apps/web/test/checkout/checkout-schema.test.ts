import { describe, expect, it } from 'vitest';
import { groupIssuesByPath, validationErrorMap } from '@brokkie/domain/validation-rules';
import { formatInTimeZone } from '@brokkie/domain/dates';
import {
  addressBody,
  checkoutSchema,
  dateTimestamp,
  initialCheckoutValues,
  type CheckoutFormValues,
} from '../../app/features/checkout/checkout-schema.ts';
import { fullPhoneNumber, isValidPhoneNumber, nationalPhoneNumber } from '../../app/features/checkout/phone.ts';
import { addressFixture, checkoutFixture } from './checkout-fixtures.ts';

const block = (country: 'BE' | 'NL' | 'FR' | 'DE', postal_code: string) => ({
  postal_code,
  city: 'Gent',
  street: 'Veldstraat',
  number: '12',
  box: '',
  company_name: '',
  country,
});

function valid(overrides: Partial<CheckoutFormValues> = {}): CheckoutFormValues {
  return {
    firstname: 'Ann',
    lastname: 'Peeters',
    phone: '470 12 34 56',
    delivery: block('BE', '9000'),
    billing_differs: false,
    billing: block('BE', ''),
    delivery_date: '2026-11-24',
    consent: true,
    ...overrides,
  };
}

function issues(values: CheckoutFormValues) {
  const result = checkoutSchema('+32').safeParse(values, { error: validationErrorMap });
  return result.success ? {} : groupIssuesByPath(result.error.issues);
}

describe('the checkout form rules', () => {
  it('accepts a complete form', () => {
    expect(issues(valid())).toEqual({});
  });

  it('reports every missing field at once', () => {
    const found = issues(
      valid({ firstname: '', lastname: '', phone: '', delivery: block('BE', ''), delivery_date: null, consent: false }),
    );
    expect(Object.keys(found).sort()).toEqual(['consent', 'delivery.postal_code', 'delivery_date', 'firstname', 'lastname', 'phone']);
    expect(found['delivery.postal_code']?.[0]?.key).toBe('validation.required');
    expect(found.delivery_date?.[0]?.key).toBe('checkout.errors.date_required');
    expect(found.consent?.[0]?.key).toBe('checkout.errors.consent_required');
  });

  it.each([
    ['BE', '0999', { key: 'validation.postal_code.min_value', params: { min: 1000 } }],
    ['BE', '9993', { key: 'validation.postal_code.max_value', params: { max: 9992 } }],
    ['BE', '90a0', { key: 'validation.postal_code.invalid' }],
    ['NL', '1012', { key: 'validation.postal_code.missing_letters' }],
    ['NL', '1012 SA', { key: 'validation.postal_code.invalid' }],
    ['NL', '8881 AB', { key: 'validation.postal_code.overseas' }],
    ['FR', '20000', { key: 'validation.postal_code.overseas' }],
    ['DE', '25980', { key: 'validation.postal_code.german_islands' }],
  ] as const)('applies the postal-code rules of §5: %s %s', (country, code, expected) => {
    expect(issues(valid({ delivery: block(country, code) }))['delivery.postal_code']?.[0]).toEqual(expected);
  });

  it('checks the billing address only when it differs, with its own country', () => {
    expect(issues(valid({ billing: block('NL', '') }))).toEqual({});
    const found = issues(valid({ billing_differs: true, billing: { ...block('NL', '1012'), street: '' } }));
    expect(found['billing.postal_code']?.[0]?.key).toBe('validation.postal_code.missing_letters');
    expect(found['billing.street']?.[0]?.key).toBe('validation.required');
  });

  it('wants a phone number the API accepts, once the country code is in front', () => {
    expect(issues(valid({ phone: 'call me' })).phone?.[0]?.key).toBe('checkout.errors.phone_invalid');
    expect(issues(valid({ phone: '+31 6 12345678' }))).toEqual({});
  });
});

describe('the phone number with the country code (§3 telephone_code)', () => {
  it('puts the code in front of a national number without its trunk 0', () => {
    expect(fullPhoneNumber('0470 12 34 56', '+32')).toBe('+32 470 12 34 56');
    expect(fullPhoneNumber('470123456', '+32')).toBe('+32 470123456');
  });

  it('keeps a number typed with its own code', () => {
    expect(fullPhoneNumber('+31 6 1234 5678', '+32')).toBe('+31 6 1234 5678');
    expect(fullPhoneNumber('0049 30 123456', '+32')).toBe('+49 30 123456');
  });

  it('shows a stored number without the code of the country', () => {
    expect(nationalPhoneNumber('+32 470 12 34 56', '+32')).toBe('470 12 34 56');
    expect(nationalPhoneNumber('+31 6 1234 5678', '+32')).toBe('+31 6 1234 5678');
    expect(isValidPhoneNumber('12', '')).toBe(false);
  });
});

describe('what the form starts with', () => {
  it('takes the names, phone and default delivery address of the customer, and the earliest date', () => {
    const home = addressFixture();
    const office = addressFixture({ id: 10, url: '/address/10/', street: 'Kantoorlaan', country: 'NL', postal_code: '1012 AB', city: 'Amsterdam' });
    const values = initialCheckoutValues(
      checkoutFixture({ addresses: [home, office], default_delivery_address: home.url, billing_address_override: office.url }),
      { firstname: 'Ann', lastname: 'Peeters', phone: '+32 470 12 34 56' },
      { country: 'BE', telephoneCode: '+32' },
    );
    expect(values).toMatchObject({
      firstname: 'Ann',
      lastname: 'Peeters',
      phone: '470 12 34 56',
      delivery: { street: 'Veldstraat', postal_code: '9000', country: 'BE' },
      billing_differs: true,
      billing: { street: 'Kantoorlaan', country: 'NL' },
      delivery_date: '2026-11-24',
      consent: false,
    });
  });

  it('keeps a chosen date that is still offered, and does not use an address of another country for delivery', () => {
    const abroad = addressFixture({ country: 'NL', postal_code: '1012 AB' });
    const checkout = checkoutFixture({ addresses: [abroad], default_delivery_address: abroad.url });
    checkout.delivery.delivery_date = '2026-11-26';
    const values = initialCheckoutValues(checkout, null, { country: 'BE', telephoneCode: '+32' }, true);
    expect(values.delivery_date).toBe('2026-11-26');
    expect(values.delivery.street).toBe('');
    expect(values.consent).toBe(true);
  });
});

describe('what is sent', () => {
  it('stores the postal code in its normal form, with the names and phone', () => {
    expect(addressBody({ ...block('NL', '1012ab'), street: ' Damrak ' }, { firstname: 'Ann', lastname: 'de Vries', phone: '+31 6 1234 5678' })).toEqual({
      firstname: 'Ann',
      lastname: 'de Vries',
      phone: '+31 6 1234 5678',
      company_name: '',
      street: 'Damrak',
      number: '12',
      box: '',
      postal_code: '1012 AB',
      city: 'Gent',
      country: 'NL',
    });
  });

  it('sends the chosen day as seconds that fall on that day in Brussels, summer and winter', () => {
    for (const day of ['2026-01-15', '2026-07-15', '2026-03-29', '2026-10-25']) {
      expect(formatInTimeZone(dateTimestamp(day) * 1000, 'yyyy-MM-dd')).toBe(day);
    }
  });
});
