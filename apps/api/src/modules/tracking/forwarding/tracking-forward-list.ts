import type { Database } from '@brokkie/db/client';
import { latestTrackingEvents } from '@brokkie/db/tracking-queries';
import type { TrackingForwardList, TrackingForwardStatus } from '@brokkie/contracts/tracking-forwarding';
import { trackingEventId } from '@brokkie/domain/tracking-forwarding';

/** The newest events with what was sent for each (or would have been): the development page's list. */
export async function trackingForwardList(db: Database, limit: number): Promise<TrackingForwardList> {
  const events = await latestTrackingEvents(db, limit);
  return {
    results: events.map((event) => ({
      id: event.id,
      channel: event.channel,
      event: event.event,
      event_id: trackingEventId(event.event, event.subjectKey),
      customer: event.customerId,
      subject_key: event.subjectKey,
      created_at: event.createdAt.toISOString(),
      // The column's check constraint admits only these.
      forward_status: event.forwardStatus as TrackingForwardStatus,
      forward_attempts: event.forwardAttempts,
      next_attempt_at: event.nextAttemptAt.toISOString(),
      forwarded_at: event.forwardedAt?.toISOString() ?? null,
      attempts: event.attempts.map((attempt) => ({
        attempted_at: attempt.attemptedAt.toISOString(),
        status: attempt.status,
        ok: attempt.ok,
        request: attempt.request,
        response: attempt.response,
      })),
    })),
  };
}
