import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { Animal } from '@brokkie/contracts/animal';
import type { Survey, SurveyAnswer, SurveyQuestion } from '@brokkie/contracts/survey';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { ArrowLeftIcon } from '../../components/icons.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import type { PetDiscoverOutcome } from './pet-discover-data.ts';
import { QuestionField } from './question-field.tsx';
import styles from './pet-discover.module.css';

/** The answers chosen so far, per question url: answer urls. */
export type SurveyDraft = Record<string, string[]>;

interface SurveyFormProps {
  pet: Animal;
  survey: Survey;
  questions: SurveyQuestion[];
  /** Per question url: its answers. */
  answers: Record<string, SurveyAnswer[]>;
  /** Kept by the page, so that nothing chosen is lost when the owner looks at another pet meanwhile. */
  draft: SurveyDraft;
  onDraft: (draft: SurveyDraft) => void;
  onBack: () => void;
  /** The API answered the recommendations (the page was read again: they are the pet's last survey now). */
  onSubmitted: () => void;
}

/**
 * A survey for one pet, every question on one page (a handful of short questions reads best
 * scrolled through on a phone, each answer a row to tap). Every question must be answered: a press
 * on "See the advice" with one left open says so at that question and moves there. The answers go
 * to the route's action; the API's refusal is shown where it belongs, and nothing chosen is lost.
 */
export function SurveyForm({ pet, survey, questions, answers, draft, onDraft, onBack, onSubmitted }: SurveyFormProps) {
  const { t } = useTranslation('pet_discover');
  const fetcher = useFetcher<PetDiscoverOutcome>();
  const busy = fetcher.state !== 'idle';
  const [checked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<{ general: string | null; byQuestion: Record<string, string> } | null>(null);
  const firstInputs = useRef(new Map<string, HTMLInputElement | null>());
  // Opened by a press on Start: the survey's title takes focus, so that reading starts there, scrolled into view.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);

  const missing = questions.filter((question) => (draft[question.url]?.length ?? 0) === 0);
  const answeredCount = questions.length - missing.length;
  const errorOf = (question: SurveyQuestion): string | undefined => {
    if (checked && (draft[question.url]?.length ?? 0) === 0)
      return t(question.kind === 'single' ? 'survey.errors.pick_one_answer' : 'survey.errors.pick_some_answers');
    return refusal?.byQuestion[question.key];
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setRefusal(null);
    const first = missing[0];
    if (first) {
      firstInputs.current.get(first.url)?.focus();
      return;
    }
    const chosen = questions.flatMap((question) => (draft[question.url] ?? []).map((url) => idFromResourceUrl(url) ?? 0));
    void fetcher.submit({ intent: 'answer', pet: pet.id, survey: survey.id, answers: chosen }, jsonSubmission);
  };

  // The action's answer, once the page was read again: the advice, or the API's reasons.
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const forget = fetcher.reset;
  useEffect(() => {
    if (!answer) return;
    forget();
    if (answer.ok) {
      onSubmitted();
      return;
    }
    // Field errors name a question as questions.<key>; anything else is said above the button.
    const byQuestion: Record<string, string> = {};
    for (const [field, messages] of Object.entries(answer.fields)) {
      const key = /^questions\.(.+)$/.exec(field)?.[1];
      if (key && messages[0]) byQuestion[key] = messages[0];
    }
    const placed = Object.keys(byQuestion).length > 0;
    const general = answer.status > 0 && answer.status < 500 && answer.detail ? answer.detail : t('survey.errors.failed');
    setRefusal({ general: placed ? null : general, byQuestion });
  }, [answer, forget, onSubmitted, t]);

  return (
    <form className={styles.survey} onSubmit={submit} noValidate aria-labelledby={`survey-${survey.id}-title`}>
      <div className={styles.surveyHead}>
        <Button variant="link" size="sm" iconStart={<ArrowLeftIcon size={16} />} onPress={onBack} isDisabled={busy}>
          {t('survey.back')}
        </Button>
        <h2 id={`survey-${survey.id}-title`} ref={title} tabIndex={-1} className={styles.surveyTitle}>
          {survey.name}
        </h2>
        <p className={styles.muted}>{survey.description}</p>
        <p className={styles.note}>{t('survey.for_pet', { name: pet.name, count: questions.length })}</p>
      </div>
      <ol className={styles.questions}>
        {questions.map((question, index) => (
          <li key={question.url} className={styles.questionCard}>
            <QuestionField
              question={question}
              answers={answers[question.url] ?? []}
              number={index + 1}
              total={questions.length}
              value={draft[question.url] ?? []}
              onChange={(value) => {
                onDraft({ ...draft, [question.url]: value });
                if (refusal?.byQuestion[question.key]) {
                  const { [question.key]: _fixed, ...rest } = refusal.byQuestion;
                  setRefusal({ ...refusal, byQuestion: rest });
                }
              }}
              errorMessage={errorOf(question)}
              inputRef={(input) => {
                firstInputs.current.set(question.url, input);
              }}
              isDisabled={busy}
            />
          </li>
        ))}
      </ol>
      <div className={styles.surveyEnd}>
        {checked && missing.length > 0 && (
          <Alert tone="danger" role="alert">
            {t('survey.errors.unanswered', { count: missing.length })}
          </Alert>
        )}
        {refusal?.general && (
          <Alert tone="danger" role="alert">
            {refusal.general}
          </Alert>
        )}
        <p className={styles.note} aria-live="polite">
          {t('survey.progress', { answered: answeredCount, count: questions.length })}
        </p>
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy}>
            {t('survey.submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
