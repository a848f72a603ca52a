import { useBoundField, type Bound } from './bound-field.ts';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

/** The checkbox bound to the surrounding `<Form>` by name (see bound-field.ts). */
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
