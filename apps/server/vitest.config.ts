import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/remove-scratch-dirs.ts'],
    testTimeout: 30_000,
    // Each file builds its own app and database (test/test-app.ts), so nothing a file needs is
    // module state: a worker keeps the server's modules loaded between files. Importing them
    // afresh for every file was 40% of the suite's time.
    isolate: false,
    hookTimeout: 60_000,
  },
});
