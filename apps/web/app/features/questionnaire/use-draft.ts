import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { QuestionnaireDraftBody } from '@brokkie/contracts/questionnaire';
import { ApiError, ApiNetworkError, type ApiClient } from '../../lib/api-client.ts';
import { createDraftSaver } from './draft-saver.ts';
import type { OpenedDraft } from './open-draft.ts';

/** Quiet time after the last keystroke before the answers are saved. */
const saveDelayMs = 600;
/** A save that failed on the way (network, server) is tried again after this long. */
const saveRetryMs = 5000;

export interface Draft {
  /** The draft as rendered. */
  draft: QuestionnaireDraftBody;
  /** The latest committed draft, for handlers that run before React renders it. */
  draftRef: RefObject<QuestionnaireDraftBody>;
  /** Shows `next` and saves it after the pause in typing, or at once with `now` (a step). */
  commit: (next: QuestionnaireDraftBody, options?: { now?: boolean }) => void;
  /** Resolves once everything committed so far is saved. */
  flush: () => Promise<void>;
  /** The last save failed (it is tried again when the failure was on the way). */
  saveFailed: boolean;
}

/**
 * The questionnaire's draft as the owner changes it, from the one its loader opened, saved as they
 * go (PUT /questionnaire-draft/): debounced while typing, at once for a step, and whatever still
 * waits when the page is left. These saves stay here rather than in the route's action (decision
 * 0016): they are not a write the owner asks for, but a background copy of every keystroke,
 * debounced, retried and flushed on leaving; through an action each would also make the router
 * read the page again and race the answers still being typed.
 */
export function useDraft(api: ApiClient, opened: OpenedDraft): Draft {
  const [draft, setDraft] = useState(opened.draft);
  const draftRef = useRef(opened.draft);
  const [saveFailed, setSaveFailed] = useState(false);

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
            retryTimer.current = setTimeout(() => saver.schedule(draftRef.current), saveRetryMs);
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

  // Opening added or opened a pet (`?pet=new`, `?animal=`): that draft is saved once, at once. The
  // ref keeps it once through React's development double run and a later read of the loader, which
  // this page's copy does not follow.
  const openedSaved = useRef(false);
  useEffect(() => {
    if (openedSaved.current || !opened.changed) return;
    openedSaved.current = true;
    commit(opened.draft, { now: true });
  }, [opened, commit]);

  const flush = useCallback(() => saver.flush(), [saver]);
  return { draft, draftRef, commit, flush, saveFailed };
}
