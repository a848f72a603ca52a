import { useEffect, useState } from 'react';
import type { DietPreview, DietPreviewRequest } from '@brokkie/contracts/animal';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { previewPlan, type PetPlan } from './mealplan-data.ts';

/** Typing a weight asks the API once it pauses, not at every key. */
const askAfterMs = 200;

/**
 * The API's dry run of `change` to the pet (diet_preview/: the plan now and with the change,
 * priced, nothing saved), or null while there is no change, the answer is on its way, or the API
 * gave none (the comparison is left out then, the change can still be saved). Only the answer
 * to the latest change is shown.
 */
export function usePlanPreview(petId: number, plan: PetPlan, change: NonNullable<DietPreviewRequest> | null): DietPreview | null {
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
