import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  I18nProvider,
  type DateValue,
} from 'react-aria-components';
import { parseDate } from '@internationalized/date';
import { useShellData } from '../shell/shell-data.ts';
import { CalendarMonthHeader } from './calendar-month-header.tsx';
import styles from './delivery-date-calendar.module.css';

export interface DeliveryDateCalendarProps {
  /** The only selectable days, ISO yyyy-mm-dd: every other day (weekend, holiday, out of range) is unavailable. */
  offered: string[];
  value: string | null;
  onChange: (iso: string) => void;
  /** The day now planned: marked with a dot and named as such, and its month is shown first. */
  current?: string | null;
  /** Accessible name of the calendar, also shown above it. */
  label: string;
}

/**
 * A month calendar for moving a delivery: only the offered shipping days can be picked, so the
 * customer sees at once which days are possible instead of scanning a long list.
 */
export function DeliveryDateCalendar({ offered, value, onChange, current, label }: DeliveryDateCalendarProps) {
  const { t } = useTranslation('common');
  // React Aria formats with its own locale, not i18next's: without this the server (no navigator)
  // and the browser would disagree and the month and day names would not follow the page language.
  const { localeTag } = useShellData();
  const offeredSet = useMemo(() => new Set(offered), [offered]);
  const sorted = useMemo(() => [...offered].sort(), [offered]);
  const first = sorted[0];
  const last = sorted.at(-1);
  const focusStart = current && offeredSet.has(current) ? current : (value ?? first);

  return (
    <I18nProvider locale={localeTag}>
      <div className={styles.wrapper}>
        {/* The calendar is named by aria-label, so that React Aria puts the shown month after it. */}
        <span className={styles.label} aria-hidden="true">
          {label}
        </span>
        <Calendar
          aria-label={label}
          className={styles.calendar}
          value={value ? parseDate(value) : null}
          onChange={(date: DateValue) => onChange(date.toString())}
          minValue={first ? parseDate(first) : undefined}
          maxValue={last ? parseDate(last) : undefined}
          isDateUnavailable={(date: DateValue) => !offeredSet.has(date.toString())}
          defaultFocusedValue={focusStart ? parseDate(focusStart) : undefined}
          // Belgian and Dutch shipping weeks start on Monday, also for the English pages ('en' would start on Sunday).
          firstDayOfWeek="mon"
        >
          <CalendarMonthHeader />
          <CalendarGrid className={styles.grid} weekdayStyle="short">
            <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
            <CalendarGridBody>
              {(date) => {
                const isCurrent = date.toString() === current;
                return (
                  <CalendarCell
                    date={date}
                    className={styles.cell}
                    data-current={isCurrent || undefined}
                    // React Aria's own cell name (full date, "selected", "today") is kept and only extended,
                    // because visually hidden text inside the cell would be overridden by its aria-label.
                    render={(props) => <div {...props} aria-label={isCurrent ? `${props['aria-label']} ${t('calendar.current')}` : props['aria-label']} />}
                  >
                    {({ formattedDate }) => (
                      <>
                        <span>{formattedDate}</span>
                        {isCurrent && <span className={styles.dot} aria-hidden="true" />}
                      </>
                    )}
                  </CalendarCell>
                );
              }}
            </CalendarGridBody>
          </CalendarGrid>
        </Calendar>
        {current && (
          <p className={styles.legend} aria-hidden="true">
            <span className={styles.legendDot} />
            {t('calendar.current_legend')}
          </p>
        )}
      </div>
    </I18nProvider>
  );
}
