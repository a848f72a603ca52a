import { currency } from '@brokkie/domain/money';
import { normaliseEmail, normalisePhone, pascalEventName, tiktokEventNames } from '@brokkie/domain/tracking-forwarding';
import type { TiktokConfig } from './forwarding-config.ts';
import { eventTime, payloadText, sha256, valueCentsOf, type ForwardAdapter, type ForwardInput, type ForwardRequest } from './forward-adapter.ts';

/**
 * TikTok Events API 2.0: POST /open_api/v1.3/event/track/ with the header `Access-Token` and one
 * web event for the pixel (`event_source_id`). `event_id` deduplicates it with the browser
 * pixel's event of the same id; `ttclid` (the §9 cookie) ties it to the ad click. Personal data is
 * SHA-256 hashed: the trimmed, lower-cased e-mail, the phone in E.164 (`+` and digits with the
 * country code), our customer id.
 */
export function tiktokAdapter(config: TiktokConfig | undefined): ForwardAdapter {
  return {
    channel: 'tiktok',
    configured: config !== undefined,
    request(input: ForwardInput): ForwardRequest {
      const { event, customer } = input;
      const email = sha256(normaliseEmail(customer.email));
      const digits = normalisePhone(customer.phone, input.delivery?.country ?? customer.country);
      const phone = sha256(digits === '' ? '' : `+${digits}`);
      const ttclid = payloadText(event, 'ttclid');
      const value = valueCentsOf(input);
      const userAgent = payloadText(event, 'client_user_agent');
      const body = {
        event_source: 'web',
        event_source_id: config?.pixelCode ?? 'not-configured',
        ...(config?.testEventCode ? { test_event_code: config.testEventCode } : {}),
        data: [
          {
            event: tiktokEventNames[event.event] ?? pascalEventName(event.event),
            event_time: eventTime(event),
            event_id: input.eventId,
            user: {
              ...(ttclid ? { ttclid } : {}),
              ...(email ? { email } : {}),
              ...(phone ? { phone } : {}),
              external_id: sha256(customer.id),
              ...(userAgent ? { user_agent: userAgent } : {}),
            },
            page: { url: payloadText(event, 'url') ?? `${input.publicUrl}/` },
            ...(value === undefined ? {} : { properties: { value: value / 100, currency } }),
          },
        ],
      };
      const url = config?.url ?? 'https://business-api.tiktok.com/open_api/v1.3/event/track/';
      return {
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'access-token': config?.accessToken ?? '' },
        body,
        record: { method: 'POST', url, body },
      };
    },
    // TikTok answers 200 to most requests and says in the body whether it took them: { code: 0 }.
    accepted(body: string): boolean {
      try {
        return (JSON.parse(body) as { code?: unknown }).code === 0;
      } catch {
        return false;
      }
    },
  };
}
