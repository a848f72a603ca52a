import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export const testOrigin = 'http://localhost';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A browser of one visitor, through `inject`: it keeps the cookies the API sets and sends them
 * back, and sends an Origin (the identity service refuses cookie-carrying requests without one).
 * `remoteAddress` lets tests appear from different IPs (rate limits are per IP).
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(
    method: Method,
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; token?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { origin: testOrigin, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const injectOptions: InjectOptions = { method, url, headers, remoteAddress: this.remoteAddress };
    if (options.body !== undefined) injectOptions.payload = options.body as InjectOptions['payload'];
    const response = await this.app.inject(injectOptions);
    this.keepCookies(response);
    return response;
  }

  keepCookies(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  async signUp(email: string, password: string, name = 'Test Person'): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/auth/sign-up/email', { body: { email, password, name } });
  }

  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/auth/sign-in/email', { body: { email, password } });
  }

  async signInAnonymously(): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/auth/sign-in/anonymous', { body: {} });
  }

  async signOut(): Promise<LightMyRequestResponse> {
    return this.request('POST', '/api/auth/sign-out', { body: {} });
  }

  /** A fresh ID token of the signed-in user (GET /api/auth/token). */
  async idToken(): Promise<string> {
    const response = await this.request('GET', '/api/auth/token');
    if (response.statusCode !== 200) throw new Error(`No ID token: ${response.statusCode} ${response.body}`);
    return (response.json() as { token: string }).token;
  }
}

/** The claims of a JWT, unverified (tests look at what a token says). */
export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

let counter = 0;
/** An e-mail address no other test uses. */
export function uniqueEmail(prefix = 'pet.owner'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now()}.${counter}@example.com`;
}
