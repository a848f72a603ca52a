import { data } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';

/**
 * How a page writes (docs/ARCHITECTURE.md, "How a page reads and writes"): the component submits
 * `{ intent, ... }` as JSON through a fetcher, the route's `clientAction` checks it against the
 * feature's schema (`readSubmission`) and runs the feature's write with the browser's API client
 * (`clientPageApi`); React Router then reads the page's loaders again, so what is shown is what the
 * API holds. An expected failure is data for the page (`attempt`), not an error page.
 */

/** A write's answer to its page: done, with what it gives back, or not done, with the API's words (already translated). */
export type ActionResult<T = null> =
  | { ok: true; value: T }
  | {
      ok: false;
      /** The API's sentence; null when there was no answer (network) or none to show. */
      detail: string | null;
      /** The API's messages per field of the request. */
      fields: Record<string, string[]>;
      /** The API's status; 0 when there was no answer. */
      status: number;
    };

/** The page's submission (`fetcher.submit(body, { method: 'post', encType: 'application/json' })`), checked against the feature's schema. */
export async function readSubmission<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  // Only the page's own code submits here: anything else is a defect, shown as the route's error.
  if (!parsed.success) throw data('The page sent a submission this action does not take.', { status: 400 });
  return parsed.data;
}

/** Runs a write: its value, or its failure as data the page shows beside the control that asked. */
export async function attempt<T>(write: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await write() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, detail: error.detail || null, fields: error.fields, status: error.status };
    console.error('[action] write failed', error);
    return { ok: false, detail: null, fields: {}, status: 0 };
  }
}

/** The JSON submission options every page's fetcher uses. */
export const jsonSubmission = { method: 'post', encType: 'application/json' } as const;
