import { useBoundField, type Bound } from './bound-field.ts';
import { DateField, type DateFieldProps } from './date-field.tsx';

/** The date field bound to the surrounding `<Form>` by name (see bound-field.ts). */
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
