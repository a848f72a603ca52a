import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentStatus } from '@brokkie/contracts/payment';

/** How often a payment that is still open or pending is asked for again. */
export const pollIntervalMs = 2000;
/** How long the page keeps asking before it says the bank is taking long (~2 minutes). */
export const pollTimeoutMs = 120_000;

export type PaymentProblemStatus = 'failed' | 'canceled' | 'expired';

export type PaymentDecision =
  | { kind: 'paid' }
  /** Open, pending or authorized: the provider has not settled it yet. */
  | { kind: 'waiting' }
  | { kind: 'problem'; status: PaymentProblemStatus };

/** What the return page does with a payment's status (paid, failed, canceled and expired are final). */
export function decide(status: PaymentStatus): PaymentDecision {
  switch (status) {
    case 'paid':
      return { kind: 'paid' };
    case 'failed':
    case 'canceled':
    case 'expired':
      return { kind: 'problem', status };
    default:
      return { kind: 'waiting' };
  }
}

export type PollState =
  | { phase: 'checking' }
  | { phase: 'waiting' }
  /** Asked for ~2 minutes without a final answer. */
  | { phase: 'still_waiting' }
  | { phase: 'final'; decision: Exclude<PaymentDecision, { kind: 'waiting' }> }
  /** The first question had no usable answer: `error` is what the reader gets to see. */
  | { phase: 'error'; error: unknown };

/**
 * Asks `read` for the payment's status every 2 s while it is open or pending, for up to about
 * 2 minutes; `restart` asks for another round. An error on a later question counts as "still
 * waiting" (the bank has not answered, our page should not give up on a network hiccup); an
 * error on the first question of a round is reported. `answered`: the page's loader has just
 * asked and heard "still settling", so the first round starts waiting and asks after the interval.
 */
export function usePaymentPolling(
  read: (signal: AbortSignal) => Promise<PaymentStatus>,
  { enabled = true, answered = false }: { enabled?: boolean; answered?: boolean } = {},
) {
  const [state, setState] = useState<PollState>(answered ? { phase: 'waiting' } : { phase: 'checking' });
  const [round, setRound] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const answeredRef = useRef(answered);
  answeredRef.current = answered;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const deadline = Date.now() + pollTimeoutMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The loader's answer was the first question of the first round; a restart asks at once.
    let first = !(round === 0 && answeredRef.current);

    async function ask() {
      try {
        const decision = decide(await readRef.current(controller.signal));
        if (controller.signal.aborted) return;
        if (decision.kind !== 'waiting') {
          setState({ phase: 'final', decision });
          return;
        }
        setState({ phase: 'waiting' });
      } catch (error) {
        if (controller.signal.aborted) return;
        if (first) {
          setState({ phase: 'error', error });
          return;
        }
      }
      first = false;
      askLater();
    }
    function askLater() {
      if (Date.now() + pollIntervalMs > deadline) {
        setState({ phase: 'still_waiting' });
        return;
      }
      timer = setTimeout(() => void ask(), pollIntervalMs);
    }

    if (first) {
      setState({ phase: 'checking' });
      void ask();
    } else {
      setState({ phase: 'waiting' });
      askLater();
    }
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [round, enabled]);

  const restart = useCallback(() => setRound((n) => n + 1), []);
  return { state, restart };
}
