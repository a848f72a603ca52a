import { useBoundField, type Bound } from './bound-field.ts';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

/** The select field bound to the surrounding `<Form>` by name (see bound-field.ts). */
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
