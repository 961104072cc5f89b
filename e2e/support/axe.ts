import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';
import { animationsSettled } from './animations';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core on the page as it stands and answers its serious and critical violations, one line each
 * (rule, impact, the first elements and axe's summary), so a failing test says what to fix. The script is
 * evaluated through the DevTools protocol, which the site's CSP (script-src 'self') does not govern.
 */
export function seriousViolations(page: Page, within?: string): Promise<string[]> {
  return violations(page, within, ['serious', 'critical']);
}

/** Every violation axe finds, of any impact (minor and moderate too: issue 26 part 6). */
export function anyViolations(page: Page, within?: string): Promise<string[]> {
  return violations(page, within, ['minor', 'moderate', 'serious', 'critical']);
}

async function violations(page: Page, within: string | undefined, impacts: string[]): Promise<string[]> {
  // A snackbar or dialog still fading in has colours between its own: axe would read a contrast nobody sees.
  await animationsSettled(page);
  await page.evaluate(axeSource);
  // `within`: a selector to check only that part of the page (a feature inside another feature's page).
  const results = await page.evaluate(
    (selector) =>
      (window as unknown as { axe: { run(context: object, options: object): Promise<AxeResults> } }).axe.run(
        selector ? { include: [selector] } : document,
        { resultTypes: ['violations'] },
      ),
    within,
  );
  return results.violations
    .filter((v: Result) => impacts.includes(v.impact ?? ''))
    .map(
      (v: Result) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`)
          .join(' | ')}`,
    );
}
