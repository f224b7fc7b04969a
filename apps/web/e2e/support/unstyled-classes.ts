import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// Whether a page's Mantine components have their styles: the first visit (ADR 17) and the server's
// previews (ADR 21) load only some of Mantine's stylesheet.

const require = createRequire(import.meta.url);
const mantineCss = readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');
/** Every class Mantine's full stylesheet has rules for. */
const styledByMantine = new Set([...mantineCss.matchAll(/\.(m_[0-9a-f]+)/g)].map((m) => m[1]));

/** Mantine classes on the page that Mantine styles but no loaded stylesheet mentions. */
export async function unstyledClasses(page: Page): Promise<string[]> {
  const { used, loaded } = await page.evaluate(() => {
    const used = new Set<string>();
    for (const element of document.querySelectorAll('[class]'))
      for (const name of element.classList) if (/^m_[0-9a-f]+$/.test(name)) used.add(name);
    const loaded = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
        for (const match of rule.cssText.matchAll(/\.(m_[0-9a-f]+)/g)) loaded.add(match[1]!);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    return { used: [...used], loaded: [...loaded] };
  });
  const have = new Set(loaded);
  return used.filter((name) => styledByMantine.has(name) && !have.has(name));
}
