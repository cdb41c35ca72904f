import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { headingsOf } from './site-model';

const cases = [
  { path: '/checkout/create-session', dict: es },
  { path: '/en/checkout/create-session', dict: en },
] as const;

for (const { path, dict } of cases) {
  test(`every h2 on ${path} has a labelled anchor and a 6rem scroll margin`, async ({ page }) => {
    await page.goto(path);
    const headings = page.locator('article h2');
    const count = await headings.count();
    expect(count).toBeGreaterThan(1);
    // Each h2 is a level-2 heading of the page's source, in order.
    const fromSource = headingsOf(path);
    expect(count).toBe(fromSource.length);
    for (let index = 0; index < count; index++) {
      const heading = headings.nth(index);
      const id = await heading.getAttribute('id');
      expect(id).toBeTruthy();
      expect(id).toBe(fromSource[index]!.id);
      const title = (await heading.locator('span').first().textContent())?.trim() ?? '';
      expect(title).toBe(fromSource[index]!.title);
      const anchor = heading.getByRole('link', { name: dict['heading.anchor'].replace('{title}', title), exact: true });
      await expect(anchor).toHaveAttribute('href', `#${id}`);
      await expect(heading).toHaveCSS('scroll-margin-top', '96px');
      expect(await heading.getAttribute('style')).toMatch(/scroll-margin-top:\s*6rem/);
    }
  });
}

test('following a heading anchor updates the hash', async ({ page }) => {
  // A heading further down the page than the first.
  const headings = headingsOf('/checkout/create-session');
  const heading = headings[headings.length - 2]!;
  await page.goto('/checkout/create-session');
  await page.getByRole('link', { name: es['heading.anchor'].replace('{title}', heading.title), exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/checkout/create-session' && decodeURIComponent(url.hash) === `#${heading.id}`);
});
