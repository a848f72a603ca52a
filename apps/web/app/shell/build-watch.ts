import { reloadGuardMs } from '@brokkie/domain/navigation';
import type { BuildManifest, LatestBuild, RouteRules } from './route-rules.ts';

/**
 * Watches for a new build (READING-NOTES): polls `/builds/latest.json` every minute and when the
 * window regains focus. Once a new build id is seen, the next navigation is a full page load, at
 * most once per 10 seconds (the reload guard of §2 and §9, so that a mismatch can never loop).
 * It also holds the route rules of the running build for client-side redirects.
 */
export const buildPollIntervalMs = 60_000;
const reloadStorageKey = 'brokkie:build-reload-at';

let runningBuildId: string | undefined;
let newBuildId: string | undefined;
let routeRules: RouteRules = {};

async function fetchJson<T>(path: string): Promise<T | undefined> {
  try {
    const response = await fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

async function loadRouteRules(buildId: string): Promise<void> {
  const manifest = await fetchJson<BuildManifest>(`/builds/meta/${encodeURIComponent(buildId)}.json`);
  if (manifest?.routeRules) routeRules = manifest.routeRules;
}

export async function checkForNewBuild(): Promise<void> {
  const latest = await fetchJson<LatestBuild>('/builds/latest.json');
  if (latest?.id && runningBuildId && latest.id !== runningBuildId) newBuildId = latest.id;
}

/** Starts watching; returns the function that stops it. */
export function startBuildWatch(buildId: string): () => void {
  runningBuildId = buildId;
  void loadRouteRules(buildId);
  const timer = window.setInterval(() => void checkForNewBuild(), buildPollIntervalMs);
  const onFocus = () => void checkForNewBuild();
  window.addEventListener('focus', onFocus);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', onFocus);
  };
}

export function currentRouteRules(): RouteRules {
  return routeRules;
}

export function isNewBuildPending(): boolean {
  return newBuildId !== undefined;
}

/** Whether a reload is allowed now (none in the last 10 s). */
export function reloadAllowed(now: number = Date.now(), storage: Storage = window.sessionStorage): boolean {
  const last = Number(storage.getItem(reloadStorageKey) ?? 0);
  return !(now - last < reloadGuardMs);
}

/** Records a reload so that the guard holds off the next one for 10 s. */
export function recordReload(now: number = Date.now(), storage: Storage = window.sessionStorage): void {
  storage.setItem(reloadStorageKey, String(now));
}

/** For tests: forget everything. */
export function resetBuildWatch(): void {
  runningBuildId = undefined;
  newBuildId = undefined;
  routeRules = {};
}
