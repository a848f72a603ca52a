import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadInsuranceThankYou } from '../features/insurance/insurance-data.ts';
import { ThankYouPage } from '../features/insurance/thankyou-page.tsx';
import { clientPageApi, clientPageCountry } from '../shell/page-api.ts';
import { serverPageApi, serverPageCountry } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/insurance-thankyou';

export const meta = pageMeta('insurance-thankyou');

export async function loader(args: Route.LoaderArgs) {
  return loadInsuranceThankYou(await serverPageApi(args), new URL(args.request.url).searchParams, (await serverPageCountry(args))?.short_name);
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  const data = await import('../features/insurance/insurance-data.ts');
  return data.loadInsuranceThankYou(await clientPageApi(args), new URL(args.request.url).searchParams, clientPageCountry()?.short_name);
}

export const ErrorBoundary = pageErrorBoundary('insurance-thankyou');

export default function InsuranceThankyouRoute({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage data={loaderData} />;
}
