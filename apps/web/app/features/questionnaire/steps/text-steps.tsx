import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { weightExampleKg } from '@brokkie/domain/pet-answers';
import { formatDecimalInput } from '@brokkie/domain/format';
import { maxWetFoodGramsPerPortion, maxWetPortionsPerWeek } from '@brokkie/contracts/animal';
import { Alert } from '../../../components/alert.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { Checkbox } from '../../../components/checkbox.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { localeNumberParams, translateValidationMessage } from '../../../components/validation-message.ts';
import { weightWarning } from '../step-validation.ts';
import { fieldId, YesNoCards, type StepProps } from './step-kit.tsx';
import pageStyles from '../../../components/page.module.css';
import styles from '../questionnaire.module.css';

/** The questions answered by typing: name, birth date or age, weight, wet food. */

export function NameStep({ pet, change, blur, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <TextField
      id={fieldId('name')}
      label={t('steps.name.label')}
      value={pet.name ?? ''}
      onChange={(name) => change({ name }, 'input')}
      onBlur={() => blur('name')}
      errorMessage={error('name')}
      maxLength={100}
      autoComplete="off"
      isRequired
      className={styles.narrowField}
    />
  );
}

export function BirthDateStep({ pet, petName, change, blur, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const estimating = pet.exact_birthdate === false;
  return (
    <div className={styles.stack}>
      {estimating ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('steps.birth_date.estimate_intro', { name: petName })}</legend>
          <div className={styles.pairFields}>
            <TextField
              id={fieldId('age_years')}
              label={t('steps.birth_date.years')}
              value={pet.age_years ?? ''}
              onChange={(age_years) => change({ age_years: age_years.slice(0, 3) }, 'input')}
              onBlur={() => blur('age_years')}
              errorMessage={error('age_years')}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
            />
            <TextField
              id={fieldId('age_months')}
              label={t('steps.birth_date.months')}
              value={pet.age_months ?? ''}
              onChange={(age_months) => change({ age_months: age_months.slice(0, 3) }, 'input')}
              onBlur={() => blur('age_months')}
              errorMessage={error('age_months')}
              inputMode="numeric"
              maxLength={3}
              autoComplete="off"
            />
          </div>
          <p className={pageStyles.note}>{t('steps.birth_date.estimate_hint')}</p>
        </fieldset>
      ) : (
        <DateField
          id={fieldId('birth_date')}
          label={t('steps.birth_date.label')}
          value={pet.birth_date ?? ''}
          onChange={(birth_date) => change({ birth_date }, 'input')}
          onComplete={(birth_date) => change({ birth_date }, 'commit')}
          onBlur={() => blur('birth_date')}
          errorMessage={error('birth_date')}
          isRequired
          className={styles.narrowField}
        />
      )}
      <Checkbox isSelected={estimating} onChange={(unknown) => change({ exact_birthdate: !unknown })}>
        {t('steps.birth_date.unknown')}
      </Checkbox>
    </div>
  );
}

export function WeightStep({ pet, petName, change, blur, error, localeTag, today }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const { t: tAny } = useTranslation();
  const messageId = useId();
  const weight = (pet.weight ?? '').trim();
  // Far outside the breed's range: said when the owner presses Next, and kept while confirmed.
  const far = weightWarning({ ...pet, weight_confirmed: undefined }, today);
  const confirmed = far !== null && pet.weight_confirmed === weight;
  const asked = far !== null && (error('weight_confirmed') !== undefined || confirmed);
  return (
    <div className={styles.stack}>
      <TextField
        id={fieldId('weight')}
        label={t('steps.weight.label')}
        value={pet.weight ?? ''}
        onChange={(typed) => change({ weight: typed.slice(0, 12) }, 'input')}
        onBlur={() => blur('weight')}
        errorMessage={error('weight')}
        placeholder={formatDecimalInput(weightExampleKg, localeTag)}
        inputMode="decimal"
        maxLength={12}
        autoComplete="off"
        isRequired
        icon={<span className={styles.unit}>kg</span>}
        className={styles.narrowField}
      />
      {asked && (
        <Alert tone="warning" title={t('steps.weight.check_title')}>
          <p id={messageId}>{translateValidationMessage(tAny, far.key, localeNumberParams(far.params, localeTag))}</p>
          <Checkbox
            id={fieldId('weight_confirmed')}
            className={styles.weightConfirm}
            isSelected={confirmed}
            onChange={(yes) => change({ weight_confirmed: yes ? weight : undefined })}
            aria-describedby={messageId}
          >
            {t('steps.weight.confirm', { name: petName, weight })}
          </Checkbox>
        </Alert>
      )}
    </div>
  );
}

export function WetFoodStep({ pet, petName, headingId, change, blur, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <div className={styles.stack}>
      <YesNoCards
        field="wet_food"
        labelledBy={headingId}
        value={pet.wet_food}
        onChange={(wet_food) => change({ wet_food })}
        errorMessage={error('wet_food')}
        yes={{ label: t('steps.wet_food.yes') }}
        no={{ label: t('steps.wet_food.no') }}
      />
      {pet.wet_food && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('steps.wet_food.amounts', { name: petName })}</legend>
          <div className={styles.pairFields}>
            <TextField
              id={fieldId('amount_wet_food')}
              label={t('steps.wet_food.grams')}
              description={t('steps.wet_food.grams_hint')}
              value={pet.amount_wet_food ?? ''}
              onChange={(amount_wet_food) => change({ amount_wet_food: amount_wet_food.slice(0, 6) }, 'input')}
              onBlur={() => blur('amount_wet_food')}
              errorMessage={error('amount_wet_food')}
              inputMode="numeric"
              maxLength={String(maxWetFoodGramsPerPortion).length}
              autoComplete="off"
              isRequired
              icon={<span className={styles.unit}>g</span>}
            />
            <TextField
              id={fieldId('portions_wet')}
              label={t('steps.wet_food.portions')}
              description={t('steps.wet_food.portions_hint')}
              value={pet.portions_wet ?? ''}
              onChange={(portions_wet) => change({ portions_wet: portions_wet.slice(0, 4) }, 'input')}
              onBlur={() => blur('portions_wet')}
              errorMessage={error('portions_wet')}
              inputMode="numeric"
              maxLength={String(maxWetPortionsPerWeek).length}
              autoComplete="off"
              isRequired
            />
          </div>
        </fieldset>
      )}
    </div>
  );
}
