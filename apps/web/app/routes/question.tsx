import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { pageErrorBoundary } from '../components/page-layout.tsx';
import { loadQuestionnaire, questionnaireAction, questionnaireSubmission } from '../features/questionnaire/questionnaire-data.ts';
import { QuestionnairePage } from '../features/questionnaire/questionnaire-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import type { Route } from './+types/question';

export const meta = pageMeta('question');

export async function loader(args: Route.LoaderArgs) {
  return loadQuestionnaire(await serverPageApi(args), new URL(args.request.url));
}

export async function clientLoader(args: Route.ClientLoaderArgs) {
  return loadQuestionnaire(await clientPageApi(args), new URL(args.request.url));
}

export async function clientAction(args: Route.ClientActionArgs) {
  return questionnaireAction(await clientPageApi(args), await readSubmission(args.request, questionnaireSubmission));
}

/**
 * The questionnaire moves from step to step by its search (?pet=…&step=…, the browser's Back and
 * Forward too) and keeps the draft it opened, saving it as the owner goes: reading the draft again
 * at every step would only race those saves, as it would after its own write (a pet created: the
 * page puts its id in its draft itself). Another path (the page in another language) and the
 * router's other reasons (a retry, the same URL again) read it again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return false;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export const ErrorBoundary = pageErrorBoundary('question');

export default function QuestionRoute({ loaderData }: Route.ComponentProps) {
  // The page keeps its own copy of the draft: in another language it opens the draft read for it.
  const { pathname } = useLocation();
  return <QuestionnairePage key={pathname} data={loaderData} />;
}
