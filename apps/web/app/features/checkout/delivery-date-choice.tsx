import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldValidation } from '../../components/form.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { translateValidationMessage, type FieldErrorWithParams } from '../../components/validation-message.ts';
import { formatDeliveryDay } from './delivery-day.ts';
import fieldStyles from '../../components/field.module.css';
import styles from './checkout.module.css';

/** Dates shown before "more dates": two working weeks, enough for nearly everyone. */
export const initiallyShownDates = 10;

/**
 * The delivery day, chosen among the days the API offers (delivery days of the country: no
 * weekends, no public holidays, after the shipping days), as a group of native radio buttons in a
 * fieldset: arrow keys move between days, and a day that is not offered cannot be picked at all.
 */
export function DeliveryDateChoice({ name, dates, localeTag }: { name: string; dates: readonly string[]; localeTag: string }) {
  const { t } = useTranslation('checkout');
  const { t: tAny } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validation = useFieldValidation(name);
  const errorId = useId();
  const hintId = useId();
  const value = (field.value as string | null) ?? null;
  const chosenIndex = value ? dates.indexOf(value) : -1;
  const [showAll, setShowAll] = useState(chosenIndex >= initiallyShownDates);
  // "More dates" disappears when pressed: focus moves on to the first day it revealed.
  const [revealed, setRevealed] = useState(false);
  const firstRevealed = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (revealed) firstRevealed.current?.focus();
  }, [revealed]);
  const shown = showAll ? dates : dates.slice(0, initiallyShownDates);
  const error = fieldState.error as FieldErrorWithParams | undefined;
  const errorMessage = error ? translateValidationMessage(tAny, error.message, error.params) : undefined;
  const describedBy = [hintId, errorMessage ? errorId : ''].filter(Boolean).join(' ');
  // The radio that takes focus when the group is reached by a failed submit: the chosen one, else the first.
  const focusIndex = chosenIndex >= 0 && chosenIndex < shown.length ? chosenIndex : 0;

  return (
    <fieldset className={styles.dateFieldset} aria-describedby={describedBy} aria-invalid={errorMessage ? true : undefined}>
      <legend className={styles.sectionTitle}>{t('date.legend')}</legend>
      <p id={hintId} className={styles.sectionHint}>
        {t('date.hint')}
      </p>
      {dates.length === 0 ? (
        <p className={styles.emptyDates}>{t('date.none')}</p>
      ) : (
        <div className={styles.dateGrid}>
          {shown.map((date, index) => (
            <label key={date} className={styles.dateTile} data-selected={date === value || undefined}>
              <input
                type="radio"
                className={styles.dateRadio}
                name={field.name}
                value={date}
                checked={date === value}
                ref={(element) => {
                  if (index === focusIndex) field.ref(element);
                  if (index === initiallyShownDates) firstRevealed.current = element;
                }}
                onChange={() => {
                  field.onChange(date);
                  validation.onCommit();
                }}
                onBlur={() => {
                  field.onBlur();
                  validation.onBlur();
                }}
                aria-label={index === 0 ? `${formatDeliveryDay(date, localeTag, 'long')}, ${t('date.earliest')}` : formatDeliveryDay(date, localeTag, 'long')}
              />
              <span className={styles.dateWeekday} aria-hidden="true">
                {formatDeliveryDay(date, localeTag, 'tile-weekday')}
              </span>
              <span className={styles.dateDay} aria-hidden="true">
                {formatDeliveryDay(date, localeTag, 'tile-day')}
              </span>
              <span className={styles.dateMonth} aria-hidden="true">
                {formatDeliveryDay(date, localeTag, 'tile-month')}
              </span>
              {index === 0 && (
                <span className={styles.dateBadge} aria-hidden="true">
                  {t('date.earliest')}
                </span>
              )}
            </label>
          ))}
        </div>
      )}
      {!showAll && dates.length > initiallyShownDates && (
        <button
          type="button"
          className={styles.moreDates}
          onClick={() => {
            setShowAll(true);
            setRevealed(true);
          }}
        >
          {t('date.more', { count: dates.length - initiallyShownDates })}
        </button>
      )}
      {errorMessage && (
        <p id={errorId} className={fieldStyles.error}>
          <AlertIcon />
          <span>{errorMessage}</span>
        </p>
      )}
    </fieldset>
  );
}
