import { useTranslation } from 'react-i18next';
import type { DraftPetAnswers } from '@brokkie/contracts/questionnaire';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { ArrowRightIcon, CheckIcon, PlusIcon } from '../../../components/icons.tsx';
import { CatFace, DogFace } from '../pet-art.tsx';
import styles from '../questionnaire.module.css';

/**
 * After a pet's last answer: it is saved. The household so far, and the two ways on: another
 * pet (dogs and cats may share a box) or on to the overview.
 */
export function DoneStep({
  pets,
  canAddPet,
  busy,
  onAddPet,
  onContinue,
  fallbackName,
}: {
  pets: DraftPetAnswers[];
  canAddPet: boolean;
  busy: boolean;
  onAddPet: () => void;
  onContinue: () => void;
  fallbackName: (pet: DraftPetAnswers) => string;
}) {
  const { t } = useTranslation('questionnaire');
  const household = pets.filter((pet) => pet.animal_id !== undefined);
  return (
    <div className={styles.stack}>
      {household.length > 0 && (
        <section aria-labelledby="household-heading" className={styles.household}>
          <h3 id="household-heading" className={styles.householdTitle}>
            {t('steps.done.household')}
          </h3>
          <ul className={styles.householdList}>
            {household.map((pet) => (
              <li key={pet.animal_id} className={styles.householdPet}>
                {pet.type === 'cat' ? <CatFace className={styles.householdFace} /> : <DogFace className={styles.householdFace} />}
                <span className={styles.householdName}>{pet.name?.trim() || fallbackName(pet)}</span>
                <CheckIcon className={styles.householdCheck} size={18} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className={styles.doneActions}>
        <Button variant="outline" size="lg" iconStart={<PlusIcon />} onPress={onAddPet} isDisabled={!canAddPet || busy}>
          {t('steps.done.add')}
        </Button>
        <Button size="lg" iconEnd={<ArrowRightIcon />} onPress={onContinue} isLoading={busy}>
          {t('steps.done.continue')}
        </Button>
      </div>
      {!canAddPet && <Alert tone="info">{t('steps.done.add_limit', { count: pets.length })}</Alert>}
    </div>
  );
}
