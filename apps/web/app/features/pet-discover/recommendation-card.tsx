import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import type { Reminder } from '@brokkie/contracts/reminder';
import type { MealPlanChanges, Recommendation } from '@brokkie/contracts/survey';
import { formatCents, formatDate } from '@brokkie/domain/format';
import type { DeliveryCountry } from '@brokkie/domain/vat';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { formatFoodWeight } from '../../components/food-quantities.ts';
import { BowlIcon, CalendarIcon, ExternalLinkIcon, GiftIcon, HeartPulseIcon, InfoIcon } from '../../components/icons.tsx';
import { PlanComparison } from '../../components/plan-comparison.tsx';
import { ProductDetailsButton } from '../../components/product-details.tsx';
import { ProductVisual } from '../../components/product-visual.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { usePlanPreview } from '../../lib/use-plan-preview.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { alreadyApplied, suggestedReminderTime, type AppliedChange, type PetDiscoverOutcome } from './pet-discover-data.ts';
import styles from './pet-discover.module.css';

const kindIcons: Record<Recommendation['kind'], ReactNode> = {
  info: <InfoIcon size={18} />,
  reminder: <CalendarIcon size={18} />,
  vet_visit: <HeartPulseIcon size={18} />,
  product: <GiftIcon size={18} />,
  meal_plan: <BowlIcon size={18} />,
};

/** A failed write's words: the API's when it said why, else ours. */
function failureText(answer: Extract<PetDiscoverOutcome, { ok: false }>, fallback: string): string {
  const field = Object.values(answer.fields).flat()[0];
  if (answer.status > 0 && answer.status < 500) return field ?? answer.detail ?? fallback;
  return fallback;
}

/**
 * A suggested reminder added for the pet in one press (its kind, repeat and interval the
 * recommendation's, its title the recommendation's, 09:00 from its next day), then where to find it.
 */
