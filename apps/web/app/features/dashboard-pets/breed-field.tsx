import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnimalType } from '@brokkie/domain/pet-profile';
import { BreedComboBox, type BreedChoice } from '../../components/breed-combo-box.tsx';
import { useFieldValidation } from '../../components/form.tsx';
import { translateValidationMessage, type FieldErrorWithParams } from '../../components/validation-message.ts';

/** The breed search of the pet profile, bound to the surrounding form by name. */
export function BreedField({ name, type, label, isRequired }: { name: 'breed_1' | 'breed_2'; type: AnimalType; label: string; isRequired?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validation = useFieldValidation(name);
  const error = fieldState.error as FieldErrorWithParams | undefined;
  return (
    <BreedComboBox
      type={type}
      label={label}
      selected={field.value as BreedChoice | null}
      onSelect={(breed) => {
        field.onChange(breed);
        validation.onCommit();
      }}
      onBlur={() => {
        field.onBlur();
        validation.onBlur();
      }}
      errorMessage={error ? translateValidationMessage(t, error.message, error.params) : undefined}
      {...(isRequired ? { isRequired } : {})}
      inputRef={field.ref}
      texts={{
        placeholder: t(`dashboard_pets:form.breed_placeholder_${type}`),
        show: t('dashboard_pets:form.breed_show'),
        loading: t('dashboard_pets:form.breed_loading'),
        failed: t('dashboard_pets:form.breed_failed'),
        none: t('dashboard_pets:form.breed_none'),
      }}
    />
  );
}
