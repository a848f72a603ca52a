/**
 * The servers the browser tests run against (started by playwright.config.ts). Each has its
 * own port so a test run never meets a developer's server on 3000; E2E_BASE_PORT (default 3210)
 * moves them all, so that two runs can share a machine.
 */
const basePort = Number(process.env.E2E_BASE_PORT || 3210);

export const ports = {
  /** The product: web app + API on a fresh embedded database. */
  app: basePort,
  /** The web app with an API that cannot be reached: the 503 maintenance screen. */
  apiUnreachable: basePort + 1,
} as const;

/** A port on which nothing listens, so a connection is refused at once. */
export const closedPort = 9;

/** Hosts that map to a country (Chromium resolves every `*.localhost` to loopback). */
export type CountryHost = 'localhost' | 'be.localhost' | 'nl.localhost' | 'fr.localhost' | 'de.localhost';

export function appUrl(path: string, host: CountryHost = 'localhost', port: number = ports.app): string {
  return `http://${host}:${port}${path}`;
}
