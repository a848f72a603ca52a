import { redirect } from 'react-router';
import { z } from 'zod';
import { deletionPreview, deletionResult, type DeletionPreview } from '@brokkie/contracts/privacy';
import type { ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';

/**
 * The profile's "Your data" (docs/privacy.md): what we hold and what deleting the account would
 * do (GET /customer/delete_preview/), the export's download, and the deletion itself.
 */

/** What the section shows; null when it could not be read (the rest of the profile still shows). */
export async function loadPrivacy(api: ApiClient): Promise<DeletionPreview | null> {
  try {
    return await api.get('/customer/delete_preview/', { schema: deletionPreview });
  } catch (error) {
    console.error('[profile] the deletion preview could not be read', error);
    return null;
  }
}

/** The export, as the file the browser saves. */
export async function fetchExport(api: ApiClient): Promise<Blob> {
  return api.get<Blob>('/customer/export/', { responseType: 'blob', headers: { Accept: 'application/json' } });
}

/** `brokkie-data-2026-11-26.json`, the day in the browser's own calendar. */
export function exportFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `brokkie-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

export const privacySubmission = z.object({ intent: z.literal('delete_account') });
export type PrivacySubmission = z.infer<typeof privacySubmission>;

/**
 * Deletes the account (the caller re-authenticated just before), then `leave` forgets the
 * sign-in in this browser and the visitor lands on `goodbyePath`. A refusal is data for the dialog.
 */
export async function privacyAction(
  api: ApiClient,
  _submission: PrivacySubmission,
  leave: { forget: () => Promise<void>; goodbyePath: string },
): Promise<ActionResult | Response> {
  const result = await attempt(() => api.delete('/customer/', { body: { confirm: true }, schema: deletionResult }));
  if (!result.ok) return result;
  await leave.forget();
  return redirect(leave.goodbyePath);
}
