import { useBoundField, type Bound } from './bound-field.ts';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** The text field bound to the surrounding `<Form>` by name (see bound-field.ts). */
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
