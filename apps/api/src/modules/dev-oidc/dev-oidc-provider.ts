import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { defaultLocale, localeFromAcceptLanguage, localeTags, type Locale } from '@brokkie/domain/locales';
import { translateMessage } from '../../lib/translator.ts';

/**
 * A real OpenID Connect provider on loopback, for development and tests only: it stands in for
 * Google so that the whole social flow (redirect, sign-in page, callback, account linking) runs
 * on a machine with no internet. It runs on its own port (DEV_OIDC_PORT, random by default)
 * because the identity service reads its discovery document when it starts. Never started in
 * production.
 */

export interface DevOidcAccount {
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

/** The accounts the sign-in page offers; any other e-mail address may be typed in. */
export const devOidcAccounts: readonly DevOidcAccount[] = [
  { email: 'lotte.janssens@example.com', name: 'Lotte Janssens', givenName: 'Lotte', familyName: 'Janssens' },
  // On the internal company domain: social sign-in with it is refused unless overridden (§6).
  { email: 'team@brokkie.be', name: 'Jonas Maes', givenName: 'Jonas', familyName: 'Maes' },
];

/** The client the identity service is registered as. Not a secret: this provider is local. */
export const devOidcClient = { clientId: 'brokkie-dev-google', clientSecret: 'brokkie-dev-google-secret' };

export interface DevOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export interface DevOidcOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** Path every accepted redirect URI ends with (the identity service's Google callback). */
  callbackPath: string;
  /** Marks the internal company accounts on the sign-in page. */
  isInternalEmail: (email: string) => boolean;
}

/** Subject of an account: stable for an e-mail address, so a returning account is recognised. */
export function devOidcSubject(email: string): string {
  return `dev-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 20)}`;
}

export async function startDevOidcProvider(options: DevOidcOptions): Promise<DevOidcProvider> {
  const accounts = new Map<string, DevOidcAccount>(devOidcAccounts.map((account) => [devOidcSubject(account.email), account]));
  const server = createServer();
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'dev-oidc-1' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: devOidcClient.clientId,
        client_secret: devOidcClient.clientSecret,
        redirect_uris: [`http://localhost:3000${options.callbackPath}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.name,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile'],
    // Like Google, the ID token carries the profile, so no userinfo round trip is needed.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // The library's own error page loads a web font from the internet; this one needs nothing.
    renderError(ctx, out) {
      const locale = localeFromAcceptLanguage(ctx.get('accept-language')) ?? defaultLocale;
      const details = Object.entries(out)
        .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(String(value))}</dd>`)
        .join('');
      ctx.type = 'html';
      ctx.body = page(locale, t(locale, 'error_title'), `<h1>${t(locale, 'error_heading')}</h1><dl>${details}</dl>`);
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: { Interaction: 600, Session: 24 * 3600, Grant: 24 * 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    jwks: { keys: [signingKey] },
    // A first-party stand-in: every requested scope is granted without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await self.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  // The identity service is reached under many local hosts and ports (localhost:3000,
  // be.localhost:3000, a test's random port): accept its Google callback on any loopback origin.
  const clientPrototype = provider.Client.prototype;
  const registeredOnly = clientPrototype.redirectUriAllowed;
  clientPrototype.redirectUriAllowed = function redirectUriAllowed(this: unknown, value: string) {
    return isLoopbackCallback(value, options.callbackPath) || registeredOnly.call(this, value);
  };

  const oidc = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(url.pathname);
    if (!match) return oidc(req, res);
    const action = match[2];
    const handle =
      req.method === 'GET' && !action
        ? showSignIn(provider, options, req, res)
        : req.method === 'POST' && action === '/login'
          ? signIn(provider, options, accounts, req, res)
          : req.method === 'POST' && action === '/abort'
            ? abort(provider, req, res)
            : Promise.resolve(sendHtml(res, 405, 'Method not allowed'));
    handle.catch((error: unknown) => {
      if (!res.headersSent) sendHtml(res, 400, escapeHtml(error instanceof Error ? error.message : String(error)));
    });
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId: devOidcClient.clientId,
    clientSecret: devOidcClient.clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isLoopbackCallback(value: string, callbackPath: string): boolean {
  try {
    const url = new URL(value);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname.endsWith('.localhost');
    return loopback && (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname.endsWith(callbackPath);
  } catch {
    return false;
  }
}

async function showSignIn(
  provider: Provider,
  options: DevOidcOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? defaultLocale;
  sendHtml(res, 200, signInPage(locale, details.uid, options));
}

async function signIn(
  provider: Provider,
  options: DevOidcOptions,
  accounts: Map<string, DevOidcAccount>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const form = new URLSearchParams(await readBody(req));
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const locale = localeFromAcceptLanguage(req.headers['accept-language']) ?? defaultLocale;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    sendHtml(res, 400, signInPage(locale, details.uid, options, t(locale, 'invalid_email')));
    return;
  }
  const subject = devOidcSubject(email);
  if (!accounts.has(subject)) {
    const name = (form.get('name') ?? '').trim() || email.slice(0, email.indexOf('@'));
    const [givenName = name, ...rest] = name.split(/\s+/);
    accounts.set(subject, { email, name, givenName, familyName: rest.join(' ') });
  }
  await provider.interactionFinished(req, res, { login: { accountId: subject } }, { mergeWithLastSubmission: false });
}

async function abort(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  await provider.interactionFinished(
    req,
    res,
    { error: 'access_denied', error_description: 'The sign-in was cancelled' },
    { mergeWithLastSubmission: false },
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function t(locale: Locale, key: string, params?: Record<string, unknown>): string {
  return escapeHtml(translateMessage(locale, { key: `api.dev_oidc.${key}`, params }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function signInPage(locale: Locale, uid: string, options: DevOidcOptions, error?: string): string {
  const action = (path: string) => `/interaction/${encodeURIComponent(uid)}${path}`;
  const accountButtons = devOidcAccounts
    .map(
      (account) => `
        <form method="post" action="${action('/login')}">
          <input type="hidden" name="email" value="${escapeHtml(account.email)}">
          <input type="hidden" name="name" value="${escapeHtml(account.name)}">
          <button type="submit" class="account">
            <span class="avatar" aria-hidden="true">${escapeHtml(account.givenName.slice(0, 1))}</span>
            <span><strong>${escapeHtml(account.name)}</strong><br><span class="muted">${escapeHtml(account.email)}</span>${
              options.isInternalEmail(account.email) ? `<br><span class="tag">${t(locale, 'internal_account')}</span>` : ''
            }</span>
          </button>
        </form>`,
    )
    .join('');
  return page(
    locale,
    t(locale, 'title'),
    `
  <h1>${t(locale, 'heading')}</h1>
  <p class="notice">${t(locale, 'intro')}</p>
  ${error ? `<p class="error" role="alert">${error}</p>` : ''}
  <h2>${t(locale, 'accounts_heading')}</h2>
  ${accountButtons}
  <h2>${t(locale, 'custom_heading')}</h2>
  <form method="post" action="${action('/login')}">
    <label for="email">${t(locale, 'email_label')}</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="name">${t(locale, 'name_label')}</label>
    <input id="name" name="name" type="text" autocomplete="name">
    <div class="actions"><button type="submit" class="primary">${t(locale, 'continue')}</button></div>
  </form>
  <form method="post" action="${action('/abort')}">
    <div class="actions"><button type="submit" class="secondary">${t(locale, 'cancel')}</button></div>
  </form>`,
  );
}

function page(locale: Locale, title: string, content: string): string {
  return `<!doctype html>
<html lang="${localeTags[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f1f3f4; color: #202124; }
  main { max-width: 28rem; margin: 2rem auto; padding: 2rem; background: #fff; border-radius: 1rem; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
  @media (max-width: 32rem) { main { margin: 1rem; padding: 1.5rem; } }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
  p { line-height: 1.5; }
  .notice { background: #fef7e0; border-radius: .5rem; padding: .75rem 1rem; font-size: .9rem; }
  .error { background: #fce8e6; color: #a50e0e; border-radius: .5rem; padding: .75rem 1rem; }
  form { margin: 0 0 .5rem; }
  .account { display: flex; gap: .75rem; align-items: center; width: 100%; text-align: left; padding: .75rem; border: 1px solid #dadce0; border-radius: .75rem; background: #fff; font: inherit; cursor: pointer; }
  .account:hover { background: #f8f9fa; }
  .avatar { display: inline-grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%; background: #1a73e8; color: #fff; font-weight: 700; flex: none; }
  .muted { color: #5f6368; font-size: .9rem; }
  .tag { display: inline-block; margin-top: .25rem; font-size: .75rem; background: #e8f0fe; color: #174ea6; border-radius: 1rem; padding: .1rem .5rem; }
  label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
  input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: .6rem .75rem; border: 1px solid #80868b; border-radius: .5rem; font: inherit; }
  .actions { display: flex; gap: .5rem; margin-top: 1rem; }
  .primary, .secondary { padding: .6rem 1.25rem; border-radius: 2rem; font: inherit; font-weight: 600; cursor: pointer; }
  .primary { background: #1a73e8; color: #fff; border: 0; }
  .secondary { background: #fff; color: #1a73e8; border: 1px solid #dadce0; }
  :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  dt { font-weight: 600; margin-top: .5rem; }
  dd { margin: 0; word-break: break-word; }
</style>
</head>
<body>
<main>${content}
</main>
</body>
</html>`;
}
