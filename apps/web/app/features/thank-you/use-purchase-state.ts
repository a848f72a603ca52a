import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { readPurchase, type PurchaseState } from './purchase-state.ts';

/** Ask the provider's answer again every 2 s for about 2 minutes, then offer to check by hand. */
const pollMs = 2000;
const pollTimes = 60;

export type PurchaseView =
  { phase: 'loading' } | { phase: 'error' } | { phase: 'still_waiting'; state: PurchaseState } | { phase: 'ready'; state: PurchaseState };

/**
 * Where the purchase stands, from the loader's read on: while its payment settles it is read
 * again until it is paid or not, or until the page stops asking (`still_waiting`). `checkAgain`
 * reads it once more (after still waiting, a failed read, or a payment that was not needed).
 */
export function usePurchaseState(deliveryUrl: string | null, initial: PurchaseState): { view: PurchaseView; checkAgain: () => void } {
  const api = useApiClient();
  const [view, setView] = useState<PurchaseView>({ phase: 'ready', state: initial });
  // Round 0 goes on from the loader's read; each later one is asked for by the reader.
  const [round, setRound] = useState(0);
  // A new read by the router (another delivery in the URL) starts over from its answer.
  const [readFrom, setReadFrom] = useState(initial);
  if (readFrom !== initial) {
    setReadFrom(initial);
    setView({ phase: 'ready', state: initial });
    setRound(0);
  }

  useEffect(() => {
    if (!deliveryUrl || (round === 0 && initial.kind !== 'waiting')) return;
    const controller = new AbortController();
    const { signal } = controller;
    if (round > 0) setView({ phase: 'loading' });
    void (async () => {
      for (let asked = round === 0 ? 1 : 0; ; asked += 1) {
        if (asked > 0) {
          await new Promise((resolve) => setTimeout(resolve, pollMs));
          if (signal.aborted) return;
        }
        const state = await readPurchase(api, deliveryUrl, signal);
        if (signal.aborted) return;
        if (state.kind !== 'waiting') {
          setView({ phase: 'ready', state });
          return;
        }
        if (asked >= pollTimes) {
          setView({ phase: 'still_waiting', state });
          return;
        }
        setView({ phase: 'ready', state });
      }
    })().catch((error: unknown) => {
      if (signal.aborted) return;
      console.error('[thank-you] purchase not read', error);
      setView({ phase: 'error' });
    });
    return () => controller.abort();
  }, [api, deliveryUrl, initial, round]);

  const checkAgain = useCallback(() => setRound((n) => n + 1), []);
  return { view, checkAgain };
}
