import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldValidation } from './form.tsx';
import { translateValidationMessage, type FieldErrorWithParams } from './validation-message.ts';

/**
 * What every form field bound to the surrounding `<Form>` by name shares: it validates per §5
 * through `useFieldValidation` (blur and committed changes, 5 ms debounce) and shows its error
 * translated. Each bound field has its own module (form-text-field.tsx, …), so that a page loads
 * only the fields it renders.
 *
 * `validateOn` says what a change is: 'input' for typed text (validated after the debounce),
 * 'commit' for a choice that is complete at once (a select, a checkbox, a radio).
 */
export function useBoundField(name: string, validateOn: 'input' | 'commit') {
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

export type Bound<P, Omitted extends keyof P> = Omit<P, Omitted> & { name: string };
