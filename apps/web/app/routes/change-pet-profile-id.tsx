import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPetProfile, petsAction, readPetSubmission } from '../features/dashboard-pets/dashboard-pets-data.ts';
import { PetProfilePage } from '../features/dashboard-pets/pet-profile-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/change-pet-profile-id';

export const meta = pageMeta('change-pet-profile-id');

// The id's validity check (§2) is the login guard's (guards/require-login.tsx).

export async function loader(args: Route.LoaderArgs) {
  return loadPetProfile(await serverPageApi(args), Number(args.params.id));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadPetProfile(await clientPageApi(args), Number(args.params.id));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return petsAction(await clientPageApi(args), await readPetSubmission(args.request));
}

export const ErrorBoundary = pageErrorBoundary('change-pet-profile-id');

export default function ChangePetProfileIdRoute({ loaderData }: Route.ComponentProps) {
  return <PetProfilePage profile={loaderData} />;
}
