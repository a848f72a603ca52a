import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';
import { DateField, type DateFieldProps } from './date-field.tsx';
import { useFieldValidation } from './form.tsx';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';
import { SelectField, type SelectFieldProps } from './select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { translateValidationMessage, type FieldErrorWithParams } from './validation-message.ts';

/**
 * The form fields bound to the surrounding `<Form>` by name. Each validates per §5 through
 * `useFieldValidation` (blur and committed changes, 5 ms debounce) and shows its error translated.
 */
/**
 * `validateOn` says what a change is: 'input' for typed text (validated after the debounce),
 * 'commit' for a choice that is complete at once (a select, a checkbox, a radio).
 */
function useBoundField(name: string, validateOn: 'input' | 'commit') {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validation = useFieldValidation(name);
  const { t } = useTranslation();
  const error = fieldState.error as FieldErrorWithParams | undefined;
  const errorMessage = error ? translateValidationMessage(t, error.message, error.params) : undefined;
  const onChange = (value: unknown) => {
    field.onChange(value);
    if (validateOn === 'input') validation.onInput();
    else validation.onCommit();
  };
  const onBlur = () => {
    field.onBlur();
    validation.onBlur();
  };
  return { field, validation, errorMessage, onChange, onBlur };
}

type Bound<P, Omitted extends keyof P> = Omit<P, Omitted> & { name: string };

export function FormTextField({ name, ...props }: Bound<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'>) {
  const { field, errorMessage, onChange, onBlur } = useBoundField(name, 'input');
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={field.ref}
      isDisabled={props.isDisabled ?? field.disabled}
      errorMessage={errorMessage}
    />
  );
}

export function FormDateField({ name, ...props }: Bound<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'onComplete' | 'errorMessage' | 'inputRef'>) {
  const { field, validation, errorMessage, onChange, onBlur } = useBoundField(name, 'input');
  return (
    <DateField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={onChange}
      onComplete={validation.onCommit}
      onBlur={onBlur}
      inputRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}

export function FormSelectField({ name, ...props }: Bound<SelectFieldProps, 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'triggerRef'>) {
  const { field, errorMessage, onChange, onBlur } = useBoundField(name, 'commit');
  return (
    <SelectField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={onChange}
      onBlur={onBlur}
      triggerRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}

export function FormCheckbox({ name, ...props }: Bound<CheckboxProps, 'isSelected' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'>) {
  const { field, errorMessage, onChange, onBlur } = useBoundField(name, 'commit');
  return (
    <Checkbox
      {...props}
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}

export function FormRadioGroup({ name, ...props }: Bound<RadioGroupProps, 'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'>) {
  const { field, errorMessage, onChange, onBlur } = useBoundField(name, 'commit');
  return (
    <RadioGroup
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={field.ref}
      errorMessage={errorMessage}
    />
  );
}
