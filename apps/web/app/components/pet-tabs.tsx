import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { petSelection } from './pet-selection.ts';
import styles from './pet-tabs.module.css';

/**
 * The household's pets as tabs, a panel each (`children` renders the pet's). §4's order: the list
 * reversed, so the first pet loaded, selected by default, stands last. Which pet is selected is
 * the caller's (a `?pet=` link, a tab kept across reads). `look`: `segmented` for a page's pets,
 * `outlined` for the pets inside a card.
 */
export function PetTabs<Pet extends { id: number; name: string }>({
  pets,
  selected,
  onSelect,
  label,
  look = 'segmented',
  panelClassName,
  children,
}: {
  pets: readonly Pet[];
  selected: number | null;
  onSelect: (petId: number) => void;
  label: string;
  look?: 'segmented' | 'outlined';
  panelClassName?: string;
  children: (pet: Pet) => ReactNode;
}) {
  const ordered = petSelection(pets).pets;
  return (
    <Tabs selectedKey={selected ?? undefined} onSelectionChange={(key: Key) => onSelect(Number(key))} className={`${styles.tabs} ${styles[look]}`}>
      <TabList aria-label={label} className={styles.tabList} items={ordered}>
        {(pet) => (
          <Tab id={pet.id} className={styles.tab}>
            {pet.name}
          </Tab>
        )}
      </TabList>
      {ordered.map((pet) => (
        <TabPanel key={pet.id} id={pet.id} className={panelClassName ? `${styles.tabPanel} ${panelClassName}` : styles.tabPanel}>
          {children(pet)}
        </TabPanel>
      ))}
    </Tabs>
  );
}
