import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import type { PetChangeOutcome, PetChangeSubmission } from './pet-change-data.ts';

/**
 * Saving a change through the route's action: pending is the fetcher's; once the page was read
 * again, the new plan and what the deliveries did are said in a toast, or the API's refusal is
 * put on its field (`fields` maps the API's field names to the form's), else under the form.
 */
export function usePetChange<Values extends FieldValues>(
  pet: Animal,
  form: UseFormReturn<Values, unknown, unknown>,
  fields: Record<string, Path<Values>>,
  /** After a save: the form starts from what is stored now (the same component stays, so its answer is not lost). */
  onSaved: () => void,
) {
  const { t } = useTranslation('pet_health_edit');
  const { localeTag } = useShellData();
  const saving = useFetcher<PetChangeOutcome>();
  const [error, setError] = useState<string | null>(null);
  const answer = saving.state === 'idle' ? saving.data : undefined;
  const forgetAnswer = saving.reset;

  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    if (answer.ok) {
      onSaved();
      const { diet, subscription, subscriptionFailed } = answer.value;
      const saved = diet ? t('saved_plan', { name: pet.name, grams: formatFoodWeight(diet.grams_per_day, localeTag) }) : t('saved', { name: pet.name });
      if (subscription?.kind === 'updated') toast.success(saved, t('subscription_updated'));
      else toast.success(saved);
      if (subscriptionFailed) toast.warning(t('subscription_not_updated', { name: pet.name }));
      if (subscription?.kind === 'blocked') toast.warning(t('subscription_blocked', { name: pet.name }));
      return;
    }
    let placed = false;
    for (const [apiField, formField] of Object.entries(fields)) {
      const message = answer.fields[apiField]?.[0];
      if (message) {
        form.setError(formField, { type: 'server', message });
        placed = true;
      }
    }
    if (!placed) setError(answer.status > 0 && answer.status < 500 ? (answer.detail ?? t('failed')) : t('failed'));
  }, [answer, fields, forgetAnswer, form, localeTag, onSaved, pet.name, t]);

  const submit = (submission: PetChangeSubmission) => {
    setError(null);
    void saving.submit(submission, jsonSubmission);
  };
  return { submit, busy: saving.state !== 'idle', error };
}
