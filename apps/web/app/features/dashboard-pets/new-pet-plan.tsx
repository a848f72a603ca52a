import { useEffect, useState } from 'react';
import { formatCents } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { formatFoodWeight, formatSacs } from '../../components/food-quantities.ts';
import { ArrowRightIcon, BowlIcon, PlusIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { toast } from '../../components/toast.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { loadNewPetOffer, petFormData, petFormSubmission, type NewPetOffer, type PetJoinOutcome } from './dashboard-pets-data.ts';
import { PetAvatar } from './pet-avatar.tsx';
import styles from './dashboard-pets.module.css';

/**
 * After a new pet is saved: its meal plan and what it costs (`offer`, read as it was saved; null
 * when that failed), then — with the price shown first — a button that adds it to the running
 * subscription through the route's action (its deliveries follow the pet's plan,
 * lib/subscription-sync.ts). Without a running subscription the owner orders through the meal plan of
 * the funnel.
 */
export function NewPetPlan({ pet, photoError, offer: savedOffer }: { pet: Animal; photoError?: string | null; offer: NewPetOffer | null }) {
  const { t } = useTranslation('dashboard_pets');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const [offer, setOffer] = useState(savedOffer);
  const [reading, setReading] = useState(false);
  // Joining the deliveries goes through the route's action: pending and answer are this fetcher's.
  const joining = useFetcher<PetJoinOutcome>();
  const busy = joining.state !== 'idle';
  const answer = joining.state === 'idle' ? joining.data : undefined;
  const result = answer?.ok ? answer.value : null;
  const money = (cents: number) => formatCents(cents, localeTag);

  const readAgain = async () => {
    setReading(true);
    setOffer(await loadNewPetOffer(api, pet));
    setReading(false);
  };

  // Said once per answer.
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) toast.error(t('new_plan.add_failed', { name: pet.name }));
    else if (answer.value.kind === 'updated') toast.success(t('new_plan.added', { name: pet.name }));
  }, [answer, pet.name, t]);

  const add = () => void joining.submit(petFormData({ intent: 'join', pet: pet.id }), petFormSubmission);

  const mealPlanLink = `${localize('/dashboard/mealplan')}?pet=${pet.id}`;

  return (
    <PageBody>
      <div className={styles.savedHead}>
        <PetAvatar type={pet.type} image={pet.image} size="lg" />
        <PageHeader
          heading={
            <h1 tabIndex={-1} id="new-pet-heading">
              {t('new_plan.title', { name: pet.name })}
            </h1>
          }
          intro={t('new_plan.intro', { name: pet.name })}
        />
      </div>
      {photoError && (
        <Alert tone="warning" title={t('new_plan.photo_not_saved')}>
          {photoError}
        </Alert>
      )}
      {!offer ? (
        <div className={styles.stack}>
          <Alert tone="danger" role="alert">
            {t('new_plan.load_failed')}
          </Alert>
          <div>
            <Button variant="outline" isLoading={reading} onPress={() => void readAgain()}>
              {t('retry')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <Card as="section" padding="lg" className={styles.planCard} aria-labelledby="new-pet-plan">
            <h2 id="new-pet-plan" className={styles.sectionTitle}>
              {t('new_plan.plan_title', { name: pet.name })}
            </h2>
            <p className={styles.formulaName}>{offer.diet.selected_formula_product.name}</p>
            <dl className={styles.figures}>
              <div>
                <dt>{t('new_plan.grams_per_day')}</dt>
                <dd>{formatFoodWeight(offer.diet.grams_per_day, localeTag)}</dd>
              </div>
              <div>
                <dt>{t('new_plan.kcal_per_day')}</dt>
                <dd>{t('new_plan.kcal', { kcal: offer.diet.kcal_per_day })}</dd>
              </div>
              <div>
                <dt>{t('new_plan.per_delivery', { count: offer.price.interval_weeks })}</dt>
                <dd>{formatSacs(offer.diet.sacs_per_delivery, localeTag)}</dd>
              </div>
              <div>
                <dt>{t('new_plan.price')}</dt>
                <dd>
                  {money(offer.price.total_per_delivery)}
                  <span className={styles.perDay}>{t('new_plan.price_per_day', { price: money(offer.price.total_per_day) })}</span>
                </dd>
              </div>
            </dl>
          </Card>

          {offer.subscription?.active ? (
            <Card as="section" padding="lg" tone="tinted" className={styles.stack} aria-labelledby="new-pet-subscription">
              <h2 id="new-pet-subscription" className={styles.sectionTitle}>
                {t('new_plan.subscription_title')}
              </h2>
              {result?.kind === 'updated' ? (
                <Alert tone="success" role="status">
                  {t('new_plan.added_text', {
                    name: pet.name,
                    price: money(result.recurring.price_per_delivery),
                    count: result.recurring.interval_weeks,
                  })}
                </Alert>
              ) : (
                <>
                  <p>
                    {t('new_plan.price_change', {
                      name: pet.name,
                      now: money(offer.subscription.price_per_delivery),
                      then: money(offer.subscription.price_per_delivery + offer.price.total_per_delivery),
                      count: offer.subscription.interval_weeks,
                    })}
                  </p>
                  {result?.kind === 'blocked' && (
                    <Alert tone="warning" role="alert">
                      {t('new_plan.blocked', { names: result.pets.map((other) => other.name).join(', ') })}
                    </Alert>
                  )}
                  <div>
                    <Button iconStart={<PlusIcon />} isLoading={busy} onPress={add}>
                      {t('new_plan.add', { name: pet.name })}
                    </Button>
                  </div>
                </>
              )}
            </Card>
          ) : (
            <Card as="section" padding="lg" tone="tinted" className={styles.stack} aria-labelledby="new-pet-order">
              <h2 id="new-pet-order" className={styles.sectionTitle}>
                {t('new_plan.order_title')}
              </h2>
              <p>{t('new_plan.order_text', { name: pet.name })}</p>
              <div>
                <ButtonLink to={localize('/suggested-mealplan')} iconEnd={<ArrowRightIcon />}>
                  {t('new_plan.order')}
                </ButtonLink>
              </div>
            </Card>
          )}
        </>
      )}
      <div className={styles.actionsRow}>
        <ButtonLink to={mealPlanLink} variant="outline" iconStart={<BowlIcon size={18} />}>
          {t('new_plan.meal_plan', { name: pet.name })}
        </ButtonLink>
        <ButtonLink to={localize('/dashboard/pets')} variant="ghost">
          {t('back_to_pets')}
        </ButtonLink>
      </div>
    </PageBody>
  );
}
