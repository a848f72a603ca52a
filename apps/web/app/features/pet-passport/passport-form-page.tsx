import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Animal } from '@brokkie/contracts/animal';
import { petPassportFields, type PetPassport, type PetPassportField } from '@brokkie/contracts/pet-passport';
import { chipNumberPattern, passportTextLimits } from '@brokkie/domain/pet-passport';
import { addValidationIssue, max } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PetPageFrame } from '../../components/pet-page-frame.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { PassportData, PassportOutcome } from './passport-data.ts';
import styles from './pet-passport.module.css';

/** Which limit of `passportTextLimits` each field has. */
const limitOf: Record<PetPassportField, number> = {
  chip_number: passportTextLimits.chipNumber,
  passport_number: passportTextLimits.passportNumber,
  markings: passportTextLimits.markings,
  allergies: passportTextLimits.allergies,
  medication: passportTextLimits.medication,
  vet_name: passportTextLimits.vetName,
  vet_phone: passportTextLimits.vetPhone,
  vet_address: passportTextLimits.vetAddress,
};

export const passportFormKeys = { chipNumber: 'pet_passport.form.chip_number' } as const;

const text = (field: PetPassportField) => z.string().superRefine((value, ctx) => addValidationIssue(ctx, max(value.trim(), limitOf[field])));

const schema = z.object({
  ...(Object.fromEntries(petPassportFields.map((field) => [field, text(field)])) as Record<PetPassportField, ReturnType<typeof text>>),
  chip_number: text('chip_number').superRefine((value, ctx) => {
    const chip = value.trim();
    if (chip !== '' && !chipNumberPattern.test(chip)) addValidationIssue(ctx, { key: passportFormKeys.chipNumber });
  }),
});
type Values = z.input<typeof schema>;

const multiline = new Set<PetPassportField>(['markings', 'allergies', 'medication', 'vet_address']);
const groups: { title: string; fields: PetPassportField[] }[] = [
  { title: 'sections.identity', fields: ['chip_number', 'passport_number', 'markings'] },
  { title: 'sections.health', fields: ['allergies', 'medication'] },
  { title: 'sections.vet', fields: ['vet_name', 'vet_phone', 'vet_address'] },
];

function PassportForm({ pet, passport }: { pet: Animal; passport: PetPassport }) {
  const { t } = useTranslation('pet_passport');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const form = useValidatedForm(schema, {
    defaultValues: Object.fromEntries(petPassportFields.map((field) => [field, passport[field] ?? ''])) as Values,
  });
  const saving = useFetcher<PassportOutcome>();
  const [error, setError] = useState<string | null>(null);
  const answer = saving.state === 'idle' ? saving.data : undefined;
  const forgetAnswer = saving.reset;

  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    if (answer.ok) {
      toast.success(t('form.saved', { name: pet.name }));
      void navigate(localize(`/e-health/pet-passport?pet=${pet.id}`));
      return;
    }
    let placed = false;
    for (const field of petPassportFields) {
      const message = answer.fields[field]?.[0];
      if (message) {
        form.setError(field, { type: 'server', message });
        placed = true;
      }
    }
    if (!placed) setError(answer.status > 0 && answer.status < 500 ? (answer.detail ?? t('form.failed')) : t('form.failed'));
  }, [answer, forgetAnswer, form, localize, navigate, pet, t]);

  const submit = (values: z.output<typeof schema>) => {
    setError(null);
    const change = Object.fromEntries(petPassportFields.map((field) => [field, values[field].trim()]));
    void saving.submit({ intent: 'passport', pet: pet.id, change }, jsonSubmission);
  };

  return (
    <Form form={form} onSubmit={submit} className={styles.form} aria-label={t('form.label', { name: pet.name })}>
      {groups.map((group) => (
        <Card as="section" key={group.title} className={styles.section} aria-label={t(group.title)}>
          <h2 className={styles.sectionTitle}>{t(group.title)}</h2>
          {group.fields.map((field) => (
            <FormTextField
              key={field}
              name={field}
              label={t(`fields.${field}`)}
              description={t(`form.hints.${field}`)}
              multiline={multiline.has(field)}
              inputMode={field === 'chip_number' ? 'numeric' : field === 'vet_phone' ? 'tel' : undefined}
              autoComplete={field === 'vet_phone' ? 'off' : undefined}
            />
          ))}
        </Card>
      ))}
      <p className={styles.formNote}>
        {t('form.profile_note')} <Link to={localize(`/change-pet-profile/${pet.id}`)}>{t('form.profile_link', { name: pet.name })}</Link>
      </p>
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.formActions}>
        <Button type="submit" isLoading={saving.state !== 'idle'}>
          {t('form.save')}
        </Button>
        <ButtonLink variant="ghost" to={localize(`/e-health/pet-passport?pet=${pet.id}`)}>
          {t('form.cancel')}
        </ButtonLink>
      </div>
    </Form>
  );
}

/**
 * /e-health/edit-pet-profile: the passport's own details of a pet (tabs, `?pet=`): chip and
 * passport numbers, colour and markings, allergies, medication and the vet. The rest of the
 * profile (name, breed, birth date, photo) is the pet's profile page's, linked from here.
 */
export function PassportFormPage({ data }: { data: PassportData }) {
  const { t } = useTranslation('pet_passport');
  return (
    <PetPageFrame
      page="e-health-edit-pet-profile"
      intro={t('form.intro')}
      pets={data.pets}
      selectedId={data.selectedId}
      petsLabel={t('pets_label')}
      noPets={{ title: t('no_pets_title'), text: t('no_pets_text'), action: t('no_pets_action') }}
      className={styles.page}
    >
      {(pet) => (data.passport ? <PassportForm key={pet.id} pet={pet} passport={data.passport} /> : null)}
    </PetPageFrame>
  );
}
