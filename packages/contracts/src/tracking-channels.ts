// No zod here: the browser's shell sends tracking events on every page without loading the schemas.

/** The channel an event is meant for, and the path segment of its endpoints (§7). */
export const trackingChannels = {
  meta: 'fb-conversions',
  tiktok: 'tiktok-events',
  awin: 'awin-conversions',
} as const;
export type TrackingChannel = keyof typeof trackingChannels;

/** `/fb-conversions/lead/`: the path of an endpoint, relative to the API base. */
export function trackingPath(endpoint: { channel: TrackingChannel; event: string }): string {
  return `/${trackingChannels[endpoint.channel]}/${endpoint.event}/`;
}
