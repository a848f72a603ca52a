import { Transform } from 'node:stream';
import { earlyInputSource } from './early-input.ts';

const headEnd = Buffer.from('</head>');
const modulePreloadTag = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]+)"/;
/** React Router's hydration script (`<Scripts>`): an inline module, no `src`. */
const hydrationScript = /<script\b((?:(?!\bsrc=)[^>])*)\btype="module"(?:(?!\bsrc=)[^>])*>([\s\S]*?)<\/script>/;
const nonceAttribute = /\bnonce="([^"]*)"/;

/**
 * What the browser runs instead of the hydration script, in its place: once the page's first
 * contentful paint is on screen (the Paint Timing API tells), it announces the page's modules as
 * preloads, so they download side by side, and then runs the hydration script as a module. A
 * browser without paint timing, a page opened in the background, or a paint that never comes within
 * three seconds starts it at once, as before. The nonce is read from the running script:
 * `document.currentScript.nonce` survives the browser's nonce hiding. Until the page has hydrated,
 * its buttons' clicks and forms' submissions are kept and played again (`early-input.ts`).
 */
const loaderSource = (code: string, modules: string[]) =>
  `(function(c,m,n){${earlyInputSource}var d=!1;function g(){if(d)return;d=!0;removeEventListener('visibilitychange',g);` +
  `m.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});` +
  `var s=document.createElement('script');s.type='module';s.nonce=n;s.textContent=c;document.body.appendChild(s)}` +
  `try{if(document.visibilityState!=='visible'||PerformanceObserver.supportedEntryTypes.indexOf('paint')<0||performance.getEntriesByName('first-contentful-paint').length)return g();` +
  `new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}}).observe({type:'paint'});` +
  `addEventListener('visibilitychange',g);setTimeout(g,3e3)}catch(e){g()}})(${scriptLiteral(code)},${scriptLiteral(modules)},document.currentScript.nonce)`;

/** JSON is JavaScript; `<` escaped so that nothing in it can end the element. */
const scriptLiteral = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

/**
 * Every page is drawn by the server; its scripts only make it interactive (decision 0020). Left to
 * itself the browser fetches and runs them while it is still laying out the first paint: on a
 * phone's network they share the bandwidth the stylesheets and the font need, and on a fast one
 * their evaluation delays the paint itself. So the document goes out with its module preloads
 * taken out of the head and React Router's hydration script replaced, in the same element, by a
 * small loader that starts both once the first paint is on screen. The module list stays readable
 * in the element's `data-modules` (the page-weight checks read it). Nothing else changes; a
 * document without a hydration script keeps its preloads.
 */
export function scriptsAfterFirstPaint(): Transform {
  let pending: Buffer[] = [];
  let stage: 'head' | 'body' | 'done' = 'head';
  let modules: string[] = [];
  let headWithPreloads = '';
  let headWithout = '';

  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (stage === 'done') return callback(null, bytes);
      pending.push(bytes);
      const buffered = Buffer.concat(pending);
      if (stage === 'head') {
        const end = buffered.indexOf(headEnd);
        if (end === -1) return callback();
        // The head ends on an ASCII character: decoding it alone never splits a character.
        headWithPreloads = buffered.subarray(0, end).toString('utf8');
        headWithout = headWithPreloads.replace(modulePreloadTag, (tag) => {
          const href = hrefAttribute.exec(tag)?.[1];
          if (href && !modules.includes(href)) modules.push(href);
          return '';
        });
        modules = modules.map((href) => href.replaceAll('&amp;', '&'));
        stage = 'body';
        pending = [buffered.subarray(end)];
      }
      // Wait for the whole hydration script. Only the buffer's tail can hold a character cut in
      // two, and the script ends before it, so the bytes after the script go out as they came.
      const rest = Buffer.concat(pending);
      const text = rest.toString('utf8');
      const match = hydrationScript.exec(text);
      if (!match) return callback();
      const [whole, attributes = '', code = ''] = match;
      const nonce = nonceAttribute.exec(attributes)?.[1];
      const loader =
        `<script${nonce === undefined ? '' : ` nonce="${nonce}"`} data-modules="${modules.join(' ').replaceAll('&', '&amp;').replaceAll('"', '&quot;')}">` +
        `${loaderSource(code, modules)}</script>`;
      const after = Buffer.byteLength(text.slice(0, match.index + whole.length));
      stage = 'done';
      pending = [];
      callback(null, Buffer.concat([Buffer.from(headWithout), Buffer.from(text.slice(0, match.index) + loader), rest.subarray(after)]));
    },
    flush(callback) {
      // No hydration script (or a head that never closed): the document goes out as it came.
      if (stage === 'head') return callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
      if (stage === 'body') return callback(null, Buffer.concat([Buffer.from(headWithPreloads), ...pending]));
      callback();
    },
  });
}
