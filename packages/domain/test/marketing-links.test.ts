import { describe, it, expect } from 'vitest';
import {
  marketingLanguageFor,
  marketingLink,
  marketingLinkLabelKey,
  marketingLinkNames,
  marketingLinkPaths,
  wordpressPrefix,
} from '../src/marketing-links.ts';

const belgiumNl = { wordpressDomainName: 'www.brokkie.be', wordpressSlug: '/', isoCode: 'nl-BE' };
const belgiumFr = { wordpressDomainName: 'www.brokkie.be', wordpressSlug: '/fr-BE/', isoCode: 'fr-BE' };
const belgiumEn = { wordpressDomainName: 'www.brokkie.be', wordpressSlug: '/en/', isoCode: 'en' };

describe('marketingLink', () => {
  it('nl-BE on the Belgian domain has no language prefix', () => {
    expect(marketingLink('home', belgiumNl)).toBe('https://www.brokkie.be/');
    expect(marketingLink('tailor_made_dog_food', belgiumNl)).toBe('https://www.brokkie.be/hondenvoer-op-maat/');
  });

  it("fr-BE with the '/fr-BE/' slug gets the '/fr-BE' prefix and the French path", () => {
    expect(marketingLink('home', belgiumFr)).toBe('https://www.brokkie.be/fr-BE/');
    expect(marketingLink('tailor_made_cat_food', belgiumFr)).toBe('https://www.brokkie.be/fr-BE/croquettes-chat-sur-mesure/');
  });

  it('Dutch in the Netherlands uses the nl column on the Dutch domain', () => {
    expect(marketingLink('general_conditions', { wordpressDomainName: 'www.brokkie.nl', wordpressSlug: '/', isoCode: 'nl' })).toBe(
      'https://www.brokkie.nl/algemene-voorwaarden/',
    );
  });

  it('German and French in their own countries', () => {
    expect(marketingLink('privacy_policy', { wordpressDomainName: 'www.brokkie.de', wordpressSlug: '/', isoCode: 'de' })).toBe(
      'https://www.brokkie.de/datenschutz/',
    );
    expect(marketingLink('help', { wordpressDomainName: 'www.brokkie.fr', wordpressSlug: '/', isoCode: 'fr' })).toBe(
      'https://www.brokkie.fr/aide/',
    );
  });

  it('an English entry that exists is built with the en prefix', () => {
    expect(marketingLink('our_concept', belgiumEn)).toBe('https://www.brokkie.be/en/our-concept/');
  });

  it('an English entry that is missing gives an empty link', () => {
    expect(marketingLink('puppy_kit', belgiumEn)).toBe('');
    expect(marketingLink('blog_health', belgiumEn)).toBe('');
  });

  it('Breeder Program and Career exist in Dutch only', () => {
    for (const name of ['breeder_program', 'career'] as const) {
      expect(marketingLink(name, belgiumNl)).not.toBe('');
      expect(marketingLink(name, belgiumFr)).toBe('');
      expect(marketingLink(name, belgiumEn)).toBe('');
      expect(marketingLink(name, { wordpressDomainName: 'www.brokkie.de', wordpressSlug: '/', isoCode: 'de' })).toBe('');
    }
  });

  it('a language not offered on the marketing site, or no domain, gives an empty link', () => {
    expect(marketingLink('home', { wordpressDomainName: 'www.brokkie.be', wordpressSlug: '/it/', isoCode: 'it' })).toBe('');
    expect(marketingLink('home', { wordpressDomainName: '', wordpressSlug: '/', isoCode: 'nl-BE' })).toBe('');
  });

  it('tolerates a domain stored with a scheme or a trailing slash', () => {
    expect(marketingLink('blog', { ...belgiumNl, wordpressDomainName: 'https://www.brokkie.be/' })).toBe('https://www.brokkie.be/blog/');
  });
});

describe('the link table', () => {
  it('has the named links of §2, with nl, fr and de for all but the Dutch-only ones', () => {
    expect(marketingLinkNames).toHaveLength(30);
    for (const name of marketingLinkNames) {
      const paths: Partial<Record<string, string>> = marketingLinkPaths[name];
      expect(paths.nl, name).toMatch(/^\/([a-z0-9-]+\/)*$/);
      if (name === 'breeder_program' || name === 'career') continue;
      expect(paths.fr, name).toMatch(/^\/([a-z0-9-]+\/)*$/);
      expect(paths.de, name).toMatch(/^\/([a-z0-9-]+\/)*$/);
    }
  });
  it('gives English only part of the links', () => {
    const english = marketingLinkNames.filter((name) => (marketingLinkPaths[name] as Partial<Record<string, string>>).en);
    expect(english.length).toBeGreaterThan(0);
    expect(english.length).toBeLessThan(marketingLinkNames.length);
  });
});

describe('helpers', () => {
  it('maps language iso codes to table columns', () => {
    expect(['nl-BE', 'nl', 'fr-BE', 'fr', 'de', 'en', 'nl-be', 'da'].map(marketingLanguageFor)).toEqual([
      'nl',
      'nl',
      'fr',
      'fr',
      'de',
      'en',
      'nl',
      undefined,
    ]);
  });
  it('turns slugs into prefixes', () => {
    expect(wordpressPrefix('/')).toBe('');
    expect(wordpressPrefix('/fr-BE/')).toBe('/fr-BE');
    expect(wordpressPrefix('en')).toBe('/en');
  });
  it('names the label key', () => {
    expect(marketingLinkLabelKey('our_concept')).toBe('marketing_links.our_concept');
  });
});
