import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { complaintKinds, maxTreatsPercentage, type ComplaintKind } from '@brokkie/domain/pet-profile';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import type { DraftPetAnswers } from '@brokkie/contracts/questionnaire';
import { fieldId, type StepProps } from './step-kit.tsx';
import pageStyles from '../../../components/page.module.css';
import styles from '../questionnaire.module.css';

/** Health complaints as chips to tick (none is a fine answer too). */
export function ComplaintsStep({ pet, headingId, change }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const selected = pet.complaints ?? [];
  return (
    <CheckboxGroup
      id={fieldId('complaints')}
      aria-labelledby={headingId}
      value={selected}
      onChange={(values) => change({ complaints: complaintKinds.filter((kind) => values.includes(kind)) })}
      className={styles.stack}
    >
      <div className={styles.chips}>
        {complaintKinds.map((kind: ComplaintKind) => (
          <Checkbox key={kind} value={kind} className={styles.chip}>
            {({ isSelected }) => (
              <>
                <span className={styles.chipBox} aria-hidden="true">
                  {isSelected && <CheckIcon size={16} />}
                </span>
                {t(`steps.complaints.kinds.${kind}`)}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <p className={pageStyles.note} aria-live="polite">
        {selected.length === 0 ? t('steps.complaints.none_selected') : t('steps.complaints.selected', { count: selected.length })}
      </p>
    </CheckboxGroup>
  );
}

/** A share of the daily food in whole percent, on a slider (arrow keys move it by one step). */
function ShareSlider({
  field,
  label,
  value,
  maxValue,
  step,
  onChange,
  errorMessage,
}: {
  field: keyof DraftPetAnswers;
  label: string;
  value: number;
  maxValue: number;
  step: number;
  onChange: (value: number) => void;
  errorMessage?: string;
}) {
  const { t } = useTranslation('questionnaire');
  const errorId = `${fieldId(field)}-error`;
  return (
    <div className={styles.sliderField}>
      <Slider
        id={fieldId(field)}
        value={value}
        minValue={0}
        maxValue={maxValue}
        step={step}
        onChange={(next) => onChange(Array.isArray(next) ? (next[0] ?? 0) : next)}
        className={styles.slider}
        formatOptions={{ style: 'unit', unit: 'percent', maximumFractionDigits: 0 }}
      >
        <div className={styles.sliderHead}>
          <Label className={styles.sliderLabel}>{label}</Label>
          <SliderOutput className={styles.sliderOutput}>{() => t('percent', { value })}</SliderOutput>
        </div>
        <SliderTrack className={styles.sliderTrack}>
          {({ state }) => (
            <>
              <span className={styles.sliderFill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
              <SliderThumb className={styles.sliderThumb} aria-describedby={errorMessage ? errorId : undefined} />
            </>
          )}
        </SliderTrack>
        <div className={styles.sliderScale} aria-hidden="true">
          <span>{t('percent', { value: 0 })}</span>
          <span>{t('percent', { value: maxValue })}</span>
        </div>
      </Slider>
      {errorMessage && (
        <p id={errorId} className={styles.sliderError} role="alert">
          <AlertIcon />
          <span>{errorMessage}</span>
        </p>
      )}
    </div>
  );
}

export function FreshFoodStep({ pet, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <ShareSlider
      field="percentage_fresh_food"
      label={t('steps.fresh_food.label')}
      value={pet.percentage_fresh_food ?? 0}
      maxValue={100}
      step={5}
      onChange={(percentage_fresh_food) => change({ percentage_fresh_food })}
      errorMessage={error('percentage_fresh_food')}
    />
  );
}

export function TreatsStep({ pet, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <ShareSlider
      field="percentage_treats"
      label={t('steps.treats.label')}
      value={Math.min(pet.percentage_treats ?? 0, maxTreatsPercentage)}
      maxValue={maxTreatsPercentage}
      step={1}
      onChange={(percentage_treats) => change({ percentage_treats })}
      errorMessage={error('percentage_treats')}
    />
  );
}
