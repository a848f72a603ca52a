import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Label, ProgressBar } from 'react-aria-components';
import { z } from 'zod';
import {
  type DraftPetAnswers,
  type QuestionnaireDraftBody,
  type QuestionnaireStep,
} from '@brokkie/contracts/questionnaire';
import { todayIsoDate } from '@brokkie/domain/dates';
import { maxTreatsPercentage } from '@brokkie/domain/pet-profile';
import type { ValidationIssue } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { ArrowLeftIcon, ArrowRightIcon, PawIcon } from '../../components/icons.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { translateValidationMessage } from '../../components/validation-message.ts';
import { ApiError, ApiNetworkError } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { authReady } from '../../shell/auth-session.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { toAnimalBody } from './animal-body.ts';
import { openDraft } from './open-draft.ts';
import { createDraftSaver } from './draft-saver.ts';
import {
  applyAnswers,
  nextStep,
  positionFromSearch,
  previousStep,
  progressOf,
  resolveStep,
  withNewPet,
  type Position,
} from './pet-answers.ts';
import { stepIssues, type StepIssues } from './step-validation.ts';
import { BreedStep } from './steps/breed-step.tsx';
import {
  ActivityStep,
  ConditionStep,
  IndoorStep,
  NurturingStep,
  SexStep,
  SizeStep,
  SterilisedStep,
  TypeStep,
} from './steps/choice-steps.tsx';
import { ComplaintsStep, FreshFoodStep, TreatsStep } from './steps/diet-steps.tsx';
import { DoneStep } from './steps/done-step.tsx';
import { fieldId, type ChangeKind, type StepProps } from './steps/step-kit.tsx';
import { BirthDateStep, NameStep, WeightStep, WetFoodStep } from './steps/text-steps.tsx';
import styles from './questionnaire.module.css';

/** Quiet time after the last keystroke before the answers are saved. */
const saveDelayMs = 600;
/** A save that failed on the way (network, server) is tried again after this long. */
const saveRetryMs = 5000;

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

const savedAnimal = z.object({ id: z.number().int() });
function canonicalSearch(current: URLSearchParams, position: Position): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('animal');
  next.set('pet', String(position.petIndex));
  next.set('step', position.step);
  return next;
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
 * for editing, `?pet=new` starts a new one.
 */
