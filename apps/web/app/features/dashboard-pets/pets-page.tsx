import { useTranslation } from 'react-i18next';
import { formatKilograms } from '@brokkie/domain/format';
import type { Animal } from '@brokkie/contracts/animal';
import { ageOn } from '@brokkie/domain/birth-date';
import { todayIsoDate } from '@brokkie/domain/dates';
import { ButtonLink } from '../../components/button.tsx';
import { BowlIcon, PlusIcon, SettingsIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody, PageHeader } from '../../components/page-layout.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { PetAvatar } from './pet-avatar.tsx';
import { deliveryStatusOf } from './pet-status.ts';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-pets.module.css';

function PetCard({ pet }: { pet: Animal }) {
  const { t } = useTranslation('dashboard_pets');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const status = deliveryStatusOf(pet);
  const age = ageOn(pet.dateOfBirth, todayIsoDate());
  const ageText =
    age.years === 0 && age.months === 0
      ? t('list.age_newborn')
      : age.years === 0
        ? t('list.age_months', { count: age.months })
        : t('list.age_years', { count: age.years });
  const weight = formatKilograms(pet.weight, localeTag);
  const headingId = `pet-${pet.id}-name`;
  return (
    <li className={styles.petCard} aria-labelledby={headingId}>
      <PetAvatar type={pet.type} image={pet.image} size="lg" />
      <div className={styles.petBody}>
        <div className={styles.petTitleRow}>
          <h2 id={headingId} className={styles.petName}>
            {pet.name}
          </h2>
          <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{t(`status.${status}`)}</span>
        </div>
        <p className={pageStyles.note}>
          {t(`list.kind.${pet.type}_${pet.sex}`)} · {pet.exact_birthdate ? ageText : t('list.about', { age: ageText })} · {weight}
        </p>
        {status !== 'active' && <p className={styles.petNote}>{t(`list.note_${status}`, { name: pet.name })}</p>}
        <div className={styles.petActions}>
          <ButtonLink
            to={localize(`/change-pet-profile/${pet.id}`)}
            variant="outline"
            size="sm"
            iconStart={<SettingsIcon size={18} />}
            aria-label={t('list.edit_named', { name: pet.name })}
          >
            {t('list.edit')}
          </ButtonLink>
          <ButtonLink
            to={`${localize('/dashboard/mealplan')}?pet=${pet.id}`}
            variant="ghost"
            size="sm"
            iconStart={<BowlIcon size={18} />}
            aria-label={t('list.meal_plan_named', { name: pet.name })}
          >
            {t('list.meal_plan')}
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}

/**
 * /dashboard/pets: the household's pets with their photos, delivery status (§4: active, paused or
 * stopped) and a way to edit each profile; "Add a pet" opens the new-pet form.
 */
export function PetsPage({ pets }: { pets: Animal[] }) {
  const { t } = useTranslation('dashboard_pets');
  const localize = useLocalizedPath();

  const addLink = (
    <ButtonLink to={localize('/change-pet-profile')} iconStart={<PlusIcon />}>
      {t('list.add')}
    </ButtonLink>
  );

  return (
    <PageBody>
      <PageHeader page="dashboard-pets" intro={t('list.intro')} />
      {pets.length === 0 ? (
        <EmptyState title={t('list.empty_title')} action={addLink}>
          {t('list.empty_text')}
        </EmptyState>
      ) : (
        <>
          <ul className={`${cardStyles.grid} ${styles.petList}`}>
            {pets.map((pet) => (
              <PetCard key={pet.id} pet={pet} />
            ))}
          </ul>
          <div>{addLink}</div>
        </>
      )}
    </PageBody>
  );
}
