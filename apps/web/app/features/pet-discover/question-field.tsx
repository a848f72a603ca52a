import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, CheckboxGroup, Radio, RadioGroup, Text } from 'react-aria-components';
import type { SurveyAnswer, SurveyQuestion } from '@brokkie/contracts/survey';
import { CheckIcon } from '../../components/icons.tsx';
import { FieldErrorText, FieldLabel } from '../../components/field-parts.tsx';
import fieldStyles from '../../components/field.module.css';
import styles from './pet-discover.module.css';

/** The answers of a "choose all that apply" question that say there is nothing (the seed's stable keys): they stand alone. */
const nothingKeys = new Set(['none', 'nothing']);

/**
 * The answers chosen after a tick, in the question's order: ticking "None of these" clears the
 * others, ticking another clears "None of these".
 */
export function exclusive(answers: SurveyAnswer[], before: string[], chosen: string[]): string[] {
  const nothing = new Set(answers.filter((answer) => nothingKeys.has(answer.key)).map((answer) => answer.url));
  const added = chosen.filter((url) => !before.includes(url));
  let kept = chosen;
  if (added.some((url) => nothing.has(url))) kept = added.filter((url) => nothing.has(url)).slice(0, 1);
  else if (added.length > 0) kept = chosen.filter((url) => !nothing.has(url));
  return answers.map((answer) => answer.url).filter((url) => kept.includes(url));
}

interface QuestionFieldProps {
  question: SurveyQuestion;
  answers: SurveyAnswer[];
  /** Its number in the survey and how many there are. */
  number: number;
  total: number;
  /** The urls of the answers chosen. */
  value: string[];
  onChange: (value: string[]) => void;
  /** Translated; shown while the question is not answered as it must be. */
  errorMessage?: string;
  /** The first choice's input, to move focus to an unanswered question. */
  inputRef?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
}

/**
 * One question of a survey, its answers as large tappable rows: a radio group when one answer is
 * asked for, checkboxes when any number (at least one) may be chosen. The texts are the API's.
 */
export function QuestionField({ question, answers, number, total, value, onChange, errorMessage, inputRef, isDisabled }: QuestionFieldProps) {
  const { t } = useTranslation('pet_discover');
  const invalid = Boolean(errorMessage);
  const label = (
    <FieldLabel>
      <span className={styles.questionNumber}>{t('survey.question_number', { number, total })}</span>{' '}
      <span className={styles.questionText}>{question.text}</span>
    </FieldLabel>
  );
  const description = (
    <Text slot="description" className={fieldStyles.description}>
      {t(question.kind === 'single' ? 'survey.choose_one_hint' : 'survey.choose_some_hint')}
    </Text>
  );
  if (question.kind === 'single') {
    return (
      <RadioGroup
        value={value[0] ?? null}
        onChange={(chosen) => onChange([chosen])}
        isInvalid={invalid}
        isRequired
        isDisabled={isDisabled}
        validationBehavior="aria"
        className={`${fieldStyles.field} ${styles.question}`}
      >
        {label}
        {description}
        <div className={styles.choices}>
          {answers.map((answer, index) => (
            <Radio key={answer.url} value={answer.url} inputRef={index === 0 ? inputRef : undefined} className={styles.choice}>
              <span className={fieldStyles.dot} />
              <span className={fieldStyles.choiceText}>{answer.text}</span>
            </Radio>
          ))}
        </div>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </RadioGroup>
    );
  }
  return (
    <CheckboxGroup
      value={value}
      onChange={(chosen) => onChange(exclusive(answers, value, chosen))}
      isInvalid={invalid}
      isRequired
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={`${fieldStyles.field} ${styles.question}`}
    >
      {label}
      {description}
      <div className={styles.choices}>
        {answers.map((answer, index) => (
          <Checkbox key={answer.url} value={answer.url} inputRef={index === 0 ? inputRef : undefined} className={styles.choice}>
            {({ isSelected }) => (
              <>
                <span className={fieldStyles.box}>{isSelected && <CheckIcon />}</span>
                <span className={fieldStyles.choiceText}>{answer.text}</span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </CheckboxGroup>
  );
}
