import type { ReactNode, Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { AlertIcon } from './icons.tsx';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'children' | 'validationBehavior' | 'style'> {
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
}

/** A labelled text input with help text and an error message, wired for assistive technology. */
export function TextField({ label, description, errorMessage, placeholder, icon, multiline, inputRef, className, isInvalid, ...props }: TextFieldProps) {
  const invalid = isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '');
  return (
    <AriaTextField
      {...props}
      isInvalid={invalid}
      // Our schemas validate; the browser's bubbles would contradict them.
      validationBehavior="aria"
      className={[styles.field, icon && styles.withIcon, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.control}>
        {multiline ? (
          <TextArea ref={inputRef} className={styles.input} placeholder={placeholder} />
        ) : (
          <Input ref={inputRef} className={styles.input} placeholder={placeholder} />
        )}
        {icon && <span className={styles.controlIcon}>{icon}</span>}
      </div>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}

/** The label of a React Aria field, with a required marker that is not read out (aria-required is). */
export function FieldLabel({ isRequired, children }: { isRequired?: boolean; children: ReactNode }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** The error slot of a React Aria field: shown only while the field is invalid. */
export function FieldErrorText({ children }: { children: ReactNode }) {
  return (
    <FieldError className={styles.error}>
      <AlertIcon />
      <span>{children}</span>
    </FieldError>
  );
}
