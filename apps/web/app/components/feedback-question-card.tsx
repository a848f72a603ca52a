import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { FeedbackAnswer, FeedbackAnswerRequest, FeedbackQuestion } from '@brokkie/contracts/feedback';
import { feedbackRatingScale, maxFeedbackCommentLength } from '@brokkie/contracts/feedback-limits';
import { authStore } from '../shell/auth-store.ts';
import { jsonSubmission } from '../shell/page-action.ts';
import type { FeedbackOutcome } from './feedback-question-data.ts';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { CheckCircleIcon, CloseIcon, SparkleIcon } from './icons.tsx';
import { RadioGroup } from './radio-group.tsx';
import { FieldErrorMessage, TextField } from './text-field.tsx';
import cardStyles from './card.module.css';
import styles from './feedback-question-card.module.css';

/** How long the thanks stay before the card goes. */
const thanksMs = 6000;

export interface FeedbackQuestionCardProps {
  /** The customer's first open question, read by the page's loader (`loadOpenFeedbackQuestion`); null: none. */
  question: FeedbackQuestion | null;
  /** Called once the answer is stored (the dashboard may refresh its counts or show the next thing). */
  onAnswered?: (answer: FeedbackAnswer) => void;
}

type Phase = 'asking' | 'thanks' | 'hidden';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3.2l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.5l6-.7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Rating 1–5 as a radio group of stars: native radios sharing a name, so the arrow keys move and
 * the group is one tab stop; each star says "3 of 5 stars". Pointing at a star fills the stars up
 * to it, as a preview.
 */
function StarRating({
  question,
  value,
  onChange,
  errorMessage,
}: {
  question: FeedbackQuestion;
  value: number | null;
  onChange: (value: number) => void;
  errorMessage: string | null;
}) {
  const { t } = useTranslation('feedback_card');
  const id = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const min = question.min ?? feedbackRatingScale.min;
  const max = question.max ?? feedbackRatingScale.max;
  const scale = Array.from({ length: max - min + 1 }, (_, index) => min + index);
  const shown = hovered ?? value ?? 0;
  const labelId = `${id}-label`;
  const scaleId = question.min_label || question.max_label ? `${id}-scale` : undefined;
  const errorId = errorMessage ? `${id}-error` : undefined;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={[scaleId, errorId].filter(Boolean).join(' ') || undefined}
      aria-required
      aria-invalid={!!errorMessage || undefined}
      aria-orientation="horizontal"
      className={styles.rating}
    >
      <span id={labelId} className={styles.question}>
        {question.text}
      </span>
      <div className={styles.stars} onMouseLeave={() => setHovered(null)}>
        {scale.map((stars) => (
          <label key={stars} className={styles.star} data-selected={stars === value || undefined} onMouseEnter={() => setHovered(stars)}>
            <input
              type="radio"
              className="visually-hidden"
              name={id}
              value={stars}
              checked={stars === value}
              onChange={() => onChange(stars)}
              aria-label={t('stars', { count: stars, max })}
            />
            <StarIcon filled={stars <= shown} />
          </label>
        ))}
      </div>
      {scaleId && (
        <span id={scaleId} className={styles.scaleLabels}>
          <span>{question.min_label ? t('scale_low', { value: min, label: question.min_label }) : ''}</span>
          <span>{question.max_label ? t('scale_high', { value: max, label: question.max_label }) : ''}</span>
        </span>
      )}
      {errorId && <FieldErrorMessage id={errorId}>{errorMessage}</FieldErrorMessage>}
    </div>
  );
}

/** What to send for the question's kind; a message key when something is missing. */
export function answerFor(
  question: Pick<FeedbackQuestion, 'url' | 'kind'>,
  input: { rating: number | null; choice: string | null; comment: string },
): { body: FeedbackAnswerRequest } | { missing: 'rating' | 'choice' | 'comment' } {
  const comment = input.comment.trim();
  if (question.kind === 'rating') {
    if (input.rating === null) return { missing: 'rating' };
    return { body: { question: question.url, rating: input.rating, ...(comment ? { comment } : {}) } };
  }
  if (question.kind === 'choice') {
    if (!input.choice) return { missing: 'choice' };
    return { body: { question: question.url, choice: input.choice, ...(comment ? { comment } : {}) } };
  }
  if (!comment) return { missing: 'comment' };
  return { body: { question: question.url, comment } };
}

/**
 * The customer's first open feedback question, asked in a card on the dashboard: stars for a
 * rating, cards for a choice, a text box for an open question, with an optional remark. The
 * answer is submitted to the page's route action (`feedbackAction` of feedback-question-data.ts,
 * which the route wires), which sends it to POST /feedbackquestion/answer/; the card thanks the
 * customer and goes. Without an open question it renders nothing.
 */
