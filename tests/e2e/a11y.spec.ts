import { readdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** axe-core over every built page (not a sample), at desktop width, light and dark (issue 6). */
function builtPages(dir = path.resolve('out'), base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === '_next' ? [] : builtPages(path.join(dir, entry.name), `${base}/${entry.name}`);
    if (!entry.name.endsWith('.html') || entry.name === '_not-found.html') return [];
    const name = entry.name.replace(/\.html$/, '');
    if (name === '404') return [`${base}/this-page-does-not-exist`];
    return [name === 'index' ? base || '/' : `${base}/${name}`];
  });
}

test.use({ viewport: { width: 1440, height: 900 }, colorScheme: 'light' });

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).analyze();
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

// One load per page: light first, then the same page switched to dark the way the theme script does it.
for (const url of builtPages()) {
  test(url, async ({ page }) => {
    await page.goto(url, { waitUntil: 'load' });
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await violations(page), 'light').toEqual([]);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    expect(await violations(page), 'dark').toEqual([]);
  });
}
