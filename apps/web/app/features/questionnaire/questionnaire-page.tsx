import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type DraftPetAnswers, type QuestionnaireDraftBody, type QuestionnaireStep } from '@brokkie/contracts/questionnaire';
import { todayIsoDate } from '@brokkie/domain/dates';
import { maxTreatsPercentage } from '@brokkie/domain/pet-profile';
import type { ValidationIssue } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { checksOnBlur } from '../../components/blur-check.ts';
import { Button } from '../../components/button.tsx';
import { focusField } from '../../components/focus-field.ts';
import { ArrowLeftIcon, ArrowRightIcon, PawIcon } from '../../components/icons.tsx';
import { translateValidationMessage } from '../../components/validation-message.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { toAnimalBody, type AnimalBody } from './animal-body.ts';
import { applyAnswers, nextStep, previousStep, progressOf, resolveStep, withNewPet, type Position } from './pet-answers.ts';
import type { QuestionnaireData, QuestionnaireOutcome } from './questionnaire-data.ts';
import { QuestionnaireHeader } from './questionnaire-header.tsx';
import { stepIssues, type StepIssues } from './step-validation.ts';
import { BreedStep } from './steps/breed-step.tsx';
import { ActivityStep, ConditionStep, IndoorStep, NurturingStep, SexStep, SizeStep, SterilisedStep, TypeStep } from './steps/choice-steps.tsx';
import { ComplaintsStep, FreshFoodStep, TreatsStep } from './steps/diet-steps.tsx';
import { DoneStep } from './steps/done-step.tsx';
import { fieldId, type ChangeKind, type StepProps } from './steps/step-kit.tsx';
import { BirthDateStep, NameStep, WeightStep, WetFoodStep } from './steps/text-steps.tsx';
import { useDraft } from './use-draft.ts';
import { useStepInUrl } from './use-step-in-url.ts';
import styles from './questionnaire.module.css';

const steps: Record<Exclude<QuestionnaireStep, 'done'>, (props: StepProps) => React.ReactNode> = {
  type: TypeStep,
  name: NameStep,
  sex: SexStep,
  birth_date: BirthDateStep,
  breed: BreedStep,
  size: SizeStep,
  weight: WeightStep,
  sterilised: SterilisedStep,
  nurturing: NurturingStep,
  activity: ActivityStep,
  condition: ConditionStep,
  indoor: IndoorStep,
  complaints: ComplaintsStep,
  wet_food: WetFoodStep,
  fresh_food: FreshFoodStep,
  treats: TreatsStep,
};

/** Which question an API field error of POST/PATCH /animal/ belongs to. */
const stepOfAnimalField: Record<string, Exclude<QuestionnaireStep, 'done'>> = {
  name: 'name',
  type: 'type',
  sex: 'sex',
  dateOfBirth: 'birth_date',
  exact_birthdate: 'birth_date',
  breed_1: 'breed',
  breed_2: 'breed',
  size: 'size',
  weight: 'weight',
  sterilised: 'sterilised',
  nurturing: 'nurturing',
  indoor: 'indoor',
  activity: 'activity',
  condition: 'condition',
  complaints: 'complaints',
  amount_wet_food: 'wet_food',
  portions_wet: 'wet_food',
  percentage_fresh_food: 'fresh_food',
  percentage_treats: 'treats',
};

interface SubmitProblem {
  detail: string;
  fields: { step: Exclude<QuestionnaireStep, 'done'> | null; message: string }[];
}

function isEmptyPet(pet: DraftPetAnswers | undefined): boolean {
  return !!pet && Object.keys(pet).length === 0;
}

/**
 * /question: the pet questionnaire (issue 5). One question per step, the pet's name in the
 * questions, progress shown; answers saved as the owner goes (PUT /questionnaire-draft/,
 * debounced and at every step) and the step in the URL (?pet=0&step=weight), so a reload or a
 * later visit resumes there. A complete pet is created with POST /animal/ (PATCH when it was
 * created before); then another pet, or on to the overview. `?animal={id}` opens an existing pet
 * for editing, `?pet=new` starts a new one (both as the route's loader opens the draft).
 */
