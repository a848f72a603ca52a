import { describe, expect, it } from 'vitest';
import { blockingGuard, guardsForPath, signInRedirect } from '../../app/guards/guard-rules.ts';

const url = (path: string) => new URL(path, 'http://localhost:3000');

describe('guards of a path', () => {
  it('finds the page under any prefix, with parameters', () => {
    expect(guardsForPath('/dashboard')).toEqual(['login']);
    expect(guardsForPath('/be-fr/change-pet-profile/12')).toEqual(['login']);
    expect(guardsForPath('/fr/insurance/thankyou/')).toEqual(['belgium', 'login']);
    expect(guardsForPath('/signin')).toEqual([]);
    expect(guardsForPath('/nope')).toEqual([]);
  });
});

describe('login guard', () => {
  it('sends signed-out visitors to the localized sign-in page with the return URL and marketing parameters', () => {
    expect(signInRedirect(url('/dashboard/pets'))).toBe('/signin?redirect=%2Fdashboard%2Fpets');
    expect(signInRedirect(url('/fr-be/checkout?utm_source=fb&x=1'))).toBe(
      '/fr-be/signin?redirect=%2Ffr-be%2Fcheckout%3Futm_source%3Dfb%26x%3D1&utm_source=fb',
    );
    expect(signInRedirect(url('/be-nl/dashboard'))).toBe('/signin?redirect=%2Fbe-nl%2Fdashboard');
  });

  it('blocks signed-out visitors only', () => {
    expect(blockingGuard(url('/en/dashboard'), { signedIn: false, countryShortName: 'BE' })).toEqual({
      guard: 'login',
      redirectTo: '/en/signin?redirect=%2Fen%2Fdashboard',
    });
    expect(blockingGuard(url('/en/dashboard'), { signedIn: true, countryShortName: 'NL' })).toBeUndefined();
    expect(blockingGuard(url('/signin'), { signedIn: false, countryShortName: null })).toBeUndefined();
  });
});

describe('Belgium guard', () => {
  it('gives the 404 outside Belgium, before asking to sign in', () => {
    expect(blockingGuard(url('/nl/insurance/thankyou'), { signedIn: false, countryShortName: 'NL' })).toEqual({ guard: 'belgium' });
    expect(blockingGuard(url('/insurance/thankyou'), { signedIn: true, countryShortName: null })).toEqual({ guard: 'belgium' });
  });
  it('lets Belgian visitors through to the login guard', () => {
    expect(blockingGuard(url('/insurance/thankyou'), { signedIn: false, countryShortName: 'BE' })?.guard).toBe('login');
    expect(blockingGuard(url('/fr-be/insurance/thankyou'), { signedIn: true, countryShortName: 'BE' })).toBeUndefined();
  });
});
