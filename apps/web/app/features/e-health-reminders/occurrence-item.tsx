import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import type { Reminder, ReminderOccurrence } from '@brokkie/contracts/reminder';
import { formatDate } from '@brokkie/domain/format';
import { birthDateInputToIso, isoToBirthDateInput } from '@brokkie/domain/birth-date';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { DateField } from '../../components/date-field.tsx';
import { AlertIcon, CalendarIcon, CheckCircleIcon, CheckIcon, TrashIcon } from '../../components/icons.tsx';
import { TextField } from '../../components/text-field.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { PlannerOutcome, PlannerSubmission } from './planner-data.ts';
import dialogStyles from '../../components/dialog.module.css';
import styles from './e-health-reminders.module.css';

const statusIcons = { due: <CalendarIcon size={16} />, overdue: <AlertIcon size={16} />, done: <CheckCircleIcon size={16} /> };

/** An occurrence's status in words and an icon, never by colour alone. */
export function StatusBadge({ status }: { status: ReminderOccurrence['status'] }) {
  const { t } = useTranslation('e_health_reminders');
  return (
    <span className={`${styles.status} ${styles[`status_${status}`]}`}>
      {statusIcons[status]}
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * A fetcher of the planner's action whose answer is told once: a refusal as the API's words (or
 * the page's own), `onDone` for a write that went through.
 */
function usePlannerWrite(failed: string, onDone: () => void) {
  const fetcher = useFetcher<PlannerOutcome>();
  // Told as soon as the action answered, while the router still reads the planner again: a
  // skipped or deleted occurrence leaves the agenda with that read, and its item with it.
  const answer = fetcher.state === 'submitting' ? undefined : fetcher.data;
  const told = useRef<PlannerOutcome | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!answer || told.current === answer) return;
    told.current = answer;
    if (answer.ok) {
      setError(null);
      onDone();
    } else {
      const message = answer.status > 0 && answer.status < 500 ? (Object.values(answer.fields)[0]?.[0] ?? answer.detail ?? failed) : failed;
      setError(message);
      toast.error(message);
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  const submit = (submission: PlannerSubmission) => {
    setError(null);
    void fetcher.submit(submission, jsonSubmission);
  };
  return { submit, busy: fetcher.state !== 'idle', error };
}

function ConfirmDialog({
  isOpen,
  busy,
  title,
  children,
  onClose,
  actions,
}: {
  isOpen: boolean;
  busy: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  actions: ReactNode;
}) {
  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {title}
          </Heading>
          {children}
          <div className={dialogStyles.actions}>{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * One occurrence in the agenda: its status, title, pet and hour, and what can be done with it:
 * mark it done (with a note, e.g. the vaccine's batch) or not done again, move it to another day,
 * take it out of its series, edit or delete the whole series (asked first). Each write has its
 * own fetcher, so each button shows its own pending state and refusal.
 */
export function OccurrenceItem({
  occurrence,
  reminder,
  pet,
  note,
  openDone = false,
}: {
  occurrence: ReminderOccurrence;
  reminder: Reminder | undefined;
  pet: Animal | undefined;
  note: string | undefined;
  /** Opens the "mark done" dialog at once (the notice e-mail's link). */
  openDone?: boolean;
}) {
  const { t } = useTranslation('e_health_reminders');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const reminderId = idFromResourceUrl(occurrence.reminder) ?? 0;
  const title = reminder?.title ?? t('agenda.unknown_reminder');
  const dayText = formatDate(`${occurrence.date}T12:00:00Z`, localeTag, { day: 'numeric', month: 'long' });
  const time = formatDate(occurrence.starts_at, localeTag, { hour: '2-digit', minute: '2-digit' });
  const titleId = useId();
  const [dialog, setDialog] = useState<'done' | 'snooze' | 'delete' | null>(openDone && occurrence.status !== 'done' ? 'done' : null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [doneNote, setDoneNote] = useState('');
  const [snoozeTo, setSnoozeTo] = useState('');
  const [snoozeError, setSnoozeError] = useState<string | null>(null);
  const close = () => setDialog(null);

  const done = usePlannerWrite(t('actions.failed'), () => {
    close();
    setDoneNote('');
    toast.success(t('actions.done_saved', { title }));
  });
  const undo = usePlannerWrite(t('actions.failed'), () => toast.success(t('actions.undone', { title })));
  const snooze = usePlannerWrite(t('actions.failed'), () => {
    close();
    toast.success(
      t('actions.snoozed', { title, date: formatDate(`${birthDateInputToIso(snoozeTo)}T12:00:00Z`, localeTag, { day: 'numeric', month: 'long' }) }),
    );
  });
  const skip = usePlannerWrite(t('actions.failed'), () => toast.success(t('actions.skipped', { title, date: dayText })));
  const remove = usePlannerWrite(t('actions.failed'), () => {
    close();
    toast.success(t('actions.series_deleted', { title }));
  });

  const snoozeIssue = (input: string): string | null => {
    const iso = birthDateInputToIso(input);
    if (!iso) return input.trim() === '' ? t('errors.snooze_required') : t('errors.snooze_date');
    if (iso === occurrence.date) return t('errors.snooze_same');
    return null;
  };
  const confirmSnooze = () => {
    const issue = snoozeIssue(snoozeTo);
    setSnoozeError(issue);
    if (!issue) snooze.submit({ intent: 'snooze', reminder: reminderId, date: occurrence.date, to: birthDateInputToIso(snoozeTo)! });
  };
  const completionId = occurrence.completion ? idFromResourceUrl(occurrence.completion) : undefined;
  const inlineError = undo.error ?? skip.error;

  return (
    <li className={`${styles.entry} ${styles[`entry_${occurrence.status}`]}`} aria-labelledby={titleId}>
      <div className={styles.entryMain}>
        <div className={styles.entryHead}>
          <StatusBadge status={occurrence.status} />
          <span className={styles.entryTime}>{time}</span>
        </div>
        <p id={titleId} className={styles.entryTitle}>
          {title}
        </p>
        <p className={styles.entryMeta}>
          {[
            pet?.name,
            reminder ? t(`kinds.${reminder.kind}`) : null,
            reminder && reminder.repeat !== 'never' ? t(`repeat_summary.${reminder.repeat}`, { count: reminder.interval }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {occurrence.status === 'done' && note && <p className={styles.entryNote}>{t('agenda.note', { note })}</p>}
        {inlineError && (
          <Alert tone="danger" role="alert">
            {inlineError}
          </Alert>
        )}
      </div>
      <div className={styles.entryActions}>
        {occurrence.status === 'done' ? (
          completionId !== undefined && (
            <Button
              size="sm"
              variant="outline"
              isLoading={undo.busy}
              onPress={() => undo.submit({ intent: 'uncomplete', completion: completionId })}
              aria-label={t('actions.undo_named', { title, date: dayText })}
            >
              {t('actions.undo')}
            </Button>
          )
        ) : (
          <Button
            size="sm"
            iconStart={<CheckIcon size={16} />}
            onPress={() => setDialog('done')}
            aria-label={t('actions.done_named', { title, date: dayText })}
          >
            {t('actions.done')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={moreOpen}
          onPress={() => setMoreOpen((open) => !open)}
          aria-label={t('actions.more_named', { title, date: dayText })}
        >
          {t('actions.more')}
        </Button>
      </div>
      {moreOpen && (
        <div className={styles.moreActions}>
          {occurrence.status !== 'done' && (
            <Button size="sm" variant="outline" onPress={() => setDialog('snooze')}>
              {t('actions.snooze')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            isLoading={skip.busy}
            onPress={() => skip.submit({ intent: 'skip', reminder: reminderId, date: occurrence.date })}
          >
            {t('actions.skip')}
          </Button>
          <ButtonLink size="sm" variant="outline" to={`${localize('/e-health/new-reminder')}?reminder=${reminderId}&back=/e-health/pet-care-planner`}>
            {t('actions.edit')}
          </ButtonLink>
          <Button size="sm" variant="outline" iconStart={<TrashIcon size={16} />} onPress={() => setDialog('delete')}>
            {t('actions.delete_series')}
          </Button>
        </div>
      )}

      <ConfirmDialog
        isOpen={dialog === 'done'}
        busy={done.busy}
        title={t('done_dialog.title', { title })}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onPress={close} isDisabled={done.busy}>
              {t('dialog.cancel')}
            </Button>
            <Button
              iconStart={<CheckIcon size={16} />}
              isLoading={done.busy}
              onPress={() => done.submit({ intent: 'complete', reminder: reminderId, date: occurrence.date, note: doneNote })}
            >
              {t('done_dialog.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('done_dialog.text', { date: dayText, pet: pet?.name ?? '' })}</p>
        <TextField label={t('done_dialog.note')} description={t('done_dialog.note_hint')} value={doneNote} onChange={setDoneNote} autoFocus />
        {done.error && (
          <Alert tone="danger" role="alert">
            {done.error}
          </Alert>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={dialog === 'snooze'}
        busy={snooze.busy}
        title={t('snooze_dialog.title', { title })}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onPress={close} isDisabled={snooze.busy}>
              {t('dialog.cancel')}
            </Button>
            <Button isLoading={snooze.busy} onPress={confirmSnooze}>
              {t('snooze_dialog.confirm')}
            </Button>
          </>
        }
      >
        <p>{reminder?.repeat === 'never' ? t('snooze_dialog.text_once', { date: dayText }) : t('snooze_dialog.text_series', { date: dayText })}</p>
        <DateField
          label={t('snooze_dialog.date')}
          value={snoozeTo}
          onChange={(value) => {
            setSnoozeTo(value);
            if (snoozeError && !snoozeIssue(value)) setSnoozeError(null);
          }}
          onBlur={() => setSnoozeError(snoozeTo.trim() === '' ? null : snoozeIssue(snoozeTo))}
          placeholder={isoToBirthDateInput(occurrence.date) ?? undefined}
          description={t('form.date_hint', { example: isoToBirthDateInput(occurrence.date) ?? '' })}
          errorMessage={snoozeError ?? undefined}
          isRequired
          autoFocus
        />
        {snooze.error && (
          <Alert tone="danger" role="alert">
            {snooze.error}
          </Alert>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={dialog === 'delete'}
        busy={remove.busy}
        title={t('delete_series.title', { title })}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onPress={close} isDisabled={remove.busy} autoFocus>
              {t('delete_series.keep')}
            </Button>
            <Button
              variant="danger"
              iconStart={<TrashIcon />}
              isLoading={remove.busy}
              onPress={() => remove.submit({ intent: 'delete_series', reminder: reminderId })}
            >
              {t('delete_series.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('delete_series.text')}</p>
        {remove.error && (
          <Alert tone="danger" role="alert">
            {remove.error}
          </Alert>
        )}
      </ConfirmDialog>
    </li>
  );
}
