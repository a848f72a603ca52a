// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPollIntervalMs, checkForNewBuild, currentRouteRules, isNewBuildPending, recordReload, reloadAllowed, resetBuildWatch, startBuildWatch } from '../../app/shell/build-watch.ts';

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('build watch', () => {
  beforeEach(() => {
    resetBuildWatch();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads the running build’s route rules and notices a new build id when polling', async () => {
    vi.useFakeTimers();
    let latest = 'b1';
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/builds/meta/b1.json') return answer({ id: 'b1', timestamp: 1, routeRules: { '/x': { redirect: { to: '/y', statusCode: 301 } } } });
      if (path === '/builds/latest.json') return answer({ id: latest, timestamp: 2 });
      return new Response(null, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);

    const stop = startBuildWatch('b1');
    await vi.waitFor(() => expect(currentRouteRules()['/x']).toBeDefined());
    await checkForNewBuild();
    expect(isNewBuildPending()).toBe(false);

    latest = 'b2';
    await vi.advanceTimersByTimeAsync(buildPollIntervalMs);
    expect(fetchMock).toHaveBeenCalledWith('/builds/latest.json', expect.anything());
    expect(isNewBuildPending()).toBe(true);
    stop();
  });

  it('checks again when the window regains focus', async () => {
    const fetchMock = vi.fn(async () => answer({ id: 'b9', timestamp: 3, routeRules: {} }));
    vi.stubGlobal('fetch', fetchMock);
    const stop = startBuildWatch('b1');
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(isNewBuildPending()).toBe(true));
    stop();
  });

  it('allows a reload at most once per 10 seconds', () => {
    expect(reloadAllowed(100_000)).toBe(true);
    recordReload(100_000);
    expect(reloadAllowed(105_000)).toBe(false);
    expect(reloadAllowed(109_999)).toBe(false);
    expect(reloadAllowed(110_000)).toBe(true);
  });
});
