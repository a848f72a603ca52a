import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatNumber } from '@brokkie/domain/format';
import { maxAnimalWeightKg, type Animal } from '@brokkie/contracts/animal';
import { birthDateInputToIso, birthDateKeys, isoToBirthDateInput, validateBirthDateInput } from '@brokkie/domain/birth-date';
import { todayIsoDate } from '@brokkie/domain/dates';
import { minimumWeightKg } from '@brokkie/domain/feeding-science';
import { parseDecimal, weightExampleKg } from '@brokkie/domain/pet-answers';
import { activityLevels, bodyConditions } from '@brokkie/domain/pet-profile';
import { addValidationIssue } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PlanComparison } from '../../components/plan-comparison.tsx';
import { usePlanPreview } from '../../lib/use-plan-preview.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { PetChangeData } from './pet-change-data.ts';
import { PetChangeFrame } from './pet-change-frame.tsx';
import { usePetChange } from './use-pet-change.ts';
import styles from './pet-health-edit.module.css';

export const conditionKeys = {
  weightFormat: 'pet_health_edit.condition.weight_format',
  weightRange: 'pet_health_edit.condition.weight_range',
  dateFuture: 'pet_health_edit.condition.date_future',
  dateBeforeBirth: 'pet_health_edit.condition.date_before_birth',
} as const;

/** The weighing's kg as typed ('24,5' or '24.5'), or null when it is not a weight the plan can use. */
function weightOf(text: string): number | null {
  const kg = parseDecimal(text);
  return Number.isNaN(kg) || kg < minimumWeightKg || kg > maxAnimalWeightKg ? null : kg;
}

function schemaFor(pet: Animal) {
  return z.object({
    // Empty: no weighing today, only the condition or activity changes.
    weight: z.string().superRefine((value, ctx) => {
      if (value.trim() === '') return;
      if (Number.isNaN(parseDecimal(value))) addValidationIssue(ctx, { key: conditionKeys.weightFormat, params: { example: weightExampleKg } });
      else if (weightOf(value) === null) addValidationIssue(ctx, { key: conditionKeys.weightRange, params: { min: minimumWeightKg, max: maxAnimalWeightKg } });
    }),
    date: z.string().superRefine((value, ctx) => {
      const problem = validateBirthDateInput(value);
      if (problem) addValidationIssue(ctx, problem.key === birthDateKeys.future ? { key: conditionKeys.dateFuture } : problem);
      else if ((birthDateInputToIso(value) ?? '') < pet.dateOfBirth) addValidationIssue(ctx, { key: conditionKeys.dateBeforeBirth });
    }),
    condition: z.enum(bodyConditions),
    activity: z.enum(activityLevels),
  });
}
type Values = z.input<ReturnType<typeof schemaFor>>;

/** The API's fields (a refused weighing's are prefixed) on the form's. */
const fieldOfApi = { weighing_weight: 'weight', weighing_date: 'date', condition: 'condition', activity: 'activity' } as const;

function ConditionForm({ pet, data }: { pet: Animal; data: PetChangeData }) {
  const { t } = useTranslation('pet_health_edit');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const schema = useMemo(() => schemaFor(pet), [pet]);
  const form = useValidatedForm(schema, {
    defaultValues: { weight: '', date: isoToBirthDateInput(todayIsoDate()) ?? '', condition: pet.condition, activity: pet.activity },
  });
  const { submit, busy, error } = usePetChange(pet, form, fieldOfApi, () => form.reset({ ...form.getValues(), weight: '' }));
  const values = form.watch() as Values;
  const kg = weightOf(values.weight);
  const date = validateBirthDateInput(values.date) ? null : birthDateInputToIso(values.date);
  // A weighing older than the latest one goes into the history without changing the pet's weight.
  const weightChanges = kg !== null && date !== null && (data.latestWeighing === null || date >= data.latestWeighing) && kg !== pet.weight;
  const changed = weightChanges || values.condition !== pet.condition || values.activity !== pet.activity;
  const preview = usePlanPreview(
    pet.id,
    { country: data.country, diet: pet },
    changed ? { ...(weightChanges ? { weight: kg } : {}), condition: values.condition, activity: values.activity } : null,
  );
  const decimal = formatNumber(pet.weight, localeTag);

  const save = (parsed: z.output<typeof schema>) => {
    const weight = weightOf(parsed.weight);
    const day = birthDateInputToIso(parsed.date);
    submit({
      intent: 'condition',
      pet: pet.id,
      weighing: weight !== null && day ? { date: day, weight } : null,
      condition: parsed.condition,
      activity: parsed.activity,
      ...(data.country ? { country: data.country } : {}),
    });
  };

  return (
    <Form form={form} onSubmit={save} className={styles.form} aria-label={t('condition.label', { name: pet.name })}>
      <Card as="section" className={styles.section} aria-label={t('condition.weighing_title')}>
        <h2 className={styles.sectionTitle}>{t('condition.weighing_title')}</h2>
        <p className={styles.muted}>{t('condition.weighing_text', { name: pet.name, weight: decimal })}</p>
        <div className={styles.pair}>
          <FormTextField name="weight" label={t('condition.weight')} inputMode="decimal" description={t('condition.weight_hint')} />
          <FormDateField name="date" label={t('condition.date')} description={t('condition.date_hint')} />
        </div>
      </Card>
      <Card as="section" className={styles.section} aria-label={t('condition.condition_title')}>
        <FormRadioGroup
          name="condition"
          label={t('condition.condition_title')}
          description={t('condition.condition_text', { name: pet.name })}
          appearance="cards"
          options={bodyConditions.map((condition) => ({
            value: condition,
            label: t(`conditions.${condition}`),
            description: t(`conditions.${condition}_hint`),
          }))}
        />
      </Card>
      <Card as="section" className={styles.section} aria-label={t('condition.activity_title')}>
        <FormRadioGroup
          name="activity"
          label={t('condition.activity_title')}
          appearance="cards"
          options={activityLevels.map((level) => ({ value: level, label: t(`activities.${level}`) }))}
        />
      </Card>
      {changed && preview && <PlanComparison before={preview.current} after={preview.preview} intervalWeeks={preview.interval_weeks} />}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy} isDisabled={!changed && kg === null}>
          {t('save')}
        </Button>
        <ButtonLink variant="ghost" to={localize(`/e-health/pet-passport?pet=${pet.id}`)}>
          {t('to_passport')}
        </ButtonLink>
      </div>
    </Form>
  );
}

/**
 * /e-health/edit-pet-condition: a weighing (kept in the pet's weight history; the newest is its
 * weight), its body condition and its activity. As they change, the plan and price now and after
 * are shown; "Save" changes the pet and its deliveries follow the new plan.
 */
export function ConditionPage({ data }: { data: PetChangeData }) {
  const { t } = useTranslation('pet_health_edit');
  return (
    <PetChangeFrame page="e-health-edit-pet-condition" intro={t('condition.intro')} data={data}>
      {(pet) => <ConditionForm key={pet.id} pet={pet} data={data} />}
    </PetChangeFrame>
  );
}
