/**
 * @vitest-environment jsdom
 */
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { earlyInputReplayKey } from '../../app/shell/early-input.ts';
import { scriptsAfterFirstPaint } from '../../app/shell/scripts-after-paint.server.ts';

// What the hydration loader does with a press that comes before hydration (decision 0020), in a
// page of jsdom's (it has no paint timing, so the loader starts the scripts at once; jsdom runs
// no module script, so the page stays unhydrated until the test says so).

const served = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client.js"/></head><body><main></main><script nonce="abc" type="module" async="">import("/assets/entry.client.js");</script></body></html>`;

async function pageBeforeHydration(markup: string) {
  const html = await text(Readable.from([Buffer.from(served)]).pipe(scriptsAfterFirstPaint()));
  const source = /<script nonce="abc" data-modules="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  window.document.body.innerHTML = markup;
  // The loader reads its nonce from the running element, which a function has not.
  new Function(source.replace('document.currentScript.nonce', '"abc"'))();
  return () => (window as unknown as Record<string, () => () => void>)[earlyInputReplayKey]!()();
}

describe('presses between the first paint and hydration', () => {
  it('a button pressed early is pressed again once the page has hydrated, once, if it is still there', async () => {
    const replay = await pageBeforeHydration('<button type="button" id="pay">Pay again</button><button type="button" id="gone">Close</button>');
    const pay = document.getElementById('pay')!;
    pay.click();
    pay.click();
    document.getElementById('gone')!.click();
    document.getElementById('gone')!.remove();
    const pressed: string[] = [];
    // React's own listener, attached at hydration.
    document.addEventListener('click', (event: Event) => pressed.push((event.target as Element).id));
    replay();
    expect(pressed).toEqual(['pay']);
    pay.click();
    expect(pressed).toEqual(['pay', 'pay']);
  });

  it('a form sent early is held back, then sent again with the button that sent it', async () => {
    const replay = await pageBeforeHydration(
      '<form id="sign-in"><input name="email" value="lea@example.com"/><button id="go" name="intent" value="password">Sign in</button></form>',
    );
    const form = document.getElementById('sign-in') as HTMLFormElement;
    const sent: { prevented: boolean; submitter: string | undefined }[] = [];
    const watch = (event: Event) => sent.push({ prevented: event.defaultPrevented, submitter: (event as SubmitEvent).submitter?.id });
    document.addEventListener('submit', watch);
    document.getElementById('go')!.click();
    expect(sent).toEqual([{ prevented: true, submitter: 'go' }]);
    replay();
    expect(sent).toEqual([
      { prevented: true, submitter: 'go' },
      { prevented: false, submitter: 'go' },
    ]);
    expect(form.isConnected).toBe(true);
  });
});
