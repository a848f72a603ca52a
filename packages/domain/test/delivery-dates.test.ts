import { describe, expect, it } from 'vitest';
import {
  canDeliverOn,
  deliveryDatesBetween,
  dispatchDate,
  earliestDeliveryDate,
  isDeliveryDay,
  nextValidDeliveryDate,
  publicHolidayOn,
  shippingDaysByCountry,
} from '../src/delivery-dates.ts';

// Instants are written with their Brussels offset (+01:00 in winter, +02:00 in summer).

describe('shipping days (§9)', () => {
  it('are BE 1, NL 1, FR 3, DE 2', () => {
    expect(shippingDaysByCountry).toEqual({ BE: 1, NL: 1, FR: 3, DE: 2 });
  });
});

describe('isDeliveryDay', () => {
  it('skips Saturday and Sunday', () => {
    expect(isDeliveryDay('2025-07-18', 'BE')).toBe(true); // Friday
    expect(isDeliveryDay('2025-07-19', 'BE')).toBe(false); // Saturday
    expect(isDeliveryDay('2025-07-20', 'NL')).toBe(false); // Sunday
  });

  it("skips the delivery country's own public holidays", () => {
    // Belgian National Day, a Monday in 2025: a normal day elsewhere.
    expect(isDeliveryDay('2025-07-21', 'BE')).toBe(false);
    expect(isDeliveryDay('2025-07-21', 'NL')).toBe(true);
    expect(isDeliveryDay('2025-07-21', 'DE')).toBe(true);
    // King's Day, Monday 27 April 2026, in the Netherlands only.
    expect(isDeliveryDay('2026-04-27', 'NL')).toBe(false);
    expect(isDeliveryDay('2026-04-27', 'BE')).toBe(true);
    // 1 May (Thursday in 2025): Labour Day in FR, BE and DE, a working day in NL.
    expect(isDeliveryDay('2025-05-01', 'FR')).toBe(false);
    expect(isDeliveryDay('2025-05-01', 'BE')).toBe(false);
    expect(isDeliveryDay('2025-05-01', 'NL')).toBe(true);
    // German Unity Day, Friday 3 October 2025.
    expect(isDeliveryDay('2025-10-03', 'DE')).toBe(false);
    expect(isDeliveryDay('2025-10-03', 'FR')).toBe(true);
    // Good Friday: a public holiday in Germany only.
    expect(isDeliveryDay('2025-04-18', 'DE')).toBe(false);
    expect(isDeliveryDay('2025-04-18', 'BE')).toBe(true);
    // 14 July in France.
    expect(isDeliveryDay('2025-07-14', 'FR')).toBe(false);
  });

  it('skips the movable feasts everywhere: Easter Monday and Ascension Day', () => {
    for (const country of ['BE', 'NL', 'FR', 'DE'] as const) {
      expect(isDeliveryDay('2025-04-21', country), `Easter Monday ${country}`).toBe(false);
      expect(isDeliveryDay('2025-05-29', country), `Ascension ${country}`).toBe(false);
      expect(isDeliveryDay('2026-05-14', country), `Ascension 2026 ${country}`).toBe(false);
    }
  });

  it('ignores observances and school holidays', () => {
    expect(isDeliveryDay('2025-11-11', 'NL')).toBe(true); // Sint-Maarten, an observance
    expect(isDeliveryDay('2025-05-05', 'NL')).toBe(true); // Liberation Day, not a public day off in 2025
    expect(isDeliveryDay('2025-11-19', 'DE')).toBe(true); // Buß- und Bettag (Saxony only)
  });

  it('reads an instant as its Brussels day', () => {
    // 22:30 UTC on Sunday 20 July is already Monday 21 July (National Day) in Brussels.
    expect(isDeliveryDay(new Date('2025-07-20T22:30:00Z'), 'BE')).toBe(false);
    expect(publicHolidayOn(new Date('2025-07-20T22:30:00Z'), 'BE')).toBeTruthy();
  });
});

describe('nextValidDeliveryDate', () => {
  it('keeps a delivery day and moves anything else to the next one', () => {
    expect(nextValidDeliveryDate('2025-07-18', 'BE')).toBe('2025-07-18');
    expect(nextValidDeliveryDate('2025-07-19', 'BE')).toBe('2025-07-22'); // weekend, then National Day
    expect(nextValidDeliveryDate('2025-07-19', 'NL')).toBe('2025-07-21');
    // Christmas in Germany: 25 and 26 December, then the weekend.
    expect(nextValidDeliveryDate('2025-12-25', 'DE')).toBe('2025-12-29');
  });
});

describe('deliveryDatesBetween', () => {
  it('lists the delivery days of the Easter week per country, both ends included', () => {
    expect(deliveryDatesBetween('2025-04-17', '2025-04-23', 'DE')).toEqual(['2025-04-17', '2025-04-22', '2025-04-23']);
    expect(deliveryDatesBetween('2025-04-17', '2025-04-23', 'BE')).toEqual([
      '2025-04-17',
      '2025-04-18',
      '2025-04-22',
      '2025-04-23',
    ]);
    expect(deliveryDatesBetween('2025-04-23', '2025-04-17', 'BE')).toEqual([]);
  });
});

