import { petsAction, readPetSubmission } from '../features/dashboard-pets/dashboard-pets-data.ts';
import { PetProfilePage } from '../features/dashboard-pets/pet-profile-page.tsx';
import { clientPageApi } from '../shell/page-api.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/change-pet-profile';

export const meta = pageMeta('change-pet-profile');

/** A new pet is saved here, and joins the deliveries from its plan shown on this page. */
export async function clientAction(args: Route.ClientActionArgs) {
  return petsAction(await clientPageApi(args), await readPetSubmission(args.request));
}

export default function ChangePetProfilePage() {
  return <PetProfilePage />;
}
