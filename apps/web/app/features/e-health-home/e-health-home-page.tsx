import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import type { ReminderOccurrence } from '@brokkie/contracts/reminder';
import { formatDate, formatNumber } from '@brokkie/domain/format';
import { ageOn } from '@brokkie/domain/birth-date';
import { reminderSuggestions, type ReminderSuggestion } from '@brokkie/domain/reminder-suggestions';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { AlertIcon, CalendarIcon, CheckCircleIcon, ClipboardIcon, HeartPulseIcon, PawIcon, PlusIcon, SparkleIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { EHealthHomeData, EHealthHomeOutcome, EHealthHomeSubmission, PetHealth } from './e-health-home-data.ts';
import styles from './e-health-home.module.css';

const noon = (day: string) => `${day}T12:00:00Z`;

/**
 * /e-health: per pet what is overdue and due in the next 30 days, its last weight and how it
 * moved, its open complaints and how complete its passport is, with the way to each e-health
 * page. A household without reminders starts from suggestions for its pets' species and age,
 * each added with one press; one without pets is shown the way to add one.
 */
export function EHealthHomePage({ data }: { data: EHealthHomeData }) {
  const { t } = useTranslation('e_health_home');
  const localize = useLocalizedPath();
  const header = <PageHeader page="e-health" intro={t('intro')} />;

  if (data.pets.length === 0) {
    return (
      <PageBody width="wide">
        {header}
        <EmptyState
          title={t('no_pets_title')}
          icon={<PawIcon size={28} />}
          action={
            <ButtonLink to={localize('/dashboard/pets')} iconStart={<PlusIcon />}>
              {t('no_pets_action')}
            </ButtonLink>
          }
        >
          {t('no_pets_text')}
        </EmptyState>
      </PageBody>
    );
  }

  const starting = data.reminders.length === 0;
  const overdue = data.pets.reduce((sum, pet) => sum + pet.due.filter((occurrence) => occurrence.status === 'overdue').length, 0);
  const dueSoon = data.pets.reduce((sum, pet) => sum + pet.due.filter((occurrence) => occurrence.status === 'due').length, 0);
  const shortcuts = [
    { to: localize('/e-health/pet-care-planner'), label: t('shortcuts.planner'), icon: <CalendarIcon /> },
    { to: `${localize('/e-health/new-reminder')}?back=/e-health`, label: t('shortcuts.new_reminder'), icon: <PlusIcon /> },
    { to: localize('/e-health/pet-passport'), label: t('shortcuts.passport'), icon: <ClipboardIcon /> },
    { to: localize('/e-health/pet-discover'), label: t('shortcuts.discover'), icon: <SparkleIcon /> },
  ];

  return (
    <PageBody width="wide">
      {header}
      <nav aria-label={t('shortcuts.label')}>
        <ul className={styles.shortcuts}>
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <Link to={shortcut.to} className={styles.shortcut}>
                <span className={styles.shortcutIcon} aria-hidden="true">
                  {shortcut.icon}
                </span>
                {shortcut.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {starting ? (
        <section className={styles.start} aria-labelledby="start-heading">
          <span className={styles.startIcon} aria-hidden="true">
            <HeartPulseIcon size={28} />
          </span>
          <div>
            <h2 id="start-heading">{t('start.title')}</h2>
            <p className={styles.muted}>{t('start.text')}</p>
          </div>
        </section>
      ) : (
        <p className={styles.summary} role="status">
          {overdue > 0 ? t('summary.overdue', { count: overdue }) + ' ' : ''}
          {dueSoon > 0 ? t('summary.due', { count: dueSoon }) : overdue === 0 ? t('summary.nothing') : ''}
        </p>
      )}

      <ul className={styles.pets}>
        {data.pets.map((health) => (
          <PetCard key={health.pet.id} health={health} data={data} starting={starting} />
        ))}
      </ul>
    </PageBody>
  );
}

function PetCard({ health, data, starting }: { health: PetHealth; data: EHealthHomeData; starting: boolean }) {
  const { t } = useTranslation('e_health_home');
  const { t: tPets } = useTranslation('dashboard_pets');
  const localize = useLocalizedPath();
  const { pet } = health;
  const headingId = useId();
  const age = ageOn(pet.dateOfBirth, data.today);
  const withPet = (path: string, extra = '') => `${localize(path)}?pet=${pet.id}${extra}`;
  const reminders = data.reminders.filter((reminder) => reminder.animal === pet.url);
  const titles = new Map(data.reminders.map((reminder) => [reminder.url, reminder.title]));
  const suggestions = reminderSuggestions({ type: pet.type, dateOfBirth: pet.dateOfBirth, size: pet.size }, data.today);
  const suggestionTitle = (suggestion: ReminderSuggestion) => t(`suggestions.${suggestion.key}.title`);
  // What the pet already has is not offered again: a reminder of that kind (a vaccination: of that title, as a pet gets several).
  const open = suggestions.filter(
    (suggestion) =>
      !reminders.some((reminder) => reminder.kind === suggestion.kind && (suggestion.kind !== 'vaccination' || reminder.title === suggestionTitle(suggestion))),
  );
  const shown = health.due.slice(0, 5);

  // A household that starts sees its suggestions first; later they wait below the facts.
  const suggestionBlock =
    open.length > 0 &&
    (starting ? (
      <section className={styles.suggestions} aria-labelledby={`${headingId}-suggestions`}>
        <div className={styles.suggestionsHead}>
          <h3 id={`${headingId}-suggestions`}>{t('suggestions.title_start', { name: pet.name })}</h3>
          <AddAllSuggestions pet={pet} suggestions={open} titleOf={suggestionTitle} />
        </div>
        <ul className={styles.suggestionList}>
          {open.map((suggestion) => (
            <SuggestionItem key={suggestion.key} pet={pet} suggestion={suggestion} title={suggestionTitle(suggestion)} />
          ))}
        </ul>
      </section>
    ) : (
      // Once the household has reminders, the rest of the suggestions wait behind their summary.
      <details className={`${styles.suggestions} ${styles.suggestionsQuiet}`}>
        <summary>{t('suggestions.title_more', { name: pet.name, count: open.length })}</summary>
        <ul className={styles.suggestionList}>
          {open.map((suggestion) => (
            <SuggestionItem key={suggestion.key} pet={pet} suggestion={suggestion} title={suggestionTitle(suggestion)} />
          ))}
        </ul>
      </details>
    ));

  return (
    <li className={styles.petCard} aria-labelledby={headingId}>
      <header className={styles.petHead}>
        <div>
          <h2 id={headingId}>{pet.name}</h2>
          <p className={styles.muted}>
            {[
              t(`species.${pet.type}`),
              age.years > 0 ? t('age_years', { count: age.years }) : t('age_months', { count: age.months }),
              pet.status === 'stopped' ? t('stopped') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <ButtonLink size="sm" variant="outline" to={withPet('/e-health/new-reminder', '&back=/e-health')} iconStart={<PlusIcon size={16} />}>
          {t('pet.add_reminder')}
        </ButtonLink>
      </header>

      <section className={styles.block} aria-labelledby={`${headingId}-due`}>
        <h3 id={`${headingId}-due`}>{t('pet.due_title')}</h3>
        {shown.length === 0 ? (
          <p className={styles.muted}>{reminders.length === 0 ? t('pet.no_reminders', { name: pet.name }) : t('pet.nothing_due', { days: 30 })}</p>
        ) : (
          <ul className={styles.dueList}>
            {shown.map((occurrence) => (
              <DueItem key={`${occurrence.reminder}${occurrence.date}`} occurrence={occurrence} title={titles.get(occurrence.reminder) ?? ''} />
            ))}
          </ul>
        )}
        {health.due.length > shown.length && <p className={styles.note}>{t('pet.more_due', { count: health.due.length - shown.length })}</p>}
        <Link className={styles.textLink} to={withPet('/e-health/pet-care-planner', `&from=${data.today}&to=${data.dueUntil}`)}>
          {t('pet.open_planner', { name: pet.name })}
        </Link>
      </section>

      {starting && suggestionBlock}
      <div className={styles.facts}>
        <section className={styles.fact} aria-labelledby={`${headingId}-weight`}>
          <h3 id={`${headingId}-weight`}>{t('pet.weight_title')}</h3>
          <WeightFact health={health} />
          <Link className={styles.textLink} to={withPet('/e-health/edit-pet-condition')}>
            {t('pet.weight_link')}
          </Link>
        </section>

        <section className={styles.fact} aria-labelledby={`${headingId}-complaints`}>
          <h3 id={`${headingId}-complaints`}>{t('pet.complaints_title')}</h3>
          {pet.complaints.length === 0 ? (
            <p className={styles.muted}>{t('pet.no_complaints')}</p>
          ) : (
            <ul className={styles.chips}>
              {pet.complaints.map((complaint) => (
                <li key={complaint}>{tPets(`form.complaint_kinds.${complaint}`)}</li>
              ))}
            </ul>
          )}
          <Link className={styles.textLink} to={withPet('/e-health/edit-pet-complaints')}>
            {t('pet.complaints_link')}
          </Link>
        </section>

        <section className={styles.fact} aria-labelledby={`${headingId}-passport`}>
          <h3 id={`${headingId}-passport`}>{t('pet.passport_title')}</h3>
          {health.passport ? (
            <>
              <p>{t('pet.passport_filled', { filled: health.passport.filled, total: health.passport.total })}</p>
              <div
                className={styles.meter}
                role="meter"
                aria-valuemin={0}
                aria-valuemax={health.passport.total}
                aria-valuenow={health.passport.filled}
                aria-label={t('pet.passport_meter', { name: pet.name })}
              >
                <span style={{ width: `${Math.round((health.passport.filled / health.passport.total) * 100)}%` }} />
              </div>
            </>
          ) : (
            <p className={styles.muted}>{t('pet.passport_unknown')}</p>
          )}
          <Link className={styles.textLink} to={withPet('/e-health/pet-passport')}>
            {health.passport && health.passport.filled < health.passport.total ? t('pet.passport_complete') : t('pet.passport_open')}
          </Link>
        </section>
      </div>

      {!starting && suggestionBlock}

      <nav aria-label={t('pet.more_label', { name: pet.name })} className={styles.petLinks}>
        <Link to={withPet('/e-health/pet-discover')}>{t('pet.link_discover')}</Link>
        <Link to={withPet('/e-health/edit-pet-condition')}>{t('pet.link_condition')}</Link>
        <Link to={withPet('/e-health/edit-pet-profile')}>{t('pet.link_profile')}</Link>
      </nav>
    </li>
  );
}

function DueItem({ occurrence, title }: { occurrence: ReminderOccurrence; title: string }) {
  const { t } = useTranslation('e_health_home');
  const { localeTag } = useShellData();
  const overdue = occurrence.status === 'overdue';
  return (
    <li className={overdue ? `${styles.dueItem} ${styles.dueOverdue}` : styles.dueItem}>
      <span className={overdue ? `${styles.badge} ${styles.badgeOverdue}` : styles.badge}>
        {overdue ? <AlertIcon size={14} /> : <CalendarIcon size={14} />}
        {t(`status.${occurrence.status}`)}
      </span>
      <span className={styles.dueTitle}>{title}</span>
      <span className={styles.dueDate}>{formatDate(noon(occurrence.date), localeTag, { weekday: 'short', day: 'numeric', month: 'short' })}</span>
    </li>
  );
}

function WeightFact({ health }: { health: PetHealth }) {
  const { t } = useTranslation('e_health_home');
  const { localeTag } = useShellData();
  const kg = (value: number) => formatNumber(value, localeTag);
  if (health.weights === null || health.weights.length === 0) {
    return <p className={styles.muted}>{t('pet.weight_profile', { weight: kg(health.pet.weight) })}</p>;
  }
  const [last, previous] = health.weights;
  const difference = last && previous ? Math.round((last.weight - previous.weight) * 100) / 100 : null;
  return (
    <>
      <p>
        <strong className={styles.figure}>{t('pet.weight_value', { weight: kg(last!.weight) })}</strong>{' '}
        <span className={styles.muted}>
          {t('pet.weight_on', { date: formatDate(noon(last!.date), localeTag, { day: 'numeric', month: 'long', year: 'numeric' }) })}
        </span>
      </p>
      {difference !== null && previous && (
        <p className={styles.trend}>
          <span aria-hidden="true">{difference > 0 ? '↑' : difference < 0 ? '↓' : '→'}</span>{' '}
          {difference === 0
            ? t('pet.trend_same', { date: formatDate(noon(previous.date), localeTag, { day: 'numeric', month: 'long' }) })
            : t(difference > 0 ? 'pet.trend_up' : 'pet.trend_down', {
                weight: kg(Math.abs(difference)),
                date: formatDate(noon(previous.date), localeTag, { day: 'numeric', month: 'long' }),
              })}
        </p>
      )}
    </>
  );
}

/** The body of POST /reminder/ for a suggestion, with its title in the page's language. */
function suggestedBody(pet: Animal, suggestion: ReminderSuggestion, title: string) {
  return {
    animal: pet.id,
    kind: suggestion.kind,
    title,
    start_date: suggestion.startDate,
    time: suggestion.time,
    repeat: suggestion.repeat,
    interval: suggestion.interval,
    until: suggestion.until,
    notify_days_before: suggestion.notifyDaysBefore,
  };
}

/** Every suggestion of a pet added with one press (its own fetcher). */
function AddAllSuggestions({
  pet,
  suggestions,
  titleOf,
}: {
  pet: Animal;
  suggestions: ReminderSuggestion[];
  titleOf: (suggestion: ReminderSuggestion) => string;
}) {
  const { t } = useTranslation('e_health_home');
  const adding = useFetcher<EHealthHomeOutcome>();
  const answer = adding.state === 'submitting' ? undefined : adding.data;
  const told = useRef<EHealthHomeOutcome | undefined>(undefined);
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (answer.ok) toast.success(t('suggestions.added_all', { count: answer.value.length, name: pet.name }));
    else toast.error(t('suggestions.add_failed'));
  }, [answer, t, pet.name]);
  if (suggestions.length < 2) return null;
  const add = () => {
    const submission: EHealthHomeSubmission = {
      intent: 'add_suggestions',
      bodies: suggestions.map((suggestion) => suggestedBody(pet, suggestion, titleOf(suggestion))),
    };
    void adding.submit(submission, jsonSubmission);
  };
  return (
    <Button size="sm" iconStart={<PlusIcon size={16} />} isLoading={adding.state !== 'idle'} onPress={add}>
      {t('suggestions.add_all', { count: suggestions.length, name: pet.name })}
    </Button>
  );
}

function SuggestionItem({ pet, suggestion, title }: { pet: Animal; suggestion: ReminderSuggestion; title: string }) {
  const { t } = useTranslation('e_health_home');
  const { localeTag } = useShellData();
  const adding = useFetcher<EHealthHomeOutcome>();
  const answer = adding.state === 'submitting' ? undefined : adding.data;
  const told = useRef<EHealthHomeOutcome | undefined>(undefined);
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (answer.ok) toast.success(t('suggestions.added', { title, name: pet.name }));
    else toast.error(t('suggestions.add_failed'));
  }, [answer, t, title, pet.name]);
  const failed = adding.state === 'idle' && adding.data?.ok === false ? adding.data : null;
  const when = formatDate(noon(suggestion.startDate), localeTag, { day: 'numeric', month: 'long', year: 'numeric' });
  const add = () => {
    const submission: EHealthHomeSubmission = { intent: 'add_suggestion', suggestion: suggestion.key, body: suggestedBody(pet, suggestion, title) };
    void adding.submit(submission, jsonSubmission);
  };
  return (
    <li className={styles.suggestion}>
      <div className={styles.suggestionText}>
        <p className={styles.suggestionTitle}>{title}</p>
        <p className={styles.note}>
          {t(`suggestions.${suggestion.key}.why`)} {t(`repeat.${suggestion.repeat}`, { count: suggestion.interval, date: when })}
        </p>
        {failed && (
          <Alert tone="danger" role="alert">
            {failed.status > 0 && failed.status < 500 && failed.detail ? failed.detail : t('suggestions.add_failed')}
          </Alert>
        )}
      </div>
      <Button
        size="sm"
        variant="outline"
        iconStart={adding.data?.ok ? <CheckCircleIcon size={16} /> : <PlusIcon size={16} />}
        isLoading={adding.state !== 'idle'}
        onPress={add}
        aria-label={t('suggestions.add_named', { title, name: pet.name })}
      >
        {t('suggestions.add')}
      </Button>
    </li>
  );
}
