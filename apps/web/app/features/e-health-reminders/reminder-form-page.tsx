import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFetcher, useNavigate } from 'react-router';
import { reminderKinds, type Reminder, type ReminderKind } from '@brokkie/contracts/reminder';
import { isoToBirthDateInput } from '@brokkie/domain/birth-date';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { focusFirstInvalid } from '../../components/focus-field.ts';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { ArrowLeftIcon, PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { ReminderEditorData, ReminderOutcome, ReminderSubmission } from './reminder-data.ts';
import {
  emptyReminderForm,
  formFieldOfApiField,
  formValuesOf,
  noticeDayChoices,
  reminderBodyOf,
  reminderFormSchema,
  repeatChoices,
  type ReminderFormValues,
} from './reminder-form-values.ts';
import dialogStyles from '../../components/dialog.module.css';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './e-health-reminders.module.css';

/**
 * /e-health/new-reminder, and ?reminder=<id> to edit one: the pet, what kind of care, a title
 * (the kind's name until the owner types one), the first day and its hour in Brussels, how it
 * repeats and until when, notes, and an e-mail notice some days before. The rules are checked on
 * blur; the API's field errors appear on their fields, nothing typed is lost. Saved, the owner
 * goes to the planner (or where they came from); an edited reminder can be deleted as a series.
 */
export function ReminderFormPage({ data }: { data: ReminderEditorData }) {
  const { t } = useTranslation('e_health_reminders');
  const localize = useLocalizedPath();
  const backLink = (
    <div className={styles.back}>
      <ButtonLink to={localize(data.back)} variant="ghost" size="sm" iconStart={<ArrowLeftIcon size={18} />}>
        {data.back === '/e-health/pet-care-planner' ? t('form.back_to_planner') : t('form.back')}
      </ButtonLink>
    </div>
  );

  if (data.pets.length === 0) {
    return (
      <PageBody>
        {backLink}
        <PageHeader page="e-health-new-reminder" />
        <EmptyState
          title={t('form.no_pets_title')}
          action={
            <ButtonLink to={localize('/dashboard/pets')} iconStart={<PlusIcon />}>
              {t('form.no_pets_action')}
            </ButtonLink>
          }
        >
          {t('form.no_pets_text')}
        </EmptyState>
      </PageBody>
    );
  }
  if (data.reminder === 'missing') {
    return (
      <PageBody>
        {backLink}
        <PageHeader heading={<h1>{t('form.edit_title_unknown')}</h1>} />
        <Alert tone="danger" role="alert">
          {t('form.not_found')}
        </Alert>
      </PageBody>
    );
  }
  return <ReminderEditor key={data.reminder?.id ?? 'new'} data={data} reminder={data.reminder} backLink={backLink} />;
}

function ReminderEditor({ data, reminder, backLink }: { data: ReminderEditorData; reminder: Reminder | null; backLink: React.ReactNode }) {
  const { t } = useTranslation('e_health_reminders');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const initial = useMemo(() => (reminder ? formValuesOf(reminder) : emptyReminderForm(data.petId, data.date)), [reminder, data.petId, data.date]);
  const form = useValidatedForm(reminderFormSchema, { defaultValues: initial });
  const saving = useFetcher<ReminderOutcome>();
  const deleting = useFetcher<ReminderOutcome>();
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const values = useWatch({ control: form.control }) as ReminderFormValues;
  const kindLabel = (kind: ReminderKind) => t(`kinds.${kind}`);

  // The title follows the kind until the owner types one of their own.
  const previousKind = useRef(values.kind);
  useEffect(() => {
    const before = previousKind.current;
    previousKind.current = values.kind;
    if (!values.kind || before === values.kind) return;
    const title = form.getValues('title').trim();
    if (title === '' || (before && title === kindLabel(before))) form.setValue('title', kindLabel(values.kind));
    // Only a change of kind moves the title.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.kind]);

  const showFormError = (message: string) => {
    setFormError(message);
    requestAnimationFrame(() => formErrorRef.current?.focus());
  };

  const submit = (sent: ReminderFormValues) => {
    setFormError(null);
    void saving.submit({ intent: 'save', reminder: reminder?.id ?? null, body: reminderBodyOf(sent) }, jsonSubmission);
  };

  // The action's answer: the API's field messages on their fields, else above the form; saved, back to where the owner came from.
  const answer = saving.state === 'idle' ? saving.data : undefined;
  const forgetAnswer = saving.reset;
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    if (!answer.ok) {
      const loose: string[] = [];
      let first: keyof ReminderFormValues | null = null;
      if (answer.status === 400) {
        for (const [apiField, messages] of Object.entries(answer.fields)) {
          const field = formFieldOfApiField(apiField);
          const message = messages[0] ?? answer.detail ?? '';
          if (field) {
            form.setError(field, { type: 'server', message });
            first ??= field;
          } else loose.push(message);
        }
      }
      // As a failed submit does: the first field marked invalid, its label below the sticky header.
      const named = first;
      if (named) setTimeout(() => focusFirstInvalid(document) || form.setFocus(named), 0);
      if (loose.length > 0 || !first)
        showFormError(loose.length > 0 ? loose.join(' ') : answer.status > 0 && answer.status < 500 && answer.detail ? answer.detail : t('form.save_failed'));
      toast.error(t('form.save_failed_toast'));
      return;
    }
    if (answer.value.intent === 'save') {
      toast.success(reminder ? t('form.saved', { title: answer.value.reminder.title }) : t('form.created', { title: answer.value.reminder.title }));
      void navigate(localize(data.back));
    }
    // Once per answer: the helpers it calls are made anew at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const deleted = deleting.state === 'idle' ? deleting.data : undefined;
  const forgetDeleted = deleting.reset;
  useEffect(() => {
    if (!deleted) return;
    forgetDeleted();
    if (deleted.ok) {
      setConfirmDelete(false);
      toast.success(t('form.deleted', { title: reminder?.title ?? '' }));
      void navigate(localize(data.back));
    } else toast.error(t('form.delete_failed'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deleted]);

  const repeats = values.repeat !== 'never';
  const notifyOptions = [
    { value: 'none', label: t('form.notify_none') },
    ...[...new Set<number>([...noticeDayChoices, ...(reminder?.notify_days_before != null ? [reminder.notify_days_before] : [])])]
      .sort((a, b) => a - b)
      .map((days) => ({ value: String(days), label: days === 0 ? t('form.notify_same_day') : t('form.notify_days', { count: days }) })),
  ];
  const title = reminder ? t('form.edit_title', { title: reminder.title }) : t('form.new_title');
  const dateHint = t('form.date_hint', { example: isoToBirthDateInput(data.today) ?? '' });

  return (
    <PageBody>
      {backLink}
      <PageHeader heading={<h1>{title}</h1>} intro={reminder ? t('form.edit_intro') : t('form.new_intro')} />
      <Form form={form} onSubmit={(sent) => submit(sent as ReminderFormValues)} className={`${fieldStyles.fields} ${styles.form}`} aria-label={title}>
        {formError && (
          <div ref={formErrorRef} tabIndex={-1}>
            <Alert tone="danger" role="alert">
              {formError}
            </Alert>
          </div>
        )}
        <section className={`${pageStyles.page} ${styles.formSection}`} aria-label={t('form.section_what')}>
          <div className={fieldStyles.pair}>
            <FormSelectField
              name="animal"
              label={t('form.pet')}
              isRequired
              placeholder={t('form.choose')}
              options={data.pets.map((pet) => ({ value: String(pet.id), label: pet.name }))}
            />
            <FormSelectField
              name="kind"
              label={t('form.kind')}
              isRequired
              placeholder={t('form.choose')}
              options={reminderKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            />
          </div>
          <FormTextField name="title" label={t('form.title')} isRequired autoComplete="off" description={t('form.title_hint')} />
        </section>

        <section className={`${pageStyles.page} ${styles.formSection}`} aria-label={t('form.section_when')}>
          <div className={fieldStyles.pair}>
            <FormDateField name="start_date" label={repeats ? t('form.first_date') : t('form.date')} isRequired description={dateHint} />
            <FormTextField
              name="time"
              label={t('form.time')}
              isRequired
              inputMode="numeric"
              autoComplete="off"
              placeholder="09:00"
              description={t('form.time_hint')}
            />
          </div>
          <FormSelectField
            name="repeat"
            label={t('form.repeat')}
            options={repeatChoices.map((choice) => ({ value: choice, label: t(`form.repeats.${choice}`) }))}
          />
          {repeats && (
            <div className={fieldStyles.pair}>
              <FormTextField name="interval" label={t(`form.interval.${values.repeat}`)} isRequired inputMode="numeric" autoComplete="off" />
              <FormDateField name="until" label={t('form.until')} description={`${t('form.until_hint')} ${dateHint}`} />
            </div>
          )}
          <FormSelectField name="notify" label={t('form.notify')} description={t('form.notify_hint')} options={notifyOptions} />
        </section>

        <FormTextField name="notes" label={t('form.notes')} multiline description={t('form.notes_hint')} />

        <Card tone="outlined" padding="md" className={styles.submitBar}>
          <div className={styles.submitActions}>
            <Button type="submit" isLoading={saving.state !== 'idle'} size="lg">
              {reminder ? t('form.save') : t('form.create')}
            </Button>
            <ButtonLink to={localize(data.back)} variant="ghost">
              {t('form.cancel')}
            </ButtonLink>
          </div>
          {reminder && (
            <Button variant="outline" iconStart={<TrashIcon />} onPress={() => setConfirmDelete(true)}>
              {t('form.delete_series')}
            </Button>
          )}
        </Card>
      </Form>
      {reminder && (
        <ModalOverlay
          className={dialogStyles.overlay}
          isOpen={confirmDelete}
          isDismissable={deleting.state === 'idle'}
          onOpenChange={(open) => {
            if (!open && deleting.state === 'idle') setConfirmDelete(false);
          }}
        >
          <Modal className={dialogStyles.modal}>
            <Dialog role="alertdialog" className={dialogStyles.dialog}>
              <Heading slot="title" className={dialogStyles.title}>
                {t('delete_series.title', { title: reminder.title })}
              </Heading>
              <p>{t('delete_series.text')}</p>
              <div className={dialogStyles.actions}>
                <Button variant="ghost" onPress={() => setConfirmDelete(false)} isDisabled={deleting.state !== 'idle'} autoFocus>
                  {t('delete_series.keep')}
                </Button>
                <Button
                  variant="danger"
                  iconStart={<TrashIcon />}
                  isLoading={deleting.state !== 'idle'}
                  onPress={() => void deleting.submit({ intent: 'delete', reminder: reminder.id } satisfies ReminderSubmission, jsonSubmission)}
                >
                  {t('delete_series.confirm')}
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      )}
    </PageBody>
  );
}
