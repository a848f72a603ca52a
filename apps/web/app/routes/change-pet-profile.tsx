import { PetProfilePage } from '../features/dashboard-pets/pet-profile-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('change-pet-profile');

export default function ChangePetProfilePage() {
  return <PetProfilePage />;
}
