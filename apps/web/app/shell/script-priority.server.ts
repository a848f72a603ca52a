import { Transform } from 'node:stream';

const headEnd = Buffer.from('</head>');
const modulePreload = /<link rel="modulepreload"/g;

/**
 * Every page is drawn by the server; its scripts only make it interactive. On a phone's network
 * the browser fetches a module preload at high priority, beside the stylesheets and the font that
 * the first paint waits for, so a dozen scripts delay what the visitor sees. Marked
 * `fetchpriority="low"`, they come after those (decision 0013). React renders the preloads
 * (`<Scripts>`, the catalog parts) without a way to set it, so this rewrites the document's head
 * on its way out, and passes the rest of the stream through untouched.
 */
export function lowPriorityModulePreloads(): Transform {
  let pending: Buffer[] = [];
  let headDone = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (headDone) return callback(null, bytes);
      pending.push(bytes);
      const buffered = Buffer.concat(pending);
      const end = buffered.indexOf(headEnd);
      if (end === -1) return callback();
      headDone = true;
      pending = [];
      // The head ends on an ASCII character: decoding it alone never splits a character.
      const head = buffered.subarray(0, end).toString('utf8').replace(modulePreload, '<link rel="modulepreload" fetchpriority="low"');
      callback(null, Buffer.concat([Buffer.from(head), buffered.subarray(end)]));
    },
    flush(callback) {
      // A stream that never closed its head (an aborted render) goes out as it came.
      callback(null, pending.length > 0 ? Buffer.concat(pending) : undefined);
    },
  });
}
