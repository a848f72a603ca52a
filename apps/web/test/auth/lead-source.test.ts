import { describe, expect, it } from 'vitest';
import { deriveLeadSource, leadSourceStorageKey, rememberLeadSource } from '../../app/shell/lead-source.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('lead source (§3, §4)', () => {
  it('joins source, medium, campaign, content and term with commas', () => {
    expect(deriveLeadSource('?utm_term=dog+food&utm_content=banner&utm_campaign=spring&utm_medium=cpc&utm_source=google')).toBe(
      'google,cpc,spring,banner,dog food',
    );
  });

  it('leaves missing parts empty', () => {
    expect(deriveLeadSource('utm_source=newsletter&utm_campaign=may')).toBe('newsletter,,may,,');
  });

  it('keeps the commas for the separators only', () => {
    expect(deriveLeadSource('utm_source=a,b')).toBe('a b,,,,');
  });

  it('derives nothing without marketing parameters', () => {
    expect(deriveLeadSource('?store=brokkie&_ga=1')).toBeUndefined();
  });

  it('is stored per session under "leadsource" and refreshed by a new value', () => {
    const storage = memoryStorage();
    expect(rememberLeadSource('?utm_source=facebook', storage)).toBe('facebook,,,,');
    expect(storage.items.get(leadSourceStorageKey)).toBe('facebook,,,,');
    // A later page without parameters keeps it…
    expect(rememberLeadSource('', storage)).toBe('facebook,,,,');
    // …a new value replaces it.
    expect(rememberLeadSource('?utm_source=tiktok&utm_medium=video', storage)).toBe('tiktok,video,,,');
  });
});
