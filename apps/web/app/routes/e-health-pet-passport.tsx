import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPassportPage } from '../features/pet-passport/passport-data.ts';
import { PassportPage } from '../features/pet-passport/passport-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health-pet-passport';

export const meta = pageMeta('e-health-pet-passport');

export async function loader(args: Route.LoaderArgs) {
  return loadPassportPage(await serverPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadPassportPage(await clientPageApi(args), new URL(args.request.url).searchParams);
}

export const ErrorBoundary = pageErrorBoundary('e-health-pet-passport');

export default function EHealthPetPassportPage({ loaderData }: Route.ComponentProps) {
  return <PassportPage data={loaderData} />;
}
