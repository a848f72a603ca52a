import { describe, expect, it } from 'vitest';
import { isRetryableHandoverStatus, nextInsuranceHandoverAt } from '../src/insurance-handover.ts';

const created = new Date('2026-03-01T10:00:00Z');
const minutes = (n: number) => n * 60_000;

describe('the hand-over of an insurance lead', () => {
  it('tries again after no answer, 408, 425, 429 and 5xx; never after another answer', () => {
    for (const status of [null, 408, 425, 429, 500, 502, 503, 504]) expect(isRetryableHandoverStatus(status), String(status)).toBe(true);
    for (const status of [200, 201, 301, 302, 400, 401, 403, 404, 409, 422]) expect(isRetryableHandoverStatus(status), String(status)).toBe(false);
  });

  it('waits 1 min, 5 min, 15 min, 1 h, 3 h, then every 6 h', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7].map((attempts) => {
      const now = new Date(created.getTime() + minutes(attempts));
      return (nextInsuranceHandoverAt(attempts, now, created)!.getTime() - now.getTime()) / 60_000;
    });
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 360]);
  });

  it('gives up once failures have lasted more than seven days since the lead was made', () => {
    const sevenDays = 7 * 24 * 60;
    expect(nextInsuranceHandoverAt(30, new Date(created.getTime() + minutes(sevenDays)), created)).not.toBeNull();
    expect(nextInsuranceHandoverAt(31, new Date(created.getTime() + minutes(sevenDays + 1)), created)).toBeNull();
  });
});
