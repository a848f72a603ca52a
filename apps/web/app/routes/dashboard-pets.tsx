import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPets } from '../features/dashboard-pets/dashboard-pets-data.ts';
import { PetsPage } from '../features/dashboard-pets/pets-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/dashboard-pets';

export const meta = pageMeta('dashboard-pets');

export async function loader(args: Route.LoaderArgs) {
  return loadPets(await serverPageApi(args));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/dashboard-pets/dashboard-pets-data.ts');
  return data.loadPets(await clientPageApi(args));
}

export const ErrorBoundary = pageErrorBoundary('dashboard-pets');

export default function DashboardPetsRoute({ loaderData }: Route.ComponentProps) {
  return <PetsPage pets={loaderData.pets} />;
}
