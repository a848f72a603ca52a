import { randomUUID } from 'node:crypto';
import { clientAddressHeader, pinHeader, servedByHeader } from './load-balancer.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface VisitorResponse {
  status: number;
  headers: Headers;
  /** The instance that answered (the balancer says). */
  servedBy: number;
  text: string;
  bytes: Buffer;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the test reads what the API answered
}

export interface RequestOptions {
  body?: unknown;
  /** Raw bytes with their content type (a photo), instead of JSON. */
  raw?: { bytes: Buffer; contentType: string };
  token?: string;
  /** Send to this instance (the balancer's pin header) instead of the next in turn. */
  instance?: number;
  headers?: Record<string, string>;
  /** Without the visitor's cookies (a token-only call, as the web app's API client makes them). */
  withoutCookies?: boolean;
}

/**
 * One visitor of the site over real HTTP through the load balancer: a browser that keeps the
 * cookies the API sets, sends the site's Origin and its language, and comes from its own client
 * address (the balancer reports it in X-Forwarded-For, as the edge of a deployment would). Its
 * requests go to whichever instance the balancer picks, unless one is pinned.
 */
export class HttpVisitor {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    /** The client address the instances see; undefined: the test machine's own (loopback). */
    readonly address: string | undefined,
    private readonly language = 'en',
  ) {}

  async request(method: Method, path: string, options: RequestOptions = {}): Promise<VisitorResponse> {
    const headers: Record<string, string> = { origin: this.base, 'accept-language': this.language, ...options.headers };
    if (this.address) headers[clientAddressHeader] = this.address;
    if (options.instance !== undefined) headers[pinHeader] = String(options.instance);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // As the web app's API client: every write to the product API carries an Idempotency-Key.
    if (method !== 'GET' && isProductApi(path) && !Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key')) {
      headers['idempotency-key'] = randomUUID();
    }
    if (this.cookies.size > 0 && !options.withoutCookies) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    let body: BodyInit | undefined;
    if (options.raw) {
      headers['content-type'] = options.raw.contentType;
      body = new Uint8Array(options.raw.bytes);
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(new URL(path, this.base), { method, headers, body, redirect: 'manual' });
    this.keepCookies(response.headers);
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: response.status,
      headers: response.headers,
      servedBy: Number(response.headers.get(servedByHeader)),
      text,
      bytes,
      json: () => JSON.parse(text),
    };
  }

  /** A JSON call that must answer `status`; its body. */
  async ok(method: Method, path: string, options: RequestOptions & { status?: number } = {}) {
    const response = await this.request(method, path, options);
    if (response.status !== (options.status ?? 200)) {
      throw new Error(
        `${method} ${path} → ${response.status} (instance ${response.servedBy}), expected ${options.status ?? 200}: ${response.text.slice(0, 500)}`,
      );
    }
    return response.status === 204 ? undefined : response.json();
  }

  /** A fresh ID token of the signed-in user (GET /api/auth/token), from the instance given or the next. */
  async idToken(instance?: number): Promise<string> {
    return (await this.ok('GET', '/api/auth/token', { instance })).token as string;
  }

  private keepCookies(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 0) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = value === '' || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A path of the product API (not the identity service, the payment provider's pages or the development tools). */
function isProductApi(path: string): boolean {
  return path.startsWith('/api/') && !/^\/api\/(auth|sandbox-payments|dev)\//.test(path);
}
