import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { todayIsoDate } from '@brokkie/domain/dates';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { translateValidationMessage } from '../../components/validation-message.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { petFormData, petFormSubmission, type NewPetOffer, type PetProfileData, type PetSaveOutcome } from './dashboard-pets-data.ts';
import { NewPetPlan } from './new-pet-plan.tsx';
import { PetFormFields } from './pet-form.tsx';
import { animalBodyOf, emptyPetForm, formFieldOfApiField, formValuesOf, petFormSchema, type PetFormValues } from './pet-form-values.ts';
import { noPhotoChange, PhotoField, type PhotoChoice } from './photo-field.tsx';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-pets.module.css';

/**
 * /change-pet-profile (a new pet) and /change-pet-profile/{id} (an existing one): every
 * questionnaire answer in one form, and the photo. Checks follow the shared rules; the API's
 * field errors appear on their fields, and nothing typed is lost when saving fails. A new pet
 * then shows its plan and price and can join the subscription; an edited one goes back to the
 * pets, its subscription following its new plan.
 */
export function PetProfilePage({ profile }: { profile?: PetProfileData }) {
  const { t } = useTranslation('dashboard_pets');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  // The form's values in the page's number format; the form keeps its own copy from there.
  const initial = useMemo(
    () => (profile?.pet ? formValuesOf(profile.pet, { today: todayIsoDate(), localeTag, breeds: profile.breeds }) : emptyPetForm),
    [profile, localeTag],
  );

  const backLink = (
    <div className={styles.back}>
      <ButtonLink to={localize('/dashboard/pets')} variant="ghost" size="sm" iconStart={<ArrowLeftIcon size={18} />}>
        {t('back_to_pets')}
      </ButtonLink>
    </div>
  );

  if (!profile) return <PetProfileEditor pet={null} initial={initial} backLink={backLink} />;
  if (!profile.pet) {
    return (
      <PageBody>
        {backLink}
        <h1>{t('profile.edit_title_unknown')}</h1>
        <Alert tone="danger" role="alert">
          {t('profile.not_found')}
        </Alert>
      </PageBody>
    );
  }
  return (
    <PetProfileEditor key={profile.pet.id} pet={profile.pet} initial={initial} backLink={backLink} onSaved={() => void navigate(localize('/dashboard/pets'))} />
  );
}

function PetProfileEditor({ pet, initial, backLink, onSaved }: { pet: Animal | null; initial: PetFormValues; backLink: ReactNode; onSaved?: () => void }) {
  const { t } = useTranslation('dashboard_pets');
  const { t: tAll } = useTranslation();
  const schema = useMemo(() => petFormSchema(() => todayIsoDate()), []);
  const form = useValidatedForm(schema, { defaultValues: initial });
  const [photo, setPhoto] = useState<PhotoChoice>(noPhotoChange);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // The profile is saved through the route's action: its pending state is Save's.
  const saving = useFetcher<PetSaveOutcome>();
  const busy = saving.state !== 'idle';
  // The values as sent: the API's field errors are placed on them.
  const [sent, setSent] = useState<PetFormValues | null>(null);
  const [created, setCreated] = useState<{ pet: Animal; photoError: string | null; offer: NewPetOffer | null } | null>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);
  const type = form.watch('type');
  const name = form.watch('name');

  useEffect(() => {
    if (created) document.getElementById('new-pet-heading')?.focus();
  }, [created]);

  const showFormError = (message: string) => {
    setFormError(message);
    requestAnimationFrame(() => formErrorRef.current?.focus());
  };

  /** The API's field errors on their fields; those the form has no field for in the message above it. */
  const applyApiErrors = (fields: Record<string, string[]>, detail: string | null, values: PetFormValues): boolean => {
    const loose: string[] = [];
    let first: keyof PetFormValues | null = null;
    for (const [apiField, messages] of Object.entries(fields)) {
      const field = formFieldOfApiField(apiField, values);
      const message = messages[0] ?? detail ?? '';
      if (field) {
        form.setError(field, { type: 'server', message });
        first ??= field;
      } else loose.push(message);
    }
    if (first) form.setFocus(first);
    if (loose.length > 0) showFormError(loose.join(' '));
    return first !== null || loose.length > 0;
  };

  const submit = (values: PetFormValues) => {
    setFormError(null);
    setSent(values);
    const submission = { intent: 'save' as const, pet: pet?.id ?? null, body: { ...animalBodyOf(values, todayIsoDate()) }, removePhoto: photo.remove };
    void saving.submit(petFormData(submission, photo.file), petFormSubmission);
  };

  // The action's answer, once the page was read again; then forgotten, so the next save answers for itself.
  const answer = saving.state === 'idle' ? saving.data : undefined;
  const forgetAnswer = saving.reset;
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    if (!answer.ok) {
      const placed = answer.status === 400 && sent !== null && applyApiErrors(answer.fields, answer.detail, sent);
      if (!placed) showFormError(answer.status > 0 && answer.status < 500 && answer.detail ? answer.detail : t('profile.save_failed'));
      toast.error(t('profile.save_failed_toast'));
      return;
    }
    const { pet: saved, photoError: refusedPhoto, offer, following } = answer.value;
    const photoText = refusedPhoto ? (refusedPhoto.reason ?? t('photo.upload_failed')) : null;
    if (!refusedPhoto) setPhoto(noPhotoChange);
    if (!pet) {
      setCreated({ pet: saved, photoError: photoText, offer });
      toast.success(t('profile.created', { name: saved.name }));
      return;
    }
    if (photoText) {
      setPhotoError(photoText);
      toast.error(t('photo.upload_failed_toast'));
      return;
    }
    if (following?.kind === 'blocked') toast.warning(t('profile.subscription_blocked', { names: following.names.join(', ') }));
    else if (following?.kind === 'failed') toast.warning(t('profile.subscription_not_updated', { name: saved.name }));
    toast.success(t('profile.saved', { name: saved.name }));
    onSaved?.();
    // Once per answer: the helpers it calls are made anew at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  if (created) return <NewPetPlan pet={created.pet} photoError={created.photoError} offer={created.offer} />;

  const title = pet ? t('profile.edit_title', { name: pet.name }) : t('profile.new_title');
  return (
    <PageBody>
      {backLink}
      <PageHeader heading={<h1>{title}</h1>} intro={pet ? t('profile.edit_intro') : t('profile.new_intro')} />
      <Form form={form} onSubmit={(values) => submit(values as PetFormValues)} className={`${fieldStyles.fields} ${styles.form}`} aria-label={title}>
        {formError && (
          <div ref={formErrorRef} tabIndex={-1}>
            <Alert tone="danger" role="alert">
              {formError}
            </Alert>
          </div>
        )}
        <PetFormFields
          isNew={!pet}
          photo={
            type ? (
              <PhotoField
                type={type}
                current={pet?.image ?? null}
                choice={photo}
                onChange={setPhoto}
                errorMessage={photoError ?? undefined}
                onError={(key) => setPhotoError(key ? translateValidationMessage(tAll, key) : null)}
              />
            ) : null
          }
        />
        <Card tone="outlined" padding="md" className={styles.submitBar}>
          <p className={pageStyles.note}>{pet ? t('profile.save_hint') : t('profile.create_hint')}</p>
          <Button type="submit" isLoading={busy} size="lg">
            {pet ? t('profile.save') : name.trim() ? t('profile.create_named', { name: name.trim() }) : t('profile.create')}
          </Button>
        </Card>
      </Form>
    </PageBody>
  );
}
