import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from '../../src/lib/checks/built-pages';

/**
 * axe-core over every built page (not a sample), at desktop width, light and dark (issue 6).
 * The 404 page is reached the way readers meet it: at a URL that does not exist.
 */
const urls = builtPages(path.resolve('out'))
  .filter((page) => page.url !== '/_not-found')
  .map((page) => (page.url === '/404' ? '/this-page-does-not-exist' : page.url));

test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });

/** What the dark theme can change: colours. Every other rule reads the same DOM in both themes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, rules?: string[]) {
  // Only violations are read: axe then keeps one node per passing rule instead of every one,
  // which is most of its time on long pages (big tables, long sidebars).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations: found } = await (rules ? builder.withRules(rules) : builder).analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

// One load per page: every rule in light, then the same page switched to dark the way the theme
// script does it, where only the colour rules can find anything new.
for (const url of urls) {
  test(url, async ({ page }) => {
    await page.goto(url, { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await violations(page), 'light').toEqual([]);
    // Colour transitions would let axe read colours halfway between the two themes.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await violations(page, COLOUR_RULES), 'dark').toEqual([]);
  });
}
