/**
 * Saves the questionnaire draft as the owner goes: a change is saved after a short pause in
 * typing (debounced), a step change at once (`flush`). Saves never overlap and never run out
 * of order: while one is on its way, only the newest draft waits for the next.
 */
export interface DraftSaver<T> {
  /** Saves `draft` after the pause, replacing any draft still waiting. */
  schedule(draft: T): void;
  /** Saves the waiting draft now (if any) and resolves when everything given so far is saved. */
  flush(): Promise<void>;
  /** Stops the timer; a save on its way still finishes. */
  dispose(): void;
}

export interface DraftSaverOptions<T> {
  save: (draft: T) => Promise<unknown>;
  delayMs: number;
  /** Called after each attempt: the error of a failed save, or null once a save succeeded. */
  onResult?: (error: unknown) => void;
}

export function createDraftSaver<T>({ save, delayMs, onResult }: DraftSaverOptions<T>): DraftSaver<T> {
  let waiting: { draft: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (waiting) {
      const { draft } = waiting;
      waiting = null;
      try {
        await save(draft);
        onResult?.(null);
      } catch (error) {
        onResult?.(error);
      }
    }
  }

  function start(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    schedule(draft) {
      waiting = { draft };
      clearTimeout(timer);
      timer = setTimeout(() => void start(), delayMs);
    },
    async flush() {
      // A save on its way may have been overtaken by newer answers: wait for it, then save those.
      while (running || waiting) {
        await (waiting && !running ? start() : running);
      }
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
