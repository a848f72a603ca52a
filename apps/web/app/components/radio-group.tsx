import type { ReactNode, Ref } from 'react';
import { Radio, RadioGroup as AriaRadioGroup, Text, type RadioGroupProps as AriaRadioGroupProps } from 'react-aria-components';
import { FieldErrorText, FieldLabel } from './field-parts.tsx';
import styles from './field.module.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'children' | 'validationBehavior' | 'value' | 'onChange' | 'style'> {
  label: ReactNode;
  options: RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** `cards`: each option is a large tappable tile; `list`: classic radio buttons. */
  appearance?: 'list' | 'cards';
  /** Receives the first radio input, so a failed submit can move focus to the group. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

export function RadioGroup({
  label,
  options,
  value,
  onChange,
  description,
  errorMessage,
  appearance = 'list',
  inputRef,
  className,
  isInvalid,
  ...props
}: RadioGroupProps) {
  const invalid = isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '');
  return (
    <AriaRadioGroup
      {...props}
      value={value}
      onChange={onChange}
      isInvalid={invalid}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <div className={appearance === 'cards' ? styles.cards : styles.radioList} data-orientation={props.orientation}>
        {options.map((option, index) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            inputRef={index === 0 ? inputRef : undefined}
            className={styles.choice}
          >
            <span className={styles.dot} />
            <span className={styles.choiceText}>
              <span>{option.label}</span>
              {option.description && <span className={styles.choiceDescription}>{option.description}</span>}
            </span>
          </Radio>
        ))}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}
