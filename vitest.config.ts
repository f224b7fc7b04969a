import { defineConfig } from 'vitest/config';

// One `npm test` runs every workspace's suite; each project keeps its own environment.
export default defineConfig({
  test: {
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
