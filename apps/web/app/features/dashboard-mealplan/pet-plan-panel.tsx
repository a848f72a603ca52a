import { useId, useState } from 'react';
import { formatCents } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { formatSacs } from '../../components/food-quantities.ts';
import { BowlIcon, SettingsIcon } from '../../components/icons.tsx';
import { MealPlanCard } from '../../components/meal-plan-card.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { FormulaChange } from './formula-change.tsx';
import type { PetPlan, PlanChange } from './mealplan-data.ts';
import { ProfileChangePanel } from './profile-change.tsx';
import styles from './dashboard-mealplan.module.css';

interface PetPlanPanelProps {
  pet: Animal;
  plan: PetPlan;
  /** A change was saved: the page shows its plan and says what the deliveries did. */
  onChanged: (change: PlanChange) => void;
}

/**
 * One pet's meal plan (the meal-plan card the funnel shows too) with the sacs and price of a
 * delivery, and the two changes, each with the plan before and after side by side before
 * anything is saved.
 */
export function PetPlanPanel({ pet, plan, onChanged }: PetPlanPanelProps) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const [open, setOpen] = useState<'formula' | 'profile' | null>(null);
  const panelId = useId();
  const { diet, figures } = plan;
  const canChooseFormula = plan.suitable.length > 1;
  const money = (cents: number) => formatCents(cents, localeTag);

  return (
    <div className={styles.planStack}>
      {pet.status !== 'active' && <Alert tone="warning">{t(pet.stop_kind === 'paused' ? 'pet_paused' : 'pet_stopped', { name: pet.name })}</Alert>}
      <Card as="section" padding="lg" className={styles.planCard} aria-label={t('plan_of', { name: pet.name })}>
        <MealPlanCard pet={pet} diet={diet} localeTag={localeTag} headingLevel={2}>
          <dl className={styles.figures}>
            <div>
              <dt>{t('figures.per_delivery', { count: diet.interval_weeks })}</dt>
              <dd>{formatSacs(figures.sacs_per_delivery, localeTag) || '–'}</dd>
            </div>
            <div>
              <dt>{t('figures.price')}</dt>
              <dd>
                {money(figures.price_per_delivery)}
                <span className={styles.perDay}>{t('figures.per_day', { price: money(figures.price_per_day) })}</span>
              </dd>
            </div>
          </dl>
        </MealPlanCard>
        <div className={styles.planActions}>
          {canChooseFormula && (
            <Button
              variant={open === 'formula' ? 'secondary' : 'outline'}
              iconStart={<BowlIcon size={18} />}
              aria-expanded={open === 'formula'}
              aria-controls={panelId}
              onPress={() => setOpen(open === 'formula' ? null : 'formula')}
            >
              {t('formula.change')}
            </Button>
          )}
          <Button
            variant={open === 'profile' ? 'secondary' : 'outline'}
            iconStart={<SettingsIcon size={18} />}
            aria-expanded={open === 'profile'}
            aria-controls={panelId}
            onPress={() => setOpen(open === 'profile' ? null : 'profile')}
          >
            {t('update.open')}
          </Button>
        </div>
      </Card>
      <div id={panelId}>
        {open === 'formula' && (
          <Card as="section" padding="lg" aria-label={t('formula.change')}>
            <FormulaChange
              pet={pet}
              plan={plan}
              onCancel={() => setOpen(null)}
              onDone={(change) => {
                setOpen(null);
                onChanged(change);
              }}
            />
          </Card>
        )}
        {open === 'profile' && (
          <Card as="section" padding="lg" aria-label={t('update.title', { name: pet.name })}>
            <ProfileChangePanel
              pet={pet}
              plan={plan}
              onCancel={() => setOpen(null)}
              onDone={(change) => {
                setOpen(null);
                onChanged(change);
              }}
            />
          </Card>
        )}
      </div>
    </div>
  );
}
