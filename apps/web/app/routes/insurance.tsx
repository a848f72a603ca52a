import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadInsuranceOverview } from '../features/insurance/insurance-data.ts';
import { InsurancePage } from '../features/insurance/insurance-page.tsx';
import { clientPageApi, clientPageCountry } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/insurance';

export const meta = pageMeta('insurance');

export async function loader(args: Route.LoaderArgs) {
  return loadInsuranceOverview(await serverPageApi(args), new URL(args.request.url).searchParams, (await serverPageCountry(args))?.short_name);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/insurance/insurance-data.ts');
  return data.loadInsuranceOverview(await clientPageApi(args), new URL(args.request.url).searchParams, clientPageCountry()?.short_name);
}

export const ErrorBoundary = pageErrorBoundary('insurance');

export default function InsuranceRoute({ loaderData }: Route.ComponentProps) {
  return <InsurancePage data={loaderData} />;
}
