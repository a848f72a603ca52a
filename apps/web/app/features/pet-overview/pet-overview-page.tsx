import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { Animal } from '@brokkie/contracts/animal';
import type { DraftPetAnswers, QuestionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import { todayIsoDate } from '@brokkie/domain/dates';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { ageText, breedText, weightText } from './pet-facts.ts';
import type { PetOverviewData, PetOverviewOutcome } from './pet-overview-data.ts';
import { PetTypeIcon } from './pet-type-icon.tsx';
import dialogStyles from '../../components/dialog.module.css';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './pet-overview.module.css';

/** Draft pets the owner started but did not finish (with at least one answer). */
function unfinishedPets(draft: QuestionnaireDraftBody): { pet: DraftPetAnswers; index: number }[] {
  return draft.pets.map((pet, index) => ({ pet, index })).filter(({ pet }) => pet.animal_id === undefined && Object.keys(pet).length > 0);
}

/**
 * /pet-overview (issue 5): the household's pets (GET /animal/), each with its facts, an Edit link
 * into the questionnaire and Remove (after confirmation); pets started in the questionnaire but
 * not finished; "Add a pet" and, once there is a pet, "Continue" to the suggested meal plan.
 */
export function PetOverviewPage({ data }: { data: PetOverviewData }) {
  const { t } = useTranslation('pet_overview');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  // The pet in the confirmation dialog; the removal asked for last, whose answer the page tells.
  const [removing, setRemoving] = useState<Animal | null>(null);
  const asked = useRef<Animal | null>(null);
  const removal = useFetcher<PetOverviewOutcome>();
  const busy = removal.state !== 'idle';
  const continueHintId = useId();
  const today = todayIsoDate();

  const remove = (animal: Animal) => {
    asked.current = animal;
    void removal.submit({ intent: 'remove', animal: animal.id }, jsonSubmission);
  };

  // Each answer is a new object: told once, when it arrives (the page has then been read again without the pet).
  const answer = removal.data;
  useEffect(() => {
    const animal = asked.current;
    if (!answer || !animal) return;
    if (answer.ok) {
      setRemoving(null);
      toast.success(t('removed', { name: animal.name }));
    } else {
      toast.error(t('remove_failed', { name: animal.name }));
    }
  }, [answer, t]);

  const { animals, breedNames } = data;
  const unfinished = unfinishedPets(data.draft);
  const hasPets = animals.length > 0;

  return (
    <PageBody standalone>
      <PageHeader page="pet-overview" intro={hasPets ? t('intro') : t('empty_text')} lead />

      {animals.length > 0 && (
        <ul className={`${cardStyles.fillGrid} ${styles.grid}`} aria-label={t('list_label')}>
          {animals.map((animal) => (
            <li key={animal.id} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={`${styles.typeIcon} ${styles[animal.type]}`}>
                  <PetTypeIcon type={animal.type} />
                </span>
                <div className={styles.cardTitle}>
                  <h2 className={styles.name}>{animal.name}</h2>
                  <p className={pageStyles.note}>{t(`kind.${animal.type}_${animal.sex}`)}</p>
                </div>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>{t('age')}</dt>
                  <dd>{ageText(t, animal, today, localeTag)}</dd>
                </div>
                <div>
                  <dt>{t('breed')}</dt>
                  <dd>{breedText(t, animal, breedNames)}</dd>
                </div>
                <div>
                  <dt>{t('weight')}</dt>
                  <dd>{weightText(animal.weight, localeTag)}</dd>
                </div>
              </dl>
              <div className={styles.cardActions}>
                <ButtonLink
                  variant="outline"
                  size="sm"
                  to={localize(`/question?animal=${animal.id}&step=name`)}
                  aria-label={t('edit_named', { name: animal.name })}
                >
                  {t('edit')}
                </ButtonLink>
                <Button
                  variant="ghost"
                  size="sm"
                  iconStart={<TrashIcon />}
                  onPress={() => setRemoving(animal)}
                  aria-label={t('remove_named', { name: animal.name })}
                >
                  {t('remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {unfinished.length > 0 && (
        <section className={styles.unfinished} aria-labelledby="unfinished-heading">
          <h2 id="unfinished-heading" className={styles.sectionTitle}>
            {t('unfinished_title')}
          </h2>
          <ul className={styles.unfinishedList}>
            {unfinished.map(({ pet, index }) => {
              const name = pet.name?.trim() || t('unnamed');
              return (
                <li key={index} className={styles.unfinishedPet}>
                  <span className={`${styles.typeIcon} ${styles[pet.type ?? 'dog']}`}>
                    <PetTypeIcon type={pet.type ?? 'dog'} />
                  </span>
                  <span className={styles.unfinishedText}>
                    <strong>{name}</strong>
                    <span>{t('unfinished_text')}</span>
                  </span>
                  <ButtonLink variant="secondary" size="sm" to={localize(`/question?pet=${index}`)}>
                    {t('unfinished_continue', { name })}
                  </ButtonLink>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {!hasPets && unfinished.length === 0 && (
        <div className={pageStyles.emptyFrame}>
          <span className={styles.emptyIcons} aria-hidden="true">
            <span className={`${styles.typeIcon} ${styles.dog}`}>
              <PetTypeIcon type="dog" />
            </span>
            <span className={`${styles.typeIcon} ${styles.cat}`}>
              <PetTypeIcon type="cat" />
            </span>
          </span>
          <h2 className={styles.sectionTitle}>{t('empty_title')}</h2>
        </div>
      )}

      <div className={styles.actions}>
        <ButtonLink variant="outline" size="lg" iconStart={<PlusIcon />} to={localize('/question?pet=new')}>
          {t('add')}
        </ButtonLink>
        {hasPets ? (
          <ButtonLink size="lg" iconEnd={<ArrowRightIcon />} to={localize('/suggested-mealplan')}>
            {t('continue')}
          </ButtonLink>
        ) : (
          <div className={styles.blocked}>
            <Button size="lg" iconEnd={<ArrowRightIcon />} isDisabled aria-describedby={continueHintId}>
              {t('continue')}
            </Button>
            <p id={continueHintId} className={pageStyles.note}>
              {t('continue_disabled')}
            </p>
          </div>
        )}
      </div>

      <ModalOverlay
        className={dialogStyles.overlay}
        isOpen={removing !== null}
        onOpenChange={(open) => {
          if (!open && !busy) setRemoving(null);
        }}
        isDismissable={!busy}
      >
        <Modal className={dialogStyles.modal}>
          <Dialog role="alertdialog" className={dialogStyles.dialog}>
            {removing && (
              <>
                <Heading slot="title" className={dialogStyles.title}>
                  {t('confirm_title', { name: removing.name })}
                </Heading>
                <p>{t('confirm_text', { name: removing.name })}</p>
                <div className={dialogStyles.actions}>
                  <Button variant="ghost" onPress={() => setRemoving(null)} isDisabled={busy} autoFocus>
                    {t('cancel')}
                  </Button>
                  <Button variant="danger" iconStart={<TrashIcon />} onPress={() => remove(removing)} isLoading={busy}>
                    {t('confirm_remove')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </PageBody>
  );
}
