import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { stopTransitions } from '../support/no-transitions';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core run straight in the page, injected once per load. `@axe-core/playwright` runs axe
 * partially in every frame and then finishes the run in a second, blank page: for our pages,
 * which have no frames, that cost 4 to 5 times the checking itself (measured on six pages: 19.0 s
 * against 4.3 s for the same light and dark runs, same results).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Colour transitions would let axe read colours halfway between two themes (a test that
    // switches to dark and checks at once, on a loaded machine): off for the rest of this page.
    await stopTransitions(page);
    await page.evaluate(axeSource);
  }
  // Only violations are read: axe then keeps one node per passing rule instead of every one. Every
  // run also checks target size (WCAG 2.2, 2.5.8: 24 x 24 px), a rule axe leaves off by default.
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : { rules: { 'target-size': { enabled: true } } }),
  };
  const violations = await page.evaluate(
    async (runOptions) => (await (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions)).violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })),
    options,
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(' | ')}`);
}
