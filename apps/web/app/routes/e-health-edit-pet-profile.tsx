import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadPassportForm, passportAction, passportSubmission } from '../features/pet-passport/passport-data.ts';
import { PassportFormPage } from '../features/pet-passport/passport-form-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/e-health-edit-pet-profile';

export const meta = pageMeta('e-health-edit-pet-profile');

export async function loader(args: Route.LoaderArgs) {
  return loadPassportForm(await serverPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadPassportForm(await clientPageApi(args), new URL(args.request.url).searchParams);
}

export async function clientAction(args: Route.ClientActionArgs) {
  return passportAction(await clientPageApi(args), await readSubmission(args.request, passportSubmission));
}

export const ErrorBoundary = pageErrorBoundary('e-health-edit-pet-profile');

export default function EHealthEditPetProfilePage({ loaderData }: Route.ComponentProps) {
  return <PassportFormPage data={loaderData} />;
}
