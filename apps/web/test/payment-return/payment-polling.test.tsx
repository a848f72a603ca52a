import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { PaymentStatus } from '@brokkie/contracts/payment';
import { decide, pollIntervalMs, pollTimeoutMs, usePaymentPolling } from '../../app/features/payment-return/payment-polling.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('what the return page does with a payment status', () => {
  it.each([
    ['paid', { kind: 'paid' }],
    ['open', { kind: 'waiting' }],
    ['pending', { kind: 'waiting' }],
    ['authorized', { kind: 'waiting' }],
    ['failed', { kind: 'problem', status: 'failed' }],
    ['canceled', { kind: 'problem', status: 'canceled' }],
    ['expired', { kind: 'problem', status: 'expired' }],
  ] as const)('%s', (status, expected) => {
    expect(decide(status)).toEqual(expected);
  });
});

describe('polling a payment that is still open', () => {
  it('asks every 2 s until the payment is settled', async () => {
    vi.useFakeTimers();
    const answers: PaymentStatus[] = ['open', 'pending', 'paid'];
    const read = vi.fn(async () => answers.shift() ?? 'paid');
    const { result } = renderHook(() => usePaymentPolling(read));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toEqual({ phase: 'waiting' });
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs));
    expect(read).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs));
    expect(result.current.state).toEqual({ phase: 'final', decision: { kind: 'paid' } });
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs * 3));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('goes on from the loader’s answer: waiting at once, the next question after the interval, a hiccup no error', async () => {
    vi.useFakeTimers();
    const read = vi.fn().mockRejectedValueOnce(new Error('hiccup')).mockResolvedValueOnce('paid');
    const { result } = renderHook(() => usePaymentPolling(read, { answered: true }));
    expect(result.current.state).toEqual({ phase: 'waiting' });
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs - 10));
    expect(read).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(result.current.state).toEqual({ phase: 'waiting' });
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs));
    expect(result.current.state).toEqual({ phase: 'final', decision: { kind: 'paid' } });
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while not enabled', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async (): Promise<PaymentStatus> => 'open');
    renderHook(() => usePaymentPolling(read, { enabled: false, answered: true }));
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs * 3));
    expect(read).not.toHaveBeenCalled();
  });

  it('gives up after about two minutes, and asks again on request', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async (): Promise<PaymentStatus> => 'open');
    const { result } = renderHook(() => usePaymentPolling(read));
    await act(() => vi.advanceTimersByTimeAsync(pollTimeoutMs + pollIntervalMs));
    expect(result.current.state).toEqual({ phase: 'still_waiting' });
    const asked = read.mock.calls.length;
    expect(asked).toBeGreaterThanOrEqual(pollTimeoutMs / pollIntervalMs - 1);
    expect(asked).toBeLessThanOrEqual(pollTimeoutMs / pollIntervalMs + 1);
    read.mockResolvedValue('failed');
    act(() => result.current.restart());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toEqual({ phase: 'final', decision: { kind: 'problem', status: 'failed' } });
  });

  it('reports a first question without an answer, but keeps waiting through a later hiccup', async () => {
    vi.useFakeTimers();
    const read = vi.fn().mockRejectedValueOnce(new Error('down'));
    const { result } = renderHook(() => usePaymentPolling(read));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state).toMatchObject({ phase: 'error' });

    read.mockResolvedValueOnce('open').mockRejectedValueOnce(new Error('hiccup')).mockResolvedValueOnce('paid');
    act(() => result.current.restart());
    await act(() => vi.advanceTimersByTimeAsync(pollIntervalMs * 2 + 10));
    expect(result.current.state).toEqual({ phase: 'final', decision: { kind: 'paid' } });
  });
});
