// Debian's Chromium, driven by Playwright (never a downloaded browser), with the e2e flags.
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { onCleanup } from './cleanup.mjs';

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
};

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const close = onCleanup(() => browser.close());
  return { browser, close };
}
