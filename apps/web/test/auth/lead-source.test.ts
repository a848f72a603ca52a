import { describe, expect, it } from 'vitest';
import { leadSourceStorageKey, rememberLeadSource } from '../../app/shell/lead-source.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

const own = ['brokkie.be'];
const visit = (search: string, referrer = '') => ({ search, referrer });

describe('lead source (§3, §4, §9)', () => {
  it('joins source, medium, campaign, content and term with commas, leaving missing parts empty', () => {
    const storage = memoryStorage();
    expect(rememberLeadSource(visit('?utm_term=dog+food&utm_content=banner&utm_campaign=spring&utm_medium=cpc&utm_source=google'), own, storage)).toBe(
      'google,cpc,spring,banner,dog food',
    );
    expect(rememberLeadSource(visit('utm_source=newsletter&utm_campaign=may'), own, storage)).toBe('newsletter,,may,,');
    expect(rememberLeadSource(visit('utm_source=a,b'), own, storage)).toBe('a b,,,,');
  });

  it('is stored per session under "leadsource": direct traffic and a payment page keep it, a new value replaces it', () => {
    const storage = memoryStorage();
    expect(rememberLeadSource(visit('?utm_source=facebook'), own, storage)).toBe('facebook,,,,');
    expect(storage.items.get(leadSourceStorageKey)).toBe('facebook,,,,');
    expect(rememberLeadSource(visit('', 'https://www.brokkie.be/'), own, storage)).toBe('facebook,,,,');
    expect(rememberLeadSource(visit('', 'https://www.mollie.com/checkout/select-method/x'), own, storage)).toBe('facebook,,,,');
    expect(rememberLeadSource(visit('?utm_source=tiktok&utm_medium=video'), own, storage)).toBe('tiktok,video,,,');
    expect(rememberLeadSource(visit('', 'https://www.instagram.com/'), own, storage)).toBe('www.instagram.com,referral,,,');
  });

  it('counts a first visit without a referrer as direct traffic', () => {
    expect(rememberLeadSource(visit('?store=brokkie&_ga=1'), own, memoryStorage())).toBe('(direct),(none),,,');
  });
});
