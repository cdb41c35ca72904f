import { expect, test } from '@playwright/test';
import { en } from '../../src/lib/i18n/dictionaries/en';
import { es } from '../../src/lib/i18n/dictionaries/es';

test('switches es → en with the keyboard and en → es with the mouse', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const esButton = page.getByRole('button', { name: new RegExp(`^${es['language.label']}: `) });
  await expect(esButton).toHaveAccessibleName(`${es['language.label']}: Español`);

  // Keyboard: open with ArrowDown, move with ArrowDown, choose with Enter.
  await esButton.focus();
  await page.keyboard.press('ArrowDown');
  const options = page.getByRole('listbox');
  await expect(options).toBeVisible();
  await expect(options.getByRole('option', { name: 'Español' })).toHaveAttribute('data-focus');
  await page.keyboard.press('ArrowDown');
  await expect(options.getByRole('option', { name: 'English' })).toHaveAttribute('data-focus');
  await page.keyboard.press('Enter');
  await page.waitForURL('/en/checkout/create-session');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Mouse: back to Spanish.
  const enButton = page.getByRole('button', { name: new RegExp(`^${en['language.label']}: `) });
  await expect(enButton).toHaveAccessibleName(`${en['language.label']}: English`);
  await enButton.click();
  await page.getByRole('option', { name: 'Español' }).click();
  await page.waitForURL('/checkout/create-session');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('a quick Down, Down opens the list and lands on the second option', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const esButton = page.getByRole('button', { name: new RegExp(`^${es['language.label']}: `) });
  await esButton.focus();
  // No wait between the presses: the opening key's "move to first" must not undo the second press.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox').getByRole('option', { name: 'English' })).toHaveAttribute('data-focus');
  await page.keyboard.press('Enter');
  await page.waitForURL('/en/checkout/create-session');
});
