/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentBannerVersion, consentCookie, consentCookieName } from '@brokkie/domain/consent';
import { rememberShellData } from '../../app/shell/client-shell-state.ts';
import { conversionCalls, trackConversion } from '../../app/shell/conversions.ts';
import { shellData } from '../components/render-with-shell.tsx';

const visit = { ttclid: 'E.C.xyz', awc: '123_abc', url: 'https://app.brokkie.be/thank-you' };
const paid = { id: 41, testbag: false, total: 3816, couponcodes: ['WELCOME15', 'FREESCOOP'] };

function consent(marketing: boolean) {
  document.cookie = consentCookie({ analytics: false, marketing, version: consentBannerVersion, decidedAt: '2026-11-26T10:00:00.000Z' });
}

describe('the calls of each moment (§7)', () => {
  it('are purchase for Meta and TikTok and a sale for Awin, for the paid first box', () => {
    expect(conversionCalls({ kind: 'purchase', delivery: paid }, visit)).toEqual([
      { event: { channel: 'meta', event: 'purchase' }, id: 41, body: { delivery_id: 41 } },
      { event: { channel: 'tiktok', event: 'purchase' }, id: 41, body: { delivery_id: 41, ttclid: 'E.C.xyz', url: visit.url } },
      {
        event: { channel: 'awin', event: 'sale' },
        id: 41,
        body: { orderRef: 41, amount: '38.16', currency: 'EUR', cks: '123_abc', vc: 'WELCOME15,FREESCOOP' },
      },
    ]);
  });

  it('are trial_purchase for a trial box, without cookies when there are none', () => {
    const [meta, tiktok, awin] = conversionCalls(
      { kind: 'purchase', delivery: { ...paid, testbag: true, couponcodes: [] } },
      { ...visit, ttclid: '', awc: '' },
    );
    expect(meta?.event.event).toBe('trial_purchase');
    expect(tiktok?.body?.ttclid).toBeNull();
    expect(awin?.body).toMatchObject({ cks: null, vc: '' });
  });

  it('send a lead, an add to cart and a shop lead to Meta without a body and to TikTok with the page', () => {
    for (const kind of ['lead', 'add_to_cart', 'shop_lead'] as const) {
      expect(conversionCalls({ kind, customerId: 'hid_abcd' }, visit)).toEqual([
        { event: { channel: 'meta', event: kind }, id: 'hid_abcd' },
        { event: { channel: 'tiktok', event: kind }, id: 'hid_abcd', body: { ttclid: 'E.C.xyz', url: visit.url } },
      ]);
    }
    expect(conversionCalls({ kind: 'view_content', customerId: 'hid_abcd' }, visit)).toEqual([
      { event: { channel: 'tiktok', event: 'view_content' }, id: 'hid_abcd', body: { ttclid: 'E.C.xyz', url: visit.url } },
    ]);
  });

  it('send the shop cart line, the shop purchase and an insurance lead with what each network takes', () => {
    const line = { product: '/product/7/', amount: 2, price: 499 };
    expect(conversionCalls({ kind: 'shop_add_to_cart', customerId: 'hid_abcd', line }, visit).map((call) => call.body)).toEqual([
      line,
      { ttclid: 'E.C.xyz', url: visit.url, ...line },
    ]);
    expect(conversionCalls({ kind: 'shop_purchase', delivery: { id: 52 } }, visit).map((call) => [call.event.event, call.id])).toEqual([
      ['shop_purchase', 52],
      ['shop_purchase', 52],
    ]);
    expect(conversionCalls({ kind: 'insurance_lead', customerId: 'hid_abcd', leadId: 17 }, visit)[0]?.body).toEqual({ customer_id: 'hid_abcd' });
  });

  it('count an insurance lead once per lead, still telling Meta whose it is', () => {
    expect(conversionCalls({ kind: 'insurance_corona_direct_lead', customerId: 'hid_abcd', leadId: 17 }, visit)).toEqual([
      { event: { channel: 'meta', event: 'insurance_corona_direct_lead' }, id: 17, body: { customer_id: 'hid_abcd' } },
      { event: { channel: 'tiktok', event: 'insurance_corona_direct_lead' }, id: 17, body: { ttclid: 'E.C.xyz', url: visit.url } },
    ]);
  });
});

describe('sending a moment', () => {
  const post = vi.fn(() => Promise.resolve({ recorded: true }));
  beforeEach(() => {
    post.mockClear();
    localStorage.clear();
    rememberShellData(shellData({ locale: 'en', localeTag: 'en' }));
  });
  afterEach(() => {
    document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
    vi.unstubAllGlobals();
  });

  it('sends nothing before a choice, nor after marketing was refused', async () => {
    trackConversion({ post }, { kind: 'lead', customerId: 'hid_abcd' });
    consent(false);
    trackConversion({ post }, { kind: 'lead', customerId: 'hid_abcd' });
    await Promise.resolve();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends each call once with marketing consent', async () => {
    consent(true);
    trackConversion({ post }, { kind: 'lead', customerId: 'hid_abcd' });
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post.mock.calls.map((call) => (call as unknown[])[0])).toEqual(['/fb-conversions/lead/', '/tiktok-events/lead/']);
    trackConversion({ post }, { kind: 'lead', customerId: 'hid_abcd' });
    await Promise.resolve();
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('sends an insurance lead once per lead: a second lead of the same customer counts too', async () => {
    consent(true);
    trackConversion({ post }, { kind: 'insurance_lead', customerId: 'hid_abcd', leadId: 1 });
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    trackConversion({ post }, { kind: 'insurance_lead', customerId: 'hid_abcd', leadId: 1 });
    trackConversion({ post }, { kind: 'insurance_lead', customerId: 'hid_abcd', leadId: 2 });
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(4));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(post.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/fb-conversions/insurance_lead/',
      '/tiktok-events/insurance_lead/',
      '/fb-conversions/insurance_lead/',
      '/tiktok-events/insurance_lead/',
    ]);
    expect((post.mock.calls[2] as unknown[])[1]).toEqual({ customer_id: 'hid_abcd' });
  });

  it('sends nothing for a country outside the tracking countries', async () => {
    consent(true);
    const shell = shellData({ locale: 'en', localeTag: 'en' });
    rememberShellData({ ...shell, country: shell.country ? { ...shell.country, short_name: 'LU' } : shell.country });
    trackConversion({ post }, { kind: 'lead', customerId: 'hid_abcd' });
    await Promise.resolve();
    expect(post).not.toHaveBeenCalled();
  });
});
