import { useTranslation } from 'react-i18next';
import type { AnimalType } from '@brokkie/domain/pet-profile';
import { breedChoices, type DraftPetAnswers } from '@brokkie/contracts/questionnaire';
import { BreedComboBox, type BreedChoice, type BreedComboBoxTexts } from '../../../components/breed-combo-box.tsx';
import { ChoiceCards, fieldId, type StepProps } from './step-kit.tsx';
import pageStyles from '../../../components/page.module.css';
import styles from '../questionnaire.module.css';

function breedTexts(t: (key: string) => string, type: AnimalType): BreedComboBoxTexts {
  return {
    placeholder: t(`steps.breed.placeholder_${type}`),
    show: t('steps.breed.show_all'),
    loading: t('steps.breed.loading'),
    failed: t('steps.breed.failed'),
    none: t('steps.breed.no_results'),
  };
}

function chosenBreed(pet: DraftPetAnswers, which: 1 | 2): BreedChoice | null {
  const url = which === 1 ? pet.breed_1 : pet.breed_2;
  const name = which === 1 ? pet.breed_1_name : pet.breed_2_name;
  return url ? { url, name: name ?? '' } : null;
}

/** The breed: one from the list, two for a mixed breed, or "I don't know" (dogs: size next). */
export function BreedStep({ pet, headingId, change, blur, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const type = pet.type ?? 'dog';
  const choice = pet.breed_choice ?? 'known';
  return (
    <div className={styles.stack}>
      <ChoiceCards
        field="breed_choice"
        labelledBy={headingId}
        layout="compact"
        options={breedChoices.map((value) => ({ value, label: t(`steps.breed.${value}`) }))}
        value={choice}
        onChange={(breed_choice) => change({ breed_choice })}
      />
      {choice !== 'unknown' && (
        <div className={styles.stack}>
          <BreedComboBox
            key={`1-${type}`}
            id={fieldId('breed_1')}
            className={styles.breedField}
            type={type}
            label={choice === 'mixed' ? t('steps.breed.first') : t('steps.breed.label')}
            selected={chosenBreed(pet, 1)}
            onSelect={(breed) => change({ breed_1: breed?.url ?? null, breed_1_name: breed?.name ?? '', breed_1_adult_kg: breed?.adultKg })}
            onBlur={() => blur('breed_1')}
            errorMessage={error('breed_1')}
            isRequired
            texts={breedTexts(t, type)}
          />
          {choice === 'mixed' && (
            <BreedComboBox
              key={`2-${type}`}
              id={fieldId('breed_2')}
              className={styles.breedField}
              type={type}
              label={t('steps.breed.second')}
              selected={chosenBreed(pet, 2)}
              onSelect={(breed) => change({ breed_2: breed?.url ?? null, breed_2_name: breed?.name ?? '', breed_2_adult_kg: breed?.adultKg })}
              onBlur={() => blur('breed_2')}
              texts={breedTexts(t, type)}
            />
          )}
        </div>
      )}
      {choice === 'unknown' && <p className={pageStyles.note}>{t(`steps.breed.unknown_note_${type}`)}</p>}
    </div>
  );
}
