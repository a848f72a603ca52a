import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { PetPageFrame } from '../../components/pet-page-frame.tsx';
import type { PetChangeData } from './pet-change-data.ts';
import styles from './pet-health-edit.module.css';

/** The frame of both pages (components/pet-page-frame.tsx) in this feature's words. */
export function PetChangeFrame({ page, intro, data, children }: { page: string; intro: string; data: PetChangeData; children: (pet: Animal) => ReactNode }) {
  const { t } = useTranslation('pet_health_edit');
  return (
    <PetPageFrame
      page={page}
      intro={intro}
      pets={data.pets}
      selectedId={data.selectedId}
      petsLabel={t('pets_label')}
      noPets={{ title: t('no_pets_title'), text: t('no_pets_text'), action: t('no_pets_action') }}
      className={styles.page}
    >
      {children}
    </PetPageFrame>
  );
}
