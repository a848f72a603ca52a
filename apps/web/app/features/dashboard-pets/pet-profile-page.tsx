import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { animal as animalSchema, animalDiet, type Animal } from '@brokkie/contracts/animal';
import { todayIsoDate } from '@brokkie/domain/dates';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { translateValidationMessage } from '../../components/validation-message.ts';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { authReady } from '../../shell/auth-session.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { NewPetPlan } from './new-pet-plan.tsx';
import { PetFormFields } from './pet-form.tsx';
import {
  animalBodyOf,
  emptyPetForm,
  formFieldOfApiField,
  formValuesOf,
  petFormSchema,
  type PetFormValues,
} from './pet-form-values.ts';
import { noPhotoChange, PhotoField, type PhotoChoice } from './photo-field.tsx';
import { followPlanInSubscription } from '../../components/subscription-sync.ts';
import styles from './dashboard-pets.module.css';

const breedName = z.object({ name: z.string() });

interface Loaded {
  pet: Animal;
  values: PetFormValues;
}

async function loadPet(api: ApiClient, id: number, options: { today: string; decimalComma: boolean }): Promise<Loaded | 'not_found'> {
  await authReady();
  let pet: Animal;
  try {
    pet = await api.get(`/animal/${id}/`, { schema: animalSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'not_found';
    throw error;
  }
  const breedNames: Record<string, string> = {};
  await Promise.all(
    [pet.breed_1, pet.breed_2]
      .filter((url): url is string => !!url)
      .map(async (url) => {
        breedNames[url] = (await api.get(url, { schema: breedName })).name;
      }),
  );
  return { pet, values: formValuesOf(pet, { ...options, breedNames }) };
}

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
export function PetProfilePage({ animalId }: { animalId?: number }) {
  const { t } = useTranslation('dashboard_pets');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const isNew = animalId === undefined;
  const decimalComma = useMemo(() => new Intl.NumberFormat(localeTag).format(1.5).includes(','), [localeTag]);
  const [loaded, setLoaded] = useState<Loaded | 'not_found' | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isNew) return;
    let active = true;
    setLoaded(null);
    loadPet(api, animalId, { today: todayIsoDate(), decimalComma })
      .then((result) => active && setLoaded(result))
      .catch((error: unknown) => {
        console.error('[pet profile] could not load the pet', error);
        if (active) setLoaded('failed');
      });
    return () => {
      active = false;
    };
  }, [api, animalId, isNew, decimalComma, attempt]);

  const backLink = (
    <div className={styles.back}>
      <ButtonLink to={localize('/dashboard/pets')} variant="ghost" size="sm" iconStart={<ArrowLeftIcon size={18} />}>
        {t('back_to_pets')}
      </ButtonLink>
    </div>
  );

  if (isNew) return <PetProfileEditor pet={null} initial={emptyPetForm} backLink={backLink} />;
  if (loaded === null) {
    return (
      <div className={styles.page}>
        {backLink}
        <LoadingState label={t('profile.loading')} />
      </div>
    );
  }
  if (loaded === 'not_found' || loaded === 'failed') {
    return (
      <div className={styles.page}>
        {backLink}
        <h1>{t('profile.edit_title_unknown')}</h1>
        <Alert tone="danger" role="alert">
          {loaded === 'not_found' ? t('profile.not_found') : t('profile.load_failed')}
        </Alert>
        {loaded === 'failed' && (
          <div>
            <Button variant="outline" onPress={() => setAttempt((value) => value + 1)}>
              {t('retry')}
            </Button>
          </div>
        )}
      </div>
    );
  }
  return (
    <PetProfileEditor key={loaded.pet.id} pet={loaded.pet} initial={loaded.values} backLink={backLink} onSaved={() => void navigate(localize('/dashboard/pets'))} />
  );
}

function PetProfileEditor({
  pet,
  initial,
  backLink,
  onSaved,
}: {
  pet: Animal | null;
  initial: PetFormValues;
  backLink: ReactNode;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('dashboard_pets');
  const { t: tAll } = useTranslation();
  const api = useApiClient();
  const schema = useMemo(() => petFormSchema(() => todayIsoDate()), []);
  const form = useValidatedForm(schema, { defaultValues: initial });
  const [photo, setPhoto] = useState<PhotoChoice>(noPhotoChange);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ pet: Animal; photoError: string | null } | null>(null);
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
          headers: { 'Content-Type': file.type || 'application/octet-stream', 'Content-Disposition': `attachment; filename="${encodeURIComponent(file.name)}"` },
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
      saved = pet
        ? await api.patch(`/animal/${pet.id}/`, body, { schema: animalSchema })
        : await api.post('/animal/', body, { schema: animalSchema });
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
      setBusy(false);
      setCreated({ pet: withPhoto.pet, photoError: withPhoto.error });
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

  if (created) return <NewPetPlan pet={created.pet} photoError={created.photoError} />;

  const title = pet ? t('profile.edit_title', { name: pet.name }) : t('profile.new_title');
  return (
    <div className={styles.page}>
      {backLink}
      <header className={styles.head}>
        <h1>{title}</h1>
        <p className={styles.intro}>{pet ? t('profile.edit_intro') : t('profile.new_intro')}</p>
      </header>
      <Form form={form} onSubmit={(values) => void submit(values as PetFormValues)} className={styles.form} aria-label={title}>
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
          <p className={styles.hint}>{pet ? t('profile.save_hint') : t('profile.create_hint')}</p>
          <Button type="submit" isLoading={busy} size="lg">
            {pet ? t('profile.save') : name.trim() ? t('profile.create_named', { name: name.trim() }) : t('profile.create')}
          </Button>
        </Card>
      </Form>
    </div>
  );
}
