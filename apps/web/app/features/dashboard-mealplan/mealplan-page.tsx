import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { animal as animalSchema, animalDiet, type Animal, type AnimalDiet } from '@brokkie/contracts/animal';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { PlusIcon } from '../../components/icons.tsx';
import { EmptyState, PageHeader } from '../../components/page-layout.tsx';
import { PetTabs } from '../../components/pet-tabs.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { loadPetPlan, previewPlan, type MealplanData, type PetPlan } from './mealplan-data.ts';
import { PetPlanPanel } from './pet-plan-panel.tsx';
import type { ProfileChange } from './profile-change.tsx';
import { followPlanInSubscription, type SubscriptionChange } from '../../lib/subscription-sync.ts';
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
  // The loader's pets and the shown pet's plan, then what the customer changes here and the plans of the tabs opened since.
  const [household, setHousehold] = useState(data.household);
  const [selected, setSelected] = useState(data.selectedId);
  const [plans, setPlans] = useState<Record<number, PlanState>>(data.plans);

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

  const replacePet = (updated: Animal) => setHousehold((current) => ({ ...current, pets: current.pets.map((pet) => (pet.id === updated.id ? updated : pet)) }));

  const follow = async (pet: Animal, diet: AnimalDiet): Promise<SubscriptionChange | null> => {
    try {
      return await followPlanInSubscription(api, pet, diet);
    } catch (error) {
      console.error('[meal plan] the subscription did not follow the plan', error);
      toast.warning(t('subscription_not_updated', { name: pet.name }));
      return null;
    }
  };

  const announce = (change: SubscriptionChange | null, title: string) => {
    if (change?.kind === 'blocked') {
      toast.success(title);
      toast.warning(t('subscription_blocked', { names: change.pets.map((pet) => pet.name).join(', ') }));
    } else if (change?.kind === 'updated') toast.success(title, t('subscription_updated'));
    else toast.success(title);
  };

  const changeFormula = async (pet: Animal, plan: PetPlan, product: string) => {
    let diet;
    try {
      diet = await api.post(`/animal/${pet.id}/get_or_create_diet/`, { product }, { query: { country }, schema: animalDiet });
    } catch (error) {
      console.error('[meal plan] the formula was not changed', error);
      toast.error(t('change_failed'));
      throw new Error(error instanceof ApiError && error.status < 500 ? (error.fields.product?.[0] ?? error.detail) : t('change_failed'));
    }
    const updated = { ...pet, selected_product: diet.selected_formula_product.url };
    replacePet(updated);
    try {
      // Its price is the API's too: the dry run of no change prices the plan now kept.
      const { current: figures } = await previewPlan(api, updated, {}, country);
      setPlans((current) => ({ ...current, [pet.id]: { ...plan, diet, figures } }));
    } catch (error) {
      // The formula is switched; only the new plan could not be read: its tab offers to try again.
      console.error('[meal plan] the new plan could not be priced', error);
      setPlans((current) => ({ ...current, [pet.id]: 'failed' }));
    }
    announce(await follow(updated, diet), t('formula.changed', { name: pet.name, formula: diet.selected_formula_product.name }));
  };

  const changeProfile = async (pet: Animal, change: ProfileChange) => {
    let updated: Animal;
    let plan: PetPlan;
    try {
      updated = await api.patch(`/animal/${pet.id}/`, change, { schema: animalSchema });
    } catch (error) {
      console.error('[meal plan] the pet was not changed', error);
      toast.error(t('change_failed'));
      throw error;
    }
    replacePet(updated);
    try {
      plan = await loadPetPlan(api, updated, country);
    } catch (error) {
      console.error('[meal plan] the new plan could not be loaded', error);
      setPlans((current) => ({ ...current, [pet.id]: 'failed' }));
      toast.warning(t('update.saved_no_plan', { name: pet.name }));
      return;
    }
    setPlans((current) => ({ ...current, [pet.id]: plan }));
    announce(await follow(updated, plan.diet), t('update.saved', { name: pet.name, grams: formatFoodWeight(plan.diet.grams_per_day, localeTag) }));
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
            <PetPlanPanel pet={pet} plan={plan} onFormula={(product) => changeFormula(pet, plan, product)} onProfile={(change) => changeProfile(pet, change)} />
          );
        }}
      </PetTabs>
    </div>
  );
}
