import { useTranslation } from 'react-i18next';
import { trialBag } from '@brokkie/domain/coupons';
import { formatBasisPoints, formatCents, formatKilograms } from '@brokkie/domain/format';
import { RadioGroup } from '../../components/radio-group.tsx';
import type { WelcomeCoupon } from './meal-plan-data.ts';
import { GiftIcon } from '../../components/icons.tsx';
import styles from './meal-plan.module.css';

export type FirstBoxChoice = 'plan' | 'trial';

/**
 * The first-box offer on the plan (issue 16), as the peers show it before the basket: the full
 * plan at the price above, or a trial box first (one 1 kg sac of each pet's own formula at the
 * trial price, docs/pricing.md), with what each costs for this household. The order summary shows
 * the same choice again and can undo it.
 */
export function FirstBoxOffer({
  choice,
  onChange,
  petCount,
  planPerDelivery,
  welcome,
  localeTag,
}: {
  choice: FirstBoxChoice;
  onChange: (choice: FirstBoxChoice) => void;
  petCount: number;
  /** The plan's price per delivery, when it is known. */
  planPerDelivery: number | null;
  /** The welcome coupon offered with the full plan, if any. */
  welcome: WelcomeCoupon | null;
  localeTag: string;
}) {
  const { t } = useTranslation('meal_plan');
  const trialPrice = formatCents(trialBag.priceInclVatCents, localeTag);
  return (
    <div className={styles.firstBoxOffer}>
      <p className={styles.firstBoxHead}>
        <GiftIcon size={22} />
        <span>{t('first_box.title')}</span>
      </p>
      <RadioGroup
        label={t('first_box.label')}
        appearance="cards"
        value={choice}
        onChange={(value) => onChange(value === 'trial' ? 'trial' : 'plan')}
        options={[
          {
            value: 'plan',
            label: t('first_box.plan'),
            description: (
              <>
                {planPerDelivery === null ? t('first_box.plan_text_unpriced') : t('first_box.plan_text', { price: formatCents(planPerDelivery, localeTag) })}
                {welcome && (
                  <>
                    {' '}
                    <strong>{t('first_box.welcome', { value: formatBasisPoints(welcome.percentage, localeTag), code: welcome.code })}</strong>
                  </>
                )}
              </>
            ),
          },
          {
            value: 'trial',
            label: t('first_box.trial', { price: trialPrice }),
            description: t('first_box.trial_text', {
              count: petCount,
              size: formatKilograms(trialBag.grams / 1000, localeTag),
              price: trialPrice,
              total: formatCents(trialBag.priceInclVatCents * petCount, localeTag),
            }),
          },
        ]}
      />
    </div>
  );
}
