import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import { ButtonLink } from '../../components/button.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { EmptyState, PageHeader } from '../../components/page-layout.tsx';
import { PetTabs } from '../../components/pet-tabs.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { PetChangeData } from './pet-change-data.ts';
import styles from './pet-health-edit.module.css';

/**
 * The frame of both pages: their title and introduction, the pets as tabs (the chosen one in the
 * address, `?pet=`, so its data is read by the loader), or the way to add a first pet.
 */
export function PetChangeFrame({ page, intro, data, children }: { page: string; intro: string; data: PetChangeData; children: (pet: Animal) => ReactNode }) {
  const { t } = useTranslation('pet_health_edit');
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const header = <PageHeader page={page} intro={intro} />;
  if (data.pets.length === 0) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          title={t('no_pets_title')}
          action={
            <ButtonLink to={localize('/change-pet-profile')} iconStart={<PlusIcon />}>
              {t('no_pets_action')}
            </ButtonLink>
          }
        >
          {t('no_pets_text')}
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {header}
      <PetTabs pets={data.pets} selected={data.selectedId} onSelect={(id) => void navigate(`?pet=${id}`, { preventScrollReset: true })} label={t('pets_label')}>
        {(pet) => (pet.id === data.selectedId ? children(pet) : null)}
      </PetTabs>
    </div>
  );
}
