import type { ConsentSource } from '@brokkie/domain/consent';

/**
 * "Cookie settings" from anywhere (the footers, the profile page): opens the consent settings
 * dialog the ConsentManager (root) renders; the source goes with the recorded choice.
 */
type Opener = (source: Exclude<ConsentSource, 'banner'>) => void;
const openers = new Set<Opener>();

export function openConsentSettings(source: Exclude<ConsentSource, 'banner'> = 'settings'): void {
  for (const open of openers) open(source);
}

export function onOpenConsentSettings(open: Opener): () => void {
  openers.add(open);
  return () => {
    openers.delete(open);
  };
}
