import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input, Text, TextField as AriaTextField } from 'react-aria-components';
import { useFieldValidation } from '../../components/form.tsx';
import { FieldErrorText, FieldLabel } from '../../components/field-parts.tsx';
import { translateValidationMessage, type FieldErrorWithParams } from '../../components/validation-message.ts';
import fieldStyles from '../../components/field.module.css';
import styles from './checkout.module.css';

/**
 * The phone number with the country's telephone code in front (§3 telephone_code): the customer
 * types the national number; a number typed with its own + code is kept as it is.
 */
export function PhoneField({ name, label, telephoneCode, description }: { name: string; label: string; telephoneCode: string; description: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validation = useFieldValidation(name);
  const error = fieldState.error as FieldErrorWithParams | undefined;
  const errorMessage = error ? translateValidationMessage(t, error.message, error.params) : undefined;
  return (
    <AriaTextField
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        validation.onInput();
      }}
      onBlur={() => {
        field.onBlur();
        validation.onBlur();
      }}
      type="tel"
      autoComplete="tel-national"
      inputMode="tel"
      isRequired
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <FieldLabel isRequired>{label}</FieldLabel>
      <div className={`${fieldStyles.control} ${styles.phoneControl}`}>
        {telephoneCode && (
          <span className={styles.phonePrefix} aria-hidden="true">
            {telephoneCode}
          </span>
        )}
        <Input ref={field.ref} className={`${fieldStyles.input} ${telephoneCode ? styles.phoneInput : ''}`} />
      </div>
      <Text slot="description" className={fieldStyles.description}>
        {description}
      </Text>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
