import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import { pageBody, pageCacheKey, type CachedPage, type PageCache } from './page-cache.ts';

export interface ReactRouterHandlerOptions {
  /** What every loader receives as `context` (the shell's runtime configuration). */
  loadContext: (request: FastifyRequest) => AppLoadContext;
  /** Keeps the documents the app marks shareable (docs/decisions/0012); none when absent. */
  pageCache?: PageCache | undefined;
  /** The script nonce of the request's answer (the one `loadContext` gives the render), so that a kept page carries it. */
  nonce?: ((request: FastifyRequest) => string) | undefined;
}

/**
 * Turns a Fastify request into a Fetch Request for React Router, and streams its Response back.
 */
export function reactRouterHandler(build: ServerBuild, mode: string, options: ReactRouterHandlerOptions) {
  const handle = createRequestHandler(build, mode);
  const render = (request: FastifyRequest, reply: FastifyReply) => handle(toFetchRequest(request, reply), options.loadContext(request));

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const cache = options.pageCache;
    // Only documents: a client navigation's data (`.data`) and form posts always reach the router.
    if (!cache || request.method !== 'GET' || isDataRequest(request.url)) return sendResponse(reply, await render(request, reply));

    const key = pageCacheKey(`${request.protocol}://${request.host}`, request.url, request.headers.cookie, request.headers['accept-language']);
    const nonce = options.nonce?.(request);
    const outcome = await cache.get(key, () => render(request, reply), nonce);
    if ('response' in outcome) return sendResponse(reply, outcome.response);
    return sendCachedPage(reply, outcome.page, outcome.hit, nonce);
  };
}

function isDataRequest(url: string) {
  const path = url.split('?', 1)[0] ?? '';
  return path.endsWith('.data');
}

function copyHeaders(reply: FastifyReply, headers: Iterable<[string, string]>) {
  const cookies: string[] = [];
  for (const [name, value] of headers) {
    if (name.toLowerCase() === 'set-cookie') cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

function sendResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  copyHeaders(reply, response.headers);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

function sendCachedPage(reply: FastifyReply, page: CachedPage, hit: boolean, nonce: string | undefined) {
  reply.status(page.status);
  copyHeaders(reply, page.headers);
  // RFC 9111 §5.1: how long the copy has been kept, so that downstream caches count from it.
  if (hit) reply.header('Age', String(Math.max(0, Math.floor((Date.now() - page.storedAtMs) / 1000))));
  // The nonce of this response's Content-Security-Policy, not of the request the page was rendered for.
  return reply.send(pageBody(page, nonce));
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}
