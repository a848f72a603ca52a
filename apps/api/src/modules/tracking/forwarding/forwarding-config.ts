/** Settings of the forwarder and its networks, from the environment (docs/tracking.md lists them). */

export interface MetaConfig {
  /** META_PIXEL_ID: the pixel (dataset) the events go to. */
  pixelId: string;
  /** META_CAPI_TOKEN: the Conversions API access token. */
  accessToken: string;
  /** META_TEST_EVENT_CODE: when set, events show in Events Manager's test view and count nowhere. */
  testEventCode: string;
  /** META_CAPI_URL: the Graph API base (default https://graph.facebook.com/v21.0); tests point it at a local receiver. */
  baseUrl: string;
}

export interface TiktokConfig {
  /** TIKTOK_PIXEL_CODE: the pixel the events go to (`event_source_id`). */
  pixelCode: string;
  /** TIKTOK_ACCESS_TOKEN: the Events API access token (header `Access-Token`). */
  accessToken: string;
  /** TIKTOK_TEST_EVENT_CODE: when set, events go to the Events Manager's test view. */
  testEventCode: string;
  /** TIKTOK_EVENTS_URL: default https://business-api.tiktok.com/open_api/v1.3/event/track/. */
  url: string;
}

export interface AwinConfig {
  /** AWIN_ADVERTISER_ID: our advertiser (merchant) id at Awin. */
  advertiserId: string;
  /** AWIN_TEST_MODE: 1 (sales are recorded as tests) or 0; default 0 in production, 1 elsewhere. */
  testMode: boolean;
  /** AWIN_COMMISSION_GROUP: the commission group of every sale (default DEFAULT). */
  commissionGroup: string;
  /** AWIN_S2S_URL: default https://www.awin1.com/sread.php. */
  url: string;
}

export interface ForwardingConfig {
  /**
   * TRACKING_FORWARD_INTERVAL_MS: how often this process forwards what is due; 0 (or `off`)
   * never (another instance does). Default one minute (Awin weighs a server call only within
   * minutes of the sale), except under the test runner (tests run the forwarder themselves).
   */
  intervalMs: number;
  /** TRACKING_FORWARD_BATCH_SIZE: events claimed at a time (default 50). */
  batchSize: number;
  /** Each network's settings; undefined when not configured: nothing is sent to it. */
  meta: MetaConfig | undefined;
  tiktok: TiktokConfig | undefined;
  awin: AwinConfig | undefined;
}

export const defaultForwardIntervalMs = 60_000;
export const defaultForwardBatchSize = 50;

const text = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';

function readInterval(env: NodeJS.ProcessEnv, underTestRunner: boolean): number {
  const raw = text(env, 'TRACKING_FORWARD_INTERVAL_MS');
  if (raw === '') return underTestRunner ? 0 : defaultForwardIntervalMs;
  if (raw === 'off') return 0;
  const intervalMs = Number(raw);
  // More often than every second only loads the database; the networks take minutes anyway.
  if (!Number.isInteger(intervalMs) || (intervalMs !== 0 && intervalMs < 1000)) {
    throw new Error(`TRACKING_FORWARD_INTERVAL_MS must be 0, off or a number of milliseconds of at least 1000: ${raw}`);
  }
  return intervalMs;
}

function readBatchSize(env: NodeJS.ProcessEnv): number {
  const raw = text(env, 'TRACKING_FORWARD_BATCH_SIZE');
  const batchSize = raw ? Number(raw) : defaultForwardBatchSize;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 1000) {
    throw new Error(`TRACKING_FORWARD_BATCH_SIZE must be a whole number from 1 to 1000: ${raw}`);
  }
  return batchSize;
}

/** A network with only part of its credentials would fail every request: refuse to start instead. */
function requireAll(network: string, values: Record<string, string>): boolean {
  const missing = Object.entries(values).filter(([, value]) => value === '');
  if (missing.length === Object.keys(values).length) return false;
  if (missing.length > 0) throw new Error(`${network} forwarding needs ${missing.map(([name]) => name).join(' and ')} too`);
  return true;
}

export function readForwardingConfig(env: NodeJS.ProcessEnv, context: { production: boolean; underTestRunner?: boolean }): ForwardingConfig {
  const underTestRunner = context.underTestRunner ?? Boolean(process.env.VITEST);
  const meta = { META_PIXEL_ID: text(env, 'META_PIXEL_ID'), META_CAPI_TOKEN: text(env, 'META_CAPI_TOKEN') };
  const tiktok = { TIKTOK_PIXEL_CODE: text(env, 'TIKTOK_PIXEL_CODE'), TIKTOK_ACCESS_TOKEN: text(env, 'TIKTOK_ACCESS_TOKEN') };
  const awinAdvertiserId = text(env, 'AWIN_ADVERTISER_ID');
  const awinTestMode = text(env, 'AWIN_TEST_MODE');
  if (awinTestMode !== '' && awinTestMode !== '0' && awinTestMode !== '1') throw new Error(`AWIN_TEST_MODE must be 0 or 1: ${awinTestMode}`);
  return {
    intervalMs: readInterval(env, underTestRunner),
    batchSize: readBatchSize(env),
    meta: requireAll('Meta', meta)
      ? {
          pixelId: meta.META_PIXEL_ID,
          accessToken: meta.META_CAPI_TOKEN,
          testEventCode: text(env, 'META_TEST_EVENT_CODE'),
          baseUrl: (text(env, 'META_CAPI_URL') || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
        }
      : undefined,
    tiktok: requireAll('TikTok', tiktok)
      ? {
          pixelCode: tiktok.TIKTOK_PIXEL_CODE,
          accessToken: tiktok.TIKTOK_ACCESS_TOKEN,
          testEventCode: text(env, 'TIKTOK_TEST_EVENT_CODE'),
          url: text(env, 'TIKTOK_EVENTS_URL') || 'https://business-api.tiktok.com/open_api/v1.3/event/track/',
        }
      : undefined,
    awin: awinAdvertiserId
      ? {
          advertiserId: awinAdvertiserId,
          testMode: awinTestMode === '' ? !context.production : awinTestMode === '1',
          commissionGroup: text(env, 'AWIN_COMMISSION_GROUP') || 'DEFAULT',
          url: text(env, 'AWIN_S2S_URL') || 'https://www.awin1.com/sread.php',
        }
      : undefined,
  };
}
