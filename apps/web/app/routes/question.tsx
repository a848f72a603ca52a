import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('question');

export default function QuestionPage() {
  return <TitledPage page="question" />;
}
