/**
 * The server's own shared cache for documents the app marks shareable (docs/decisions/0012): a
 * small HTTP cache in front of React Router that honours `Cache-Control: public, s-maxage=N` and
 * `Vary`, as a CDN would. Every entry is keyed by the URL (origin, path and query) and the request's
 * `Cookie` and `Accept-Language` headers, the only request headers the app's loaders read, so a
 * copy is only ever served to a request the app would have answered with the very same bytes.
 *
 * Concurrent misses for one key wait for the first render instead of rendering the page again.
 *
 * The script nonce is not part of the key: every response names a fresh one in its
 * Content-Security-Policy, so a kept page remembers where the nonce it was rendered with stands in
 * its body and each copy sent (`pageBody`) carries the nonce of the request it answers instead.
 */

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  /** The script nonce the body was rendered with, and where it stands in the body. */
  nonce?: { value: string; offsets: number[] } | undefined;
  storedAtMs: number;
  expiresAtMs: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  /** A single page larger than this is never kept. */
  maxPageBytes?: number;
  now?: () => number;
}

/** What rendering produced: a page the cache kept (or could keep), or an answer to send as it is. */
export type RenderOutcome = { page: CachedPage } | { response: Response };

// The request headers every key is made of; a response varying on anything else is not kept.
const keyedHeaders = new Set(['cookie', 'accept-language']);

/** The shared lifetime (s-maxage) in seconds a response allows, or undefined if it may not be kept. */
export function sharedLifetimeSeconds(response: Response): number | undefined {
  if (response.status !== 200) return undefined;
  const directives = new Map<string, string | undefined>();
  for (const part of (response.headers.get('Cache-Control') ?? '').split(',')) {
    const [name, value] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value);
  }
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return undefined;
  const seconds = Number(directives.get('s-maxage'));
  if (!Number.isInteger(seconds) || seconds <= 0) return undefined;
  const vary = (response.headers.get('Vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !keyedHeaders.has(name))) return undefined;
  return seconds;
}

function nonceOffsets(body: Buffer, nonce: string): number[] {
  const needle = Buffer.from(nonce);
  const offsets: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) offsets.push(at);
  return offsets;
}

/** The page's body as the request with this script nonce must get it. */
export function pageBody(page: CachedPage, nonce: string | undefined): Buffer {
  if (!page.nonce || nonce === undefined || nonce === page.nonce.value || page.nonce.offsets.length === 0) return page.body;
  const parts: Buffer[] = [];
  const replacement = Buffer.from(nonce);
  let from = 0;
  for (const at of page.nonce.offsets) {
    parts.push(page.body.subarray(from, at), replacement);
    from = at + page.nonce.value.length;
  }
  parts.push(page.body.subarray(from));
  return Buffer.concat(parts);
}

export function pageCacheKey(origin: string, url: string, cookie: string | undefined, acceptLanguage: string | undefined) {
  return `${origin}${url}\n${cookie ?? ''}\n${acceptLanguage ?? ''}`;
}

export function createPageCache(options: PageCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 1_000;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxPageBytes = options.maxPageBytes ?? 1024 * 1024;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order: the first key is the least recently used.
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<RenderOutcome>>();
  let bytes = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  }

  function fresh(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    drop(key);
    if (entry.expiresAtMs <= now()) return undefined;
    entries.set(key, entry);
    bytes += entry.body.length;
    return entry;
  }

  function store(key: string, page: CachedPage) {
    drop(key);
    entries.set(key, page);
    bytes += page.body.length;
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
    }
  }

  async function renderAndMaybeStore(key: string, render: () => Promise<Response>, nonce: string | undefined): Promise<RenderOutcome> {
    const response = await render();
    const seconds = sharedLifetimeSeconds(response);
    if (seconds === undefined) return { response };
    const body = Buffer.from(await response.arrayBuffer());
    const storedAtMs = now();
    const page: CachedPage = {
      status: response.status,
      headers: [...response.headers],
      body,
      nonce: nonce ? { value: nonce, offsets: nonceOffsets(body, nonce) } : undefined,
      storedAtMs,
      expiresAtMs: storedAtMs + seconds * 1000,
    };
    if (body.length <= maxPageBytes) store(key, page);
    return { page };
  }

  return {
    /**
     * The cached page for the key, or what `render` answers. A caller that waited for another
     * request's render of an answer that may not be shared renders its own. `nonce` is the script
     * nonce `render` renders with; send a page's body as `pageBody(page, <the request's nonce>)`.
     */
    async get(key: string, render: () => Promise<Response>, nonce?: string): Promise<RenderOutcome & { hit: boolean }> {
      const cached = fresh(key);
      if (cached) return { page: cached, hit: true };
      const inFlight = pending.get(key);
      if (inFlight) {
        const outcome = await inFlight.catch(() => undefined);
        if (outcome && 'page' in outcome) return { page: outcome.page, hit: true };
        return { ...(await render().then((response) => ({ response }))), hit: false };
      }
      const rendering = renderAndMaybeStore(key, render, nonce);
      pending.set(key, rendering);
      try {
        return { ...(await rendering), hit: false };
      } finally {
        pending.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
