import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { testFilesOnTheTestDatabase } from './apps/api/test/database-files.ts';

// Vitest's default is one worker less than the cores: one on the 2-core CI machine, where the API's files, each
// on a database of its own, then ran one at a time with a core to spare. The browser tests keep the default: there
// the shop and Chromium already use the second core.
const defaultWorkers = Math.max(1, os.availableParallelism() - 1);
const unitWorkers = Math.max(2, defaultWorkers);

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], maxWorkers: unitWorkers } },
      { test: { name: 'web', include: ['apps/web/{app,fonts}/**/*.test.ts'], maxWorkers: unitWorkers } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], maxWorkers: unitWorkers } },
      {
        test: {
          name: 'api',
          // On the PostgreSQL server (npm run test:pg) only the files that open the test database: the others
          // would run exactly as they did in npm test.
          include:
            process.env.TEST_DATABASE === 'postgres'
              ? testFilesOnTheTestDatabase(import.meta.dirname)
              : ['apps/api/**/*.test.ts'],
          maxWorkers: unitWorkers,
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
          maxWorkers: defaultWorkers,
          // After the unit projects, whose worker count may differ (Vitest runs a group of projects with one count).
          sequence: { groupOrder: 1 },
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
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