function AddReminder({
  pet,
  title,
  kind,
  repeat,
  interval,
  label,
  showRepeat = true,
}: { pet: Animal; title: string; label: string; showRepeat?: boolean } & ReminderSpec) {
  const { t } = useTranslation('pet_discover');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const fetcher = useFetcher<PetDiscoverOutcome>();
  const [added, setAdded] = useState<Reminder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const forget = fetcher.reset;
  useEffect(() => {
    if (!answer) return;
    forget();
    if (answer.ok && answer.value.intent === 'reminder') setAdded(answer.value.reminder);
    else if (!answer.ok) setError(failureText(answer, t('reminder.failed')));
  }, [answer, forget, t]);

  if (added) {
    return (
      <Alert tone="success" role="status" title={t('reminder.added', { name: pet.name })}>
        <p>{t('reminder.first_on', { date: formatDate(`${added.start_date}T12:00:00Z`, localeTag, { dateStyle: 'full' }), time: added.time.slice(0, 5) })}</p>
        <Link className={styles.inlineLink} to={localize('/e-health/pet-care-planner')}>
          {t('reminder.planner_link')}
        </Link>
      </Alert>
    );
  }
  return (
    <div className={styles.recommendationAction}>
      {showRepeat && <p className={styles.note}>{t(`repeat.${repeat}`, { count: interval, time: suggestedReminderTime })}</p>}
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          iconStart={<CalendarIcon size={18} />}
          isLoading={fetcher.state !== 'idle'}
          onPress={() => {
            setError(null);
            void fetcher.submit({ intent: 'reminder', pet: pet.id, kind, title, repeat, interval }, jsonSubmission);
          }}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}

interface ReminderSpec {
  kind: Reminder['kind'];
  repeat: Reminder['repeat'];
  interval: number;
}

/** The product the recommendation names, priced for the customer, and the way to the extras. */
function ProductOffer({ product }: { product: ShopProduct | undefined }) {
  const { t } = useTranslation('pet_discover');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  if (!product) return <p className={styles.note}>{t('product.unavailable')}</p>;
  return (
    <div className={styles.recommendationAction}>
      <div className={styles.product}>
        <ProductVisual product={product} className={styles.productVisual} />
        <div className={styles.productText}>
          <p className={styles.productName}>{product.name}</p>
          <p className={styles.productPrice}>
            {t(product.price_unit === 'kg' ? 'product.price_per_kg' : 'product.price', { price: formatCents(product.shop_price, localeTag) })}
          </p>
          {product.description && <p className={styles.muted}>{product.description}</p>}
          <div>
            <ProductDetailsButton product={product} />
          </div>
        </div>
      </div>
      <div className={styles.actions}>
        <ButtonLink to={localize('/dashboard/extras')} variant="secondary" iconStart={<GiftIcon size={18} />}>
          {t('product.extras_link')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** What the change sets, in words: "Activity: Calm", "Health concerns: Joint problems". */
function ChangeList({ changes }: { changes: MealPlanChanges }) {
  const { t } = useTranslation('pet_discover');
  const items: { key: string; label: string; value: string }[] = [];
  if (changes.activity) items.push({ key: 'activity', label: t('changes.activity'), value: t(`changes.activities.${changes.activity}`) });
  if (changes.condition) items.push({ key: 'condition', label: t('changes.condition'), value: t(`changes.conditions.${changes.condition}`) });
  if (changes.complaints)
    items.push({
      key: 'complaints',
      label: t('changes.complaints'),
      value: changes.complaints.length ? changes.complaints.map((kind) => t(`changes.complaint_kinds.${kind}`)).join(', ') : t('changes.no_complaints'),
    });
  return (
    <dl className={styles.changeList}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A meal-plan change: what it sets, then (on request) the plan now and after it, grams and price,
 * as the API's dry run works them out, before anything is saved; "Apply" saves it to the pet and
 * the subscription follows the new plan.
 */
function MealPlanOffer({ pet, changes, country }: { pet: Animal; changes: MealPlanChanges; country: DeliveryCountry | undefined }) {
  const { t } = useTranslation('pet_discover');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState<AppliedChange | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fetcher = useFetcher<PetDiscoverOutcome>();
  const busy = fetcher.state !== 'idle';
  const done = alreadyApplied(pet, changes);
  // The pet as loaded is what "now" is: after a change it is read again, and so is the preview.
  const preview = usePlanPreview(pet.id, { country, diet: pet }, open && !done && !applied ? changes : null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const forget = fetcher.reset;
  useEffect(() => {
    if (!answer) return;
    forget();
    if (answer.ok && answer.value.intent === 'meal_plan') {
      setApplied(answer.value.change);
      setOpen(false);
    } else if (!answer.ok) setError(failureText(answer, t('meal_plan.failed')));
  }, [answer, forget, t]);

  if (applied) {
    const { subscription } = applied;
    return (
      <Alert tone="success" role="status" title={t('meal_plan.applied', { name: pet.name })}>
        {applied.gramsPerDay !== null && <p>{t('meal_plan.grams_now', { name: pet.name, grams: formatFoodWeight(applied.gramsPerDay, localeTag) })}</p>}
        {applied.subscriptionFailed ? (
          <p>{t('meal_plan.subscription_failed')}</p>
        ) : subscription?.kind === 'blocked' ? (
          <p>{t('meal_plan.subscription_blocked', { name: pet.name })}</p>
        ) : subscription?.kind === 'updated' || subscription?.kind === 'unchanged' ? (
          <p>{t('meal_plan.subscription_updated')}</p>
        ) : null}
        <Link className={styles.inlineLink} to={localize(`/dashboard/mealplan?pet=${pet.id}`)}>
          {t('meal_plan.plan_link', { name: pet.name })}
        </Link>
      </Alert>
    );
  }
  return (
    <div className={styles.recommendationAction}>
      <ChangeList changes={changes} />
      {done ? (
        <p className={styles.note}>{t('meal_plan.already', { name: pet.name })}</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              variant={open ? 'outline' : 'secondary'}
              iconStart={<BowlIcon size={18} />}
              aria-expanded={open}
              aria-controls={panelId}
              onPress={() => setOpen(!open)}
              isDisabled={busy}
            >
              {t(open ? 'meal_plan.hide' : 'meal_plan.show')}
            </Button>
          </div>
          <div id={panelId} className={styles.recommendationAction}>
            {open && (
              <>
                {preview ? (
                  <PlanComparison before={preview.current} after={preview.preview} intervalWeeks={preview.interval_weeks} />
                ) : (
                  <LoadingState label={t('meal_plan.loading', { name: pet.name })} />
                )}
                {error && (
                  <Alert tone="danger" role="alert">
                    {error}
                  </Alert>
                )}
                <div className={styles.actions}>
                  <Button
                    isLoading={busy}
                    isDisabled={!preview}
                    onPress={() => {
                      setError(null);
                      void fetcher.submit({ intent: 'meal_plan', pet: pet.id, changes, ...(country ? { country } : {}) }, jsonSubmission);
                    }}
                  >
                    {t('meal_plan.apply', { name: pet.name })}
                  </Button>
                  <Button variant="ghost" onPress={() => setOpen(false)} isDisabled={busy}>
                    {t('meal_plan.cancel')}
                  </Button>
                </div>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}

/**
 * One recommendation of a survey: its advice and source (the API's words), and what can be done
 * about it, by its kind.
 */
export function RecommendationCard({
  pet,
  recommendation,
  products,
  country,
}: {
  pet: Animal;
  recommendation: Recommendation;
  products: Record<string, ShopProduct>;
  country: DeliveryCountry | undefined;
}) {
  const { t } = useTranslation('pet_discover');
  return (
    <li className={styles.recommendation}>
      <p className={`${styles.kind} ${styles[`kind_${recommendation.kind}`]}`}>
        <span aria-hidden="true">{kindIcons[recommendation.kind]}</span>
        {t(`kinds.${recommendation.kind}`)}
      </p>
      <h3 className={styles.recommendationTitle}>{recommendation.title}</h3>
      <p className={styles.recommendationBody}>{recommendation.body}</p>
      <p className={styles.source}>
        {t('source')}{' '}
        {recommendation.source_url ? (
          <a href={recommendation.source_url} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
            {recommendation.source}
            <ExternalLinkIcon size={14} aria-hidden="true" />
            <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
          </a>
        ) : (
          <cite>{recommendation.source}</cite>
        )}
      </p>
      {recommendation.kind === 'reminder' && (
        <AddReminder
          pet={pet}
          title={recommendation.title}
          kind={recommendation.action.reminder_kind}
          repeat={recommendation.action.repeat}
          interval={recommendation.action.interval}
          label={t('reminder.add')}
        />
      )}
      {recommendation.kind === 'vet_visit' && (
        <AddReminder
          pet={pet}
          title={recommendation.title}
          kind="vet_visit"
          repeat="never"
          interval={1}
          showRepeat={false}
          label={t('vet_visit.add', { name: pet.name })}
        />
      )}
      {recommendation.kind === 'product' && <ProductOffer product={recommendation.action.product ? products[recommendation.action.product] : undefined} />}
      {recommendation.kind === 'meal_plan' && <MealPlanOffer pet={pet} changes={recommendation.action.changes} country={country} />}
    </li>
  );
}
