import { describe, expect, it } from 'vitest';
import { pushVirtualPageView, virtualPageView, virtualPageViewTitle } from '../../app/shell/data-layer.ts';

describe('virtual page views (§2)', () => {
  it('gives the path a trailing slash and a fixed title', () => {
    expect(virtualPageView('/dashboard')).toEqual({ event: 'virtualPageView', pagePath: '/dashboard/', pageTitle: 'Brokkie App' });
    expect(virtualPageView('/')).toEqual({ event: 'virtualPageView', pagePath: '/', pageTitle: virtualPageViewTitle });
    expect(virtualPageView('/fr-be/dashboard/pets/')?.pagePath).toBe('/fr-be/dashboard/pets/');
  });
  it('skips paths containing question', () => {
    expect(virtualPageView('/question')).toBeUndefined();
    expect(virtualPageView('/fr/insurance/questionnaire')).toBeUndefined();
  });
  it('pushes into window.dataLayer, creating it', () => {
    const target = {} as Window;
    pushVirtualPageView('/signin', target);
    pushVirtualPageView('/question', target);
    pushVirtualPageView('/en', target);
    expect(target.dataLayer).toEqual([
      { event: 'virtualPageView', pagePath: '/signin/', pageTitle: 'Brokkie App' },
      { event: 'virtualPageView', pagePath: '/en/', pageTitle: 'Brokkie App' },
    ]);
  });
});