describe('earliestDeliveryDate', () => {
  it('counts from the order day before the 14:00 cut-off, from the next working day after it', () => {
    expect(dispatchDate('2025-07-10T13:59:00+02:00')).toBe('2025-07-10');
    expect(dispatchDate('2025-07-10T14:00:00+02:00')).toBe('2025-07-11');
    // Thursday before 14:00 → leaves Thursday, one working day → Friday.
    expect(earliestDeliveryDate('2025-07-10T13:59:00+02:00', 'BE')).toBe('2025-07-11');
    // After 14:00 → leaves Friday, one working day → Monday.
    expect(earliestDeliveryDate('2025-07-10T14:00:00+02:00', 'BE')).toBe('2025-07-14');
  });

  it('uses Brussels time, not the clock of the server', () => {
    // 12:30 UTC is 14:30 in Brussels in summer: after the cut-off.
    expect(dispatchDate(new Date('2025-07-10T12:30:00Z'))).toBe('2025-07-11');
    // 12:30 UTC is 13:30 in Brussels in winter: before it.
    expect(dispatchDate(new Date('2025-01-09T12:30:00Z'))).toBe('2025-01-09');
  });

  it('skips the weekend for an order placed on Saturday', () => {
    expect(earliestDeliveryDate('2025-07-12T09:00:00+02:00', 'BE')).toBe('2025-07-15');
    expect(earliestDeliveryDate('2025-07-12T09:00:00+02:00', 'DE')).toBe('2025-07-16');
  });

  it('counts shipping days as working days of the delivery country (France: 3, over 14 July)', () => {
    // Leaves Thursday 10 July; Friday 11, (weekend), (Monday 14 July), Tuesday 15, Wednesday 16.
    expect(earliestDeliveryDate('2025-07-10T09:00:00+02:00', 'FR')).toBe('2025-07-16');
  });

  it('jumps over Belgian National Day', () => {
    expect(earliestDeliveryDate('2025-07-18T09:00:00+02:00', 'BE')).toBe('2025-07-22');
    expect(earliestDeliveryDate('2025-07-18T09:00:00+02:00', 'NL')).toBe('2025-07-21');
  });

  it('works out an order placed on the Friday before Easter in every country', () => {
    // Before the cut-off: Good Friday is a Belgian working day, so the box leaves that day.
    const morning = '2025-04-18T10:00:00+02:00';
    expect(earliestDeliveryDate(morning, 'BE')).toBe('2025-04-22'); // Easter Monday skipped
    expect(earliestDeliveryDate(morning, 'NL')).toBe('2025-04-22');
    expect(earliestDeliveryDate(morning, 'DE')).toBe('2025-04-23'); // Tue 22, Wed 23
    expect(earliestDeliveryDate(morning, 'FR')).toBe('2025-04-24'); // Tue, Wed, Thu
    // After it: the box leaves on Tuesday 22 (weekend and Easter Monday in between).
    const afternoon = '2025-04-18T15:00:00+02:00';
    expect(dispatchDate(afternoon)).toBe('2025-04-22');
    expect(earliestDeliveryDate(afternoon, 'BE')).toBe('2025-04-23');
    expect(earliestDeliveryDate(afternoon, 'DE')).toBe('2025-04-24');
    expect(earliestDeliveryDate(afternoon, 'FR')).toBe('2025-04-25');
  });

  it('crosses the new year', () => {
    // Wednesday 31 December after 14:00: leaves Friday 2 January (New Year's Day), arrives Monday 5.
    expect(earliestDeliveryDate('2025-12-31T15:00:00+01:00', 'BE')).toBe('2026-01-05');
  });

  it('takes other shipping days when given, and 0 means the dispatch day (or the next delivery day)', () => {
    expect(earliestDeliveryDate('2025-07-10T09:00:00+02:00', 'BE', 3)).toBe('2025-07-15');
    expect(earliestDeliveryDate('2025-07-10T09:00:00+02:00', 'BE', 0)).toBe('2025-07-10');
    expect(() => earliestDeliveryDate('2025-07-10T09:00:00+02:00', 'BE', -1)).toThrow(RangeError);
  });
});

describe('canDeliverOn', () => {
  it('accepts a delivery day from the earliest date on', () => {
    const now = '2025-07-10T09:00:00+02:00';
    expect(canDeliverOn('2025-07-10', now, 'BE')).toBe(false);
    expect(canDeliverOn('2025-07-11', now, 'BE')).toBe(true);
    expect(canDeliverOn('2025-07-12', now, 'BE')).toBe(false);
    expect(canDeliverOn('2025-07-21', now, 'BE')).toBe(false);
    expect(canDeliverOn('2025-07-21', now, 'NL')).toBe(true);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => isDeliveryDay('2025-02-30', 'BE')).toThrow(RangeError);
  });
});
