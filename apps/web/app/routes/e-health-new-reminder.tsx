import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadReminderEditor, type ReminderOutcome } from '../features/e-health-reminders/reminder-data.ts';
import { ReminderFormPage } from '../features/e-health-reminders/reminder-form-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health-new-reminder';

export const meta = pageMeta('e-health-new-reminder');

export async function loader(args: Route.LoaderArgs) {
  return loadReminderEditor(await serverPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/e-health-reminders/reminder-data.ts');
  return data.loadReminderEditor(await clientPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/e-health-reminders/reminder-data.ts');
  return data.reminderAction(await clientPageApi(args), await readSubmission(args.request, data.reminderSubmission));
}

/** A saved or deleted reminder leaves the page (to the planner, or where the owner came from): nothing to read again. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as ReminderOutcome | undefined)?.ok) return false;
  return defaultShouldRevalidate;
}

export const ErrorBoundary = pageErrorBoundary('e-health-new-reminder');

export default function EHealthNewReminderPage({ loaderData }: Route.ComponentProps) {
  return <ReminderFormPage data={loaderData} />;
}
