import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { formatDecimalInput } from '@brokkie/domain/format';
import { maxAnimalWeightKg, type Animal } from '@brokkie/contracts/animal';
import { minimumWeightKg } from '@brokkie/domain/feeding-science';
import { parseDecimal, weightExampleKg } from '@brokkie/domain/pet-answers';
import { activityLevels, bodyConditions, type ActivityLevel, type BodyCondition } from '@brokkie/domain/pet-profile';
import { addValidationIssue, required } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import type { MealplanOutcome, PetPlan, PlanChange } from './mealplan-data.ts';
import { PlanComparison } from '../../components/plan-comparison.tsx';
import { usePlanPreview } from '../../lib/use-plan-preview.ts';
import styles from './dashboard-mealplan.module.css';

export interface ProfileChange {
  weight: number;
  condition: BodyCondition;
  activity: ActivityLevel;
}

export const profileChangeKeys = {
  weightFormat: 'dashboard_mealplan.update.weight_format',
  weightRange: 'dashboard_mealplan.update.weight_range',
} as const;

function weightIssue(text: string) {
  const missing = required(text);
  if (missing) return missing;
  const kg = parseDecimal(text);
  if (Number.isNaN(kg)) return { key: profileChangeKeys.weightFormat, params: { example: weightExampleKg } };
  return kg < minimumWeightKg || kg > maxAnimalWeightKg ? { key: profileChangeKeys.weightRange, params: { max: maxAnimalWeightKg } } : null;
}

const schema = z.object({
  weight: z.string().superRefine((value, ctx) => addValidationIssue(ctx, weightIssue(value))),
  condition: z.enum(bodyConditions),
  activity: z.enum(activityLevels),
});
type Values = z.input<typeof schema>;

interface ProfileChangeProps {
  pet: Animal;
  plan: PetPlan;
  /** The change is saved (the route's action answered, the page was read again). */
  onDone: (change: PlanChange) => void;
  onCancel: () => void;
}

/**
 * A new weight, body condition or activity. As the owner changes them the API works out the new
 * plan (its dry run, nothing saved), shown next to the current one, grams and price; "Save"
 * changes the pet.
 */
export function ProfileChangePanel({ pet, plan, onDone, onCancel }: ProfileChangeProps) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const form = useValidatedForm(schema, {
    defaultValues: { weight: formatDecimalInput(pet.weight, localeTag), condition: pet.condition, activity: pet.activity },
  });
  const [error, setError] = useState<string | null>(null);
  // The change is saved through the route's action: pending and refusal are this fetcher's.
  const saving = useFetcher<MealplanOutcome>();
  const busy = saving.state !== 'idle';
  const values = form.watch() as Values;
  const kg = weightIssue(values.weight) ? null : parseDecimal(values.weight);
  const changed = kg !== null && (kg !== pet.weight || values.condition !== pet.condition || values.activity !== pet.activity);
  const preview = usePlanPreview(pet.id, plan, changed && kg !== null ? { weight: kg, condition: values.condition, activity: values.activity } : null);

  const submit = (parsed: z.output<typeof schema>) => {
    setError(null);
    // Spelled out: a submission is plain JSON.
    const change = { weight: parseDecimal(parsed.weight), condition: parsed.condition, activity: parsed.activity } satisfies ProfileChange;
    void saving.submit({ intent: 'profile', pet: pet.id, change, ...(plan.country ? { country: plan.country } : {}) }, jsonSubmission);
  };

  // The answer, once the page was read again: done, or the API's reasons on their fields (else under the form).
  const answer = saving.state === 'idle' ? saving.data : undefined;
  const forgetAnswer = saving.reset;
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    if (answer.ok) {
      onDone(answer.value);
      return;
    }
    toast.error(t('change_failed'));
    let placed = false;
    for (const field of ['weight', 'condition', 'activity'] as const) {
      const message = answer.fields[field]?.[0];
      if (message) {
        form.setError(field, { type: 'server', message });
        placed = true;
      }
    }
    if (!placed) setError(answer.status > 0 && answer.status < 500 ? (answer.detail ?? t('change_failed')) : t('change_failed'));
  }, [answer, forgetAnswer, form, onDone, t]);

  return (
    <Form form={form} onSubmit={submit} className={styles.changePanel} aria-label={t('update.title', { name: pet.name })}>
      <FormTextField
        name="weight"
        label={t('update.weight')}
        inputMode="decimal"
        isRequired
        description={t('update.weight_hint', { example: weightExampleKg })}
      />
      <FormRadioGroup
        name="condition"
        label={t('update.condition', { name: pet.name })}
        appearance="cards"
        options={bodyConditions.map((condition) => ({
          value: condition,
          label: t(`conditions.${condition}`),
          description: t(`conditions.${condition}_hint`),
        }))}
      />
      <FormRadioGroup
        name="activity"
        label={t('update.activity', { name: pet.name })}
        appearance="cards"
        options={activityLevels.map((level) => ({ value: level, label: t(`activities.${level}`) }))}
      />
      {preview && <PlanComparison before={preview.current} after={preview.preview} intervalWeeks={preview.interval_weeks} />}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.panelActions}>
        <Button type="submit" isLoading={busy} isDisabled={kg !== null && !changed}>
          {t('update.confirm')}
        </Button>
        <Button variant="ghost" onPress={onCancel} isDisabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </Form>
  );
}
