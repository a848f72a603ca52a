import { useId, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { AlertIcon } from './icons.tsx';
import styles from './field.module.css';

export interface TextFieldProps {
  label: ReactNode;
  /** Help under the field. */
  description?: ReactNode;
  /** A translated message; when set the field is invalid and tells assistive technology why. */
  errorMessage?: ReactNode;
  placeholder?: string;
  /** An icon at the end of the input (e.g. a calendar for dates). */
  icon?: ReactNode;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  className?: string;
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  minLength?: number;
  autoFocus?: boolean;
  spellCheck?: boolean | 'true' | 'false';
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  'aria-label'?: string;
}

/**
 * A labelled text input with help text and an error message, wired for assistive technology: the
 * label names it, the help and the error describe it, aria-invalid and aria-required say its state.
 * Native elements rather than React Aria's field (decision 0019): the sign-in and sign-up pages are
 * made of these, and React Aria's field brought its whole interaction layer to their first load.
 * Our schemas validate, so the browser's own constraint bubbles are never used.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  multiline,
  inputRef,
  className,
  id,
  onChange,
  isRequired,
  isDisabled,
  isReadOnly,
  isInvalid,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const invalid = isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '');
  const descriptionId = description ? `${inputId}-description` : undefined;
  const errorId = invalid ? `${inputId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const controlProps = {
    ...input,
    ref: inputRef,
    id: inputId,
    className: styles.input,
    placeholder,
    disabled: isDisabled,
    readOnly: isReadOnly,
    'aria-invalid': invalid || undefined,
    'aria-required': isRequired || undefined,
    'aria-describedby': describedBy,
    'data-invalid': invalid || undefined,
    'data-disabled': isDisabled || undefined,
    onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
  };
  return (
    <div
      className={[styles.field, icon && styles.withIcon, className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {isRequired && <RequiredMarker />}
      </label>
      <div className={styles.control}>
        {multiline ? <textarea {...controlProps} /> : <input {...controlProps} />}
        {icon && <span className={styles.controlIcon}>{icon}</span>}
      </div>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      {invalid && <FieldErrorMessage id={errorId}>{errorMessage}</FieldErrorMessage>}
    </div>
  );
}

/**
 * A field's error under it, named by its id in the control's `aria-describedby` (text fields,
 * native radio groups, checkboxes); React Aria's own fields use `FieldErrorText` of field-parts.tsx.
 */
export function FieldErrorMessage({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <span id={id} className={styles.error}>
      <AlertIcon />
      <span>{children}</span>
    </span>
  );
}

/** The asterisk after a required field's label; assistive technology hears aria-required instead. */
export function RequiredMarker() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}
