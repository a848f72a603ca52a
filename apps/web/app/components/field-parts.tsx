import type { ReactNode } from 'react';
import { FieldError, Label } from 'react-aria-components';
import { AlertIcon } from './icons.tsx';
import { RequiredMarker } from './text-field.tsx';
import styles from './field.module.css';

/** The label of a React Aria field, with a required marker that is not read out (aria-required is). */
export function FieldLabel({ isRequired, children }: { isRequired?: boolean; children: ReactNode }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && <RequiredMarker />}
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
