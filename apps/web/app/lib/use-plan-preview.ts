import { useEffect, useState } from 'react';
import { dietPreview, type DietPreview, type DietPreviewRequest } from '@brokkie/contracts/animal';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { useApiClient } from '../shell/api-client-wiring.ts';
import type { ApiClient } from './api-client.ts';

/**
 * The API's dry run of a change to the pet (its weight, condition, activity, complaints …) or its
 * formula (`selected_product`): the plan now and with the change, priced; nothing is saved. The
 * API refuses what PATCH would refuse (an ApiError with the fields).
 */
export function previewPlan(
  api: ApiClient,
  pet: { id: number },
  change: NonNullable<DietPreviewRequest>,
  country: DeliveryCountry | undefined,
  signal?: AbortSignal,
): Promise<DietPreview> {
  return api.post(`/animal/${pet.id}/diet_preview/`, change, { query: { country }, schema: dietPreview, signal });
}

/** Typing a weight asks the API once it pauses, not at every key. */
const askAfterMs = 200;

/**
 * The API's dry run of `change` to the pet (diet_preview/: the plan now and with the change,
 * priced, nothing saved), or null while there is no change, the answer is on its way, or the API
 * gave none (the comparison is left out then, the change can still be saved). Only the answer
 * to the latest change is shown.
 */
export function usePlanPreview(
  petId: number,
  /** The country the plan is priced in, and what "now" is: a new stored plan (e.g. its id after a save) asks again. */
  plan: { country: DeliveryCountry | undefined; diet: unknown },
  change: NonNullable<DietPreviewRequest> | null,
): DietPreview | null {
  const api = useApiClient();
  const key = change === null ? null : JSON.stringify(change);
  const [answer, setAnswer] = useState<{ key: string; preview: DietPreview } | null>(null);
  const { country, diet } = plan;

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewPlan(api, { id: petId }, JSON.parse(key) as NonNullable<DietPreviewRequest>, country, controller.signal)
        .then((preview) => setAnswer({ key, preview }))
        .catch((problem: unknown) => {
          if (!controller.signal.aborted) console.error('[meal plan] no preview for the change', problem);
        });
    }, askAfterMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The stored plan (`diet`) is what "now" is: a new one asks again.
  }, [api, petId, country, key, diet]);

  return answer !== null && answer.key === key ? answer.preview : null;
}
