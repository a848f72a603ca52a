import { useState } from 'react';
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
import { parseDate, type CalendarDate } from '@internationalized/date';
import { TruckIcon } from '../../components/icons.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { CalendarMonthHeader } from '../../components/calendar-month-header.tsx';
import styles from './e-health-reminders.module.css';

/** What a day of the calendar holds. */
export interface DayMarks {
  due: number;
  overdue: number;
  done: number;
  delivery: boolean;
  cutOff: boolean;
}

/**
 * The planner's month: a grid of days (arrow keys move between them, Page Up/Down between
 * months), today marked, each day's reminders as dots of their status and a delivery as a truck,
 * all named in the day's accessible name too. Picking a day shows it in the agenda; another
 * month (its buttons, or the keys) is the page's `onMonthChange`, which reads that month.
 */
export function PlannerCalendar({
  month,
  today,
  marks,
  selected,
  onSelect,
  onMonthChange,
}: {
  /** YYYY-MM */
  month: string;
  today: string;
  marks: Record<string, DayMarks>;
  selected: string | null;
  onSelect: (day: string) => void;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation('e_health_reminders');
  const { localeTag } = useShellData();
  const start = today.startsWith(month) ? today : `${month}-01`;
  // The focused day moves at once; the month's data follows through the address.
  const [focused, setFocused] = useState<CalendarDate>(() => parseDate(selected && selected.startsWith(month) ? selected : start));
  const [focusedMonth, setFocusedMonth] = useState(month);
  if (focusedMonth !== month) {
    setFocusedMonth(month);
    if (focused.toString().slice(0, 7) !== month) setFocused(parseDate(start));
  }

  const describe = (day: string): string => {
    const mark = marks[day];
    if (!mark) return '';
    const parts: string[] = [];
    const reminders = mark.due + mark.overdue + mark.done;
    if (reminders > 0) parts.push(t('calendar.reminders', { count: reminders }));
    if (mark.overdue > 0) parts.push(t('calendar.overdue', { count: mark.overdue }));
    if (mark.done > 0) parts.push(t('calendar.done', { count: mark.done }));
    if (mark.delivery) parts.push(t('calendar.delivery'));
    if (mark.cutOff) parts.push(t('calendar.cut_off'));
    return parts.join(', ');
  };

  return (
    <I18nProvider locale={localeTag}>
      <Calendar
        aria-label={t('calendar.label')}
        className={styles.calendar}
        value={selected ? parseDate(selected) : null}
        onChange={(date: DateValue) => onSelect(date.toString())}
        focusedValue={focused}
        onFocusChange={(date: CalendarDate) => {
          setFocused(date);
          const next = date.toString().slice(0, 7);
          if (next !== month) onMonthChange(next);
        }}
        firstDayOfWeek="mon"
      >
        <CalendarMonthHeader />
        <CalendarGrid className={styles.calendarGrid} weekdayStyle="short">
          <CalendarGridHeader>{(day) => <CalendarHeaderCell className={styles.calendarWeekday}>{day}</CalendarHeaderCell>}</CalendarGridHeader>
          <CalendarGridBody>
            {(date) => {
              const day = date.toString();
              const mark = marks[day];
              const said = describe(day);
              return (
                <CalendarCell
                  date={date}
                  className={styles.calendarCell}
                  data-overdue={mark && mark.overdue > 0 ? true : undefined}
                  // React Aria's own name of the day (its date, "today", "selected") is extended with what it holds.
                  render={(props) => <div {...props} aria-label={said ? `${props['aria-label']}: ${said}` : props['aria-label']} />}
                >
                  {({ formattedDate }) => (
                    <>
                      <span className={styles.cellDay}>{formattedDate}</span>
                      {mark && (
                        <span className={styles.cellMarks} aria-hidden="true">
                          {mark.overdue > 0 && <span className={`${styles.markDot} ${styles.markOverdue}`} />}
                          {mark.due > 0 && <span className={`${styles.markDot} ${styles.markDue}`} />}
                          {mark.done > 0 && <span className={`${styles.markDot} ${styles.markDone}`} />}
                          {(mark.delivery || mark.cutOff) && <TruckIcon size={12} className={styles.markTruck} />}
                        </span>
                      )}
                    </>
                  )}
                </CalendarCell>
              );
            }}
          </CalendarGridBody>
        </CalendarGrid>
      </Calendar>
    </I18nProvider>
  );
}
