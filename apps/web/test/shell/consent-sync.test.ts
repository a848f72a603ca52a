/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentBannerVersion, consentCookie, consentCookieName } from '@brokkie/domain/consent';
import { authStore } from '../../app/shell/auth-store.ts';
import { ensureConsentRecorded } from '../../app/shell/consent-sync.ts';

const record = (marketing: boolean) => ({
  id: 1,
  necessary: true,
  analytics: false,
  marketing,
  banner_version: consentBannerVersion,
  source: 'banner',
  created_at: '2026-11-26T10:00:00Z',
});

function signedIn(url: string) {
  authStore.setState({ customer: { url } as never });
}

function chose(marketing: boolean) {
  document.cookie = consentCookie({ analytics: false, marketing, version: consentBannerVersion, decidedAt: '2026-11-26T10:00:00.000Z' });
}

afterEach(() => {
  document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
  authStore.setState({ customer: null });
});

describe("the customer's consent record follows the browser's choice", () => {
  it("records the cookie's choice when the API has none, once", async () => {
    signedIn('/customer/hid_aaaa/');
    chose(true);
    const api = { get: vi.fn(() => Promise.resolve({ current: null, history: [] })), post: vi.fn(() => Promise.resolve({})) };
    await ensureConsentRecorded(api as never);
    await ensureConsentRecorded(api as never);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('/customer/consent/', { analytics: false, marketing: true, banner_version: consentBannerVersion, source: 'banner' });
  });

  it('records nothing when the API holds the same choice, and a changed one when it differs', async () => {
    signedIn('/customer/hid_bbbb/');
    chose(true);
    const same = { get: vi.fn(() => Promise.resolve({ current: record(true), history: [record(true)] })), post: vi.fn(() => Promise.resolve({})) };
    await ensureConsentRecorded(same as never);
    expect(same.post).not.toHaveBeenCalled();
    chose(false);
    const differs = { get: vi.fn(() => Promise.resolve({ current: record(true), history: [record(true)] })), post: vi.fn(() => Promise.resolve({})) };
    await ensureConsentRecorded(differs as never);
    expect(differs.post).toHaveBeenCalledWith('/customer/consent/', expect.objectContaining({ marketing: false }));
  });

  it('asks nothing for a visitor or before a choice', async () => {
    const api = { get: vi.fn(), post: vi.fn() };
    chose(true);
    await ensureConsentRecorded(api as never);
    signedIn('/customer/hid_cccc/');
    document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
    await ensureConsentRecorded(api as never);
    expect(api.get).not.toHaveBeenCalled();
  });
});
