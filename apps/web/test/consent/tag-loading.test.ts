// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentModeBootstrap, identifyCustomer, loadAnalyticsTags, resetTagLoading, sessionRecordingUrl, tagManagerUrl } from '../../app/shell/tag-loading.ts';

function runBootstrap() {
  // The inline script of the document head, as the browser runs it.
  new Function(consentModeBootstrap())();
}
const consentCalls = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as ArrayLike<unknown>)[0] === 'consent').map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Consent Mode v2 in the head', () => {
  beforeEach(() => {
    window.dataLayer = undefined;
    window.gtag = undefined;
    document.cookie = 'brokkie_consent=; Path=/; Max-Age=0';
  });

  it('defaults everything to denied, waiting for an update', () => {
    runBootstrap();
    expect(consentCalls()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
    ]);
  });

  it('updates at once from a choice in the cookie for the current version', () => {
    document.cookie = 'brokkie_consent=v1.a1.m0.1795726800; Path=/';
    runBootstrap();
    expect(consentCalls()[1]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
  });

  it('ignores a choice for another banner version', () => {
    document.cookie = 'brokkie_consent=v0.a1.m1.1795726800; Path=/';
    runBootstrap();
    expect(consentCalls()).toHaveLength(1);
  });
});

describe('the analytics tags', () => {
  beforeEach(() => {
    resetTagLoading();
    window.dataLayer = [];
    window.clarity = undefined;
    document.head.querySelectorAll('script[data-brokkie-tag]').forEach((script) => script.remove());
  });
  afterEach(() => resetTagLoading());

  it('need their ids; a script URL of the environment replaces the default host', () => {
    expect(tagManagerUrl({})).toBeUndefined();
    expect(sessionRecordingUrl({ sessionRecordingScript: 'http://stub/' })).toBeUndefined();
    expect(tagManagerUrl({ tagManagerId: 'GTM-1', tagManagerScript: 'http://localhost:9/gtm.js' })).toBe('http://localhost:9/gtm.js?id=GTM-1');
    expect(sessionRecordingUrl({ sessionRecordingId: 'abc', sessionRecordingScript: 'http://localhost:9/rec/' })).toBe('http://localhost:9/rec/abc');
  });

  it('load once, then learn the customer once', () => {
    const config = { tagManagerId: 'GTM-1', sessionRecordingId: 'abc' };
    loadAnalyticsTags(config);
    loadAnalyticsTags(config);
    expect(document.querySelectorAll('script[data-brokkie-tag]')).toHaveLength(2);
    expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'gtm.js')).toHaveLength(1);
    identifyCustomer('cust-1', config);
    identifyCustomer('cust-1', config);
    expect(window.dataLayer?.filter((entry) => (entry as { event?: string }).event === 'customer_loaded')).toEqual([
      { event: 'customer_loaded', customer_id: 'cust-1' },
    ]);
    expect(window.clarity?.q).toEqual([['identify', 'cust-1']]);
  });
});
