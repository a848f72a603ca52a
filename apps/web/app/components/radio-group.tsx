import { useId, type FocusEvent, type ReactNode, type Ref } from 'react';
import { FieldErrorMessage, RequiredMarker } from './text-field.tsx';
import styles from './field.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  description?: ReactNode;
  /** A translated message; when set the group is invalid and tells assistive technology why. */
  errorMessage?: ReactNode;
  /** `cards`: each option is a large tappable tile; `list`: classic radio buttons. */
  appearance?: 'list' | 'cards';
  orientation?: 'horizontal' | 'vertical';
  /** Receives the first radio input, so a failed submit can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  /** The inputs' shared name (one is generated otherwise: the browser groups radios by name). */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  className?: string;
}

/**
 * A labelled group of radio buttons with help text and an error message. Native inputs sharing one
 * name rather than React Aria's group (decision 0021, as 0019 did for buttons and text fields): the
 * browser gives the arrow keys, the single tab stop and the form semantics, and the dashboard's first
 * load no longer carries React Aria's interaction layer. The label is the focusable input's own
 * (the whole tile is its label); `data-selected`, `data-disabled` and `data-invalid` carry the state
 * to the styles that the checkbox shares.
 */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  onBlur,
  description,
  errorMessage,
  appearance = 'list',
  orientation = 'vertical',
  inputRef,
  name,
  isRequired,
  isDisabled,
  isInvalid,
  className,
}: RadioGroupProps) {
  const id = useId();
  const invalid = isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '');
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      aria-required={isRequired || undefined}
      aria-invalid={invalid || undefined}
      aria-disabled={isDisabled || undefined}
      aria-orientation={orientation}
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={invalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <span id={labelId} className={styles.label}>
        {label}
        {isRequired && <RequiredMarker />}
      </span>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
      <div className={appearance === 'cards' ? styles.cards : styles.radioList} data-orientation={orientation}>
        {options.map((option, index) => {
          const selected = option.value === value;
          const disabled = isDisabled || option.isDisabled;
          return (
            <label
              key={option.value}
              className={styles.choice}
              data-selected={selected || undefined}
              data-disabled={disabled || undefined}
              data-invalid={invalid || undefined}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                className="visually-hidden"
                name={name ?? id}
                value={option.value}
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.choiceText}>
                <span>{option.label}</span>
                {option.description && <span className={styles.choiceDescription}>{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
      {invalid && <FieldErrorMessage id={errorId}>{errorMessage}</FieldErrorMessage>}
    </div>
  );
}
