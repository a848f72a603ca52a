import { TitledPage } from '../shell/page-heading.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('cross-sells');

export default function CrossSellsPage() {
  return <TitledPage page="cross-sells" />;
}
