import type { ShellData } from './shell-data.ts';

/**
 * The shell data the browser last received, for client loaders that cannot read other routes'
 * data (they run in parallel with the root). The country is bound to the host, so it stays right
 * for the whole visit.
 */
let latest: ShellData | undefined;

export function rememberShellData(data: ShellData): void {
  latest = data;
}

export function latestShellData(): ShellData | undefined {
  return latest;
}
