import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { EmptyState, PageHeader } from '../../components/page-layout.tsx';
import { PetTabs } from '../../components/pet-tabs.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { loadPetPlan, type MealplanData, type PetPlan, type PlanChange } from './mealplan-data.ts';
import { PetPlanPanel } from './pet-plan-panel.tsx';
import type { SubscriptionChange } from '../../lib/subscription-sync.ts';
import styles from './dashboard-mealplan.module.css';

type PlanState = PetPlan | 'loading' | 'failed';

/**
 * /dashboard/mealplan: per pet (tabs; §4: the first pet loaded is selected, the list shown
 * reversed) its meal plan — formula, energy and grams a day, the shares of its food and why —
 * with "change formula" and "update weight, condition or activity", each showing the plan and
 * price now and after before it is confirmed. The subscription follows the new plan.
 */
export function MealplanPage({ data }: { data: MealplanData }) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const { country } = data;
  // The pets as the loader read them (again after a change); the plans: the loader's, and those of the tabs opened and changed since.
  const { household } = data;
  const [selected, setSelected] = useState(data.selectedId);
  const [plans, setPlans] = useState<Record<number, PlanState>>(data.plans);
  const [plansOf, setPlansOf] = useState(data);
  if (plansOf !== data) {
    setPlansOf(data);
    setPlans((current) => ({ ...current, ...data.plans }));
  }

  const loadPlan = (pet: Animal) => {
    setPlans((current) => ({ ...current, [pet.id]: 'loading' }));
    loadPetPlan(api, pet, country)
      .then((plan) => setPlans((current) => ({ ...current, [pet.id]: plan })))
      .catch((error: unknown) => {
        console.error('[meal plan] could not load the plan', error);
        setPlans((current) => ({ ...current, [pet.id]: 'failed' }));
      });
  };

  // A pet's plan is read when its tab is first opened.
  const select = (petId: number) => {
    const pet = household.pets.find((candidate) => candidate.id === petId);
    setSelected(petId);
    if (pet && plans[pet.id] === undefined) loadPlan(pet);
  };

  const announce = (change: SubscriptionChange | null, title: string) => {
    if (change?.kind === 'blocked') {
      toast.success(title);
      toast.warning(t('subscription_blocked', { names: change.pets.map((pet) => pet.name).join(', ') }));
    } else if (change?.kind === 'updated') toast.success(title, t('subscription_updated'));
    else toast.success(title);
  };

  // A change saved by the route's action (a panel's fetcher): its plan shows, and what the deliveries did is said.
  const changed = (change: PlanChange) => {
    const { pet, plan } = change;
    setPlans((current) => ({ ...current, [pet.id]: plan ?? 'failed' }));
    if (change.subscriptionFailed) toast.warning(t('subscription_not_updated', { name: pet.name }));
    if (change.intent === 'formula') announce(change.subscription, t('formula.changed', { name: pet.name, formula: change.formula }));
    else if (!plan) toast.warning(t('update.saved_no_plan', { name: pet.name }));
    else announce(change.subscription, t('update.saved', { name: pet.name, grams: formatFoodWeight(plan.diet.grams_per_day, localeTag) }));
  };

  const header = <PageHeader page="dashboard-mealplan" intro={t('intro')} />;

  if (household.pets.length === 0) {
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
      <PetTabs pets={household.pets} selected={selected} onSelect={select} label={t('pets_label')}>
        {(pet) => {
          const plan = plans[pet.id];
          return plan === 'failed' ? (
            <div className={styles.planStack}>
              <Alert tone="danger" role="alert">
                {t('plan_failed', { name: pet.name })}
              </Alert>
              <div>
                <Button variant="outline" onPress={() => loadPlan(pet)}>
                  {t('retry')}
                </Button>
              </div>
            </div>
          ) : plan === undefined || plan === 'loading' ? (
            <LoadingState label={t('plan_loading', { name: pet.name })} />
          ) : (
            <PetPlanPanel pet={pet} plan={plan} onChanged={changed} />
          );
        }}
      </PetTabs>
    </div>
  );
}