export function FeedbackQuestionCard({ question, onAnswered }: FeedbackQuestionCardProps) {
  const { t } = useTranslation('feedback_card');
  // The answer goes through the page's action: the fetcher's state is the button's, its answer the card's next step.
  const sending = useFetcher<FeedbackOutcome>();
  const busy = sending.state !== 'idle';
  const headingId = useId();
  const [phase, setPhase] = useState<Phase>('asking');
  const [rating, setRating] = useState<number | null>(null);
  const [choice, setChoice] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState<'rating' | 'choice' | 'comment' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const choiceRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const ratingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase !== 'thanks') return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => setPhase('hidden'), thanksMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const answer = sending.state === 'idle' ? sending.data : undefined;
  const forgetAnswer = sending.reset;
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    if (answer.ok) {
      const counts = authStore.getState().feedbackCounts;
      if (counts) {
        authStore.setState({ feedbackCounts: { ...counts, answered: counts.answered + 1, unanswered: Math.max(0, counts.unanswered - 1) } });
      }
      setPhase('thanks');
      onAnswered?.(answer.value);
    } else if (answer.status === 409) {
      // Answered meanwhile (another tab): nothing left to ask here.
      setPhase('hidden');
    } else {
      setError(answer.detail ?? t('send_failed'));
    }
  }, [answer, forgetAnswer, onAnswered, t]);

  if (phase === 'hidden') return null;

  if (phase === 'thanks') {
    return (
      <section className={`${styles.card} ${styles.thanks}`} aria-labelledby={headingId}>
        <div ref={thanksRef} tabIndex={-1} className={styles.thanksBody} role="status">
          <CheckCircleIcon size={28} />
          <div>
            <h2 id={headingId} className={styles.heading}>
              {t('thanks_title')}
            </h2>
            <p>{t('thanks_text')}</p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          iconStart={<CloseIcon />}
          aria-label={t('close')}
          onPress={() => setPhase('hidden')}
          className={styles.close}
        />
      </section>
    );
  }

  // The page reads again after the answer (its question may be gone by then): the thanks above do not need it.
  if (!question) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const answer = answerFor(question, { rating, choice, comment });
    if ('missing' in answer) {
      setMissing(answer.missing);
      if (answer.missing === 'rating') ratingRef.current?.querySelector('input')?.focus();
      else if (answer.missing === 'choice') choiceRef.current?.focus();
      else commentRef.current?.focus();
      return;
    }
    setMissing(null);
    void sending.submit({ intent: 'feedback', answer: answer.body }, jsonSubmission);
  };

  const missingText = missing ? t(`missing.${missing}`) : null;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={cardStyles.head}>
        <span className={`${cardStyles.icon} ${styles.icon}`}>
          <SparkleIcon size={22} />
        </span>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {t('heading')}
          </h2>
          <p className={styles.sub}>{t('sub')}</p>
        </div>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        {question.kind === 'rating' && (
          <div ref={ratingRef}>
            <StarRating
              question={question}
              value={rating}
              onChange={(next) => {
                setRating(next);
                if (missing === 'rating') setMissing(null);
              }}
              errorMessage={missing === 'rating' ? missingText : null}
            />
          </div>
        )}
        {question.kind === 'choice' && (
          <RadioGroup
            label={question.text}
            appearance="cards"
            isRequired
            value={choice}
            onChange={(next) => {
              setChoice(next);
              if (missing === 'choice') setMissing(null);
            }}
            options={question.choices.map((option) => ({ value: option.value, label: option.label }))}
            errorMessage={missing === 'choice' ? missingText : undefined}
            inputRef={choiceRef}
            className={styles.choices}
          />
        )}
        {question.kind === 'text' ? (
          <TextField
            label={question.text}
            multiline
            isRequired
            value={comment}
            onChange={(next) => {
              setComment(next);
              if (missing === 'comment' && next.trim()) setMissing(null);
            }}
            maxLength={maxFeedbackCommentLength}
            errorMessage={missing === 'comment' ? missingText : undefined}
            inputRef={commentRef}
          />
        ) : (
          <TextField
            label={question.comment_label ?? t('comment_label')}
            // The question's own prompt says it is optional; the fallback prompt needs saying so.
            description={question.comment_label ? undefined : t('comment_optional')}
            multiline
            value={comment}
            onChange={setComment}
            maxLength={maxFeedbackCommentLength}
            className={styles.comment}
          />
        )}
        {error && (
          <Alert tone="danger" role="alert">
            {error}
          </Alert>
        )}
        <div>
          <Button type="submit" isLoading={busy}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
