import { expect, test } from '@playwright/test';
import { en } from '../../src/shared/i18n/dictionaries/en';
import { es } from '../../src/shared/i18n/dictionaries/es';
import { productName } from './site-model';

// Product names as the manifests (navigation/<namespace>.yaml) give them.

test('shows the current product and navigates to the chosen one', async ({ page }) => {
  await page.goto('/checkout/create-session');
  const selector = page.getByRole('button', { name: new RegExp(`^${es['sections.label']}: `) });
  await expect(selector).toHaveAccessibleName(`${es['sections.label']}: ${productName('checkout', 'es')}`);
  await expect(selector).toContainText(productName('checkout', 'es'));
  await selector.click();
  await page.getByRole('listbox').getByRole('option', { name: productName('gateway', 'es'), exact: true }).click();
  await page.waitForURL('/gateway');
  await expect(page.getByRole('button', { name: new RegExp(`^${es['sections.label']}: `) })).toHaveAccessibleName(
    `${es['sections.label']}: ${productName('gateway', 'es')}`,
  );
});

test('shows Account Validator as the current product on /en/account-validator', async ({ page }) => {
  await page.goto('/en/account-validator');
  const selector = page.getByRole('button', { name: new RegExp(`^${en['sections.label']}: `) });
  await expect(selector).toHaveAccessibleName(`${en['sections.label']}: ${productName('account-validator', 'en')}`);
  await expect(selector).toContainText(productName('account-validator', 'en'));
});
