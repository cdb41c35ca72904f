import { origin } from './origin';
import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const copyright = (text: string) => new RegExp(`^${escape(text).replace('\\{year\\}', '\\d{4}')}$`);

test.describe('edit link', () => {
  for (const [path, file] of [
    ['/checkout/create-session', 'content/es/checkout/create-session.mdx'],
    ['/checkout', 'content/es/checkout/index.mdx'],
  ] as const) {
    test(`on ${path} points to ${file} in a new tab`, async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo', { name: es['footer.label'] });
      const edit = footer.getByRole('link', { name: es['footer.edit'] });
      await expect(edit).toHaveAccessibleName(`${es['footer.edit']} ${es['footer.newTab']}`);
      const href = await edit.getAttribute('href');
      expect(href).not.toBeNull();
      expect(new URL(href!).pathname.endsWith(`/${file}`)).toBe(true);
      await expect(edit).toHaveAttribute('target', '_blank');
      await expect(edit).toHaveAttribute('rel', 'noopener noreferrer');
    });
  }
});

test('the feedback link carries the page address and thanks the reader', async ({ page, context }) => {
  await context.route('https://forms.ondapay.dev/**', (route) => route.fulfill({ body: 'ok', contentType: 'text/plain' }));
  await page.goto('/checkout/create-session');
  const footer = page.getByRole('contentinfo', { name: es['footer.label'] });
  await expect(footer.getByText(es['feedback.prompt'])).toBeVisible();
  const link = footer.getByRole('link', { name: es['feedback.link'] });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await expect
    .poll(async () => new URL((await link.getAttribute('href')) ?? 'about:blank').searchParams.get('RefererUrl'))
    .toBe(`${origin}/checkout/create-session`);

  const popupPromise = page.waitForEvent('popup');
  await link.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).searchParams.get('RefererUrl')).toBe(`${origin}/checkout/create-session`);
  await popup.close();

  await expect(footer.getByText(es['feedback.thanks'])).toBeVisible();
  await expect(footer.getByRole('link', { name: es['feedback.link'] })).toHaveCount(0);
  // Hidden, not removed: out of sight and out of the accessibility tree, as the link is.
  await expect(footer.getByText(es['feedback.prompt'])).toBeHidden();
});

test('shows the copyright and the privacy policy in Spanish', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const footer = page.getByRole('contentinfo', { name: es['footer.label'] });
  await expect(footer.getByText(copyright(es['footer.copyright']))).toBeVisible();
  await expect(footer.getByRole('link', { name: es['footer.privacy'], exact: true })).toHaveAttribute('href', /^https:\/\//);
});

test('shows the copyright and the privacy policy in English, also on the home page', async ({ page }) => {
  await page.goto('/en');
  const footer = page.getByRole('contentinfo', { name: en['footer.label'] });
  await expect(footer.getByText(copyright(en['footer.copyright']))).toBeVisible();
  await expect(footer.getByRole('link', { name: en['footer.privacy'], exact: true })).toHaveAttribute('href', /^https:\/\//);
  // The home page has no source file, so no edit link.
  await expect(footer.getByRole('link', { name: en['footer.edit'] })).toHaveCount(0);
});
