import { describe, expect, it } from 'vitest';
import { defaultInsuranceHandoverIntervalMs, readInsuranceConfig } from '../../../src/modules/insurance/insurance-config.ts';

const secret = 'a-shared-secret-of-some-length';
const both = {
  INSURANCE_STANDARD_LEAD_URL: 'https://leads.insurer.example/brokkie',
  INSURANCE_STANDARD_LEAD_SECRET: secret,
  INSURANCE_CORONA_DIRECT_LEAD_URL: 'https://api.coronadirect.example/leads',
  INSURANCE_CORONA_DIRECT_LEAD_SECRET: `${secret}-2`,
};

describe('INSURANCE_HANDOVER_INTERVAL_MS', () => {
  const interval = (value: string | undefined, underTestRunner = false) =>
    readInsuranceConfig(value === undefined ? {} : { INSURANCE_HANDOVER_INTERVAL_MS: value }, { production: false, underTestRunner }).intervalMs;

  it('is a minute by default, never under the test runner, 0 or off for never', () => {
    expect(interval(undefined)).toBe(defaultInsuranceHandoverIntervalMs);
    expect(defaultInsuranceHandoverIntervalMs).toBe(60_000);
    expect(interval(undefined, true)).toBe(0);
    expect(interval('')).toBe(defaultInsuranceHandoverIntervalMs);
    expect(interval('0')).toBe(0);
    expect(interval('off')).toBe(0);
    expect(interval(' 120000 ')).toBe(120_000);
    // Set explicitly, it holds under the test runner too.
    expect(interval('5000', true)).toBe(5000);
  });

  it('refuses what is no interval', () => {
    for (const value of ['500', 'soon', '1.5', '-1000']) expect(() => interval(value), value).toThrow(/INSURANCE_HANDOVER_INTERVAL_MS/);
  });

  it('runs the hand-over right after a lead is made, except under the test runner', () => {
    expect(readInsuranceConfig({}, { production: false, underTestRunner: false }).runAfterCreate).toBe(true);
    expect(readInsuranceConfig({}, { production: false, underTestRunner: true }).runAfterCreate).toBe(false);
  });
});

describe('the insurers', () => {
  it('are the embedded stand-in without configuration, outside production', () => {
    expect(readInsuranceConfig({}, { production: false }).insurers).toEqual({ standard: undefined, corona_direct: undefined });
  });

  it('are each offer’s URL and secret when both are set', () => {
    expect(readInsuranceConfig(both, { production: true }).insurers).toEqual({
      standard: { url: both.INSURANCE_STANDARD_LEAD_URL, secret },
      corona_direct: { url: both.INSURANCE_CORONA_DIRECT_LEAD_URL, secret: `${secret}-2` },
    });
    // One offer configured, the other embedded: fine outside production.
    const one = readInsuranceConfig(
      { INSURANCE_STANDARD_LEAD_URL: 'http://127.0.0.1:9999/leads', INSURANCE_STANDARD_LEAD_SECRET: secret },
      { production: false },
    );
    expect(one.insurers).toEqual({ standard: { url: 'http://127.0.0.1:9999/leads', secret }, corona_direct: undefined });
  });

  it('refuse to start half configured', () => {
    expect(() => readInsuranceConfig({ INSURANCE_STANDARD_LEAD_URL: 'https://x.example/' }, { production: false })).toThrow(
      'INSURANCE_STANDARD_LEAD_URL is set without INSURANCE_STANDARD_LEAD_SECRET',
    );
    expect(() => readInsuranceConfig({ INSURANCE_CORONA_DIRECT_LEAD_SECRET: secret }, { production: false })).toThrow(
      'INSURANCE_CORONA_DIRECT_LEAD_SECRET is set without INSURANCE_CORONA_DIRECT_LEAD_URL',
    );
  });

  it('refuse to start in production unless both offers go to an https insurer', () => {
    expect(() => readInsuranceConfig({}, { production: true })).toThrow(
      /In production INSURANCE_STANDARD_LEAD_URL and INSURANCE_STANDARD_LEAD_SECRET are required/,
    );
    const { INSURANCE_CORONA_DIRECT_LEAD_URL: _url, INSURANCE_CORONA_DIRECT_LEAD_SECRET: _secret, ...standardOnly } = both;
    expect(() => readInsuranceConfig(standardOnly, { production: true })).toThrow(
      /INSURANCE_CORONA_DIRECT_LEAD_URL and INSURANCE_CORONA_DIRECT_LEAD_SECRET are required/,
    );
    expect(() => readInsuranceConfig({ ...both, INSURANCE_STANDARD_LEAD_URL: 'http://leads.insurer.example/' }, { production: true })).toThrow(
      /must be an https URL in production/,
    );
  });

  it('refuse a URL that is no http(s) URL, and a short secret', () => {
    expect(() => readInsuranceConfig({ ...both, INSURANCE_STANDARD_LEAD_URL: 'leads.insurer.example' }, { production: false })).toThrow(/is not a URL/);
    expect(() => readInsuranceConfig({ ...both, INSURANCE_STANDARD_LEAD_URL: 'ftp://leads.insurer.example/' }, { production: false })).toThrow(/http\(s\) URL/);
    expect(() => readInsuranceConfig({ ...both, INSURANCE_STANDARD_LEAD_SECRET: 'short' }, { production: false })).toThrow(/at least 16 characters/);
  });
});
