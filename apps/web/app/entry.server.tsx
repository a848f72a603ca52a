import { PassThrough, type Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { ScriptNonceProvider } from './shell/script-nonce.tsx';
import { scriptsAfterFirstPaint } from './shell/scripts-after-paint.server.ts';
import { isSharedPageResponse, sharedPageCacheControl } from './shell/shared-page.server.ts';

// React Router's own Node entry, plus three decisions: which documents shared caches may keep,
// that a page drawn by the server loads its scripts after its first paint (decision 0020), and that
// every inline script carries the response's nonce, the only one its Content-Security-Policy runs.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (isSharedPageResponse(request, responseStatusCode, responseHeaders, routerContext.staticHandlerContext)) {
    responseHeaders.set('Cache-Control', sharedPageCacheControl);
  }
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1_000);

    // The web server's nonce for this response (apps/web/server/security-headers.ts): React's own
    // inline scripts (streamed Suspense boundaries), React Router's, and the app's.
    const nonce = loadContext?.cspNonce;
    const tree = (
      <ScriptNonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonceProvider>
    );
    const { pipe, abort } = renderToPipeableStream(tree, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        // Every page's content is in its HTML, signed-in pages too (their loaders read on the
        // server): the scripts that only make it interactive start once it is painted. Not under
        // Vite's development server, whose React would report the rewritten element's attributes.
        const head: Transform = process.env.NODE_ENV === 'production' ? scriptsAfterFirstPaint() : new PassThrough();
        head.pipe(body);
        pipe(head);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
