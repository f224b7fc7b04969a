import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.1 levels A and AA (axe tags each rule with the version that introduced it). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

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
 * Runs axe on the page as it is now and expects no WCAG 2.1 A/AA violation. Call it once the
 * screen has settled (its heading visible), so it checks what a visitor sees.
 * On failure axe's full detail of the violations is attached to the test report.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
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