export function QuestionnairePage({ data }: { data: QuestionnaireData }) {
  const { t } = useTranslation('questionnaire');
  const { t: tAny } = useTranslation();
  const { localeTag } = useShellData();
  // For the draft's background saves (useDraft); the pet itself is saved by the route's action.
  const api = useApiClient();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const today = todayIsoDate();

  const { draft, draftRef, commit, flush, saveFailed } = useDraft(api, data);
  const [shown, setShown] = useState<StepIssues>({});
  // What the owner changed on this step, and whether they pressed Next: leaving a field shows its
  // message only then (blur-check.ts), not when they merely tab past it.
  const edited = useRef(new Set<keyof DraftPetAnswers>());
  const [attempted, setAttempted] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  // A finished pet is saved through the route's action; Continue waits for the draft's last save.
  const saving = useFetcher<QuestionnaireOutcome>();
  const [flushing, setFlushing] = useState(false);
  const busy = saving.state !== 'idle' || flushing;
  const submitted = useRef<{ petIndex: number; pet: DraftPetAnswers; body: AnimalBody } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Where the owner is: the draft's position (as far as the answers allow it).
  const petIndex = Math.max(0, Math.min(draft.pet_index, draft.pets.length - 1));
  const pet: DraftPetAnswers = draft.pets[petIndex] ?? {};
  const step = resolveStep(pet, draft.step, today);
  const positionKey = `${petIndex}:${step}`;
  const addHistoryEntry = useStepInUrl({ draft, draftRef, position: { petIndex, step }, commit });

  // A new question: its heading takes focus, so keyboard and screen-reader users start there.
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    if (previousKey.current !== null && previousKey.current !== positionKey) headingRef.current?.focus();
    previousKey.current = positionKey;
    setShown({});
    setProblem(null);
    edited.current.clear();
    setAttempted(false);
  }, [positionKey]);

  const goTo = useCallback(
    (position: Position, base?: QuestionnaireDraftBody) => {
      const current = base ?? draftRef.current;
      let pets = current.pets;
      let target = position.petIndex;
      // A pet left without a single answer is not kept.
      if (target !== petIndex && isEmptyPet(pets[petIndex]) && pets.length > 1) {
        pets = pets.filter((_, index) => index !== petIndex);
        if (target > petIndex) target -= 1;
      }
      addHistoryEntry();
      commit({ pets, pet_index: target, step: position.step }, { now: true });
    },
    [draftRef, addHistoryEntry, commit, petIndex],
  );

  const petName = (answers: DraftPetAnswers) => answers.name?.trim() || t(`fallback_name.${answers.type ?? 'pet'}`);
  const message = (issue: ValidationIssue | undefined) => (issue ? translateValidationMessage(tAny, issue.key, issue.params) : undefined);

  const change = (patch: Partial<DraftPetAnswers>, kind: ChangeKind = 'commit') => {
    const current = draftRef.current;
    for (const field of Object.keys(patch) as (keyof DraftPetAnswers)[]) edited.current.add(field);
    const nextPet = applyAnswers(current.pets[petIndex] ?? {}, patch);
    commit({ ...current, pets: current.pets.map((candidate, index) => (index === petIndex ? nextPet : candidate)) });
    const issues = stepIssues(step, nextPet, today);
    // Typing only clears a message once the answer is right; a choice shows its verdict at once.
    setShown((before) => {
      const after: StepIssues = {};
      for (const field of Object.keys(before) as (keyof DraftPetAnswers)[]) {
        if (issues[field]) after[field] = kind === 'commit' ? issues[field] : before[field];
      }
      if (kind === 'commit') {
        for (const field of Object.keys(patch) as (keyof DraftPetAnswers)[]) if (issues[field]) after[field] = issues[field];
      }
      return after;
    });
  };

  const blur = (field: keyof DraftPetAnswers) => {
    if (!checksOnBlur({ edited: edited.current.has(field), submitted: attempted, showsError: shown[field] !== undefined })) return;
    const current = draftRef.current.pets[petIndex] ?? {};
    const issue = stepIssues(step, current, today)[field];
    setShown((before) => {
      const after = { ...before };
      if (issue) after[field] = issue;
      else delete after[field];
      return after;
    });
  };

  const focusFirstProblem = (issues: StepIssues) => {
    const elements = Object.keys(issues)
      .map((field) => document.getElementById(fieldId(field as keyof DraftPetAnswers)))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    const first = elements[0];
    if (first) focusField(first);
  };

  const finishPet = () => {
    setProblem(null);
    const body = toAnimalBody(pet, today);
    submitted.current = { petIndex, pet, body };
    void saving.submit(
      { intent: 'save-pet', animal: pet.animal_id ?? null, body: { ...body, size: body.size ?? null, complaints: [...body.complaints] } },
      jsonSubmission,
    );
  };

  // The action's answer, once: the pet's id into the draft and on to "done", or what went wrong.
  const answer = saving.data;
  useEffect(() => {
    const asked = submitted.current;
    if (!answer || !asked) return;
    submitted.current = null;
    if (answer.ok) {
      const latest = draftRef.current;
      const saved = { animal_id: answer.value.id, ...(asked.body.exact_birthdate ? {} : { estimated_birth_date: asked.body.dateOfBirth }) };
      const pets = latest.pets.map((candidate, index) => (index === asked.petIndex ? { ...candidate, ...saved } : candidate));
      goTo({ petIndex: asked.petIndex, step: 'done' }, { ...latest, pets });
      return;
    }
    console.error('[questionnaire] could not save the pet', answer);
    const fields = Object.entries(answer.fields).flatMap(([field, messages]) =>
      messages.map((text) => ({ step: stepOfAnimalField[field.split('.')[0] ?? ''] ?? null, message: text })),
    );
    setProblem({
      // The API's sentence when it has no field to point at; ours otherwise, or without an answer.
      detail: answer.status !== 0 && fields.length === 0 && answer.detail ? answer.detail : t('create_failed', { name: petName(asked.pet) }),
      fields,
    });
    // Only a new answer is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const onNext = (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || step === 'done') return;
    const issues = stepIssues(step, pet, today);
    if (Object.keys(issues).length > 0) {
      setAttempted(true);
      setShown(issues);
      // After React has shown the messages, so the field is announced with its message.
      setTimeout(() => focusFirstProblem(issues), 0);
      return;
    }
    const following = nextStep(pet, step);
    if (following === 'done') finishPet();
    else goTo({ petIndex, step: following });
  };

  const onBack = () => {
    const previous = previousStep(pet, step);
    if (previous) return goTo({ petIndex, step: previous });
    if (petIndex > 0) {
      const before = draftRef.current.pets[petIndex - 1] ?? {};
      goTo({ petIndex: petIndex - 1, step: resolveStep(before, 'done', today) });
    }
  };

  const onAddPet = () => {
    const added = withNewPet(draftRef.current);
    if (added) goTo({ petIndex: added.pet_index, step: 'type' }, added);
  };

  const onContinue = async () => {
    setFlushing(true);
    await flush();
    setFlushing(false);
    void navigate(localize('/pet-overview'));
  };

  const name = petName(pet);
  const headingId = 'question-heading';
  const StepBody = step === 'done' ? null : steps[step];
  const stepProps: StepProps = {
    pet,
    petName: name,
    headingId,
    change,
    blur,
    error: (field) => message(shown[field]),
    today,
    localeTag,
  };
  const question =
    step === 'type'
      ? t(petIndex === 0 ? 'steps.type.question_first' : 'steps.type.question_next')
      : step === 'name'
        ? t('steps.name.question', { context: pet.type ?? 'dog' })
        : step === 'sterilised'
          ? t('steps.sterilised.question', { context: pet.sex ?? 'male', name })
          : step === 'done'
            ? t('steps.done.title', { name })
            : t(`steps.${step}.question`, { name });
  const hint = t(`steps.${step}.hint`, { name, max: maxTreatsPercentage });
  const canGoBack = step !== 'type' || petIndex > 0;

  return (
    <div className={`container ${styles.page}`}>
      <QuestionnaireHeader
        step={step}
        petIndex={petIndex}
        petCount={draft.pets.length}
        name={name}
        unnamed={pet.name?.trim() ? undefined : (pet.type ?? 'pet')}
        progress={progressOf(pet, step)}
      />

      <form className={styles.card} onSubmit={onNext} noValidate aria-labelledby={headingId}>
        <div className={styles.questionHead}>
          {step === 'done' && (
            <span className={styles.doneBadge} aria-hidden="true">
              <PawIcon size={28} />
            </span>
          )}
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.question}>
            {question}
          </h2>
          <p className={styles.hint}>{hint}</p>
        </div>

        {StepBody ? (
          <StepBody key={positionKey} {...stepProps} />
        ) : (
          <DoneStep
            pets={draft.pets}
            canAddPet={withNewPet(draft) !== null}
            // "Done" shows once the pet's save has answered; the fetcher may still be settling
            // (its state turns idle a moment later), which must not swallow a quick Continue.
            busy={flushing}
            onAddPet={onAddPet}
            onContinue={() => void onContinue()}
            fallbackName={petName}
          />
        )}

        {problem && (
          <Alert tone="danger" role="alert" title={problem.detail}>
            {problem.fields.length > 0 && (
              <ul className={styles.problemList}>
                {problem.fields.map((field, index) => (
                  <li key={index}>
                    {field.message}{' '}
                    {field.step && (
                      <Button variant="link" onPress={() => goTo({ petIndex, step: field.step! })}>
                        {t('go_to_question')}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}

        <div className={styles.nav}>
          {canGoBack ? (
            <Button variant="ghost" iconStart={<ArrowLeftIcon />} onPress={onBack} isDisabled={busy}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          {step !== 'done' && (
            <Button type="submit" size="lg" iconEnd={<ArrowRightIcon />} isLoading={busy}>
              {nextStep(pet, step) === 'done' ? t('finish', { name }) : t('next')}
            </Button>
          )}
        </div>
      </form>

      <p className={styles.saveStatus} role="status">
        {saveFailed ? t('save_failed') : ''}
      </p>
    </div>
  );
}
