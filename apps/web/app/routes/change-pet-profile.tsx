import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('change-pet-profile');

export default function ChangePetProfilePage() {
  return <TitledPage page="change-pet-profile" />;
}
