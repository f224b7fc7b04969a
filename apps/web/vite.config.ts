/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import { minifyPublicScripts } from './build/minify-public-scripts.ts';
import { precompileMessages } from './build/precompile-messages.ts';
import { simplifyWorldMap } from './build/simplify-world-map.ts';
import { translatedZodResolver } from './build/translated-zod-resolver.ts';

// The API server (apps/server) listens here in development; the built app is served by it on one origin.
const apiTarget = 'http://127.0.0.1:3000';

/**
 * Mantine's core and the components the shell and the public pages show: every first visit
 * needs them, and as one chunk they are one request instead of twenty-odd small ones (a phone
 * on HTTP/1.1 fetches six at a time). Components only other screens use stay with those screens.
 */
const firstVisitUi =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](ActionIcon|Alert|Anchor|AppShell|Avatar|Badge|Burger|Button|Card|Center|CloseButton|EmptyState|Flex|Group|Image|Loader|Paper|Progress|SimpleGrid|Skeleton|Stack|Text|ThemeIcon|Title|Transition|UnstyledButton|VisuallyHidden))[\\/]/;
// The spec's donation calls live outside /api (POST /donate/payment); /donate itself is a screen.
const apiProxy = {
  '/api': { target: apiTarget },
  '^/donate/(config|payment|verify|failed|webhook)([?]|$)': { target: apiTarget },
};

// Messages are compiled at build time (build/precompile-messages.ts): the ICU parser stays out of
// every bundle, and a message the build did not compile fails loudly instead of shipping it.
const noParser = createRequire(import.meta.url)
  .resolve('@formatjs/icu-messageformat-parser')
  .replace(/index\.js$/, 'lib/no-parser.js');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...precompileMessages(),
    translatedZodResolver(),
    minifyPublicScripts(),
    simplifyWorldMap(),
  ],
  resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: noParser }] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  // The server render (ADR 21) is bundled whole: only the components and icons it uses, not
  // every module of @tabler/icons-react and Mantine loaded into the server's memory.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 but Safari < 17 knows modulepreload; there the links are only
    // ignored (a later download, nothing breaks), so no visitor pays for the polyfill.
    modulePreload: { polyfill: false },
    // The server reads which stylesheets and chunks each screen needs from it (first-paint.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // The server render (app/entry-server.tsx) is one bundle; the splitting below is for browsers.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // Rolldown would move code that several lazy screens share into the entry chunk (fewer
          // files), which put Menu, Popover and floating-ui into every first visit. Shared code stays
          // in shared chunks instead, loaded with the screens that need it.
          experimental: { chunkOptimization: { mergeCommonChunks: false } },
          output: {
            codeSplitting: {
              // Libraries every page needs and that change rarely get their own long-cached chunk,
              // so a deploy of app code does not make returning visitors download them again.
              // The rest of Mantine is left to automatic splitting: components only a lazy screen
              // uses stay in that screen's chunk instead of growing the first load. zod is not here:
              // only forms and development builds use it (ADR 20), so it loads with those screens.
              groups: [
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
                },
                { name: 'ui', test: firstVisitUi },
                // The rest of what the entry imports statically (site, session, event queries, the
                // shell's icons): every page loads all of it, so one chunk, not a dozen tiny ones.
                { name: 'shell', tags: ['$initial'] },
              ],
            },
          },
        },
  },
  test: {
    name: '@portal/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
    // Test files share a worker's modules and jsdom instead of loading React, Mantine and the app
    // again for each (the suite took 4 minutes of CPU importing them). The setup file resets
    // what tests change (storage, notifications, the connection's state); a module that caches
    // something on purpose offers a way to forget it (use-lazy-menus.ts).
    isolate: false,
    unstubGlobals: true,
    // Route tests render the whole app with lazy screens; on a busy 2-core machine the first
    // render of a screen can take seconds. Generous limits, no sleeps: tests still finish fast.
    // On 27 November this machine ran about three times slower than usual (the bench's bare
    // Fastify ceiling 13,700 req/s against 50,000) and form tests that type a whole registration
    // took 17 s alone, and over 45 s in a full clean-clone run beside the API suite: a test that
    // passes still finishes as fast as it can, only a hung one waits this long.
    testTimeout: 120_000,
  },
}));
