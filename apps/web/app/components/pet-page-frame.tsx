import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../shell/use-localized-path.ts';
import { ButtonLink } from './button.tsx';
import { PlusIcon } from './icons.tsx';
import { EmptyState, PageHeader } from './page-layout.tsx';
import { PetTabs } from './pet-tabs.tsx';
import styles from './page.module.css';

/** What a pet page says to a household without pets (the page's own words). */
export interface NoPetsTexts {
  title: string;
  text: string;
  action: string;
}

/**
 * A page about one pet at a time: its title and introduction, the pets as tabs with the chosen one
 * in the address (`?pet=`, so the route's loader reads only that pet's data), or the way to add a
 * first pet. `children` renders the chosen pet's panel.
 */
export function PetPageFrame<Pet extends { id: number; name: string }>({
  page,
  intro,
  pets,
  selectedId,
  petsLabel,
  noPets,
  className,
  children,
}: {
  page: string;
  intro: string;
  pets: readonly Pet[];
  selectedId: number | null;
  petsLabel: string;
  noPets: NoPetsTexts;
  className?: string;
  children: (pet: Pet) => ReactNode;
}) {
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  return (
    <div className={[styles.page, className].filter(Boolean).join(' ')}>
      <PageHeader page={page} intro={intro} />
      {pets.length === 0 ? (
        <EmptyState
          title={noPets.title}
          action={
            <ButtonLink to={localize('/change-pet-profile')} iconStart={<PlusIcon />}>
              {noPets.action}
            </ButtonLink>
          }
        >
          {noPets.text}
        </EmptyState>
      ) : (
        <PetTabs pets={pets} selected={selectedId} onSelect={(id) => void navigate(`?pet=${id}`, { preventScrollReset: true })} label={petsLabel}>
          {(pet) => (pet.id === selectedId ? children(pet) : null)}
        </PetTabs>
      )}
    </div>
  );
}
