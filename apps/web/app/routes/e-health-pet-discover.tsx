import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPetDiscover, petDiscoverAction, petDiscoverSubmission } from '../features/pet-discover/pet-discover-data.ts';
import { PetDiscoverPage } from '../features/pet-discover/pet-discover-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPageCountry } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health-pet-discover';

export const meta = pageMeta('e-health-pet-discover');

export async function loader(args: Route.LoaderArgs) {
  return loadPetDiscover(await serverPageApi(args), new URL(args.request.url).searchParams, (await serverPageCountry(args))?.short_name);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadPetDiscover(await clientPageApi(args), new URL(args.request.url).searchParams, clientPageCountry()?.short_name);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return petDiscoverAction(await clientPageApi(args), await readSubmission(args.request, petDiscoverSubmission));
}

export const ErrorBoundary = pageErrorBoundary('e-health-pet-discover');

export default function EHealthPetDiscoverPage({ loaderData }: Route.ComponentProps) {
  return <PetDiscoverPage data={loaderData} />;
}
