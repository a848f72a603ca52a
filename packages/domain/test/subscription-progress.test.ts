import { describe, expect, it } from 'vitest';
import { subscriptionStarted } from '../src/subscription-progress.ts';

describe('subscriptionStarted', () => {
  it('is false without a recurring delivery, and before the first box is paid', () => {
    expect(subscriptionStarted(null)).toBe(false);
    expect(subscriptionStarted({ active: false, next_delivery_date: null })).toBe(false);
  });

  it('is true once active, and while paused with a next box', () => {
    expect(subscriptionStarted({ active: true, next_delivery_date: null })).toBe(true);
    expect(subscriptionStarted({ active: false, next_delivery_date: '2026-12-04' })).toBe(true);
  });
});
