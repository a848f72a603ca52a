import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import type { QuestionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import { todayIsoDate } from '@brokkie/domain/dates';
import { positionFromSearch, resolveStep, type Position } from './pet-answers.ts';

function canonicalSearch(current: URLSearchParams, position: Position): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('animal');
  next.set('pet', String(position.petIndex));
  next.set('step', position.step);
  return next;
}

interface StepInUrlOptions {
  /** The draft as rendered. */
  draft: QuestionnaireDraftBody;
  /** The latest committed draft. */
  draftRef: RefObject<QuestionnaireDraftBody>;
  /** Where the owner is: the draft's position as far as the answers allow it. */
  position: Position;
  commit: (next: QuestionnaireDraftBody, options?: { now?: boolean }) => void;
}

/**
 * Keeps the URL (?pet=0&step=weight) and the draft's position in step. A step shows at once; the
 * URL follows it, so that a reload or the browser's Back button lands there too. Back and forward
 * in the browser move the draft to the URL's position. The draft is read once by the route's
 * loader (its `shouldRevalidate` leaves these search changes alone), so the URL only follows.
 *
 * Returns the call that makes the next position change a new history entry (a step forward or
 * back in the questionnaire); any other change corrects the current entry (a position the answers
 * do not allow, a resumed visit, `?animal=` or `?pet=new` once opened).
 */
export function useStepInUrl({ draft, draftRef, position: { petIndex, step }, commit }: StepInUrlOptions): () => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const navigationType = useNavigationType();

  const historyMode = useRef<'push' | 'replace'>('replace');
  const shownPetIndex = draft.pet_index;
  const shownStep = draft.step;
  const seenSearch = useRef<string | null>(null);
  useEffect(() => {
    const current = draftRef.current;
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
    const shows = searchParams.get('pet') === String(petIndex) && searchParams.get('step') === step && !searchParams.has('animal');
    const bare = !searchParams.has('pet') && !searchParams.has('step') && !searchParams.has('animal');
    // A first visit stays on the bare /question until the owner moves on.
    if (!shows && !(bare && petIndex === 0 && step === 'type')) {
      void navigate({ search: `?${canonicalSearch(searchParams, { petIndex, step }).toString()}` }, { replace: historyMode.current === 'replace' });
    }
    historyMode.current = 'replace';
    if (current.pet_index !== petIndex || current.step !== step) commit({ ...current, pet_index: petIndex, step }, { now: true });
  }, [draftRef, shownPetIndex, shownStep, searchParams, navigationType, petIndex, step, navigate, commit]);

  return useCallback(() => {
    historyMode.current = 'push';
  }, []);
}
