import { QuestionnairePage } from '../features/questionnaire/questionnaire-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('question');

export default function QuestionRoute() {
  return <QuestionnairePage />;
}
