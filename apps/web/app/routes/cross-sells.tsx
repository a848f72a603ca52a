import { CrossSellsPage } from '../features/cross-sells/cross-sells-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';

export const meta = pageMeta('cross-sells');

export default function CrossSellsRoute() {
  return <CrossSellsPage />;
}
