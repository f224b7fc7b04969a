import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/remove-scratch-dirs.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
