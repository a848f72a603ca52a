import { vi } from 'vitest';
import type { ApiError } from '@brokkie/contracts/errors';
import type { Paginated } from '@brokkie/contracts/pagination';

// The one fake product API of the web tests: the pages and clients call the real API client,
// whose fetch this replaces, so a test sees the requests the app would send.

export interface Call {
  method: string;
  /** Path under /api with its query string, spelled as the route keys are. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status: number;
  body?: unknown;
  /** A raw body (a PDF), sent as it is. */
  raw?: BodyInit;
  contentType?: string;
}

/** A handler answers a body (sent with 200) or an {@link Answer} for another status or a raw body. */
export type Handler = (call: Call) => unknown;

const answerKeys = new Set(['status', 'body', 'raw', 'contentType']);

// A plain body is told from an answer by its keys: an API body always has others than these.
const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { status?: unknown }).status === 'number' &&
  Object.keys(value).every((key) => answerKeys.has(key));

const notFound: ApiError = { detail: 'Not found.', code: 'not_found' };

let latest: Call[] = [];

/**
 * Stubs fetch with an API answering `METHOD /path/?query` (exactly) or else `METHOD /path/` (any
 * query) from `routes`, recording every call; an unknown route is a 404 in the API's error shape.
 * The fetch is returned too, for a client that is given one. `latency` (ms) holds every answer
 * back, as a network would, for a page whose in-between states a test walks through.
 */
export function fakeApi(routes: Record<string, Handler>, { latency = 0 }: { latency?: number } = {}) {
  const calls: Call[] = [];
  latest = calls;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const pathname = url.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: `${pathname}${url.search}`,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    const handler = routes[`${method} ${call.path}`] ?? routes[`${method} ${pathname}`];
    const result = handler ? await handler(call) : { status: 404, body: notFound };
    const answer: Answer = isAnswer(result) ? result : { status: 200, body: result };
    if (answer.raw !== undefined)
      return new Response(answer.raw, { status: answer.status, headers: { 'Content-Type': answer.contentType ?? 'application/octet-stream' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls };
}

/** The calls of the latest fake API to `path`: with a query exactly that one, without it any query. */
export const callsTo = (method: string, path: string) =>
  latest.filter((call) => call.method === method && (path.includes('?') ? call.path : call.path.split('?')[0]) === path);

export const page = <T>(results: T[]): Paginated<T> => ({ count: results.length, next: null, previous: null, results });

export const refused = (fields: Record<string, string[]>, detail = 'Some fields are not valid.'): Answer => ({
  status: 400,
  body: { detail, code: 'validation_error', fields } satisfies ApiError,
});
