import { rawGet } from './http.ts';
import { appUrl } from './servers.ts';

/**
 * Runs once the servers are up: a first request of each kind of page, so that the first tests do
 * not pay for the server's cold start (module loading, first render) and time out on a busy machine.
 */
export default async function warmUp(): Promise<void> {
  const paths = ['/', '/en', '/signin', '/en/signup', '/design/buttons', '/en/does-not-exist', '/en/dashboard'];
  await Promise.all(paths.map((path) => rawGet(appUrl(path)).catch(() => undefined)));
}
