import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
/** Journeys that change site-wide settings while they run (see the projects below). */
const siteWide = /alumni\.spec\.ts/;

// Journeys through the real built server and embedded PostgreSQL, in Debian's Chromium
// (no browser download), at a desktop and a phone width.
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI so a timing flake under load is reported as flaky instead of sinking the run;
  // a test that fails twice still fails. Locally a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // Sign-in and password changes hash with scrypt at full cost; give them room under load.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The app registers a service worker (public/sw.js); requests it answers bypass page.route(),
    // which several journeys stub. Only the journey about the installed app lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumFlags,
    },
  },
  // One journey per capability, at one width: the desktop's, unless the journey is a phone's
  // (tagged @phone: it runs at 375 px only). The phone project also runs what is about the layout
  // itself, at both widths: these files, and tests tagged @both.
  //
  // A journey that changes what the whole site does (alumni.spec.ts sets the join policy to the
  // roster's) runs last, alone: meanwhile another journey's new member would be left waiting for
  // approval. Run it by itself with `--project=site-wide --no-deps`.
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
      testIgnore: siteWide,
    },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
      grep: new RegExp(
        [
          '@phone',
          '@both',
          ...[
            'shell',
            'first-paint',
            'first-visit-weight',
            'first-visit-styles',
            'event-page',
            'routing',
            'theme',
            'calendar',
          ].map((name) => `${name}\\.spec\\.ts`),
        ].join('|'),
      ),
      testIgnore: siteWide,
    },
    {
      name: 'site-wide',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: siteWide,
      dependencies: ['desktop', 'mobile'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      RATE_LIMIT_MAX: '100000',
      // Every test registers from this one address; the form's proof of work still runs.
      REGISTRATION_BURST: '100000',
      REGISTRATIONS_UNPROVED: '100000',
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
