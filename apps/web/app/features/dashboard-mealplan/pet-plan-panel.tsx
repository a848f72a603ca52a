import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { formatFoodWeight, formatSacs } from '../../components/food-quantities.ts';
import { BowlIcon, SettingsIcon } from '../../components/icons.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { FormulaChange } from './formula-change.tsx';
import type { PetPlan } from './mealplan-data.ts';
import { PlanWhy, readableExplanation } from './plan-why.tsx';
import { ProfileChangePanel, type ProfileChange } from './profile-change.tsx';
import styles from './dashboard-mealplan.module.css';

const shareKeys = ['our_food', 'wet_food', 'fresh_food', 'treats'] as const;

/** Where the day's energy comes from: a bar for the eye, the same shares as a list that is read out. */
function Shares({ compositions, localeTag, labelId }: { compositions: PetPlan['diet']['compositions']; localeTag: string; labelId: string }) {
  const { t } = useTranslation('dashboard_mealplan');
  const percent = new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 });
  const shown = shareKeys.filter((key) => compositions[key] > 0);
  return (
    <div className={styles.shares}>
      <div className={styles.shareBar} aria-hidden="true">
        {shown.map((key) => (
          <span key={key} className={`${styles.shareSegment} ${styles[`share_${key}`]}`} style={{ flexGrow: compositions[key] }} />
        ))}
      </div>
      <ul className={styles.shareList} aria-labelledby={labelId}>
        {shown.map((key) => (
          <li key={key}>
            <span className={`${styles.swatch} ${styles[`share_${key}`]}`} aria-hidden="true" />
            <span>{t(`shares.${key}`)}</span>
            <span className={styles.sharePercent}>{percent.format(compositions[key] / 100)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const knownReasons = new Set([
  'life_stage_young',
  'life_stage_adult',
  'life_stage_senior',
  'addresses_allergies',
  'addresses_sensitive_digestion',
  'addresses_overweight',
  'addresses_joints',
  'addresses_skin_coat',
  'addresses_picky_eater',
  'addresses_dental',
  'condition_thin',
  'condition_overweight',
  'condition_obese',
  'sterilised',
  'fallback',
]);

interface PetPlanPanelProps {
  pet: Animal;
  plan: PetPlan;
  onFormula: (productUrl: string) => Promise<void>;
  onProfile: (change: ProfileChange) => Promise<void>;
}

/**
 * One pet's meal plan: the formula and why it suits, energy and grams a day, the sacs and price
 * of a delivery, the shares of the day's food and why this amount; and the two changes, each
 * with the plan before and after side by side before anything is saved.
 */
export function PetPlanPanel({ pet, plan, onFormula, onProfile }: PetPlanPanelProps) {
  const { t } = useTranslation('dashboard_mealplan');
  const { localeTag } = useShellData();
  const [open, setOpen] = useState<'formula' | 'profile' | null>(null);
  const sharesId = useId();
  const { diet, figures } = plan;
  const explanation = readableExplanation(diet.explanation);
  const reasons = diet.formula_reasons.filter((reason) => knownReasons.has(reason));
  const canChooseFormula = plan.suitable.length > 1;
  const money = (cents: number) => formatCents(cents, localeTag);
  const panelId = `${sharesId}-change`;

  return (
    <div className={styles.planStack}>
      {pet.status !== 'active' && <Alert tone="warning">{t(pet.stop_kind === 'paused' ? 'pet_paused' : 'pet_stopped', { name: pet.name })}</Alert>}
      <Card as="section" padding="lg" className={styles.planCard} aria-label={t('plan_of', { name: pet.name })}>
        <div className={styles.formulaHead}>
          <span className={styles.formulaIcon} aria-hidden="true">
            <BowlIcon size={24} />
          </span>
          <div>
            <p className={styles.overline}>{diet.chosen_by_owner ? t('formula.chosen') : t('formula.suggested')}</p>
            <h2 className={styles.formulaName}>{diet.selected_formula_product.name}</h2>
          </div>
        </div>
        <p className={styles.muted}>{diet.selected_formula_product.description}</p>
        {reasons.length > 0 && (
          <ul className={styles.reasons} aria-label={t('formula.reasons', { name: pet.name })}>
            {reasons.map((reason) => (
              <li key={reason}>{t(`reasons.${reason}`, { name: pet.name })}</li>
            ))}
          </ul>
        )}
        <dl className={styles.figures}>
          <div>
            <dt>{t('figures.kcal_per_day')}</dt>
            <dd>{t('kcal', { kcal: diet.kcal_per_day })}</dd>
          </div>
          <div>
            <dt>{t('figures.grams_per_day')}</dt>
            <dd>{formatFoodWeight(diet.grams_per_day, localeTag)}</dd>
          </div>
          <div>
            <dt>{t('figures.per_delivery', { count: diet.interval_weeks })}</dt>
            <dd>{formatSacs(diet.sacs_per_delivery, localeTag) || '–'}</dd>
          </div>
          <div>
            <dt>{t('figures.price')}</dt>
            <dd>
              {money(figures.price_per_delivery)}
              <span className={styles.perDay}>{t('figures.per_day', { price: money(figures.price_per_day) })}</span>
            </dd>
          </div>
        </dl>
        <div>
          <h3 id={sharesId} className={styles.subTitle}>
            {t('shares.title', { name: pet.name })}
          </h3>
          <Shares compositions={diet.compositions} localeTag={localeTag} labelId={sharesId} />
        </div>
        {explanation && (
          <details className={styles.details}>
            <summary>{t('why.title')}</summary>
            <PlanWhy explanation={explanation} name={pet.name} formulaName={diet.selected_formula_product.name} localeTag={localeTag} />
          </details>
        )}
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
              onConfirm={async (product) => {
                await onFormula(product);
                setOpen(null);
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
              onConfirm={async (change) => {
                await onProfile(change);
                setOpen(null);
              }}
            />
          </Card>
        )}
      </div>
    </div>
  );
}
