import { consentGatedCookies, isStrictlyNecessaryCookie } from '@brokkie/domain/consent';
import type { ConsentChoice } from '../../shell/consent.ts';

/** Cookie names (or prefixes, ending in `*`) the analytics tags set. */
const analyticsCookies = ['_ga', '_ga_*', '_gid', '_gat*', '_clck', '_clsk', '_hj*'];
/** Those of the marketing networks and affiliates (§9), besides the ones domain/consent.ts lists. */
const marketingCookies = ['_fbp', '_fbc', '_ttp', 'TT2_*', '_gcl_*'];

function matches(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));
}

/** The cookies of the browser a choice no longer allows (never a strictly necessary one). */
export function cookiesWithdrawn(cookieNames: readonly string[], choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): string[] {
  const marketing = [...marketingCookies, ...Object.keys(consentGatedCookies).filter((name) => consentGatedCookies[name] === 'marketing')];
  return cookieNames.filter(
    (name) => !isStrictlyNecessaryCookie(name) && ((!choice.analytics && matches(name, analyticsCookies)) || (!choice.marketing && matches(name, marketing))),
  );
}

/** Expires them, on this host and its parent domains (where tags set theirs). */
export function clearWithdrawnCookies(choice: Pick<ConsentChoice, 'analytics' | 'marketing'>): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  const labels = window.location.hostname.split('.');
  const domains = [undefined, ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
  for (const name of cookiesWithdrawn(names, choice)) {
    for (const domain of domains) document.cookie = `${name}=; Path=/; Max-Age=0${domain ? `; Domain=${domain}` : ''}`;
  }
}
