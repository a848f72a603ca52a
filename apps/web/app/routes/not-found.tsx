import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../features/error-page/error-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { describeRouteErrorData, notFoundData } from '../shell/route-errors.ts';
import type { Route } from './+types/not-found';

export const meta = pageMeta('not-found');

/** Unknown routes (§2): the 404 page with status 404 (returned, so the status reaches the response). */
export function loader({ request }: Route.LoaderArgs) {
  return notFoundData(new URL(request.url).pathname);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return notFoundData(new URL(request.url).pathname).data;
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <ErrorPage status={404} message={describeRouteErrorData(loaderData, t)} />;
}
