import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  type Key,
  type SelectProps,
} from 'react-aria-components';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import { FieldErrorText, FieldLabel } from './field-parts.tsx';
import styles from './field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<SelectProps<SelectOption>, 'className' | 'children' | 'validationBehavior' | 'value' | 'onChange' | 'style'> {
  label: ReactNode;
  options: SelectOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  triggerRef?: Ref<HTMLButtonElement>;
  className?: string;
}

/** A labelled dropdown of options (React Aria Select: keyboard, type-ahead, screen readers). */
export function SelectField({ label, options, value, onChange, description, errorMessage, triggerRef, className, isInvalid, ...props }: SelectFieldProps) {
  const invalid = isInvalid || (errorMessage !== undefined && errorMessage !== null && errorMessage !== '');
  return (
    <Select
      {...props}
      value={value}
      onChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      isInvalid={invalid}
      validationBehavior="aria"
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton ref={triggerRef} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </AriaButton>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={styles.popover} offset={6}>
        <ListBox className={styles.listbox} items={options}>
          {(option) => (
            <ListBoxItem id={option.value} textValue={option.label} isDisabled={option.isDisabled} className={styles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected && <CheckIcon size={18} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
