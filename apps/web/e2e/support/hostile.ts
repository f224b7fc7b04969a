import { expect, type APIResponse, type BrowserContext, type Page } from '@playwright/test';
import { randomLetters } from './events';

// Hostile content for the hostile-content journeys: payloads that would run script if a page
// ever treated stored text as HTML or a stored address as a link target, and the checks that
// prove in Chromium that none did.

/** Markup that runs `window.__pwned = 1` (or opens a dialog) when parsed as HTML. */
export const markup = {
  script: '<script>window.__pwned=1</script>',
  img: '<img src=x onerror="window.__pwned=1">',
  svg: '<svg onload=window.__pwned=1>',
  iframe: '"><iframe src="javascript:window.__pwned=1">',
  /** For fields of at most 30 characters (event tags). */
  short: '<svg/onload=alert(1)>',
} as const;

/** Addresses that run script when followed or loaded; the API must refuse every one. */
export const scriptAddresses = [
  'javascript:window.__pwned=1',
  'JaVaScRiPt:window.__pwned=1',
  '  javascript:window.__pwned=1',
  'java\tscript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
];

/**
 * A payload tagged with the field it went into and this run's mark, so a page can be searched for
 * it as text: 'title-qzxk <script>…</script>'.
 */
export function hostileText(mark: string) {
  return (field: string, payload: string = markup.img) => `${field}-${mark} ${payload}`;
}

export const newMark = () => randomLetters(6);

/** Expects the API to refuse the body with a 400 naming `field` and saying what to enter. */
export async function expectRefused(response: APIResponse, field: string, message: RegExp) {
  expect(response.status(), `${field}: ${await response.text()}`).toBe(400);
  const body = (await response.json()) as { error: string; fields?: Record<string, string> };
  expect(body.error).toBe('validation');
  expect(body.fields?.[field], field).toMatch(message);
}

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Watch {
  dialogs: string[];
  navigations: string[];
  violations: string[];
}

/**
 * Watches everything a payload could do in this context: dialogs, navigations (of pages and
 * pop-ups), Content-Security-Policy violations and any write to window.__pwned (a setter, so a
 * payload that sets and then deletes it is still caught). Other sites are answered locally:
 * pictures with a pixel, pages with a blank page, so links can be followed offline.
 */
export async function watchContext(context: BrowserContext): Promise<Watch> {
  const watch: Watch = { dialogs: [], navigations: [], violations: [] };
  await context.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: tinyPng })
        : route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><html lang="en"><title>Elsewhere</title><body></body></html>',
          }),
  );
  await context.addInitScript(() => {
    const state = window as unknown as { __pwnedWrites: number; __violations: string[] };
    state.__pwnedWrites = 0;
    state.__violations = [];
    Object.defineProperty(window, '__pwned', {
      configurable: false,
      get: () => undefined,
      set: () => {
        state.__pwnedWrites += 1;
      },
    });
    document.addEventListener('securitypolicyviolation', (event) => {
      state.__violations.push(
        `${event.violatedDirective} ${event.blockedURI} "${event.sample}" at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  const watchPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on('framenavigated', (frame) => watch.navigations.push(frame.url()));
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) watch.violations.push(message.text());
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return watch;
}

/** Link targets a page may hold; img may also show a data: picture of a raster type. */
const linkProtocols = ['http:', 'https:', 'mailto:', 'tel:'];
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster'];

/**
 * The page as it stands holds nothing a payload could have made: no script but our own bundle,
 * no inline event-handler attribute, no srcdoc, no URL attribute with a script or data scheme,
 * no frame but the venue maps; nothing ran (no write to window.__pwned, no dialog, no
 * navigation to a script URL) and nothing was blocked by the CSP on our behalf.
 */
export async function expectInert(page: Page, watch: Watch, where: string) {
  const found = await page.evaluate(
    ({ linkProtocols, urlAttributes }) => {
      const problems: string[] = [];
      const describe = (element: Element) => `<${element.tagName.toLowerCase()}>`;
      for (const element of document.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          const attribute = name.toLowerCase();
          if (attribute.startsWith('on') || attribute === 'srcdoc')
            problems.push(`${describe(element)} has ${attribute}="${value}"`);
          if (!urlAttributes.includes(attribute)) continue;
          let protocol = 'unparsable:';
          try {
            protocol = new URL(value.trim(), document.baseURI).protocol;
          } catch {
            // stays unparsable
          }
          const rasterData =
            element.tagName === 'IMG' && /^data:image\/(png|jpeg|gif|webp);/i.test(value);
          if (!linkProtocols.includes(protocol) && !rasterData)
            problems.push(`${describe(element)} ${attribute}="${value}"`);
        }
      }
      for (const script of document.scripts) {
        const own = script.src !== '' && new URL(script.src).origin === location.origin;
        // The server's structured data (issue 40): data, never run, and still whole JSON (a
        // payload that closed the tag would leave a broken one and a script of its own).
        if (script.type === 'application/ld+json') {
          try {
            JSON.parse(script.textContent ?? '');
            continue;
          } catch {
            problems.push(`structured data that is not JSON: ${script.outerHTML.slice(0, 120)}`);
            continue;
          }
        }
        if (!own) problems.push(`a script not from this site: ${script.outerHTML.slice(0, 120)}`);
      }
      for (const frame of document.querySelectorAll('iframe, frame, object, embed')) {
        const source = frame.getAttribute('src') ?? frame.getAttribute('data') ?? '';
        if (!/^https:\/\/(www\.openstreetmap\.org|maps\.google\.com)\//.test(source))
          problems.push(`${describe(frame)} src="${source}"`);
      }
      const state = window as unknown as { __pwnedWrites: number; __violations: string[] };
      if (state.__pwnedWrites > 0) problems.push(`window.__pwned written ${state.__pwnedWrites}×`);
      problems.push(...state.__violations.map((violation) => `CSP violation: ${violation}`));
      return problems;
    },
    { linkProtocols, urlAttributes },
  );
  const ran = [
    ...watch.dialogs.map((dialog) => `dialog ${dialog}`),
    ...watch.navigations
      .filter((url) => !/^(https?:|about:blank)/i.test(url))
      .map((url) => `navigated to ${url}`),
    ...watch.violations.map((violation) => `console: ${violation}`),
  ];
  expect([...found, ...ran], `on ${where}`).toEqual([]);
}

/**
 * Each payload is on the page as the text that was typed, in full: shown, not interpreted.
 * (A payload parsed as HTML would lose its tags from the text.)
 */
export async function expectShownAsText(page: Page, texts: string[]) {
  for (const text of texts)
    await expect(page.getByText(text).filter({ visible: true }).first(), text).toBeVisible();
}

/**
 * Follows a link someone typed, as a visitor would (it opens a tab): the tab goes to the
 * expected http(s) address and nowhere else.
 */
export async function followLink(page: Page, link: ReturnType<Page['getByRole']>, to: string) {
  await expect(link).toHaveAttribute('href', to);
  const opened = page.context().waitForEvent('page');
  await link.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(tab.url()).toBe(new URL(to).href);
  await tab.close();
}
