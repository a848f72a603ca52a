import { randomBytes } from 'node:crypto';

/** A signed-in customer: the Bearer token for the API and the cookies for server-rendered pages. */
export interface SignedIn {
  email: string;
  token: string;
  /** `Cookie` header value: the identity session and the server-rendering sync cookie. */
  cookie: string;
}

/**
 * Signs in through the identity service's own endpoints, as the web client does
 * (docs/identity.md): email sign-in (or sign-up when no credentials are given), an ID token,
 * and the session sync that lets the server render account pages.
 */
export async function signIn(baseUrl: string, credentials?: { email: string; password: string }): Promise<SignedIn> {
  const jar = new Map<string, string>();
  // The identity service rate-limits per client address; the app trusts X-Forwarded-For here
  // (TRUST_PROXY=1), so each sign-in speaks as a visitor of its own.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const headers = () => ({
    Origin: baseUrl,
    'Content-Type': 'application/json',
    'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}`,
    Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/auth${path}`, {
      method,
      headers: headers(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair?.indexOf('=') ?? -1;
      if (pair && separator > 0) jar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} /api/auth${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };

  let email: string;
  if (credentials) {
    email = credentials.email;
    await call('POST', '/sign-in/email', credentials);
  } else {
    email = `bench-${randomBytes(6).toString('hex')}@example.com`;
    await call('POST', '/sign-up/email', { email, password: randomBytes(12).toString('hex'), name: 'Bench' });
  }
  const { token } = (await call('GET', '/token')) as { token: string };
  await call('POST', '/session-sync', { token });
  return { email, token, cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}
