import type { ZodType } from 'zod';

/**
 * The one HTTP client of the web app for the product API (§7), in the browser and during SSR.
 *
 * Every request carries `Accept-Language` (current locale), `JR-Token` (from the `jrt` query
 * parameter, when present), `Authorization` (the stored token, when present) and the
 * `customer_override` query parameter (when present).
 *
 * Retry policy (§7): idempotent methods are retried 0 times; the others once, on 408, 409, 425,
 * 429, 500, 502, 503 and 504. Because a POST may be sent twice, non-idempotent requests carry an
 * `Idempotency-Key` header — the same key on the retry — and the API applies the request once.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const idempotentMethods: ReadonlySet<HttpMethod> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
export const retryableStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function isIdempotent(method: HttpMethod): boolean {
  return idempotentMethods.has(method);
}

/** How many times a failed request of `method` is sent again (§7). */
export function retriesFor(method: HttpMethod): number {
  return isIdempotent(method) ? 0 : 1;
}

type MaybePromise<T> = T | Promise<T>;

/**
 * Where the stored user token comes from. The identity issue provides the real store (token
 * lifecycle, refresh); until then no token is stored and requests go out without Authorization.
 */
export interface TokenSource {
  getToken(): MaybePromise<string | null | undefined>;
}

export interface ApiClientOptions {
  /** Product API base URL from runtime configuration: absolute on the server, may be '/api' in the browser. */
  baseUrl: string;
  /** Current locale, sent as Accept-Language. */
  locale: () => string;
  /** Value of the `jrt` query parameter of the current route, when present. */
  jrToken?: () => string | null | undefined;
  /** Value of `customer_override` of the current route, when present. */
  customerOverride?: () => string | null | undefined;
  tokens?: TokenSource;
  /**
   * Called once when the API answers 401: the identity issue refreshes the token here. Resolve
   * true to send the request once more with the fresh token.
   */
  onUnauthorized?: (error: ApiError) => MaybePromise<boolean>;
  fetch?: typeof fetch;
  /** Key generator for `Idempotency-Key` (tests pass a fixed one). */
  createIdempotencyKey?: () => string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Sent as JSON; a FormData or Blob is sent as it is. */
  body?: unknown;
  /** Validates the response body; the returned value is typed by it. */
  schema?: ZodType<T>;
  /** 'json' (default), 'text' or 'blob' (e.g. the encoded invoice PDF). */
  responseType?: 'json' | 'text' | 'blob';
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A failed API call: the HTTP status and the API's error body `{detail, code, fields?}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields: Record<string, string[]>;
  readonly method: HttpMethod;
  readonly url: string;
  /** The whole error body, for an answer whose error schema names more (the address's `city_suggestions`). */
  readonly body: unknown;

  constructor(init: { status: number; code: string; detail: string; fields?: Record<string, string[]>; method: HttpMethod; url: string; body?: unknown }) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? {};
    this.method = init.method;
    this.url = init.url;
    this.body = init.body;
  }
}

/** A request that never got an answer (network down, DNS, aborted by timeout). */
export class ApiNetworkError extends Error {
  override readonly cause: unknown;
  constructor(
    readonly method: HttpMethod,
    readonly url: string,
    cause: unknown,
  ) {
    super(`Network error on ${method} ${url}`);
    this.name = 'ApiNetworkError';
    this.cause = cause;
  }
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** A path from the API (`/customer/1/`) or an absolute hyperlink, joined to the base URL. */
export function resolveApiUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

function withQuery(url: string, query: RequestOptions<unknown>['query'], customerOverride: string | null | undefined): string {
  const [beforeHash = ''] = url.split('#');
  const [path = '', existing = ''] = beforeHash.split('?');
  const params = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(name, String(item));
    }
  }
  if (customerOverride && !params.has('customer_override')) params.set('customer_override', customerOverride);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function errorFromResponse(response: Response, method: HttpMethod, url: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  // Only failures read the error schema: loading it on demand keeps zod out of pages that validate nothing.
  const { apiError: apiErrorBody } = await import('@brokkie/contracts/errors');
  const parsed = apiErrorBody.safeParse(body);
  if (parsed.success) return new ApiError({ status: response.status, method, url, ...parsed.data, body });
  return new ApiError({ status: response.status, method, url, code: `http_${response.status}`, detail: response.statusText || `HTTP ${response.status}` });
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const createKey = options.createIdempotencyKey ?? newIdempotencyKey;

  async function headersFor(method: HttpMethod, idempotencyKey: string | undefined, body: unknown, extra?: Record<string, string>) {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': options.locale() });
    const jrToken = options.jrToken?.();
    if (jrToken) headers.set('JR-Token', jrToken);
    const token = await options.tokens?.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
    const isRawBody = body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
    if (body !== undefined && !isRawBody) headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
    return headers;
  }

  async function request<T = unknown>(method: HttpMethod, path: string, opts: RequestOptions<T> = {}): Promise<T> {
    const url = withQuery(resolveApiUrl(options.baseUrl, path), opts.query, options.customerOverride?.());
    const idempotencyKey = isIdempotent(method) ? undefined : createKey();
    const isRawBody = opts.body instanceof FormData || opts.body instanceof Blob || opts.body instanceof URLSearchParams;
    const payload = opts.body === undefined ? undefined : isRawBody ? (opts.body as BodyInit) : JSON.stringify(opts.body);

    let retriesLeft = retriesFor(method);
    let unauthorizedHandled = false;
    for (;;) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers: await headersFor(method, idempotencyKey, opts.body, opts.headers),
          body: payload,
          signal: opts.signal,
        });
      } catch (cause) {
        throw new ApiNetworkError(method, url, cause);
      }

      if (response.ok) return parseBody(response, opts);

      const error = await errorFromResponse(response, method, url);
      if (response.status === 401 && options.onUnauthorized && !unauthorizedHandled) {
        unauthorizedHandled = true;
        if (await options.onUnauthorized(error)) continue;
      }
      if (retriesLeft > 0 && retryableStatuses.has(response.status)) {
        retriesLeft -= 1;
        continue;
      }
      throw error;
    }
  }

  async function parseBody<T>(response: Response, opts: RequestOptions<T>): Promise<T> {
    if (opts.responseType === 'blob') return (await response.blob()) as T;
    if (opts.responseType === 'text') return (await response.text()) as T;
    const text = response.status === 204 ? '' : await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    return opts.schema ? opts.schema.parse(body) : (body as T);
  }

  return {
    request,
    get: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('GET', path, opts),
    post: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) => request<T>('POST', path, { ...opts, body }),
    put: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) => request<T>('PUT', path, { ...opts, body }),
    patch: <T = unknown>(path: string, body?: unknown, opts?: RequestOptions<T>) => request<T>('PATCH', path, { ...opts, body }),
    delete: <T = unknown>(path: string, opts?: RequestOptions<T>) => request<T>('DELETE', path, opts),
  };
}
