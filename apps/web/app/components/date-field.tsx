import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { CalendarIcon } from './icons.tsx';

/**
 * Shapes typed digits into DD-MM-YYYY: the dashes appear as the next part starts, so deleting
 * back over a dash works as expected and pasted dates in other separators are accepted.
 */
export function formatDayMonthYear(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

export const dayMonthYearLength = 'DD-MM-YYYY'.length;

/** The day the hint shows as an example of how to type one; the same in every language (§5). */
export const dayMonthYearExample = '24-06-2021';

export interface DateFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'multiline' | 'icon'> {
  /** The date as typed, DD-MM-YYYY (convert with `birthDateInputToIso` before sending). */
  value: string;
  onChange: (value: string) => void;
  /** Called when a full DD-MM-YYYY date has been typed: a committed change. */
  onComplete?: (value: string) => void;
}

/**
 * A day entered as DD-MM-YYYY (§5), e.g. a pet's birth date. A plain text field with a numeric
 * keyboard: faster to type than a calendar for dates years ago, and the same in every locale.
 */
export function DateField({ value, onChange, onComplete, placeholder, description, ...props }: DateFieldProps) {
  const { t } = useTranslation('common');
  return (
    <TextField
      {...props}
      value={value}
      inputMode="numeric"
      autoComplete={props.autoComplete ?? 'off'}
      maxLength={dayMonthYearLength}
      placeholder={placeholder ?? t('date_placeholder')}
      description={description ?? t('date_format_hint', { example: dayMonthYearExample })}
      icon={<CalendarIcon />}
      onChange={(raw) => {
        const formatted = formatDayMonthYear(raw);
        onChange(formatted);
        if (formatted.length === dayMonthYearLength && formatted !== value) onComplete?.(formatted);
      }}
    />
  );
}
