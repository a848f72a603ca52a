import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../app/features/dashboard-home/countdown.ts';

describe('time left until the cut-off', () => {
  it('counts whole days, hours and minutes, rounded down', () => {
    expect(timeLeft('2026-12-17T13:00:00.000Z', new Date('2026-12-15T08:30:30.000Z'))).toEqual({ passed: false, days: 2, hours: 4, minutes: 29 });
  });

  it('has passed at and after the cut-off', () => {
    expect(timeLeft('2026-12-17T13:00:00.000Z', new Date('2026-12-17T13:00:00.000Z')).passed).toBe(true);
    expect(timeLeft('2026-12-17T13:00:00.000Z', new Date('2026-12-18T13:00:00.000Z')).passed).toBe(true);
  });
});
