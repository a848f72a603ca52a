import { useEffect } from 'react';

/**
 * Between a page's first paint and its hydration (decision 0020) its buttons and forms are on
 * screen but React does not listen yet. The document's hydration loader
 * (`scripts-after-paint.server.ts`) keeps what is pressed in that time: a button's click, a form's
 * submission (held back, so the browser does not post it instead). Once the page has hydrated it
 * plays them again, in order, on the elements that are still there.
 */
export const earlyInputReplayKey = '__brokkieReplayEarlyInput';

/**
 * The loader's part that keeps early presses. `window[key]()` stops keeping them and returns
 * what plays them again. A form is sent again through its submit event, never `submit()`, which
 * would post it past React (a browser without `requestSubmit` gets the event without a submitter).
 */
export const earlyInputSource =
  `var q=[];function k(e){var f=e.type==='submit',t=e.target&&e.target.closest&&e.target.closest(f?'form':'button');` +
  `if(!t||(!f&&(t.disabled||(t.type==='submit'&&t.form))))return;e.preventDefault();` +
  `for(var i=0;i<q.length;i++)if(q[i][1]===t)return;q.push([f,t,f?e.submitter:null])}` +
  `document.addEventListener('click',k,!0);document.addEventListener('submit',k,!0);` +
  `window[${JSON.stringify(earlyInputReplayKey)}]=function(){document.removeEventListener('click',k,!0);document.removeEventListener('submit',k,!0);` +
  `var p=q;q=[];return function(){p.forEach(function(x){var t=x[1];if(!t.isConnected)return;if(!x[0])return t.click();` +
  `var s=x[2]&&x[2].isConnected&&x[2].form===t?x[2]:void 0;t.requestSubmit?t.requestSubmit(s):t.dispatchEvent(new Event('submit',{bubbles:!0,cancelable:!0}))})}};`;

let replay: (() => void) | undefined;

/**
 * In the client entry, just before React hydrates: from then on React's own listeners take the
 * presses (it hydrates what is pressed first), so the loader stops keeping them.
 */
export function stopKeepingEarlyInput(): void {
  const stop = (window as unknown as Record<string, (() => () => void) | undefined>)[earlyInputReplayKey];
  replay = stop?.();
}

/** In the document's layout: its effect runs after every other one of the hydrated page. */
export function useReplayEarlyInput(): void {
  useEffect(() => {
    if (!replay) return;
    const kept = replay;
    replay = undefined;
    // After the effects of this commit (a page's own start-up may still set state in them).
    setTimeout(kept, 0);
  }, []);
}
