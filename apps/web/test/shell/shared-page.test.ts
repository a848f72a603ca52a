// @vitest-environment node
import type { StaticHandlerContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSharedPageResponse } from '../../app/shell/shared-page.server.ts';

function contextFor(page: string, auth: { signedIn: boolean } = { signedIn: false }) {
  return {
    matches: [{ route: { id: 'root' } }, { route: { id: 'locale-scope' } }, { route: { id: page } }],
    loaderData: { root: { auth } },
    errors: null,
  } as unknown as StaticHandlerContext;
}

const get = new Request('http://localhost/en/signin');
const localeCookie = () => new Headers([['Set-Cookie', 'i18n_redirected=en; Path=/']]);

describe('which documents shared caches may keep', () => {
  it('a signed-out GET of a page the page table marks shared, setting at most the locale cookie', () => {
    expect(isSharedPageResponse(get, 200, localeCookie(), contextFor('signin'))).toBe(true);
    expect(isSharedPageResponse(get, 200, new Headers(), contextFor('home'))).toBe(true);
  });

  it('never a page with the visitor’s own data', () => {
    expect(isSharedPageResponse(get, 200, new Headers(), contextFor('dashboard'))).toBe(false);
    expect(isSharedPageResponse(get, 200, new Headers(), contextFor('reset-password'))).toBe(false);
  });

  it('never for someone signed in, not even anonymously', () => {
    expect(isSharedPageResponse(get, 200, new Headers(), contextFor('signin', { signedIn: true }))).toBe(false);
  });

  it('never a post, an error or an answer that sets another cookie', () => {
    expect(isSharedPageResponse(new Request(get, { method: 'POST' }), 200, new Headers(), contextFor('signin'))).toBe(false);
    expect(isSharedPageResponse(get, 404, new Headers(), contextFor('signin'))).toBe(false);
    const session = localeCookie();
    session.append('Set-Cookie', 'session=abc; HttpOnly');
    expect(isSharedPageResponse(get, 200, session, contextFor('signin'))).toBe(false);
  });
});
