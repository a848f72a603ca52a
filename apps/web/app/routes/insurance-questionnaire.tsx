import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadInsuranceQuestionnaire } from '../features/insurance/insurance-data.ts';
import { QuestionnairePage } from '../features/insurance/questionnaire-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPageCountry, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/insurance-questionnaire';

export const meta = pageMeta('insurance-questionnaire');

export async function loader(args: Route.LoaderArgs) {
  return loadInsuranceQuestionnaire(await serverPageApi(args), new URL(args.request.url).searchParams, (await serverPageCountry(args))?.short_name);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/insurance/insurance-data.ts');
  return data.loadInsuranceQuestionnaire(await clientPageApi(args), new URL(args.request.url).searchParams, clientPageCountry()?.short_name);
}

export async function clientAction(args: Route.ClientActionArgs) {
  const data = await import('../features/insurance/insurance-data.ts');
  return data.insuranceLeadAction(await clientPageApi(args), await readSubmission(args.request, data.insuranceLeadSubmission), (lead) =>
    clientPagePath(args, `/insurance/thankyou?lead=${lead}`),
  );
}

/** A refused request keeps what the owner typed: the form is not read again (the pet and the owner did not change). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod === 'POST') return false;
  return defaultShouldRevalidate;
}

export const ErrorBoundary = pageErrorBoundary('insurance-questionnaire');

export default function InsuranceQuestionnaireRoute({ loaderData }: Route.ComponentProps) {
  return <QuestionnairePage data={loaderData} />;
}
