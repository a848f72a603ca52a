import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { weightExampleKg } from '@brokkie/domain/pet-answers';
import { todayIsoDate } from '@brokkie/domain/dates';
import { dogSizeBoundsKg } from '@brokkie/domain/feeding-science';
import { activityLevels, bodyConditions, complaintKinds, maxTreatsPercentage, sizeClasses, type ComplaintKind } from '@brokkie/domain/pet-profile';
import { Alert } from '../../components/alert.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { localeNumberParams, translateValidationMessage } from '../../components/validation-message.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { BreedField } from './breed-field.tsx';
import { appliesTo, weightWarning, type PetFormValues } from './pet-form-values.ts';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-pets.module.css';

function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.formSection} aria-labelledby={id}>
      <div>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {text && <p className={styles.sectionText}>{text}</p>}
      </div>
      <div className={styles.sectionFields}>{children}</div>
    </section>
  );
}

/** The complaints as a group of checkboxes: any number, or none. */
function ComplaintsField() {
  const { t } = useTranslation('dashboard_pets');
  const { control } = useFormContext<PetFormValues>();
  const { field } = useController({ name: 'complaints', control });
  const chosen = field.value;
  const legendId = useId();
  const toggle = (kind: ComplaintKind, on: boolean) =>
    field.onChange(on ? complaintKinds.filter((k) => k === kind || chosen.includes(k)) : chosen.filter((k) => k !== kind));
  return (
    <div role="group" aria-labelledby={legendId} className={styles.checkGroup}>
      <span id={legendId} className={styles.groupLabel}>
        {t('form.complaints')}
      </span>
      <p className={pageStyles.note}>{t('form.complaints_hint')}</p>
      <div className={styles.checkGrid}>
        {complaintKinds.map((kind, index) => (
          <Checkbox key={kind} isSelected={chosen.includes(kind)} onChange={(on) => toggle(kind, on)} inputRef={index === 0 ? field.ref : undefined}>
            {t(`form.complaint_kinds.${kind}`)}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

/**
 * Every question of the questionnaire on one page, in four sections: the pet, its breed and
 * build, its daily life and the food it gets besides ours. Questions that do not apply (size for
 * a known breed, nurturing for a male or a sterilised female, indoor for a dog, treats for a cat) are not shown.
 */
/**
 * A weight far outside the chosen breed's range: after a failed save, why it looks wrong and a box
 * to confirm it (kept for that weight only); a corrected weight needs none.
 */
function WeightCheck() {
  const { t } = useTranslation('dashboard_pets');
  const { t: tAny } = useTranslation();
  const messageId = useId();
  const { localeTag } = useShellData();
  const { control, setValue, trigger } = useFormContext<PetFormValues>();
  const values = useWatch({ control }) as PetFormValues;
  const { fieldState } = useController({ name: 'weight_confirmed', control });
  const far = weightWarning(values, todayIsoDate());
  const weight = values.weight.trim();
  const confirmed = far !== null && values.weight_confirmed === weight;
  if (!far || (!fieldState.error && !confirmed)) return null;
  return (
    <Alert tone="warning" title={t('form.weight_check_title')}>
      <p id={messageId}>{translateValidationMessage(tAny, far.key, localeNumberParams(far.params, localeTag))}</p>
      <Checkbox
        className={styles.weightConfirm}
        isSelected={confirmed}
        isInvalid={fieldState.error !== undefined}
        aria-describedby={messageId}
        onChange={(yes) => {
          setValue('weight_confirmed', yes ? weight : '');
          void trigger('weight_confirmed');
        }}
      >
        {t('form.weight_confirm', { weight })}
      </Checkbox>
    </Alert>
  );
}

export function PetFormFields({ isNew, photo }: { isNew: boolean; photo: ReactNode }) {
  const { t } = useTranslation('dashboard_pets');
  const { control, setValue } = useFormContext<PetFormValues>();
  const values = useWatch({ control }) as PetFormValues;
  const applies = appliesTo(values);
  const type = values.type;
  const yesNo = [
    { value: 'yes', label: t('form.yes') },
    { value: 'no', label: t('form.no') },
  ];

  // Breeds belong to one animal type. (Answers that no longer apply, a second breed or nurturing,
  // stay in the form in case the owner switches back; they are not sent.)
  const previousType = useRef(type);
  useEffect(() => {
    if (previousType.current !== type && previousType.current !== null) {
      setValue('breed_1', null);
      setValue('breed_2', null);
    }
    previousType.current = type;
  }, [type, setValue]);

  return (
    <>
      <Section title={t('form.section_pet')} text={t('form.section_pet_text')}>
        {isNew && (
          <FormRadioGroup
            name="type"
            label={t('form.type')}
            appearance="cards"
            orientation="horizontal"
            isRequired
            options={[
              { value: 'dog', label: t('form.dog') },
              { value: 'cat', label: t('form.cat') },
            ]}
          />
        )}
        <FormTextField name="name" label={t('form.name')} isRequired autoComplete="off" />
        <FormRadioGroup
          name="sex"
          label={t('form.sex')}
          orientation="horizontal"
          appearance="cards"
          isRequired
          options={[
            { value: 'male', label: t('form.male') },
            { value: 'female', label: t('form.female') },
          ]}
        />
        <FormRadioGroup
          name="birth"
          label={t('form.birth')}
          orientation="horizontal"
          options={[
            { value: 'exact', label: t('form.birth_exact') },
            { value: 'estimate', label: t('form.birth_estimate') },
          ]}
        />
        {values.birth === 'estimate' ? (
          <div className={fieldStyles.pair}>
            <FormTextField name="age_years" label={t('form.age_years')} inputMode="numeric" />
            <FormTextField name="age_months" label={t('form.age_months')} inputMode="numeric" description={t('form.age_months_hint')} />
          </div>
        ) : (
          <FormDateField name="birth_date" label={t('form.birth_date')} isRequired />
        )}
        {type && photo}
      </Section>

      {type && (
        <>
          <Section title={t('form.section_build')} text={t('form.section_build_text')}>
            <FormRadioGroup
              name="breed_choice"
              label={t('form.breed_choice')}
              options={[
                { value: 'known', label: t('form.breed_known') },
                { value: 'mixed', label: t('form.breed_mixed') },
                { value: 'unknown', label: t('form.breed_unknown') },
              ]}
            />
            {values.breed_choice !== 'unknown' && (
              <BreedField
                key={`breed_1-${type}`}
                name="breed_1"
                type={type}
                label={values.breed_choice === 'mixed' ? t('form.breed_first') : t('form.breed')}
                isRequired
              />
            )}
            {values.breed_choice === 'mixed' && <BreedField key={`breed_2-${type}`} name="breed_2" type={type} label={t('form.breed_second')} isRequired />}
            {applies.size && (
              <FormRadioGroup
                name="size"
                label={t('form.size')}
                appearance="cards"
                isRequired
                options={sizeClasses.map((size) => ({
                  value: size,
                  label: t(`form.sizes.${size}`),
                  description: t(`form.sizes.${size}_hint`, {
                    min: size === 'medium' ? dogSizeBoundsKg.smallMax : size === 'large' ? dogSizeBoundsKg.mediumMax : dogSizeBoundsKg.giantMin,
                    max: size === 'small' ? dogSizeBoundsKg.smallMax : size === 'medium' ? dogSizeBoundsKg.mediumMax : dogSizeBoundsKg.giantMin,
                  }),
                }))}
              />
            )}
            <FormTextField
              name="weight"
              label={t('form.weight')}
              inputMode="decimal"
              isRequired
              description={t('form.weight_hint', { example: weightExampleKg })}
            />
            <WeightCheck />
            <FormRadioGroup
              name="condition"
              label={t('form.condition')}
              appearance="cards"
              isRequired
              options={bodyConditions.map((condition) => ({
                value: condition,
                label: t(`form.conditions.${condition}`),
                description: t(`form.conditions.${condition}_hint`),
              }))}
            />
          </Section>

          <Section title={t('form.section_life')}>
            <FormRadioGroup name="sterilised" label={t('form.sterilised')} orientation="horizontal" isRequired options={yesNo} />
            {applies.nurturing && <FormRadioGroup name="nurturing" label={t('form.nurturing')} orientation="horizontal" isRequired options={yesNo} />}
            {applies.indoor && (
              <FormRadioGroup
                name="indoor"
                label={t('form.indoor')}
                isRequired
                options={[
                  { value: 'yes', label: t('form.indoor_yes') },
                  { value: 'no', label: t('form.indoor_no') },
                ]}
              />
            )}
            <FormRadioGroup
              name="activity"
              label={t('form.activity')}
              appearance="cards"
              isRequired
              options={activityLevels.map((level) => ({
                value: level,
                label: t(`form.activities.${level}`),
                description: t(`form.activities.${type}_${level}`),
              }))}
            />
            <ComplaintsField />
          </Section>

          <Section title={t('form.section_food')} text={t('form.section_food_text')}>
            <FormRadioGroup name="wet_food" label={t('form.wet_food')} orientation="horizontal" options={yesNo} />
            {values.wet_food === 'yes' && (
              <div className={fieldStyles.pair}>
                <FormTextField name="amount_wet_food" label={t('form.wet_grams')} inputMode="numeric" isRequired description={t('form.wet_grams_hint')} />
                <FormTextField name="portions_wet" label={t('form.wet_portions')} inputMode="numeric" isRequired description={t('form.wet_portions_hint')} />
              </div>
            )}
            <div className={fieldStyles.pair}>
              <FormTextField name="percentage_fresh_food" label={t('form.fresh_food')} inputMode="numeric" description={t('form.fresh_food_hint')} />
              {applies.treats && (
                <FormTextField
                  name="percentage_treats"
                  label={t('form.treats')}
                  inputMode="numeric"
                  description={t('form.treats_hint', { max: maxTreatsPercentage })}
                />
              )}
            </div>
          </Section>
        </>
      )}
    </>
  );
}
