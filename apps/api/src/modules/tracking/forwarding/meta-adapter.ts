import { currency } from '@brokkie/domain/money';
import { metaEventNames, normaliseEmail, normalisePhone, pascalEventName } from '@brokkie/domain/tracking-forwarding';
import type { MetaConfig } from './forwarding-config.ts';
import { eventTime, payloadText, sha256, valueCentsOf, type ForwardAdapter, type ForwardInput, type ForwardRequest } from './forward-adapter.ts';

const notConfigured = 'not-configured';

/**
 * Meta Conversions API: POST {graph}/{pixel id}/events?access_token=… with one server event
 * (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters). `event_id`
 * with `event_name` deduplicates it with the browser pixel's event of the same eventID. Personal
 * data is hashed as Meta requires: `em` the SHA-256 of the trimmed, lower-cased e-mail, `ph` of
 * the digits with the country code, `external_id` of our customer id. Purchases carry their
 * value in euros and the currency.
 */
export function metaAdapter(config: MetaConfig | undefined): ForwardAdapter {
  return {
    channel: 'meta',
    configured: config !== undefined,
    request(input: ForwardInput): ForwardRequest {
      const { event, customer } = input;
      const email = sha256(normaliseEmail(customer.email));
      const phone = sha256(normalisePhone(customer.phone, input.delivery?.country ?? customer.country));
      const value = valueCentsOf(input);
      const userAgent = payloadText(event, 'client_user_agent');
      const body = {
        data: [
          {
            event_name: metaEventNames[event.event] ?? pascalEventName(event.event),
            event_time: eventTime(event),
            event_id: input.eventId,
            action_source: 'website',
            event_source_url: `${input.publicUrl}/`,
            user_data: {
              ...(email ? { em: [email] } : {}),
              ...(phone ? { ph: [phone] } : {}),
              external_id: [sha256(customer.id)],
              // Required with a website event; sent as the browser gave it (Meta does not want it hashed).
              ...(userAgent ? { client_user_agent: userAgent } : {}),
            },
            ...(value === undefined ? {} : { custom_data: { value: value / 100, currency } }),
          },
        ],
        ...(config?.testEventCode ? { test_event_code: config.testEventCode } : {}),
      };
      const base = `${config?.baseUrl ?? 'https://graph.facebook.com/v21.0'}/${config?.pixelId ?? notConfigured}/events`;
      return {
        method: 'POST',
        url: `${base}?access_token=${encodeURIComponent(config?.accessToken ?? '')}`,
        headers: { 'content-type': 'application/json' },
        body,
        record: { method: 'POST', url: `${base}?access_token=[redacted]`, body },
      };
    },
    // Meta answers 200 { events_received: 1 } when it took the event, an error status otherwise.
    accepted: () => true,
  };
}
