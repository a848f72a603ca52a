import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPetChange } from '../features/pet-health-edit/pet-change-data.ts';
import { ComplaintsPage } from '../features/pet-health-edit/complaints-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPageCountry } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health-edit-pet-complaints';

export const meta = pageMeta('e-health-edit-pet-complaints');

export async function loader(args: Route.LoaderArgs) {
  return loadPetChange(await serverPageApi(args), new URL(args.request.url).searchParams, (await serverPageCountry(args))?.short_name);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/pet-health-edit/pet-change-data.ts');
  return data.loadPetChange(await clientPageApi(args), new URL(args.request.url).searchParams, clientPageCountry()?.short_name);
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/pet-health-edit/pet-change-data.ts');
  return data.petChangeAction(await clientPageApi(args), await readSubmission(args.request, data.petChangeSubmission));
}

export const ErrorBoundary = pageErrorBoundary('e-health-edit-pet-complaints');

export default function EHealthEditPetComplaintsPage({ loaderData }: Route.ComponentProps) {
  return <ComplaintsPage data={loaderData} />;
}
