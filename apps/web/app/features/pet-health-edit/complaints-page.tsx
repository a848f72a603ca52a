import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Animal } from '@brokkie/contracts/animal';
import { complaintKinds, type ComplaintKind } from '@brokkie/domain/pet-profile';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { PlanComparison } from '../../components/plan-comparison.tsx';
import { usePlanPreview } from '../../lib/use-plan-preview.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { PetChangeData } from './pet-change-data.ts';
import { PetChangeFrame } from './pet-change-frame.tsx';
import { usePetChange } from './use-pet-change.ts';
import styles from './pet-health-edit.module.css';

const schema = z.object({ complaints: z.array(z.enum(complaintKinds)) });
type Values = z.input<typeof schema>;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value) => b.includes(value));

function ComplaintsForm({ pet, data }: { pet: Animal; data: PetChangeData }) {
  const { t } = useTranslation('pet_health_edit');
  const localize = useLocalizedPath();
  const form = useValidatedForm(schema, { defaultValues: { complaints: pet.complaints } });
  const { field } = useController<Values, 'complaints'>({ name: 'complaints', control: form.control });
  const { submit, busy, error } = usePetChange(pet, form, { complaints: 'complaints' }, () => form.reset(form.getValues()));
  const legendId = useId();
  const chosen = field.value;
  const changed = !sameSet(chosen, pet.complaints);
  const preview = usePlanPreview(pet.id, { country: data.country, diet: pet }, changed ? { complaints: chosen } : null);
  // In the catalog's order, whatever order they were ticked in.
  const toggle = (kind: ComplaintKind, on: boolean) =>
    field.onChange(on ? complaintKinds.filter((k) => k === kind || chosen.includes(k)) : chosen.filter((k) => k !== kind));

  return (
    <Form
      form={form}
      onSubmit={(parsed) => submit({ intent: 'complaints', pet: pet.id, complaints: parsed.complaints, ...(data.country ? { country: data.country } : {}) })}
      className={styles.form}
      aria-label={t('complaints.label', { name: pet.name })}
    >
      <Card as="section" className={styles.section} aria-labelledby={legendId}>
        <div role="group" aria-labelledby={legendId} className={styles.checks}>
          <h2 id={legendId} className={styles.sectionTitle}>
            {t('complaints.title', { name: pet.name })}
          </h2>
          <p className={styles.muted}>{t('complaints.text')}</p>
          {complaintKinds.map((kind, index) => (
            <Checkbox
              key={kind}
              isSelected={chosen.includes(kind)}
              onChange={(on) => toggle(kind, on)}
              description={t(`complaint_kinds.${kind}_hint`)}
              inputRef={index === 0 ? field.ref : undefined}
            >
              {t(`complaint_kinds.${kind}`)}
            </Checkbox>
          ))}
        </div>
      </Card>
      <Alert tone="info">{t('complaints.vet_note')}</Alert>
      {changed && preview && <PlanComparison before={preview.current} after={preview.preview} intervalWeeks={preview.interval_weeks} />}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button type="submit" isLoading={busy} isDisabled={!changed}>
          {t('save')}
        </Button>
        <ButtonLink variant="ghost" to={localize(`/e-health/pet-discover?pet=${pet.id}`)}>
          {t('complaints.to_discover')}
        </ButtonLink>
      </div>
    </Form>
  );
}

/**
 * /e-health/edit-pet-complaints: the pet's health complaints (the meal plan's formula and portions
 * take them into account). As they change, the plan and price now and after are shown; "Save"
 * changes the pet and its deliveries follow the new plan.
 */
export function ComplaintsPage({ data }: { data: PetChangeData }) {
  const { t } = useTranslation('pet_health_edit');
  return (
    <PetChangeFrame page="e-health-edit-pet-complaints" intro={t('complaints.intro')} data={data}>
      {(pet) => <ComplaintsForm key={pet.id} pet={pet} data={data} />}
    </PetChangeFrame>
  );
}
