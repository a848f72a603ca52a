import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { animal as animalSchema, animalDiet, type Animal } from '@brokkie/contracts/animal';
import { todayIsoDate } from '@brokkie/domain/dates';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { translateValidationMessage } from '../../components/validation-message.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { loadNewPetOffer, type NewPetOffer, type PetProfileData } from './dashboard-pets-data.ts';
import { NewPetPlan } from './new-pet-plan.tsx';
import { PetFormFields } from './pet-form.tsx';
import { animalBodyOf, emptyPetForm, formFieldOfApiField, formValuesOf, petFormSchema, type PetFormValues } from './pet-form-values.ts';
import { noPhotoChange, PhotoField, type PhotoChoice } from './photo-field.tsx';
import { followPlanInSubscription } from '../../lib/subscription-sync.ts';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-pets.module.css';

/** The sentence of a failed photo upload: the API's translated reason, else ours. */
function photoErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fields.image?.[0] ?? error.detail ?? fallback;
  return fallback;
}

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
  const decimalComma = useMemo(() => new Intl.NumberFormat(localeTag).format(1.5).includes(','), [localeTag]);
  // The form's values in the page's number format; the form keeps its own copy from there.
  const initial = useMemo(
    () => (profile?.pet ? formValuesOf(profile.pet, { today: todayIsoDate(), decimalComma, breedNames: profile.breedNames }) : emptyPetForm),
    [profile, decimalComma],
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
  const api = useApiClient();
  const schema = useMemo(() => petFormSchema(() => todayIsoDate()), []);
  const form = useValidatedForm(schema, { defaultValues: initial });
  const [photo, setPhoto] = useState<PhotoChoice>(noPhotoChange);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
  const applyApiErrors = (error: ApiError, values: PetFormValues): boolean => {
    const loose: string[] = [];
    let first: keyof PetFormValues | null = null;
    for (const [apiField, messages] of Object.entries(error.fields)) {
      const field = formFieldOfApiField(apiField, values);
      const message = messages[0] ?? error.detail;
      if (field) {
        form.setError(field, { type: 'server', message });
        first ??= field;
      } else loose.push(message);
    }
    if (first) form.setFocus(first);
    if (loose.length > 0) showFormError(loose.join(' '));
    return first !== null || loose.length > 0;
  };

  const uploadPhoto = async (saved: Animal): Promise<{ pet: Animal; error: string | null }> => {
    try {
      if (photo.file) {
        const file = photo.file;
        const updated = await api.put(`/animal/${saved.id}/image/`, file, {
          schema: animalSchema,
          headers: {
            'Content-Type': file.type || 'application/octet-stream',
            'Content-Disposition': `attachment; filename="${encodeURIComponent(file.name)}"`,
          },
        });
        setPhoto(noPhotoChange);
        return { pet: updated, error: null };
      }
      if (photo.remove) {
        await api.delete(`/animal/${saved.id}/image/`);
        setPhoto(noPhotoChange);
        return { pet: { ...saved, image: null }, error: null };
      }
      return { pet: saved, error: null };
    } catch (error) {
      console.error('[pet profile] the photo was not saved', error);
      return { pet: saved, error: photoErrorText(error, t('photo.upload_failed')) };
    }
  };

  /** An edited pet's plan may have changed (weight, condition, …): its part of the subscription follows. */
  const followPlan = async (saved: Animal) => {
    if (saved.status !== 'active') return;
    try {
      const diet = await api.post(`/animal/${saved.id}/get_or_create_diet/`, {}, { schema: animalDiet });
      const change = await followPlanInSubscription(api, saved, diet);
      if (change.kind === 'blocked') toast.warning(t('profile.subscription_blocked', { names: change.pets.map((other) => other.name).join(', ') }));
    } catch (error) {
      console.error('[pet profile] the subscription did not follow the new plan', error);
      toast.warning(t('profile.subscription_not_updated', { name: saved.name }));
    }
  };

  const submit = async (values: PetFormValues) => {
    setBusy(true);
    setFormError(null);
    const today = todayIsoDate();
    let saved: Animal;
    try {
      const body = animalBodyOf(values, today);
      saved = pet ? await api.patch(`/animal/${pet.id}/`, body, { schema: animalSchema }) : await api.post('/animal/', body, { schema: animalSchema });
    } catch (error) {
      console.error('[pet profile] the pet was not saved', error);
      if (!(error instanceof ApiError && error.status === 400 && applyApiErrors(error, values))) {
        showFormError(error instanceof ApiError && error.status < 500 && error.detail ? error.detail : t('profile.save_failed'));
      }
      toast.error(t('profile.save_failed_toast'));
      setBusy(false);
      return;
    }
    const withPhoto = await uploadPhoto(saved);
    if (!pet) {
      // The plan shows with its price at once; Save stays busy meanwhile.
      const offer = await loadNewPetOffer(api, withPhoto.pet);
      setBusy(false);
      setCreated({ pet: withPhoto.pet, photoError: withPhoto.error, offer });
      toast.success(t('profile.created', { name: withPhoto.pet.name }));
      return;
    }
    if (withPhoto.error) {
      setPhotoError(withPhoto.error);
      toast.error(t('photo.upload_failed_toast'));
      setBusy(false);
      return;
    }
    await followPlan(withPhoto.pet);
    setBusy(false);
    toast.success(t('profile.saved', { name: withPhoto.pet.name }));
    onSaved?.();
  };

  if (created) return <NewPetPlan pet={created.pet} photoError={created.photoError} offer={created.offer} />;

  const title = pet ? t('profile.edit_title', { name: pet.name }) : t('profile.new_title');
  return (
    <PageBody>
      {backLink}
      <PageHeader heading={<h1>{title}</h1>} intro={pet ? t('profile.edit_intro') : t('profile.new_intro')} />
      <Form form={form} onSubmit={(values) => void submit(values as PetFormValues)} className={`${fieldStyles.fields} ${styles.form}`} aria-label={title}>
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
