import { useTranslation } from 'react-i18next';
import { activityLevels, animalTypes, bodyConditions, sexes, sizeClasses } from '@brokkie/domain/pet-profile';
import { dogSizeBoundsKg } from '@brokkie/domain/feeding-science';
import { BodyShape, CatFace, DogFace } from '../pet-art.tsx';
import { ChoiceCards, YesNoCards, type StepProps } from './step-kit.tsx';
import styles from '../questionnaire.module.css';

/** The questions answered with one choice out of a few. */

export function TypeStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <ChoiceCards
      field="type"
      labelledBy={headingId}
      layout="pictures"
      options={animalTypes.map((type) => ({
        value: type,
        label: t(`steps.type.${type}`),
        art: type === 'dog' ? <DogFace className={styles.face} /> : <CatFace className={styles.face} />,
      }))}
      value={pet.type}
      onChange={(type) => change({ type })}
      errorMessage={error('type')}
    />
  );
}

export function SexStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <ChoiceCards
      field="sex"
      labelledBy={headingId}
      layout="pair"
      options={sexes.map((sex) => ({ value: sex, label: t(`steps.sex.${sex}`), description: t(`steps.sex.${sex}_hint`) }))}
      value={pet.sex}
      onChange={(sex) => change({ sex })}
      errorMessage={error('sex')}
    />
  );
}

export function SizeStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const bounds = {
    small: { max: dogSizeBoundsKg.smallMax },
    medium: { min: dogSizeBoundsKg.smallMax, max: dogSizeBoundsKg.mediumMax },
    large: { min: dogSizeBoundsKg.mediumMax, max: dogSizeBoundsKg.giantMin },
    giant: { min: dogSizeBoundsKg.giantMin },
  };
  return (
    <ChoiceCards
      field="size"
      labelledBy={headingId}
      options={sizeClasses.map((size) => ({
        value: size,
        label: t(`steps.size.${size}`),
        description: t(`steps.size.${size}_hint`, bounds[size]),
      }))}
      value={pet.size}
      onChange={(size) => change({ size })}
      errorMessage={error('size')}
    />
  );
}

export function SterilisedStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <YesNoCards
      field="sterilised"
      labelledBy={headingId}
      value={pet.sterilised}
      onChange={(sterilised) => change({ sterilised })}
      errorMessage={error('sterilised')}
      yes={{ label: t('steps.sterilised.yes') }}
      no={{ label: t('steps.sterilised.no') }}
    />
  );
}

export function NurturingStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <YesNoCards
      field="nurturing"
      labelledBy={headingId}
      value={pet.nurturing}
      onChange={(nurturing) => change({ nurturing })}
      errorMessage={error('nurturing')}
      yes={{ label: t('steps.nurturing.yes') }}
      no={{ label: t('steps.nurturing.no') }}
    />
  );
}

export function ActivityStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const type = pet.type ?? 'dog';
  return (
    <ChoiceCards
      field="activity"
      labelledBy={headingId}
      options={activityLevels.map((level, index) => ({
        value: level,
        label: t(`steps.activity.${level}`),
        description: t(`steps.activity.descriptions.${type}.${level}`),
        art: <ActivityMeter level={index + 1} />,
      }))}
      value={pet.activity}
      onChange={(activity) => change({ activity })}
      errorMessage={error('activity')}
    />
  );
}

/** One to four rising bars: how much energy a level means, at a glance. */
function ActivityMeter({ level }: { level: number }) {
  return (
    <svg viewBox="0 0 40 32" className={styles.meter} aria-hidden="true" focusable="false">
      {[0, 1, 2, 3].map((bar) => (
        <rect
          key={bar}
          x={2 + bar * 10}
          y={24 - bar * 7}
          width="7"
          height={8 + bar * 7}
          rx="2"
          className={bar < level ? styles.meterOn : styles.meterOff}
        />
      ))}
    </svg>
  );
}

export function ConditionStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const type = pet.type ?? 'dog';
  return (
    <ChoiceCards
      field="condition"
      labelledBy={headingId}
      layout="pictures"
      options={bodyConditions.map((condition) => ({
        value: condition,
        label: t(`steps.condition.${condition}`),
        description: t(`steps.condition.${condition}_hint`),
        art: <BodyShape type={type} condition={condition} className={styles.bodyShape} />,
      }))}
      value={pet.condition}
      onChange={(condition) => change({ condition })}
      errorMessage={error('condition')}
    />
  );
}

export function IndoorStep({ pet, headingId, change, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  return (
    <YesNoCards
      field="indoor"
      labelledBy={headingId}
      value={pet.indoor}
      onChange={(indoor) => change({ indoor })}
      errorMessage={error('indoor')}
      yes={{ label: t('steps.indoor.yes'), description: t('steps.indoor.yes_hint') }}
      no={{ label: t('steps.indoor.no'), description: t('steps.indoor.no_hint') }}
    />
  );
}
