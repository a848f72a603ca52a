import { redirect } from 'react-router';
import { insuranceDecisionStatuses, insuranceDevLeadList, insuranceHandoverRunReport } from '@brokkie/contracts/insurance';
import { DevInsurancePage } from '../features/dev-insurance/dev-insurance-page.tsx';
import { loadPagePart } from '../shell/browser-catalogs.ts';
import { pageMeta } from '../shell/page-meta.ts';
import { apiUnavailableData, throwPageNotFound } from '../shell/route-errors.ts';
import { requireDevTools } from '../shell/dev-tools.server.ts';
import { shellRuntime } from '../shell/runtime-config.server.ts';
import type { Route } from './+types/dev-insurance';

export const meta = pageMeta('dev-insurance');

const pageSize = 50;

/** The API's development route, answered or the reason the page cannot show it. */
async function devApi(
  request: Request,
  context: Route.LoaderArgs['context'],
  path: string,
  init: RequestInit = {},
  { conflictIsFine = false } = {},
): Promise<unknown> {
  const api = shellRuntime(context).apiInternalUrl.replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${api}${path}`, { ...init, headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) } });
  } catch (error) {
    console.error('[dev-insurance] could not reach the API:', error);
    throw apiUnavailableData();
  }
  // An API without the development routes (DEV_TOOLS off there, or a production API).
  if (response.status === 404) throwPageNotFound(request);
  // A decision on a lead that was decided meanwhile (another tab): the page shows how it stands.
  if (response.status === 409 && conflictIsFine) return null;
  if (!response.ok) {
    console.error(`[dev-insurance] the API answered ${response.status} to ${path}`);
    throw apiUnavailableData();
  }
  return response.json();
}

/**
 * The insurance leads as the embedded insurer received them (docs/insurance.md): each lead with
 * its hand-over attempts, "Run hand-over now" and the insurer's Accept or Refuse of a sent lead.
 * Only with the development tools (DEV_TOOLS=on, a caller on this machine), like the API's
 * /dev/insurance/ routes: for anyone else the page does not exist, 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDevTools(request, context);
  const list = insuranceDevLeadList.parse(await devApi(request, context, `/dev/insurance/leads/?limit=${pageSize}`));
  const ran = new URL(request.url).searchParams.get('ran');
  return { leads: list.results, ran: ran === null ? null : ran.split(',').filter(Boolean) };
}

/** "Run hand-over now", or the insurer's decision on one lead; the page then shows the leads as they are. */
export async function action({ request, context }: Route.ActionArgs) {
  requireDevTools(request, context);
  const form = await request.formData();
  const url = new URL(request.url);
  url.searchParams.delete('ran');
  if (form.get('intent') === 'decide') {
    const lead = Number(form.get('lead'));
    const status = insuranceDecisionStatuses.find((decision) => decision === form.get('status'));
    if (!Number.isInteger(lead) || lead <= 0 || !status) throwPageNotFound(request);
    await devApi(request, context, `/dev/insurance/leads/${lead}/decision/`, { method: 'POST', body: JSON.stringify({ status }) }, { conflictIsFine: true });
  } else {
    const report = insuranceHandoverRunReport.parse(await devApi(request, context, '/dev/insurance/handover/run/', { method: 'POST', body: '{}' }));
    const touched = [...report.sent.map((sent) => sent.lead), ...report.retry_scheduled.map((retry) => retry.lead), ...report.failed];
    url.searchParams.set('ran', touched.join(','));
  }
  // After a POST, a GET: a reload does not run it again.
  return redirect(`${url.pathname}${url.search}`);
}

/** A navigation to the page brings the development pages' texts (catalog-parts.ts) with its data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadPagePart(request, 'development')]);
  return data;
}

export default function DevInsuranceRoute({ loaderData }: Route.ComponentProps) {
  return <DevInsurancePage {...loaderData} />;
}
