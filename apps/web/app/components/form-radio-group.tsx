import { useBoundField, type Bound } from './bound-field.ts';
import { RadioGroup, type RadioGroupProps } from './radio-group.tsx';

/** The radio group bound to the surrounding `<Form>` by name (see bound-field.ts). */
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
