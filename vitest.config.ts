import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker, which left a core idle while the API suite waits
    // on PostgreSQL. Three keep both busy.
    maxWorkers: 3,
    projects: [
      'packages/contract',
      'apps/server',
      'apps/web',
      {
        test: {
          name: 'tooling',
          include: ['eslint/**/*.test.js', 'scripts/i18n/**/*.test.mjs'],
          environment: 'node',
        },
      },
    ],
  },
});
