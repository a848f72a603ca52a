import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import type { DraftPetAnswers } from '@brokkie/contracts/questionnaire';
import { FieldErrorText } from '../../../components/field-parts.tsx';
import styles from '../questionnaire.module.css';

/** How an answer changed: typed text (checked on blur) or a choice made at once (checked now). */
export type ChangeKind = 'input' | 'commit';

/** What every question gets from the questionnaire page. */
export interface StepProps {
  pet: DraftPetAnswers;
  /** The pet's name for the questions ('Max'), or 'your dog' before it has one. */
  petName: string;
  /** id of the question's heading: choice groups are labelled by it. */
  headingId: string;
  change: (patch: Partial<DraftPetAnswers>, kind?: ChangeKind) => void;
  blur: (field: keyof DraftPetAnswers) => void;
  /** The translated message shown for a field, if any. */
  error: (field: keyof DraftPetAnswers) => string | undefined;
  today: string;
  localeTag: string;
}

/** id of an answer's control, so that a failed Next can move focus to the first wrong one. */
export function fieldId(field: keyof DraftPetAnswers): string {
  return `question-${field.replace(/_/g, '-')}`;
}

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  /** A drawing beside the label (decorative). */
  art?: ReactNode;
}

/**
 * One answer out of a few, as big tappable cards with radio semantics: arrow keys move between
 * them, Space picks one. `pictures` lays cards with a drawing out in a grid on wider screens.
 */
export function ChoiceCards<V extends string>({
  field,
  labelledBy,
  options,
  value,
  onChange,
  errorMessage,
  layout = 'list',
}: {
  field: keyof DraftPetAnswers;
  labelledBy: string;
  options: ChoiceOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  errorMessage?: string;
  layout?: 'list' | 'pair' | 'pictures' | 'compact';
}) {
  return (
    <RadioGroup
      id={fieldId(field)}
      aria-labelledby={labelledBy}
      value={value ?? null}
      onChange={(next) => onChange(next as V)}
      isInvalid={!!errorMessage}
      validationBehavior="aria"
      className={styles.choiceGroup}
    >
      <div className={`${styles.choices} ${styles[`choices-${layout}`]}`}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.choiceCard}>
            {option.art && <span className={styles.choiceArt}>{option.art}</span>}
            <span className={styles.choiceText}>
              <span className={styles.choiceLabel}>{option.label}</span>
              {option.description && <span className={styles.choiceDescription}>{option.description}</span>}
            </span>
            <span className={styles.choiceCheck} aria-hidden="true" />
          </Radio>
        ))}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroup>
  );
}

/** The words of one side of a yes-or-no question. */
export interface YesNoText {
  label: ReactNode;
  description?: ReactNode;
}

/** A yes-or-no question as two choice cards. */
export function YesNoCards({
  field,
  labelledBy,
  value,
  onChange,
  errorMessage,
  yes,
  no,
}: {
  field: keyof DraftPetAnswers;
  labelledBy: string;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
  errorMessage?: string;
  yes: YesNoText;
  no: YesNoText;
}) {
  return (
    <ChoiceCards
      field={field}
      labelledBy={labelledBy}
      layout="pair"
      options={[
        { value: 'yes', ...yes },
        { value: 'no', ...no },
      ]}
      value={value === undefined ? undefined : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
      errorMessage={errorMessage}
    />
  );
}
