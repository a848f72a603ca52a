import { useTranslation } from 'react-i18next';
import { Label, ProgressBar } from 'react-aria-components';
import type { QuestionnaireStep } from '@brokkie/contracts/questionnaire';
import { PawIcon } from '../../components/icons.tsx';
import styles from './questionnaire.module.css';

export interface QuestionnaireHeaderProps {
  step: QuestionnaireStep;
  petIndex: number;
  petCount: number;
  /** The pet's name, or what it is called until it has one. */
  name: string;
  /** Until the pet has a name: its kind, so the progress label can say "your dog" in the case its language needs ("zu deinem Hund"). */
  unnamed?: 'dog' | 'cat' | 'pet' | undefined;
  progress: { current: number; total: number };
}

/** The page's title, which pet of the household this is, and how far along its questions the owner is. */
export function QuestionnaireHeader({ step, petIndex, petCount, name, unnamed, progress }: QuestionnaireHeaderProps) {
  const { t } = useTranslation('questionnaire');
  const { t: tAny } = useTranslation();
  return (
    <header className={styles.head}>
      <div className={styles.headRow}>
        <h1 className={styles.eyebrow}>
          <PawIcon size={18} />
          {tAny('pages:question.title')}
        </h1>
        {petCount > 1 && <span className={styles.petChip}>{t('pet_badge', { number: petIndex + 1, total: petCount, name })}</span>}
      </div>
      <ProgressBar
        className={styles.progress}
        value={progress.current}
        minValue={0}
        maxValue={progress.total}
        valueLabel={step === 'done' ? t('progress_done') : t('progress', { current: progress.current, total: progress.total })}
      >
        {({ percentage, valueText }) => (
          <>
            <div className={styles.progressText}>
              <Label className="visually-hidden">{unnamed ? t(`progress_label_unnamed.${unnamed}`) : t('progress_label', { name })}</Label>
              <span className={styles.progressValue}>{valueText}</span>
            </div>
            <div className={styles.progressTrack}>
              <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
            </div>
          </>
        )}
      </ProgressBar>
    </header>
  );
}
