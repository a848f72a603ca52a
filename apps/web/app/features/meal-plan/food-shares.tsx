import { useTranslation } from 'react-i18next';
import type { AnimalDiet } from '@brokkie/contracts/animal';
import styles from './meal-plan.module.css';

const shareKeys = ['our_food', 'wet_food', 'fresh_food', 'treats'] as const;

/**
 * Where the day's energy comes from: a stacked bar for the eye (hidden from assistive
 * technology) and the same shares as a list that is read out.
 */
export function FoodShares({ compositions, localeTag, labelId }: { compositions: AnimalDiet['compositions']; localeTag: string; labelId: string }) {
  const { t } = useTranslation('meal_plan');
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
