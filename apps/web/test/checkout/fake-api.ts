import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * A fetch for the API client that answers `METHOD /path/` from `routes` (the query string is
 * kept in `path`) and records every call; an unknown route answers 404.
 */
export function fakeApiFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const handler = routes[`${method} ${path}`] ?? routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    const answer = handler ? await handler(call) : { status: 404, body: { detail: 'Not found.', code: 'not_found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return { fetch, calls };
}
