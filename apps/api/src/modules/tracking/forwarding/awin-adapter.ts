import { centsToDecimalString, currency } from '@brokkie/domain/money';
import type { AwinConfig } from './forwarding-config.ts';
import { payloadText, valueCentsOf, type ForwardAdapter, type ForwardInput, type ForwardRequest } from './forward-adapter.ts';

/**
 * Awin's direct server-to-server sale: GET https://www.awin1.com/sread.php with the parameters of
 * Awin's request template (help.awin.com/developers/docs/direct-s2s): `tt=ss&tv=2`,
 * `merchant` (advertiser id), `amount`, `ch` (channel: `aw`, the sale is Awin's), `parts`
 * (commission group:amount), `vc` (voucher codes), `cr` (currency), `ref` (order reference, our
 * delivery id), `testmode` (0/1) and `cks` (the awc click checksum). No personal data goes to Awin.
 */
export function awinAdapter(config: AwinConfig | undefined): ForwardAdapter {
  return {
    channel: 'awin',
    configured: config !== undefined,
    request(input: ForwardInput): ForwardRequest {
      const { event } = input;
      const amount = centsToDecimalString(valueCentsOf(input) ?? 0);
      const query = new URLSearchParams({
        tt: 'ss',
        tv: '2',
        merchant: config?.advertiserId ?? 'not-configured',
        amount,
        ch: 'aw',
        parts: `${config?.commissionGroup ?? 'DEFAULT'}:${amount}`,
        vc: payloadText(event, 'vc') ?? '',
        cr: payloadText(event, 'currency') ?? currency,
        ref: String(event.payload.order_ref ?? event.subjectKey),
        testmode: config?.testMode === false ? '0' : '1',
        cks: payloadText(event, 'cks') ?? '',
      });
      const url = `${config?.url ?? 'https://www.awin1.com/sread.php'}?${query.toString()}`;
      return { method: 'GET', url, headers: {}, record: { method: 'GET', url } };
    },
    // Awin answers a tracking request with 200 and an image or nothing: the status says it.
    accepted: () => true,
  };
}
