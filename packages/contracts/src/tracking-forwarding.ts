import { z } from 'zod';

/**
 * The development control of the forwarder (docs/tracking.md "Forwarding"): run it now, and see
 * what was sent — or, without a network's configuration, what would have been. Never in production.
 */

export const trackingForwardStatuses = ['pending', 'sent', 'failed', 'skipped'] as const;
export type TrackingForwardStatus = (typeof trackingForwardStatuses)[number];

export const trackingForwardRunRequest = z
  .strictObject({
    now: z.iso.datetime({ offset: true }).optional().describe('Run as if it were this instant (default: now): retries due by then are made'),
  })
  .meta({ id: 'TrackingForwardRunRequest' });
export type TrackingForwardRunRequest = z.infer<typeof trackingForwardRunRequest>;

export const trackingForwardRunReport = z
  .object({
    now: z.string().describe('The instant the run worked as of (ISO 8601)'),
    sent: z.array(z.number().int()).describe('Events its network accepted'),
    retry_scheduled: z.array(z.object({ event: z.number().int(), at: z.string() })).describe('Events whose attempt failed and that are tried again at `at`'),
    failed: z.array(z.number().int()).describe('Events given up on: refused (4xx) or out of retries'),
    skipped: z
      .array(z.object({ event: z.number().int(), reason: z.string() }))
      .describe('Events not sent: no marketing consent, customer erased or gone, network not configured'),
    errors: z.number().int().describe('Events whose handling failed here; their claim runs out and a later run takes them again'),
  })
  .meta({ id: 'TrackingForwardRunReport' });
export type TrackingForwardRunReport = z.infer<typeof trackingForwardRunReport>;

export const trackingForwardAttempt = z
  .object({
    attempted_at: z.string(),
    status: z.number().int().nullable().describe("The network's HTTP status; null when no answer came or nothing was sent"),
    ok: z.boolean(),
    request: z.record(z.string(), z.unknown()).describe('What was (or would have been) sent: personal data hashed, credentials left out'),
    response: z.string().describe("The network's answer, shortened; or why nothing was sent"),
  })
  .meta({ id: 'TrackingForwardAttempt' });
export type TrackingForwardAttempt = z.infer<typeof trackingForwardAttempt>;

export const trackingForwardEvent = z
  .object({
    id: z.number().int(),
    channel: z.string(),
    event: z.string(),
    event_id: z.string().describe('The id sent for deduplication with the browser pixel: `<event>-<subject key>`'),
    customer: z.string().nullable(),
    subject_key: z.string(),
    created_at: z.string(),
    forward_status: z.enum(trackingForwardStatuses),
    forward_attempts: z.number().int(),
    next_attempt_at: z.string(),
    forwarded_at: z.string().nullable(),
    attempts: z.array(trackingForwardAttempt),
  })
  .meta({ id: 'TrackingForwardEvent' });
export type TrackingForwardEvent = z.infer<typeof trackingForwardEvent>;

export const trackingForwardListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50).describe('How many of the newest events (1–500, default 50)'),
});

export const trackingForwardList = z.object({ results: z.array(trackingForwardEvent).describe('The newest events first') }).meta({ id: 'TrackingForwardList' });
export type TrackingForwardList = z.infer<typeof trackingForwardList>;
