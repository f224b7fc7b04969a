// Debian's Chromium (never a downloaded browser) and the flags every harness launches it with:
// the e2e tests (playwright.config.ts) and the bench (scripts/bench).

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (CI runs as root), no GPU, no background traffic to disturb timings. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
