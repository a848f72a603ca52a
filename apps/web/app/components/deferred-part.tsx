import { memo, Suspense, use, useEffect, type ComponentType } from 'react';
import styles from './deferred-part.module.css';

/** A promise that React's `use` reads at once when it has settled (`status`, `value`). */
type Loading<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

const partAttribute = 'data-deferred-part';

/** What says that the visitor is about to use a part: its code starts loading then. */
const useEvents = ['pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

interface PartState {
  /** Whether the part's code is running (the part hydrated or rendered in the browser). */
  live: boolean;
  /** A submission made before that, played again once it is. */
  held?: { form: HTMLFormElement; submitter: HTMLElement | null };
  preload: () => Promise<unknown>;
}

const parts = new Map<string, PartState>();
let listening = false;
/**
 * Set on a field the visitor typed into or changed while its part's code was on the way; `Form`
 * (form.tsx) reads it and checks those fields. A registered symbol, so that the form's module need
 * not import this one (it would join every page's form binding to the sign-in page's first load).
 */
const editedBeforeCodeKey = Symbol.for('brokkie.editedBeforeCode');

function waitingPartOf(target: EventTarget | null): PartState | undefined {
  if (!(target instanceof Element)) return undefined;
  const name = target.closest(`[${partAttribute}]`)?.getAttribute(partAttribute);
  const part = name ? parts.get(name) : undefined;
  return part && !part.live ? part : undefined;
}

/**
 * A form submitted inside a part whose code has not arrived yet would be posted by the browser
 * (to a page without a server action, its fields in the URL): it is kept and sent again, through
 * its submit event, once the part's code runs. The fields typed into meanwhile are noted, so that
 * the form checks them as leaving them would have. The capture phase on the document comes before
 * React's own listeners.
 */
function holdEarlySubmissions(): void {
  if (listening) return;
  listening = true;
  const noteEdit = (event: Event) => {
    if (event.target instanceof Element && waitingPartOf(event.target)) Object.assign(event.target, { [editedBeforeCodeKey]: true });
  };
  document.addEventListener('input', noteEdit, true);
  document.addEventListener('change', noteEdit, true);
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const part = waitingPartOf(form);
      if (!(form instanceof HTMLFormElement) || !part) return;
      event.preventDefault();
      event.stopPropagation();
      part.held = { form, submitter: event.submitter };
      void part.preload();
    },
    true,
  );
}

function tracked<T>(promise: Promise<T>): Loading<T> {
  const loading = promise as Loading<T>;
  loading.status = 'pending';
  loading.then(
    (value) => {
      loading.status = 'fulfilled';
      loading.value = value;
    },
    () => undefined,
  );
  return loading;
}

function partSelector(name: string): string {
  return `[${partAttribute}="${name}"]`;
}

/** Resolves at the visitor's first press, focus, key or input inside the part. */
function firstUse(name: string): Promise<void> {
  return new Promise((resolve) => {
    const onUse = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(partSelector(name))) return;
      for (const type of useEvents) document.removeEventListener(type, onUse, true);
      resolve();
    };
    for (const type of useEvents) document.addEventListener(type, onUse, true);
  });
}

function changedByVisitor(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    return field.type === 'checkbox' || field.type === 'radio' ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}

/** Used before its code could listen: focused, or a field typed into or filled in by the browser. */
function usedAlready(name: string): boolean {
  const wrapper = document.querySelector(partSelector(name));
  // Nothing drawn by the server to stand in for it: the part is needed now.
  if (!wrapper) return true;
  if (document.activeElement && wrapper.contains(document.activeElement)) return true;
  return [...wrapper.querySelectorAll('input, textarea, select')].some(changedByVisitor);
}

/** A failed load (offline for a moment) is tried again at the next use; the server's HTML stays meanwhile. */
function loadUntilLoaded<T>(name: string, load: () => Promise<T>): Promise<T> {
  return load().catch(() => firstUse(name).then(() => loadUntilLoaded(name, load)));
}

/**
 * A part of a server-drawn page whose code loads when the visitor first uses it (decision 0022):
 * the sign-in form's fields and their binding (react-hook-form) are not in the page's first load.
 *
 * - On the server, and in the browser after a navigation, it renders as any component; the route
 *   loads its code first (`preload` in its loader and client loader), so nothing waits.
 * - While the page the browser opened hydrates, the part is left as the server drew it (React
 *   hydrates a suspended boundary later): its fields take focus and typing as plain HTML. The first
 *   press, focus, key or input inside it loads its code, and React then hydrates it; the form
 *   adopts what was typed before (`Form`), and a submission made meanwhile is kept and sent again.
 *
 * Its props must stay the same while it waits (a change would make React draw it anew, without the
 * server's HTML): pass stable callbacks and stores, not state. One part of a name per page.
 */
export function deferredPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  let loading: Loading<ComponentType<P>> | undefined;
  let waiting: Loading<ComponentType<P>> | undefined;
  const state: PartState = { live: false, preload: () => preload() };
  parts.set(name, state);
  // From the route module's evaluation, before React hydrates: React may hydrate the page in the
  // middle of a submit event and still find the part waiting.
  if (typeof document !== 'undefined') holdEarlySubmissions();

  function preload(): Loading<ComponentType<P>> {
    loading ??= tracked(loadUntilLoaded(name, load));
    return loading;
  }

  function code(): Loading<ComponentType<P>> {
    if (loading) return loading;
    // React hydrates a page's suspense boundaries after the page itself, each in a pass of its own:
    // the part waits as long as the server's HTML of it is in the page and unused.
    if (typeof document === 'undefined' || usedAlready(name)) return preload();
    waiting ??= tracked(firstUse(name).then(preload));
    return waiting;
  }

  function Loaded(props: P) {
    const Component = use(code() as Promise<ComponentType<P>>);
    useEffect(() => {
      state.live = true;
      const held = state.held;
      state.held = undefined;
      // After this commit's effects, so the form has adopted what was typed before.
      if (held) setTimeout(() => submitAgain(held.form, held.submitter), 0);
      return () => {
        state.live = false;
      };
    }, []);
    return <Component {...props} />;
  }

  const Part = memo(function DeferredPart(props: P) {
    return (
      <div className={styles.part} {...{ [partAttribute]: name }}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </div>
    );
  });

  return { Part, preload };
}

function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  const by = submitter instanceof HTMLButtonElement && submitter.isConnected && submitter.form === form ? submitter : undefined;
  form.requestSubmit(by);
}
