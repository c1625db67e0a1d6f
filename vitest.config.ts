import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/{app,fonts}/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/api/**/*.test.ts'],
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        // Faults against the production topology (npm run cluster): builds the shop if missing, like e2e.
        test: {
          name: 'cluster',
          include: ['deploy/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // After every other project: the fault tests judge the topology, and a 2-core machine also running
          // the browser tests once turned a rolling restart's page render into a 500.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
