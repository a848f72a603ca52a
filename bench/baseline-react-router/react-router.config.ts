import type { Config } from '@react-router/dev/config';

// The smallest framework-mode SSR app: the yardstick for the web app's JS size, Lighthouse score
// and server rendering speed (docs/performance.md). Same React Router defaults as apps/web.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