export function QuestionnairePage() {
  const { t } = useTranslation('questionnaire');
  const { t: tAny } = useTranslation();
  const { localeTag } = useShellData();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const navigationType = useNavigationType();
  const today = todayIsoDate();

  const [draft, setDraft] = useState<QuestionnaireDraftBody | null>(null);
  const draftRef = useRef<QuestionnaireDraftBody | null>(null);
  const [loadState, setLoadState] = useState<'loading' | 'failed' | 'ready'>('loading');
  const [loadAttempt, setLoadAttempt] = useState(0);
  const [saveFailed, setSaveFailed] = useState(false);
  const [shown, setShown] = useState<StepIssues>({});
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saver = useMemo(
    () =>
      createDraftSaver<QuestionnaireDraftBody>({
        save: (body) => api.put('/questionnaire-draft/', body),
        delayMs: saveDelayMs,
        onResult: (error) => {
          setSaveFailed(error !== null);
          const passing = error instanceof ApiNetworkError || (error instanceof ApiError && error.status >= 500);
          if (passing) {
            clearTimeout(retryTimer.current);
            retryTimer.current = setTimeout(() => {
              if (draftRef.current) saver.schedule(draftRef.current);
            }, saveRetryMs);
          }
        },
      }),
    [api],
  );
  useEffect(() => {
    // Leaving the page (another link, closing the tab) saves what is still waiting.
    const onPageHide = () => void saver.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      clearTimeout(retryTimer.current);
      void saver.flush();
      saver.dispose();
    };
  }, [saver]);

  const commit = useCallback(
    (next: QuestionnaireDraftBody, { now = false }: { now?: boolean } = {}) => {
      draftRef.current = next;
      setDraft(next);
      saver.schedule(next);
      if (now) void saver.flush();
    },
    [saver],
  );

  // The draft, once signed in, opened where the URL asks.
  useEffect(() => {
    let active = true;
    setLoadState('loading');
    void (async () => {
      await authReady();
      const { draft: body, changed } = await openDraft(api, new URLSearchParams(searchParams), { today: todayIsoDate(), localeTag });
      if (!active) return;
      draftRef.current = body;
      setDraft(body);
      setLoadState('ready');
      if (changed) commit(body, { now: true });
    })().catch((error: unknown) => {
      console.error('[questionnaire] could not load the draft', error);
      if (active) setLoadState('failed');
    });
    return () => {
      active = false;
    };
    // The draft loads once per visit (and on "try again"); the locale does not change within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, loadAttempt]);

  // Where the owner is: the draft's position (as far as the answers allow it). A step shows at
  // once; the URL follows it, so that a reload or the browser's Back button lands there too.
  const petIndex = draft ? Math.max(0, Math.min(draft.pet_index, draft.pets.length - 1)) : 0;
  const pet: DraftPetAnswers = draft?.pets[petIndex] ?? {};
  const step = resolveStep(pet, draft?.step, today);
  const positionKey = `${petIndex}:${step}`;

  // Whether the next URL change adds a history entry (a step forward or back in the questionnaire)
  // or corrects the current one (a position the answers do not allow, a resumed visit).
  const historyMode = useRef<'push' | 'replace'>('replace');
  const shownPetIndex = draft?.pet_index;
  const shownStep = draft?.step;
  const seenSearch = useRef<string | null>(null);
  useEffect(() => {
    const current = draftRef.current;
    if (loadState !== 'ready' || !current) return;
    // A newer draft was committed between this render and its effect (the pet created while the
    // URL of the step before was still on its way): the render of that draft decides, or this
    // render's stale position would be written back over it.
    if (current.pet_index !== shownPetIndex || current.step !== shownStep) return;
    const search = searchParams.toString();
    const movedByBrowser = seenSearch.current !== null && seenSearch.current !== search && navigationType === 'POP';
    seenSearch.current = search;
    if (movedByBrowser) {
      // Back or forward: the URL says where to go (no position: the very first question).
      const wanted = positionFromSearch(searchParams);
      const index = Math.min(wanted.petIndex ?? 0, current.pets.length - 1);
      const at = resolveStep(current.pets[index] ?? {}, wanted.petIndex === undefined ? 'type' : wanted.step, todayIsoDate());
      if (index !== petIndex || at !== step) {
        commit({ ...current, pet_index: index, step: at }, { now: true });
        return;
      }
    }
    const shows =
      searchParams.get('pet') === String(petIndex) && searchParams.get('step') === step && !searchParams.has('animal');
    const bare = !searchParams.has('pet') && !searchParams.has('step') && !searchParams.has('animal');
    // A first visit stays on the bare /question until the owner moves on.
    if (!shows && !(bare && petIndex === 0 && step === 'type')) {
      void navigate(
        { search: `?${canonicalSearch(searchParams, { petIndex, step }).toString()}` },
        { replace: historyMode.current === 'replace' },
      );
    }
    historyMode.current = 'replace';
    if (current.pet_index !== petIndex || current.step !== step) commit({ ...current, pet_index: petIndex, step }, { now: true });
  }, [loadState, shownPetIndex, shownStep, searchParams, navigationType, positionKey, petIndex, step, navigate, commit]);

  // A new question: its heading takes focus, so keyboard and screen-reader users start there.
  const previousKey = useRef<string | null>(null);
  useEffect(() => {
    if (loadState !== 'ready') return;
    if (previousKey.current !== null && previousKey.current !== positionKey) headingRef.current?.focus();
    previousKey.current = positionKey;
    setShown({});
    setProblem(null);
  }, [positionKey, loadState]);

  const goTo = useCallback(
    (position: Position, base?: QuestionnaireDraftBody) => {
      const current = base ?? draftRef.current;
      if (!current) return;
      let pets = current.pets;
      let target = position.petIndex;
      // A pet left without a single answer is not kept.
      if (target !== petIndex && isEmptyPet(pets[petIndex]) && pets.length > 1) {
        pets = pets.filter((_, index) => index !== petIndex);
        if (target > petIndex) target -= 1;
      }
      historyMode.current = 'push';
      commit({ pets, pet_index: target, step: position.step }, { now: true });
    },
    [commit, petIndex],
  );

  const petName = (answers: DraftPetAnswers) => answers.name?.trim() || t(`fallback_name.${answers.type ?? 'pet'}`);
  const message = (issue: ValidationIssue | undefined) => (issue ? translateValidationMessage(tAny, issue.key, issue.params) : undefined);

  const change = (patch: Partial<DraftPetAnswers>, kind: ChangeKind = 'commit') => {
    const current = draftRef.current;
    if (!current) return;
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
    const current = draftRef.current?.pets[petIndex] ?? {};
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
    if (!first) return;
    const target = first.matches('input, textarea, button') ? first : first.querySelector<HTMLElement>('input:checked, input, button');
    target?.focus();
  };

  const finishPet = async () => {
    const current = draftRef.current;
    if (!current) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = toAnimalBody(pet, today);
      let id = pet.animal_id;
      try {
        id = id
          ? (await api.patch(`/animal/${id}/`, body, { schema: savedAnimal })).id
          : (await api.post('/animal/', body, { schema: savedAnimal })).id;
      } catch (error) {
        // Removed meanwhile (another device): the answers make it again.
        if (!(error instanceof ApiError && error.status === 404 && id)) throw error;
        id = (await api.post('/animal/', body, { schema: savedAnimal })).id;
      }
      const latest = draftRef.current ?? current;
      const saved = { animal_id: id, ...(body.exact_birthdate ? {} : { estimated_birth_date: body.dateOfBirth }) };
      const pets = latest.pets.map((candidate, index) => (index === petIndex ? { ...candidate, ...saved } : candidate));
      goTo({ petIndex, step: 'done' }, { ...latest, pets });
    } catch (error) {
      console.error('[questionnaire] could not save the pet', error);
      const fields =
        error instanceof ApiError
          ? Object.entries(error.fields).flatMap(([field, messages]) =>
              messages.map((text) => ({ step: stepOfAnimalField[field.split('.')[0] ?? ''] ?? null, message: text })),
            )
          : [];
      setProblem({
        detail: error instanceof ApiError && fields.length === 0 ? error.detail : t('create_failed', { name: petName(pet) }),
        fields,
      });
    } finally {
      setBusy(false);
    }
  };

  const onNext = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || step === 'done') return;
    const issues = stepIssues(step, pet, today);
    if (Object.keys(issues).length > 0) {
      setShown(issues);
      // After React has shown the messages, so the field is announced with its message.
      setTimeout(() => focusFirstProblem(issues), 0);
      return;
    }
    const following = nextStep(pet, step);
    if (following === 'done') await finishPet();
    else goTo({ petIndex, step: following });
  };

  const onBack = () => {
    const previous = previousStep(pet, step);
    if (previous) return goTo({ petIndex, step: previous });
    if (petIndex > 0 && draftRef.current) {
      const before = draftRef.current.pets[petIndex - 1] ?? {};
      goTo({ petIndex: petIndex - 1, step: resolveStep(before, 'done', today) });
    }
  };

  const onAddPet = () => {
    const current = draftRef.current;
    if (!current) return;
    const added = withNewPet(current);
    if (added) goTo({ petIndex: added.pet_index, step: 'type' }, added);
  };

  const onContinue = async () => {
    setBusy(true);
    await saver.flush();
    setBusy(false);
    void navigate(localize('/pet-overview'));
  };

  if (loadState !== 'ready' || !draft) {
    return (
      <div className={`container ${styles.page}`}>
        <header className={styles.head}>
          <h1 className={styles.eyebrow}>
            <PawIcon size={18} />
            {tAny('pages:question.title')}
          </h1>
        </header>
        {loadState === 'failed' ? (
          <div className={styles.stack}>
            <Alert tone="danger" role="alert">
              {t('load_failed')}
            </Alert>
            <div>
              <Button variant="outline" onPress={() => setLoadAttempt((attempt) => attempt + 1)}>
                {t('retry')}
              </Button>
            </div>
          </div>
        ) : (
          <LoadingState label={t('loading')} />
        )}
      </div>
    );
  }

  const name = petName(pet);
  const progress = progressOf(pet, step);
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
  const household = draft.pets.length > 1;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <div className={styles.headRow}>
          <h1 className={styles.eyebrow}>
            <PawIcon size={18} />
            {tAny('pages:question.title')}
          </h1>
          {household && (
            <span className={styles.petChip}>{t('pet_badge', { number: petIndex + 1, total: draft.pets.length, name })}</span>
          )}
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
                <Label className="visually-hidden">{t('progress_label', { name })}</Label>
                <span className={styles.progressValue}>{valueText}</span>
              </div>
              <div className={styles.progressTrack}>
                <div className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      </header>

      <form className={styles.card} onSubmit={(event) => void onNext(event)} noValidate aria-labelledby={headingId}>
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
            busy={busy}
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
