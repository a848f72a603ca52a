import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import type { RecurringDelivery } from '@brokkie/contracts/delivery';
import { Button } from '../../components/button.tsx';
import { petSelection } from '../../components/pet-selection.ts';
import { PetTabs } from '../../components/pet-tabs.tsx';
import type { ChangeRequests } from './confirm-change-dialog.tsx';
import { priceRows, useFormatters } from './settings-format.ts';
import { petActions, priceWithPet } from './settings-rules.ts';
import badgeStyles from '../../components/status-badge.module.css';
import cardStyles from '../../components/card.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './subscription-settings.module.css';

type PetAction = ReturnType<typeof petActions>[number];

/** §4 pets: tabs in the reversed order, the first pet loaded selected; the selected pet's status and actions. */
export function PetsSection({ pets, recurring, changes }: { pets: Animal[]; recurring: RecurringDelivery; changes: ChangeRequests }) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  // The tab chosen here stays chosen when the settings are read again after a change, while that pet is there.
  const [chosen, setChosen] = useState<number | null>(null);
  const { selectedId } = petSelection(pets, chosen);
  if (pets.length === 0) return null;

  const onAction = (pet: Animal, action: PetAction) => {
    const active = action === 'activate' || action === 'unpause';
    changes.confirm({
      title: t(`pets.confirm_${action}_title`, { name: pet.name }),
      rows: priceRows(t, f, recurring, priceWithPet(recurring, pet.url, active)),
      note: t(`pets.confirm_${action}_note`, { name: pet.name }),
      confirmLabel: t(`pets.${action}`, { name: pet.name }),
      tone: action === 'stop' ? 'danger' : 'primary',
      asksReason: action === 'stop',
      // A stop is sent with the reason typed in the dialog.
      submission: action === 'stop' ? { intent: 'stop', pet: pet.id, reason: '' } : { intent: 'pet', pet: pet.id, action },
    });
  };

  return (
    <section className={cardStyles.section} aria-labelledby="pets-title">
      <h2 id="pets-title">{t('pets.title')}</h2>
      <p className={pageStyles.muted}>{t('pets.intro')}</p>
      <PetTabs pets={pets} selected={selectedId} onSelect={setChosen} label={t('pets.tabs')} look="outlined" panelClassName={styles.petPanel}>
        {(pet) => {
          const status = pet.status === 'active' ? 'active' : (pet.stop_kind ?? 'stopped');
          return (
            <>
              <p>
                <span className={`${badgeStyles.badge} ${badgeStyles[status]}`}>{t(`pets.status_${status}`)}</span>{' '}
                {t(`pets.explain_${status}`, { name: pet.name })}
              </p>
              {pet.stop_reason && <p className={pageStyles.muted}>{t('pets.reason_given', { reason: pet.stop_reason })}</p>}
              <div className={styles.actions}>
                {petActions(pet).map((action) => (
                  <Button
                    key={action}
                    variant={action === 'stop' ? 'outline' : action === 'pause' ? 'secondary' : 'primary'}
                    onPress={() => onAction(pet, action)}
                  >
                    {t(`pets.${action}`, { name: pet.name })}
                  </Button>
                ))}
              </div>
            </>
          );
        }}
      </PetTabs>
    </section>
  );
}
