import { useId, type ReactNode, type Ref } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';
import { FieldErrorMessage } from './text-field.tsx';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'children' | 'validationBehavior' | 'style'> {
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A checkbox with its label beside it, an optional help line and error message. */
export function Checkbox({ children, description, errorMessage, inputRef, className, isInvalid, ...props }: CheckboxProps) {
  const descriptionId = useId();
  const errorId = useId();
  const hasError = errorMessage !== undefined && errorMessage !== null && errorMessage !== '';
  const describedBy = [description && descriptionId, hasError && errorId, props['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <AriaCheckbox
        {...props}
        inputRef={inputRef}
        isInvalid={isInvalid || hasError}
        validationBehavior="aria"
        aria-describedby={describedBy || undefined}
        className={styles.choice}
      >
        {({ isSelected }) => (
          <>
            <span className={styles.box}>{isSelected && <CheckIcon />}</span>
            <span className={styles.choiceText}>
              <span>{children}</span>
              {description && (
                <span id={descriptionId} className={styles.choiceDescription}>
                  {description}
                </span>
              )}
            </span>
          </>
        )}
      </AriaCheckbox>
      {hasError && <FieldErrorMessage id={errorId}>{errorMessage}</FieldErrorMessage>}
    </div>
  );
}
