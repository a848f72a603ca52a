import { describe, expect, it } from 'vitest';
import {
  isRetryableStatus,
  metaEventNames,
  nextForwardAttemptAt,
  normaliseEmail,
  normalisePhone,
  pascalEventName,
  tiktokEventNames,
  trackingEventId,
} from '../src/tracking-forwarding.ts';

describe('tracking forwarding rules', () => {
  it('names an event for deduplication by its event and subject key', () => {
    expect(trackingEventId('purchase', '123')).toBe('purchase-123');
    expect(trackingEventId('lead', 'hid_AbCd1234')).toBe('lead-hid_AbCd1234');
  });

  it('has a Meta and a TikTok name for every event of §7', () => {
    // The events of the /fb-conversions/ and /tiktok-events/ calls (packages/contracts/src/tracking.ts).
    const events = [
      'lead',
      'add_to_cart',
      'view_content',
      'purchase',
      'trial_purchase',
      'shop_lead',
      'shop_add_to_cart',
      'shop_purchase',
      'insurance_lead',
      'insurance_corona_direct_lead',
    ];
    for (const event of events) {
      expect(metaEventNames[event], event).toBeDefined();
      expect(tiktokEventNames[event], event).toBeDefined();
    }
    expect(pascalEventName('insurance_corona_direct_lead')).toBe('InsuranceCoronaDirectLead');
  });

  it('waits 1 min, 5 min, 30 min, 2 h and 12 h between attempts, then gives up', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect([1, 2, 3, 4, 5].map((attempts) => (nextForwardAttemptAt(attempts, now)!.getTime() - now.getTime()) / 60_000)).toEqual([1, 5, 30, 120, 720]);
    expect(nextForwardAttemptAt(6, now)).toBeNull();
  });

  it('retries no answer, timeouts, throttling and server errors, not refusals', () => {
    expect([null, 408, 429, 500, 503].map(isRetryableStatus)).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 422].map(isRetryableStatus)).toEqual([false, false, false, false, false]);
  });

  it('normalises e-mail addresses: trimmed, lower case', () => {
    expect(normaliseEmail('  Ann.Peeters@Example.BE ')).toBe('ann.peeters@example.be');
  });

  it('normalises phone numbers to digits with the country code', () => {
    expect(normalisePhone('+32 470 12 34 56', 'NL')).toBe('32470123456');
    expect(normalisePhone('0032 (470) 12.34.56', 'BE')).toBe('32470123456');
    expect(normalisePhone('0470/12 34 56', 'BE')).toBe('32470123456');
    expect(normalisePhone('06-12345678', 'NL')).toBe('31612345678');
    expect(normalisePhone('06 12 34 56 78', 'fr')).toBe('33612345678');
    expect(normalisePhone('0151 2345678', 'DE')).toBe('491512345678');
    expect(normalisePhone('0470 12 34 56', '')).toBe('32470123456');
    expect(normalisePhone('32470123456', 'BE')).toBe('32470123456');
    expect(normalisePhone(' ', 'BE')).toBe('');
  });
});
