import { redirect } from 'react-router';
import { trackingForwardList, trackingForwardRunReport } from '@brokkie/contracts/tracking-forwarding';
import { DevTrackingPage } from '../features/dev-tracking/dev-tracking-page.tsx';
import { loadPagePart } from '../shell/browser-catalogs.ts';
import { pageMeta } from '../shell/page-meta.ts';
import { apiUnavailableData, throwPageNotFound } from '../shell/route-errors.ts';
import { requireDevTools } from '../shell/dev-tools.server.ts';
import { shellRuntime } from '../shell/runtime-config.server.ts';
import type { Route } from './+types/dev-tracking';

export const meta = pageMeta('dev-tracking');

const pageSize = 50;

/**
 * The forwarded conversion events (docs/tracking.md "Forwarding"): what was sent to Meta, TikTok
 * and Awin, or would have been without their configuration. Only with the development tools
 * (DEV_TOOLS=on, a caller on this machine), like the API's /dev/tracking/ routes: for anyone else
 * the page does not exist, 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDevTools(request, context);
  const api = shellRuntime(context).apiInternalUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${api}/dev/tracking/events/?limit=${pageSize}`, { headers: { Accept: 'application/json' } });
  } catch (error) {
    console.error('[dev-tracking] could not reach the API:', error);
    throw apiUnavailableData();
  }
  // An API without the development routes (DEV_TOOLS off there, or a production API).
  if (response.status === 404) throwPageNotFound(request);
  if (!response.ok) {
    console.error(`[dev-tracking] the API answered ${response.status}`);
    throw apiUnavailableData();
  }
  const ran = new URL(request.url).searchParams.get('ran');
  return { events: trackingForwardList.parse(await response.json()).results, ran: ran === null ? null : ran.split(',').filter(Boolean) };
}

/** "Forward now": one run of the forwarder; the page then shows the events as it left them. */
export async function action({ request, context }: Route.ActionArgs) {
  requireDevTools(request, context);
  const api = shellRuntime(context).apiInternalUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${api}/dev/tracking/forward/run/`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch (error) {
    console.error('[dev-tracking] could not reach the API:', error);
    throw apiUnavailableData();
  }
  if (response.status === 404) throwPageNotFound(request);
  if (!response.ok) throw apiUnavailableData();
  const report = trackingForwardRunReport.parse(await response.json());
  const touched = [...report.sent, ...report.failed, ...report.retry_scheduled.map((retry) => retry.event), ...report.skipped.map((skip) => skip.event)];
  // After a POST, a GET: a reload does not run the forwarder again.
  const url = new URL(request.url);
  url.searchParams.set('ran', touched.join(','));
  return redirect(`${url.pathname}${url.search}`);
}

/** A navigation to the page brings the development pages' texts (catalog-parts.ts) with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPagePart(request, 'development')]);
  return data;
}

export default function DevTrackingRoute({ loaderData }: Route.ComponentProps) {
  return <DevTrackingPage {...loaderData} />;
}
