import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPetOverview } from '../features/pet-overview/pet-overview-data.ts';
import { PetOverviewPage } from '../features/pet-overview/pet-overview-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/pet-overview';

export const meta = pageMeta('pet-overview');

export async function loader(args: Route.LoaderArgs) {
  return loadPetOverview(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/pet-overview/pet-overview-data.ts');
  return data.loadPetOverview(await clientPageApi(args));
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/pet-overview/pet-overview-data.ts');
  return data.petOverviewAction(await clientPageApi(args), await readSubmission(args.request, data.petOverviewSubmission));
}

export const ErrorBoundary = pageErrorBoundary('pet-overview');

export default function PetOverviewRoute({ loaderData }: Route.ComponentProps) {
  return <PetOverviewPage data={loaderData} />;
}
