import { useEffect, useState } from 'react';
import type { SwitchOver } from '@brokkie/contracts/billing';
import { useApiClient } from '../../shell/api-client-wiring.ts';

/**
 * The first order's switch-over guide: the loader's, or, when the page had to wait for the
 * payment to settle (the guide exists only for a paid box), read once the box turns out paid.
 */
export function useSwitchOver(initial: SwitchOver | undefined, recurringDeliveryUrl: string | null, paid: boolean): SwitchOver | undefined {
  const api = useApiClient();
  const [read, setRead] = useState<SwitchOver | undefined>(undefined);
  useEffect(() => {
    if (initial || read || !paid || !recurringDeliveryUrl) return;
    const controller = new AbortController();
    // The data module (and its schemas) loads only when the guide is read here (decision 0021).
    import('./thank-you-data.ts')
      .then((data) => data.loadSwitchOver(api, recurringDeliveryUrl, controller.signal))
      .then(
        (guide) => {
          if (!controller.signal.aborted) setRead(guide);
        },
        (error: unknown) => {
          // An extra of the page: the confirmation stands without it.
          if (!controller.signal.aborted) console.warn('[thank-you] switch-over guide not loaded', error);
        },
      );
    return () => controller.abort();
  }, [api, initial, read, paid, recurringDeliveryUrl]);
  return initial ?? read;
}
