import { PetProfilePage } from '../features/dashboard-pets/pet-profile-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/change-pet-profile-id';

export const meta = pageMeta('change-pet-profile-id');

// The id's validity check (§2) is the login guard's (guards/require-login.tsx).

export default function ChangePetProfileIdPage({ params }: Route.ComponentProps) {
  return <PetProfilePage key={params.id} animalId={Number(params.id)} />;
}
