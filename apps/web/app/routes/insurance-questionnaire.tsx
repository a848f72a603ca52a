import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('insurance-questionnaire');

export default function InsuranceQuestionnairePage() {
  return <TitledPage page="insurance-questionnaire" />;
}
