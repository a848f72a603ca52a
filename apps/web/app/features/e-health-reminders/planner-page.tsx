import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import type { ReminderOccurrence } from '@brokkie/contracts/reminder';
import { formatDate } from '@brokkie/domain/format';
import { todayIsoDate } from '@brokkie/domain/dates';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { PlusIcon, TruckIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { OccurrenceItem } from './occurrence-item.tsx';
import { PlannerCalendar, type DayMarks } from './planner-calendar.tsx';
import { shiftMonth, type PlannerData, type PlannerDelivery } from './planner-data.ts';
import cardStyles from '../../components/card.module.css';
import styles from './e-health-reminders.module.css';

type AgendaEntry =
  { kind: 'occurrence'; occurrence: ReminderOccurrence } | { kind: 'delivery'; delivery: PlannerDelivery } | { kind: 'cut_off'; delivery: PlannerDelivery };

const noon = (day: string) => `${day}T12:00:00Z`;

/** The Brussels day of an instant. */
const dayOf = (instant: string) => todayIsoDate(instant);

/**
 * /e-health/pet-care-planner: the month's calendar beside an agenda of every occurrence of every
 * reminder (or one pet's), with the household's deliveries and the moment each box stops being
 * changeable. The month, the agenda's range and the pet are the address's (?month=, ?from=&to=,
 * ?pet=), so the loader reads them and the page can be linked. Below, the calendar feed.
 */
export function PlannerPage({ data }: { data: PlannerData }) {
  const { t } = useTranslation('e_health_reminders');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(data.markDone?.date ?? null);
  const [selectedOf, setSelectedOf] = useState(data.month);
  if (selectedOf !== data.month) {
    setSelectedOf(data.month);
    if (selected && !selected.startsWith(data.month)) setSelected(null);
  }

  const petsById = useMemo(() => new Map(data.pets.map((pet) => [pet.url, pet])), [data.pets]);
  const address = (change: Record<string, string | null>) => {
    const params = new URLSearchParams();
    const next = { month: data.month, pet: data.petId === null ? null : String(data.petId), ...change };
    for (const [name, value] of Object.entries(next)) if (value) params.set(name, value);
    return `${localize('/e-health/pet-care-planner')}?${params.toString()}`;
  };
  const newReminder = (day?: string | null) => {
    const params = new URLSearchParams({ back: '/e-health/pet-care-planner' });
    if (data.petId !== null) params.set('pet', String(data.petId));
    if (day) params.set('date', day);
    return `${localize('/e-health/new-reminder')}?${params.toString()}`;
  };

  // Every day's marks for the calendar: reminders by status, a delivery, a cut-off.
  const marks = useMemo(() => {
    const byDay: Record<string, DayMarks> = {};
    const mark = (day: string) => (byDay[day] ??= { due: 0, overdue: 0, done: 0, delivery: false, cutOff: false });
    for (const occurrence of data.occurrences) mark(occurrence.date)[occurrence.status] += 1;
    for (const delivery of data.deliveries) {
      mark(delivery.date).delivery = true;
      if (delivery.cutOffAt) mark(dayOf(delivery.cutOffAt)).cutOff = true;
    }
    return byDay;
  }, [data.occurrences, data.deliveries]);

  // The agenda's days: the selected day, or the range; deliveries and cut-offs among the reminders.
  const [from, to] = selected ? [selected, selected] : [data.from, data.to];
  const agenda = useMemo(() => {
    const days = new Map<string, AgendaEntry[]>();
    const add = (day: string, entry: AgendaEntry) => {
      if (day < from || day > to) return;
      const list = days.get(day) ?? [];
      list.push(entry);
      days.set(day, list);
    };
    for (const delivery of data.deliveries) {
      if (delivery.cutOffAt) add(dayOf(delivery.cutOffAt), { kind: 'cut_off', delivery });
      add(delivery.date, { kind: 'delivery', delivery });
    }
    for (const occurrence of data.occurrences) add(occurrence.date, { kind: 'occurrence', occurrence });
    return [...days.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [data.occurrences, data.deliveries, from, to]);

  const header = <PageHeader page="e-health-pet-care-planner" intro={t('planner.intro')} />;

  if (data.pets.length === 0) {
    return (
      <PageBody width="wide">
        {header}
        <EmptyState
          title={t('planner.no_pets_title')}
          action={
            <ButtonLink to={localize('/dashboard/pets')} iconStart={<PlusIcon />}>
              {t('planner.no_pets_action')}
            </ButtonLink>
          }
        >
          {t('planner.no_pets_text')}
        </EmptyState>
      </PageBody>
    );
  }

  const rangeTitle = selected
    ? formatDate(noon(selected), localeTag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    : data.customRange
      ? t('agenda.range', {
          from: formatDate(noon(data.from), localeTag, { day: 'numeric', month: 'long' }),
          to: formatDate(noon(data.to), localeTag, { day: 'numeric', month: 'long', year: 'numeric' }),
        })
      : formatDate(noon(`${data.month}-01`), localeTag, { month: 'long', year: 'numeric' });
  const hasReminders = Object.keys(data.reminders).length > 0;

  return (
    <PageBody width="wide">
      {header}
      <div className={styles.toolbar}>
        <ButtonLink to={newReminder(selected)} iconStart={<PlusIcon />}>
          {t('planner.new_reminder')}
        </ButtonLink>
        {data.pets.length > 1 && (
          <nav aria-label={t('planner.filter_label')} className={styles.filter}>
            <ul>
              <li>
                <Link to={address({ pet: null })} aria-current={data.petId === null ? 'page' : undefined} className={styles.filterLink} preventScrollReset>
                  {t('planner.all_pets')}
                </Link>
              </li>
              {data.pets.map((pet) => (
                <li key={pet.id}>
                  <Link
                    to={address({ pet: String(pet.id) })}
                    aria-current={data.petId === pet.id ? 'page' : undefined}
                    className={styles.filterLink}
                    preventScrollReset
                  >
                    {pet.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      <div className={styles.plannerGrid}>
        <div className={styles.calendarColumn}>
          <PlannerCalendar
            month={data.month}
            today={data.today}
            marks={marks}
            selected={selected}
            onSelect={(day) => setSelected((current) => (current === day ? null : day))}
            onMonthChange={(month) => void navigate(address({ month }), { preventScrollReset: true })}
          />
          <ul className={styles.legend} aria-label={t('calendar.legend')}>
            <li>
              <span className={`${styles.markDot} ${styles.markDue}`} aria-hidden="true" />
              {t('status.due')}
            </li>
            <li>
              <span className={`${styles.markDot} ${styles.markOverdue}`} aria-hidden="true" />
              {t('status.overdue')}
            </li>
            <li>
              <span className={`${styles.markDot} ${styles.markDone}`} aria-hidden="true" />
              {t('status.done')}
            </li>
            <li>
              <TruckIcon size={14} className={styles.markTruck} />
              {t('calendar.delivery_legend')}
            </li>
          </ul>
          <div className={styles.monthLinks}>
            <Link to={address({ month: shiftMonth(data.month, -1) })} preventScrollReset className={styles.textLink}>
              {t('calendar.previous', { month: formatDate(noon(`${shiftMonth(data.month, -1)}-01`), localeTag, { month: 'long' }) })}
            </Link>
            {!data.today.startsWith(data.month) && (
              <Link to={address({ month: data.today.slice(0, 7) })} preventScrollReset className={styles.textLink}>
                {t('calendar.this_month')}
              </Link>
            )}
            <Link to={address({ month: shiftMonth(data.month, 1) })} preventScrollReset className={styles.textLink}>
              {t('calendar.next', { month: formatDate(noon(`${shiftMonth(data.month, 1)}-01`), localeTag, { month: 'long' }) })}
            </Link>
          </div>
        </div>

        <section className={`${cardStyles.section} ${styles.agenda}`} aria-labelledby="agenda-heading">
          <div className={styles.agendaHead}>
            <h2 id="agenda-heading">{t('agenda.title', { range: rangeTitle })}</h2>
            {selected && (
              <div className={styles.agendaHeadActions}>
                <ButtonLink size="sm" variant="outline" to={newReminder(selected)} iconStart={<PlusIcon size={16} />}>
                  {t('agenda.add_on_day')}
                </ButtonLink>
                <Button size="sm" variant="ghost" onPress={() => setSelected(null)}>
                  {data.customRange ? t('agenda.show_range') : t('agenda.show_month')}
                </Button>
              </div>
            )}
          </div>
          {!hasReminders && (
            <EmptyState
              title={t('agenda.no_reminders_title')}
              action={
                <div className={styles.emptyActions}>
                  <ButtonLink to={newReminder(null)} iconStart={<PlusIcon />}>
                    {t('planner.new_reminder')}
                  </ButtonLink>
                  <ButtonLink to={localize('/e-health')} variant="outline">
                    {t('agenda.see_suggestions')}
                  </ButtonLink>
                </div>
              }
            >
              {t('agenda.no_reminders_text')}
            </EmptyState>
          )}
          {data.deliveriesUnavailable && <Alert tone="warning">{t('agenda.deliveries_unavailable')}</Alert>}
          {hasReminders && agenda.length === 0 && <p className={styles.muted}>{selected ? t('agenda.nothing_on_day') : t('agenda.nothing')}</p>}
          {agenda.length > 0 && (
            <ol className={styles.days}>
              {agenda.map(([day, entries]) => (
                <li key={day} className={styles.day}>
                  <h3 className={styles.dayTitle}>
                    {formatDate(noon(day), localeTag, { weekday: 'long', day: 'numeric', month: 'long' })}
                    {day === data.today && <span className={styles.todayTag}>{t('agenda.today')}</span>}
                  </h3>
                  <ul className={styles.entries}>
                    {entries.map((entry) =>
                      entry.kind === 'occurrence' ? (
                        <OccurrenceItem
                          key={`${entry.occurrence.reminder}${entry.occurrence.date}`}
                          occurrence={entry.occurrence}
                          reminder={data.reminders[entry.occurrence.reminder]}
                          pet={petsById.get(entry.occurrence.animal)}
                          note={entry.occurrence.completion ? data.notes[entry.occurrence.completion] : undefined}
                          openDone={
                            data.markDone !== null &&
                            idFromResourceUrl(entry.occurrence.reminder) === data.markDone.reminder &&
                            entry.occurrence.date === data.markDone.date
                          }
                        />
                      ) : (
                        <DeliveryEntry key={`${entry.kind}-${entry.delivery.date}`} entry={entry.kind} delivery={entry.delivery} />
                      ),
                    )}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <CalendarFeedCard feed={data.feed} origin={data.origin} />
    </PageBody>
  );
}

function DeliveryEntry({ entry, delivery }: { entry: 'delivery' | 'cut_off'; delivery: PlannerDelivery }) {
  const { t } = useTranslation('e_health_reminders');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const cutOff = delivery.cutOffAt
    ? formatDate(delivery.cutOffAt, localeTag, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })
    : null;
  return (
    <li className={`${styles.entry} ${styles.entry_delivery}`}>
      <div className={styles.entryMain}>
        <div className={styles.entryHead}>
          <span className={`${styles.status} ${styles.status_delivery}`}>
            <TruckIcon size={16} />
            {entry === 'delivery' ? t('delivery.badge') : t('delivery.cut_off_badge')}
          </span>
          {entry === 'cut_off' && delivery.cutOffAt && (
            <span className={styles.entryTime}>{formatDate(delivery.cutOffAt, localeTag, { hour: '2-digit', minute: '2-digit' })}</span>
          )}
        </div>
        <p className={styles.entryTitle}>
          {entry === 'delivery'
            ? t(`delivery.${delivery.which}`)
            : t('delivery.cut_off', { date: formatDate(noon(delivery.date), localeTag, { day: 'numeric', month: 'long' }) })}
        </p>
        <p className={styles.entryMeta}>
          {entry === 'cut_off' ? t('delivery.cut_off_text') : cutOff ? t('delivery.change_until', { date: cutOff }) : t(`delivery.${delivery.which}_text`)}
        </p>
      </div>
      <div className={styles.entryActions}>
        <ButtonLink size="sm" variant="ghost" to={localize('/dashboard/subscription-settings')}>
          {t('delivery.manage')}
        </ButtonLink>
      </div>
    </li>
  );
}
