import { PetProfilePage } from '../features/dashboard-pets/pet-profile-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { throwPageNotFound } from '../shell/route-errors.ts';
import { isPositiveIntegerId } from '../shell/route-validity.ts';
import type { Route } from './+types/change-pet-profile-id';

export const meta = pageMeta('change-pet-profile-id');

/** Validity check (§2): the id names a pet only as a positive integer. */
function checkRoute({ request, params }: { request: Request; params: { id?: string } }) {
  if (!isPositiveIntegerId(params.id)) throwPageNotFound(request);
  return null;
}

export function loader(args: Route.LoaderArgs) {
  return checkRoute(args);
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return checkRoute(args);
}

export default function ChangePetProfileIdPage({ params }: Route.ComponentProps) {
  return <PetProfilePage key={params.id} animalId={Number(params.id)} />;
}
