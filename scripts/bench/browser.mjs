// Debian's Chromium, driven by Playwright (never a downloaded browser), with the e2e flags.
import { chromium } from 'playwright';
import { onCleanup } from './cleanup.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags of playwright.config.ts: no sandbox (root), no GPU, no background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
};

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumFlags });
  const close = onCleanup(() => browser.close());
  return { browser, close };
}
