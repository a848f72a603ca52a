import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner, four projects: pure packages, the API through `inject`, the web app's plain modules
// in node, and its components in jsdom. `npm run test:api` runs the api project alone (CI runs it
// again against PostgreSQL).
const webTsTests = ['apps/web/app/**/*.test.ts', 'apps/web/test/**/*.test.ts'];

export default defineConfig({
  test: {
    // Two cores: the default (cores - 1) leaves one idle. Measured on this 2-core machine: the
    // whole run took 6 min with one worker, 4 min with two.
    maxWorkers: 2,
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
        // Rules, wiring and server code: no DOM, so no jsdom start per file. A file that needs one
        // says so with a `@vitest-environment jsdom` docblock.
        test: {
          name: 'web-node',
          include: webTsTests,
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.tsx', 'apps/web/test/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // User walks through whole pages; on two busy cores one takes a few seconds.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
