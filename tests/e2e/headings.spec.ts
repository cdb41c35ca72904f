import { expect, test } from '@playwright/test';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { es } from '../../src/lib/i18n/dictionaries/es';

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
    for (let index = 0; index < count; index++) {
      const heading = headings.nth(index);
      const id = await heading.getAttribute('id');
      expect(id).toBeTruthy();
      const title = (await heading.locator('span').first().textContent())?.trim() ?? '';
      expect(title).not.toBe('');
      const anchor = heading.getByRole('link', { name: dict['heading.anchor'].replace('{title}', title), exact: true });
      await expect(anchor).toHaveAttribute('href', `#${id}`);
      await expect(heading).toHaveCSS('scroll-margin-top', '96px');
      expect(await heading.getAttribute('style')).toMatch(/scroll-margin-top:\s*6rem/);
    }
  });
}

test('following a heading anchor updates the hash', async ({ page }) => {
  await page.goto('/checkout/create-session');
  await page.getByRole('link', { name: es['heading.anchor'].replace('{title}', 'Errores'), exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/create-session#errores$/);
});
