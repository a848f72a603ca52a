import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner, three projects: pure packages, the API through `inject`, the web app in jsdom.
// `npm run test:api` runs the api project alone (CI runs it again against PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/helpers/seeded-database-snapshot.ts'],
          // Each file builds its own app and database; sharing the module graph between the files
          // of a worker spares re-importing the whole API for every file (most of the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
    ],
  },
});
