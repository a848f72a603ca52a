import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { birthDateInputToIso, validateBirthDateInput } from '@brokkie/domain/birth-date';
import { validatePostalCode } from '@brokkie/domain/postal-codes';
import { addValidationIssue, email, max, required, zodRule } from '@brokkie/domain/validation-rules';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import fieldStyles from '../../components/field.module.css';
import styles from './design.module.css';

const nameMaxLength = 40;

function demoSchema(countryShortName: string) {
  return z.object({
    name: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, nameMaxLength)),
    email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
    postalCode: z.string().superRefine((value, ctx) => addValidationIssue(ctx, required(value) ?? validatePostalCode(countryShortName, value))),
    birthDate: z.string().superRefine((value, ctx) => addValidationIssue(ctx, validateBirthDateInput(value))),
    petType: z.string().nullable().superRefine(zodRule(required)),
    food: z.string().nullable().superRefine(zodRule(required)),
    terms: z.boolean().superRefine(zodRule(required)),
  });
}

/**
 * The form fields at work with the real rules of §5: validation on blur and committed changes,
 * translated messages, the country's postal-code rule and a DD-MM-YYYY date sent as YYYY-MM-DD.
 */
export function DemoForm({ countryShortName }: { countryShortName: string }) {
  const { t } = useTranslation('design');
  const schema = useMemo(() => demoSchema(countryShortName), [countryShortName]);
  const form = useValidatedForm(schema, {
    defaultValues: { name: '', email: '', postalCode: '', birthDate: '', petType: null, food: null, terms: false },
  });

  return (
    <Form
      form={form}
      className={fieldStyles.fields}
      aria-labelledby="design-form-title"
      onSubmit={(values) => {
        toast.success(t('form.valid_title'), t('form.valid_text', { date: birthDateInputToIso(values.birthDate) ?? '' }));
      }}
    >
      <div className={styles.formGrid}>
        <FormTextField name="name" label={t('form.name')} autoComplete="given-name" isRequired description={t('form.name_hint', { count: nameMaxLength })} />
        <FormTextField name="email" label={t('form.email')} type="email" autoComplete="email" isRequired />
        <FormTextField
          name="postalCode"
          label={t('form.postal_code')}
          autoComplete="postal-code"
          isRequired
          description={t('form.postal_code_hint', { country: countryShortName })}
        />
        <FormDateField name="birthDate" label={t('form.birth_date')} isRequired />
      </div>
      <FormRadioGroup
        name="petType"
        label={t('form.pet_type')}
        appearance="cards"
        orientation="horizontal"
        isRequired
        options={[
          { value: 'dog', label: t('form.dog'), description: t('form.dog_hint') },
          { value: 'cat', label: t('form.cat'), description: t('form.cat_hint') },
        ]}
      />
      <FormSelectField
        name="food"
        label={t('form.food')}
        placeholder={t('form.food_placeholder')}
        isRequired
        options={[
          { value: 'dry', label: t('form.food_dry') },
          { value: 'wet', label: t('form.food_wet') },
          { value: 'mixed', label: t('form.food_mixed') },
        ]}
      />
      <FormCheckbox name="terms" isRequired>
        {t('form.terms')}
      </FormCheckbox>
      <div className={styles.formActions}>
        <Button type="submit" iconStart={<CheckIcon />}>
          {t('form.submit')}
        </Button>
        <Button type="button" variant="ghost" onPress={() => form.reset()}>
          {t('form.reset')}
        </Button>
      </div>
    </Form>
  );
}
