import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.1 levels A and AA (axe tags each rule with the version that introduced it). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG A/AA rules whose outcome depends on colours. A page checked in full in one scheme
 * needs only these in the other: its structure (names, roles, landmarks, order) is the same.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Per rule: its id, impact, help and link, then each offending element with why and its HTML. */
export function formatViolations(violations: Result[]): string[] {
  return violations.map((violation) => {
    const nodes = violation.nodes.map((node) => {
      // "Fix any of the following:" then one reason per line; keep the reasons apart.
      const [lead = '', ...reasons] = (node.failureSummary ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const why = [lead, reasons.join('; ')].filter(Boolean).join(' ');
      return `    - ${node.target.join(' ')}: ${why}\n      ${node.html}`;
    });
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`;
  });
}

/**
 * Waits until every finite animation and transition (dialogs and notifications fading in or
 * out) has finished: axe measures colours, and a half-faded element reports a false contrast
 * failure. Spinners loop forever and are skipped. Transitions that start a frame later (Mantine
 * starts them from a timer) are caught by looking again after two frames.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let round = 0; round < 3; round += 1) {
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.allSettled(running.map((animation) => animation.finished));
      await nextFrame();
      await nextFrame();
      if (running.length === 0) return;
    }
  });
}

/**
 * Runs axe on the page as it is now and expects no WCAG 2.1 A/AA violation. Call it once the
 * screen has settled (its heading visible), so it checks what a visitor sees.
 * On failure axe's full detail of the violations is attached to the test report.
 */
export async function expectNoAxeViolations(
  page: Page,
  label = page.url(),
  { coloursOnly = false } = {},
): Promise<void> {
  await settleAnimations(page);
  const axe = new AxeBuilder({ page });
  const results = await (
    coloursOnly ? axe.withRules(colourRules) : axe.withTags(wcagTags)
  ).analyze();
  if (results.violations.length > 0) {
    await test.info().attach(`axe violations ${label}`, {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
  }
  expect(formatViolations(results.violations), `axe WCAG 2.1 A/AA violations on ${label}`).toEqual(
    [],
  );
}

/**
 * Opens `path` in the light and then the dark scheme (stored as the toggle stores it, so screens
 * without a top bar are covered too), waits for its level-1 heading and for loading to end, and
 * expects no axe violation in either (in dark, the colour rules: the rest was checked in light).
 * `prepare` runs before each check (e.g. loading map frames).
 */
export async function expectAccessibleInBothSchemes(
  page: Page,
  path: string,
  heading: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`${scheme} mode`, async () => {
      await page.evaluate(
        (dark) => window.localStorage.setItem('darkMode', dark),
        String(scheme === 'dark'),
      );
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await prepare?.(page);
      await expectNoAxeViolations(page, `${path} (${scheme})`, { coloursOnly: scheme === 'dark' });
    });
  }
}
